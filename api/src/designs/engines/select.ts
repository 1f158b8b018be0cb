// Which engine renders designs: the built-in renderer unless IMAGE_PROVIDER names an AI image
// provider, whose key (and optionally base URL and model) come from its own variables.
import type { Env } from '../../env.ts';
import { createAiEngine } from './ai/ai-engine.ts';
import { builtInEngine } from './built-in.ts';
import type { RenderEngine } from './engine.ts';
import { createOpenAiProvider } from './providers/openai.ts';
import type { ImageProvider } from './providers/provider.ts';
import { createReplicateProvider } from './providers/replicate.ts';
import { createStabilityProvider } from './providers/stability.ts';

export type ImageProviderName = 'builtin' | 'openai' | 'stability' | 'replicate';

type ProviderEnv = Pick<
  Env,
  | 'IMAGE_PROVIDER'
  | 'IMAGE_TIMEOUT_MS'
  | 'IMAGE_COST_USD'
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_IMAGE_MODEL'
  | 'STABILITY_API_KEY'
  | 'STABILITY_BASE_URL'
  | 'REPLICATE_API_TOKEN'
  | 'REPLICATE_BASE_URL'
  | 'REPLICATE_MODEL'
>;

function providerFor(env: ProviderEnv): ImageProvider | null {
  switch (env.IMAGE_PROVIDER) {
    case 'openai':
      return createOpenAiProvider({
        apiKey: env.OPENAI_API_KEY ?? '',
        ...(env.OPENAI_BASE_URL ? { baseUrl: env.OPENAI_BASE_URL } : {}),
        ...(env.OPENAI_IMAGE_MODEL ? { model: env.OPENAI_IMAGE_MODEL } : {}),
      });
    case 'stability':
      return createStabilityProvider({
        apiKey: env.STABILITY_API_KEY ?? '',
        ...(env.STABILITY_BASE_URL ? { baseUrl: env.STABILITY_BASE_URL } : {}),
      });
    case 'replicate':
      return createReplicateProvider({
        apiKey: env.REPLICATE_API_TOKEN ?? '',
        ...(env.REPLICATE_BASE_URL ? { baseUrl: env.REPLICATE_BASE_URL } : {}),
        ...(env.REPLICATE_MODEL ? { model: env.REPLICATE_MODEL } : {}),
      });
    default:
      return null;
  }
}

/** The engine the render workers use, and a line for the operator saying which. */
export function selectEngine(env: ProviderEnv, log: (message: string) => void): RenderEngine {
  const provider = providerFor(env);
  if (!provider) return builtInEngine;
  log(`rendering designs with ${provider.name} (${provider.model})`);
  return createAiEngine({
    provider,
    timeLimitMs: env.IMAGE_TIMEOUT_MS,
    log,
    ...(env.IMAGE_COST_USD === undefined ? {} : { costPerImageUsd: env.IMAGE_COST_USD }),
  });
}
