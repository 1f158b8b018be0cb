// Premium's aspects: a render cropped to the shapes people post (1:1, 4:5, 16:9, 9:16) around the
// pool. The crop is the largest of that shape the image holds, centred on the pool and its
// features (the focus box the engine recorded) and slid back inside the image where it would
// leave it, so the pool is always in view and as much of the yard as fits stays around it.
import type { Aspect } from '@poolscape/shared';
import sharp from 'sharp';
import type { FocusBox } from './engines/engine.ts';

/** Width over height of an aspect. */
export function aspectRatio(aspect: Aspect): number {
  const [w, h] = aspect.split(':').map(Number) as [number, number];
  return w / h;
}

/** The crop box, in whole pixels inside a `width` x `height` image. */
export function cropAround(width: number, height: number, focus: FocusBox, aspect: Aspect): FocusBox {
  const ratio = aspectRatio(aspect);
  const cropWidth = Math.max(1, Math.min(width, Math.round(height * ratio)));
  const cropHeight = Math.max(1, Math.min(height, Math.round(cropWidth / ratio)));
  const centreX = focus.x + focus.width / 2;
  const centreY = focus.y + focus.height / 2;
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    x: clamp(centreX - cropWidth / 2, width - cropWidth),
    y: clamp(centreY - cropHeight / 2, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

/** The smallest box holding every set pixel of a mask (the whole image when none is set). */
export function maskBounds(mask: Uint8Array, width: number, height: number): FocusBox {
  const rowSet = (y: number) => {
    for (let i = y * width; i < (y + 1) * width; i++) if (mask[i]) return true;
    return false;
  };
  let y0 = 0;
  while (y0 < height && !rowSet(y0)) y0++;
  if (y0 === height) return { x: 0, y: 0, width, height };
  let y1 = height - 1;
  while (!rowSet(y1)) y1--;
  // Each row is searched from either end only as far as the box reaches so far.
  let x0 = width;
  let x1 = -1;
  for (let y = y0; y <= y1; y++) {
    const row = y * width;
    for (let x = 0; x < x0; x++)
      if (mask[row + x]) {
        x0 = x;
        break;
      }
    for (let x = width - 1; x > x1; x--)
      if (mask[row + x]) {
        x1 = x;
        break;
      }
  }
  return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 };
}

/** A lossless render cropped to the aspect around its focus, as PNG. */
export async function cropToAspect(image: Buffer, focus: FocusBox, aspect: Aspect): Promise<Buffer> {
  const meta = await sharp(image).metadata();
  const width = meta.width ?? 1;
  const height = meta.height ?? 1;
  const box = cropAround(width, height, focus, aspect);
  return sharp(image)
    .extract({ left: box.x, top: box.y, width: box.width, height: box.height })
    .png({ compressionLevel: 6 })
    .toBuffer();
}
