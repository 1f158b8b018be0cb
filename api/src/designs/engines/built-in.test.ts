// The built-in engine renders in a thread of its own: the same images as rendering here, and a
// render that fails there fails here with its words; asked for the stored files, it encodes them
// there, byte for byte as the render job would.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeRender } from '../render-files.ts';
import { builtInEngine } from './built-in.ts';
import { renderBuiltIn } from './built-in-render.ts';
import type { RenderRequest } from './engine.ts';

async function request(): Promise<RenderRequest> {
  const photo = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 96, g: 140, b: 70 } },
  })
    .png()
    .toBuffer();
  return {
    photo,
    corners: [
      { x: 90, y: 130 },
      { x: 230, y: 130 },
      { x: 260, y: 210 },
      { x: 60, y: 210 },
    ],
    style: 'modern',
    features: [],
    timeOfDay: 'day',
    modelingStyle: 'photoreal',
    seeds: [7],
    maxWidth: 320,
  };
}

describe('the built-in engine', () => {
  it('renders in its thread the very image this thread would, as a Buffer', async () => {
    const wanted = await request();
    const [inThread, here] = await Promise.all([builtInEngine.render(wanted), renderBuiltIn(wanted)]);
    const [image] = inThread.images;
    expect(Buffer.isBuffer(image?.image)).toBe(true);
    expect(image?.image.equals(here.images[0]?.image as Buffer)).toBe(true);
    expect({ ...inThread, images: [] }).toEqual({ ...here, images: [] });
    expect(image?.focus).toEqual(here.images[0]?.focus);
  });

  it('encodes the files a design stores in its thread, the same bytes as the render job would', async () => {
    const wanted = { ...(await request()), files: true };
    const { images } = await builtInEngine.render(wanted);
    const [image] = images;
    const files = image?.files;
    const expected = await encodeRender(image as NonNullable<typeof image>);
    expect(files && Object.values(files).every((file) => file === null || Buffer.isBuffer(file))).toBe(true);
    expect(files?.full.equals(expected.full)).toBe(true);
    expect(files?.display.equals(expected.display)).toBe(true);
    expect(files?.thumb.equals(expected.thumb)).toBe(true);
    expect(files?.standard).toBeNull();
    expect((await sharp(files?.thumb).metadata()).format).toBe('webp');
    // Not asked, the engine leaves the encoding to the job.
    expect((await builtInEngine.render(await request())).images[0]?.files).toBeUndefined();
  });

  it('fails with the renderer’s own words when the photo cannot be read', async () => {
    const broken = { ...(await request()), photo: Buffer.from('not an image') };
    const error = await renderBuiltIn(broken).catch((failure: Error) => failure);
    expect(error).toBeInstanceOf(Error);
    await expect(builtInEngine.render(broken)).rejects.toThrow((error as Error).message);
  });
});
