// Boulders: an ellipsoid cut by a few seeded planes (a rounded rock with flat fractured faces and a
// flattened top), seated partly below the ground. Ray-cast with four samples per pixel for clean
// edges; the faces' edges are rounded in the shading; the stone gets blotchy warm-grey colour,
// faint strata, lichen on its top and thin dark cracks, and is lit by the scene's sun and sky.

import type { Blob } from './blob.ts';
import { project } from './camera.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import { coverGlow } from './ribbons.ts';
import { sample } from './textures.ts';

/** Planes (nx, ny, nz, d, in the ellipsoid's unit space) that cut a boulder: n·p <= d inside. */
export function boulderFacets(random: () => number, topCut: number): number[] {
  const planes = [0, 0, 1, topCut];
  const count = 4 + Math.floor(random() * 3);
  const start = random() * Math.PI * 2;
  for (let k = 0; k < count; k++) {
    // Spread around the stone, tilted up or down a little, cutting 10-35 % in.
    const a = start + ((k + 0.3 * random()) / count) * Math.PI * 2;
    const tilt = -0.25 + random() * 0.85;
    const c = Math.cos(tilt);
    planes.push(Math.cos(a) * c, Math.sin(a) * c, Math.sin(tilt), 0.66 + random() * 0.26);
  }
  return planes;
}

/** Where the last castBoulder met the stone (read right after a call). */
export const boulderHit = { t: 0, exit: 0, face: -1 };
const hit = boulderHit;

/**
 * The first hit of the ray o + t·d (unit space) on the sphere cut by `planes`: boulderHit.t and
 * boulderHit.face (-1 the sphere, else the plane's first index), or false.
 */
export function castBoulder(
  planes: readonly number[],
  ou: number,
  ov: number,
  oz: number,
  du: number,
  dv: number,
  dz: number,
): boolean {
  const a = du * du + dv * dv + dz * dz;
  const b = ou * du + ov * dv + oz * dz;
  const c = ou * ou + ov * ov + oz * oz - 1;
  const disc = b * b - a * c;
  if (disc <= 0) return false;
  const sq = Math.sqrt(disc);
  let enter = (-b - sq) / a;
  let exit = (-b + sq) / a;
  let face = -1;
  for (let k = 0; k < planes.length; k += 4) {
    const nx = planes[k] as number;
    const ny = planes[k + 1] as number;
    const nz = planes[k + 2] as number;
    const d = planes[k + 3] as number;
    const nd = nx * du + ny * dv + nz * dz;
    const no = nx * ou + ny * ov + nz * oz - d;
    if (Math.abs(nd) < 1e-12) {
      if (no > 0) return false;
      continue;
    }
    const t = -no / nd;
    if (nd < 0) {
      if (t > enter) {
        enter = t;
        face = k;
      }
    } else if (t < exit) exit = t;
    if (enter >= exit) return false;
  }
  if (enter <= 0) return false;
  hit.t = enter;
  hit.exit = exit;
  hit.face = face;
  return true;
}

/** Rotated-grid sub-pixel offsets: four samples per pixel. */
const SUB = [
  [-0.125, -0.375],
  [0.375, -0.125],
  [0.125, 0.375],
  [-0.375, 0.125],
] as const;

const STRATUM = [0.93, 0.9, 0.84] as const;
const LICHEN = [0.42, 0.4, 0.22] as const;

function smooth(e0: number, e1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

function stretch(n: number, by: number): number {
  return Math.min(1, Math.max(0, 0.5 + (n - 0.5) * by));
}

/** Draws one boulder (depth-tested against what is already drawn). */
export function drawBoulder(
  ctx: RenderContext,
  canvas: Canvas,
  b: Blob,
  box: { x0: number; y0: number; x1: number; y1: number },
): void {
  const { camera, light, textures } = ctx;
  const { cu, cv, cz } = camera;
  const [r0, r1, r2, r3, r4, r5, r6, r7, r8] = camera.rays;
  const { white, intensity, sun, sky } = light;
  const planes = b.facets ?? [];
  const centre = project(camera, b.u, b.v, b.z);
  const side = project(camera, b.u + 1, b.v, b.z);
  if (!centre || !side) return;
  const pxPerMetre = Math.hypot(side.x - centre.x, side.y - centre.y);
  const pixel = 1 / pxPerMetre;
  const ou = (cu - b.u) / b.ru;
  const ov = (cv - b.v) / b.rv;
  const oz = (cz - b.z) / b.rz;
  // Sky light tinted by the sky's colour (normalised), less sun towards dusk.
  const skyLum = 0.2126 * sky[0] + 0.7152 * sky[1] + 0.0722 * sky[2] || 1;
  const tint = [sky[0] / skyLum, sky[1] / skyLum, sky[2] / skyLum].map((c) => 0.7 + 0.3 * c) as number[];
  const sunK = 1.1 * (0.3 + 0.7 * ctx.daylight);
  const wrap = (x: number): number => Math.max(0, (x + 0.1) / 1.1);
  const norm = 1 / (0.3 + sunK * wrap(sun[2]));
  const oo = ou * ou + ov * ov + oz * oz;
  const reject = (1 + 2 / (pxPerMetre * Math.min(b.ru, b.rv, b.rz))) ** 2;
  // A chord this long (unit space) is a few pixels inside the outline; this height clears the ground.
  const inside = Math.sqrt(12 / (pxPerMetre * Math.min(b.ru, b.rv, b.rz)));
  const clear = 2 / pxPerMetre;
  const seatH = Math.max(0.05, Math.min(b.z + b.rz, b.rz) * 0.45);
  const col = canvas.colour;
  for (let y = box.y0; y < box.y1; y++) {
    for (let x = box.x0; x < box.x1; x++) {
      // Quick miss: the pixel's central ray passes well clear of the whole ellipsoid.
      const cx = x + 0.5;
      const cy = y + 0.5;
      const qu = (r0 * cx + r1 * cy + r2) / b.ru;
      const qv = (r3 * cx + r4 * cy + r5) / b.rv;
      const qw = (r6 * cx + r7 * cy + r8) / b.rz;
      const qo = qu * ou + qv * ov + qw * oz;
      if (oo - (qo * qo) / (qu * qu + qv * qv + qw * qw) > reject) continue;
      const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
      const limit = canvas.depth[i] as number;
      let covered = 0;
      let best = -1;
      let bt = 0;
      let bface = -1;
      let bdu = 0;
      let bdv = 0;
      let bdw = 0;
      // Well inside the stone's outline (a long chord, clear of the ground): one ray is enough.
      if (castBoulder(planes, ou, ov, oz, qu, qv, qw)) {
        const chord = (hit.exit - hit.t) * Math.sqrt(qu * qu + qv * qv + qw * qw);
        const zc = b.z + (oz + hit.t * qw) * b.rz;
        const dist = hit.t * Math.sqrt((qu * b.ru) ** 2 + (qv * b.rv) ** 2 + (qw * b.rz) ** 2);
        if (chord > inside && zc > clear && dist < limit - 0.05) {
          covered = 4;
          best = dist;
          bt = hit.t;
          bface = hit.face;
          bdu = qu;
          bdv = qv;
          bdw = qw;
        }
      }
      for (let s = 0; s < 4 && covered < 4; s++) {
        const sub = SUB[s] as readonly [number, number];
        const px = x + 0.5 + sub[0];
        const py = y + 0.5 + sub[1];
        const dx = r0 * px + r1 * py + r2;
        const dy = r3 * px + r4 * py + r5;
        const dz = r6 * px + r7 * py + r8;
        const du = dx / b.ru;
        const dv = dy / b.rv;
        const dwz = dz / b.rz;
        if (!castBoulder(planes, ou, ov, oz, du, dv, dwz)) continue;
        // Below the ground the ray has already met the ground.
        if (b.z + (oz + hit.t * dwz) * b.rz < 0) continue;
        const dist = hit.t * Math.sqrt(dx * dx + dy * dy + dz * dz);
        if (dist >= limit) continue;
        covered++;
        if (best < 0 || dist < best) {
          best = dist;
          bt = hit.t;
          bface = hit.face;
          bdu = du;
          bdv = dv;
          bdw = dwz;
        }
      }
      if (covered === 0) continue;
      const alpha = covered / 4;
      const hu = ou + bt * bdu;
      const hv = ov + bt * bdv;
      const hw = oz + bt * bdw;
      // The face's normal in unit space, rounded towards its neighbour near an edge.
      let nu = bface < 0 ? hu : (planes[bface] as number);
      let nv = bface < 0 ? hv : (planes[bface + 1] as number);
      let nw = bface < 0 ? hw : (planes[bface + 2] as number);
      let edge = 1;
      let near = -1;
      let gNear = -1e9;
      if (bface >= 0) {
        const gs = (hu * hu + hv * hv + hw * hw - 1) / 2;
        gNear = gs;
      }
      for (let k = 0; k < planes.length; k += 4) {
        if (k === bface) continue;
        const g =
          (planes[k] as number) * hu +
          (planes[k + 1] as number) * hv +
          (planes[k + 2] as number) * hw -
          (planes[k + 3] as number);
        if (g > gNear) {
          gNear = g;
          near = k;
        }
      }
      const bevel = 0.16;
      if (gNear > -bevel) {
        const w = 0.5 * (1 + gNear / bevel);
        const mu = near < 0 ? hu : (planes[near] as number);
        const mv = near < 0 ? hv : (planes[near + 1] as number);
        const mw = near < 0 ? hw : (planes[near + 2] as number);
        nu += (mu - nu) * w;
        nv += (mv - nv) * w;
        nw += (mw - nw) * w;
        edge = 1 - 0.5 * w;
      }
      // Into world space (the ellipsoid's normal transform).
      nu /= b.ru;
      nv /= b.rv;
      nw /= b.rz;
      let nl = Math.sqrt(nu * nu + nv * nv + nw * nw) || 1;
      nu /= nl;
      nv /= nl;
      nw /= nl;
      const wu = b.u + hu * b.ru;
      const wv = b.v + hv * b.rv;
      const wz = b.z + hw * b.rz;
      // Triplanar texture co-ordinates (metres), offset per stone.
      const off = b.variant * 17;
      // Each plane weighed by the normal's share squared; faint ones skipped.
      let au = nu * nu;
      let av = nv * nv;
      let aw = nw * nw;
      au = au < 0.08 ? 0 : au;
      av = av < 0.08 ? 0 : av;
      aw = aw < 0.08 ? 0 : aw;
      const ws = au + av + aw;
      const tri = (tile: Float32Array, scale: number): number =>
        ((au > 0 ? au * sample(tile, (wv + off) / scale, wz / scale) : 0) +
          (av > 0 ? av * sample(tile, (wu + off) / scale, wz / scale) : 0) +
          (aw > 0 ? aw * sample(tile, (wu + off) / scale, (wv + off) / scale) : 0)) /
        ws;
      // Value noise stays near 0.5: stretched, it gives stone its contrast.
      const blotch = stretch(tri(textures.noise, 2.2), 2.2);
      const mottle = stretch(tri(textures.noise, 0.55), 2.6);
      const grain = stretch(tri(textures.detail, 0.35), 2.6);
      const speck = tri(textures.detail, 0.09);
      // Chips: small facets, each tilted and toned its own way; and a little bump from the noise.
      const chip = tri(textures.cellId, 2.4);
      const chip2 = tri(textures.cellId, 1.1);
      nu += 0.35 * (grain - 0.5) + 0.3 * (mottle - 0.5) + 0.5 * (chip - 0.5);
      nv += 0.3 * (mottle - 0.5) + 0.5 * (chip2 - 0.5);
      nl = Math.sqrt(nu * nu + nv * nv + nw * nw) || 1;
      nu /= nl;
      nv /= nl;
      nw /= nl;
      let cr = b.colour[0];
      let cg = b.colour[1];
      let cb = b.colour[2];
      // Warmer and cooler patches, mottling, grain and dark specks, faint strata.
      const warm = (blotch - 0.5) * 0.8;
      cr *= 1 + warm * 0.45;
      cg *= 1 + warm * 0.15;
      cb *= 1 - warm * 0.5;
      let k = (0.7 + 0.6 * blotch) * (0.6 + 0.8 * mottle) * (0.78 + 0.44 * grain);
      k *= 0.86 + 0.28 * chip2;
      if (speck < 0.3) k *= 0.75 + 0.25 * (speck / 0.3);
      // Small pits.
      const pit = tri(textures.cellF1, 1.4);
      if (pit < 0.12) k *= 0.7 + 0.3 * (pit / 0.12);
      else if (speck > 0.72) k *= 1 + (speck - 0.72) * 0.6;
      const band = Math.sin((wz * 11 + blotch * 4 + b.variant * 6) * Math.PI);
      if (band > 0.55) {
        const s = (band - 0.55) * 1.4;
        cr *= 1 + (STRATUM[0] - 1) * s;
        cg *= 1 + (STRATUM[1] - 1) * s;
        cb *= 1 + (STRATUM[2] - 1) * s;
      }
      // Lichen on faces that look up, in spots.
      if (nw > 0.35) {
        const spot = sample(textures.cellF1, (wu + off) / 1.6, (wv + off) / 1.6);
        const id = sample(textures.cellId, (wu + off) / 1.6, (wv + off) / 1.6);
        if (id < 0.3 && spot < 0.28) {
          const l = (1 - spot / 0.28) * Math.min(1, (nw - 0.35) * 3) * 0.7;
          cr += (LICHEN[0] - cr) * l;
          cg += (LICHEN[1] - cg) * l;
          cb += (LICHEN[2] - cb) * l;
        }
      }
      // Cracks: the borders of Voronoi cells on the face seen most squarely, only in some places.
      const mask = tri(textures.noise, 1.3);
      if (mask > 0.42) {
        const cell = 0.7;
        const scale = cell * 12;
        const [su, sv] = aw >= au && aw >= av ? [wu, wv] : au >= av ? [wv, wz] : [wu, wz];
        const e = sample(textures.cellEdge, (su + off) / scale, (sv + off * 0.7) / scale);
        const dm = (e * cell) / 2;
        const half = 0.007;
        const reach = Math.max(half, pixel * 0.6);
        if (dm < reach + half) {
          const crack =
            Math.min(1, (reach + half - dm) / (2 * reach)) * Math.min(1, (2 * half) / reach + 0.25);
          k *= 1 - 0.8 * crack * smooth(0.42, 0.55, mask);
        }
      }
      const direct = wrap(nu * sun[0] + nv * sun[1] + nw * sun[2]);
      const ambient = 0.3 * (0.55 + 0.45 * nw);
      // Occlusion where the stone meets the ground, and in the rounded edges' creases.
      const seat = 0.4 + 0.6 * smooth(0, seatH, wz);
      const shade = intensity * norm * k * seat * (0.92 + 0.08 * edge);
      const lr = cr * white[0] * shade * (ambient * (tint[0] as number) + sunK * direct);
      const lg = cg * white[1] * shade * (ambient * (tint[1] as number) + sunK * direct);
      const lb = cb * white[2] * shade * (ambient * (tint[2] as number) + sunK * direct);
      const c = i * 3;
      loadPixel(canvas, i);
      col[c] = (col[c] as number) + (lr - (col[c] as number)) * alpha;
      col[c + 1] = (col[c + 1] as number) + (lg - (col[c + 1] as number)) * alpha;
      col[c + 2] = (col[c + 2] as number) + (lb - (col[c + 2] as number)) * alpha;
      if (alpha >= 0.5) canvas.depth[i] = best;
      canvas.kind[i] = KIND.solid;
      coverGlow(canvas, i, alpha);
    }
  }
}
