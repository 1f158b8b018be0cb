// The admin video manager's calls (shared/src/admin-videos.ts is the contract) and the landing
// demo video's settings, read from the CMS's public REST read of the `landing-video` global (the
// same read the site's build makes), each answer checked against its schema.
import {
  type AdminVideoAction,
  AdminVideoPageSchema,
  AdminVideoRowSchema,
  CMS_GLOBALS,
  CmsLandingVideoSchema,
} from '@poolscape/shared';
import { toLandingVideo } from '@poolscape/shared/content-text';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';

export const adminVideoKeys = {
  all: ['admin', 'videos'] as const,
  list: (search: string) => ['admin', 'videos', search] as const,
  landing: ['admin', 'landing-video'] as const,
};

export function useAdminVideos(search: string) {
  return useQuery({
    queryKey: adminVideoKeys.list(search),
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/videos${search}`, { schema: AdminVideoPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Hides a video from public pages or shows it again; the video as it is now. */
export const moderateVideo = (id: string, action: AdminVideoAction) =>
  apiRequest('POST', `/api/admin/videos/${encodeURIComponent(id)}/${action}`, {
    schema: AdminVideoRowSchema,
  });

/** Where the CMS admin edits the landing demo video. */
export const LANDING_VIDEO_EDIT_URL = `/cms/admin/globals/${CMS_GLOBALS.landingVideo}`;

/**
 * The landing demo video as the CMS has it now (a YouTube link already turned into an embed), or
 * null when none is set. A public read: no session goes with it.
 */
export function useLandingVideo() {
  return useQuery({
    queryKey: adminVideoKeys.landing,
    queryFn: async ({ signal }) =>
      toLandingVideo(
        await apiRequest('GET', `/cms/api/globals/${CMS_GLOBALS.landingVideo}?depth=0`, {
          schema: CmsLandingVideoSchema,
          auth: 'none',
          signal,
        }),
      ),
  });
}
