// Deck surfaces in perspective: joints and detail are filtered over the pixel's footprint, so a
// pixel covering many boards or stones shows their average colour rather than whichever one it
// happens to hit (the far deck must not shimmer), and the stone pattern is the same for a seed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderBand } from './bands.ts';
import { findStone, shadeStone } from './edging.ts';
import {
  createFootprint,
  type Footprint,
  periodicBand,
  periodicJoint,
  type SurfaceContext,
  setSquare,
  shadeBoards,
  shadePavers,
  TRAVERTINE,
} from './paving.ts';
import { createRandom } from './random.ts';
import { prepareRender } from './render.ts';
import { SAMPLE_CORNERS } from './samples.ts';
import { createTextures } from './textures.ts';

const ctx: SurfaceContext = {
  textures: createTextures(5),
  light: {
    sky: [0.5, 0.6, 0.8],
    intensity: 0.8,
    white: [1, 1, 1],
    toLightU: 0,
    toLightV: -1,
    sun: [0, -0.643, 0.766],
    sunTan: 1.19,
  },
  seed: 5,
  daylight: 1,
};
const WOOD = [0.2, 0.12, 0.07] as const;

type Shade = (u: number, v: number, f: Footprint, out: Float64Array) => void;

/** Mean and standard deviation of the shaded red channel over random plan points. */
function stats(shade: Shade, f: Footprint): { mean: number; sd: number } {
  const random = createRandom(9);
  const out = new Float64Array(3);
  const values: number[] = [];
  for (let i = 0; i < 400; i++) {
    shade(3 + random() * 10, 1 + random() * 6, f, out);
    values.push(out[0] as number);
  }
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  return { mean, sd };
}

describe('periodic joints', () => {
  it('are exact box filters: a footprint of whole periods sees the joints’ share, wherever it is', () => {
    for (const x of [0, 0.013, 0.07, 1.234, 17.9]) {
      expect(periodicJoint(x, 0.145, 0.003, 0.145 * 3)).toBeCloseTo(0.006 / 0.145, 9);
      expect(periodicBand(x, 0.4, 0.01, 0.03, 0.8)).toBeCloseTo(0.05, 9);
    }
  });

  it('are sharp close up', () => {
    expect(periodicJoint(0.145 * 4, 0.145, 0.003, 0.0005)).toBeCloseTo(1, 9);
    expect(periodicJoint(0.145 * 4 + 0.05, 0.145, 0.003, 0.0005)).toBe(0);
  });
});

describe('far-field filtering', () => {
  const cases: [string, Shade][] = [
    ['boards', (u, v, f, out) => shadeBoards(ctx, WOOD, u, v, f, out)],
    ['travertine', (u, v, f, out) => shadePavers(ctx, TRAVERTINE, [0.7, 0.62, 0.5], u, v, f, out)],
  ];
  for (const [name, shade] of cases) {
    it(`${name}: a pixel covering many boards or stones shows their average tone`, () => {
      const near = stats(shade, setSquare(createFootprint(), 0.002));
      const far = stats(shade, setSquare(createFootprint(), 1.5));
      expect(near.sd / near.mean).toBeGreaterThan(0.05);
      expect(far.sd / far.mean).toBeLessThan(0.02);
      expect(Math.abs(far.mean - near.mean) / near.mean).toBeLessThan(0.06);
    });
  }

  it('boards: a footprint long across the boards greys out their gaps and tones', () => {
    // A grazing view: 1 cm along the boards, 40 cm across them.
    const f: Footprint = { ux: 0.01, vx: 0, uy: 0, vy: 0.4 };
    const grazing = stats((u, v, g, out) => shadeBoards(ctx, WOOD, u, v, g, out), f);
    expect(grazing.sd / grazing.mean).toBeLessThan(0.05);
  });
});

describe('stones', () => {
  it('are the same for a seed, whatever else was drawn in between', () => {
    const a = { ...findStone(2.3, 1.7, 0.45, 77) };
    findStone(5.1, 0.2, 0.6, 12);
    const b = { ...findStone(2.3, 1.7, 0.45, 77) };
    expect(b).toEqual(a);
    expect(a.edge).toBeGreaterThanOrEqual(0);
  });

  it('fade their mortar to an average far away', () => {
    const shade: Shade = (u, v, f, out) => {
      findStone(u, v, 0.6, 3);
      shadeStone(ctx, [0.5, 0.45, 0.4], u, v, f, 0.008, out);
    };
    const near = stats(shade, setSquare(createFootprint(), 0.002));
    const far = stats(shade, setSquare(createFootprint(), 0.5));
    expect(far.sd).toBeLessThan(near.sd);
  });
});

describe('the natural edging on the lawn', () => {
  it('gives the same bytes however the rows are split, and again for the same seed', async () => {
    const name = 'garden-small-fenced-yard.jpg';
    const photo = readFileSync(
      fileURLToPath(new URL(`../../../cms/src/seed/images/${name}`, import.meta.url)),
    );
    const input = {
      photo,
      corners: SAMPLE_CORNERS[name] as (typeof SAMPLE_CORNERS)[string],
      style: 'natural' as const,
      features: [],
      timeOfDay: 'day' as const,
      seed: 8,
      maxWidth: 400,
    };
    const whole = await prepareRender(input);
    renderBand(whole.job, whole.from, whole.to);
    const split = await prepareRender(input);
    const cuts = [split.from, split.from + 9, split.from + 31, split.to];
    for (const i of [2, 0, 1]) renderBand(split.job, cuts[i] as number, cuts[i + 1] as number);
    expect(Buffer.from(split.job.target.data).equals(Buffer.from(whole.job.target.data))).toBe(true);
    const again = await prepareRender(input);
    renderBand(again.job, again.from, again.to);
    expect(Buffer.from(again.job.target.data).equals(Buffer.from(whole.job.target.data))).toBe(true);
    await Promise.all([whole.base, split.base, again.base]);
  });
});
