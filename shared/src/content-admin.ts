// The admin area's content screens (/admin/blog, /admin/tutorials, /admin/banners,
// /admin/announcements): the CMS's endpoint for their lists and quick actions,
// `/cms/api/content-admin/{kind}` and `/cms/api/content-admin/{kind}/{id}/{action}`, answered by
// the CMS with the staff member's app session, under the CMS's own access rules.
import { z } from 'zod';
import { CMS_COLLECTIONS } from './content.ts';

export const CONTENT_KINDS = ['posts', 'tutorials', 'banners', 'announcements'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const CONTENT_KIND_SLUGS = {
  posts: CMS_COLLECTIONS.posts,
  tutorials: CMS_COLLECTIONS.tutorials,
  banners: CMS_COLLECTIONS.banners,
  announcements: CMS_COLLECTIONS.announcements,
} as const satisfies Record<ContentKind, string>;

/**
 * - `draft`: not on the site;
 * - `published`: on the site as it stands;
 * - `changed`: on the site, with later edits saved as a draft that are not.
 */
export const CONTENT_STATUSES = ['draft', 'published', 'changed'] as const;
export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const ContentItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /**
   * Publishes and unpublishes waiting for their time, soonest first (at most one of each), and any
   * that failed when their time came (a draft missing a required field, say).
   */
  schedules: z.array(z.object({ action: z.enum(SCHEDULE_ACTIONS), at: z.string(), failed: z.boolean() })),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  /** Where a visitor sees it, when it has a page of its own. */
  url: z.string().nullable(),
  /** Banners: shown between these dates. */
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type ContentItem = z.infer<typeof ContentItemSchema>;

export const ContentListSchema = z.object({
  items: z.array(ContentItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContentList = z.infer<typeof ContentListSchema>;

export const CONTENT_ACTIONS = ['publish', 'unpublish', 'schedule', 'cancel-schedule'] as const;
export type ContentAction = (typeof CONTENT_ACTIONS)[number];

/** The body of a `schedule`: when, and whether it then goes live or comes off the site. */
export const ScheduleContentSchema = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be a date and time, such as 2026-12-01T09:00:00Z.' }),
  action: z.enum(SCHEDULE_ACTIONS).default('publish'),
});

/** The body of a `cancel-schedule`: which one; both when it says nothing. */
export const CancelScheduleSchema = z.object({ action: z.enum(SCHEDULE_ACTIONS).optional() }).optional();

export const CONTENT_ADMIN_TEXT = {
  notFound: 'We could not find that item. It may have been deleted.',
  pastDate: 'Choose a time in the future.',
  nothingScheduled: 'Nothing is scheduled for this item.',
  published: 'Published: it is on the site within a second.',
  unpublished: 'Unpublished: it comes off the site within a second.',
  scheduled: 'Scheduled.',
  cancelled: 'The schedule is cancelled.',
} as const;
