// Upright objects (shrubs, cypresses, boulders) ray-cast as ellipsoids with the recovered camera:
// correct perspective size, ground clipping through the depth buffer, lit from the photo's light
// side, and soft shadows on whatever ground they stand on.

import { project } from './camera.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import type { Blob } from './features.ts';
import { drawLeaves } from './foliage.ts';
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

/** Soft shadows the objects cast on the ground, water and paving (not on raised things). */
export function drawBlobShadows(ctx: RenderContext, canvas: Canvas, blobs: readonly Blob[]): void {
  const { camera, light } = ctx;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = camera.toPlan;
  for (const b of blobs) {
    if (b.shadow <= 0) continue;
    const lengthen = (b.z + b.rz * 0.5) / light.sunTan;
    const su = b.u - light.toLightU * lengthen;
    const sv = b.v - light.toLightV * lengthen;
    const r = b.shadow;
    const reach = r + lengthen * 0.5;
    const box = screenBox(ctx, canvas, [
      [su - reach, sv - reach, 0],
      [su + reach, sv - reach, 0],
      [su - reach, sv + reach, 0],
      [su + reach, sv + reach, 0],
    ]);
    if (!box) continue;
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
        // An ellipse stretched away from the light.
        const du = u - (b.u + su) / 2;
        const dv = v - (b.v + sv) / 2;
        const along = du * -light.toLightU + dv * -light.toLightV;
        const across = du * light.toLightV - dv * light.toLightU;
        const ra = r + lengthen * 0.5;
        const d = Math.sqrt((along / ra) ** 2 + (across / r) ** 2);
        if (d >= 1) continue;
        const strength = (k === KIND.water ? 0.25 : 0.5) * (1 - d * d) ** 1.5;
        const c = i * 3;
        loadPixel(canvas, i);
        const f = 1 - strength;
        canvas.colour[c] = (canvas.colour[c] as number) * f;
        canvas.colour[c + 1] = (canvas.colour[c + 1] as number) * f;
        canvas.colour[c + 2] = (canvas.colour[c + 2] as number) * f;
        if (k === KIND.photo) {
          canvas.kind[i] = KIND.lawn;
        }
        if ((canvas.grade[i] as number) < strength * 2) canvas.grade[i] = Math.min(1, strength * 2);
      }
    }
  }
}

export function drawBlobs(ctx: RenderContext, canvas: Canvas, blobs: readonly Blob[]): void {
  const { camera, light, textures } = ctx;
  const { cu, cv, cz } = camera;
  const [r0, r1, r2, r3, r4, r5, r6, r7, r8] = camera.rays;
  const { white, intensity, sun } = light;
  const sorted = [...blobs].sort(
    (a, b) => Math.hypot(b.u - cu, b.v - cv, b.z - cz) - Math.hypot(a.u - cu, a.v - cv, a.z - cz),
  );
  for (const b of sorted) {
    const box = screenBox(ctx, canvas, corners(b));
    if (!box) continue;
    const centre = project(camera, b.u, b.v, b.z);
    const side = project(camera, b.u + 1, b.v, b.z);
    if (!centre || !side) continue;
    const pxPerMetre = Math.hypot(side.x - centre.x, side.y - centre.y);
    const unit = 1 / (pxPerMetre * Math.min(b.ru, b.rv, b.rz));
    const leafy = b.kind !== 'boulder';
    // Foliage: a dark inner mass here, its leaves drawn over it afterwards.
    const core = leafy ? 0.86 : 1;
    // Height (in the unit sphere) where a boulder's top is sliced off.
    const cut = leafy ? 2 : 0.62 + 0.25 * b.variant;
    const ou = (cu - b.u) / b.ru;
    const ov = (cv - b.v) / b.rv;
    const oz = (cz - b.z) / b.rz;
    const oo = ou * ou + ov * ov + oz * oz;
    for (let y = box.y0; y < box.y1; y++) {
      const py = y + 0.5;
      for (let x = box.x0; x < box.x1; x++) {
        const px = x + 0.5;
        // World direction of this pixel's ray, then in the ellipsoid's unit space.
        const dx = r0 * px + r1 * py + r2;
        const dy = r3 * px + r4 * py + r5;
        const dz = r6 * px + r7 * py + r8;
        const du = dx / b.ru;
        const dv = dy / b.rv;
        const dw = dz / b.rz;
        const a = du * du + dv * dv + dw * dw;
        const bb = ou * du + ov * dv + oz * dw;
        const closest2 = oo - (bb * bb) / a;
        if (closest2 > 1.3) continue;
        // A ragged outline for foliage, a slightly lumpy one for stone.
        const sx = (px - centre.x) / pxPerMetre;
        const sy = (py - centre.y) / pxPerMetre;
        const rim = leafy
          ? 1
          : 0.74 +
            0.26 * sample(textures.noise, sx / 1.4 + b.variant * 3, sy / 1.4) +
            0.06 * sample(textures.detail, sx / 0.4, sy / 0.4);
        const closest = Math.sqrt(Math.max(closest2, 0)) / core;
        const alpha = Math.min(1, Math.max(0, (rim - closest) / unit + 0.5));
        if (alpha <= 0) continue;
        const rr = rim * core;
        const disc = bb * bb - a * (oo - rr * rr);
        let t = disc > 0 ? (-bb - Math.sqrt(disc)) / a : -bb / a;
        if (t <= 0) continue;
        let hu = ou + t * du;
        let hv = ov + t * dv;
        let hw = oz + t * dw;
        let flat = false;
        if (hw > cut) {
          // Boulders are sliced flat on top: meet the slice, or miss the stone altogether.
          const tc = (cut - oz) / dw;
          const pu = ou + tc * du;
          const pv = ov + tc * dv;
          if (pu * pu + pv * pv + cut * cut > rr * rr) continue;
          t = tc;
          hu = pu;
          hv = pv;
          hw = cut;
          flat = true;
        }
        const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
        const dist = t * Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (dist >= (canvas.depth[i] as number)) continue;
        // The ellipsoid's normal (or straight up on a slice).
        let nu = flat ? 0 : hu / b.ru;
        let nv = flat ? 0 : hv / b.rv;
        let nz = flat ? 1 : hw / b.rz;
        const nl = Math.sqrt(nu * nu + nv * nv + nz * nz) || 1;
        nu /= nl;
        nv /= nl;
        nz /= nl;
        const zWorld = b.z + hw * b.rz;
        let cr = b.colour[0];
        const cg = b.colour[1];
        let cb = b.colour[2];
        // Texture coordinates on the surface, in metres.
        const wu = b.u + hu * b.ru;
        const wv = b.v + hv * b.rv;
        // Roughly triplanar: sides vary with (u, z), tops with (u, v).
        const top = Math.abs(nz);
        const tx = wu + wv * 0.45 + b.variant * 7;
        const ty = 1.8 * zWorld * (1 - top) + wv * top + b.variant * 3;
        let k: number;
        if (leafy) {
          // The shadowed mass inside the foliage; the leaves drawn next cover most of it.
          k = 0.22 + 0.12 * sample(textures.detail, tx / 0.2, ty / 0.2);
        } else {
          // Weathered stone: blotchy colour, facets that catch the light, dark cracks.
          const n1 = sample(textures.noise, tx / 1.1, ty / 1.1);
          const n2 = sample(textures.detail, tx / 0.3, ty / 0.3);
          const crack = sample(textures.cellEdge, tx / 2.2, ty / 2.2);
          k = (0.68 + 0.5 * n1) * (0.82 + 0.36 * n2) * (crack < 0.045 ? 0.55 : 1);
          const lichen = n1 > 0.6 ? (n1 - 0.6) * 1.5 : 0;
          cr *= 1 - lichen * 0.25;
          cb *= 1 - lichen * 0.45;
          nu += 0.035 * sample(textures.noiseDx, tx / 0.8, ty / 0.8) + 0.9 * (n2 - 0.5);
          nv += 0.035 * sample(textures.noiseDy, tx / 0.8, ty / 0.8);
          nz += 0.3 * (n1 - 0.5);
          const nl2 = Math.sqrt(nu * nu + nv * nv + nz * nz);
          nu /= nl2;
          nv /= nl2;
          nz /= nl2;
        }
        const direct = Math.max(
          0,
          nu * (sun[0] as number) + nv * (sun[1] as number) + nz * (sun[2] as number),
        );
        const sky = 0.26 + 0.18 * nz;
        // Darker towards the ground where the object meets it.
        const occlusion = 0.45 + 0.55 * Math.min(1, Math.max(0, zWorld / Math.max(b.z + b.rz * 0.4, 0.05)));
        const shade = intensity * (sky + (leafy ? 0.8 : 0.9) * direct) * occlusion * k;
        const c = i * 3;
        loadPixel(canvas, i);
        const col = canvas.colour;
        col[c] = (col[c] as number) + (cr * white[0] * shade - (col[c] as number)) * alpha;
        col[c + 1] = (col[c + 1] as number) + (cg * white[1] * shade - (col[c + 1] as number)) * alpha;
        col[c + 2] = (col[c + 2] as number) + (cb * white[2] * shade - (col[c + 2] as number)) * alpha;
        if (alpha > 0.5) canvas.depth[i] = dist;
        canvas.kind[i] = KIND.solid;
        const g = canvas.grade[i] as number;
        canvas.grade[i] = g + (1 - g) * alpha;
      }
    }
    if (leafy) drawLeaves(ctx, canvas, b);
  }
}
