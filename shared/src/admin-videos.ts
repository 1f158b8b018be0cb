// The admin video manager's calls (`/api/admin/videos`): every user video with filters and pages,
// and hiding one from public pages (or showing it again). Admins only: 401 signed out, 403 for
// anyone else. A video is public when its design is shared (unlisted or public), because then its
// share page and its files are open to anyone; hidden videos are left out of both.
import { z } from 'zod';
import { DESIGN_STATUSES, VISIBILITIES } from './designs.ts';
import { VIDEO_TEMPLATES, VideoSchema } from './videos.ts';

const page = z.coerce.number().int().min(1, 'page starts at 1.').max(10_000).default(1);
const yesNo = (field: string) => z.enum(['true', 'false'], { error: `${field} must be true or false.` });

/** `GET /api/admin/videos?q=&status=&template=&public=&hidden=&userId=&page=`: newest first. */
export const AdminVideoQuerySchema = z.object({
  /** Part of the design's name or the owner's e-mail. */
  q: z.string().trim().max(100, 'q can be up to 100 characters.').optional(),
  status: z
    .enum(DESIGN_STATUSES, { error: `status must be one of ${DESIGN_STATUSES.join(', ')}.` })
    .optional(),
  template: z
    .enum(VIDEO_TEMPLATES, { error: `template must be one of ${VIDEO_TEMPLATES.join(', ')}.` })
    .optional(),
  /** "true": its design is unlisted or public; "false": private. */
  public: yesNo('public').optional(),
  hidden: yesNo('hidden').optional(),
  /** One owner's videos. */
  userId: z.string().max(100).optional(),
  page,
});
export type AdminVideoQuery = z.infer<typeof AdminVideoQuerySchema>;

/** A video as the owner's calls give it, with its design, owner, sharing and who hid it. */
export const AdminVideoRowSchema = VideoSchema.extend({
  designName: z.string(),
  owner: z.object({ id: z.string(), email: z.string() }),
  /** The design's sharing. */
  visibility: z.enum(VISIBILITIES),
  /** Its design is shared (unlisted or public): once ready, anyone with the link sees it unless hidden. */
  public: z.boolean(),
  /** The admin who hid it (null when not hidden, or when that account is gone). */
  hiddenBy: z.string().nullable(),
});
export type AdminVideoRow = z.infer<typeof AdminVideoRowSchema>;

export const AdminVideoPageSchema = z.object({
  items: z.array(AdminVideoRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminVideoPage = z.infer<typeof AdminVideoPageSchema>;

/** `POST /api/admin/videos/{id}/{action}`: the video after the change. */
export const ADMIN_VIDEO_ACTIONS = ['hide', 'unhide'] as const;
export type AdminVideoAction = (typeof ADMIN_VIDEO_ACTIONS)[number];

export const ADMIN_VIDEO_TEXT = {
  notFound: 'We could not find that video.',
  notPublic: 'Only a video of a shared design can be hidden; this design is private, so nobody else sees it.',
  alreadyHidden: 'That video is hidden already.',
  notHidden: 'That video is not hidden.',
  hidden: 'Hidden: the video is no longer on public pages. Its owner still sees it.',
  unhidden: 'Shown again: the video is back on its design’s public pages.',
  /** The screen's words. */
  landingHeading: 'Landing page demo video',
  landingNone: 'No demo video is set, so the landing page shows “Video Coming Soon”.',
  landingError: 'The demo video’s settings could not be loaded from the CMS.',
  landingEdit: 'Edit in the CMS',
  userHeading: 'User videos',
  empty: 'No videos match these filters.',
  loadError: 'The videos could not be loaded.',
  hideConfirm:
    'People will no longer see this video on the design’s share page, and its link stops working for everyone but its owner. The owner still sees it in their design, with a note that an admin hid it.',
  unhideConfirm: 'The video will be back on the design’s share page, and its link will work again.',
} as const;
