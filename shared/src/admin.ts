// The admin area's calls (`/api/admin/...`): people (users, their credits, sessions, role and
// access), support's ticket queue, and the audit log every change is written to. Every endpoint
// answers 401 signed out and 403 to anyone who is not an admin, whatever the request.
import { z } from 'zod';
import { STAFF_ROLES } from './auth.ts';
import { SUBSCRIPTION_TIERS } from './auth-text.ts';
import { DESIGN_STATUSES, POOL_STYLES } from './designs.ts';
import { TICKET_CATEGORIES, TICKET_STATUSES, TicketSchema, TicketSummarySchema } from './support.ts';

export const ADMIN_TEXT = {
  forbidden: 'This is for Poolscape admins only.',
  userNotFound: 'We could not find that user.',
  ticketNotFound: 'We could not find that ticket.',
  notYourself: 'You cannot take away your own admin role or disable your own account.',
  notYourselfDelete: 'You cannot delete your own account here: use “Delete my account” on your profile.',
  tooFewLeft: 'That would take away more images than the user has left this period.',
  resetLinkRecent: 'A reset link was sent to this address a moment ago. Try again later.',
  ticketAssigneeNotAdmin: 'Tickets can be assigned to admins only.',
  planFromStripe:
    'This user pays for their plan through Stripe, so the plan is Stripe’s: change it in Stripe, or they can in Billing. Only Alpha can be set here.',
} as const;

const page = z.coerce.number().int().min(1, 'page starts at 1.').max(10_000).default(1);

export const ADMIN_USER_SORTS = ['newest', 'oldest', 'email', 'name'] as const;
export const ADMIN_USER_STATUSES = ['active', 'disabled', 'admin', 'editor'] as const;

/** `GET /api/admin/users?q=&plan=&status=&sort=&page=`. */
export const AdminUserQuerySchema = z.object({
  q: z.string().trim().max(100, 'q can be up to 100 characters.').optional(),
  plan: z.enum(SUBSCRIPTION_TIERS).optional(),
  status: z.enum(ADMIN_USER_STATUSES).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('newest'),
  page,
});
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>;

export const AdminUserRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  plan: z.enum(SUBSCRIPTION_TIERS),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  disabled: z.boolean(),
  /** The day the account goes, while it waits out its grace period after "Delete my account". */
  deletionDueAt: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUserRow = z.infer<typeof AdminUserRowSchema>;

export const AdminUserPageSchema = z.object({
  items: z.array(AdminUserRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const AdminUserDetailSchema = AdminUserRowSchema.extend({
  /** The last day of a plan an admin set by hand, when it has one (YYYY-MM-DD); then Free. */
  planUntil: z.string().nullable(),
  /** Their Stripe subscription while it is live: the plan is Stripe's then. */
  stripe: z.object({ plan: z.string(), status: z.string() }).nullable(),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  role: z.string().nullable(),
  profilePublic: z.boolean(),
  designCount: z.number().int(),
  openTickets: z.number().int(),
  activeSessions: z.number().int(),
  /** This period's images: the plan's, granted (less deducted), used, bought in packs and left. */
  images: z.object({
    plan: z.number().int(),
    granted: z.number().int(),
    used: z.number().int(),
    packs: z.number().int(),
    left: z.number().int(),
    periodEnds: z.string().nullable(),
  }),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** `POST /api/admin/users/{id}/credits`: images given (positive) or taken back (negative). */
/** Why an admin made a change, kept in the audit log (images granted, a user's data sent). */
export const adminReason = z
  .string()
  .trim()
  .min(1, 'reason must not be empty.')
  .max(500, 'reason can be up to 500 characters.');

export const AdminCreditChangeSchema = z
  .object({
    images: z
      .number()
      .int('images must be a whole number.')
      .min(-10_000)
      .max(10_000)
      .refine((value) => value !== 0, { error: 'images must not be 0.' }),
    reason: adminReason,
  })
  .strict();

/** Today in UTC, as YYYY-MM-DD. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * `POST /api/admin/users/{id}/plan`: the plan, why, and its last day (`until`, YYYY-MM-DD, after
 * today) or none. The day after it, the account is back on Free.
 */
export const AdminPlanChangeSchema = z
  .object({
    plan: z.enum(SUBSCRIPTION_TIERS, { error: `plan must be one of ${SUBSCRIPTION_TIERS.join(', ')}.` }),
    reason: adminReason,
    until: z.iso
      .date({ error: 'until must be a date (YYYY-MM-DD).' })
      .refine((day) => day > today(), { error: 'until must be a day after today.' })
      .nullable()
      .default(null),
  })
  .strict();
export type AdminPlanChange = z.infer<typeof AdminPlanChangeSchema>;

/** `PATCH /api/admin/users/{id}`. */
export const AdminUserUpdateSchema = z
  .object({ disabled: z.boolean(), staffRole: z.enum(STAFF_ROLES).nullable() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send something to change.' });
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

/** `GET /api/admin/tickets?status=&category=&assignee=&page=`. */
export const AdminTicketQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  category: z.enum(TICKET_CATEGORIES).optional(),
  /** "me": assigned to the admin asking; "none": to nobody. */
  assignee: z.enum(['me', 'none']).optional(),
  userId: z.string().max(100).optional(),
  page,
});

const Person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const AdminTicketSummarySchema = TicketSummarySchema.extend({
  user: Person,
  assignee: Person.nullable(),
});
export const AdminTicketPageSchema = z.object({
  items: z.array(AdminTicketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const AdminTicketSchema = TicketSchema.extend({ user: Person, assignee: Person.nullable() });
export type AdminTicket = z.infer<typeof AdminTicketSchema>;

/** `POST /api/admin/tickets/{id}/messages`: a reply (mailed to the user) or an internal note. */
export const AdminTicketMessageSchema = z
  .object({
    message: z
      .string()
      .trim()
      .min(1, 'message must not be empty.')
      .max(5000, 'message can be up to 5000 characters.'),
    internal: z.boolean().default(false),
  })
  .strict();

/** `PATCH /api/admin/tickets/{id}`: close or reopen, assign (null: to nobody). */
export const AdminTicketUpdateSchema = z
  .object({ status: z.enum(TICKET_STATUSES), assigneeId: z.string().max(100).nullable() })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send something to change.' });

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export const AuditQuerySchema = z.object({
  targetType: z.string().max(40).optional(),
  targetId: z.string().max(100).optional(),
  page,
});

/** How long mail is kept for `/admin/mail` on an installation without an SMTP server. */
export const KEPT_MAIL_DAYS = 7;

/** `GET /api/admin/mail?q=&page=`: `q` is any part of the recipient's address or the subject. */
export const AdminMailQuerySchema = z.object({
  q: z.string().trim().max(100, 'q can be up to 100 characters.').optional(),
  page,
});
export const KeptMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  at: z.string(),
});
export type KeptMailMessage = z.infer<typeof KeptMailSchema>;
/**
 * The mail kept for admins, newest first. `smtp` names the SMTP server when one is set: mail goes
 * out through it then, and none is kept.
 */
export const AdminMailPageSchema = z.object({
  smtp: z.string().nullable(),
  keptDays: z.number().int(),
  items: z.array(KeptMailSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminMailPage = z.infer<typeof AdminMailPageSchema>;

export const OVERVIEW_WINDOWS = ['1', '7', '30'] as const;
/** `GET /api/admin/overview?days=1|7|30`: the business at a glance. */
export const AdminOverviewQuerySchema = z.object({
  days: z.enum(OVERVIEW_WINDOWS, { error: 'days must be 1, 7 or 30.' }).default('7'),
});
export const AdminOverviewSchema = z.object({
  days: z.number().int(),
  signUps: z.number().int(),
  activeUsers: z.number().int(),
  designs: z.number().int(),
  videos: z.number().int(),
  failedRenders: z.number().int(),
  failedVideos: z.number().int(),
  openTickets: z.number().int(),
  galleryWaiting: z.number().int(),
  /** Accounts per plan, now. */
  plans: z.record(z.string(), z.number().int()),
  /** Paying subscriptions now, and what they bring each month at list prices (US dollars). */
  subscriptions: z.number().int(),
  monthlyRevenue: z.number(),
  /** Image packs bought in the window, and their value at list prices. */
  packsSold: z.number().int(),
  packRevenue: z.number(),
});
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

/** A day as 2026-11-01 (Postgres has no year 0). */
const day = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date like 2026-11-01.` })
    .refine((value) => !value.startsWith('0000'), { error: `${field} must be a date like 2026-11-01.` });

/** `GET /api/admin/designs?...`: every design, newest first. */
export const AdminDesignQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  style: z.enum(POOL_STYLES).optional(),
  status: z.enum(DESIGN_STATUSES).optional(),
  engine: z.enum(['builtin', 'openai', 'stability', 'replicate']).optional(),
  visibility: z.enum(['private', 'unlisted', 'public']).optional(),
  gallery: z.enum(['submitted', 'approved', 'refused']).optional(),
  userId: z.string().max(100).optional(),
  from: day('from').optional(),
  to: day('to').optional(),
  page,
});
export type AdminDesignQuery = z.infer<typeof AdminDesignQuerySchema>;

export const AdminDesignRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  owner: z.object({ id: z.string(), email: z.string() }),
  style: z.enum(POOL_STYLES),
  status: z.enum(DESIGN_STATUSES),
  error: z.string().nullable(),
  engine: z.string().nullable(),
  visibility: z.enum(['private', 'unlisted', 'public']),
  gallery: z.enum(['submitted', 'approved', 'refused']).nullable(),
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDesignRow = z.infer<typeof AdminDesignRowSchema>;
export const AdminDesignPageSchema = z.object({
  items: z.array(AdminDesignRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `POST /api/admin/designs/{id}/{action}`. */
export const ADMIN_DESIGN_ACTIONS = ['hide', 'approve', 'refuse', 'rerun'] as const;
export const ADMIN_DESIGN_TEXT = {
  notFound: 'We could not find that design.',
  notPublic: 'Only a shared design can be hidden; this one is private already.',
  notSubmitted: 'That design is not waiting for the gallery.',
  notFailed: 'Only a design whose newest version failed can be rendered again.',
} as const;

/** `GET /api/admin/stats?days=30|90`: the user statistics screen's series. */
export const AdminStatsQuerySchema = z.object({
  days: z.enum(['30', '90'], { error: 'days must be 30 or 90.' }).default('30'),
});
export const AdminStatsSchema = z.object({
  /** One entry per day, oldest first. */
  daily: z.array(z.object({ day: z.string(), signUps: z.number().int(), designs: z.number().int() })),
  /** Per week of sign-up: how many signed up, and how many of them pay now (or have paid). */
  conversion: z.array(z.object({ week: z.string(), signUps: z.number().int(), paid: z.number().int() })),
  /** Per week of sign-up (the last 8): of those who signed up, how many made a design in each week after. */
  retention: z.array(
    z.object({ week: z.string(), signUps: z.number().int(), active: z.array(z.number().int()) }),
  ),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** `GET /api/admin/orphans`: the dry run of the clean-up. */
export const OrphansSchema = z.object({
  files: z.array(z.object({ key: z.string(), size: z.number().int(), why: z.string() })),
  bytes: z.number().int(),
  ownerless: z.array(z.object({ id: z.string(), name: z.string() })),
  stuckJobs: z.array(
    z.object({
      kind: z.enum(['render', 'video']),
      id: z.string(),
      designId: z.string(),
      userId: z.string(),
      version: z.number().int().nullable(),
      status: z.string(),
      since: z.string(),
    }),
  ),
});
export type Orphans = z.infer<typeof OrphansSchema>;
/** `POST /api/admin/orphans/clean`: what the clean-up freed. */
export const OrphansCleanedSchema = z.object({
  files: z.number().int(),
  bytes: z.number().int(),
  designs: z.number().int(),
  jobs: z.number().int(),
});

/** `GET /api/admin/users/{id}/analytics`: one user's use of the product. */
export const AdminUserAnalyticsSchema = z.object({
  /** Designs made per week, the last 12 weeks, oldest first. */
  designsByWeek: z.array(z.object({ week: z.string(), designs: z.number().int() })),
  /** Designs per style, of every version they rendered. */
  styles: z.record(z.string(), z.number().int()),
  /** Images charged, less refunds, ever; and videos made. */
  imagesUsed: z.number().int(),
  videos: z.number().int(),
  lastSeenAt: z.string().nullable(),
});
export type AdminUserAnalytics = z.infer<typeof AdminUserAnalyticsSchema>;
