import { type Corners, dimensionsOf, type Scale } from '@poolscape/shared';
import { estimateAspect } from '@poolscape/shared/pool-plan';
import { describe, expect, it } from 'vitest';
import { keepMeasuredSize, resizeOnGround, rotateOnGround } from './ground-moves.ts';

const photo = { width: 1000, height: 800 };
const corners: Corners = [
  { x: 0.3, y: 0.64 },
  { x: 0.7, y: 0.64 },
  { x: 0.86, y: 0.9 },
  { x: 0.14, y: 0.9 },
];
const scale: Scale = { a: { x: 0.1, y: 0.95 }, b: { x: 0.3, y: 0.95 }, length: 10, depth: 5, unit: 'ft' };
const pixels = (at: Corners) =>
  at.map(({ x, y }) => ({ x: x * 1000, y: y * 800 })) as unknown as Parameters<typeof estimateAspect>[0];

describe('rotateOnGround', () => {
  it('turns the footprint about its centre, keeping its proportions on the ground', () => {
    const turned = rotateOnGround(corners, photo, 10);
    expect(turned).not.toBeNull();
    if (!turned) return;
    expect(turned).not.toEqual(corners);
    expect(estimateAspect(pixels(turned), 1000, 800)).toBeCloseTo(
      estimateAspect(pixels(corners), 1000, 800),
      1,
    );
    // And back again.
    const back = rotateOnGround(turned, photo, -10);
    back?.forEach((point, i) => {
      expect(point.x).toBeCloseTo(corners[i]?.x ?? 0, 2);
      expect(point.y).toBeCloseTo(corners[i]?.y ?? 0, 2);
    });
  });

  it('refuses a turn that takes the pool out of the photo', () => {
    const wide: Corners = [
      { x: 0.02, y: 0.6 },
      { x: 0.98, y: 0.6 },
      { x: 0.99, y: 0.98 },
      { x: 0.01, y: 0.98 },
    ];
    expect(rotateOnGround(wide, photo, 30)).toBeNull();
  });
});

describe('resizeOnGround', () => {
  it('gives the typed size, as the size line measures it, within 3%', () => {
    const resized = resizeOnGround(corners, photo, scale, 20, 10);
    expect(typeof resized).not.toBe('string');
    const measured = dimensionsOf(resized as Corners, scale, photo);
    expect(measured?.length).toBeGreaterThan(20 * 0.97);
    expect(measured?.length).toBeLessThan(20 * 1.03);
    expect(measured?.width).toBeGreaterThan(10 * 0.97);
    expect(measured?.width).toBeLessThan(10 * 1.03);
  });

  it('says why it cannot: no reference, or a size that does not fit', () => {
    expect(resizeOnGround(corners, photo, null, 20, 10)).toBe('noReference');
    expect(resizeOnGround(corners, photo, scale, 400, 300)).toBe('doesNotFit');
  });
});

describe('keepMeasuredSize', () => {
  it('keeps the size a turn would change', () => {
    const sized = resizeOnGround(corners, photo, scale, 20, 10) as Corners;
    const turned = rotateOnGround(sized, photo, 15) as Corners;
    const kept = keepMeasuredSize(sized, turned, photo, scale);
    const measured = dimensionsOf(kept, scale, photo);
    expect(measured?.length).toBeCloseTo(20, 0);
    expect(measured?.width).toBeCloseTo(10, 0);
    expect(keepMeasuredSize(sized, turned, photo, null)).toBe(turned);
  });
});
