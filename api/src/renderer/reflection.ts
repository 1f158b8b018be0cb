// What the water mirrors along a reflected ray: first the vessel's own far wall (the dark band just
// inside the far coping), else the photo itself, taken to stand on a vertical plane beyond the far
// side of the plan: the ray's hit on that plane is projected back into the photo and sampled there,
// sharp near the water and softer (mixed with the blurred backdrop) with distance and roughness.
// Above the photo's top edge the ray sees the sky's colour. At dusk and night the photo's sky is
// swapped for the new one (grade.ts) in what the water mirrors, before the scene's grade.
import { LINEAR, type Rgb } from './colour.ts';
import { type PhotoPixels, type RenderContext, sampleBackdrop } from './context.ts';
import { fieldAt } from './fields.ts';
import { reflectedSky } from './grade.ts';
import type { Vessel } from './plan-types.ts';

/** How far beyond the plan's far edge the photo is taken to stand (m). */
const BACKDROP_GAP = 6;

const soft = new Float64Array(3);
const newSkies = new WeakMap<RenderContext, Rgb>();

/** The sky a reflection sees beyond the photo's top edge at dusk or night: the new one. */
function newSky(ctx: RenderContext): Rgb {
  const known = newSkies.get(ctx);
  if (known) return known;
  const sky = ctx.light.sky;
  const rgb = new Float64Array([sky[0], sky[1], sky[2]]);
  if (ctx.grade) reflectedSky(ctx.grade, rgb, ctx.photo.width / 2, 0);
  const made: Rgb = [rgb[0] as number, rgb[1] as number, rgb[2] as number];
  newSkies.set(ctx, made);
  return made;
}

/** Bilinear look-up of the photo at pixel (x, y), clamped to its edges, in linear light. */
export function samplePhoto(photo: PhotoPixels, x: number, y: number, out: Float64Array): void {
  const { data, width, height, channels } = photo;
  let fx = x - 0.5;
  let fy = y - 0.5;
  fx = fx < 0 ? 0 : Math.min(fx, width - 1.001);
  fy = fy < 0 ? 0 : Math.min(fy, height - 1.001);
  const ix = fx | 0;
  const iy = fy | 0;
  const tx = fx - ix;
  const ty = fy - iy;
  const i = (iy * width + ix) * channels;
  const j = i + width * channels;
  for (let c = 0; c < 3; c++) {
    const a = LINEAR[data[i + c] as number] as number;
    const b = LINEAR[data[i + channels + c] as number] as number;
    const d = LINEAR[data[j + c] as number] as number;
    const e = LINEAR[data[j + channels + c] as number] as number;
    const top = a + (b - a) * tx;
    out[c] = top + (d + (e - d) * tx - top) * ty;
  }
}

/**
 * The light arriving along the reflected ray (rx, ry, rz), a unit vector, from the water point
 * (qu, qv) at height `surface` of a vessel whose rim is at height `top`, into out[0..2].
 * `rough` (0 to 1) is how much of the ripples' slope the pixel cannot show: it softens the image.
 */
export function reflectedLight(
  ctx: RenderContext,
  vessel: Vessel,
  top: number,
  surface: number,
  qu: number,
  qv: number,
  dQ: number,
  rx: number,
  ry: number,
  rz: number,
  rough: number,
  out: Float64Array,
): void {
  const { light, camera } = ctx;
  const sky = ctx.grade ? newSky(ctx) : light.sky;
  if (rz <= 1e-4) {
    out[0] = sky[0];
    out[1] = sky[1];
    out[2] = sky[2];
    return;
  }
  // The far wall: the ray climbs to the rim's height while still inside the vessel's walls.
  const rise = (top - surface) / rz;
  const dTop = fieldAt(vessel.walls, qu + rx * rise, qv + ry * rise);
  if (dTop > 0) {
    const t = -dQ / (dTop - dQ);
    const below = (1 - t) * (top - surface);
    const c = vessel.finish.waterline && below < 0.16 ? vessel.finish.waterline : vessel.finish.wall;
    // The wall's face, seen from below the water line's level, in the coping's shade.
    const shade = light.intensity * 0.3 * (1 - 0.8 * Math.exp(-below / 0.04));
    const white = light.white;
    out[0] = c[0] * white[0] * shade;
    out[1] = c[1] * white[1] * shade;
    out[2] = c[2] * white[2] * shade;
    return;
  }
  if (ry > -1e-4) {
    out[0] = sky[0];
    out[1] = sky[1];
    out[2] = sky[2];
    return;
  }
  // The photo, standing on the plane v = backdropV.
  const backdropV = ctx.plan.bounds.v0 - BACKDROP_GAP;
  const t = (backdropV - qv) / ry;
  const xu = qu + rx * t;
  const xz = surface + rz * t;
  const p = camera.projection;
  const w = (p[8] as number) * xu + (p[9] as number) * backdropV + (p[10] as number) * xz + (p[11] as number);
  if (w <= 1e-9) {
    out[0] = sky[0];
    out[1] = sky[1];
    out[2] = sky[2];
    return;
  }
  const px =
    ((p[0] as number) * xu + (p[1] as number) * backdropV + (p[2] as number) * xz + (p[3] as number)) / w;
  const py =
    ((p[4] as number) * xu + (p[5] as number) * backdropV + (p[6] as number) * xz + (p[7] as number)) / w;
  const photo = ctx.photo;
  // Sharp where the mirrored thing is close and the water calm; the blurred copy far away.
  let blur = rough * 1.4 + t * 0.015;
  if (blur > 1) blur = 1;
  if (blur < 1) {
    samplePhoto(photo, px, py, out);
    // At dusk and night the photo's sky is replaced; its mirror image must show the new one.
    if (ctx.grade) reflectedSky(ctx.grade, out, px, py);
  }
  if (blur > 0) {
    sampleBackdrop(ctx.backdrop, px, py, soft);
    out[0] = (out[0] as number) * (1 - blur) + (soft[0] as number) * blur;
    out[1] = (out[1] as number) * (1 - blur) + (soft[1] as number) * blur;
    out[2] = (out[2] as number) * (1 - blur) + (soft[2] as number) * blur;
  }
  // Beyond the photo's top edge the ray sees sky; fade into it over a few percent of the height.
  if (py < 0) {
    let k = -py / (0.06 * photo.height);
    if (k > 1) k = 1;
    out[0] = (out[0] as number) + (sky[0] - (out[0] as number)) * k;
    out[1] = (out[1] as number) + (sky[1] - (out[1] as number)) * k;
    out[2] = (out[2] as number) + (sky[2] - (out[2] as number)) * k;
  }
}
