// What the CMS tells the API after a save a visitor could see, defined once for both sides: the body
// of `POST /api/internal/site/rebuild` (a path kept from when every change rebuilt the site).
import { z } from 'zod';
import { ContentChangeSchema } from './content.ts';

/**
 * A content change as the CMS sends it: why (`posts published`, `site-settings changed`), and, for a
 * post or another collection the pages render on demand, what the pages read again. Without
 * `change`, something every page shows changed (the layout's settings, the ad slots): a site build.
 */
export const ContentChangeNoticeSchema = z.object({
  reason: z.string().max(200),
  change: ContentChangeSchema.optional(),
});
export type ContentChangeNotice = z.infer<typeof ContentChangeNoticeSchema>;

/** Where the site's build stands, from the request to the swap. */
export const SITE_BUILD_STATES = ['queued', 'building', 'live', 'failed'] as const;
export type SiteBuildState = (typeof SITE_BUILD_STATES)[number];

/**
 * The latest site build of the API process beside the CMS, for the indicator in the CMS's admin
 * (`GET /api/internal/site-build`, handed on by the CMS's `GET /cms/api/site-build`).
 * - `queued`: a save asked for a build; it starts after a short pause that gathers saves together.
 * - `building`: the build runs; the site keeps serving the previous one meanwhile.
 * - `live`: the latest build is what visitors see.
 * - `failed`: the latest build failed (`error` says why); the previous build stays live.
 * Null before this process built anything (it serves the build it found at start).
 */
export const SiteBuildStatusSchema = z.object({
  state: z.enum(SITE_BUILD_STATES),
  /** What asked for the build (`site-settings changed`, `start`). */
  reason: z.string().max(200),
  /** When the build entered its state (ISO 8601). */
  since: z.string(),
  /** Why the build failed, in its last lines of output; null unless `failed`. */
  error: z.string().max(600).nullable(),
});
export type SiteBuildStatus = z.infer<typeof SiteBuildStatusSchema>;

/** The answer of both status routes: the status, or null before this process built anything. */
export const SiteBuildStatusReplySchema = z.object({ build: SiteBuildStatusSchema.nullable() });
export type SiteBuildStatusReply = z.infer<typeof SiteBuildStatusReplySchema>;
