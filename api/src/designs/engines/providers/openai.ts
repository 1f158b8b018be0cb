// The OpenAI image provider: one masked edit through OpenAI's Images API
// (`POST {baseUrl}/images/edits`, multipart) with the official `openai` SDK. The photo goes as
// `image`, the footprint as `mask` in OpenAI's convention (a PNG the size of the image whose fully
// transparent pixels may be repainted), several outputs per request (`n`, at most 10), and the
// images come back base64-encoded JPEGs (`data[].b64_json`, the only form GPT Image models
// return; `output_format: jpeg` as OpenAI's docs advise when latency matters).
// The SDK's own retries are off: the engine retries, and this adapter sorts every failure into a
// ProviderError kind.
import OpenAI, {
  APIConnectionError,
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  InternalServerError,
  PermissionDeniedError,
  RateLimitError,
  toFile,
} from 'openai';
import sharp from 'sharp';
import { encodeMultipart } from './multipart.ts';
import {
  type EncodedImage,
  type ImageProvider,
  type InpaintRequest,
  type InpaintResult,
  ProviderError,
  photoOfSize,
} from './provider.ts';

/** The real API, `/v1` included (as the SDK and OPENAI_BASE_URL spell it). */
export const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** The GPT Image model the SDK's docs name to replace the retired `gpt-image-1`. */
export const OPENAI_DEFAULT_MODEL = 'gpt-image-2.5-sunburst';
/** The JPEG quality asked for (`output_compression`, 0-100). */
export const OPENAI_OUTPUT_QUALITY = 95;
/** "The number of images to generate. Must be between 1 and 10." */
export const OPENAI_MAX_PER_REQUEST = 10;

export interface OpenAiProviderOptions {
  apiKey: string;
  /** The API's base URL with `/v1`; the real host by default. */
  baseUrl?: string;
  model?: string;
  /** A fetch implementation (tests, proxies); the global one by default. */
  fetch?: typeof globalThis.fetch;
  /** The SDK's own limit for one request (ms); the engine's signal is usually shorter. */
  timeoutMs?: number;
}

type Size = { width: number; height: number };

/**
 * Models documented to take `input_fidelity` (`high` on `gpt-image-1.5`, and the retired
 * `gpt-image-1`). The docs say to omit it for `gpt-image-2`; later models keep input detail
 * without it, so it is sent only where it is documented.
 */
export function takesInputFidelity(model: string): boolean {
  return /^gpt-image-1(\.5)?(-\d{4}-\d{2}-\d{2})?$/.test(model);
}

/** Models documented to take any `WIDTHxHEIGHT` (multiples of 16, aspect 1:3 to 3:1). */
export function takesAnySize(model: string): boolean {
  return /^gpt-image-2(\.5-(sunburst|flare))?(-\d{4}-\d{2}-\d{2})?$/.test(model);
}

/**
 * The output size asked for: the photo's own aspect (1536 px on the longer side) for models that
 * take any size, otherwise the documented size of the same orientation (1024x1024, 1536x1024 or
 * 1024x1536). The image and mask are sent at that size so the model's picture lines up with them.
 */
export function requestSize(model: string, photo: Size): Size {
  const ratio = photo.width / photo.height;
  if (takesAnySize(model)) {
    const clamped = Math.min(3, Math.max(1 / 3, ratio));
    const long = 1536;
    const short = (side: number) => Math.max(16, Math.round(side / 16) * 16);
    return clamped >= 1
      ? { width: long, height: short(long / clamped) }
      : { width: short(long * clamped), height: long };
  }
  if (ratio > 1.2) return { width: 1536, height: 1024 };
  if (ratio < 1 / 1.2) return { width: 1024, height: 1536 };
  return { width: 1024, height: 1024 };
}

/** The engine's greyscale mask (white = repaint) as OpenAI's: transparent where it may paint. */
export async function alphaMask(mask: Buffer, size: Size): Promise<Buffer> {
  // Transparent (0) where the engine's mask is white, opaque elsewhere, over black.
  const alpha = await sharp(mask)
    .resize(size.width, size.height, { fit: 'fill', kernel: 'nearest' })
    .flatten({ background: '#000000' })
    .toColourspace('b-w')
    .threshold(128)
    .negate()
    .raw()
    .toBuffer();
  return sharp({ create: { width: size.width, height: size.height, channels: 3, background: '#000000' } })
    .joinChannel(alpha, { raw: { width: size.width, height: size.height, channels: 1 } })
    .png()
    .toBuffer();
}

/** Seconds to wait from `retry-after-ms` or `retry-after` (seconds or an HTTP date). */
function retryAfterSeconds(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms / 1000;
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

/** OpenAI's content-policy refusals: `moderation_blocked` (GPT Image), `content_policy_violation`. */
function isRefusal(error: APIError): boolean {
  return (
    error.code === 'moderation_blocked' ||
    error.code === 'content_policy_violation' ||
    (error.status === 400 && /safety system/i.test(error.message))
  );
}

/** Any failure of one call as the engine's kind. */
export function classify(error: unknown, signal: AbortSignal): ProviderError {
  if (error instanceof ProviderError) return error;
  if (signal.aborted || error instanceof APIUserAbortError)
    return new ProviderError('timeout', 'the request was aborted (time limit)');
  if (error instanceof APIConnectionTimeoutError)
    return new ProviderError('timeout', 'the request timed out');
  if (error instanceof APIConnectionError)
    return new ProviderError(
      'retryable',
      `connection failed: ${error.cause instanceof Error ? error.cause.message : error.message}`,
    );
  if (error instanceof APIError) {
    const message = `${error.status ?? 'no status'}: ${error.message}`;
    if (error instanceof AuthenticationError || error instanceof PermissionDeniedError)
      return new ProviderError('auth', message);
    if (error instanceof RateLimitError)
      return new ProviderError('retryable', message, retryAfterSeconds(error.headers));
    if (error instanceof InternalServerError)
      return new ProviderError('retryable', message, retryAfterSeconds(error.headers));
    if (isRefusal(error)) return new ProviderError('refused', message);
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500)
      return new ProviderError('rejected', message);
    return new ProviderError('malformed', message);
  }
  // A 200 whose body is not the documented JSON (the SDK's JSON parse fails).
  return new ProviderError(
    'malformed',
    `unreadable answer: ${error instanceof Error ? error.message : String(error)}`,
  );
}

/** PNG, JPEG or WebP, by their first bytes. */
function isImage(data: Buffer): boolean {
  const png = data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const webp =
    data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP';
  return png || jpeg || webp;
}

/** The images of one answer, or 'malformed' when it does not hold `expected` of them. */
function imagesOf(answer: unknown, expected: number): Buffer[] {
  const data = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : undefined;
  if (!Array.isArray(data)) throw new ProviderError('malformed', 'the answer has no data array');
  const images: Buffer[] = [];
  for (const item of data.slice(0, expected)) {
    const b64 = typeof item === 'object' && item !== null && 'b64_json' in item ? item.b64_json : undefined;
    if (typeof b64 !== 'string' || b64 === '')
      throw new ProviderError('malformed', 'an image without b64_json');
    const image = Buffer.from(b64, 'base64');
    if (!isImage(image)) throw new ProviderError('malformed', 'b64_json is not a PNG, JPEG or WebP image');
    images.push(image);
  }
  if (images.length < expected)
    throw new ProviderError('malformed', `asked for ${expected} images, got ${images.length}`);
  return images;
}

/** `fetch` with the SDK's multipart bodies encoded up front (see multipart.ts). */
export function bufferedFetch(inner: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    if (!(init?.body instanceof FormData)) return inner(input, init);
    const { body, contentType } = await encodeMultipart(init.body);
    const headers = new Headers(init.headers);
    headers.set('content-type', contentType);
    return inner(input, { ...init, headers, body });
  };
}

export function createOpenAiProvider(options: OpenAiProviderOptions): ImageProvider {
  const { apiKey, baseUrl = OPENAI_BASE_URL, model = OPENAI_DEFAULT_MODEL, timeoutMs = 600_000 } = options;
  const client = apiKey
    ? new OpenAI({
        apiKey,
        baseURL: baseUrl,
        // Passed explicitly so the SDK reads none of them from the environment.
        organization: null,
        project: null,
        webhookSecret: null,
        logLevel: 'warn',
        maxRetries: 0,
        timeout: timeoutMs,
        fetch: bufferedFetch(options.fetch ?? ((input, init) => globalThis.fetch(input, init))),
      })
    : null;

  async function editOnce(
    request: InpaintRequest,
    signal: AbortSignal,
    image: EncodedImage,
    mask: Buffer,
    size: Size,
    n: number,
  ) {
    if (!client) throw new ProviderError('auth', 'no OpenAI API key is configured');
    const answer = await client.images.edit(
      {
        model,
        image: await toFile(image.data, image.type === 'image/png' ? 'photo.png' : 'photo.jpg', {
          type: image.type,
        }),
        mask: await toFile(mask, 'mask.png', { type: 'image/png' }),
        prompt: request.prompt,
        n,
        size: `${size.width}x${size.height}`,
        // JPEG comes back faster and a sixth the size; it is composited into the photo's pixels.
        output_format: 'jpeg',
        output_compression: OPENAI_OUTPUT_QUALITY,
        ...(takesInputFidelity(model) ? { input_fidelity: 'high' as const } : {}),
      },
      { signal },
    );
    return imagesOf(answer, n);
  }

  return {
    name: 'openai',
    model,
    inputSize: (size) => requestSize(model, size),
    async inpaint(request: InpaintRequest): Promise<InpaintResult> {
      if (request.signal.aborted) throw new ProviderError('timeout', 'aborted before the request');
      // Several calls for more than 10 images: the first failure stops the others.
      const calls = new AbortController();
      const stop = () => calls.abort();
      request.signal.addEventListener('abort', stop, { once: true });
      try {
        const photo = await sharp(request.image).metadata();
        if (!photo.width || !photo.height) throw new ProviderError('rejected', 'the photo has no size');
        const size = requestSize(model, { width: photo.width, height: photo.height });
        const [image, mask] = await Promise.all([
          photoOfSize(request.image, size),
          alphaMask(request.mask, size),
        ]);
        const batches: number[] = [];
        for (let left = Math.max(1, request.count); left > 0; left -= OPENAI_MAX_PER_REQUEST)
          batches.push(Math.min(OPENAI_MAX_PER_REQUEST, left));
        const results = await Promise.all(
          batches.map((n) =>
            editOnce(request, calls.signal, image, mask, size, n).catch((error: unknown) => {
              calls.abort();
              throw error;
            }),
          ),
        );
        return { images: results.flat(), model };
      } catch (error) {
        throw classify(error, request.signal);
      } finally {
        request.signal.removeEventListener('abort', stop);
      }
    },
  };
}
