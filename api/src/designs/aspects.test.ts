// Aspect crops keep the pool in view: the box has the asked shape, lies inside the image, is as
// large as the image allows, and holds the whole pool whenever a box of that shape can.
import { ASPECTS } from '@poolscape/shared';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aspectRatio, cropAround, cropToAspect, maskBounds } from './aspects.ts';

describe('aspect crops', () => {
  it('centres a square crop of a wide photo on a pool near its right edge', () => {
    const box = cropAround(1600, 900, { x: 1300, y: 500, width: 200, height: 150 }, '1:1');
    expect(box).toEqual({ x: 700, y: 0, width: 900, height: 900 });
  });

  it('gives a story crop the full height and a wide crop the full width', () => {
    const focus = { x: 700, y: 400, width: 200, height: 100 };
    expect(cropAround(1600, 1200, focus, '9:16')).toMatchObject({ height: 1200, width: 675 });
    expect(cropAround(1600, 1200, focus, '16:9')).toMatchObject({ width: 1600, height: 900 });
  });

  it('always returns a box of the aspect inside the image that holds the pool when it fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 64, max: 3000 }),
        fc.integer({ min: 64, max: 3000 }),
        fc.constantFrom(...ASPECTS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (width, height, aspect, fx, fy, fw, fh) => {
          const focus = {
            x: Math.floor(fx * (width - 1)),
            y: Math.floor(fy * (height - 1)),
            width: 0,
            height: 0,
          };
          focus.width = Math.max(1, Math.floor(fw * (width - focus.x)));
          focus.height = Math.max(1, Math.floor(fh * (height - focus.y)));
          const box = cropAround(width, height, focus, aspect);
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(box.y + box.height).toBeLessThanOrEqual(height);
          // The shape is the aspect's, to within a pixel of rounding.
          expect(Math.abs(box.width - box.height * aspectRatio(aspect))).toBeLessThanOrEqual(
            1 + aspectRatio(aspect),
          );
          // As large as the image allows: one side spans the image.
          expect(box.width >= width - 1 || box.height >= height - 1).toBe(true);
          if (focus.width <= box.width && focus.height <= box.height) {
            expect(box.x).toBeLessThanOrEqual(focus.x + 1);
            expect(box.y).toBeLessThanOrEqual(focus.y + 1);
            expect(box.x + box.width).toBeGreaterThanOrEqual(focus.x + focus.width - 1);
            expect(box.y + box.height).toBeGreaterThanOrEqual(focus.y + focus.height - 1);
          }
        },
      ),
    );
  });

  it('finds the box around a mask, and the whole image for an empty one', () => {
    const mask = new Uint8Array(10 * 8);
    mask[2 * 10 + 3] = 1;
    mask[5 * 10 + 7] = 1;
    expect(maskBounds(mask, 10, 8)).toEqual({ x: 3, y: 2, width: 5, height: 4 });
    expect(maskBounds(new Uint8Array(80), 10, 8)).toEqual({ x: 0, y: 0, width: 10, height: 8 });
  });

  it('finds the same box as looking at every pixel, for any mask', () => {
    const masks = fc
      .record({ width: fc.integer({ min: 1, max: 12 }), height: fc.integer({ min: 1, max: 12 }) })
      .chain(({ width, height }) =>
        fc
          .uint8Array({ minLength: width * height, maxLength: width * height, max: 1 })
          .map((mask) => ({ width, height, mask })),
      );
    fc.assert(
      fc.property(masks, ({ width, height, mask }) => {
        const set = [...mask.keys()].filter((i) => mask[i]);
        const xs = set.map((i) => i % width);
        const ys = set.map((i) => Math.floor(i / width));
        const expected =
          set.length === 0
            ? { x: 0, y: 0, width, height }
            : {
                x: Math.min(...xs),
                y: Math.min(...ys),
                width: Math.max(...xs) - Math.min(...xs) + 1,
                height: Math.max(...ys) - Math.min(...ys) + 1,
              };
        expect(maskBounds(mask, width, height)).toEqual(expected);
      }),
    );
  });

  it('crops a real image to the shape, keeping the pool’s pixels', async () => {
    const width = 320;
    const height = 200;
    const rgb = Buffer.alloc(width * height * 3, 200);
    for (let y = 120; y < 160; y++)
      for (let x = 260; x < 300; x++) rgb.set([10, 60, 220], (y * width + x) * 3);
    const png = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer();
    const cropped = await cropToAspect(png, { x: 260, y: 120, width: 40, height: 40 }, '4:5');
    const { data, info } = await sharp(cropped).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([160, 200]);
    // The pool's blue is inside the crop, at the same place relative to the crop's left edge.
    const left = 320 - 160;
    const o = (140 * info.width + (280 - left)) * info.channels;
    expect([data[o], data[o + 1], data[o + 2]]).toEqual([10, 60, 220]);
  });
});
