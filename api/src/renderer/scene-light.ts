// What the photo says about its light: sky colour (tints the water), exposure and white balance
// (materials must not look brighter or bluer than the lawn they replace) and where the light comes
// from (shadow direction).

import { applyHomography, type Matrix3 } from '@poolscape/shared/homography';
import { fromBytes, LINEAR, mix, type Rgb } from './colour.ts';
import type { RawImage } from './image-io.ts';
import type { Corners, Point } from './types.ts';

export interface SceneLight {
  /** Average colour of the sky region (linear). */
  sky: Rgb;
  /** Linear brightness a white surface in the sun has in this photo. */
  intensity: number;
  /** Multipliers (around 1) that give rendered materials the photo's white balance. */
  white: Rgb;
  /** Horizontal unit vector in the plan pointing towards the light. */
  toLightU: number;
  toLightV: number;
  /** 3D unit vector towards the sun (plan u, v, up). */
  sun: readonly [number, number, number];
  /** Tangent of the sun's elevation. */
  sunTan: number;
}

const DEFAULT_SKY = fromBytes(172, 200, 232);
const SUN_ELEVATION = (50 * Math.PI) / 180;

function insideQuad(c: Corners, x: number, y: number): boolean {
  for (let i = 0; i < 4; i++) {
    const a = c[i] as Point;
    const b = c[(i + 1) % 4] as Point;
    if ((b.x - a.x) * (y - a.y) - (b.y - a.y) * (x - a.x) < 0) return false;
  }
  return true;
}

export function analyseLight(image: RawImage, corners: Corners, toPlan: Matrix3): SceneLight {
  const { data, width, height, channels } = image;
  const step = Math.max(1, Math.floor(Math.max(width, height) / 160));
  let skyR = 0;
  let skyG = 0;
  let skyB = 0;
  let skyN = 0;
  let topN = 0;
  let allR = 0;
  let allG = 0;
  let allB = 0;
  let allN = 0;
  let groundLum = 0;
  let groundN = 0;
  const lums: number[] = [];
  const xs: number[] = [];
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * channels;
      const r = LINEAR[data[i] as number] as number;
      const g = LINEAR[data[i + 1] as number] as number;
      const b = LINEAR[data[i + 2] as number] as number;
      const lum = 0.2126 * r + 0.7152 * g + 0.0722 * b;
      allR += r;
      allG += g;
      allB += b;
      allN++;
      lums.push(lum);
      xs.push(x / width);
      if (y < height * 0.22) {
        topN++;
        if (lum > 0.2 && b >= r * 0.95 && b >= g * 0.9) {
          skyR += r;
          skyG += g;
          skyB += b;
          skyN++;
        }
      }
      if (insideQuad(corners, x, y)) {
        groundLum += lum;
        groundN++;
      }
    }
  }
  const skyShare = topN > 0 ? skyN / topN : 0;
  const measuredSky: Rgb = skyN > 0 ? [skyR / skyN, skyG / skyN, skyB / skyN] : DEFAULT_SKY;
  const sky = mix(DEFAULT_SKY, measuredSky, Math.min(1, skyShare * 2.5));

  const mean = (allR + allG + allB) / (3 * allN) || 1;
  const clampWhite = (c: number): number => Math.min(1.12, Math.max(0.88, 1 + (c / mean - 1) * 0.35));
  const white: Rgb = [clampWhite(allR / allN), clampWhite(allG / allN), clampWhite(allB / allN)];

  const ground = groundN > 0 ? groundLum / groundN : 0.2;
  const intensity = Math.min(1.1, Math.max(0.55, 0.5 + ground * 2.2));

  // The brightest few per cent of the photo: their centre says which side the light is on.
  const histogram = new Uint32Array(256);
  for (const l of lums) {
    const bin = Math.min(255, Math.floor(l * 255));
    histogram[bin] = (histogram[bin] as number) + 1;
  }
  let threshold = 255;
  for (let count = 0; threshold > 0; threshold--) {
    count += histogram[threshold] as number;
    if (count >= lums.length * 0.03) break;
  }
  let cx = 0;
  let n = 0;
  for (let i = 0; i < lums.length; i++) {
    if (Math.floor((lums[i] as number) * 255) >= threshold) {
      cx += xs[i] as number;
      n++;
    }
  }
  cx = n > 0 ? cx / n : 0.5;
  const side = Math.abs(cx - 0.5) < 0.12 ? -1 : Math.sign(cx - 0.5);
  // Into the plan: a step up-and-sideways on screen from the footprint's centre.
  const centre = {
    x: (corners[0].x + corners[1].x + corners[2].x + corners[3].x) / 4,
    y: (corners[0].y + corners[1].y + corners[2].y + corners[3].y) / 4,
  };
  const reach = Math.max(width, height) * 0.02;
  const a = applyHomography(toPlan, centre.x, centre.y);
  const b = applyHomography(toPlan, centre.x + side * reach * 0.8, centre.y - reach);
  let lu = b.x - a.x;
  let lv = b.y - a.y;
  const len = Math.hypot(lu, lv) || 1;
  lu /= len;
  lv /= len;
  const cosE = Math.cos(SUN_ELEVATION);
  return {
    sky,
    intensity,
    white,
    toLightU: lu,
    toLightV: lv,
    sun: [lu * cosE, lv * cosE, Math.sin(SUN_ELEVATION)],
    sunTan: Math.tan(SUN_ELEVATION),
  };
}
