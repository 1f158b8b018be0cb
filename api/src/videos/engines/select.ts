// Which engine makes videos: the built-in video maker unless VIDEO_PROVIDER names a video model
// provider, whose key (and optionally base URL and model) come from its own variables.
import type { Env } from '../../env.ts';
import { videoDecoder } from '../ffmpeg.ts';
import { builtInVideoEngine } from './built-in.ts';
import type { VideoEngine } from './engine.ts';
import { createReplicateVideoEngine } from './replicate.ts';

type VideoEnv = Pick<
  Env,
  | 'VIDEO_PROVIDER'
  | 'VIDEO_TIMEOUT_MS'
  | 'VIDEO_COST_USD'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_BASE_URL'
  | 'REPLICATE_VIDEO_MODEL'
  | 'FFMPEG_PATH'
>;

/** The engine the video workers use, and a line for the operator saying which. */
export function selectVideoEngine(env: VideoEnv, log: (message: string) => void): VideoEngine {
  if (env.VIDEO_PROVIDER !== 'replicate') return builtInVideoEngine;
  const engine = createReplicateVideoEngine({
    apiKey: env.REPLICATE_API_TOKEN ?? '',
    ...(env.REPLICATE_BASE_URL ? { baseUrl: env.REPLICATE_BASE_URL } : {}),
    ...(env.REPLICATE_VIDEO_MODEL ? { model: env.REPLICATE_VIDEO_MODEL } : {}),
    timeLimitMs: env.VIDEO_TIMEOUT_MS,
    costUsd: env.VIDEO_COST_USD,
    log,
    decoder: videoDecoder(env.FFMPEG_PATH),
  });
  if (!env.FFMPEG_PATH)
    log('FFMPEG_PATH is not set: the video model’s files are read by the bundled ffmpeg, a 2018 build');
  log(`making videos with replicate (${env.REPLICATE_VIDEO_MODEL ?? 'kwaivgi/kling-v2.1'})`);
  return engine;
}
