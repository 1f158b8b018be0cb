import { describe, expect, it } from 'vitest';
import type { PixelPoint } from './corners.ts';
import { measureFootprint } from './measure.ts';

/**
 * A camera `height` above flat ground, pitched down by `pitch` radians, with focal length `f`
 * pixels and its principal point at the centre of a `width` x `height` photo: where a ground
 * point (x to the right, z ahead) lands in the photo.
 */
function camera(options: { f: number; pitch: number; eye: number; width: number; height: number }) {
  const { f, pitch, eye, width, height } = options;
  return (x: number, z: number): PixelPoint => {
    // Ground point relative to the camera, y up.
    const y = -eye;
    // Pitch down: rotate about the x axis.
    const yc = y * Math.cos(pitch) + z * Math.sin(pitch);
    const zc = -y * Math.sin(pitch) + z * Math.cos(pitch);
    return { x: width / 2 + (f * x) / zc, y: height / 2 - (f * yc) / zc };
  };
}

/** The four corners of a `length` x `breadth` rectangle centred at (cx, cz), turned by `yaw`. */
function rectangle(cx: number, cz: number, length: number, breadth: number, yaw: number) {
  const corner = (u: number, v: number) => ({
    x: cx + u * Math.cos(yaw) - v * Math.sin(yaw),
    z: cz + u * Math.sin(yaw) + v * Math.cos(yaw),
  });
  // Far-left, far-right, near-right, near-left.
  return [
    corner(-length / 2, breadth / 2),
    corner(length / 2, breadth / 2),
    corner(length / 2, -breadth / 2),
    corner(-length / 2, -breadth / 2),
  ];
}

describe('measureFootprint', () => {
  const photo = { width: 1600, height: 1200 };
  const cases = [
    {
      name: 'a 10 x 5 m pool turned 20 degrees, seen from 1.6 m',
      f: 1300,
      pitch: 0.35,
      eye: 1.6,
      yaw: 0.35,
      size: [10, 5],
    },
    {
      name: 'an 8 x 4 m pool square to the camera, seen from a first floor',
      f: 1100,
      pitch: 0.6,
      eye: 4,
      yaw: 0.15,
      size: [8, 4],
    },
    {
      name: 'a 12 x 6 m pool turned sharply, with a wide lens',
      f: 800,
      pitch: 0.45,
      eye: 2.2,
      yaw: -0.6,
      size: [12, 6],
    },
  ];
  for (const shot of cases)
    it(`measures ${shot.name} within 3 %`, () => {
      const project = camera({ ...shot, ...photo });
      const [length, breadth] = shot.size as [number, number];
      const corners = rectangle(0.5, 9, length, breadth, shot.yaw).map((p) => project(p.x, p.z));
      // A 2 m paving edge on the ground, to one side of the pool.
      const reference = { a: project(-3.5, 6), b: project(-2.2, 7.52), length: Math.hypot(1.3, 1.52) };
      const size = measureFootprint({
        corners: corners as [PixelPoint, PixelPoint, PixelPoint, PixelPoint],
        reference,
        photo,
      });
      expect(size).not.toBeNull();
      expect(Math.abs((size?.length ?? 0) / length - 1)).toBeLessThan(0.03);
      expect(Math.abs((size?.width ?? 0) / breadth - 1)).toBeLessThan(0.03);
      expect(Math.abs((size?.area ?? 0) / (length * breadth) - 1)).toBeLessThan(0.03);
    });

  it('scales with the reference: the same photo with a reference twice as long gives twice the size', () => {
    const project = camera({ f: 1200, pitch: 0.4, eye: 1.7, ...photo });
    const corners = rectangle(0, 10, 9, 4.5, 0.2).map((p) => project(p.x, p.z)) as [
      PixelPoint,
      PixelPoint,
      PixelPoint,
      PixelPoint,
    ];
    const a = project(2, 6);
    const b = project(3, 6);
    const one = measureFootprint({ corners, reference: { a, b, length: 1 }, photo });
    const two = measureFootprint({ corners, reference: { a, b, length: 2 }, photo });
    expect((two?.length ?? 0) / (one?.length ?? 1)).toBeCloseTo(2, 6);
    expect((two?.area ?? 0) / (one?.area ?? 1)).toBeCloseTo(4, 6);
  });

  it('measures a pool seen straight from above, where the sides do not meet', () => {
    const corners: [PixelPoint, PixelPoint, PixelPoint, PixelPoint] = [
      { x: 400, y: 300 },
      { x: 1200, y: 300 },
      { x: 1200, y: 700 },
      { x: 400, y: 700 },
    ];
    const size = measureFootprint({
      corners,
      reference: { a: { x: 400, y: 800 }, b: { x: 500, y: 800 }, length: 1 },
      photo,
    });
    expect(size?.length).toBeCloseTo(8, 6);
    expect(size?.width).toBeCloseTo(4, 6);
    expect(size?.area).toBeCloseTo(32, 6);
  });

  it('gives no size for a reference of no length, or one drawn above the horizon', () => {
    const project = camera({ f: 1200, pitch: 0.4, eye: 1.7, ...photo });
    const corners = rectangle(0, 10, 9, 4.5, 0.2).map((p) => project(p.x, p.z)) as [
      PixelPoint,
      PixelPoint,
      PixelPoint,
      PixelPoint,
    ];
    const point = project(1, 6);
    expect(measureFootprint({ corners, reference: { a: point, b: point, length: 2 }, photo })).toBeNull();
    expect(
      measureFootprint({ corners, reference: { a: point, b: project(2, 7), length: 0 }, photo }),
    ).toBeNull();
    expect(
      measureFootprint({
        corners,
        reference: { a: { x: 100, y: 5 }, b: { x: 300, y: 5 }, length: 2 },
        photo,
      }),
    ).toBeNull();
  });
});
