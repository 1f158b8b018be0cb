import type { Design, Visibility } from '@poolscape/shared';
import { secondaryButton } from '../../../ui/buttons.ts';
import { copyShareLink } from '../../../ui/clipboard.ts';
import { QuoteRequestsSwitch } from '../../leads/QuoteRequestsSwitch.tsx';
import { VisibilitySelect } from './VisibilitySelect.tsx';

/** "Share and download": visibility, copy link, the share modal and image to image. */
export function SharePanel({
  design,
  changingVisibility,
  onVisibilityChange,
  onShare,
  onImageToImage,
}: {
  design: Design;
  changingVisibility: boolean;
  onVisibilityChange: (next: Visibility) => void;
  onShare: () => void;
  onImageToImage: () => void;
}) {
  return (
    <section
      aria-labelledby="share-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
        Share and download
      </h2>
      <VisibilitySelect
        value={design.visibility}
        pending={changingVisibility}
        onChange={onVisibilityChange}
      />
      <div className="mt-4">
        <QuoteRequestsSwitch kind="design" id={design.id} shared={design.visibility !== 'private'} />
      </div>
      <div className="mt-4 grid gap-2 min-[420px]:grid-cols-2">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void copyShareLink(design.shareUrl, design.visibility === 'private')}
        >
          Copy share link
        </button>
        <button type="button" className={secondaryButton} onClick={onShare}>
          Share...
        </button>
        <button
          type="button"
          className={`${secondaryButton} min-[420px]:col-span-2`}
          onClick={onImageToImage}
          disabled={!design.versions.some((version) => version.images.length > 0)}
        >
          New design from a render
        </button>
      </div>
    </section>
  );
}
