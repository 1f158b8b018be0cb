// The AI render engine: a design rendered by an image model. The model gets the photo, a mask of
// the design's zone and a prompt built from the options; its picture is resized to the photo and
// composited back through the zone, so every pixel outside it stays the customer's.

import sharp from 'sharp';
import { designZone } from '../../../renderer/zone.ts';
import { type RenderEngine, RenderRefusedError, type RenderRequest, type RenderResult } from '../engine.ts';
import { type ImageProvider, ProviderError } from '../providers/provider.ts';
import { compositeInto, decodeRgb, featherWeights, zoneMaskPng } from './composite.ts';
import { buildPrompt } from './prompt.ts';
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
  return {
    async render(request: RenderRequest): Promise<RenderResult> {
      const photo = await decodeRgb(request.photo);
      const { width, height } = photo;
      const zone = designZone({
        corners: request.corners,
        width,
        height,
        style: request.style,
        features: request.features,
        seed: request.seed,
      });
      const scale = Math.min(1, PROVIDER_MAX_SIDE / Math.max(width, height));
      const size = { width: Math.round(width * scale), height: Math.round(height * scale) };
      const [image, mask] = await Promise.all([
        sharp(request.photo).resize(size.width, size.height, { fit: 'fill' }).png().toBuffer(),
        zoneMaskPng(zone, width, height, size),
      ]);
      const prompt = buildPrompt({ ...request, custom: request.prompt });
      let result: Awaited<ReturnType<ImageProvider['inpaint']>>;
      try {
        result = await withRetries((signal) => provider.inpaint({ image, mask, prompt, count: 1, signal }), {
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
      const first = result.images[0];
      if (!first) throw refusal(provider.name, new ProviderError('malformed', 'no image in the answer'), log);
      const weights = featherWeights(zone, width, height, Math.max(3, width / 200));
      try {
        return { image: await compositeInto(photo, first, weights), width, height };
      } catch (error) {
        throw refusal(
          provider.name,
          new ProviderError('malformed', `unreadable image: ${String(error)}`),
          log,
        );
      }
    },
  };
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
