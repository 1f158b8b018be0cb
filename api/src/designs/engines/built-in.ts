// The built-in engine: the offline, deterministic renderer in api/src/renderer. It needs no outside
// service. It follows the words of a custom prompt it can act on (a spa, lights, dark tile, stone
// coping...) and reports the phrases it could not, and draws the modeling styles with its own
// filters over the finished photograph.

import { renderPool } from '../../renderer/index.ts';
import { applyModelingStyle } from '../../renderer/modeling-styles/index.ts';
import { maskBounds } from '../aspects.ts';
import type { RenderEngine, RenderedImage } from './engine.ts';
import { BUILT_IN_MODEL } from './prices.ts';
import { readPrompt } from './prompt-reading.ts';

export const builtInEngine: RenderEngine = {
  name: 'builtin',
  // One image at a time, so progress moves after each.
  batchSize: 1,
  async render(request) {
    const reading = readPrompt(request.prompt, request);
    const images: RenderedImage[] = [];
    for (const seed of request.seeds) {
      const out = await renderPool({
        photo: request.photo,
        corners: request.corners,
        style: request.style,
        features: reading.features,
        timeOfDay: request.timeOfDay,
        seed,
        maxWidth: request.maxWidth,
        ...reading.render,
      });
      const image =
        request.modelingStyle === 'photoreal'
          ? out.image
          : await applyModelingStyle(out.image, request.modelingStyle, seed);
      images.push({
        image,
        width: out.width,
        height: out.height,
        focus: maskBounds(out.mask, out.width, out.height),
      });
    }
    return {
      images,
      engine: 'builtin',
      model: BUILT_IN_MODEL,
      costPerImageUsd: 0,
      promptReading: request.prompt?.trim()
        ? { followed: reading.followed, notFollowed: reading.notFollowed }
        : null,
    };
  },
};
