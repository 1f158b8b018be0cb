// The video calls (shared/src/videos.ts is the contract), through the site's API client, each
// answer checked against its schema; and the queries the result screen reads them with. A design's
// videos are re-read while one is being made (less often while the progress socket is open).
import { type CreateVideo, type Video, VideoListSchema, VideoSchema } from '@poolscape/shared';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { isInProgress } from '../../lib/designs/progress.ts';

export const videoQueryKeys = {
  ofDesign: (designId: string) => ['videos', 'design', designId] as const,
};

const designVideosUrl = (designId: string) => `/api/designs/${encodeURIComponent(designId)}/videos`;

export const fetchDesignVideos = (designId: string, signal?: AbortSignal) =>
  apiRequest('GET', designVideosUrl(designId), { schema: VideoListSchema, signal });

/** `POST /api/designs/{id}/videos` (202): the video, queued. The key makes a retried click safe. */
export function requestVideo(designId: string, body: CreateVideo, idempotencyKey: string): Promise<Video> {
  return apiRequest('POST', designVideosUrl(designId), { body, idempotencyKey, schema: VideoSchema });
}

export async function deleteVideo(videoId: string): Promise<void> {
  await apiRequest('DELETE', `/api/videos/${encodeURIComponent(videoId)}`);
}

/** A design's videos, newest first; re-read every `pollMs()` while one is being made. */
export function useDesignVideos(designId: string, pollMs: () => number) {
  return useQuery({
    queryKey: videoQueryKeys.ofDesign(designId),
    queryFn: ({ signal }) => fetchDesignVideos(designId, signal),
    refetchOnMount: 'always',
    refetchInterval: (query) =>
      query.state.data?.some((video) => isInProgress(video.status)) ? pollMs() : false,
  });
}

/** A new video goes first in its design's list at once. */
export function rememberVideo(client: QueryClient, video: Video): void {
  client.setQueryData<Video[]>(videoQueryKeys.ofDesign(video.designId), (videos) => [
    video,
    ...(videos ?? []).filter((entry) => entry.id !== video.id),
  ]);
}
