// For the provider adapters' tests: a plain lawn-green photo and the engine's mask over it, white
// (repaint) in the lower middle: x from a quarter to three quarters, y from half to five sixths.
import sharp from 'sharp';

export async function lawnWithMask(width: number, height: number): Promise<{ photo: Buffer; mask: Buffer }> {
  const photo = await sharp({
    create: { width, height, channels: 3, background: { r: 90, g: 140, b: 60 } },
  })
    .png()
    .toBuffer();
  const grey = Buffer.alloc(width * height);
  for (let y = height / 2; y < (height * 5) / 6; y++)
    for (let x = width / 4; x < (width * 3) / 4; x++) grey[y * width + x] = 255;
  const mask = await sharp(grey, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return { photo, mask };
}
