import type { Corners } from '@poolscape/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampUnit,
  describeCorner,
  describeFootprint,
  moveCorner,
  moveFootprint,
  nudgeCorner,
  nudgeFootprint,
  placementProblem,
  pointerToFraction,
  polygonPoints,
  sameCorners,
} from './placement.ts';

const SUGGESTED: Corners = [
  { x: 0.3, y: 0.64 },
  { x: 0.7, y: 0.64 },
  { x: 0.86, y: 0.9 },
  { x: 0.14, y: 0.9 },
];

describe('dragging a corner', () => {
  it('places the corner where the pointer is, as a fraction of the photo shown', () => {
    const rect = { left: 100, top: 50, width: 400, height: 300 };
    expect(pointerToFraction(300, 200, rect)).toEqual({ x: 0.5, y: 0.5 });
    expect(pointerToFraction(100, 50, rect)).toEqual({ x: 0, y: 0 });
  });

  it('keeps a corner dragged past the photo’s edge on the edge', () => {
    const rect = { left: 0, top: 0, width: 200, height: 100 };
    expect(pointerToFraction(-40, 500, rect)).toEqual({ x: 0, y: 1 });
    expect(moveCorner(SUGGESTED, 2, { x: 1.4, y: -3 })[2]).toEqual({ x: 1, y: 0 });
    expect(clampUnit(Number.NaN)).toBe(0);
  });

  it('moves only the corner being dragged', () => {
    const moved = moveCorner(SUGGESTED, 1, { x: 0.75, y: 0.6 });
    expect(moved[1]).toEqual({ x: 0.75, y: 0.6 });
    expect([moved[0], moved[2], moved[3]]).toEqual([SUGGESTED[0], SUGGESTED[2], SUGGESTED[3]]);
  });

  it('is inert on a photo not laid out yet', () => {
    expect(pointerToFraction(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });
});

describe('moving a focused corner with the arrow keys', () => {
  it('steps 1% of the photo per press, 5% with Shift, in the arrow’s direction', () => {
    expect(nudgeCorner(SUGGESTED, 0, 'ArrowRight')?.[0]).toEqual({ x: 0.31, y: 0.64 });
    expect(nudgeCorner(SUGGESTED, 0, 'ArrowUp')?.[0]).toEqual({ x: 0.3, y: 0.63 });
    expect(nudgeCorner(SUGGESTED, 3, 'ArrowLeft', true)?.[3]).toEqual({ x: 0.09, y: 0.9 });
    expect(nudgeCorner(SUGGESTED, 3, 'ArrowDown', true)?.[3]).toEqual({ x: 0.14, y: 0.95 });
  });

  it('lands on whole percentages after many presses', () => {
    let corners = SUGGESTED;
    for (let i = 0; i < 7; i++) corners = nudgeCorner(corners, 1, 'ArrowRight') ?? corners;
    expect(corners[1].x).toBe(0.77);
  });

  it('stops at the photo’s edge', () => {
    let corners = SUGGESTED;
    for (let i = 0; i < 5; i++) corners = nudgeCorner(corners, 2, 'ArrowDown', true) ?? corners;
    expect(corners[2].y).toBe(1);
  });

  it('ignores other keys, so Tab and Enter keep their meaning', () => {
    expect(nudgeCorner(SUGGESTED, 0, 'Tab')).toBeNull();
    expect(nudgeCorner(SUGGESTED, 0, 'Enter')).toBeNull();
    expect(nudgeCorner(SUGGESTED, 9, 'ArrowUp')).toBeNull();
  });
});

describe('whether the renderer can use an outline', () => {
  it('accepts the suggested placement', () => {
    expect(placementProblem(SUGGESTED, 1200, 800)).toBeNull();
  });

  it('refuses sides that cross', () => {
    const crossed = moveCorner(SUGGESTED, 1, { x: 0.1, y: 0.95 });
    expect(placementProblem(crossed, 1200, 800)).toMatch(/cross itself/);
  });

  it('refuses swapped corners (the outline drawn the other way round)', () => {
    const swapped: Corners = [SUGGESTED[1], SUGGESTED[0], SUGGESTED[3], SUGGESTED[2]];
    expect(placementProblem(swapped, 1200, 800)).toMatch(/swapped/);
  });

  it('refuses an outline turned upside down (the far edge below the near edge)', () => {
    const upsideDown: Corners = [
      { x: 0.3, y: 0.9 },
      { x: 0.7, y: 0.9 },
      { x: 0.86, y: 0.6 },
      { x: 0.14, y: 0.6 },
    ];
    expect(placementProblem(upsideDown, 1200, 800)).not.toBeNull();
  });

  it('refuses an outline smaller than 1% of the photo', () => {
    const tiny: Corners = [
      { x: 0.5, y: 0.5 },
      { x: 0.55, y: 0.5 },
      { x: 0.56, y: 0.55 },
      { x: 0.49, y: 0.55 },
    ];
    expect(placementProblem(tiny, 1000, 1000)).toMatch(/too small/);
  });

  it('agrees with the renderer’s rule on any four points (convex, ordered, far edge higher)', () => {
    const point = fc.record({
      x: fc.double({ min: 0, max: 1, noNaN: true }),
      y: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.tuple(point, point, point, point), (corners) => {
        const problem = placementProblem(corners as Corners, 1000, 750);
        if (problem === null) {
          const [a, b, c, d] = corners;
          expect(a.y + b.y).toBeLessThan(c.y + d.y);
        }
      }),
    );
  });
});

describe('showing the outline', () => {
  it('draws it in a 0..100 box and names each handle with its place', () => {
    expect(polygonPoints(SUGGESTED)).toBe('30,64 70,64 86,90 14,90');
    expect(describeCorner(SUGGESTED, 0)).toBe('Far-left corner, 30% across, 64% down');
    expect(describeCorner(SUGGESTED, 2)).toBe('Near-right corner, 86% across, 90% down');
  });

  it('tells the suggested placement from a changed one (for the reset button)', () => {
    expect(sameCorners(SUGGESTED, [...SUGGESTED] as Corners)).toBe(true);
    expect(sameCorners(SUGGESTED, moveCorner(SUGGESTED, 0, { x: 0.31, y: 0.64 }))).toBe(false);
  });
});

describe('moving the whole footprint', () => {
  const footprint: Corners = [
    { x: 0.3, y: 0.64 },
    { x: 0.7, y: 0.64 },
    { x: 0.86, y: 0.9 },
    { x: 0.14, y: 0.9 },
  ];

  it('moves every corner alike, and stops at the photo’s edges', () => {
    expect(moveFootprint(footprint, 0.1, -0.1)).toEqual([
      { x: 0.4, y: 0.54 },
      { x: 0.8, y: 0.54 },
      { x: 0.96, y: 0.8 },
      { x: 0.24, y: 0.8 },
    ]);
    const pushed = moveFootprint(footprint, 0.5, 0.5);
    expect(Math.max(...pushed.map((p) => p.x))).toBe(1);
    expect(Math.max(...pushed.map((p) => p.y))).toBe(1);
    // The shape is kept: the far edge is still 0.4 wide.
    expect((pushed[1]?.x ?? 0) - (pushed[0]?.x ?? 0)).toBeCloseTo(0.4, 6);
  });

  it('moves with the arrow keys, five times as far with Shift', () => {
    expect(nudgeFootprint(footprint, 'ArrowLeft')?.[0]).toEqual({ x: 0.29, y: 0.64 });
    expect(nudgeFootprint(footprint, 'ArrowDown', true)?.[0]).toEqual({ x: 0.3, y: 0.69 });
    expect(nudgeFootprint(footprint, 'Enter')).toBeNull();
    expect(describeFootprint(footprint)).toBe('Whole pool, centred 50% across, 77% down');
  });
});
