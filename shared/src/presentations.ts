// Presentations (the spec's presentation maker): a contractor's designs as slides for a client. A
// title slide with the contractor's brand, one slide per design (before and after, the chosen
// variation, notes, an optional price line) and a closing slide with contact details; presented
// full screen, shared by a link that needs no account, and exported as a PDF. The API validates
// with these schemas and the screens are typed by them.
import { z } from 'zod';
import { EstimateSchema, formatEstimate } from './pricing.ts';

export const PRESENTATION_LIMITS = {
  titleLength: 120,
  clientLength: 120,
  closingLength: 500,
  notesLength: 1000,
  priceLength: 120,
  /** Design slides in one presentation. */
  slides: 50,
  /** Presentations one user may have. */
  presentations: 200,
} as const;

export const PRESENTATION_TEXT = {
  notFound: 'We could not find that presentation.',
  slideNotFound: 'That slide is not in this presentation.',
  designNotFound: 'Some of those designs are not yours, or no longer exist.',
  collectionNotFound: 'We could not find that collection.',
  imageNotFound: 'That picture is not one of the design’s renders.',
  full: `A presentation can hold up to ${PRESENTATION_LIMITS.slides} design slides.`,
  tooMany: `You can have up to ${PRESENTATION_LIMITS.presentations} presentations.`,
  orderMismatch: 'The order must list every slide of the presentation once. Reload the page and try again.',
  defaultClosing: 'Thank you. We look forward to building your pool.',
} as const;

const text = (field: string, max: number) =>
  z.string().trim().max(max, `${field} can be up to ${max} characters.`);
const title = z
  .string()
  .trim()
  .min(1, 'title must not be empty.')
  .max(PRESENTATION_LIMITS.titleLength, `title can be up to ${PRESENTATION_LIMITS.titleLength} characters.`);
const id = z.string().min(1).max(100);
const designIds = z
  .array(id)
  .min(1, 'designIds must list at least one design.')
  .max(PRESENTATION_LIMITS.slides, `designIds can list up to ${PRESENTATION_LIMITS.slides} designs.`);

/**
 * `POST /api/presentations` (201): from a collection (its designs and notes, in its order), from
 * chosen designs, or empty.
 */
export const CreatePresentationSchema = z
  .object({
    title,
    clientName: text('clientName', PRESENTATION_LIMITS.clientLength).optional(),
    collectionId: id.optional(),
    designIds: designIds.optional(),
  })
  .strict()
  .refine((body) => !(body.collectionId && body.designIds), {
    error: 'Send a collectionId or designIds, not both.',
  });
export type CreatePresentation = z.infer<typeof CreatePresentationSchema>;

/** `PATCH /api/presentations/{id}`: any of these; `shared` true makes a new link, false ends it. */
export const UpdatePresentationSchema = z
  .object({
    title,
    clientName: text('clientName', PRESENTATION_LIMITS.clientLength),
    closingMessage: text('closingMessage', PRESENTATION_LIMITS.closingLength),
    showEmail: z.boolean(),
    showPhone: z.boolean(),
    shared: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send something to change.' });
export type UpdatePresentation = z.infer<typeof UpdatePresentationSchema>;

/** `POST /api/presentations/{id}/slides`: a slide for each design, at the end. */
export const AddSlidesSchema = z.object({ designIds }).strict();
/** `PUT /api/presentations/{id}/order`: every slide of the presentation, in the new order. */
export const SlideOrderSchema = z
  .object({ slideIds: z.array(id).max(PRESENTATION_LIMITS.slides, 'slideIds lists too many slides.') })
  .strict();
/** `PATCH /api/presentations/{id}/slides/{slideId}`: the notes, the price line, the render shown. */
export const UpdateSlideSchema = z
  .object({
    notes: text('notes', PRESENTATION_LIMITS.notesLength),
    priceLine: text('priceLine', PRESENTATION_LIMITS.priceLength),
    /** One of the design's renders; null shows its newest. */
    imageId: id.nullable(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { error: 'Send something to change.' });
export type UpdateSlide = z.infer<typeof UpdateSlideSchema>;

const ImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const SlideSchema = z.object({
  id: z.string(),
  designId: z.string(),
  name: z.string(),
  notes: z.string(),
  priceLine: z.string(),
  /** The yard as photographed. */
  photo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  /** The render shown (the chosen one, else the newest); null until the design has one. */
  render: ImageSchema.nullable(),
  /** The chosen render's id, or null for "the newest". */
  imageId: z.string().nullable(),
  /**
   * The owner's estimate of the design shown, when their price table shows estimates on
   * presentation slides and the design has a real size; a typed price line wins over it.
   */
  estimate: EstimateSchema.nullable(),
});
export type Slide = z.infer<typeof SlideSchema>;

/** The price a slide shows: the owner's own price line, else the estimate's range, else nothing. */
export function slidePriceLine(slide: Pick<Slide, 'priceLine' | 'estimate'>): string {
  if (slide.priceLine) return slide.priceLine;
  return slide.estimate ? formatEstimate(slide.estimate) : '';
}

/** The renders a slide may show, for the owner's picker. */
export const SlideChoiceSchema = z.object({
  imageId: z.string(),
  thumbnailUrl: z.string(),
  label: z.string(),
});
export type SlideChoice = z.infer<typeof SlideChoiceSchema>;

/** Who presents: from the owner's profile, as the title and closing slides show it. */
export const BrandSchema = z.object({
  name: z.string(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

/** What the presenter plays, for the owner and for anyone with the share link. */
export const PlayablePresentationSchema = z.object({
  title: z.string(),
  clientName: z.string(),
  closingMessage: z.string(),
  brand: BrandSchema,
  slides: z.array(SlideSchema),
  /** Where the PDF is downloaded. */
  pdfUrl: z.string(),
});
export type PlayablePresentation = z.infer<typeof PlayablePresentationSchema>;

export const PresentationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  clientName: z.string(),
  slideCount: z.number().int(),
  coverUrl: z.string().nullable(),
  shared: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PresentationSummary = z.infer<typeof PresentationSummarySchema>;
export const PresentationListSchema = z.array(PresentationSummarySchema);

export const PresentationSchema = PresentationSummarySchema.extend(PlayablePresentationSchema.shape).extend({
  showEmail: z.boolean(),
  showPhone: z.boolean(),
  /** The link that plays it without an account; null while it is not shared. */
  shareUrl: z.string().nullable(),
  /** Per slide id, the renders it may show instead. */
  choices: z.record(z.string(), z.array(SlideChoiceSchema)),
});
export type Presentation = z.infer<typeof PresentationSchema>;

/** Where a shared presentation plays. */
export const presentationSharePath = (token: string) => `/present/${token}`;
