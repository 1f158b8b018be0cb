// A design's videos on its result page, newest first: each finished one with its poster (Play opens
// the video view modal), one being made with its live progress, a failed one with why (it was not
// counted), a note on one an admin hid from public pages, and Delete. Progress comes over the
// design socket, polled when the socket is closed.
import {
  type Design,
  VIDEO_FORMAT_LABELS,
  VIDEO_TEMPLATE_LABELS,
  VIDEO_TEXT,
  type Video,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isInProgress } from '../../lib/designs/progress.ts';
import { POLL_WITHOUT_SOCKET_MS } from '../../lib/designs/use-design-progress.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { formatDate } from '../../ui/format.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { ErrorText } from '../../ui/states.tsx';
import { useVideoProgress } from './use-video-progress.ts';
import { VideoPosterButton } from './VideoPosterButton.tsx';
import { VideoViewModal } from './VideoViewModal.tsx';
import { deleteVideo, useDesignVideos, videoQueryKeys } from './video-api.ts';

function VideoCard({
  video,
  message,
  onPlay,
  onDelete,
}: {
  video: Video;
  message: string | undefined;
  onPlay: () => void;
  onDelete: () => void;
}) {
  const label = `${VIDEO_TEMPLATE_LABELS[video.template]}, ${VIDEO_FORMAT_LABELS[video.format]}`;
  return (
    <li className="grid gap-2 rounded-xl border border-slate-200 p-3" data-testid="video-card">
      {video.status === 'ready' ? (
        <VideoPosterButton
          posterUrl={video.posterUrl}
          label={label}
          onPlay={onPlay}
          large
          className="overflow-hidden rounded-lg"
        />
      ) : (
        <div className="grid aspect-video place-items-center rounded-lg bg-slate-100 p-4 text-center">
          {isInProgress(video.status) ? (
            <div className="grid w-full max-w-xs gap-2">
              <p className="text-sm font-medium text-slate-800">
                {message ?? (video.status === 'queued' ? VIDEO_TEXT.queued : VIDEO_TEXT.making)}
              </p>
              <div
                role="progressbar"
                aria-label={`Making ${label}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={video.progress}
                className="h-2 overflow-hidden rounded-full bg-white"
              >
                <div
                  className="h-full rounded-full bg-brand-600 transition-[width]"
                  style={{ width: `${video.progress}%` }}
                />
              </div>
            </div>
          ) : (
            <p className="text-sm text-red-800">{video.error ?? VIDEO_TEXT.failed}</p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{label}</p>
          <p className="text-xs text-slate-600">
            {formatDate(video.createdAt)} · <StatusBadge status={video.status} />
          </p>
        </div>
        <div className="flex gap-2">
          {video.status === 'ready' && (
            <a href={video.downloadUrl} download className={secondaryButton}>
              Download<span className="sr-only"> {label}</span>
            </a>
          )}
          {!isInProgress(video.status) && (
            <button type="button" className={secondaryButton} onClick={onDelete}>
              Delete<span className="sr-only"> {label}</span>
            </button>
          )}
        </div>
      </div>
      {video.hiddenAt && (
        <p className="rounded-lg bg-amber-50 p-2 text-xs text-amber-900" data-testid="video-hidden-note">
          {VIDEO_TEXT.hiddenByAdmin}
        </p>
      )}
    </li>
  );
}

export function DesignVideos({ design, onShare }: { design: Design; onShare: () => void }) {
  const queryClient = useQueryClient();
  const pollRef = useRef<number>(POLL_WITHOUT_SOCKET_MS);
  const videos = useDesignVideos(design.id, () => pollRef.current);
  const making = videos.data?.some((video) => isInProgress(video.status)) ?? false;
  const progress = useVideoProgress(design.id, making);
  pollRef.current = progress.pollMs;
  const [playing, setPlaying] = useState<Video | null>(null);
  const [deleting, setDeleting] = useState<Video | null>(null);
  const remove = useMutation({
    mutationFn: (video: Video) => deleteVideo(video.id),
    onSuccess: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: videoQueryKeys.ofDesign(design.id) });
    },
  });

  if (videos.isPending) return null;
  if (videos.isError)
    return <ErrorText message="Your videos could not be loaded. Reload the page to try again." />;
  if (videos.data.length === 0) return null;
  return (
    <section aria-label="Videos" className="grid gap-3">
      <h2 className="text-lg font-semibold text-slate-900">Videos</h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {videos.data.map((video) => (
          <VideoCard
            key={video.id}
            video={video}
            message={progress.messages[video.id]}
            onPlay={() => setPlaying(video)}
            onDelete={() => setDeleting(video)}
          />
        ))}
      </ul>
      <VideoViewModal
        video={playing}
        designName={design.name}
        visibility={design.visibility}
        onClose={() => setPlaying(null)}
        onShare={() => {
          setPlaying(null);
          onShare();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this video?"
        message="The video will be deleted. Videos used this period stay used."
        confirmLabel="Delete video"
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
