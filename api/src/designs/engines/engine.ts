// The render engine behind the render worker: what turns a design's photo, corners and options
// into images. The built-in renderer is the first engine (built-in.ts); an AI image service
// (OpenAI image edits, Stability, Replicate) is another adapter of the same interface (ai/), and
// tests put a fast stand-in behind it.
import type { PixelCorners } from '@poolscape/shared/corners';
import type { ModelingStyle, PoolFeature, PoolStyle, TimeOfDay } from '@poolscape/shared/designs';
import type { PlanChoice } from '../plan-choice.ts';

/** One or more images of one photo with the same options, each from its own seed. */
export interface RenderRequest extends PlanChoice {
  /** The design's base photo (lossless PNG). */
  photo: Buffer;
  /** In the photo's pixels: far-left, far-right, near-right, near-left. */
  corners: PixelCorners;
  style: PoolStyle;
  features: readonly PoolFeature[];
  timeOfDay: TimeOfDay;
  /** How the whole picture is drawn: a photograph, or a sketch, watercolour or clay model. */
  modelingStyle: ModelingStyle;
  /** The user's own words (plans with custom prompts). */
  prompt?: string;
  /**
   * One seed per image wanted, at most the engine's `batchSize`. Stable for a design, version,
   * viewpoint and variation: the same request gives the same images.
   */
  seeds: readonly number[];
  /**
   * "Keep this": a PNG mask over the photo (any size of its proportions), white where nothing may
   * change. By day those pixels of every image are the photo's, byte for byte.
   */
  keep?: Uint8Array;
  /** The widest image wanted, in pixels. */
  maxWidth: number;
  /**
   * Encode each image into the files a design stores as well (`RenderedImage.files`), where the
   * engine can do it off the event loop; the render job encodes them itself otherwise.
   */
  files?: boolean;
}

/** The files a design stores of one render (render-files.ts). */
export interface RenderFiles {
  /** The lossless download (PNG). */
  full: Buffer;
  /** The WebP the product shows. */
  display: Buffer;
  /** The library's thumbnail (WebP). */
  thumb: Buffer;
  /** The Free plan's download (PNG, 1,024 px wide), for renders wider than that. */
  standard: Buffer | null;
}

/** A box in an image's pixels. */
export interface FocusBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One rendered image. */
export interface RenderedImage {
  /** The render, lossless (PNG or WebP), without metadata; or its pixels when `raw` is set. */
  image: Buffer;
  /**
   * `image` is raw sRGB pixels (width × height × 3 bytes, row by row), for the job to encode once
   * into every file it stores rather than decode a PNG again for each.
   */
  raw?: boolean;
  width: number;
  height: number;
  /** Around the pool and its features: what aspect crops keep in view. */
  focus: FocusBox;
  /** Its stored files, when the request asked for them and the engine encoded them. */
  files?: RenderFiles;
}

/** What the custom prompt's words did, for engines that read them themselves. */
export interface PromptReadingNotes {
  /** The user's phrases the render follows, as written. */
  followed: string[];
  /** The phrases it could not follow. */
  notFollowed: string[];
}

/** The images of one request (one per seed, in order) and what made them. */
export interface RenderBatch {
  images: RenderedImage[];
  /** `builtin`, `openai`, `stability` or `replicate`. */
  engine: string;
  /** The model as its maker names it (`built-in renderer` for ours). */
  model: string;
  /** What one image cost at the provider, in US dollars (the configured price table). */
  costPerImageUsd: number;
  /** What the engine made of the custom prompt; null when a model read it whole (or none was given). */
  promptReading: PromptReadingNotes | null;
}

export interface RenderEngine {
  /** As recorded on each image: `builtin` or the provider's name. */
  readonly name: string;
  /** How many seeds one `render` call may carry (providers make several images per request). */
  readonly batchSize: number;
  render(request: RenderRequest): Promise<RenderBatch>;
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
