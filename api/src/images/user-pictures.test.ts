// What a person's picture must be before it is decoded: JPEG, PNG or WebP by its first bytes,
// read by the decoder those bytes name. An SVG, whose filters can take a minute of CPU to
// rasterise from a few hundred bytes, never reaches a decoder.
import { svgBomb } from '@poolscape/tests/kit/designs/fixtures';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPictureHeader, reencodePicture, sniffPictureFormat } from './user-pictures.ts';

describe('people’s pictures', () => {
  it('names JPEG, PNG and WebP by their signatures and nothing else', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } });
    expect(sniffPictureFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPictureFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffPictureFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffPictureFormat(await base.clone().tiff().toBuffer())).toBeNull();
    expect(sniffPictureFormat(await base.clone().gif().toBuffer())).toBeNull();
    expect(sniffPictureFormat(svgBomb())).toBeNull();
    expect(sniffPictureFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
  });

  it('reads no header of an SVG, even one named and typed as a PNG', async () => {
    const started = performance.now();
    expect(await readPictureHeader(svgBomb())).toBeNull();
    // A PNG signature in front of SVG text: the decoder libvips would pick is not PNG's.
    expect(
      await readPictureHeader(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), svgBomb()])),
    ).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses bytes that announce no supported format, whatever follows', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 64 }), async (bytes) => {
        const buffer = Buffer.from(bytes);
        fc.pre(sniffPictureFormat(buffer) === null);
        expect(await readPictureHeader(buffer)).toBeNull();
      }),
      { numRuns: 200 },
    );
  });

  it('re-encodes a real picture and refuses one above the pixel cap', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#88aa44' } })
      .png()
      .toBuffer();
    expect(await readPictureHeader(png)).toMatchObject({ format: 'png', width: 300, height: 200 });
    const { info } = await reencodePicture(png, (image) => image.webp());
    expect([info.format, info.width, info.height]).toEqual(['webp', 300, 200]);
    await expect(
      reencodePicture(png, (image) => image.webp(), { maxPixels: 300 * 200 - 1 }),
    ).rejects.toThrow();
  });
});
