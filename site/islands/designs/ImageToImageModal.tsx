// The image-to-image modal: start a new design from any render of this one, keeping its
// placement, with options chosen here. The new design opens on its own result screen.
import type { Design, DesignImage } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { createDesign } from '../../lib/designs/design-api.ts';
import { refreshAfterSubmit, useCredits } from '../../lib/designs/queries.ts';
import { navigate } from '../../lib/router/router.ts';
import { SubmitKeys } from '../../lib/submit-keys.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { DesignOptionsFields, type OptionsForm, toDesignOptions } from './DesignOptionsFields.tsx';
import { SubmitError, UsageLine } from './SubmitFeedback.tsx';

interface RenderChoice {
  image: DesignImage;
  version: number;
}

export function rendersOf(design: Design): RenderChoice[] {
  return design.versions.flatMap((version) =>
    version.images.map((image) => ({ image, version: version.number })),
  );
}

export function ImageToImageModal({
  open,
  onClose,
  design,
  initialImageId,
  initialOptions,
}: {
  open: boolean;
  onClose: () => void;
  design: Design;
  initialImageId: string | null;
  initialOptions: OptionsForm;
}) {
  return (
    <Modal open={open} onClose={onClose} title="New design from a render" wide>
      <ImageToImageForm
        design={design}
        initialImageId={initialImageId}
        initialOptions={initialOptions}
        onCancel={onClose}
      />
    </Modal>
  );
}

function ImageToImageForm({
  design,
  initialImageId,
  initialOptions,
  onCancel,
}: {
  design: Design;
  initialImageId: string | null;
  initialOptions: OptionsForm;
  onCancel: () => void;
}) {
  const renders = rendersOf(design);
  const [imageId, setImageId] = useState(initialImageId ?? renders[0]?.image.id ?? '');
  const [options, setOptions] = useState(initialOptions);
  const keys = useRef(new SubmitKeys());
  const credits = useCredits();
  const queryClient = useQueryClient();
  const groupId = useId();
  const customPrompt = credits.data?.customPrompt ?? null;
  const advanced = credits.data?.advanced ?? null;
  const submit = useMutation({
    mutationFn: () => {
      const body = {
        source: { imageId },
        options: toDesignOptions(options, customPrompt === true, advanced === true),
        name: `${design.name} (new)`.slice(0, 120),
      };
      return createDesign(body, keys.current.keyFor(body));
    },
    onSuccess: (created) => {
      keys.current.reset();
      refreshAfterSubmit(queryClient, created);
      navigate(`/design/result/${created.id}`);
    },
  });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!submit.isPending && imageId) submit.mutate();
      }}
      className="grid gap-6"
    >
      <fieldset>
        <legend className="block text-sm font-medium text-slate-800">Start from</legend>
        <div className="mt-2 flex flex-wrap gap-2" id={groupId}>
          {renders.map(({ image, version }) => {
            const id = `${groupId}-${image.id}`;
            return (
              <label
                key={image.id}
                htmlFor={id}
                className={`cursor-pointer overflow-hidden rounded-lg has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${imageId === image.id ? 'ring-3 ring-brand-600' : 'ring-1 ring-slate-300'}`}
              >
                <input
                  id={id}
                  type="radio"
                  name="source-image"
                  className="sr-only"
                  checked={imageId === image.id}
                  onChange={() => setImageId(image.id)}
                />
                <img src={image.thumbnailUrl} alt="" className="h-16 w-24 object-cover" />
                <span className="sr-only">
                  Version {version}, variation {image.variation}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <DesignOptionsFields
        value={options}
        onChange={setOptions}
        customPrompt={customPrompt}
        advanced={advanced}
        idPrefix="i2i"
      />
      <UsageLine images={options.variations} />
      <SubmitError error={submit.error} fallback="We could not start the new design. Try again." />
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button
          type="submit"
          className={primaryButton}
          disabled={!imageId}
          aria-disabled={submit.isPending || undefined}
        >
          {submit.isPending ? 'Starting...' : 'Create new design'}
        </button>
      </div>
    </form>
  );
}
