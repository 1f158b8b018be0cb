// Video progress as the result screen shows it: the design socket's video events folded into the
// cached list of a design's videos. Progress never goes backwards within a status, a finished video
// stays finished, and an event for a video not in the list changes nothing (the next read has it).
import type { Video, VideoProgressEvent } from '@poolscape/shared';
import { isInProgress } from '../../lib/designs/progress.ts';

export function applyVideoEvent(videos: readonly Video[], event: VideoProgressEvent): Video[] {
  return videos.map((video) => {
    if (video.id !== event.videoId || !isInProgress(video.status)) return video;
    const progress =
      event.status === video.status ? Math.max(video.progress, event.progress) : event.progress;
    return {
      ...video,
      status: event.status,
      progress: Math.min(100, Math.max(0, progress)),
      error: event.status === 'failed' ? event.message : video.error,
    };
  });
}

/** Whether the event ends the video: its files (or its error) must be read from the API. */
export function finishesVideo(event: VideoProgressEvent): boolean {
  return event.status === 'ready' || event.status === 'failed';
}
