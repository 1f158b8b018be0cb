// Which engine makes videos: the built-in video maker unless VIDEO_PROVIDER names a video model
// provider, whose key (and optionally base URL and model) come from its own variables.
import type { Env } from '../../env.ts';
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
  });
  log(`making videos with replicate (${env.REPLICATE_VIDEO_MODEL ?? 'kwaivgi/kling-v2.1'})`);
  return engine;
}
