// Looking into a vessel (pool, spa, catch basin) along one camera ray: the dry wall above the water
// line on the far side, or the water surface, where the Fresnel mix of a reflection of what stands
// beyond the far edge and the light coming back from the floor (or a submerged wall) through
// absorbing water is seen. Caustics, wall shadows, glints and lamp glow are added on the way.

import { lineCoverage, type Rgb } from './colour.ts';
import { KIND, type RenderContext, sampleBackdrop } from './context.ts';
import { fieldAt } from './fields.ts';
import type { Vessel } from './plan-types.ts';
import { sample } from './textures.ts';

const LAMP: Rgb = [0.12, 0.72, 1.0];
const REFRACTION = 1 / 1.333;
const SUN_UNDERWATER_COS = 0.86;

const reflection = new Float64Array(3);

/**
 * Shades what the camera ray through (u, v) at height `top` (the vessel's rim) sees inside the
 * vessel. Writes linear colour to out[0..2] and lamp light to out[3..5]; returns the KIND seen.
 * `bubbles` adds the froth of a hot tub.
 */
export function shadeVessel(
  ctx: RenderContext,
  vessel: Vessel,
  top: number,
  u: number,
  v: number,
  m: number,
  bubbles: boolean,
  out: Float64Array,
): number {
  const { camera, light, textures, plan } = ctx;
  const { cu, cv, cz } = camera;
  const look = ctx.water;
  const finish = vessel.finish;
  const white = light.white;
  const I = light.intensity;
  out[3] = 0;
  out[4] = 0;
  out[5] = 0;

  const surface = top - vessel.waterLevel;
  const k = (cz - surface) / (cz - top);
  const qu = cu + (u - cu) * k;
  const qv = cv + (v - cv) * k;
  const dQ = fieldAt(vessel.walls, qu, qv);

  if (dQ > 0) {
    const dRim = fieldAt(vessel.walls, u, v);
    // The dry strip of far wall between the coping and the water line, darkest under the lip.
    const t = dRim / (dRim - dQ);
    const below = t * vessel.waterLevel;
    const c = finish.waterline && below < 0.16 ? finish.waterline : finish.wall;
    const shade = I * 0.72 * (1 - 0.7 * Math.exp(-below / 0.025));
    out[0] = c[0] * white[0] * shade;
    out[1] = c[1] * white[1] * shade;
    out[2] = c[2] * white[2] * shade;
    return KIND.solid;
  }

  // View direction from the water towards the camera.
  let vx = cu - qu;
  let vy = cv - qv;
  let vz = cz - surface;
  const vl = Math.sqrt(vx * vx + vy * vy + vz * vz);
  vx /= vl;
  vy /= vl;
  vz /= vl;

  // Ripples: the seeded ripple slope, a period of 3.3 m.
  const slope = 0.012 * look.ripple;
  let nx = -slope * sample(textures.rippleDx, qu / 3.3, qv / 3.3);
  let ny = -slope * sample(textures.rippleDy, qu / 3.3, qv / 3.3);
  let nz = 1;
  const nl = Math.sqrt(nx * nx + ny * ny + 1);
  nx /= nl;
  ny /= nl;
  nz /= nl;
  let cosI = vx * nx + vy * ny + vz * nz;
  if (cosI < 0.02) cosI = 0.02;
  const f = 1 - cosI;
  // Physically 0.02 + 0.98 f⁵; renders (and eyes) like the reflections a little stronger.
  const fresnel = Math.min(1, 0.05 + 1.4 * f * f * f * f * f);

  // Reflection: follow the mirrored ray to a backdrop standing beyond the far side of the plan.
  const rx = 2 * cosI * nx - vx;
  const ry = 2 * cosI * ny - vy;
  const rz = 2 * cosI * nz - vz;
  const backdropV = plan.bounds.v0 - 1.5;
  if (ry < -1e-4) {
    const t = (backdropV - qv) / ry;
    const xu = qu + rx * t;
    const xv = backdropV;
    const xz = surface + rz * t;
    const p = camera.projection;
    const w = (p[8] as number) * xu + (p[9] as number) * xv + (p[10] as number) * xz + (p[11] as number);
    if (w > 1e-9) {
      const px =
        ((p[0] as number) * xu + (p[1] as number) * xv + (p[2] as number) * xz + (p[3] as number)) / w;
      const py =
        ((p[4] as number) * xu + (p[5] as number) * xv + (p[6] as number) * xz + (p[7] as number)) / w;
      sampleBackdrop(ctx.backdrop, px, py, reflection);
    } else {
      reflection[0] = light.sky[0];
      reflection[1] = light.sky[1];
      reflection[2] = light.sky[2];
    }
  } else {
    reflection[0] = light.sky[0];
    reflection[1] = light.sky[1];
    reflection[2] = light.sky[2];
  }

  // Refraction down to the floor, or to a submerged wall when the ray meets one first.
  const hl = Math.sqrt(vx * vx + vy * vy) || 1e-9;
  const sinT = Math.sqrt(1 - vz * vz) * REFRACTION;
  const cosT = Math.sqrt(1 - sinT * sinT);
  const tanT = sinT / cosT;
  const d0 = vessel.depthAt(qu, qv);
  const fu = qu + (-(vx / hl) * tanT - nx * 3) * d0;
  const fv = qv + (-(vy / hl) * tanT - ny * 3) * d0;
  const dF = fieldAt(vessel.walls, fu, fv);
  let hu = fu;
  let hv = fv;
  let depth: number;
  let ar: number;
  let ag: number;
  let ab: number;
  let facing = 1;
  if (dF > 0) {
    const t = -dQ / (dF - dQ);
    hu = qu + (fu - qu) * t;
    hv = qv + (fv - qv) * t;
    depth = d0 * t;
    const c = finish.waterline && depth < 0.16 - vessel.waterLevel ? finish.waterline : finish.wall;
    ar = c[0];
    ag = c[1];
    ab = c[2];
    facing = 0.8;
  } else {
    depth = vessel.depthAt(fu, fv);
    const c = finish.floor;
    ar = c[0];
    ag = c[1];
    ab = c[2];
    if (finish.tile > 0) {
      const tu = hu / finish.tile;
      const tv = hv / finish.tile;
      const gu = Math.abs(tu - Math.round(tu)) * finish.tile;
      const gv = Math.abs(tv - Math.round(tv)) * finish.tile;
      const grout = Math.max(lineCoverage(gu, 0.003, m), lineCoverage(gv, 0.003, m));
      const g = 1 - 0.22 * grout;
      ar *= g;
      ag *= g;
      ab *= g;
    } else {
      const n = 0.9 + 0.2 * sample(textures.detail, hu / 0.7, hv / 0.7);
      ar *= n;
      ag *= n;
      ab *= n;
    }
  }

  // Sunlight on the floor: blocked where the sun's ray back up leaves through a wall.
  const reach = depth / light.sunTan;
  const dSun = fieldAt(vessel.walls, hu + light.toLightU * reach, hv + light.toLightV * reach);
  const lit = dSun < -0.06 ? 1 : dSun > 0.06 ? 0 : 0.5 - dSun / 0.12;
  const caustic =
    (sample(textures.caustics, hu / 1.9, hv / 1.9) +
      0.6 * sample(textures.caustics, hu / 1.2 + 0.5, hv / 1.2 + 0.2)) *
    Math.exp(-depth * 0.5) *
    ctx.daylight;
  const floorLight =
    0.8 * I * facing * (0.42 + 0.58 * lit * (0.4 + 0.6 * ctx.daylight) + 1.1 * caustic * lit);

  // Beer-Lambert along the way down and back up; the water body scatters its own colour.
  const path = depth * (1 / cosT + 1 / SUN_UNDERWATER_COS);
  const tr = Math.exp(-look.absorb[0] * path);
  const tg = Math.exp(-look.absorb[1] * path);
  const tb = Math.exp(-look.absorb[2] * path);
  const sky = light.sky;
  const body = look.body;
  const s = look.skyShare;
  const br = (body[0] * (1 - s) + sky[0] * s * 0.35) * I;
  const bg = (body[1] * (1 - s) + sky[1] * s * 0.35) * I;
  const bb = (body[2] * (1 - s) + sky[2] * s * 0.35) * I;
  let r = ar * white[0] * floorLight * tr + br * white[0] * (1 - tr);
  let g = ag * white[1] * floorLight * tg + bg * white[1] * (1 - tg);
  let b = ab * white[2] * floorLight * tb + bb * white[2] * (1 - tb);

  if (bubbles) {
    const froth = sample(textures.noise, qu / 0.45, qv / 0.45);
    const dots = sample(textures.cellF1, qu / 0.7, qv / 0.7) < 0.2 ? 0.5 : 0;
    const foam = Math.min(1, Math.max(0, (froth - 0.45) * 3) * 0.8 + dots);
    const fw = I * 0.8;
    r += (fw * white[0] - r) * foam;
    g += (fw * white[1] - g) * foam;
    b += (fw * white[2] - b) * foam;
  }

  const keep = 1 - fresnel;
  r = r * keep + (reflection[0] as number) * fresnel * 0.9;
  g = g * keep + (reflection[1] as number) * fresnel * 0.9;
  b = b * keep + (reflection[2] as number) * fresnel * 0.9;

  // A glint where a ripple mirrors the sun.
  const sun = light.sun;
  const toSun = rx * sun[0] + ry * sun[1] + rz * sun[2];
  if (toSun > 0.97) {
    const glint = ((toSun - 0.97) / 0.03) ** 12 * 6 * I * ctx.daylight;
    r += glint;
    g += glint;
    b += glint;
  }

  // The thin dark line where the coping's shadow meets the water.
  const edge = 1 - 0.5 * Math.exp(dQ / 0.03);
  out[0] = r * edge;
  out[1] = g * edge;
  out[2] = b * edge;

  if (ctx.lamps > 0 && vessel.lamps.length > 0) {
    const hz = surface - depth;
    let glow = 0.08;
    for (const lamp of vessel.lamps) {
      const du = hu - lamp.u;
      const dv = hv - lamp.v;
      const dz = hz - lamp.z;
      const d2 = du * du + dv * dv + dz * dz;
      glow += Math.exp(-d2 / 2.2) * 0.75 + (d2 < 0.04 ? 2.5 * (1 - d2 / 0.04) : 0);
    }
    const e = glow * ctx.lamps * keep * Math.exp(-depth * 0.1);
    out[3] = LAMP[0] * e;
    out[4] = LAMP[1] * e;
    out[5] = LAMP[2] * e;
  }
  return KIND.water;
}
