import { applyHomography, invert3, multiply3, planToPhoto, squareToQuad } from '@poolscape/shared/homography';
import { estimateAspect } from '@poolscape/shared/pool-plan';
import { describe, expect, it } from 'vitest';
import { createCamera, project } from './camera.ts';
import type { Corners } from './types.ts';

const QUADS: Record<string, Corners> = {
  trapezoid: [
    { x: 300, y: 600 },
    { x: 700, y: 600 },
    { x: 900, y: 900 },
    { x: 100, y: 900 },
  ],
  skewed: [
    { x: 70, y: 815 },
    { x: 620, y: 905 },
    { x: 800, y: 1075 },
    { x: 10, y: 1010 },
  ],
  parallelogram: [
    { x: 100, y: 600 },
    { x: 500, y: 600 },
    { x: 600, y: 900 },
    { x: 200, y: 900 },
  ],
};

describe('the plan-to-photo homography', () => {
  for (const [name, quad] of Object.entries(QUADS)) {
    it(`puts the plan's four corners exactly on the user's corners (${name})`, () => {
      const length = 9.3;
      const width = 4.1;
      const h = planToPhoto(quad, length, width);
      const plan = [
        [0, 0],
        [length, 0],
        [length, width],
        [0, width],
      ] as const;
      plan.forEach(([u, v], i) => {
        const p = applyHomography(h, u, v);
        expect(p.x).toBeCloseTo(quad[i]?.x ?? Number.NaN, 9);
        expect(p.y).toBeCloseTo(quad[i]?.y ?? Number.NaN, 9);
      });
    });

    it(`maps photo pixels back to the same plan point (${name})`, () => {
      const h = squareToQuad(quad);
      const back = invert3(h);
      for (const [s, t] of [
        [0.5, 0.5],
        [0.1, 0.9],
        [0.77, 0.2],
      ] as const) {
        const p = applyHomography(h, s, t);
        const q = applyHomography(back, p.x, p.y);
        expect(q.x).toBeCloseTo(s, 9);
        expect(q.y).toBeCloseTo(t, 9);
      }
      const identity = multiply3(h, back);
      const scale = identity[8];
      identity.forEach((value, i) => {
        expect(value / scale).toBeCloseTo([1, 0, 0, 0, 1, 0, 0, 0, 1][i] ?? 0, 9);
      });
    });
  }

  it('keeps far edges shorter than near ones: equal plan steps shrink towards the far edge', () => {
    const quad = QUADS.trapezoid as Corners;
    const h = planToPhoto(quad, 10, 5);
    const near = applyHomography(h, 6, 5).x - applyHomography(h, 4, 5).x;
    const far = applyHomography(h, 6, 0).x - applyHomography(h, 4, 0).x;
    expect(far).toBeLessThan(near);
  });
});

describe('the camera recovered from the corners', () => {
  for (const [name, quad] of Object.entries(QUADS)) {
    it(`projects ground points like the homography and stands above the ground (${name})`, () => {
      const aspect = estimateAspect(quad, 1070, 1090);
      const length = Math.sqrt(40 * aspect);
      const width = length / aspect;
      const camera = createCamera(quad, 1070, 1090, length, width);
      expect(camera.cz).toBeGreaterThan(0);
      const corner = project(camera, length, width, 0);
      expect(corner?.x).toBeCloseTo(quad[2].x, 6);
      expect(corner?.y).toBeCloseTo(quad[2].y, 6);
      // In a photo with perspective, something standing on the pool's middle rises up the photo.
      if (name !== 'parallelogram') {
        const foot = project(camera, length / 2, width / 2, 0);
        const head = project(camera, length / 2, width / 2, 1);
        expect(head?.y).toBeLessThan(foot?.y ?? 0);
      }
    });
  }
});
