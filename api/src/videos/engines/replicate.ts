// A video model on Replicate animates the design (VIDEO_PROVIDER=replicate): Kling v2.1 by default
// (kwaivgi/kling-v2.1: `prompt`, `start_image`, `end_image` in pro mode, `mode` standard 720p or pro
// 1080p, `duration` 5 or 10; the output is one MP4 URL). The reveal starts on the yard and ends on
// the design (start and end frames); the other templates start on the design and move the camera
// or the light. The prediction is created with the official `replicate` SDK, polled until it ends,
// its MP4 downloaded at once (Replicate deletes outputs after an hour) and normalised by the
// bundled ffmpeg to the format's size, 30 fps H.264. 429 and 5xx are retried within
// VIDEO_TIMEOUT_MS; a bad key or a refused prompt fails the video at once and refunds it.
import { VIDEO_FPS, VIDEO_SIZES, type VideoTemplate } from '@poolscape/shared';
import Replicate, { type Prediction } from 'replicate';
import sharp from 'sharp';
import { withRetries } from '../../designs/engines/ai/retry.ts';
import { ProviderError } from '../../designs/engines/providers/provider.ts';
import {
  abortError,
  type Fetch,
  oneAttemptFetch,
  REFUSAL,
  REPLICATE_BASE_URL,
  sleep,
  sorted,
  TRANSIENT,
  toDataUrl,
} from '../../designs/engines/providers/replicate.ts';
import { transcodeMp4, videoDecoder } from '../ffmpeg.ts';
import { frameRect } from '../frames.ts';
import type { VideoDecoder } from '../outside-video.ts';
import { type MadeVideo, type VideoEngine, VideoRefusedError, type VideoRequest } from './engine.ts';

export const REPLICATE_DEFAULT_VIDEO_MODEL = 'kwaivgi/kling-v2.1';

export const VIDEO_FAILURE_TEXT = {
  auth: 'The video service is not available right now. Your video was not counted; please try again later.',
  refused: 'The video service declined this design. Your video was not counted; try another render.',
  other: 'The video service could not make this video. Your video was not counted; please try again.',
} as const;

export interface ReplicateVideoOptions {
  apiKey: string;
  baseUrl?: string;
  /** `owner/name` or `owner/name:version`. */
  model?: string;
  /** The whole budget of one video, retries included (ms). */
  timeLimitMs: number;
  /** What one video costs at Replicate (US dollars), recorded on it. */
  costUsd: number;
  fetch?: Fetch;
  pollInterval?: number;
  /** The first pause between retries (tests make it short). */
  baseDelayMs?: number;
  log?: (message: string) => void;
  /** What reads the model's video: FFMPEG_PATH's ffmpeg, or the bundled one. */
  decoder?: VideoDecoder;
}

/** How the camera and the light move, as the model is told. */
const MOTION: Record<VideoTemplate, string> = {
  reveal: 'The backyard transforms as the new swimming pool appears, ending exactly on the finished design.',
  'push-in':
    'A slow, steady camera push-in towards the swimming pool; water gently rippling, leaves moving lightly.',
  'day-to-night':
    'A time-lapse of the same view from daylight through a golden dusk to night, the pool and garden lights turning on.',
};

/** Seconds the model is asked for (Kling takes 5 or 10). */
function modelSeconds(template: VideoTemplate): 5 | 10 {
  return template === 'push-in' ? 5 : 10;
}

function finalFailure(error: unknown, log?: (message: string) => void): Error {
  if (!(error instanceof ProviderError)) return error instanceof Error ? error : new Error(String(error));
  switch (error.kind) {
    case 'auth':
      log?.(`replicate video: the provider refused our key (${error.message}); check REPLICATE_API_TOKEN`);
      return new VideoRefusedError(VIDEO_FAILURE_TEXT.auth, error.message);
    case 'refused':
      return new VideoRefusedError(VIDEO_FAILURE_TEXT.refused, error.message);
    case 'rejected':
    case 'malformed':
      return new VideoRefusedError(VIDEO_FAILURE_TEXT.other, error.message);
    default:
      return error;
  }
}

/** A framed JPEG of `image` in the video's format, for the model's start or end frame. */
async function framedJpeg(image: Buffer, request: VideoRequest): Promise<Buffer> {
  const size = VIDEO_SIZES[request.format];
  const meta = await sharp(image).metadata();
  const rect = frameRect(meta.width ?? 1, meta.height ?? 1, size.width / size.height, request.focus);
  return sharp(image)
    .extract({
      left: Math.round(rect.x),
      top: Math.round(rect.y),
      width: Math.min((meta.width ?? 1) - Math.round(rect.x), Math.round(rect.width)),
      height: Math.min((meta.height ?? 1) - Math.round(rect.y), Math.round(rect.height)),
    })
    .resize(size.width, size.height, { fit: 'fill' })
    .jpeg({ quality: 92 })
    .toBuffer();
}

export function createReplicateVideoEngine(options: ReplicateVideoOptions): VideoEngine {
  const model = options.model ?? REPLICATE_DEFAULT_VIDEO_MODEL;
  const baseUrl = options.baseUrl ?? REPLICATE_BASE_URL;
  const rawFetch: Fetch = options.fetch ?? ((input, init) => fetch(input, init));
  const pollInterval = options.pollInterval ?? 2000;
  const [modelName, version] = model.split(':') as [string, string | undefined];

  async function predict(input: Record<string, unknown>, request: VideoRequest, signal: AbortSignal) {
    // One real attempt per call; withRetries owns the backoff.
    const client = new Replicate({
      auth: options.apiKey,
      baseUrl,
      fetch: oneAttemptFetch(rawFetch, signal),
      useFileOutput: false,
    });
    let prediction: Prediction | null = null;
    try {
      prediction = await client.predictions.create(
        version ? { version, input, signal } : { model: modelName, input, signal },
      );
      while (prediction.status === 'starting' || prediction.status === 'processing') {
        await sleep(pollInterval, signal);
        prediction = await client.predictions.get(prediction.id, { signal });
        const percent = /(\d+)%/.exec(
          String(prediction.logs ?? '')
            .split('\n')
            .at(-2) ?? '',
        );
        if (percent) request.onProgress?.(Number(percent[1]), 100);
      }
    } catch (error) {
      if (signal.aborted && prediction) {
        const canceller = new Replicate({
          auth: options.apiKey,
          baseUrl,
          fetch: rawFetch,
          useFileOutput: false,
        });
        await canceller.predictions.cancel(prediction.id).catch(() => undefined);
        throw abortError();
      }
      throw await sorted(error);
    }
    if (prediction.status !== 'succeeded') {
      const message = String(prediction.error ?? prediction.status);
      if (REFUSAL.test(message)) throw new ProviderError('refused', `Replicate refused: ${message}`);
      if (TRANSIENT.test(message))
        throw new ProviderError('retryable', `Replicate prediction failed: ${message}`);
      throw new ProviderError('rejected', `Replicate prediction failed: ${message}`);
    }
    const output = Array.isArray(prediction.output) ? prediction.output[0] : prediction.output;
    if (typeof output !== 'string' || !/^(https?|data):/.test(output))
      throw new ProviderError('malformed', 'Replicate prediction succeeded without a video URL');
    let response: Response;
    try {
      response = await rawFetch(output, { signal });
    } catch (error) {
      throw new ProviderError('retryable', `Could not download the video: ${(error as Error).message}`);
    }
    if (!response.ok) throw new ProviderError('malformed', `The Replicate video answered ${response.status}`);
    const bytes = Buffer.from(await response.arrayBuffer());
    if (bytes.length < 12 || bytes.toString('ascii', 4, 8) !== 'ftyp')
      throw new ProviderError('malformed', 'The Replicate output is not an MP4');
    return bytes;
  }

  return {
    name: 'replicate',
    async make(request): Promise<MadeVideo> {
      const size = VIDEO_SIZES[request.format];
      const start = await framedJpeg(request.template === 'reveal' ? request.photo : request.render, request);
      const end = await framedJpeg(request.render, request);
      const input: Record<string, unknown> = {
        prompt: `${MOTION[request.template]} Photorealistic, ${request.description}. No people, no text.`,
        negative_prompt: 'people, text, watermark, distorted architecture, blur',
        start_image: toDataUrl(start),
        duration: modelSeconds(request.template),
        // Pro is 1080p and takes an end frame: the reveal ends exactly on the design.
        mode: 'pro',
        ...(request.template === 'reveal' ? { end_image: toDataUrl(end) } : {}),
      };
      let downloaded: Buffer;
      try {
        downloaded = await withRetries((signal) => predict(input, request, signal), {
          timeLimitMs: options.timeLimitMs,
          baseDelayMs: options.baseDelayMs,
          onRetry: (error, attempt, delay) =>
            options.log?.(
              `replicate video: attempt ${attempt} failed (${error.message}); again in ${delay} ms`,
            ),
        });
      } catch (error) {
        throw finalFailure(error, options.log);
      }
      let mp4: Buffer;
      let seconds: number;
      try {
        ({ mp4, seconds } = await transcodeMp4(downloaded, {
          ...size,
          fps: VIDEO_FPS,
          decoder: options.decoder ?? videoDecoder(undefined),
          signal: request.signal,
        }));
      } catch (error) {
        throw new VideoRefusedError(
          VIDEO_FAILURE_TEXT.other,
          `the video could not be read: ${(error as Error).message}`,
        );
      }
      return {
        mp4,
        poster: end,
        ...size,
        durationSeconds: seconds,
        engine: 'replicate',
        model,
        costUsd: options.costUsd,
      };
    },
  };
}
