// A design's result screen (/design/result/{id}): the loading screen with live progress while it
// renders; then before and after for each variation, download, regenerate with changed options
// (kept as versions), rename, visibility, sharing, image to image and delete.
import {
  DESIGN_TEXT,
  type Design,
  type DesignVersion,
  STANDARD_DOWNLOAD_WIDTH,
  VISIBILITIES,
  type Visibility,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  deleteDesign,
  designQueryKeys,
  errorMessage,
  isNotFound,
  regenerateDesign,
  updateDesign,
} from '../../lib/designs/design-api.ts';
import { toast } from '../../stores/toasts.ts';
import { AppLink } from '../app/AppLink.tsx';
import { navigate } from '../app/router.ts';
import { BeforeAfterSlider } from './BeforeAfterSlider.tsx';
import { copyShareLink } from './clipboard.ts';
import { DesignLoadingScreen } from './DesignLoadingScreen.tsx';
import {
  DesignOptionsFields,
  fromDesignOptions,
  type OptionsForm,
  toDesignOptions,
} from './DesignOptionsFields.tsx';
import { describeOptions, formatDate } from './format.ts';
import { ImageCarousel } from './ImageCarousel.tsx';
import { ImageToImageModal } from './ImageToImageModal.tsx';
import { isInProgress, progressMessage } from './progress.ts';
import { refreshAfterSubmit, rememberDesign, useCredits, useDesign } from './queries.ts';
import { SocialShareModal } from './SocialShareModal.tsx';
import { SubmitError, UsageLine } from './SubmitFeedback.tsx';
import { absoluteUrl } from './share-links.ts';
import { SubmitKeys } from './submit-keys.ts';
import {
  ConfirmDialog,
  dangerButton,
  ErrorText,
  inputClass,
  labelClass,
  primaryButton,
  Spinner,
  StatusBadge,
  secondaryButton,
  useDocumentTitle,
} from './ui.tsx';
import { POLL_WITHOUT_SOCKET_MS, useDesignProgress } from './use-design-progress.ts';

const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: 'Private: only you',
  unlisted: 'Unlisted: anyone with the link',
  public: 'Public: anyone',
};

export function DesignResult({ designId }: { designId: string }) {
  const pollRef = useRef<number>(POLL_WITHOUT_SOCKET_MS);
  const query = useDesign(designId, () => pollRef.current);
  const design = query.data;
  const progress = useDesignProgress(designId, design ? isInProgress(design.status) : false);
  pollRef.current = progress.pollMs;
  useDocumentTitle(design?.name ?? 'Design');

  if (query.isPending) return <Spinner label="Loading your design" />;
  if (!design) {
    if (isNotFound(query.error)) return <DesignNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <ErrorText message={errorMessage(query.error, 'We could not load this design. Try again.')} />
        <button type="button" className={`${primaryButton} mt-4`} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <DesignView design={design} lastMessage={progress.lastMessage} />;
}

function DesignNotFound() {
  useDocumentTitle('Design not found');
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Design not found</h1>
      <p className="mt-3 text-slate-600">{DESIGN_TEXT.notFound}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <AppLink href="/library" className={secondaryButton}>
          Go to your library
        </AppLink>
        <AppLink href="/design/create" className={primaryButton}>
          Create a design
        </AppLink>
      </div>
    </div>
  );
}

function DesignView({ design, lastMessage }: { design: Design; lastMessage: string | null }) {
  const queryClient = useQueryClient();
  const credits = useCredits();
  const [viewedNumber, setViewedNumber] = useState<number | null>(null);
  const [variationIndex, setVariationIndex] = useState(0);
  const [shareOpen, setShareOpen] = useState(false);
  const [imageToImageOpen, setImageToImageOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const latest = design.versions[0];
  const viewed = design.versions.find((version) => version.number === viewedNumber) ?? latest;

  const visibility = useMutation({
    mutationFn: (next: Visibility) => updateDesign(design.id, { visibility: next }),
    onSuccess: (updated) => {
      rememberDesign(queryClient, updated);
      toast({
        title: 'Visibility changed',
        description: VISIBILITY_LABELS[updated.visibility],
      });
    },
    onError: (error) =>
      toast({
        title: 'Visibility not changed',
        description: errorMessage(error, 'Try again.'),
        variant: 'destructive',
      }),
  });

  const remove = useMutation({
    mutationFn: () => deleteDesign(design.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: designQueryKeys.detail(design.id) });
      void queryClient.invalidateQueries({ queryKey: designQueryKeys.lists });
      toast({ title: 'Design deleted', description: `“${design.name}” was deleted.` });
      navigate('/library');
    },
    onError: (error) => {
      setConfirmDelete(false);
      toast({
        title: 'Design not deleted',
        description: errorMessage(error, 'Try again.'),
        variant: 'destructive',
      });
    },
  });

  if (!latest || !viewed) return <DesignNotFound />;
  const images = viewed.images;
  const currentImage = images[Math.min(variationIndex, images.length - 1)] ?? null;
  const shareImage = currentImage ?? latest.images[0] ?? null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <AppLink href="/library" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Your library
      </AppLink>
      <DesignHeader design={design} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid min-w-0 gap-4">
          {viewed !== latest && (
            <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
              You are looking at version {viewed.number}.{' '}
              <button
                type="button"
                className="font-semibold text-brand-700 underline"
                onClick={() => setViewedNumber(null)}
              >
                Back to the latest
              </button>
            </p>
          )}
          {isInProgress(viewed.status) && (
            <DesignLoadingScreen
              photoUrl={design.photo.url}
              width={design.photo.width}
              height={design.photo.height}
              progress={viewed.progress}
              message={progressMessage(viewed, viewed === latest ? lastMessage : null)}
            />
          )}
          {viewed.status === 'failed' && (
            <FailedVersion design={design} version={viewed} onRetried={() => setViewedNumber(null)} />
          )}
          {viewed.status === 'ready' && currentImage && (
            <>
              <ImageCarousel
                label="Variations"
                images={images}
                index={Math.min(variationIndex, images.length - 1)}
                onIndexChange={setVariationIndex}
                slideLabel={(image) => `Variation ${image.variation}`}
                renderSlide={(image) => (
                  <BeforeAfterSlider
                    key={image.id}
                    beforeUrl={design.photo.url}
                    afterUrl={image.url}
                    width={image.width}
                    height={image.height}
                    afterAlt={`${design.name}, variation ${image.variation}: the pool design`}
                  />
                )}
              />
              <div className="flex flex-wrap items-center gap-3">
                <a href={currentImage.downloadUrl} download className={primaryButton}>
                  Download variation {currentImage.variation}
                </a>
                <p className="text-sm text-slate-600">
                  {credits.data?.highResolution || currentImage.width <= STANDARD_DOWNLOAD_WIDTH ? (
                    `Full resolution PNG, ${currentImage.width} × ${currentImage.height} pixels.`
                  ) : (
                    <>
                      Standard resolution PNG, {STANDARD_DOWNLOAD_WIDTH} pixels wide, on your plan.{' '}
                      <AppLink href="/upgrade" className="font-semibold text-brand-700 underline">
                        Upgrade for full resolution
                      </AppLink>
                    </>
                  )}
                </p>
              </div>
            </>
          )}
          <VersionHistory
            design={design}
            viewed={viewed}
            onView={(number) => {
              setViewedNumber(number === latest.number ? null : number);
              setVariationIndex(0);
            }}
          />
        </div>

        <div className="grid min-w-0 gap-6">
          <section
            aria-labelledby="share-heading"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
              Share and download
            </h2>
            <VisibilitySelect
              value={design.visibility}
              pending={visibility.isPending}
              onChange={(next) => visibility.mutate(next)}
            />
            <div className="mt-4 grid gap-2 min-[420px]:grid-cols-2">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void copyShareLink(design.shareUrl, design.visibility === 'private')}
              >
                Copy share link
              </button>
              <button type="button" className={secondaryButton} onClick={() => setShareOpen(true)}>
                Share...
              </button>
              <button
                type="button"
                className={`${secondaryButton} min-[420px]:col-span-2`}
                onClick={() => setImageToImageOpen(true)}
                disabled={!design.versions.some((version) => version.images.length > 0)}
              >
                New design from a render
              </button>
            </div>
          </section>

          <RegeneratePanel
            key={`${viewed.number}-${design.versions.length}`}
            design={design}
            version={viewed}
            onStarted={() => {
              setViewedNumber(null);
              setVariationIndex(0);
            }}
          />

          <section
            aria-labelledby="delete-heading"
            className="rounded-2xl border border-red-100 bg-white p-4 sm:p-6"
          >
            <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
              Delete
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Deleting removes every version and image of this design. Images used stay counted.
            </p>
            <button type="button" className={`${dangerButton} mt-3`} onClick={() => setConfirmDelete(true)}>
              Delete design
            </button>
          </section>
        </div>
      </div>

      <SocialShareModal
        open={shareOpen}
        onClose={() => setShareOpen(false)}
        shareUrl={design.shareUrl}
        title={design.name}
        imageUrl={shareImage ? absoluteUrl(shareImage.url, window.location.origin) : null}
        visibility={design.visibility}
        onMakeUnlisted={() => visibility.mutate('unlisted')}
        changingVisibility={visibility.isPending}
      />
      <ImageToImageModal
        open={imageToImageOpen}
        onClose={() => setImageToImageOpen(false)}
        design={design}
        initialImageId={currentImage?.id ?? null}
        initialOptions={fromDesignOptions(viewed.options)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this design?"
        message={`“${design.name}” and all its versions will be deleted. This cannot be undone.`}
        confirmLabel="Delete design"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}

function DesignHeader({ design }: { design: Design }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(design.name);
  const inputId = useId();
  const renameButton = useRef<HTMLButtonElement>(null);
  const rename = useMutation({
    mutationFn: (name: string) => updateDesign(design.id, { name }),
    onSuccess: (updated) => {
      rememberDesign(queryClient, updated);
      setEditing(false);
      toast({ title: 'Design renamed', description: `It is now called “${updated.name}”.` });
      requestAnimationFrame(() => renameButton.current?.focus());
    },
  });

  function cancel(): void {
    setEditing(false);
    rename.reset();
    requestAnimationFrame(() => renameButton.current?.focus());
  }

  const latest = design.versions[0];
  return (
    <div className="mt-3">
      {editing ? (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            const name = draft.trim();
            if (!name) return;
            if (name === design.name) return cancel();
            rename.mutate(name);
          }}
        >
          <div className="min-w-0 flex-1 basis-64">
            <label htmlFor={inputId} className={labelClass}>
              Design name
            </label>
            <input
              id={inputId}
              // biome-ignore lint/a11y/noAutofocus: the user just asked to rename; the field is what they want
              autoFocus
              value={draft}
              maxLength={120}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  cancel();
                }
              }}
              className={`mt-1 ${inputClass} text-lg font-semibold`}
            />
          </div>
          <button
            type="submit"
            className={primaryButton}
            disabled={!draft.trim()}
            aria-disabled={rename.isPending || undefined}
          >
            {rename.isPending ? 'Saving...' : 'Save name'}
          </button>
          <button type="button" className={secondaryButton} onClick={cancel}>
            Cancel
          </button>
          {rename.error !== null && (
            <div className="basis-full">
              <ErrorText message={errorMessage(rename.error, 'The name was not saved. Try again.')} />
            </div>
          )}
        </form>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="min-w-0 break-words text-3xl font-bold text-slate-900">{design.name}</h1>
          <button
            ref={renameButton}
            type="button"
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            onClick={() => {
              setDraft(design.name);
              setEditing(true);
            }}
          >
            Rename<span className="sr-only"> design</span>
          </button>
        </div>
      )}
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <StatusBadge status={design.status} />
        {latest && <span>{describeOptions(latest.options)}</span>}
        <span aria-hidden="true">·</span>
        <span>Created {formatDate(design.createdAt)}</span>
      </p>
    </div>
  );
}

function VisibilitySelect({
  value,
  pending,
  onChange,
}: {
  value: Visibility;
  pending: boolean;
  onChange: (value: Visibility) => void;
}) {
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className={labelClass}>
        Visibility
      </label>
      <select
        id={id}
        value={value}
        disabled={pending}
        onChange={(event) => onChange(event.target.value as Visibility)}
        className={`mt-1 ${inputClass}`}
      >
        {VISIBILITIES.map((option) => (
          <option key={option} value={option}>
            {VISIBILITY_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Regenerate (or retry) as a new version: the same mutation for the panel and the failed state. */
function useRegenerate(design: Design, onStarted: () => void) {
  const queryClient = useQueryClient();
  const keys = useRef(new SubmitKeys());
  return useMutation({
    mutationFn: (body: { options: DesignVersion['options']; corners: DesignVersion['corners'] }) =>
      regenerateDesign(design.id, body, keys.current.keyFor(body)),
    onSuccess: (updated) => {
      keys.current.reset();
      refreshAfterSubmit(queryClient, updated);
      onStarted();
    },
  });
}

function FailedVersion({
  design,
  version,
  onRetried,
}: {
  design: Design;
  version: DesignVersion;
  onRetried: () => void;
}) {
  const retry = useRegenerate(design, onRetried);
  return (
    <section role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
      <h2 className="text-lg font-semibold">This render did not work</h2>
      <p className="mt-2 text-sm">{version.error ?? DESIGN_TEXT.renderFailed}</p>
      <div className="mt-4">
        <SubmitError error={retry.error} fallback="We could not start the render again. Try again." />
      </div>
      <button
        type="button"
        className={`${primaryButton} mt-4`}
        aria-disabled={retry.isPending || undefined}
        onClick={() => {
          if (!retry.isPending) retry.mutate({ options: version.options, corners: version.corners });
        }}
      >
        {retry.isPending ? 'Starting...' : 'Try again'}
      </button>
    </section>
  );
}

function RegeneratePanel({
  design,
  version,
  onStarted,
}: {
  design: Design;
  version: DesignVersion;
  onStarted: () => void;
}) {
  const credits = useCredits();
  const [options, setOptions] = useState<OptionsForm>(() => fromDesignOptions(version.options));
  const regenerate = useRegenerate(design, onStarted);
  const busy = isInProgress(design.status);
  const customPrompt = credits.data?.customPrompt ?? null;
  return (
    <section
      aria-labelledby="regenerate-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold text-slate-900">
          <span id="regenerate-heading">Regenerate with changes</span>
        </summary>
        <p className="mt-1 text-sm text-slate-600">
          Starts from version {version.number}’s options and placement. Earlier versions stay in the history.
        </p>
        <form
          className="mt-4 grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (regenerate.isPending || busy) return;
            regenerate.mutate({
              options: toDesignOptions(options, customPrompt === true),
              corners: version.corners,
            });
          }}
        >
          <DesignOptionsFields
            value={options}
            onChange={setOptions}
            customPrompt={customPrompt}
            idPrefix="regenerate"
          />
          <UsageLine images={options.variations} />
          <SubmitError error={regenerate.error} fallback="We could not start the new version. Try again." />
          {busy && <p className="text-sm text-slate-600">Wait for the current render to finish first.</p>}
          <button
            type="submit"
            className={primaryButton}
            disabled={busy}
            aria-disabled={regenerate.isPending || undefined}
          >
            {regenerate.isPending ? 'Starting...' : 'Regenerate'}
          </button>
        </form>
      </details>
    </section>
  );
}

function VersionHistory({
  design,
  viewed,
  onView,
}: {
  design: Design;
  viewed: DesignVersion;
  onView: (number: number) => void;
}) {
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        Version history
      </h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {design.versions.map((version) => {
          const current = version.number === viewed.number;
          return (
            <li key={version.number} className="flex flex-wrap items-center gap-3 py-3">
              {version.images[0] ? (
                <img
                  src={version.images[0].thumbnailUrl}
                  alt=""
                  className="h-12 w-16 rounded object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="h-12 w-16 rounded bg-slate-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  Version {version.number} <StatusBadge status={version.status} />
                </p>
                <p className="text-xs text-slate-600">
                  {describeOptions(version.options)} · {formatDate(version.createdAt)}
                </p>
              </div>
              <button
                type="button"
                className={current ? `${primaryButton}` : secondaryButton}
                aria-current={current ? 'true' : undefined}
                onClick={() => onView(version.number)}
              >
                {current ? 'Viewing' : 'View'}
                <span className="sr-only"> version {version.number}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
