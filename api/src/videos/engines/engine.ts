// The video engine behind the video worker: what turns a render (and the photo it was made on)
// into an MP4. The built-in video maker is the first engine (built-in.ts); an image-to-video
// model is another adapter of the same interface (replicate.ts).
import type { VideoFormat, VideoTemplate } from '@poolscape/shared';
import { type FocusBox, RenderRefusedError } from '../../designs/engines/engine.ts';

export interface VideoRequest {
  template: VideoTemplate;
  format: VideoFormat;
  /** The photo the render was made on, and the render, both lossless and the same size. */
  photo: Buffer;
  render: Buffer;
  /** Around the pool in the render's pixels: what the frame is centred on. */
  focus: FocusBox | null;
  /** For `day-to-night`: the same design rendered at each time of day. */
  timesOfDay?: { day: Buffer; dusk: Buffer; night: Buffer };
  /** The design in words, for a video model (style, features, time of day). */
  description: string;
  /** Told as the video advances: `done` of `total` steps (frames, or a model's percent). */
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

export interface MadeVideo {
  mp4: Buffer;
  /** A JPEG of the video's last frame (the design), shown before it plays. */
  poster: Buffer;
  width: number;
  height: number;
  durationSeconds: number;
  /** `builtin` or the provider's name, its model, and what this video cost there (US dollars). */
  engine: string;
  model: string;
  costUsd: number;
}

export interface VideoEngine {
  readonly name: string;
  make(request: VideoRequest): Promise<MadeVideo>;
}

/**
 * A video that trying again cannot make (a bad key, a refused prompt): failed at once and refunded,
 * with `userMessage` for the customer, as a refused render is.
 */
export class VideoRefusedError extends RenderRefusedError {
  constructor(userMessage: string, message: string) {
    super(userMessage, message);
    this.name = 'VideoRefusedError';
  }
}
