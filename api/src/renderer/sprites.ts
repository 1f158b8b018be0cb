// Upright objects with the recovered camera, far to near: boulders (stone.ts), shrubs and cypresses
// (a dark ellipsoid core under leaf splats, foliage.ts) and blade plants (plants.ts). Before them,
// the shadows they cast in the sun's direction and the occlusion ring at each one's foot.

import { project } from './camera.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import type { Blob } from './features.ts';
import { drawLeaves } from './foliage.ts';
import { drawBladePlant, palmCrown } from './plants.ts';
import { createRandom } from './random.ts';
import { coverGlow } from './ribbons.ts';
import { drawBoulder } from './stone.ts';
import { sample } from './textures.ts';

function screenBox(
  ctx: RenderContext,
  canvas: Canvas,
  points: [number, number, number][],
): { x0: number; y0: number; x1: number; y1: number } | null {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [u, v, z] of points) {
    const p = project(ctx.camera, u, v, z);
    if (!p) return null;
    x0 = Math.min(x0, p.x);
    y0 = Math.min(y0, p.y);
    x1 = Math.max(x1, p.x);
    y1 = Math.max(y1, p.y);
  }
  const bx0 = Math.max(canvas.x0, Math.floor(x0) - 2);
  const by0 = Math.max(canvas.y0, Math.floor(y0) - 2);
  const bx1 = Math.min(canvas.x0 + canvas.width, Math.ceil(x1) + 2);
  const by1 = Math.min(canvas.y0 + canvas.height, Math.ceil(y1) + 2);
  return bx1 > bx0 && by1 > by0 ? { x0: bx0, y0: by0, x1: bx1, y1: by1 } : null;
}

function corners(b: Blob, lift = 0): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (const du of [-b.ru, b.ru]) {
    for (const dv of [-b.rv, b.rv]) {
      for (const dz of [-b.rz, b.rz]) out.push([b.u + du, b.v + dv, Math.max(b.z + dz, -0.1) + lift]);
    }
  }
  return out;
}

/** An ellipsoid that casts a shadow (and darkens the ground where it stands). */
interface Caster {
  u: number;
  v: number;
  z: number;
  ru: number;
  rv: number;
  rz: number;
  /** Shadow darkness, and the occlusion ring's darkness and reach (m) at its foot. */
  shadow: number;
  ring: number;
  ringReach: number;
}

/** The shapes that cast each object's shadow: whole plants rather than their single lobes. */
function castersOf(b: Blob): Caster[] {
  const base = { u: b.u, v: b.v, z: b.z, ru: b.ru, rv: b.rv, rz: b.rz, shadow: 0.5, ring: 0, ringReach: 0.1 };
  switch (b.kind) {
    case 'boulder':
      // Every piece seated in the ground darkens its foot; the main mass casts the shadow.
      return b.z - b.rz < 0.02
        ? [{ ...base, shadow: b.shadow > 0 ? 0.55 : 0, ring: 0.5, ringReach: 0.12 }]
        : [];
    case 'shrub':
      return b.shadow > 0 ? [{ ...base, ru: b.shadow, rv: b.shadow, ring: 0.45, ringReach: 0.14 }] : [];
    case 'cypress': {
      if (b.shadow <= 0) return [];
      const h = b.z / 0.3;
      return [{ ...base, z: h * 0.45, rz: h * 0.5, ru: b.shadow, rv: b.shadow, ring: 0.45, ringReach: 0.12 }];
    }
    case 'grass':
      return [
        { ...base, z: b.z * 0.45, rz: b.rz * 0.6, ru: b.ru * 0.7, rv: b.rv * 0.7, shadow: 0.4, ring: 0.4 },
      ];
    case 'agave':
      return [
        { ...base, z: b.z * 0.5, rz: b.rz * 0.6, ru: b.ru * 0.8, rv: b.rv * 0.8, shadow: 0.45, ring: 0.4 },
      ];
    case 'palm': {
      const [tu, tv, h] = palmCrown(b, createRandom(Math.floor(b.variant * 4294967296)));
      return [
        { ...base, u: tu, v: tv, z: h, ru: b.ru * 0.75, rv: b.ru * 0.75, rz: 0.35, shadow: 0.45, ring: 0 },
        {
          ...base,
          u: (b.u + tu) / 2,
          v: (b.v + tv) / 2,
          z: h / 2,
          ru: 0.1,
          rv: 0.1,
          rz: h / 2,
          shadow: 0.4,
          ring: 0.35,
        },
      ];
    }
  }
}

/**
 * Shadows cast on the ground, water and paving (not on raised things): each caster's ellipsoid is
 * met by the ray from the ground point towards the sun, soft at the edge and softer further from
 * the caster; plus a dark ring of occlusion hugging its foot.
 */
export function drawBlobShadows(ctx: RenderContext, canvas: Canvas, blobs: readonly Blob[]): void {
  const { camera, light } = ctx;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = camera.toPlan;
  const sun = light.sun;
  const sunK = 0.45 + 0.55 * ctx.daylight;
  for (const b of blobs) {
    for (const e of castersOf(b)) {
      const length = e.shadow > 0 ? (e.z + e.rz) / light.sunTan : 0;
      const su = e.u - light.toLightU * length;
      const sv = e.v - light.toLightV * length;
      const reach = Math.max(e.ru, e.rv) * (e.shadow > 0 ? 1.3 : 1) + (e.ring > 0 ? e.ringReach * 3 : 0.05);
      const box = screenBox(ctx, canvas, [
        [Math.min(e.u, su) - reach, Math.min(e.v, sv) - reach, 0],
        [Math.max(e.u, su) + reach, Math.min(e.v, sv) - reach, 0],
        [Math.min(e.u, su) - reach, Math.max(e.v, sv) + reach, 0],
        [Math.max(e.u, su) + reach, Math.max(e.v, sv) + reach, 0],
      ]);
      if (!box) continue;
      const du = (sun[0] as number) / e.ru;
      const dv = (sun[1] as number) / e.rv;
      const dw = (sun[2] as number) / e.rz;
      const dd = du * du + dv * dv + dw * dw;
      // The foot: the ellipsoid's section at the ground.
      const q = e.z >= e.rz ? 0 : Math.sqrt(1 - (e.z / e.rz) ** 2);
      const fu = Math.max(e.ru * q, 0.02);
      const fv = Math.max(e.rv * q, 0.02);
      const fr = Math.min(fu, fv);
      const ringMax2 = (1 + (e.ringReach * 3) / fr) ** 2;
      for (let y = box.y0; y < box.y1; y++) {
        for (let x = box.x0; x < box.x1; x++) {
          const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
          const k = canvas.kind[i] as number;
          if (k === KIND.solid) continue;
          const px = x + 0.5;
          const py = y + 0.5;
          const w = a6 * px + a7 * py + a8;
          if (w <= 1e-12) continue;
          const u = (a0 * px + a1 * py + a2) / w;
          const v = (a3 * px + a4 * py + a5) / w;
          const ou = (u - e.u) / e.ru;
          const ov = (v - e.v) / e.rv;
          const ow = -e.z / e.rz;
          const od = ou * du + ov * dv + ow * dw;
          let shadow = 0;
          if (od < 0 && e.shadow > 0) {
            const closest = ou * ou + ov * ov + ow * ow - (od * od) / dd;
            const t = -od / dd;
            const soft = 0.25 + 0.35 * Math.min(1, t * 0.6);
            const s = (1 + soft - closest) / (2 * soft);
            if (s > 0) shadow = e.shadow * sunK * (s >= 1 ? 1 : s * s * (3 - 2 * s));
          }
          let ring = 0;
          if (e.ring > 0) {
            const r2 = ((u - e.u) / fu) ** 2 + ((v - e.v) / fv) ** 2;
            if (r2 < ringMax2) ring = e.ring * Math.exp(-Math.max(0, (Math.sqrt(r2) - 1) * fr) / e.ringReach);
          }
          let strength = 1 - (1 - shadow) * (1 - ring);
          if (strength <= 0.003) continue;
          if (k === KIND.water) strength *= 0.5;
          const c = i * 3;
          loadPixel(canvas, i);
          const f = 1 - strength;
          canvas.colour[c] = (canvas.colour[c] as number) * f;
          canvas.colour[c + 1] = (canvas.colour[c + 1] as number) * f;
          canvas.colour[c + 2] = (canvas.colour[c + 2] as number) * f;
          if (k === KIND.photo) canvas.kind[i] = KIND.lawn;
        }
      }
    }
  }
}

/** The dark inner mass of a shrub's or cypress's lobe; the leaves drawn over it afterwards. */
function drawLobeCore(
  ctx: RenderContext,
  canvas: Canvas,
  b: Blob,
  box: { x0: number; y0: number; x1: number; y1: number },
): void {
  const { camera, light, textures } = ctx;
  const { cu, cv, cz } = camera;
  const [r0, r1, r2, r3, r4, r5, r6, r7, r8] = camera.rays;
  const { white, intensity, sun } = light;
  const centre = project(camera, b.u, b.v, b.z);
  const side = project(camera, b.u + 1, b.v, b.z);
  if (!centre || !side) return;
  const pxPerMetre = Math.hypot(side.x - centre.x, side.y - centre.y);
  const unit = 1 / (pxPerMetre * Math.min(b.ru, b.rv, b.rz));
  const core = 0.86;
  const ou = (cu - b.u) / b.ru;
  const ov = (cv - b.v) / b.rv;
  const oz = (cz - b.z) / b.rz;
  const oo = ou * ou + ov * ov + oz * oz;
  for (let y = box.y0; y < box.y1; y++) {
    const py = y + 0.5;
    for (let x = box.x0; x < box.x1; x++) {
      const px = x + 0.5;
      const dx = r0 * px + r1 * py + r2;
      const dy = r3 * px + r4 * py + r5;
      const dz = r6 * px + r7 * py + r8;
      const du = dx / b.ru;
      const dv = dy / b.rv;
      const dw = dz / b.rz;
      const a = du * du + dv * dv + dw * dw;
      const bb = ou * du + ov * dv + oz * dw;
      const closest2 = oo - (bb * bb) / a;
      if (closest2 > core * core * 1.2) continue;
      const closest = Math.sqrt(Math.max(closest2, 0)) / core;
      const alpha = Math.min(1, Math.max(0, (1 - closest) / unit + 0.5));
      if (alpha <= 0) continue;
      const disc = bb * bb - a * (oo - core * core);
      const t = disc > 0 ? (-bb - Math.sqrt(disc)) / a : -bb / a;
      if (t <= 0) continue;
      const hu = ou + t * du;
      const hv = ov + t * dv;
      const hw = oz + t * dw;
      const zWorld = b.z + hw * b.rz;
      if (zWorld < 0) continue;
      const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
      const dist = t * Math.sqrt(dx * dx + dy * dy + dz * dz);
      if (dist >= (canvas.depth[i] as number)) continue;
      let nu = hu / b.ru;
      let nv = hv / b.rv;
      let nz = hw / b.rz;
      const nl = Math.sqrt(nu * nu + nv * nv + nz * nz) || 1;
      nu /= nl;
      nv /= nl;
      nz /= nl;
      const wu = b.u + hu * b.ru;
      const k =
        0.2 + 0.12 * sample(textures.detail, (wu + b.variant * 7) / 0.2, (zWorld + b.variant * 3) / 0.2);
      const direct = Math.max(0, nu * (sun[0] as number) + nv * (sun[1] as number) + nz * (sun[2] as number));
      const occlusion = 0.45 + 0.55 * Math.min(1, Math.max(0, zWorld / Math.max(b.z + b.rz * 0.4, 0.05)));
      const shade = intensity * (0.26 + 0.18 * nz + 0.8 * direct) * occlusion * k;
      const c = i * 3;
      loadPixel(canvas, i);
      const col = canvas.colour;
      col[c] = (col[c] as number) + (b.colour[0] * white[0] * shade - (col[c] as number)) * alpha;
      col[c + 1] = (col[c + 1] as number) + (b.colour[1] * white[1] * shade - (col[c + 1] as number)) * alpha;
      col[c + 2] = (col[c + 2] as number) + (b.colour[2] * white[2] * shade - (col[c + 2] as number)) * alpha;
      if (alpha > 0.5) canvas.depth[i] = dist;
      canvas.kind[i] = KIND.solid;
      coverGlow(canvas, i, alpha);
    }
  }
}

/** Draws every object, far to near: boulders, leafy lobes and blade plants. */
export function drawBlobs(ctx: RenderContext, canvas: Canvas, blobs: readonly Blob[]): void {
  const { cu, cv, cz } = ctx.camera;
  const sorted = [...blobs].sort(
    (a, b) => Math.hypot(b.u - cu, b.v - cv, b.z - cz) - Math.hypot(a.u - cu, a.v - cv, a.z - cz),
  );
  for (const b of sorted) {
    const box = screenBox(ctx, canvas, corners(b));
    if (!box) continue;
    if (b.kind === 'boulder') drawBoulder(ctx, canvas, b, box);
    else if (b.kind === 'shrub' || b.kind === 'cypress') {
      drawLobeCore(ctx, canvas, b, box);
      drawLeaves(ctx, canvas, b);
    } else drawBladePlant(ctx, canvas, b);
  }
}
