// How the pool sits in the lawn and in its own shade: a thin soil line where the deck or the stone
// edging meets the grass, the soft contact shadow the raised edge casts on the lawn in the sun's
// direction with ambient occlusion next to it, and the occlusion and cast shadow under the coping
// on the water. The lawn itself stays the photo's pixels, only darkened.
import { fromBytes, type Rgb } from './colour.ts';
import { KIND } from './context.ts';
import { fieldAt } from './fields.ts';
import { addLayer, type GroundPass, normal, normalOf } from './ground-pass.ts';
import { extentAlong, litRgb } from './paving.ts';
import { sample } from './textures.ts';

const SOIL: Rgb = fromBytes(74, 62, 50);

/** Box-filtered share of a footprint `f` wide at `x` inside [lo, hi]. */
function band(x: number, lo: number, hi: number, f: number): number {
  const a = Math.max(x - f / 2, lo);
  const b = Math.min(x + f / 2, hi);
  return b > a ? Math.min(1, (b - a) / f) : 0;
}

/** Smooth step from 0 (x ≤ 0) to 1 (x ≥ 1). */
function smooth(x: number): number {
  const t = x < 0 ? 0 : Math.min(x, 1);
  return t * t * (3 - 2 * t);
}

/**
 * Signed distance (m) from (u, v) to the outer edge of the hard surfaces (deck, coping, stone
 * edging, hot tub), with that edge's outward normal in `normal`.
 */
function hardEdge(pass: GroundPass, u: number, v: number): number {
  const { fields } = pass.ctx.plan;
  const dPl = fieldAt(fields.platform, u, v);
  if (pass.stoneEdge < Number.POSITIVE_INFINITY && pass.stoneEdge < dPl + 0.5) {
    // The natural pool's stones end one by one: their own polygon edges, not the platform's.
    const dS = pass.stoneEdge;
    const dSpa = fields.spaOuter ? fieldAt(fields.spaOuter, u, v) : Number.POSITIVE_INFINITY;
    if (dSpa < dS) {
      normalOf(fields.spaOuter as NonNullable<typeof fields.spaOuter>, u, v);
      return dSpa;
    }
    normal[0] = pass.stoneNu;
    normal[1] = pass.stoneNv;
    return dS;
  }
  if (dPl < 0.6) normalOf(fields.platform, u, v);
  return dPl;
}

/**
 * The lawn next to the new hard edges: adds a thin soil line to the accumulator and returns the
 * factor that darkens what is left of the photo's lawn (contact shadow and occlusion), or 1.
 */
export function lawnContact(pass: GroundPass, u: number, v: number): number {
  const { ctx, acc, s } = pass;
  const { light, plan } = ctx;
  const d = hardEdge(pass, u, v);
  if (d > 0.6) return 1;
  const nu = normal[0] as number;
  const nv = normal[1] as number;
  const fn = Math.max(extentAlong(pass.foot, nu, nv), 1e-4);
  // The soil line: 1.5 to 4 cm of dark earth between the edge and the grass, its width wandering.
  const wander = sample(ctx.textures.noise, u / 2.2, v / 2.2);
  const soilWidth = 0.015 + 0.03 * wander;
  const soil = band(d, 0, soilWidth, fn);
  if (soil > 0) {
    const grain = 0.75 + 0.5 * sample(ctx.textures.detail, u / 0.8, v / 0.8);
    litRgb(ctx, SOIL[0], SOIL[1], SOIL[2], grain * (0.55 + 0.45 * smooth(d / soilWidth)), s);
    addLayer(acc, s, soil, false);
    if (pass.what === KIND.photo) pass.what = KIND.paving;
  }
  // Occlusion hugging the edge, then the soft shadow of the raised edge towards the sun's away side.
  const out = Math.max(d, 0);
  const ao = 0.3 * Math.exp(-out / 0.07);
  const lift = plan.deck ? plan.deck.rise : plan.coping.profile === 'stone' ? 0.06 : 0.04;
  const reach = lift / light.sunTan;
  const towards = nu * light.toLightU + nv * light.toLightV;
  // Distance from the edge of the point the sun's ray leaves the surface at: ≤ 0 means in shadow.
  const dS = out + reach * towards;
  const penumbra = 0.02 + 0.25 * out;
  const shadow = 0.45 * ctx.daylight * (1 - smooth(0.5 + dS / penumbra));
  const cast = Math.max(0, Math.min(1, -towards * 4)) * shadow;
  return 1 - Math.max(ao, cast);
}

/**
 * Darkens the water just drawn into s[0..2] under the coping: ambient occlusion close to the wall
 * and the shadow the coping's lip casts on the water in the sun's direction. `dP` is the signed
 * distance to the wall at the coping's level.
 */
export function occludeWater(pass: GroundPass, u: number, v: number, dP: number): void {
  if (dP < -0.5) return;
  const { ctx, s } = pass;
  const { camera, light, plan } = ctx;
  const pool = plan.pool;
  const wl = pool.waterLevel;
  // Where the ray meets the water surface, and where the sun's ray from there crosses the rim.
  const k = (camera.cz + wl) / camera.cz;
  const qu = camera.cu + (u - camera.cu) * k;
  const qv = camera.cv + (v - camera.cv) * k;
  const reach = wl / light.sunTan;
  const dShadow = fieldAt(pool.walls, qu + light.toLightU * reach, qv + light.toLightV * reach);
  const shadow = 0.28 * ctx.daylight * smooth(0.5 + dShadow / 0.03);
  const ao = 0.22 * Math.exp(Math.min(dP, 0) / 0.1);
  const f = 1 - Math.max(shadow, ao);
  s[0] = (s[0] as number) * f;
  s[1] = (s[1] as number) * f;
  s[2] = (s[2] as number) * f;
}
