import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POOL_STYLES } from './designs.ts';
import { dimensionsOf } from './dimensions.ts';
import {
  DEFAULT_FREEFORM,
  freeformProblem,
  insideRing,
  offsetRing,
  POOL_SHAPES,
  ringArea,
  ringCrosses,
} from './plan-geometry.ts';
import { planOutlines } from './pool-features.ts';
import { shapeShare, waterRing } from './pool-plan.ts';

describe('waterRing', () => {
  const shapes = POOL_STYLES.flatMap((style) => POOL_SHAPES.map((shape) => ({ style, shape })));

  it.each(shapes)(
    'draws a $shape $style pool as a simple outline inside the footprint',
    ({ style, shape }) => {
      const ring = waterRing(style, shape, 10, 5);
      expect(ringCrosses(ring)).toBe(false);
      for (const { u, v } of ring) {
        expect(u).toBeGreaterThanOrEqual(0);
        expect(u).toBeLessThanOrEqual(10);
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(5);
      }
      // Most of the footprint is water, whatever the shape.
      expect(ringArea(ring)).toBeGreaterThan(0.4 * 50);
    },
  );

  it('gives the kidney its bite on the near side, and the oval none', () => {
    const centreU = 5;
    const nearV = 4.4;
    expect(insideRing(waterRing('modern', 'oval', 10, 5), centreU, nearV)).toBe(true);
    expect(insideRing(waterRing('modern', 'kidney', 10, 5), centreU, nearV)).toBe(false);
  });

  it('follows a freeform outline’s points', () => {
    const ring = waterRing('modern', 'freeform', 10, 5, DEFAULT_FREEFORM);
    const moved = waterRing('modern', 'freeform', 10, 5, [{ x: 0.5, y: 0.5 }, ...DEFAULT_FREEFORM.slice(1)]);
    expect(ringArea(moved)).toBeLessThan(ringArea(ring));
  });
});

describe('offsetRing', () => {
  it('grows a shape by the coping all round', () => {
    const ring = waterRing('modern', 'rectangle', 10, 5);
    const grown = offsetRing(ring, 0.3);
    // A 9.4 x 4.4 rectangle grown by 0.3 m is 10 x 5.
    expect(ringArea(grown)).toBeCloseTo(50, 5);
    const kidney = waterRing('modern', 'kidney', 10, 5);
    expect(ringArea(offsetRing(kidney, 0.3))).toBeGreaterThan(ringArea(kidney));
  });
});

describe('freeformProblem', () => {
  it('takes the default outline', () => {
    expect(freeformProblem(DEFAULT_FREEFORM)).toBeNull();
  });

  it('refuses too few or too many points, points outside the footprint and a crossing curve', () => {
    expect(freeformProblem(DEFAULT_FREEFORM.slice(0, 5))).toMatch(/6 to 24 points/);
    expect(freeformProblem(Array.from({ length: 25 }, (_, i) => ({ x: i / 25, y: 0.5 })))).toMatch(
      /6 to 24 points/,
    );
    expect(freeformProblem([{ x: 1.2, y: 0 }, ...DEFAULT_FREEFORM.slice(1)])).toMatch(/from 0 to 1/);
    const bowTie = [
      { x: 0.1, y: 0.1 },
      { x: 0.5, y: 0.2 },
      { x: 0.9, y: 0.1 },
      { x: 0.1, y: 0.9 },
      { x: 0.5, y: 0.8 },
      { x: 0.9, y: 0.9 },
    ];
    expect(freeformProblem(bowTie)).toBe('outline must not cross itself.');
  });

  it('never throws, and whatever it takes draws an outline that does not cross itself', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 1, noNaN: true }),
      y: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { minLength: 0, maxLength: 30 }), (outline) => {
        if (freeformProblem(outline) !== null) return;
        expect(ringCrosses(waterRing('natural', 'freeform', 8, 4, outline))).toBe(false);
      }),
    );
  });
});

describe('planOutlines', () => {
  it('places the chosen features around the pool', () => {
    const bare = planOutlines('modern', [], 10, 5, { shape: 'kidney' });
    expect([bare.deck, bare.spa, bare.waterfall, bare.beds.length]).toEqual([null, null, null, 0]);
    const full = planOutlines('modern', ['decking', 'hotTub', 'waterfalls', 'landscaping'], 10, 5, {
      shape: 'kidney',
    });
    expect(full.deck).toEqual({ u0: -2, v0: -1.2, u1: 12, v1: 5.9 });
    expect(full.spa).toMatchObject({ round: false });
    expect(full.beds).toHaveLength(1);
    // The waterfall stands on the kidney's far wall, where the water comes closest to the far edge.
    expect(full.waterfall?.box.v1).toBeCloseTo(0.3, 1);
  });

  it('puts the hot tub and the waterfall where they are chosen', () => {
    const features = ['hotTub', 'waterfalls'] as const;
    const own = planOutlines('modern', features, 10, 5);
    const apart = planOutlines('modern', features, 10, 5, {
      spa: { place: 'nearLeft', apart: true },
      waterfall: 'left',
    });
    // Near left and beside the pool, clear of its coping; the style's own is at the far right.
    expect(own.spa?.u).toBeGreaterThan(5);
    expect(apart.spa?.u).toBeLessThan(-(apart.spa?.size ?? 0) / 2);
    expect(apart.spa?.v).toBeGreaterThan(2.5);
    const attached = planOutlines('modern', features, 10, 5, { spa: { place: 'right', apart: false } });
    expect(attached.spa?.u).toBeLessThan(10);
    expect(attached.spa?.u).toBeGreaterThan(8);
    expect(apart.waterfall?.axis).toBe('u');
    expect(apart.waterfall?.box.u1).toBeCloseTo(0.3, 1);
  });
});

describe('shapeShare', () => {
  const corners = [
    { x: 0.3, y: 0.64 },
    { x: 0.7, y: 0.64 },
    { x: 0.86, y: 0.9 },
    { x: 0.14, y: 0.9 },
  ];
  const photo = { width: 1000, height: 800 };

  it('leaves the style’s own shape as measured, and counts the water a chosen shape leaves out', () => {
    expect(shapeShare({ style: 'modern' }, corners, photo)).toBe(1);
    expect(shapeShare({ style: 'natural', shape: 'styleDefault' }, corners, photo)).toBe(1);
    const kidney = shapeShare({ style: 'modern', shape: 'kidney' }, corners, photo);
    const oval = shapeShare({ style: 'modern', shape: 'oval' }, corners, photo);
    expect(kidney).toBeLessThan(0.95);
    expect(kidney).toBeGreaterThan(0.4);
    // An oval leaves its footprint's corners: π/4 of the rectangle, near enough.
    expect(oval).toBeCloseTo(Math.PI / 4, 1);
  });

  it('scales a measured area and volume, not the length and width', () => {
    const scale = {
      a: { x: 0.3, y: 0.95 },
      b: { x: 0.7, y: 0.95 },
      length: 12,
      unit: 'ft' as const,
      depth: 5,
    };
    const whole = dimensionsOf(corners as never, scale, photo);
    const kidney = dimensionsOf(corners as never, scale, photo, 0.8);
    expect(kidney?.length).toBe(whole?.length);
    expect(kidney?.width).toBe(whole?.width);
    expect(kidney?.area).toBeCloseTo((whole?.area ?? 0) * 0.8, 9);
    expect(kidney?.volume).toBeCloseTo((whole?.volume ?? 0) * 0.8, 9);
  });
});
