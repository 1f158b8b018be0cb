// What every AI image provider adapter (OpenAI, Stability AI, Replicate) offers the AI render
// engine: one masked inpainting call over the provider's real HTTP API, and the provider's
// failures sorted into the few kinds the engine handles differently.
import sharp from 'sharp';

/** One masked edit of a photo. */
export interface InpaintRequest {
  /**
   * The photo, JPEG or PNG, at most 1536 px on its longer side. Adapters whose API takes only some sizes
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
  /**
   * The size this provider takes a photo of `size` at, when it takes only some sizes: the engine
   * makes the image and the mask at that size, so the adapter sends them as they are.
   */
  inputSize?(size: Size): Size;
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
 * JPEG settings for a photo on its way to a provider: about an eighth of the lossless PNG's
 * bytes (less to upload, and less for the service to read), and the loss is where the model
 * repaints anyway: every pixel the customer keeps comes from the photo itself.
 */
export const TRANSIT_JPEG = { quality: 92 } as const;

/** An encoded image and its media type, as a request carries it. */
export interface EncodedImage {
  data: Buffer;
  type: 'image/png' | 'image/jpeg';
}

type Size = { width: number; height: number };

/**
 * A photo (PNG or JPEG) at `size` without alpha: the same bytes when it already is one (the
 * engine's always is, and decoding and encoding it again would be most of an adapter's work),
 * else resized and re-encoded as JPEG.
 */
export async function photoOfSize(image: Buffer, size: Size): Promise<EncodedImage> {
  const meta = await sharp(image).metadata();
  const format = meta.format === 'png' || meta.format === 'jpeg' ? meta.format : null;
  if (format && meta.width === size.width && meta.height === size.height && !meta.hasAlpha)
    return { data: image, type: `image/${format}` };
  const data = await sharp(image)
    .resize(size.width, size.height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .jpeg(TRANSIT_JPEG)
    .toBuffer();
  return { data, type: 'image/jpeg' };
}

/** A mask as a one-channel PNG at `size` (white repaints): the same bytes when it already is. */
export async function maskOfSize(mask: Buffer, size: Size): Promise<Buffer> {
  const meta = await sharp(mask).metadata();
  if (
    meta.format === 'png' &&
    meta.width === size.width &&
    meta.height === size.height &&
    meta.channels === 1
  )
    return mask;
  return sharp(mask)
    .resize(size.width, size.height, { fit: 'fill', kernel: 'nearest' })
    .flatten({ background: '#000000' })
    .toColourspace('b-w')
    .png()
    .toBuffer();
}
