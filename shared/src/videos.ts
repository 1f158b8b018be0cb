// Videos of a design (image to video): the templates and formats a user chooses from, the calls
// that make and read them, the progress event on the design socket, and the words users read.
// The API validates with these schemas and the app's screens are typed by them.
import { z } from 'zod';
import { DESIGN_STATUSES } from './designs.ts';

/**
 * What a built-in video shows: the photo wiping to the design along the pool, a slow push-in on
 * the pool, or the design at day, dusk and night. A video model animates the render its own way,
 * guided by the template's words.
 */
export const VIDEO_TEMPLATES = ['reveal', 'push-in', 'day-to-night'] as const;
export type VideoTemplate = (typeof VIDEO_TEMPLATES)[number];
export const VIDEO_TEMPLATE_LABELS: Record<VideoTemplate, string> = {
  reveal: 'Before and after reveal',
  'push-in': 'Push in on the pool',
  'day-to-night': 'Day, dusk and night',
};
export const VIDEO_TEMPLATE_DESCRIPTIONS: Record<VideoTemplate, string> = {
  reveal: 'The backyard as it is today, then the pool wipes in across it.',
  'push-in': 'The backyard dissolves into the design, then the camera moves slowly towards the pool.',
  'day-to-night': 'The backyard, then the design by day, at dusk and at night with its lights on.',
};

export const VIDEO_FORMATS = ['16:9', '1:1', '9:16'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];
export const VIDEO_FORMAT_LABELS: Record<VideoFormat, string> = {
  '16:9': 'Wide 16:9',
  '1:1': 'Square 1:1',
  '9:16': 'Story 9:16',
};
/** Every video is full HD on its long side. */
export const VIDEO_SIZES: Record<VideoFormat, { width: number; height: number }> = {
  '16:9': { width: 1920, height: 1080 },
  '1:1': { width: 1080, height: 1080 },
  '9:16': { width: 1080, height: 1920 },
};
export const VIDEO_FPS = 30;
/** Each video costs one of the plan's videos. */
export const VIDEO_COST = 1;

export const VIDEO_TEXT = {
  notFound: 'We could not find that video.',
  rangeNotSatisfiable: 'That part of the video does not exist.',
  imageNotFound: 'We could not find that render. Choose one of your design’s images.',
  quotaExceededFree:
    'You have made the video of your free trial. Upgrade to Pro for 3 videos a month or Premium for 10.',
  trialEnded: 'Your 7-day free trial has ended. Upgrade to Pro or Premium to make videos.',
  quotaExceededPaid:
    'You have made all the videos of your plan this month. Upgrade for more, or wait for your plan to renew.',
  failed: 'We could not make this video. It was not counted; try again.',
  dayToNightNeedsBuiltIn:
    'The day, dusk and night video redraws the design at each time of day, which only works for photographs made by the built-in renderer. Choose another template for this render.',
  queued: 'Waiting for a free video maker.',
  making: 'Making your video.',
  /** "Made 120 of 240 frames." */
  frames: (done: number, total: number): string => `Made ${done} of ${total} frames.`,
  encoding: 'Finishing the MP4.',
  ready: 'Your video is ready.',
  hiddenByAdmin:
    'A Poolscape admin hid this video from public pages. You can still watch and download it here; people you share the design with no longer see it.',
} as const;

/** `POST /api/designs/{id}/videos` (202): make a video of one of the design's renders. */
export const CreateVideoSchema = z.object({
  imageId: z.string().min(1, 'imageId is required.').max(100),
  template: z.enum(VIDEO_TEMPLATES, { error: `template must be one of ${VIDEO_TEMPLATES.join(', ')}.` }),
  format: z.enum(VIDEO_FORMATS, { error: `format must be one of ${VIDEO_FORMATS.join(', ')}.` }),
});
export type CreateVideo = z.infer<typeof CreateVideoSchema>;

export const VideoSchema = z.object({
  id: z.string(),
  designId: z.string(),
  /** The render it was made from. */
  imageId: z.string(),
  template: z.enum(VIDEO_TEMPLATES),
  format: z.enum(VIDEO_FORMATS),
  status: z.enum(DESIGN_STATUSES),
  /** 0..100. */
  progress: z.number(),
  error: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  durationSeconds: z.number(),
  /** `builtin` or the video provider's name, and its model. */
  engine: z.string().nullable(),
  model: z.string().nullable(),
  /** The MP4 to play (streams with range requests), its poster image, and the file as an attachment. */
  url: z.string(),
  posterUrl: z.string(),
  downloadUrl: z.string(),
  createdAt: z.string(),
  /**
   * When an admin hid it from public pages (the share page, its files for anyone but the owner);
   * null when it is not hidden. Its owner still sees and plays it.
   */
  hiddenAt: z.string().nullable(),
});
export type Video = z.infer<typeof VideoSchema>;
export const VideoListSchema = z.array(VideoSchema);

/** Pushed on `WebSocket /ws/designs` as a video is made (beside the design progress events). */
export const VideoProgressEventSchema = z.object({
  type: z.literal('video-progress'),
  videoId: z.string(),
  designId: z.string(),
  status: z.enum(DESIGN_STATUSES),
  progress: z.number(),
  message: z.string(),
});
export type VideoProgressEvent = z.infer<typeof VideoProgressEventSchema>;

/** "Made by the Poolscape built-in video maker." or "Animated by Replicate (kwaivgi/kling-v2.1)." */
export function madeByText(engine: string | null, model: string | null): string {
  if (!engine || engine === 'builtin') return 'Made by the Poolscape built-in video maker.';
  const names: Record<string, string> = { replicate: 'Replicate', runway: 'Runway' };
  return `Animated by ${names[engine] ?? engine}${model ? ` (${model})` : ''}.`;
}
