// A grid of labelled renders, for looking at every style and time of day at once (see
// tests/bench/renderer.ts). Development tooling, kept here because it needs sharp.
import sharp, { type OverlayOptions } from 'sharp';

export interface SheetTile {
  image: Buffer;
  label: string;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Composes rows of tiles, each scaled to `tileWidth` pixels wide with its label in a corner, as a PNG. */
export async function buildContactSheet(
  rows: readonly (readonly SheetTile[])[],
  tileWidth: number,
): Promise<Buffer> {
  const gap = 6;
  const scaled = await Promise.all(
    rows.map((row) =>
      Promise.all(
        row.map(async (tile) => {
          const { data, info } = await sharp(tile.image)
            .resize({ width: tileWidth })
            .png()
            .toBuffer({ resolveWithObject: true });
          // Small enough for the label to fit on the tile.
          const size = Math.max(
            8,
            Math.min(
              Math.round(tileWidth / 32),
              Math.floor((tileWidth - 8) / (0.62 * tile.label.length + 1)),
            ),
          );
          const labelWidth = Math.min(info.width, Math.round(size * 0.62 * tile.label.length + size));
          const svg = Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth}" height="${size * 1.6}">` +
              `<rect width="100%" height="100%" fill="black" fill-opacity="0.6"/>` +
              `<text x="${size / 2}" y="${size * 1.15}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="white">${escapeXml(tile.label)}</text></svg>`,
          );
          const image = await sharp(data)
            .composite([{ input: svg, left: 0, top: 0 }])
            .png()
            .toBuffer();
          return { image, height: info.height };
        }),
      ),
    ),
  );
  const rowHeights = scaled.map((row) => Math.max(...row.map((t) => t.height)));
  const columns = Math.max(...rows.map((r) => r.length));
  const width = columns * tileWidth + (columns + 1) * gap;
  const height = rowHeights.reduce((a, b) => a + b + gap, gap);
  const layers: OverlayOptions[] = [];
  let top = gap;
  scaled.forEach((row, r) => {
    row.forEach((tile, c) => {
      layers.push({ input: tile.image, left: gap + c * (tileWidth + gap), top });
    });
    top += (rowHeights[r] ?? 0) + gap;
  });
  return sharp({ create: { width, height, channels: 3, background: { r: 24, g: 24, b: 24 } } })
    .composite(layers)
    .png()
    .toBuffer();
}
