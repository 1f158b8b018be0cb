// The AI render engine: a design rendered by an image model. The model gets the photo, a mask of
// the design's zone and a prompt built from the options, and makes every variation of a request in
// one call where the provider can; its pictures are resized to the photo and composited back
// through the zone, so every pixel outside it stays the customer's (at dusk and night, the
// built-in scene grade of it). A modeling style other than a photograph is a second call that
// redraws the finished design whole.

import { MAX_VARIATIONS } from '@poolscape/shared/designs';
import sharp, { type Sharp } from 'sharp';
import { decodeKeepMask } from '../../../renderer/image-io.ts';
import { renderPool } from '../../../renderer/index.ts';
import { designZone } from '../../../renderer/zone.ts';
import { maskBounds } from '../../aspects.ts';
import { planOf } from '../../plan-choice.ts';
import { type RenderBatch, type RenderEngine, RenderRefusedError, type RenderRequest } from '../engine.ts';
import { imagePrice } from '../prices.ts';
import { type ImageProvider, ProviderError, TRANSIT_JPEG } from '../providers/provider.ts';
import { compositeInto, decodeRgb, featherWeights, type Pixels, zoneMaskPng } from './composite.ts';
import { buildModelingPrompt, buildPrompt } from './prompt.ts';
import { withRetries } from './retry.ts';

/** The longest side sent to a provider. */
export const PROVIDER_MAX_SIDE = 1536;

export interface AiEngineOptions {
  provider: ImageProvider;
  /** How long one image may take, retries included (ms). */
  timeLimitMs?: number;
  /** Operator log lines (a bad key, retries). */
  log: (message: string) => void;
  /** First backoff pause (ms); tests make it short. */
  baseDelayMs?: number;
  /** The operator's price of one image (IMAGE_COST_USD); the price table's otherwise. */
  costPerImageUsd?: number;
}

/** What the customer reads when a provider fails for good. */
export const PROVIDER_FAILURE_TEXT = {
  auth: 'The image service is not available right now. Your images were refunded; please try again later.',
  refused:
    'The image service declined this design, usually because of the custom prompt. Your images were refunded; try other words.',
  other: 'The image service could not make this design. Your images were refunded; please try again.',
} as const;

export function createAiEngine(options: AiEngineOptions): RenderEngine {
  const { provider, timeLimitMs = 180_000, log, baseDelayMs } = options;
  const costPerCall = imagePrice(provider.name, options.costPerImageUsd);

  /** One provider call within the time limit, its failures sorted for the job. */
  async function inpaint(image: Buffer, mask: Buffer, prompt: string, count: number): Promise<Buffer[]> {
    let result: Awaited<ReturnType<ImageProvider['inpaint']>>;
    try {
      result = await withRetries((signal) => provider.inpaint({ image, mask, prompt, count, signal }), {
        timeLimitMs,
        ...(baseDelayMs === undefined ? {} : { baseDelayMs }),
        onRetry: (error, attempt, delay) =>
          log(
            `${provider.name}: attempt ${attempt} failed (${error.message}); trying again in ${Math.round(delay)} ms`,
          ),
      });
    } catch (error) {
      throw refusal(provider.name, error, log);
    }
    if (result.images.length < count)
      throw refusal(provider.name, new ProviderError('malformed', 'too few images in the answer'), log);
    return result.images.slice(0, count);
  }

  /** Decodes what a model returned, or fails the version as a malformed answer. */
  async function readable<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw refusal(provider.name, new ProviderError('malformed', `unreadable image: ${String(error)}`), log);
    }
  }

  return {
    name: provider.name,
    // Every variation of a version in one request (adapters split what their API cannot take).
    batchSize: MAX_VARIATIONS,
    async render(request: RenderRequest): Promise<RenderBatch> {
      const meta = await sharp(request.photo).metadata();
      const scale = Math.min(1, PROVIDER_MAX_SIDE / Math.max(meta.width ?? 1, meta.height ?? 1));
      const scaled = {
        width: Math.round((meta.width ?? 1) * scale),
        height: Math.round((meta.height ?? 1) * scale),
      };
      // Made at the size the provider takes, so the adapter sends the image and mask as they are.
      const size = provider.inputSize?.(scaled) ?? scaled;
      const photo = await decodeRgb(request.photo);
      // The provider's JPEG is made on sharp's threads while the zone is worked out here (and
      // before anything is blended into the photo's pixels).
      const photoForProvider = transitJpeg(
        sharp(photo.data, { raw: { width: photo.width, height: photo.height, channels: 3 } }),
        size,
      );
      photoForProvider.catch(() => undefined);

      const { width, height } = photo;
      // One mask for the whole request: every seed's zone (features are placed per seed).
      const [zone = new Uint8Array(width * height), ...others] = request.seeds.map((seed) =>
        designZone({ ...request, width, height, seed }),
      );
      for (const own of others) for (let i = 0; i < zone.length; i++) zone[i] ||= own[i] as number;
      // "Keep this": the model may not paint there, and nothing of its picture is blended in.
      if (request.keep) {
        const keep = await decodeKeepMask(request.keep, width, height);
        for (let i = 0; i < zone.length; i++) if (keep[i]) zone[i] = 0;
      }
      const focus = maskBounds(zone, width, height);

      // At dusk and night the scene grade is drawn while the provider paints.
      const graded = sceneBase(request, photo);
      graded.catch(() => undefined);
      const [image, mask] = await Promise.all([photoForProvider, zoneMaskPng(zone, width, height, size)]);

      const prompt = buildPrompt({ ...request, custom: request.prompt });
      const painted = await inpaint(image, mask, prompt, request.seeds.length);

      const base = await graded;
      const weights = featherWeights(zone, width, height, Math.max(3, width / 200), focus);
      // Raw pixels for the job, which encodes every file it stores from them; the last picture
      // is blended into the base itself.
      let images = await readable(() =>
        Promise.all(
          painted.map((picture, index) =>
            compositeInto(base, picture, weights, index === painted.length - 1),
          ),
        ),
      );

      let calls = 1;
      if (request.modelingStyle !== 'photoreal') {
        // The finished design redrawn whole in the chosen style (the whole picture may change).
        const whole = await zoneMaskPng(new Uint8Array(width * height).fill(1), width, height, size);
        const stylePrompt = buildModelingPrompt(request.modelingStyle);
        images = await Promise.all(
          images.map(async (composited) => {
            const small = await transitJpeg(sharp(composited, { raw: { width, height, channels: 3 } }), size);
            const [drawn] = await inpaint(small, whole, stylePrompt, 1);
            return readable(() =>
              sharp(drawn)
                .removeAlpha()
                .toColourspace('srgb')
                .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
                .raw()
                .toBuffer(),
            );
          }),
        );
        calls = 2;
      }
      return {
        images: images.map((pixels) => ({ image: pixels, raw: true, width, height, focus })),
        engine: provider.name,
        model: provider.model,
        costPerImageUsd: costPerCall * calls,
        promptReading: null,
      };
    },
  };
}

/** An image at `size` as the JPEG a provider gets. */
function transitJpeg(image: Sharp, size: { width: number; height: number }): Promise<Buffer> {
  return image
    .resize(size.width, size.height, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .jpeg(TRANSIT_JPEG)
    .toBuffer();
}

/**
 * What the model's picture is composited into. By day the photo itself, so every pixel outside
 * the zone is the customer's. At dusk and night the built-in renderer's scene grade of the photo
 * (the new sky, the exposure and the lamps' light): the same guarantee as a built-in render, so
 * the garden around a night-time pool is night too.
 */
async function sceneBase(request: RenderRequest, photo: Pixels): Promise<Pixels> {
  if (request.timeOfDay === 'day') return photo;
  const graded = await renderPool({
    photo: request.photo,
    corners: request.corners,
    style: request.style,
    ...planOf(request),
    features: request.features,
    timeOfDay: request.timeOfDay,
    seed: request.seeds[0] ?? 0,
    maxWidth: Math.max(photo.width, 64),
    ...(request.keep ? { keep: request.keep } : {}),
  });
  return decodeRgb(graded.image);
}

/** A provider's final failure as the job sees it: retried by the queue, or failed at once. */
function refusal(name: string, error: unknown, log: (message: string) => void): Error {
  if (!(error instanceof ProviderError)) return error instanceof Error ? error : new Error(String(error));
  switch (error.kind) {
    case 'auth':
      log(`${name}: the provider refused our key (${error.message}); check its API key`);
      return new RenderRefusedError(PROVIDER_FAILURE_TEXT.auth, `${name}: ${error.message}`);
    case 'refused':
      return new RenderRefusedError(PROVIDER_FAILURE_TEXT.refused, `${name}: ${error.message}`);
    case 'rejected':
    case 'malformed':
      return new RenderRefusedError(PROVIDER_FAILURE_TEXT.other, `${name}: ${error.message}`);
    default:
      // Out of time or still overloaded: the queue tries the job again later, then refunds.
      return error;
  }
}
