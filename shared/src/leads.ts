// Leads: quote requests from the pages an owner shares (a design, a public collection, a shared
// presentation), when the owner switched "Request a quote" on for it, and the owner's list of them
// (/leads) with a status and notes. The API validates with these schemas, the share pages' form and
// the Leads screen are typed by them.
import { z } from 'zod';

/** What a quote request can come from; each has its own switch. */
export const LEAD_ITEM_KINDS = ['design', 'collection', 'presentation'] as const;
export type LeadItemKind = (typeof LEAD_ITEM_KINDS)[number];
export const LEAD_ITEM_LABELS: Record<LeadItemKind, string> = {
  design: 'Design',
  collection: 'Collection',
  presentation: 'Presentation',
};

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};

export const LEAD_LIMITS = {
  nameLength: 120,
  emailLength: 254,
  phoneLength: 40,
  postcodeLength: 12,
  messageLength: 2000,
  notesLength: 2000,
  /** Quote requests one client may send in an hour. */
  perClientPerHour: 5,
  /** Quote requests one design, collection or presentation may receive in a day. */
  perItemPerDay: 20,
  /** Confirmations the product mails one address in a day, across every page. */
  confirmationsPerAddressPerDay: 3,
  /** Leads on one page of the list. */
  pageSize: 50,
} as const;

export const LEAD_TEXT = {
  switchLabel: 'Show Request a quote on the shared page',
  button: 'Request a quote',
  thanks: (by: string) => `Thank you. ${by} will be in touch.`,
  confirmationSubject: 'Your quote request was sent',
  confirmationLines: [
    'Hello,',
    'Your quote request was sent through Poolscape to the pool professional who shared the page. They will answer you directly.',
  ],
  confirmationNotYou: 'If it was not you, ignore this e-mail: nothing else will be sent to you.',
  noProof: 'Your request could not be checked. Please send the form again.',
  /** Who answers when the owner has neither a company nor a first name. */
  anonymousOwner: 'The designer',
  pageNotFound: 'We could not find that page, or it no longer takes quote requests.',
  itemNotFound: 'We could not find that design, collection or presentation.',
  notFound: 'We could not find that lead.',
  tooManyFromClient: `You can send up to ${LEAD_LIMITS.perClientPerHour} quote requests an hour. Please try again later.`,
  tooManyForItem: 'This page has received many quote requests today. Please try again tomorrow.',
} as const;

/** One line of text: no line breaks or other control characters (they would end up in mail headers). */
const oneLine = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, `${field} can be up to ${max} characters.`)
    .regex(/^[^\p{Cc}]*$/u, `${field} must be on one line.`);

/**
 * `POST /api/quote-requests/{kind}/{ref}` (signed out; `ref` is a design's or collection's id, or a
 * presentation's share token). `website` is a honeypot: people never see it, so whatever fills it
 * is a robot, answered like anyone else and then ignored.
 */
export const QuoteRequestSchema = z
  .object({
    name: oneLine('name', LEAD_LIMITS.nameLength).min(1, 'name must not be empty.'),
    email: z
      .string({ error: 'email must be text.' })
      .trim()
      .min(1, 'email must not be empty.')
      .max(LEAD_LIMITS.emailLength, `email can be up to ${LEAD_LIMITS.emailLength} characters.`)
      .pipe(z.email('email must be an e-mail address, like name@example.com.')),
    phone: oneLine('phone', LEAD_LIMITS.phoneLength)
      .regex(/^[0-9+()\-. ]*$/, 'phone can hold digits, spaces and + ( ) - . only.')
      .optional(),
    postcode: oneLine('postcode', LEAD_LIMITS.postcodeLength)
      .min(1, 'postcode must not be empty.')
      .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'postcode can hold letters, digits, spaces and hyphens.'),
    message: z
      .string({ error: 'message must be text.' })
      .trim()
      .max(LEAD_LIMITS.messageLength, `message can be up to ${LEAD_LIMITS.messageLength} characters.`)
      .optional(),
    website: z.string().max(500).optional(),
  })
  .strict();
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** The answer to a quote request (the same for a robot filling the honeypot). */
export const QuoteRequestAnswerSchema = z.object({ message: z.string() });

/** What a share page's data carries when its owner takes quote requests there. */
export const QuoteOfferSchema = z.object({
  /** Who answers: the owner's company, else their first name. Never an e-mail address. */
  by: z.string(),
  /** Where the form is sent. */
  action: z.string(),
});
export type QuoteOffer = z.infer<typeof QuoteOfferSchema>;

/** `GET`/`PUT /api/leads/switches/{kind}/{id}`: whether the item's shared page takes quote requests. */
export const QuoteSwitchSchema = z
  .object({ enabled: z.boolean({ error: 'enabled must be true or false.' }) })
  .strict();
export type QuoteSwitch = z.infer<typeof QuoteSwitchSchema>;

/** `GET /api/leads` (and `/api/leads/export`): a status to filter by, and the page. */
export const LeadListQuerySchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}.` }).optional(),
    page: z.coerce
      .number({ error: 'page must be a number.' })
      .int('page must be a whole number.')
      .min(1, 'page starts at 1.')
      .max(100_000, 'page is too large.')
      .default(1),
  })
  .strict();
export type LeadListQuery = z.infer<typeof LeadListQuerySchema>;

/** `PATCH /api/leads/{id}`: the status, the owner's notes, or both. */
export const UpdateLeadSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}.` }),
    notes: z
      .string({ error: 'notes must be text.' })
      .trim()
      .max(LEAD_LIMITS.notesLength, `notes can be up to ${LEAD_LIMITS.notesLength} characters.`),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send a status or notes to change.' });
export type UpdateLead = z.infer<typeof UpdateLeadSchema>;

export const LeadSchema = z.object({
  id: z.string(),
  item: z.object({
    kind: z.enum(LEAD_ITEM_KINDS),
    id: z.string(),
    name: z.string(),
    /** The owner's screen of the item; null once it is deleted. */
    url: z.string().nullable(),
  }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  postcode: z.string(),
  message: z.string(),
  status: z.enum(LEAD_STATUSES),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lead = z.infer<typeof LeadSchema>;

export const LeadPageSchema = z.object({
  items: z.array(LeadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every lead of the owner by status, for the filter. */
  counts: z.record(z.enum(LEAD_STATUSES), z.number().int()),
});
export type LeadPage = z.infer<typeof LeadPageSchema>;

/** The owner's screen of an item a lead came from. */
export function leadItemPath(kind: LeadItemKind, id: string): string {
  if (kind === 'design') return `/design/result/${id}`;
  return kind === 'collection' ? `/collections/${id}` : `/presentations/${id}`;
}
