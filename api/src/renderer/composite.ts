// From the canvas back to photo bytes: the time-of-day grade (only on edited pixels, so the rest of
// the photo stays byte-identical), lamp light on top, then sRGB encoding into a copy of the photo.
// Works on a band of rows at a time, so that threads can share the work.

import { encodeByte, LINEAR } from './colour.ts';
import { type Canvas, KIND, type PhotoPixels } from './context.ts';
import type { TimeOfDay } from './types.ts';

interface Grade {
  gain: readonly [number, number, number];
  /** Share of colour removed. */
  desaturate: number;
}

/**
 * Inside the edit area only, the grade has to sit next to the untouched daylight photo: evening
 * light rather than darkness. Over the whole photo it can go all the way.
 */
const GRADES: Record<TimeOfDay, Grade | null> = {
  day: null,
  dusk: { gain: [0.8, 0.66, 0.66], desaturate: 0.12 },
  night: { gain: [0.42, 0.46, 0.62], desaturate: 0.35 },
};

const WHOLE_PHOTO_GRADES: Record<TimeOfDay, Grade | null> = {
  day: null,
  dusk: { gain: [0.62, 0.48, 0.52], desaturate: 0.15 },
  night: { gain: [0.12, 0.15, 0.26], desaturate: 0.5 },
};

function gradePixel(grade: Grade, rgb: Float64Array, w: number): void {
  const r = rgb[0] as number;
  const g = rgb[1] as number;
  const b = rgb[2] as number;
  const l = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const d = grade.desaturate;
  rgb[0] = r + ((r + (l - r) * d) * grade.gain[0] - r) * w;
  rgb[1] = g + ((g + (l - g) * d) * grade.gain[1] - g) * w;
  rgb[2] = b + ((b + (l - b) * d) * grade.gain[2] - b) * w;
}

/** Where bands of the result are written: a copy of the photo, and the mask, both shared. */
export interface Target {
  data: Uint8Array;
  mask: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}

/**
 * Writes rows [from, to) of the result into the target (which starts as a copy of the photo). With
 * `wholePhoto`, the dusk or night grade covers every pixel of those rows (and marks them in the
 * mask); otherwise only the canvas's edited pixels change. Reads only the photo, so writing the
 * same rows twice gives the same bytes.
 */
export function compositeRows(
  target: Target,
  photo: PhotoPixels,
  canvas: Canvas,
  timeOfDay: TimeOfDay,
  wholePhoto: boolean,
  from: number,
  to: number,
): void {
  const { data, mask, width, channels } = target;
  const grade = (wholePhoto ? WHOLE_PHOTO_GRADES : GRADES)[timeOfDay];
  const glowOn = canvas.glow.length > 0;
  const { colour, kind, glow } = canvas;
  const rgb = new Float64Array(3);
  if (grade && wholePhoto) {
    for (let p = from * width; p < to * width; p++) {
      const o = p * channels;
      rgb[0] = LINEAR[photo.data[o] as number] as number;
      rgb[1] = LINEAR[photo.data[o + 1] as number] as number;
      rgb[2] = LINEAR[photo.data[o + 2] as number] as number;
      gradePixel(grade, rgb, 1);
      data[o] = encodeByte(rgb[0] as number);
      data[o + 1] = encodeByte(rgb[1] as number);
      data[o + 2] = encodeByte(rgb[2] as number);
      mask[p] = 1;
    }
  }
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      const i = y * canvas.width + x;
      if (kind[i] === KIND.photo) continue;
      const c = i * 3;
      rgb[0] = colour[c] as number;
      rgb[1] = colour[c + 1] as number;
      rgb[2] = colour[c + 2] as number;
      if (grade) gradePixel(grade, rgb, wholePhoto ? 1 : (canvas.grade[i] as number));
      if (glowOn) {
        rgb[0] = (rgb[0] as number) + (glow[c] as number);
        rgb[1] = (rgb[1] as number) + (glow[c + 1] as number);
        rgb[2] = (rgb[2] as number) + (glow[c + 2] as number);
      }
      const p = (canvas.y0 + y) * width + canvas.x0 + x;
      const o = p * channels;
      data[o] = encodeByte(rgb[0] as number);
      data[o + 1] = encodeByte(rgb[1] as number);
      data[o + 2] = encodeByte(rgb[2] as number);
      if (channels === 4) data[o + 3] = 255;
      mask[p] = 1;
    }
  }
}
