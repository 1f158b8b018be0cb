// The video view modal: plays a finished video with the browser's own controls (keyboard, full
// screen, seeking through range requests), and offers its download and, for its owner, a link to
// copy and the social share of its design. A private design's link only works for its owner, which
// the modal says; a video an admin hid has no link to copy. Admins play any video here too.
import {
  madeByText,
  VIDEO_FORMAT_LABELS,
  VIDEO_TEMPLATE_LABELS,
  type Video,
  type Visibility,
} from '@poolscape/shared';
import { absoluteUrl } from '../../lib/share-links.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { copyShareLink } from '../../ui/clipboard.ts';
import { Modal } from '../../ui/dialogs.tsx';

export function VideoViewModal({
  video,
  designName,
  visibility,
  onClose,
  onShare,
}: {
  video: Video | null;
  designName: string;
  visibility: Visibility;
  onClose: () => void;
  /** Opens the design's social share modal; without it (an admin watching) no sharing is offered. */
  onShare?: () => void;
}) {
  const isPrivate = visibility === 'private';
  return (
    <Modal open={video !== null} onClose={onClose} title={video ? `${designName}: video` : 'Video'} wide>
      {video && (
        <div className="grid gap-4">
          {/* biome-ignore lint/a11y/useMediaCaption: the video has no speech or sound to caption */}
          <video
            key={video.id}
            src={video.url}
            poster={video.posterUrl}
            controls
            autoPlay
            playsInline
            preload="metadata"
            className="max-h-[65dvh] w-full rounded-xl bg-slate-900 object-contain"
            aria-label={`${VIDEO_TEMPLATE_LABELS[video.template]} of ${designName}`}
            data-testid="video-player"
          />
          <p className="text-sm text-slate-600">
            {VIDEO_TEMPLATE_LABELS[video.template]} · {VIDEO_FORMAT_LABELS[video.format]} · {video.width} ×{' '}
            {video.height} · {Math.round(video.durationSeconds)} seconds.{' '}
            {madeByText(video.engine, video.model)}
          </p>
          <div className="flex flex-wrap gap-3">
            <a href={video.downloadUrl} download className={primaryButton}>
              Download MP4
            </a>
            {onShare && !video.hiddenAt && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void copyShareLink(absoluteUrl(video.url, window.location.origin), isPrivate)}
              >
                Copy video link
              </button>
            )}
            {onShare && (
              <button type="button" className={secondaryButton} onClick={onShare}>
                Share design
              </button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
