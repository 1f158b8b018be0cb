// The built-in engine: the offline, deterministic renderer in api/src/renderer. It needs no outside
// service and does not read prompts.
import { renderPool } from '../../renderer/index.ts';
import type { RenderEngine } from './engine.ts';

export const builtInEngine: RenderEngine = {
  async render(request) {
    const { image, width, height } = await renderPool({
      photo: request.photo,
      corners: request.corners,
      style: request.style,
      features: request.features,
      timeOfDay: request.timeOfDay,
      seed: request.seed,
      maxWidth: request.maxWidth,
    });
    return { image, width, height };
  },
};
