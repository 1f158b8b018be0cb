import { heicBytes, jpegPhoto } from '@poolscape/tests/kit/designs/fixtures';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { isHeic, preparePhoto } from './photos.ts';

function ftyp(major: string, ...compatible: string[]): Buffer {
  const box = Buffer.alloc(16 + compatible.length * 4);
  box.writeUInt32BE(box.length, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(major, 8, 'latin1');
  compatible.forEach((brand, index) => {
    box.write(brand, 16 + index * 4, 'latin1');
  });
  return Buffer.concat([box, Buffer.alloc(64)]);
}

describe('photo checks', () => {
  it('recognises HEIC and HEIF by their brands, and not AVIF or MP4', () => {
    expect(isHeic(heicBytes())).toBe(true);
    expect(isHeic(ftyp('mif1', 'heic'))).toBe(true);
    expect(isHeic(ftyp('heix'))).toBe(true);
    expect(isHeic(ftyp('avif', 'mif1'))).toBe(false);
    expect(isHeic(ftyp('isom', 'mp41'))).toBe(false);
    expect(isHeic(Buffer.from('heic'))).toBe(false);
  });

  it('refuses HEIC whatever it is called, and a photo smaller than 320 pixels a side', async () => {
    expect(await preparePhoto(heicBytes())).toEqual({ ok: false, problem: 'heic' });
    expect(await preparePhoto(await jpegPhoto(319, 1000))).toEqual({ ok: false, problem: 'tooSmall' });
  });

  it('keeps a small photo at its size and drops its metadata', async () => {
    const prepared = await preparePhoto(await jpegPhoto(500, 400, { gps: true }));
    if (!prepared.ok) throw new Error(prepared.problem);
    expect(prepared).toMatchObject({ width: 500, height: 400 });
    const meta = await sharp(prepared.png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
  });

  it('property: random bytes are refused as unsupported (or HEIC), never thrown', async () => {
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const pngStart = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(Buffer.alloc(0), jpegStart, pngStart, Buffer.from('RIFF\0\0\0\0WEBPVP8 ')),
        fc.uint8Array({ maxLength: 600 }),
        async (start, rest) => {
          const result = await preparePhoto(Buffer.concat([start, Buffer.from(rest)]));
          expect(result.ok).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });
});
