// The files a design stores of each render: the lossless download, a WebP to show, a thumbnail and
// the Free plan's smaller download. The built-in engine encodes them in its render thread, beside
// the render (engines/built-in-thread.ts); the render job encodes those of other engines.
import { STANDARD_DOWNLOAD_WIDTH } from '@poolscape/shared/designs';
import sharp, { type Sharp } from 'sharp';
import type { RenderedImage, RenderFiles } from './engines/engine.ts';

/** Width of the library's thumbnails. */
export const THUMBNAIL_WIDTH = 400;

/** The files of one render: lossless for download, WebP to show, a thumbnail, the Free download. */
export async function encodeRender(
  render: Pick<RenderedImage, 'image' | 'raw' | 'width' | 'height'>,
): Promise<RenderFiles> {
  const { image, width, height } = render;
  const input = () => (render.raw ? sharp(image, { raw: { width, height, channels: 3 } }) : sharp(image));
  const [display, thumb, standard, full] = await Promise.all([
    input().webp({ quality: 88 }).toBuffer(),
    input().resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    width > STANDARD_DOWNLOAD_WIDTH
      ? input().resize({ width: STANDARD_DOWNLOAD_WIDTH }).png({ compressionLevel: 6 }).toBuffer()
      : Promise.resolve(null),
    fullPng(render, input),
  ]);
  return { full, display, thumb, standard };
}

/**
 * The lossless download, always PNG. Pixels are stored without deflate, which gains little on
 * a photograph and takes most of the time; an engine's PNG is kept as it is.
 */
async function fullPng(render: Pick<RenderedImage, 'image' | 'raw'>, input: () => Sharp): Promise<Buffer> {
  if (render.raw) return input().png({ compressionLevel: 0, adaptiveFiltering: false }).toBuffer();
  const meta = await sharp(render.image).metadata();
  return meta.format === 'png' ? render.image : input().png({ compressionLevel: 6 }).toBuffer();
}
