// The design studio's create screen (/design/create and /create-design): a photo (uploaded, by
// drag and drop or the file picker, or a sample backyard), the pool's placement on it, the
// options, and the submit that debits the images and opens the result screen.
import { type Corners, type CreateDesign, DESIGN_TEXT, type Sample, type Upload } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DragEvent, type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { navigate } from '../../lib/router/router.ts';
import {
  DEFAULT_OPTIONS,
  DesignOptionsFields,
  type OptionsForm,
  toDesignOptions,
} from './DesignOptionsFields.tsx';
import { createDesign, uploadPhoto } from './design-api.ts';
import { PlacementEditor } from './PlacementEditor.tsx';
import { PHOTO_ACCEPT, photoProblem } from './photo-checks.ts';
import { placementProblem } from './placement.ts';
import { refreshAfterSubmit, useCredits, useSamples } from './queries.ts';
import { SubmitError, UsageLine } from './SubmitFeedback.tsx';
import { SubmitKeys } from './submit-keys.ts';
import {
  ErrorText,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
  useDocumentTitle,
} from './ui.tsx';

type Photo =
  | { kind: 'uploading'; previewUrl: string; fileName: string }
  | { kind: 'upload'; previewUrl: string; fileName: string; upload: Upload }
  | { kind: 'sample'; sample: Sample };

interface PhotoView {
  url: string;
  width: number;
  height: number;
  suggested: Corners;
  alt: string;
}

function viewOf(photo: Photo | null): PhotoView | null {
  if (!photo || photo.kind === 'uploading') return null;
  if (photo.kind === 'sample') {
    const { sample } = photo;
    return {
      url: sample.url,
      width: sample.width,
      height: sample.height,
      suggested: sample.suggestedCorners,
      alt: `Sample backyard: ${sample.name}`,
    };
  }
  return {
    url: photo.previewUrl,
    width: photo.upload.width,
    height: photo.upload.height,
    suggested: photo.upload.suggestedCorners,
    alt: `Your photo: ${photo.fileName}`,
  };
}

function sourceOf(photo: Photo): CreateDesign['source'] | null {
  if (photo.kind === 'sample') return { sampleId: photo.sample.id };
  if (photo.kind === 'upload') return { uploadId: photo.upload.uploadId };
  return null;
}

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          aria-hidden="true"
        >
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function DesignCreate() {
  useDocumentTitle('Create design');
  const queryClient = useQueryClient();
  const credits = useCredits();
  const samples = useSamples();
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [corners, setCorners] = useState<Corners | null>(null);
  const [options, setOptions] = useState<OptionsForm>(DEFAULT_OPTIONS);
  const [name, setName] = useState('');
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [dragOver, setDragOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const uploadTicket = useRef(0);
  const keys = useRef(new SubmitKeys());
  const nameId = useId();
  const customPrompt = credits.data?.customPrompt ?? null;

  // The preview is a blob URL of the chosen file; it is released when replaced or on leaving.
  const previewUrl = photo && photo.kind !== 'sample' ? photo.previewUrl : null;
  useEffect(() => {
    if (!previewUrl) return;
    return () => URL.revokeObjectURL(previewUrl);
  }, [previewUrl]);

  async function choose(file: File | undefined): Promise<void> {
    if (!file) return;
    const problem = photoProblem(file);
    if (problem) {
      setPhotoError(problem);
      return;
    }
    setPhotoError(null);
    const ticket = ++uploadTicket.current;
    const preview = URL.createObjectURL(file);
    setPhoto({ kind: 'uploading', previewUrl: preview, fileName: file.name });
    setCorners(null);
    try {
      const upload = await uploadPhoto(file);
      if (ticket !== uploadTicket.current) return;
      setPhoto({ kind: 'upload', previewUrl: preview, fileName: file.name, upload });
      setCorners(upload.suggestedCorners);
    } catch (error) {
      if (ticket !== uploadTicket.current) return;
      setPhoto(null);
      setPhotoError(errorMessage(error, DESIGN_TEXT.uploadUnsupported));
    }
  }

  function chooseSample(sample: Sample): void {
    uploadTicket.current += 1;
    setPhotoError(null);
    setPhoto({ kind: 'sample', sample });
    setCorners(sample.suggestedCorners);
  }

  function onDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setDragOver(false);
    void choose(event.dataTransfer.files[0]);
  }

  const view = viewOf(photo);
  const problem = view && corners ? placementProblem(corners, view.width, view.height) : null;
  const source = photo ? sourceOf(photo) : null;

  const submit = useMutation({
    mutationFn: (body: CreateDesign) => createDesign(body, keys.current.keyFor(body)),
    onSuccess: (design) => {
      keys.current.reset();
      refreshAfterSubmit(queryClient, design);
      navigate(`/design/result/${design.id}`);
    },
  });

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (submit.isPending || !source || !corners || problem) return;
    const trimmed = name.trim();
    submit.mutate({
      source,
      corners,
      options: toDesignOptions(options, customPrompt === true),
      ...(trimmed ? { name: trimmed } : {}),
    });
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Design studio</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Create a design</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Start from a photo of the yard taken in daylight from standing height, mark where the pool goes and
        choose how it should look.
      </p>

      <form
        onSubmit={onSubmit}
        className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
      >
        <div className="grid min-w-0 gap-6">
          <Step number={1} title="Your backyard">
            {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone; the button inside is the keyboard way */}
            <div
              onDragOver={(event) => {
                event.preventDefault();
                setDragOver(true);
              }}
              onDragLeave={() => setDragOver(false)}
              onDrop={onDrop}
              className={`flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed p-6 text-center ${dragOver ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'}`}
              data-testid="photo-drop-zone"
            >
              <p className="text-sm text-slate-700">Drag a photo here, or</p>
              <button type="button" className={primaryButton} onClick={() => fileInput.current?.click()}>
                Choose a photo
              </button>
              <input
                ref={fileInput}
                type="file"
                accept={PHOTO_ACCEPT}
                aria-label="Upload a photo of the backyard"
                className="hidden"
                onChange={(event) => {
                  void choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <p className="text-xs text-slate-500">JPEG, PNG or WebP, up to 20 MB.</p>
            </div>
            {photoError && (
              <div className="mt-3">
                <ErrorText message={photoError} />
              </div>
            )}
            <div className="mt-5">
              <h3 className="text-sm font-medium text-slate-800">Or start from a sample backyard</h3>
              {samples.isError && (
                <p className="mt-2 text-sm text-slate-600">The samples could not be loaded.</p>
              )}
              <ul className="mt-2 grid grid-cols-2 gap-3">
                {samples.data?.map((sample) => {
                  const chosen = photo?.kind === 'sample' && photo.sample.id === sample.id;
                  return (
                    <li key={sample.id}>
                      <button
                        type="button"
                        onClick={() => chooseSample(sample)}
                        aria-pressed={chosen}
                        className={`block w-full overflow-hidden rounded-xl border text-left ${chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200 hover:border-slate-400'}`}
                      >
                        <img
                          src={sample.url}
                          alt=""
                          className="aspect-[4/3] w-full object-cover"
                          loading="lazy"
                        />
                        <span className="block p-2 text-sm font-medium text-slate-800">{sample.name}</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          </Step>

          <Step number={2} title="Place the pool">
            {photo?.kind === 'uploading' && (
              <div className="relative overflow-hidden rounded-xl bg-slate-200">
                <img
                  src={photo.previewUrl}
                  alt={`Your photo: ${photo.fileName}`}
                  className="w-full opacity-70"
                />
                <div className="absolute inset-0 flex items-center justify-center" role="status">
                  <span className="rounded-lg bg-white/90 px-3 py-2 text-sm font-medium text-slate-800 shadow">
                    Uploading your photo...
                  </span>
                </div>
              </div>
            )}
            {view && corners && (
              <PlacementEditor
                photoUrl={view.url}
                photoAlt={view.alt}
                width={view.width}
                height={view.height}
                corners={corners}
                suggested={view.suggested}
                onChange={setCorners}
                problem={problem}
              />
            )}
            {!photo && (
              <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">
                Choose a photo or a sample first. You will then drag the pool’s four corners into place.
              </p>
            )}
          </Step>
        </div>

        <div className="grid min-w-0 gap-6">
          <Step number={3} title="Choose the look">
            <DesignOptionsFields
              value={options}
              onChange={setOptions}
              customPrompt={customPrompt}
              idPrefix="create"
            />
          </Step>
          <Step number={4} title="Create">
            <div className="grid gap-4">
              <div>
                <label htmlFor={nameId} className={labelClass}>
                  Name (optional)
                </label>
                <input
                  id={nameId}
                  value={name}
                  maxLength={120}
                  onChange={(event) => setName(event.target.value)}
                  placeholder="For example: Smith backyard"
                  className={`mt-1 ${inputClass}`}
                />
              </div>
              <UsageLine images={options.variations} />
              <SubmitError error={submit.error} fallback="We could not start your design. Try again." />
              {!source && <p className="text-sm text-slate-600">Choose a photo to continue.</p>}
              <button
                type="submit"
                className={`${primaryButton} w-full`}
                disabled={!source || !corners || Boolean(problem)}
                aria-disabled={submit.isPending || undefined}
              >
                {submit.isPending ? 'Creating...' : 'Create design'}
              </button>
              {photo && (
                <button
                  type="button"
                  className={`${secondaryButton} w-full`}
                  onClick={() => {
                    uploadTicket.current += 1;
                    setPhoto(null);
                    setCorners(null);
                  }}
                >
                  Start over with another photo
                </button>
              )}
            </div>
          </Step>
        </div>
      </form>
    </div>
  );
}
