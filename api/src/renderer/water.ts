// Looking into a vessel (pool, spa, catch basin) along one camera ray: the dry wall above the water
// line on the far side, or the water surface. There the seeded ripples tilt the normal, and
// Schlick's Fresnel mixes the mirrored scene (reflection.ts: the far wall, the photo beyond the far
// edge, the sky) with the light coming back through absorbing water from the floor or a submerged
// wall, refracted through the same ripples. Caustics, wall shadows, glints and lamp glow are added
// on the way.

import { sampleCaustics } from './caustics.ts';
import { lineCoverage, type Rgb } from './colour.ts';
import { KIND, type RenderContext } from './context.ts';
import { fieldAt } from './fields.ts';
import type { Vessel } from './plan-types.ts';
import { reflectedLight } from './reflection.ts';
import { addSlope, LONG_PERIOD, LONG_SHORTEST, ripplesFor, SHORT_PERIOD, SHORT_SHORTEST } from './ripples.ts';
import { sample } from './textures.ts';

const LAMP: Rgb = [0.12, 0.72, 1.0];
const REFRACTION = 1 / 1.333;
/** Reflectance of water seen straight down: ((1.333 - 1) / (1.333 + 1))². */
const F0 = 0.02;
/** Reflections read weaker in a render than in a photo of a real pool; this makes up for it. */
const MIRROR_GAIN = 1.4;
const SUN_UNDERWATER_COS = 0.86;
/** Root-mean-square slope of the swell and of the wind ripples, for a style's ripple of 1. */
const LONG_SLOPE = 0.012;
const SHORT_SLOPE = 0.01;
/** Metres one caustic tile spans on the floor. */
const CAUSTIC_PERIOD = 1.4;

const reflection = new Float64Array(3);
const slope = new Float64Array(2);

/** How much of a wave a pixel `size` metres long still shows, for a shortest wavelength `wave`. */
function fade(size: number, wave: number): number {
  const k = 1.5 - (4 * size) / wave;
  return k <= 0 ? 0 : Math.min(k, 1);
}

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
  const { camera, light, textures } = ctx;
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

  // Ripples: the seeded swell and wind ripples tilt the normal. A pixel larger than a wave sees
  // its slopes averaged away; what it loses becomes roughness that softens the reflection.
  const along = m / Math.sqrt(Math.max(vz, 0.05));
  const showLong = fade(along, LONG_SHORTEST);
  const showShort = fade(along, SHORT_SHORTEST);
  const ripples = ripplesFor(ctx.seed);
  const longSlope = LONG_SLOPE * look.ripple;
  const shortSlope = SHORT_SLOPE * look.ripple;
  slope[0] = 0;
  slope[1] = 0;
  addSlope(ripples.long, qu / LONG_PERIOD, qv / LONG_PERIOD, longSlope * showLong, slope);
  const su = slope[0] as number;
  const sv = slope[1] as number;
  // The short tile is turned against the plan, so that the two tiles never repeat together.
  slope[0] = 0;
  slope[1] = 0;
  addSlope(
    ripples.short,
    (qu * 0.8 + qv * 0.6) / SHORT_PERIOD,
    (qv * 0.8 - qu * 0.6) / SHORT_PERIOD,
    shortSlope * showShort,
    slope,
  );
  const ssu = slope[0] as number;
  const ssv = slope[1] as number;
  let nx = -(su + ssu * 0.8 - ssv * 0.6);
  let ny = -(sv + ssu * 0.6 + ssv * 0.8);
  let nz = 1;
  const nl = Math.sqrt(nx * nx + ny * ny + 1);
  nx /= nl;
  ny /= nl;
  nz /= nl;
  const lost =
    longSlope * longSlope * (1 - showLong * showLong) + shortSlope * shortSlope * (1 - showShort * showShort);
  const rough = Math.sqrt(lost) / (LONG_SLOPE + SHORT_SLOPE);
  let cosI = vx * nx + vy * ny + vz * nz;
  if (cosI < 0.02) cosI = 0.02;
  const f = 1 - cosI;
  // Schlick's Fresnel for water (n = 1.33), a little stronger, as photos of pools read.
  const fresnel = Math.min(1, (F0 + (1 - F0) * f * f * f * f * f) * MIRROR_GAIN);

  // Reflection: the mirrored ray, to the far wall or to the photo standing beyond the far side.
  const rx = 2 * cosI * nx - vx;
  const ry = 2 * cosI * ny - vy;
  const rz = 2 * cosI * nz - vz;
  reflectedLight(ctx, vessel, top, surface, qu, qv, dQ, rx, ry, rz, rough, reflection);

  // Refraction down to the floor (Snell through the rippled normal), or to a submerged wall when
  // the ray meets one first.
  const sin2T = REFRACTION * REFRACTION * (1 - cosI * cosI);
  const cosT = Math.sqrt(1 - sin2T);
  const kT = REFRACTION * cosI - cosT;
  const tx = -REFRACTION * vx + kT * nx;
  const ty = -REFRACTION * vy + kT * ny;
  const tz = -REFRACTION * vz + kT * nz;
  // Where the floor meets the ray: march down in steps of a quarter of the depth straight below
  // until the ray is deeper than the floor, then interpolate (sloping floors, steps' risers).
  const run = 1 / (tz < -0.05 ? -tz : 0.05);
  const straight = vessel.depthAt(qu, qv);
  const ds = Math.max(0.08, straight / 4);
  let d0 = 0;
  let gap = -straight;
  for (let step = 0; step < 16; step++) {
    const next = d0 + ds;
    const gapNext = next - vessel.depthAt(qu + tx * next * run, qv + ty * next * run);
    if (gapNext >= 0) {
      d0 += (ds * -gap) / (gapNext - gap);
      break;
    }
    d0 = next;
    gap = gapNext;
  }
  const fu = qu + tx * d0 * run;
  const fv = qv + ty * d0 * run;
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
      // Grout lines, wobbling with the refraction through the ripples.
      const grout = Math.max(lineCoverage(gu, 0.004, m), lineCoverage(gv, 0.004, m));
      const g = 1 - 0.4 * grout;
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

  // Sunlight on the floor: blocked where the sun's ray back up leaves through a wall. Under water it
  // is refracted steeper (Snell), then it climbs from the surface past the wall above the water.
  const sinSun = REFRACTION / Math.sqrt(1 + light.sunTan * light.sunTan);
  const reach = (depth * sinSun) / Math.sqrt(1 - sinSun * sinSun) + (top - surface) / light.sunTan;
  const dSun = fieldAt(vessel.walls, hu + light.toLightU * reach, hv + light.toLightV * reach);
  const lit = dSun < -0.06 ? 1 : dSun > 0.06 ? 0 : 0.5 - dSun / 0.12;
  // Caustics: the ripples' own focusing, sharper and stronger in shallow water, fading to their
  // mean where a pixel is too large to show them.
  const show = fade(along, 0.6) * ctx.daylight;
  let caustic = 1;
  if (show > 0) {
    // On a wall the web moves with the depth too, so it does not hang in vertical stripes.
    const wu = facing < 1 ? hu + depth * 0.9 : hu;
    const wv = facing < 1 ? hv - depth * 0.7 : hv;
    const cx = (wu * 0.8 + wv * 0.6) / CAUSTIC_PERIOD;
    const cy = (wv * 0.8 - wu * 0.6) / CAUSTIC_PERIOD;
    const c = sampleCaustics(ripples.caustics, cx, cy);
    caustic = 1 + (c - 1) * show * facing * (0.25 + 0.75 * Math.exp(-depth * 0.6));
  }
  const sunLight = lit * (0.4 + 0.6 * ctx.daylight);
  const floorLight = 0.8 * I * facing * (0.42 + 0.7 * sunLight * caustic);

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
  r = r * keep + (reflection[0] as number) * fresnel;
  g = g * keep + (reflection[1] as number) * fresnel;
  b = b * keep + (reflection[2] as number) * fresnel;

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
