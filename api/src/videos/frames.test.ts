// The built-in video maker's frame arithmetic: frames sit inside the photo around the pool, the
// push-in only ever moves forward, the sampler reproduces a picture it is asked for at its own
// size, and the wipe (which copies most of each row) equals blending every pixel.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dissolve, frameRect, pushInRect, type Rect, sampleRect, wipe } from './frames.ts';

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 1e-9 &&
  inner.y >= outer.y - 1e-9 &&
  inner.x + inner.width <= outer.x + outer.width + 1e-9 &&
  inner.y + inner.height <= outer.y + outer.height + 1e-9;

const noise = (length: number, seed: number) => {
  const bytes = Buffer.alloc(length);
  let state = seed || 1;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = state & 255;
  }
  return bytes;
};

describe('video frames', () => {
  it('frames the largest rectangle of the format inside the photo, around the pool', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 320, max: 2000 }),
        fc.integer({ min: 320, max: 2000 }),
        fc.constantFrom(16 / 9, 1, 9 / 16),
        fc.record({ x: fc.nat(1500), y: fc.nat(1500), width: fc.nat(400), height: fc.nat(400) }),
        (width, height, aspect, focus) => {
          const rect = frameRect(width, height, aspect, focus);
          expect(inside(rect, { x: 0, y: 0, width, height })).toBe(true);
          expect(rect.width / rect.height).toBeCloseTo(aspect, 6);
          expect(Math.max(rect.width / width, rect.height / height)).toBeCloseTo(1, 6);
          const end = pushInRect(rect, focus, 1.3);
          expect(inside(end, rect)).toBe(true);
          expect(end.width).toBeCloseTo(rect.width / 1.3, 6);
        },
      ),
    );
  });

  it('samples a picture at its own size back to the same pixels', () => {
    const data = noise(40 * 30 * 3, 7);
    const same = sampleRect({ data, width: 40, height: 30 }, { x: 0, y: 0, width: 40, height: 30 }, 40, 30);
    expect(same.equals(data)).toBe(true);
  });

  it('wipes exactly as blending every pixel would, from all of before to all of after', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 90 }),
        fc.integer({ min: 1, max: 6 }),
        fc.double({ min: -0.1, max: 1.1, noNaN: true }),
        (width, height, t) => {
          const before = noise(width * height * 3, width);
          const after = noise(width * height * 3, height + 99);
          const out = wipe(before, after, width, height, t);
          if (t <= 0 || t >= 1) {
            expect(out.equals(t <= 0 ? before : after)).toBe(true);
            return;
          }
          const feather = Math.max(2, Math.round(width * 0.03));
          const edge = -feather + t * (width + 2 * feather);
          for (let y = 0; y < height; y++)
            for (let x = 0; x < width; x++) {
              const share = Math.round(Math.min(1, Math.max(0, (edge - x) / feather + 0.5)) * 256);
              const distance = Math.abs(x + 0.5 - edge);
              const light = distance < 1.5 ? Math.round((1 - distance / 1.5) * 180) : 0;
              for (let k = 0; k < 3; k++) {
                const i = (y * width + x) * 3 + k;
                const a = before[i] as number;
                const mixed = a + ((((after[i] as number) - a) * share + 128) >> 8);
                expect(out[i]).toBe(light ? mixed + (((255 - mixed) * light) >> 8) : mixed);
              }
            }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('dissolves from the first picture to the second', () => {
    const from = noise(300, 3);
    const to = noise(300, 4);
    expect(dissolve(from, to, 0).equals(from)).toBe(true);
    expect(dissolve(from, to, 1).equals(to)).toBe(true);
    const half = dissolve(from, to, 0.5);
    for (let i = 0; i < 300; i++)
      expect(
        Math.abs((half[i] as number) - ((from[i] as number) + (to[i] as number)) / 2),
      ).toBeLessThanOrEqual(1);
  });
});
