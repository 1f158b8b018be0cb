// What every AI image provider adapter (OpenAI, Stability AI, Replicate) offers the AI render
// engine: one masked inpainting call over the provider's real HTTP API, and the provider's
// failures sorted into the few kinds the engine handles differently.
import sharp from 'sharp';

/** One masked edit of a photo. */
export interface InpaintRequest {
  /**
   * The photo, PNG, at most 1536 px on its longer side. Adapters whose API takes only some sizes
   * resize the image and the mask themselves; the engine resizes whatever comes back.
   */
  image: Buffer;
  /**
   * Where the model may paint, same size as `image`: a greyscale PNG, white (255) = repaint,
   * black (0) = keep. Adapters convert it to the provider's own convention (OpenAI wants the
   * photo with transparent pixels where it may paint).
   */
  mask: Buffer;
  /** The whole final picture, described as these models need. */
  prompt: string;
  /** How many images to make (adapters that cannot do several per call make several calls). */
  count: number;
  /** Aborts the call (the engine's time limit). */
  signal: AbortSignal;
}

/** What a provider returned, before the engine resizes and composites it. */
export interface InpaintResult {
  /** Encoded images (PNG, JPEG or WebP), one per requested output. */
  images: Buffer[];
  /** The model that made them, as the provider names it (recorded on each image). */
  model: string;
}

export interface ImageProvider {
  /** `openai`, `stability` or `replicate`. */
  readonly name: string;
  /** The model this adapter is configured to use. */
  readonly model: string;
  inpaint(request: InpaintRequest): Promise<InpaintResult>;
}

export type ProviderFailureKind =
  /** 401/403 for a bad or revoked key: fails the job, refunds, logs for the operator. */
  | 'auth'
  /** The provider's content policy refused the prompt or the image: fails, refunds. */
  | 'refused'
  /** 429 and 5xx, connection resets: worth retrying with backoff. */
  | 'retryable'
  /** No answer within the time limit. */
  | 'timeout'
  /** An answer that is not what the documented contract promises. */
  | 'malformed'
  /** Anything else the provider refused (4xx): fails, refunds. */
  | 'rejected';

export class ProviderError extends Error {
  readonly kind: ProviderFailureKind;
  /** Seconds the provider asked us to wait (Retry-After), when it said. */
  readonly retryAfter: number | undefined;

  constructor(kind: ProviderFailureKind, message: string, retryAfter?: number) {
    super(message);
    this.name = 'ProviderError';
    this.kind = kind;
    this.retryAfter = retryAfter;
  }
}

/**
 * PNG settings for a photo on its way to a provider: stored without compression, which photos
 * barely need (about 8 % larger than at level 6) and which encodes six times faster.
 */
export const TRANSIT_PNG = { compressionLevel: 0, adaptiveFiltering: false } as const;

/**
 * `image` as a PNG of `size` with `channels` channels (3: a photo, 1: a greyscale mask) and no
 * alpha: the same bytes when it already is one (the engine's photo and mask usually are, and
 * decoding and encoding them again is most of an adapter's work), else resized and re-encoded.
 */
export async function pngOfSize(
  image: Buffer,
  size: { width: number; height: number },
  channels: 1 | 3,
): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  if (
    meta.format === 'png' &&
    meta.width === size.width &&
    meta.height === size.height &&
    meta.channels === channels &&
    !meta.hasAlpha
  )
    return image;
  const resized = sharp(image).resize(size.width, size.height, {
    fit: 'fill',
    ...(channels === 1 ? { kernel: 'nearest' } : {}),
  });
  return channels === 1
    ? resized.flatten({ background: '#000000' }).toColourspace('b-w').png().toBuffer()
    : resized.removeAlpha().toColourspace('srgb').png(TRANSIT_PNG).toBuffer();
}
