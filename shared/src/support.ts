// Support tickets: a signed-in user opens one on /support (a subject, a category, a message, and
// optionally one of their designs or a screenshot), follows its thread and replies; support
// answers from the admin area's queue, and each answer is also e-mailed. Internal notes are for
// support only and never reach the user's client.
import { z } from 'zod';

export const TICKET_CATEGORIES = ['account', 'billing', 'plan', 'designs', 'bug', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  account: 'My account',
  billing: 'Plans and billing',
  plan: 'Change my plan',
  designs: 'Designs and renders',
  bug: 'Something is broken',
  other: 'Something else',
};

/** open: waiting for support; answered: waiting for the user; closed: done (a reply reopens it). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Waiting for support',
  answered: 'Answered',
  closed: 'Closed',
};

export const SUPPORT_LIMITS = {
  subjectLength: 150,
  messageLength: 5000,
  screenshotBytes: 5 * 1024 * 1024,
  /** Tickets one user may open in a day. */
  ticketsPerDay: 10,
} as const;

export const SUPPORT_TEXT = {
  notFound: 'We could not find that ticket.',
  designNotFound: 'That design is not one of yours.',
  tooMany: `You can open up to ${SUPPORT_LIMITS.ticketsPerDay} tickets a day. Reply to an open ticket instead.`,
  notAPicture: 'Please attach a JPEG, PNG or WebP picture.',
  tooLarge: 'The screenshot can be up to 5 MB.',
} as const;

const subject = z
  .string()
  .trim()
  .min(1, 'subject must not be empty.')
  .max(SUPPORT_LIMITS.subjectLength, `subject can be up to ${SUPPORT_LIMITS.subjectLength} characters.`);
const body = z
  .string()
  .trim()
  .min(1, 'message must not be empty.')
  .max(SUPPORT_LIMITS.messageLength, `message can be up to ${SUPPORT_LIMITS.messageLength} characters.`);

/** `POST /api/support/tickets` (201). */
export const CreateTicketSchema = z
  .object({
    subject,
    category: z.enum(TICKET_CATEGORIES, {
      error: `category must be one of ${TICKET_CATEGORIES.join(', ')}.`,
    }),
    message: body,
    designId: z.string().min(1).max(100).optional(),
  })
  .strict();
export type CreateTicket = z.infer<typeof CreateTicketSchema>;

/** `POST /api/support/tickets/{id}/messages`: the user's reply. */
export const TicketReplySchema = z.object({ message: body }).strict();

export const TicketMessageSchema = z.object({
  id: z.string(),
  fromSupport: z.boolean(),
  /** Support's notes to each other: only ever sent to admins. */
  internal: z.boolean(),
  author: z.string(),
  body: z.string(),
  at: z.string(),
});
export type TicketMessage = z.infer<typeof TicketMessageSchema>;

export const TicketSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketSummary = z.infer<typeof TicketSummarySchema>;
export const TicketListSchema = z.array(TicketSummarySchema);

export const TicketSchema = TicketSummarySchema.extend({
  design: z.object({ id: z.string(), name: z.string(), url: z.string() }).nullable(),
  screenshotUrl: z.string().nullable(),
  messages: z.array(TicketMessageSchema),
});
export type Ticket = z.infer<typeof TicketSchema>;
