// The Replicate adapter: one masked inpainting through Replicate predictions with the official
// `replicate` SDK. It creates a prediction for an inpainting model (`POST /v1/models/{owner}/{name}/
// predictions`, or `POST /v1/predictions` with a version), polls `GET /v1/predictions/{id}` until it
// ends, downloads every output URL at once (Replicate deletes outputs after an hour) and cancels
// (`POST /v1/predictions/{id}/cancel`) when aborted. Docs: replicate.com/docs/reference/http and
// replicate.com/black-forest-labs/flux-fill-pro/api/schema (image, mask white = repaint, prompt).
import Replicate, { type Prediction } from 'replicate';
import { type ImageProvider, type InpaintRequest, type InpaintResult, ProviderError } from './provider.ts';

export const REPLICATE_BASE_URL = 'https://api.replicate.com/v1';
export const REPLICATE_DEFAULT_MODEL = 'black-forest-labs/flux-fill-pro';
/** Models known to take `num_outputs`; for the others we make one prediction per image. */
const MULTI_OUTPUT_MODELS = new Set([
  'black-forest-labs/flux-fill-dev',
  'stability-ai/stable-diffusion-inpainting',
]);
const POLL_INTERVAL_MS = 1000;

export type Fetch = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

/**
 * A fetch for one call through the SDK. The SDK retries 429 and 5xx itself; our engines own
 * retries, so the first such answer of the call is kept and every later request of the call fails
 * with it at once (one real attempt), sorted into a ProviderError.
 */
export function oneAttemptFetch(rawFetch: Fetch, signal: AbortSignal): Fetch {
  let failure: ProviderError | undefined;
  return async (input, init) => {
    if (failure) throw failure;
    let response: Response;
    try {
      response = await rawFetch(input, init);
    } catch (error) {
      if (signal.aborted) throw abortError();
      failure = new ProviderError('retryable', `Could not reach Replicate: ${(error as Error).message}`);
      throw failure;
    }
    if (response.status === 429 || response.status >= 500) {
      failure = await failureOf(response);
      throw failure;
    }
    return response;
  };
}

export interface ReplicateProviderOptions {
  apiKey: string;
  baseUrl?: string;
  /** `owner/name` (official model) or `owner/name:version`. */
  model?: string;
  fetch?: Fetch;
  /** Milliseconds between polls (tests make it short). */
  pollInterval?: number;
}

/** Messages of failed predictions that are the model's safety checker refusing. */
export const REFUSAL = /nsfw|safety|sensitive|content (policy|moderation)|flagged/i;
/** Messages of failed predictions that are worth another try. */
export const TRANSIENT = /cold|overloaded|out of memory|cuda|timed? ?out|try again|capacity|unavailable/i;

function retryAfterSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, (date - Date.now()) / 1000);
}

async function problemDetail(response: Response): Promise<string> {
  let text = '';
  try {
    if (!response.bodyUsed) text = await response.clone().text();
  } catch {
    // The SDK already read it; the caller falls back to the SDK's message.
  }
  if (!text) return '';
  try {
    const body = JSON.parse(text) as { detail?: unknown; title?: unknown };
    return String(body.detail ?? body.title ?? text);
  } catch {
    return text.slice(0, 200);
  }
}

export function abortError(): ProviderError {
  return new ProviderError('timeout', 'Replicate did not finish in time');
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Sorts an HTTP failure answer into a ProviderError. */
export async function failureOf(response: Response, fallback = ''): Promise<ProviderError> {
  const detail = (await problemDetail(response)) || fallback;
  const status = response.status;
  if (status === 401 || status === 403)
    return new ProviderError('auth', `Replicate refused the API key (${status}): ${detail}`);
  if (status === 429)
    return new ProviderError(
      'retryable',
      `Replicate rate limit: ${detail}`,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  if (status >= 500) return new ProviderError('retryable', `Replicate server error ${status}: ${detail}`);
  return new ProviderError('rejected', `Replicate rejected the request (${status}): ${detail}`);
}

/** A PNG or JPEG as a data URL. */
export function toDataUrl(image: Buffer): string {
  const jpeg = image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff;
  return `data:image/${jpeg ? 'jpeg' : 'png'};base64,${image.toString('base64')}`;
}

function outputUrls(output: unknown): string[] {
  const list = Array.isArray(output) ? output : [output];
  const urls = list.filter(
    (item): item is string => typeof item === 'string' && /^(https?|data):/.test(item),
  );
  if (urls.length === 0 || urls.length !== list.length)
    throw new ProviderError('malformed', 'Replicate prediction succeeded without image URLs');
  return urls;
}

export function createReplicateProvider(options: ReplicateProviderOptions): ImageProvider {
  const model = options.model ?? REPLICATE_DEFAULT_MODEL;
  const baseUrl = options.baseUrl ?? REPLICATE_BASE_URL;
  const rawFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const pollInterval = options.pollInterval ?? POLL_INTERVAL_MS;
  const [modelName, version] = model.split(':') as [string, string | undefined];
  const multiOutput = MULTI_OUTPUT_MODELS.has(modelName);

  async function inpaint(request: InpaintRequest): Promise<InpaintResult> {
    const { signal } = request;
    if (signal.aborted) throw abortError();
    const client = new Replicate({
      auth: options.apiKey,
      baseUrl,
      fetch: oneAttemptFetch(rawFetch, signal),
      useFileOutput: false,
    });
    const canceller = new Replicate({ auth: options.apiKey, baseUrl, fetch: rawFetch, useFileOutput: false });

    const input: Record<string, unknown> = {
      image: toDataUrl(request.image),
      mask: toDataUrl(request.mask),
      prompt: request.prompt,
    };
    // FLUX Fill takes output_format (pro: jpg|png, dev: webp|jpg|png; JPEG is a fraction of
    // PNG's bytes and is composited into the photo) and dev an output_quality; others may not.
    if (modelName.startsWith('black-forest-labs/flux-fill')) input.output_format = 'jpg';
    if (modelName.startsWith('black-forest-labs/flux-fill-dev')) input.output_quality = 95;
    if (multiOutput) input.num_outputs = request.count;
    const runs = multiOutput ? 1 : request.count;
    const started: string[] = [];

    async function runOne(): Promise<string[]> {
      let prediction: Prediction = await client.predictions.create(
        version ? { version, input, signal } : { model: modelName, input, signal },
      );
      started.push(prediction.id);
      while (prediction.status === 'starting' || prediction.status === 'processing') {
        await sleep(pollInterval, signal);
        prediction = await client.predictions.get(prediction.id, { signal });
      }
      if (prediction.status === 'succeeded') return outputUrls(prediction.output);
      const message = String(prediction.error ?? prediction.status);
      if (prediction.status === 'canceled') {
        if (signal.aborted) throw abortError();
        throw new ProviderError('rejected', 'The Replicate prediction was canceled');
      }
      if (REFUSAL.test(message)) throw new ProviderError('refused', `Replicate refused: ${message}`);
      if (TRANSIENT.test(message))
        throw new ProviderError('retryable', `Replicate prediction failed: ${message}`);
      throw new ProviderError('rejected', `Replicate prediction failed: ${message}`);
    }

    async function download(url: string): Promise<Buffer> {
      let response: Response;
      try {
        response = await rawFetch(url, { signal });
      } catch (error) {
        if (signal.aborted) throw abortError();
        throw new ProviderError(
          'malformed',
          `Could not download the Replicate output: ${(error as Error).message}`,
        );
      }
      if (!response.ok)
        throw new ProviderError('malformed', `The Replicate output answered ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      if (!isImage(bytes)) throw new ProviderError('malformed', 'The Replicate output is not an image');
      return bytes;
    }

    try {
      const urls = (await Promise.all(Array.from({ length: runs }, runOne))).flat();
      if (urls.length < request.count)
        throw new ProviderError('malformed', `Replicate made ${urls.length} images`);
      const images = await Promise.all(urls.slice(0, request.count).map(download));
      return { images, model };
    } catch (error) {
      if (signal.aborted) {
        await Promise.allSettled(started.map((id) => canceller.predictions.cancel(id)));
        throw abortError();
      }
      throw await sorted(error);
    }
  }

  return { name: 'replicate', model, inpaint };
}

/** PNG, JPEG or WebP magic numbers. */
function isImage(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  if (bytes.readUInt32BE(0) === 0x89504e47) return true;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return true;
  return bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP';
}

/** The SDK's ApiError carries the response; anything else unknown is a malformed answer. */
export async function sorted(error: unknown): Promise<ProviderError> {
  if (error instanceof ProviderError) return error;
  const response = (error as { response?: unknown }).response;
  if (response instanceof Response) return failureOf(response, (error as Error).message);
  return new ProviderError('malformed', `Unexpected answer from Replicate: ${(error as Error).message}`);
}
