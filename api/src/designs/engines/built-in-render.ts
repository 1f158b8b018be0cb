// The built-in engine's work: the offline, deterministic renderer in api/src/renderer. It follows
// the words of a custom prompt it can act on (a spa, lights, dark tile, stone coping...) and reports
// the phrases it could not, and draws the modeling styles with its own filters over the finished
// photograph, and encodes the files a design stores when asked. It runs in a render thread
// (built-in.ts), never on a process's event loop.

import { renderPool } from '../../renderer/index.ts';
import { applyModelingStyle } from '../../renderer/modeling-styles/index.ts';
import { maskBounds } from '../aspects.ts';
import { planOf } from '../plan-choice.ts';
import { encodeRender } from '../render-files.ts';
import type { RenderBatch, RenderedImage, RenderRequest } from './engine.ts';
import { BUILT_IN_MODEL } from './prices.ts';
import { readPrompt } from './prompt-reading.ts';

/** Renders one image per seed of `request`, in this thread. */
export async function renderBuiltIn(request: RenderRequest): Promise<RenderBatch> {
  const reading = readPrompt(request.prompt, request);
  const images: RenderedImage[] = [];
  for (const seed of request.seeds) {
    const out = await renderPool({
      photo: request.photo,
      corners: request.corners,
      style: request.style,
      ...planOf(request),
      features: reading.features,
      timeOfDay: request.timeOfDay,
      seed,
      maxWidth: request.maxWidth,
      ...(request.keep ? { keep: request.keep } : {}),
      ...reading.render,
    });
    const image =
      request.modelingStyle === 'photoreal'
        ? out.image
        : await applyModelingStyle(out.image, request.modelingStyle, seed);
    const rendered: RenderedImage = {
      image,
      width: out.width,
      height: out.height,
      focus: maskBounds(out.mask, out.width, out.height),
    };
    if (request.files) rendered.files = await encodeRender(rendered);
    images.push(rendered);
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
}
