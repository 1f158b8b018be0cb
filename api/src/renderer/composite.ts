// From the canvas back to photo bytes, a band of rows at a time (so that threads can share the
// work), into a copy of the photo. By day only the drawn pixels change: everything else stays the
// photo's, byte for byte. At dusk and night every pixel is graded (grade.ts), the drawn ones with
// the scene's grade and the photo's own with the sky replaced too; then the glowing water and the
// lamps' light (lamps.ts) are added on top, and the result is encoded to sRGB.

import { encodeByte, LINEAR } from './colour.ts';
import { type Canvas, KIND, type PhotoPixels } from './context.ts';
import {
  gradeDrawn,
  gradePhotoPixel,
  gradeScene,
  gradeSceneRun,
  markSky,
  rowMaySeeSky,
  type SceneGrade,
} from './grade.ts';
import { addLampLight, type LampLight, litSpan, markLit } from './lamps.ts';

/** Where bands of the result are written: a copy of the photo, and the mask, both shared. */
export interface Target {
  data: Uint8Array;
  mask: Uint8Array;
  /** "Keep this": 1 where nothing may be drawn (the photo stays), one byte per pixel; or null. */
  keep: Uint8Array | null;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Whether canvas pixel i holds something drawn (the pool and its features, or a shadow they
 * cast), rather than the photo's own colour untouched.
 */
function isDrawn(canvas: Canvas, i: number): boolean {
  const kind = canvas.kind[i] as number;
  if (kind === KIND.photo) return false;
  if (kind !== KIND.lawn) return true;
  // The ground pass marks lawn it might shade; where it did not, the colour is the photo's.
  const { photo, colour } = canvas;
  const x = canvas.x0 + (i % canvas.width);
  const y = canvas.y0 + Math.floor(i / canvas.width);
  const s = (y * photo.width + x) * photo.channels;
  const c = i * 3;
  return (
    colour[c] !== LINEAR[photo.data[s] as number] ||
    colour[c + 1] !== LINEAR[photo.data[s + 1] as number] ||
    colour[c + 2] !== LINEAR[photo.data[s + 2] as number]
  );
}

/**
 * Writes rows [from, to) of the result into the target (which starts as a copy of the photo), and
 * marks the drawn pixels in the mask. Reads only the photo and the canvas, so writing the same
 * rows twice gives the same bytes.
 */
export function compositeRows(
  target: Target,
  photo: PhotoPixels,
  canvas: Canvas,
  grade: SceneGrade | null,
  lamps: LampLight | null,
  from: number,
  to: number,
): void {
  if (grade) gradeRows(target, photo, canvas, grade, lamps, from, to);
  else writeDrawn(target, canvas);
}

/** Daylight: only the canvas's drawn pixels change. */
function writeDrawn(target: Target, canvas: Canvas): void {
  const { data, mask, keep, width, channels } = target;
  const { colour, glow } = canvas;
  const glowOn = glow.length > 0;
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = y * canvas.width + x;
      const p = (canvas.y0 + y) * width + canvas.x0 + x;
      if (keep?.[p] || !isDrawn(canvas, i)) continue;
      const c = i * 3;
      const o = p * channels;
      data[o] = encodeByte((colour[c] as number) + (glowOn ? (glow[c] as number) : 0));
      data[o + 1] = encodeByte((colour[c + 1] as number) + (glowOn ? (glow[c + 1] as number) : 0));
      data[o + 2] = encodeByte((colour[c + 2] as number) + (glowOn ? (glow[c + 2] as number) : 0));
      if (channels === 4) data[o + 3] = 255;
      mask[p] = 1;
    }
  }
}

/** Dusk and night: every pixel of the rows is graded, then lit. */
function gradeRows(
  target: Target,
  photo: PhotoPixels,
  canvas: Canvas,
  grade: SceneGrade,
  lamps: LampLight | null,
  from: number,
  to: number,
): void {
  const { data, keep, width, channels } = target;
  const span = new Int32Array(2);
  const row: Row = { y: 0, inRows: false, sky: false, lit: false };
  const special = new Uint8Array(width);
  for (let y = from; y < to; y++) {
    const cy = y - canvas.y0;
    row.y = y;
    row.inRows = cy >= 0 && cy < canvas.height && canvas.width > 0;
    row.sky = rowMaySeeSky(grade, y);
    span[0] = 0;
    span[1] = 0;
    if (lamps) litSpan(lamps, y, span);
    row.lit = (span[1] as number) > (span[0] as number);
    if (!row.inRows && !row.lit && !row.sky) {
      gradeSceneRun(grade, photo.data, data, channels, y * width, (y + 1) * width);
      continue;
    }
    // Pixels with something on (drawn, sky, or within a lamp's reach) go one by one; runs of
    // plain photo between them take the tight loop.
    special.fill(0);
    if (row.sky) markSky(grade, y, special);
    if (row.lit && lamps) markLit(lamps, special);
    if (row.inRows) {
      const base = cy * canvas.width;
      const kept = y * width + canvas.x0;
      for (let i = 0; i < canvas.width; i++)
        if (!keep?.[kept + i] && isDrawn(canvas, base + i)) special[canvas.x0 + i] = 1;
    }
    let x = 0;
    while (x < width) {
      const on = special[x];
      let end = x + 1;
      while (end < width && special[end] === on) end++;
      if (on) gradePixels(target, photo, canvas, grade, lamps, row, x, end);
      else gradeSceneRun(grade, photo.data, data, channels, y * width + x, y * width + end);
      x = end;
    }
  }
}

interface Row {
  y: number;
  /** The row crosses the canvas, may show sky, may be lit. */
  inRows: boolean;
  sky: boolean;
  lit: boolean;
}

const rgb = new Float64Array(3);
const albedo = new Float64Array(3);

/** Grades and lights pixels [x0, x1) of a row, whatever they show. */
function gradePixels(
  target: Target,
  photo: PhotoPixels,
  canvas: Canvas,
  grade: SceneGrade,
  lamps: LampLight | null,
  row: Row,
  x0: number,
  x1: number,
): void {
  const { data, mask, keep, width, channels } = target;
  const { colour, glow } = canvas;
  const glowOn = glow.length > 0;
  const src = photo.data;
  const { y, inRows, sky } = row;
  const lit = row.lit && lamps !== null;
  const cy = y - canvas.y0;
  const cx0 = canvas.x0;
  const cx1 = canvas.x0 + canvas.width;
  for (let x = x0; x < x1; x++) {
    const p = y * width + x;
    const o = p * channels;
    const inside = inRows && x >= cx0 && x < cx1;
    const i = inside ? cy * canvas.width + (x - cx0) : -1;
    let kind: number = KIND.photo;
    if (inside && !keep?.[p] && isDrawn(canvas, i)) {
      const c = i * 3;
      albedo[0] = rgb[0] = colour[c] as number;
      albedo[1] = rgb[1] = colour[c + 1] as number;
      albedo[2] = rgb[2] = colour[c + 2] as number;
      gradeDrawn(grade, rgb);
      kind = canvas.kind[i] as number;
      mask[p] = 1;
      if (channels === 4) data[o + 3] = 255;
    } else {
      const r = src[o] as number;
      const g = src[o + 1] as number;
      const b = src[o + 2] as number;
      if (sky) gradePhotoPixel(grade, r, g, b, x, y, rgb);
      else gradeScene(grade, r, g, b, rgb);
      if (lit) {
        albedo[0] = LINEAR[r] as number;
        albedo[1] = LINEAR[g] as number;
        albedo[2] = LINEAR[b] as number;
      }
    }
    if (inside && glowOn) {
      const c = i * 3;
      rgb[0] = (rgb[0] as number) + (glow[c] as number);
      rgb[1] = (rgb[1] as number) + (glow[c + 1] as number);
      rgb[2] = (rgb[2] as number) + (glow[c + 2] as number);
    }
    if (lit && lamps) addLampLight(lamps, x, y, albedo, kind, rgb);
    data[o] = encodeByte(rgb[0] as number);
    data[o + 1] = encodeByte(rgb[1] as number);
    data[o + 2] = encodeByte(rgb[2] as number);
  }
}
