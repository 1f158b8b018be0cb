// Collections: a user's designs grouped for a client (the Smiths' three options), in an order, each
// with a note, private or public. The API validates with these schemas and the app's screens are
// typed by them.
import { z } from 'zod';
import { DESIGN_STATUSES, POOL_STYLES } from './designs.ts';

export const COLLECTION_VISIBILITIES = ['private', 'public'] as const;
export type CollectionVisibility = (typeof COLLECTION_VISIBILITIES)[number];

export const COLLECTION_LIMITS = {
  nameLength: 120,
  descriptionLength: 2000,
  noteLength: 1000,
  /** Designs in one collection. */
  designs: 100,
  /** Collections one user may have. */
  collections: 500,
} as const;

export const COLLECTION_TEXT = {
  notFound: 'We could not find that collection.',
  designNotFound: 'Some of those designs are not yours, or no longer exist.',
  full: `A collection can hold up to ${COLLECTION_LIMITS.designs} designs.`,
  tooMany: `You can have up to ${COLLECTION_LIMITS.collections} collections.`,
  orderMismatch: 'The order must list every design of the collection once. Reload the page and try again.',
  notInCollection: 'That design is not in this collection.',
} as const;

const name = z
  .string()
  .trim()
  .min(1, 'name must not be empty.')
  .max(COLLECTION_LIMITS.nameLength, `name can be up to ${COLLECTION_LIMITS.nameLength} characters.`);
const description = z
  .string()
  .trim()
  .max(
    COLLECTION_LIMITS.descriptionLength,
    `description can be up to ${COLLECTION_LIMITS.descriptionLength} characters.`,
  );
const visibility = z.enum(COLLECTION_VISIBILITIES, { error: 'visibility must be private or public.' });
const designIds = z
  .array(z.string().min(1).max(100))
  .min(1, 'designIds must list at least one design.')
  .max(COLLECTION_LIMITS.designs, `designIds can list up to ${COLLECTION_LIMITS.designs} designs.`);

/** `POST /api/collections` (201). */
export const CreateCollectionSchema = z
  .object({ name, description: description.optional(), visibility: visibility.optional() })
  .strict();
export type CreateCollection = z.infer<typeof CreateCollectionSchema>;

/** `PATCH /api/collections/{id}`: any of these; `coverDesignId` null goes back to the first design. */
export const UpdateCollectionSchema = z
  .object({
    name,
    description,
    visibility,
    coverDesignId: z.string().min(1).max(100).nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send something to change.' });
export type UpdateCollection = z.infer<typeof UpdateCollectionSchema>;

/** `POST /api/collections/{id}/designs`: add designs (those already in it stay where they are). */
export const AddToCollectionSchema = z.object({ designIds }).strict();
/** `PUT /api/collections/{id}/order`: every design of the collection, in the new order. */
export const CollectionOrderSchema = z.object({ designIds }).strict();
/** `PATCH /api/collections/{id}/designs/{designId}`: the note shown with the design. */
export const CollectionNoteSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(COLLECTION_LIMITS.noteLength, `note can be up to ${COLLECTION_LIMITS.noteLength} characters.`),
  })
  .strict();

export const CollectionItemSchema = z.object({
  designId: z.string(),
  name: z.string(),
  note: z.string(),
  status: z.enum(DESIGN_STATUSES),
  style: z.enum(POOL_STYLES),
  visibility: z.enum(['private', 'unlisted', 'public']),
  /** The photo, and the newest render (null until one is made), for the before and after. */
  photoUrl: z.string(),
  render: z
    .object({ url: z.string(), thumbnailUrl: z.string(), width: z.number().int(), height: z.number().int() })
    .nullable(),
});
export type CollectionItem = z.infer<typeof CollectionItemSchema>;

export const CollectionSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  visibility: z.enum(COLLECTION_VISIBILITIES),
  designCount: z.number().int(),
  /** The cover's thumbnail: the chosen design's newest render, else the first design's. */
  coverUrl: z.string().nullable(),
  coverDesignId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CollectionSummary = z.infer<typeof CollectionSummarySchema>;
export const CollectionListSchema = z.array(CollectionSummarySchema);

export const CollectionSchema = CollectionSummarySchema.extend({
  items: z.array(CollectionItemSchema),
  /** Where the public view lives (it answers only while the collection is public). */
  publicUrl: z.string(),
});
export type Collection = z.infer<typeof CollectionSchema>;
