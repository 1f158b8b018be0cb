import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderBand } from './bands.ts';
import { fieldAt } from './fields.ts';
import type { PoolPlan } from './plan-types.ts';
import { buildPlan } from './plans.ts';
import { prepareRender } from './render.ts';
import { SAMPLE_CORNERS } from './samples.ts';
import { POOL_FEATURES, POOL_STYLES, type PoolFeature, type PoolStyle, type TimeOfDay } from './types.ts';

const name = 'garden-sloped-lawn-stone-house.jpg';
const photo = readFileSync(fileURLToPath(new URL(`../../../cms/src/seed/images/${name}`, import.meta.url)));

function inputFor(style: PoolStyle, timeOfDay: TimeOfDay, features: readonly PoolFeature[]) {
  return {
    photo,
    corners: SAMPLE_CORNERS[name] as (typeof SAMPLE_CORNERS)[string],
    style,
    features,
    timeOfDay,
    seed: 5,
    maxWidth: 320,
  };
}

/** Draws a job whole, and again in uneven bands out of order; both must give the same bytes. */
async function expectSameSplitOrWhole(
  style: PoolStyle,
  timeOfDay: TimeOfDay,
  features: readonly PoolFeature[],
): Promise<void> {
  const whole = await prepareRender(inputFor(style, timeOfDay, features));
  renderBand(whole.job, whole.from, whole.to);
  const split = await prepareRender(inputFor(style, timeOfDay, features));
  const { from, to } = split;
  const cuts = [from, from + 1, from + 17, from + 60, from + 61, Math.floor((from + to) / 2), to - 3, to];
  // Out of order, as threads may finish them.
  for (const i of [3, 6, 0, 5, 2, 4, 1]) renderBand(split.job, cuts[i] as number, cuts[i + 1] as number);
  const what = `${style} at ${timeOfDay} with ${features.join(', ') || 'no features'}`;
  expect(Buffer.from(split.job.target.data).equals(Buffer.from(whole.job.target.data)), what).toBe(true);
  expect(Buffer.from(split.job.target.mask).equals(Buffer.from(whole.job.target.mask)), what).toBe(true);
  await Promise.all([whole.base, split.base]);
}

/** Signed distances of a plan's sampled fields at a few plan points. */
function probe(plan: PoolPlan): number[] {
  const { length, width } = plan;
  const points = [
    [length / 2, width / 2],
    [0.1, 0.1],
    [length * 0.3, -0.4],
    [length + 0.2, width * 0.7],
    [length * 0.8, width - 0.2],
  ] as const;
  const fields = [plan.pool.walls, plan.fields.copingOuter, plan.fields.platform];
  return fields.flatMap((f) => points.map(([u, v]) => fieldAt(f, u, v)));
}

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

  it('gives the same bytes split or whole for every style, by day, at dusk and at night', async () => {
    await expectSameSplitOrWhole('modern', 'day', []);
    await expectSameSplitOrWhole('infinity', 'dusk', POOL_FEATURES);
    await expectSameSplitOrWhole('geometric', 'night', POOL_FEATURES);
    await expectSameSplitOrWhole('traditional', 'day', POOL_FEATURES);
    await expectSameSplitOrWhole('natural', 'dusk', ['decking', 'lighting']);
  });

  // Every thread builds and keeps its own plans (bands.ts), so a plan must come out the same
  // whenever it is built and stay so: once the code making the sampled fields was optimised,
  // making a field used to rewrite the grid of one made before it (see Field in fields.ts), and
  // the thread holding that plan drew its bands differently from the others.
  it('builds the same plan however warm the code is, and making more plans never changes it', () => {
    const length = 8.266568364997063;
    const width = 4.838767216801964;
    const plans: { plan: PoolPlan; seen: number[] }[] = [];
    for (let round = 0; round < 8; round++) {
      for (const style of POOL_STYLES) {
        const plan = buildPlan(style, round % 2 ? POOL_FEATURES : [], length + round * 0.01, width);
        plans.push({ plan, seen: probe(plan) });
        for (const earlier of plans) expect(probe(earlier.plan)).toEqual(earlier.seen);
      }
    }
    // Built again now that the code is hot: the same fields as the first, cold, build.
    for (const style of POOL_STYLES) {
      const first = plans.find((p) => p.plan.style === style) as (typeof plans)[number];
      expect(probe(buildPlan(style, [], length, width))).toEqual(first.seen);
    }
  });
});
