// The render engine behind the render worker: what turns a design's photo, corners and options
// into an image. The built-in renderer is the first engine (built-in.ts); an AI image service
// (OpenAI image edits, Stability, Replicate) becomes another adapter of the same interface, and
// tests put a fast stand-in behind it.
import type { PixelCorners } from '@poolscape/shared/corners';
import type { PoolFeature, PoolStyle, TimeOfDay } from '@poolscape/shared/designs';

/** One image to render. */
export interface RenderRequest {
  /** The design's base photo (lossless PNG). */
  photo: Buffer;
  /** In the photo's pixels: far-left, far-right, near-right, near-left. */
  corners: PixelCorners;
  style: PoolStyle;
  features: readonly PoolFeature[];
  timeOfDay: TimeOfDay;
  /** The user's own words (plans with custom prompts); engines that cannot read them ignore them. */
  prompt?: string;
  /** Stable for a design, version and variation: the same request gives the same image. */
  seed: number;
  /** The widest image wanted, in pixels. */
  maxWidth: number;
}

/** The rendered image. */
export interface RenderResult {
  /** The render, lossless (PNG or WebP), without metadata. */
  image: Buffer;
  width: number;
  height: number;
}

export interface RenderEngine {
  render(request: RenderRequest): Promise<RenderResult>;
}

/**
 * A render that trying again cannot fix (a bad provider key, a refused prompt): the version fails
 * at once and its images are refunded, and the customer reads `userMessage`.
 */
export class RenderRefusedError extends Error {
  readonly userMessage: string;

  constructor(userMessage: string, message: string) {
    super(message);
    this.name = 'RenderRefusedError';
    this.userMessage = userMessage;
  }
}
