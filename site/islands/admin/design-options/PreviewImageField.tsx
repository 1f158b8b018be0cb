// An option's preview image in the design options manager: the picture, a file upload into the
// CMS's media library, a picker of the pictures already there, and removal.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { secondaryButton } from '../../../ui/buttons.ts';
import { Modal } from '../../../ui/dialogs.tsx';
import { ErrorText, Spinner } from '../../../ui/states.tsx';
import { cmsProblem, type PreviewImage, uploadPreview, useMediaLibrary } from './design-options-api.ts';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

function MediaPicker({
  open,
  onClose,
  onPick,
  optionName,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (image: PreviewImage) => void;
  optionName: string;
}) {
  const library = useMediaLibrary(open);
  return (
    <Modal open={open} onClose={onClose} title={`Choose a picture for ${optionName}`} wide>
      {library.isPending ? (
        <Spinner label="Loading the media library" />
      ) : library.isError ? (
        <ErrorText message={cmsProblem(library.error, 'read the media library')} />
      ) : library.data.length === 0 ? (
        <p className="text-sm text-slate-600">
          The media library has no pictures yet. Close this and upload one instead.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {library.data.map((image) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => onPick(image)}
                className="block w-full overflow-hidden rounded-lg border border-slate-200 hover:border-brand-500 focus-visible:outline-3 focus-visible:outline-brand-500"
              >
                <img src={image.url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                <span className="block truncate px-2 py-1 text-left text-xs text-slate-700">
                  {image.alt || 'Untitled picture'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

export function PreviewImageField({
  optionName,
  image,
  onChange,
  disabled,
}: {
  optionName: string;
  image: PreviewImage | null;
  onChange: (image: PreviewImage | null) => void;
  disabled: boolean;
}) {
  const [picking, setPicking] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadPreview(file, `Preview of the ${optionName} option`),
    onSuccess: onChange,
  });
  const busy = disabled || upload.isPending;
  return (
    <fieldset className="grid min-w-0 content-start gap-2">
      <legend className="mb-2 text-sm font-medium text-slate-800">Preview image</legend>
      {image ? (
        <img
          src={image.url}
          alt={`Preview of ${optionName}`}
          className="aspect-[4/3] w-full max-w-60 rounded-lg border border-slate-200 object-cover"
        />
      ) : (
        <p className="flex aspect-[4/3] w-full max-w-60 items-center justify-center rounded-lg border border-dashed border-slate-300 text-sm text-slate-500">
          No picture
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          className={`${secondaryButton} has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${busy ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`}
        >
          {upload.isPending ? 'Uploading...' : 'Upload'}
          <span className="sr-only"> a picture for {optionName}</span>
          <input
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) upload.mutate(file);
            }}
          />
        </label>
        <button type="button" className={secondaryButton} disabled={busy} onClick={() => setPicking(true)}>
          Choose<span className="sr-only"> a picture for {optionName}</span> from library
        </button>
        {image && (
          <button type="button" className={secondaryButton} disabled={busy} onClick={() => onChange(null)}>
            Remove<span className="sr-only"> the picture of {optionName}</span>
          </button>
        )}
      </div>
      {upload.isError && <ErrorText message={cmsProblem(upload.error, 'upload pictures')} />}
      <MediaPicker
        open={picking}
        optionName={optionName}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          setPicking(false);
          onChange(picked);
        }}
      />
    </fieldset>
  );
}
