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
