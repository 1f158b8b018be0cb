import { MIN_AREA_SHARE, quadArea } from '@poolscape/shared/corners';
import { describe, expect, it } from 'vitest';
import { suggestPlacement, validateCorners } from './corners.ts';
import { SAMPLE_CORNERS } from './samples.ts';
import type { Point } from './types.ts';

const W = 1000;
const H = 800;
const good: Point[] = [
  { x: 300, y: 450 },
  { x: 700, y: 450 },
  { x: 850, y: 700 },
  { x: 150, y: 700 },
];

describe('validateCorners', () => {
  it('accepts a convex footprint inside the photo', () => {
    expect(validateCorners(good, W, H)).toBeNull();
  });

  it('accepts corners on the photo border', () => {
    expect(
      validateCorners(
        [
          { x: 0, y: 400 },
          { x: W, y: 400 },
          { x: W, y: H },
          { x: 0, y: H },
        ],
        W,
        H,
      ),
    ).toBeNull();
  });

  it('rejects a corner outside the photo, naming it', () => {
    const outside = good.map((p, i) => (i === 2 ? { x: 1200, y: 700 } : p));
    expect(validateCorners(outside, W, H)).toBe(
      'The near-right corner (1200, 700) is outside the photo (1000 x 800 pixels).',
    );
    const above = good.map((p, i) => (i === 0 ? { x: 300, y: -5 } : p));
    expect(validateCorners(above, W, H)).toMatch(/^The far-left corner .* is outside the photo/);
  });

  it('rejects a footprint with a dent (not convex)', () => {
    const dented = good.map((p, i) => (i === 1 ? { x: 420, y: 620 } : p));
    expect(validateCorners(dented, W, H)).toBe(
      'The corners must form a convex shape: no crossing edges and no corner pointing inwards.',
    );
  });

  it('rejects crossing edges (a bow tie)', () => {
    const crossed = [good[0], good[1], good[3], good[2]] as Point[];
    expect(validateCorners(crossed, W, H)).toBe(
      'The corners must form a convex shape: no crossing edges and no corner pointing inwards.',
    );
  });

  it('rejects corners given anticlockwise', () => {
    const reversed = [good[1], good[0], good[3], good[2]] as Point[];
    expect(validateCorners(reversed, W, H)).toBe(
      'The corners are in the wrong order: give them as far-left, far-right, near-right, near-left.',
    );
  });

  it('rejects a far edge below the near edge', () => {
    const upsideDown = [good[2], good[3], good[0], good[1]] as Point[];
    expect(validateCorners(upsideDown, W, H)).toBe(
      'The far edge (the first two corners) must be higher in the photo than the near edge.',
    );
  });

  it('rejects a tiny footprint', () => {
    const tiny: Point[] = [
      { x: 500, y: 500 },
      { x: 560, y: 500 },
      { x: 570, y: 540 },
      { x: 490, y: 540 },
    ];
    expect(quadArea(tiny as never)).toBeLessThan(MIN_AREA_SHARE * W * H);
    expect(validateCorners(tiny, W, H)).toBe(
      'The pool outline is too small: draw it over at least 1% of the photo.',
    );
  });

  it('rejects anything but four numeric points', () => {
    expect(validateCorners(good.slice(0, 3), W, H)).toBe(
      'Give exactly four corners, each with a numeric x and y.',
    );
    expect(validateCorners([...good.slice(0, 3), { x: Number.NaN, y: 1 }], W, H)).toBe(
      'Give exactly four corners, each with a numeric x and y.',
    );
  });
});

describe('suggestPlacement', () => {
  it('suggests a valid footprint in the lower middle of any photo', () => {
    for (const [w, h] of [
      [1070, 1090],
      [4032, 3024],
      [640, 1136],
      [300, 200],
    ] as const) {
      const corners = suggestPlacement(w, h);
      expect(validateCorners(corners, w, h)).toBeNull();
      expect(Math.min(...corners.map((p) => p.y))).toBeGreaterThan(h / 2);
    }
  });
});

describe('the sample photos’ footprints', () => {
  it('are valid on the 1070 x 1090 samples', () => {
    for (const corners of Object.values(SAMPLE_CORNERS))
      expect(validateCorners(corners, 1070, 1090)).toBeNull();
  });
});
