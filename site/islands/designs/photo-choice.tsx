// Choosing a photo of the yard and placing the pool on it: the upload (drag and drop or the file
// picker) or a sample backyard, then the four-corner placement. The create screen uses it for the
// design's own photo and, in the Advanced studio, for each extra viewpoint of the same yard.
import { type Corners, type CreateDesign, DESIGN_TEXT, type Sample, type Upload } from '@poolscape/shared';
import type { OutlinePoint } from '@poolscape/shared/plan-geometry';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { isAbort } from '../../lib/api-upload.ts';
import { uploadPhoto } from '../../lib/designs/design-api.ts';
import { useSamples } from '../../lib/designs/queries.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { ErrorText } from '../../ui/states.tsx';
import { PlacementEditor } from './PlacementEditor.tsx';
import { PHOTO_ACCEPT, photoProblem } from './photo-checks.ts';
import { PLACEMENT_TEXT, placementProblem } from './placement.ts';
import type { PreviewPlan } from './preview/draw-plan.ts';
import type { PlaceChange } from './preview/FeatureSpots.tsx';
import type { KeepTool } from './preview/use-keep-mask.ts';

export type Photo =
  // `progress`: the fraction of the file sent, null until the browser can tell.
  | { kind: 'uploading'; previewUrl: string; fileName: string; progress: number | null }
  | { kind: 'upload'; previewUrl: string; fileName: string; upload: Upload }
  | { kind: 'sample'; sample: Sample };

interface PhotoView {
  url: string;
  width: number;
  height: number;
  suggested: Corners;
  alt: string;
  /** The photo showed no open ground: the suggested placement is only the lower middle. */
  noGround?: boolean;
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
    noGround: photo.upload.placementConfidence === 0,
  };
}

function sourceOf(photo: Photo): { uploadId: string } | { sampleId: string } | null {
  if (photo.kind === 'sample') return { sampleId: photo.sample.id };
  if (photo.kind === 'upload') return { uploadId: photo.upload.uploadId };
  return null;
}

/** One photo being chosen and placed: its state and what the form needs of it. */
export interface PhotoChoice {
  photo: Photo | null;
  corners: Corners | null;
  setCorners: (corners: Corners) => void;
  error: string | null;
  choose: (file: File | undefined) => Promise<void>;
  chooseSample: (sample: Sample) => void;
  reset: () => void;
  view: PhotoView | null;
  /** Why the outline cannot be rendered, or null. */
  problem: string | null;
  source: CreateDesign['source'] | null;
}

export function usePhotoChoice(): PhotoChoice {
  const [photo, setPhoto] = useState<Photo | null>(null);
  const [corners, setCorners] = useState<Corners | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploadTicket = useRef(0);
  // The upload under way: a newer choice, a sample or leaving the screen stops it, so a large photo
  // nobody wants any more does not keep using the visitor's connection.
  const uploadAbort = useRef<AbortController | null>(null);
  useEffect(() => () => uploadAbort.current?.abort(), []);

  function stopUpload(): void {
    uploadTicket.current += 1;
    uploadAbort.current?.abort();
    uploadAbort.current = null;
  }

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
      setError(problem);
      return;
    }
    setError(null);
    stopUpload();
    const ticket = uploadTicket.current;
    const controller = new AbortController();
    uploadAbort.current = controller;
    const preview = URL.createObjectURL(file);
    setPhoto({ kind: 'uploading', previewUrl: preview, fileName: file.name, progress: null });
    setCorners(null);
    const onProgress = (progress: number) => {
      if (ticket !== uploadTicket.current) return;
      setPhoto((current) => (current?.kind === 'uploading' ? { ...current, progress } : current));
    };
    try {
      const upload = await uploadPhoto(file, { onProgress, signal: controller.signal });
      if (ticket !== uploadTicket.current) return;
      setPhoto({ kind: 'upload', previewUrl: preview, fileName: file.name, upload });
      setCorners(upload.suggestedCorners);
    } catch (failure) {
      if (ticket !== uploadTicket.current || isAbort(failure)) return;
      setPhoto(null);
      setError(errorMessage(failure, DESIGN_TEXT.uploadUnsupported));
    }
  }

  function chooseSample(sample: Sample): void {
    stopUpload();
    setError(null);
    setPhoto({ kind: 'sample', sample });
    setCorners(sample.suggestedCorners);
  }

  function reset(): void {
    stopUpload();
    setPhoto(null);
    setCorners(null);
  }

  const view = viewOf(photo);
  return {
    photo,
    corners,
    setCorners,
    error,
    choose,
    chooseSample,
    reset,
    view,
    problem: view && corners ? placementProblem(corners, view.width, view.height) : null,
    source: photo ? sourceOf(photo) : null,
  };
}

/** The drop zone, the file picker and the sample backyards. */
export function PhotoPicker({ choice, uploadLabel }: { choice: PhotoChoice; uploadLabel: string }) {
  const samples = useSamples();
  const [dragOver, setDragOver] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { photo } = choice;

  function onDrop(event: DragEvent<HTMLDivElement>): void {
    event.preventDefault();
    setDragOver(false);
    void choice.choose(event.dataTransfer.files[0]);
  }

  return (
    <>
      {/* The drop zone; the button inside is the keyboard way. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone */}
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
          aria-label={uploadLabel}
          className="hidden"
          onChange={(event) => {
            void choice.choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p className="text-xs text-slate-500">JPEG, PNG or WebP, up to 20 MB.</p>
      </div>
      {choice.error && (
        <div className="mt-3">
          <ErrorText message={choice.error} />
        </div>
      )}
      <div className="mt-5">
        <h3 className="text-sm font-medium text-slate-800">Or start from a sample backyard</h3>
        {samples.isError && <p className="mt-2 text-sm text-slate-600">The samples could not be loaded.</p>}
        <ul className="mt-2 grid grid-cols-2 gap-3">
          {samples.data?.map((sample) => {
            const chosen = photo?.kind === 'sample' && photo.sample.id === sample.id;
            return (
              <li key={sample.id}>
                <button
                  type="button"
                  onClick={() => choice.chooseSample(sample)}
                  aria-pressed={chosen}
                  className={`block w-full overflow-hidden rounded-xl border text-left ${chosen ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200 hover:border-slate-400'}`}
                >
                  <img src={sample.url} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
                  <span className="block p-2 text-sm font-medium text-slate-800">{sample.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}

/** The chosen photo with the pool drawn into it, to drag into place (or what comes first). */
export function PhotoPlacement({
  choice,
  overlay,
  plan = null,
  describe,
  onOutlineChange,
  keepSize,
  keep,
  onPlaceChange,
}: {
  choice: PhotoChoice;
  overlay?: ReactNode;
  /** The pool to draw; without one, the footprint is shown filled. */
  plan?: PreviewPlan | null;
  /** The preview's text alternative for these corners. */
  describe?: (corners: Corners) => string;
  /** Takes a freeform outline's control points as they are dragged on the preview. */
  onOutlineChange?: (outline: OutlinePoint[]) => void;
  /** Turned corners put back to the size measured before the turn (with a reference length). */
  keepSize?: (before: Corners, after: Corners) => Corners;
  /** "Keep this": the brush that marks what of the photo must not change. */
  keep?: KeepTool;
  /** Takes the hot tub's place or the waterfall's wall chosen on the preview. */
  onPlaceChange?: (change: PlaceChange) => void;
}) {
  const { photo, view, corners } = choice;
  return (
    <>
      {photo?.kind === 'uploading' && (
        <div className="relative overflow-hidden rounded-xl bg-slate-200">
          <img src={photo.previewUrl} alt={`Your photo: ${photo.fileName}`} className="w-full opacity-70" />
          <div className="absolute inset-0 flex items-center justify-center p-4">
            <ProgressBar
              className="w-full max-w-xs rounded-lg bg-white/95 px-3 py-2 shadow"
              // Once the whole file is sent the server still reads and checks it.
              label={photo.progress === 1 ? 'Checking your photo…' : 'Uploading your photo…'}
              value={photo.progress === 1 ? null : photo.progress}
            />
          </div>
        </div>
      )}
      {view?.noGround && (
        <p className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {PLACEMENT_TEXT.noGround}
        </p>
      )}
      {view && corners && (
        <PlacementEditor
          photoUrl={view.url}
          photoAlt={view.alt}
          width={view.width}
          height={view.height}
          corners={corners}
          suggested={view.suggested}
          onChange={choice.setCorners}
          problem={choice.problem}
          overlay={overlay}
          plan={plan}
          description={describe?.(corners) ?? null}
          {...(onOutlineChange ? { onOutlineChange } : {})}
          {...(keepSize ? { keepSize } : {})}
          keep={keep}
          onPlaceChange={onPlaceChange}
        />
      )}
      {!photo && (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">
          Choose a photo or a sample first. You will then drag the pool’s four corners into place.
        </p>
      )}
    </>
  );
}
