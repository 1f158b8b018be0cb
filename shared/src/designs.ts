// The design studio's contract: every request and response of the design calls, the options a
// design is made from, and the messages users read. The API validates with these schemas and the
// app's screens are typed by them.
import { z } from 'zod';
import { DimensionsSchema, ScaleSchema } from './dimensions.ts';
import { GALLERY_STATUSES } from './gallery.ts';
import { KeepSchema } from './keep.ts';
import { PLAN_CHOICE_FIELDS } from './plan-choice.ts';
import { shapeProblem } from './plan-geometry.ts';

export const POOL_STYLES = ['modern', 'traditional', 'natural', 'infinity', 'geometric'] as const;
export type PoolStyle = (typeof POOL_STYLES)[number];
export const STYLE_LABELS: Record<PoolStyle, string> = {
  modern: 'Modern',
  traditional: 'Traditional',
  natural: 'Natural',
  infinity: 'Infinity',
  geometric: 'Geometric',
};

export const POOL_FEATURES = ['lighting', 'waterfalls', 'hotTub', 'decking', 'landscaping'] as const;
export type PoolFeature = (typeof POOL_FEATURES)[number];
export const FEATURE_LABELS: Record<PoolFeature, string> = {
  lighting: 'Lighting',
  waterfalls: 'Waterfalls',
  hotTub: 'Hot tub',
  decking: 'Decking',
  landscaping: 'Landscaping',
};

export const TIMES_OF_DAY = ['day', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];
export const TIME_LABELS: Record<TimeOfDay, string> = { day: 'Day', dusk: 'Dusk', night: 'Night' };

/**
 * How the whole picture is drawn (Premium's "AI modeling styles"): a photograph, or the same
 * design as an architect's sketch, a watercolour or a clay model.
 */
export const MODELING_STYLES = ['photoreal', 'sketch', 'watercolour', 'clay'] as const;
export type ModelingStyle = (typeof MODELING_STYLES)[number];
export const MODELING_STYLE_LABELS: Record<ModelingStyle, string> = {
  photoreal: 'Photoreal',
  sketch: "Architect's sketch",
  watercolour: 'Watercolour',
  clay: 'Clay model',
};

/** The aspects a render can be cropped to around the pool (Premium's "aspects"). */
export const ASPECTS = ['1:1', '4:5', '16:9', '9:16'] as const;
export type Aspect = (typeof ASPECTS)[number];
export const ASPECT_LABELS: Record<Aspect, string> = {
  '1:1': 'Square 1:1',
  '4:5': 'Portrait 4:5',
  '16:9': 'Wide 16:9',
  '9:16': 'Story 9:16',
};
/** An aspect as it appears in a URL (`1x1`). */
export function aspectSlug(aspect: Aspect): string {
  return aspect.replace(':', 'x');
}

/** The engines' names as the result page says them ("Rendered by OpenAI, gpt-image-..."). */
export const ENGINE_LABELS: Record<string, string> = {
  builtin: 'the Poolscape built-in renderer',
  openai: 'OpenAI',
  stability: 'Stability AI',
  replicate: 'Replicate',
};

/** "Rendered by the Poolscape built-in renderer." or "Rendered by OpenAI (gpt-image-1.5)." */
export function renderedByText(engine: string, model: string): string {
  return engine === 'builtin'
    ? `Rendered by ${ENGINE_LABELS.builtin}.`
    : `Rendered by ${ENGINE_LABELS[engine] ?? engine} (${model}).`;
}

/** A design can show the yard from this many photos at most (its own and three more). */
export const MAX_VIEWPOINTS = 4;

export const VISIBILITIES = ['private', 'unlisted', 'public'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

export const DESIGN_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

export const UPLOAD_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  /** Photos are stored and rendered at most this wide (larger ones are scaled down once). */
  maxWidth: 1536,
  minSide: 320,
  formats: ['jpeg', 'png', 'webp'] as const,
  /**
   * Pixels a picture may have before it is refused, undecoded: above a 100-megapixel camera, and a
   * bound on the memory a small file that decodes to a huge image (a "decompression bomb") can take.
   */
  maxPixels: 120_000_000,
} as const;

export const MAX_VARIATIONS = 4;
export const PROMPT_MAX_LENGTH = 500;
/** Download widths: Free downloads a render at most this wide; Pro and Premium the full render. */
export const STANDARD_DOWNLOAD_WIDTH = 1024;

export const DESIGN_TEXT = {
  uploadTooLarge: 'Photos can be up to 20 MB. Try a smaller photo or export it at a lower quality.',
  uploadHeic:
    'HEIC photos are not supported yet. On an iPhone, choose Settings › Camera › Formats › Most Compatible, or export the photo as JPEG, and try again.',
  uploadUnsupported: 'That file is not a photo we can read. Upload a JPEG, PNG or WebP image.',
  uploadTooSmall: 'That photo is too small to design on. Use one at least 320 pixels on each side.',
  uploadMissing: 'Choose a photo to upload.',
  cornersInvalid:
    'The pool outline must be a four-sided shape inside the photo whose sides do not cross. Drag the corners apart and try again.',
  promptNotInPlan: 'Custom prompts come with the Pro and Premium plans.',
  advancedNotInPlan: 'Viewpoints, aspects and modeling styles come with the Premium plan.',
  quotaExceededFree:
    'You have used all 10 images of your free trial. Upgrade to Pro or Premium, or buy an image pack, to keep designing.',
  trialEnded:
    'Your 7-day free trial has ended. Upgrade to Pro or Premium, or buy an image pack, to keep designing.',
  quotaExceededPaid:
    'You have used all the images of your plan this month. Upgrade, buy an image pack, or wait for your plan to renew.',
  notFound: 'We could not find that design.',
  uploadNotFound: 'That photo is no longer available. Upload it again.',
  renderFailed: 'We could not render this design. Your credits were returned; try again.',
  nameEmpty: 'name must not be empty.',
  fromDate: 'from must be a date like 2026-11-01.',
  toDate: 'to must be a date like 2026-11-30.',
} as const;

/** The `message` of each progress event (`WebSocket /ws/designs`). */
export const DESIGN_PROGRESS_TEXT = {
  queued: 'Waiting for a free renderer.',
  rendering: 'Rendering your pool.',
  ready: 'Your design is ready.',
  /** After each finished image: "Rendered 2 of 4 images." */
  rendered: (done: number, total: number): string =>
    `Rendered ${done} of ${total} ${total === 1 ? 'image' : 'images'}.`,
} as const;

const unit = z.number().finite().min(0).max(1);
/** A point of the pool outline as a fraction of the photo's width and height (0..1). */
export const PointSchema = z.object({ x: unit, y: unit });
/**
 * The pool's footprint as seen in the photo: far-left, far-right, near-right, near-left, each a
 * fraction of the photo's size so the placement does not depend on its resolution.
 */
export const CornersSchema = z.tuple([PointSchema, PointSchema, PointSchema, PointSchema]);
export type Corners = z.infer<typeof CornersSchema>;

const DesignOptionFieldsSchema = z.object({
  style: z.enum(POOL_STYLES, { error: `style must be one of ${POOL_STYLES.join(', ')}.` }),
  features: z
    .array(z.enum(POOL_FEATURES, { error: `features may only contain ${POOL_FEATURES.join(', ')}.` }))
    .max(POOL_FEATURES.length)
    .refine((list) => new Set(list).size === list.length, { error: 'features must not repeat.' })
    .default([]),
  timeOfDay: z.enum(TIMES_OF_DAY, { error: 'timeOfDay must be day, dusk or night.' }).default('day'),
  prompt: z
    .string()
    .trim()
    .max(PROMPT_MAX_LENGTH, `prompt can be up to ${PROMPT_MAX_LENGTH} characters.`)
    .optional(),
  /** Premium: how the whole picture is drawn. */
  modelingStyle: z
    .enum(MODELING_STYLES, { error: `modelingStyle must be one of ${MODELING_STYLES.join(', ')}.` })
    .default('photoreal'),
  variations: z
    .number({ error: 'variations must be a whole number from 1 to 4.' })
    .int({ error: 'variations must be a whole number from 1 to 4.' })
    .min(1, { error: 'variations must be a whole number from 1 to 4.' })
    .max(MAX_VARIATIONS, { error: 'variations must be a whole number from 1 to 4.' })
    .default(1),
  ...PLAN_CHOICE_FIELDS,
  /**
   * "Keep this": what of the photo must not change (keep.ts). Sent as a PNG data: URL or the id of
   * a mask stored with the design; a version's options hold the id.
   */
  keep: KeepSchema.optional(),
});

export const DesignOptionsSchema = DesignOptionFieldsSchema.superRefine((options, context) => {
  const message = shapeProblem(options);
  if (message) context.addIssue({ code: 'custom', path: ['outline'], message });
});
export type DesignOptions = z.infer<typeof DesignOptionsSchema>;

/** `POST /api/uploads` (multipart, one file field `photo`) answers 201 with this. */
export const UploadSchema = z.object({
  uploadId: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Where the pool could go: on the open ground the photo shows, or the lower middle. */
  suggestedCorners: CornersSchema,
  /** 0 to 1: how sure that is; 0 when no open ground was found (the lower middle is suggested). */
  placementConfidence: z.number().min(0).max(1),
});
export type Upload = z.infer<typeof UploadSchema>;

/** `GET /api/designs/samples`: the sample backyards a user can start from. */
export const SampleSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  credit: z.string(),
  suggestedCorners: CornersSchema,
});
export type Sample = z.infer<typeof SampleSchema>;
export const SampleListSchema = z.array(SampleSchema);

/**
 * `POST /api/designs` (202): creates the design, debits its images and queues the render in one
 * transaction. An `Idempotency-Key` header (up to 100 characters) makes a retried submit return
 * the same design instead of creating another.
 */
const DesignSourceSchema = z.union([
  z.object({ uploadId: z.string().min(1).max(100) }),
  z.object({ sampleId: z.string().min(1).max(100) }),
  /** Image to image: start from a render of one of your designs, keeping its placement. */
  z.object({ imageId: z.string().min(1).max(100) }),
]);

/** Premium: another photo of the same yard, with the pool's footprint placed in it. */
export const ViewpointInputSchema = z.object({
  source: z.union([
    z.object({ uploadId: z.string().min(1).max(100) }),
    z.object({ sampleId: z.string().min(1).max(100) }),
  ]),
  corners: CornersSchema,
});
export type ViewpointInput = z.infer<typeof ViewpointInputSchema>;

export const CreateDesignSchema = z.object({
  source: DesignSourceSchema,
  corners: CornersSchema.optional(),
  /** A length the user knows, marked on the photo, and the depth: gives the pool real dimensions. */
  scale: ScaleSchema.nullable().optional(),
  options: DesignOptionsSchema,
  name: z.string().trim().min(1).max(120).optional(),
  /** Premium: up to three more photos of the same yard, rendered with the same options. */
  viewpoints: z
    .array(ViewpointInputSchema)
    .max(MAX_VIEWPOINTS - 1, { error: `A design can have at most ${MAX_VIEWPOINTS - 1} more viewpoints.` })
    .optional(),
});
export type CreateDesign = z.infer<typeof CreateDesignSchema>;

/** `POST /api/designs/{id}/versions` (202): regenerate with changed options; kept as history. */
export const RegenerateSchema = z.object({
  options: DesignOptionsSchema,
  corners: CornersSchema.optional(),
  /** Left out: the latest version's reference stays; null: none. */
  scale: ScaleSchema.nullable().optional(),
});

/** `PUT /api/designs/{id}/scale`: the latest version's reference and depth (no render needed). */
export const SetScaleSchema = z.object({ scale: ScaleSchema.nullable() }).strict();

/** `PATCH /api/designs/{id}`. */
export const UpdateDesignSchema = z
  .object({
    name: z.string().trim().min(1, DESIGN_TEXT.nameEmpty).max(120, 'name can be up to 120 characters.'),
    visibility: z.enum(VISIBILITIES, { error: 'visibility must be private, unlisted or public.' }),
  })
  .partial()
  .refine((body) => body.name !== undefined || body.visibility !== undefined, {
    error: 'Send a name or a visibility to change.',
  });

/** `POST /api/designs/bulk-delete`. */
export const BulkDeleteSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1, 'ids must list at least one design.').max(100),
});

export const DesignImageSchema = z.object({
  id: z.string(),
  variation: z.number().int(),
  /** 1 for the design's own photo, 2 to 4 for its extra viewpoints. */
  viewpoint: z.number().int(),
  /** What made it: `builtin` or the image provider's name, and the model. */
  engine: z.string(),
  model: z.string(),
  /** The render as shown (WebP). */
  url: z.string(),
  thumbnailUrl: z.string(),
  /** `GET` for the file at the resolution the plan allows, as an attachment. */
  downloadUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DesignImage = z.infer<typeof DesignImageSchema>;

export const DesignVersionSchema = z.object({
  number: z.number().int(),
  options: DesignOptionsSchema,
  corners: CornersSchema,
  /** The reference line and depth the owner gave, or null. */
  scale: ScaleSchema.nullable(),
  /** Measured from the corners and the reference; null without one ("size unknown"). */
  dimensions: DimensionsSchema.nullable(),
  status: z.enum(DESIGN_STATUSES),
  /** 0..100, from the worker's progress events. */
  progress: z.number(),
  error: z.string().nullable(),
  images: z.array(DesignImageSchema),
  /** What the built-in renderer made of the custom prompt; null when a model read it whole. */
  promptReading: z.object({ followed: z.array(z.string()), notFollowed: z.array(z.string()) }).nullable(),
  createdAt: z.string(),
});
export type DesignVersion = z.infer<typeof DesignVersionSchema>;

export const DesignSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(DESIGN_STATUSES),
  visibility: z.enum(VISIBILITIES),
  style: z.enum(POOL_STYLES),
  timeOfDay: z.enum(TIMES_OF_DAY),
  thumbnailUrl: z.string().nullable(),
  /** Finished videos of the design. */
  videoCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DesignSummary = z.infer<typeof DesignSummarySchema>;

export const DesignSchema = DesignSummarySchema.extend({
  photo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  /** The extra viewpoints' photos (Premium), in order. */
  viewpoints: z.array(
    z.object({
      viewpoint: z.number().int(),
      photo: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
    }),
  ),
  /** Newest first. */
  versions: z.array(DesignVersionSchema),
  shareUrl: z.string(),
  /** Where its submission to the public gallery stands; null when it was not submitted. */
  gallery: z.enum(GALLERY_STATUSES).nullable(),
});
export type Design = z.infer<typeof DesignSchema>;

/** `GET /api/designs` query: the library's filters. */
export const DesignListQuerySchema = z.object({
  q: z.string().trim().max(120).optional(),
  style: z.enum(POOL_STYLES).optional(),
  /** ISO dates (inclusive) of creation. */
  from: z.iso.date({ error: DESIGN_TEXT.fromDate }).optional(),
  to: z.iso.date({ error: DESIGN_TEXT.toDate }).optional(),
  /** `true`: only designs with a finished video. */
  videos: z.enum(['true'], { error: 'videos may only be true.' }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60).default(24),
});
export const DesignListSchema = z.object({
  items: z.array(DesignSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `GET /api/credits`: the plan and its use this period. */
export const CreditsSchema = z.object({
  plan: z.enum(['free', 'pro', 'premium', 'alpha']),
  periodStart: z.string(),
  periodEnd: z.string(),
  imagesUsed: z.number().int(),
  imagesLimit: z.number().int(),
  imagesLeft: z.number().int(),
  /** Whether the plan allows custom prompts and high-resolution downloads. */
  customPrompt: z.boolean(),
  highResolution: z.boolean(),
  /** Premium's Advanced area: viewpoints, aspects and modeling styles. */
  advanced: z.boolean(),
  /** Images bought in packs and not used yet (counted in imagesLeft, used after the plan's). */
  packImages: z.number().int(),
  /** Videos this period: made (less those that failed and were given back), the plan's, left. */
  videosUsed: z.number().int(),
  videosLimit: z.number().int(),
  videosLeft: z.number().int(),
});
export type Credits = z.infer<typeof CreditsSchema>;

/** Over the plan's limit: HTTP 402 with this body. */
export const QuotaExceededSchema = z.object({ message: z.string(), upgradeUrl: z.literal('/upgrade') });

/** Pushed on `WebSocket /ws/designs?token=` for the user's own designs. */
export const DesignProgressEventSchema = z.object({
  type: z.literal('design-progress'),
  designId: z.string(),
  version: z.number().int(),
  status: z.enum(DESIGN_STATUSES),
  progress: z.number(),
  message: z.string(),
});
export type DesignProgressEvent = z.infer<typeof DesignProgressEventSchema>;
