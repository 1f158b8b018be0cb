import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderBand } from './bands.ts';
import { prepareRender } from './render.ts';
import { SAMPLE_CORNERS } from './samples.ts';
import { POOL_FEATURES } from './types.ts';

const name = 'garden-sloped-lawn-stone-house.jpg';
const photo = readFileSync(fileURLToPath(new URL(`../../../cms/src/seed/images/${name}`, import.meta.url)));

describe('drawing a render in bands', () => {
  it('gives the same bytes however the rows are split between threads', async () => {
    const input = {
      photo,
      corners: SAMPLE_CORNERS[name] as (typeof SAMPLE_CORNERS)[string],
      style: 'natural' as const,
      features: POOL_FEATURES,
      timeOfDay: 'night' as const,
      seed: 5,
      maxWidth: 384,
    };
    const whole = await prepareRender(input);
    renderBand(whole.job, whole.from, whole.to);
    const split = await prepareRender(input);
    const cuts = [split.from, split.from + 17, split.from + 60, split.from + 61, split.to];
    // Out of order, as threads may finish them.
    for (const i of [2, 0, 3, 1]) renderBand(split.job, cuts[i] as number, cuts[i + 1] as number);
    expect(Buffer.from(split.job.target.data).equals(Buffer.from(whole.job.target.data))).toBe(true);
    expect(Buffer.from(split.job.target.mask).equals(Buffer.from(whole.job.target.mask))).toBe(true);
    await Promise.all([whole.base, split.base]);
  });
});
