// The Stability AI image provider: one masked inpainting through Stability's REST v2beta Stable
// Image edit service, Inpaint (`POST {baseUrl}/v2beta/stable-image/edit/inpaint`, multipart), with
// plain fetch, as its API reference documents it (platform.stability.ai/docs/api-reference#tag/
// Edit/paths/~1v2beta~1stable-image~1edit~1inpaint/post): the photo as `image` (jpeg, png or webp,
// every side at least 64 px, 4,096 to 9,437,184 pixels), the engine's mask as `mask` (the same
// convention: white repaints, black keeps), `prompt` (1 to 10,000 characters), a `seed` and
// `output_format`. With `Accept: image/*` the answer is the image's bytes with `finish-reason`
// (SUCCESS, or CONTENT_FILTERED: the picture blurred by moderation) and `seed` headers; with
// `application/json` it is `{ image (base64), finish_reason, seed }`. Failures are JSON
// `{ id, name, errors[] }`. One request makes one image, so `count` images are `count` requests at
// once with distinct seeds, the first failure aborting the others.
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { encodeMultipart } from './multipart.ts';
import {
  type EncodedImage,
  type ImageProvider,
  type InpaintRequest,
  type InpaintResult,
  maskOfSize,
  ProviderError,
  photoOfSize,
  TRANSIT_JPEG,
} from './provider.ts';

/** The real API's origin (paths start with the API version). */
export const STABILITY_BASE_URL = 'https://api.stability.ai';
export const STABILITY_INPAINT_PATH = '/v2beta/stable-image/edit/inpaint';
/** The endpoint takes no model parameter; images are recorded under the service's name. */
export const STABILITY_MODEL = 'stable-image-inpaint';
/** "Every side must be at least 64 pixels". */
export const STABILITY_MIN_SIDE = 64;
/** "Total pixel count must be between 4,096 and 9,437,184 pixels". */
export const STABILITY_MAX_PIXELS = 9_437_184;
/** 413: "Your request was larger than 10MiB." */
export const STABILITY_MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** `seed` is 0 to 4294967294, where 0 (or none) means a random one. */
export const STABILITY_MAX_SEED = 4_294_967_294;
/** 429: "You have exceeded the rate limit ... and have been timed out for 60 seconds." */
const RATE_LIMIT_TIMEOUT_S = 60;
/** Room left in the 10 MiB for the text fields and the multipart boundaries. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type StabilityOutputFormat = 'png' | 'jpeg' | 'webp';

export interface StabilityProviderOptions {
  apiKey: string;
  /** The API's origin, without `/v2beta`; the real host by default. */
  baseUrl?: string;
  /** A fetch implementation (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
  /** `output_format`; JPEG by default (a fraction of PNG's bytes; it is composited into the photo). */
  outputFormat?: StabilityOutputFormat;
  /** `image/*` (the image's bytes, the default) or `application/json` (base64 in JSON). */
  accept?: 'image/*' | 'application/json';
}

type Size = { width: number; height: number };

/**
 * The size the photo is sent at: its own when within the documented limits, else scaled (aspect
 * kept) up to 64 px on the shorter side or down to at most 9,437,184 pixels; null when no size of
 * that aspect fits (sides further apart than 2304:1).
 */
export function requestSize(photo: Size): Size | null {
  const { width, height } = photo;
  const shorter = Math.min(width, height);
  let size = { width, height };
  if (shorter < STABILITY_MIN_SIDE) {
    const scale = STABILITY_MIN_SIDE / shorter;
    size = {
      width: Math.max(STABILITY_MIN_SIDE, Math.round(width * scale)),
      height: Math.max(STABILITY_MIN_SIDE, Math.round(height * scale)),
    };
  } else if (width * height > STABILITY_MAX_PIXELS) {
    const scale = Math.sqrt(STABILITY_MAX_PIXELS / (width * height));
    size = {
      width: Math.max(STABILITY_MIN_SIDE, Math.floor(width * scale)),
      height: Math.max(STABILITY_MIN_SIDE, Math.floor(height * scale)),
    };
  }
  return size.width * size.height <= STABILITY_MAX_PIXELS ? size : null;
}

export interface UploadParts {
  image: EncodedImage & { name: string };
  /** A one-channel PNG the size of the image: white repaints, black keeps. */
  mask: Buffer;
}

/**
 * The photo and the mask as sent, both at `size`: the photo as it came when it fits (JPEG or
 * PNG), else as JPEG; a JPEG again when a PNG would take the request past `budget` bytes (10 MiB
 * less room for the fields by default).
 */
export async function uploadParts(
  image: Buffer,
  mask: Buffer,
  size: Size,
  budget = STABILITY_MAX_REQUEST_BYTES - FORM_OVERHEAD_BYTES,
): Promise<UploadParts> {
  let [photo, grey] = await Promise.all([photoOfSize(image, size), maskOfSize(mask, size)]);
  if (photo.data.length + grey.length > budget && photo.type === 'image/png')
    photo = {
      data: await sharp(photo.data).jpeg(TRANSIT_JPEG).toBuffer(),
      type: 'image/jpeg',
    };
  return { image: { ...photo, name: photo.type === 'image/png' ? 'photo.png' : 'photo.jpg' }, mask: grey };
}

/** `count` distinct seeds in 1..4294967294 (0 would ask the service for a random one). */
export function distinctSeeds(count: number): number[] {
  const first = randomInt(1, STABILITY_MAX_SEED - count + 2);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** Seconds from a Retry-After header (seconds or an HTTP date), when there is one. */
function retryAfter(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, (at - Date.now()) / 1000);
}

/** The documented error body `{ id, name, errors }`, read as far as it is one. */
async function errorBody(response: Response): Promise<{ name: string; errors: string[] }> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { name?: unknown; errors?: unknown; message?: unknown };
    const errors = Array.isArray(body.errors) ? body.errors.map(String) : [];
    if (errors.length === 0 && typeof body.message === 'string') errors.push(body.message);
    return { name: typeof body.name === 'string' ? body.name : '', errors };
  } catch {
    return { name: '', errors: text ? [text.replace(/\s+/g, ' ').slice(0, 200)] : [] };
  }
}

/** A failure answer as the engine's kind, by its status and the documented error `name`. */
export async function failureOf(response: Response): Promise<ProviderError> {
  const { status } = response;
  const { name, errors } = await errorBody(response);
  const detail = errors.join('; ') || response.statusText || 'no details';
  const message = `Stability AI answered ${status}${name ? ` (${name})` : ''}: ${detail}`;
  // A bad key, and an account out of credits: the operator's to fix, not worth a retry.
  if (status === 401 || status === 402 || name === 'payment_required')
    return new ProviderError('auth', message);
  // 403 is documented as moderation ("Your request was flagged by our content moderation
  // system"); 422 `public_figure` refuses the photo itself.
  if (status === 403 || name === 'content_moderation' || name === 'public_figure')
    return new ProviderError('refused', message);
  if (status === 429)
    return new ProviderError('retryable', message, retryAfter(response.headers) ?? RATE_LIMIT_TIMEOUT_S);
  if (status >= 500) return new ProviderError('retryable', message, retryAfter(response.headers));
  if (status >= 400) return new ProviderError('rejected', message);
  return new ProviderError('malformed', `Stability AI answered ${status} instead of an image`);
}

/** True for PNG, JPEG and WebP bytes. */
function isImage(data: Buffer): boolean {
  if (data.length < 12) return false;
  if (data.readUInt32BE(0) === 0x89504e47 && data.readUInt32BE(4) === 0x0d0a1a0a) return true;
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return true;
  return data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
}

/** The picture of a 200 answer, raw bytes or base64 JSON, refused when moderation blurred it. */
async function imageOf(response: Response): Promise<Buffer> {
  const type = response.headers.get('content-type') ?? '';
  let data: Buffer;
  let finish: string | null;
  if (type.startsWith('application/json')) {
    const text = await response.text();
    let body: { image?: unknown; finish_reason?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new ProviderError('malformed', 'Stability AI answered JSON that does not parse');
    }
    if (typeof body.image !== 'string') throw new ProviderError('malformed', 'the answer has no image');
    data = Buffer.from(body.image, 'base64');
    finish = typeof body.finish_reason === 'string' ? body.finish_reason : null;
  } else {
    data = Buffer.from(await response.arrayBuffer());
    finish = response.headers.get('finish-reason');
  }
  if (finish === 'CONTENT_FILTERED')
    throw new ProviderError(
      'refused',
      'Stability AI content moderation blurred the image (CONTENT_FILTERED)',
    );
  if (finish !== null && finish !== 'SUCCESS')
    throw new ProviderError('malformed', `unknown finish reason ${JSON.stringify(finish)}`);
  if (!isImage(data)) throw new ProviderError('malformed', 'the answer is not a PNG, JPEG or WebP image');
  return data;
}

/** Any failure of one request (no answer, a dropped body) as the engine's kind. */
function requestFailure(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted) return new ProviderError('timeout', 'the request was aborted (time limit)');
  const reason = error instanceof Error ? error.message : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return new ProviderError('retryable', `connection to Stability AI failed: ${reason}${cause}`);
}

export function createStabilityProvider(options: StabilityProviderOptions): ImageProvider {
  const { apiKey, outputFormat = 'jpeg', accept = 'image/*' } = options;
  const url = `${(options.baseUrl ?? STABILITY_BASE_URL).replace(/\/+$/, '')}${STABILITY_INPAINT_PATH}`;
  const send = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function inpaintOnce(parts: UploadParts, prompt: string, seed: number, signal: AbortSignal) {
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(parts.image.data)], { type: parts.image.type }),
      parts.image.name,
    );
    form.append('mask', new Blob([new Uint8Array(parts.mask)], { type: 'image/png' }), 'mask.png');
    form.append('prompt', prompt);
    form.append('seed', String(seed));
    form.append('output_format', outputFormat);
    const { body, contentType } = await encodeMultipart(form);
    try {
      const response = await send(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${apiKey}`,
          accept,
          'content-type': contentType,
          'stability-client-id': 'poolscape',
        },
        body,
        signal,
      });
      if (response.status !== 200) throw await failureOf(response);
      return await imageOf(response);
    } catch (error) {
      throw requestFailure(error, signal);
    }
  }

  async function prepare(request: InpaintRequest): Promise<UploadParts> {
    const photo = await sharp(request.image)
      .metadata()
      .catch(() => null);
    if (!photo?.width || !photo.height)
      throw new ProviderError('rejected', 'the photo is not a readable image');
    const size = requestSize({ width: photo.width, height: photo.height });
    if (!size)
      throw new ProviderError(
        'rejected',
        `a ${photo.width}x${photo.height} photo is beyond Stability AI's sizes`,
      );
    return uploadParts(request.image, request.mask, size).catch((error: unknown) => {
      throw new ProviderError('rejected', `the photo or mask could not be encoded: ${String(error)}`);
    });
  }

  return {
    name: 'stability',
    model: STABILITY_MODEL,
    // Beyond the documented sizes the adapter refuses the photo itself.
    inputSize: (size) => requestSize(size) ?? size,
    async inpaint(request: InpaintRequest): Promise<InpaintResult> {
      if (request.signal.aborted) throw new ProviderError('timeout', 'aborted before the request');
      if (!apiKey) throw new ProviderError('auth', 'no Stability AI API key is configured');
      // One request per image, all at once; the first failure stops the others.
      const calls = new AbortController();
      const stop = () => calls.abort();
      request.signal.addEventListener('abort', stop, { once: true });
      try {
        const parts = await prepare(request);
        const images = await Promise.all(
          distinctSeeds(Math.max(1, request.count)).map((seed) =>
            inpaintOnce(parts, request.prompt, seed, calls.signal).catch((error: unknown) => {
              calls.abort();
              throw error;
            }),
          ),
        );
        return { images, model: STABILITY_MODEL };
      } catch (error) {
        if (error instanceof ProviderError) throw error;
        if (request.signal.aborted)
          throw new ProviderError('timeout', 'the request was aborted (time limit)');
        throw new ProviderError('malformed', `unexpected failure: ${String(error)}`);
      } finally {
        request.signal.removeEventListener('abort', stop);
      }
    },
  };
}
