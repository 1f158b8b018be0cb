// The waterfall's water, falling from the lip of its wall (or rock) in a parabola into the pool.
// At the lip it is clear and glassy: a thin layer over the lip stone, a bright highlight where it
// curls over, and below that a sheet that shows the stone behind it, shifted by refraction. Going
// down, vertical streaks of air thicken it into broken white water; where it lands, foam, a splash
// ring fading outward and small ripples (splash.ts). Only pixels of the same row are read back for
// the refraction, so bands drawn on different threads give the same bytes.
import { project } from './camera.ts';
import { LINEAR } from './colour.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import { coverGlow } from './ribbons.ts';
import { drawSplash, type FallFrame } from './splash.ts';
import { sample } from './textures.ts';

function smooth(e0: number, e1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

/** The colour behind the sheet at column x of this row: as drawn before the sheet, or the photo's. */
function behind(
  canvas: Canvas,
  row: Float32Array,
  rowX0: number,
  x: number,
  y: number,
  out: Float64Array,
): void {
  const cx = Math.min(Math.max(x, rowX0), rowX0 + row.length / 3 - 1);
  const j = (cx - rowX0) * 3;
  if ((row[j] as number) >= 0) {
    out[0] = row[j] as number;
    out[1] = row[j + 1] as number;
    out[2] = row[j + 2] as number;
    return;
  }
  const { photo } = canvas;
  const s = (y * photo.width + cx) * photo.channels;
  out[0] = LINEAR[photo.data[s] as number] as number;
  out[1] = LINEAR[photo.data[s + 1] as number] as number;
  out[2] = LINEAR[photo.data[s + 2] as number] as number;
}

export function drawWaterfall(ctx: RenderContext, canvas: Canvas): void {
  const fall = ctx.plan.waterfall;
  if (!fall) return;
  const { camera, light, textures } = ctx;
  const { cu, cv, cz } = camera;
  const waterZ = -ctx.plan.pool.waterLevel;
  const alongV = fall.axis === 'v';
  const face = alongV ? fall.box.v1 : fall.box.u1;
  const drop = fall.lip - waterZ;
  const rock = fall.kind === 'rock';
  /** How far out from the face the sheet is at height z (a parabola: it leaves horizontally). */
  const outAt = (z: number): number => 0.03 + fall.reach * Math.sqrt(Math.max(0, (fall.lip - z) / drop));
  const toPoint = (across: number, out: number, z: number): [number, number, number] =>
    alongV ? [across, face + out, z] : [face + out, across, z];
  const frame: FallFrame = { alongV, face, waterZ, from: fall.from, to: fall.to, reach: fall.reach };

  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const across of [fall.from - 1.4, fall.to + 1.4]) {
    for (const [out, z] of [
      [-0.35, fall.lip + 0.05],
      [fall.reach + 1.5, waterZ],
      [-0.35, waterZ],
    ] as const) {
      const [u, v, h] = toPoint(across, out, z);
      const p = project(camera, u, v, h);
      if (!p) return;
      x0 = Math.min(x0, p.x);
      y0 = Math.min(y0, p.y);
      x1 = Math.max(x1, p.x);
      y1 = Math.max(y1, p.y);
    }
  }
  const bx0 = Math.max(canvas.x0, Math.floor(x0) - 2);
  const by0 = Math.max(canvas.y0, Math.floor(y0) - 2);
  const bx1 = Math.min(canvas.x0 + canvas.width, Math.ceil(x1) + 2);
  const by1 = Math.min(canvas.y0 + canvas.height, Math.ceil(y1) + 2);
  if (bx1 <= bx0 || by1 <= by0) return;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = camera.toPlan;
  const I = light.intensity;
  const { white, sky, sun } = light;
  const span = fall.to - fall.from;
  const mid = (fall.from + fall.to) / 2;
  // Pixels per metre at the lip, for the refraction's shift and the streaks' fineness.
  const [lu, lv, lz] = toPoint(mid, 0.05, fall.lip);
  const pl = project(camera, lu, lv, lz);
  const pr = project(camera, ...toPoint(mid + 1, 0.05, fall.lip));
  const pxPerMetre = pl && pr ? Math.hypot(pr.x - pl.x, pr.y - pl.y) : 100;
  // The sheet faces out from the wall: how much sun it gets.
  const facing = 0.78 + 0.22 * Math.max(0, alongV ? sun[1] : sun[0]) + 0.12 * sun[2];
  const sunK = 0.4 + 0.6 * ctx.daylight;
  const row = new Float32Array((bx1 - bx0) * 3);
  const under = new Float64Array(3);
  const col = canvas.colour;

  for (let y = by0; y < by1; y++) {
    // What this row showed before the water was drawn (for refraction).
    const rowStart = ((y - canvas.y0) * canvas.width + (bx0 - canvas.x0)) * 3;
    row.set(col.subarray(rowStart, rowStart + row.length));
    for (let x = bx0; x < bx1; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const w = a6 * px + a7 * py + a8;
      if (w <= 1e-12) continue;
      const u = (a0 * px + a1 * py + a2) / w;
      const v = (a3 * px + a4 * py + a5) / w;
      const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
      const c = i * 3;
      // Points on this pixel's ray at height z: ground point + (camera - ground) z / cz.
      const acrossBase = alongV ? u : v;
      const acrossSlope = alongV ? (cu - u) / cz : (cv - v) / cz;
      const outBase = (alongV ? v : u) - face;
      const outSlope = alongV ? (cv - v) / cz : (cu - u) / cz;

      // Where the ray crosses the sheet: with s = sqrt((lip - z) / drop) the sheet is out = 0.03 +
      // reach·s and the ray out = outBase + outSlope·(lip - drop·s²), a quadratic in s. The
      // smallest root in [0, 1] is the highest crossing, the first one seen from the camera.
      let hitZ = Number.NaN;
      const qa = outSlope * drop;
      const qb = fall.reach;
      const qc = 0.03 - outBase - outSlope * fall.lip;
      let root = Number.NaN;
      if (Math.abs(qa) < 1e-9) {
        root = -qc / qb;
      } else {
        const disc = qb * qb - 4 * qa * qc;
        if (disc >= 0) {
          const sq = Math.sqrt(disc);
          const r1 = (-qb - sq) / (2 * qa);
          const r2 = (-qb + sq) / (2 * qa);
          const lo = Math.min(r1, r2);
          const hi = Math.max(r1, r2);
          root = lo >= 0 && lo <= 1 ? lo : hi;
        }
      }
      if (root >= 0 && root <= 1) hitZ = fall.lip - drop * root * root;
      if (!Number.isNaN(hitZ)) {
        const across = acrossBase + acrossSlope * hitZ;
        const fallen = (fall.lip - hitZ) / drop;
        // The sheet narrows a little as it falls, and its edges fray into strands.
        const fray = sample(textures.detail, across / 0.9, hitZ / 0.5) - 0.5;
        const inset = span * 0.05 * fallen + fray * 0.06 * fallen;
        const t = (across - fall.from - inset) / (span - 2 * inset);
        const edgeW = (rock ? 0.08 : 0.03) + 0.05 * fallen;
        const edge = smooth(0, edgeW, Math.min(t, 1 - t));
        if (edge > 0) {
          const [hu, hv] = toPoint(across, outAt(hitZ), hitZ);
          const dist = Math.sqrt((hu - cu) ** 2 + (hv - cv) ** 2 + (hitZ - cz) ** 2);
          if (dist < (canvas.depth[i] as number) + 0.05) {
            // Streaks run down the sheet: fine across it, long along it.
            const fine = sample(textures.detail, across / 0.16 + 0.37, hitZ / 3);
            const coarse = sample(textures.noise, across / 0.7, hitZ / 4 + 0.2);
            const streak = 0.6 * fine + 0.4 * coarse;
            const churn = sample(textures.detail, across / 0.09 + 0.6, hitZ / 0.35);
            // Air taken in on the way down: clear at the lip, white and broken at the foot.
            let aerated = smooth(0.02, 0.75, fallen + (streak - 0.5) * 0.6) * (0.6 + 0.5 * streak);
            aerated = Math.min(1, aerated + smooth(0.75, 1, fallen) * 0.5);
            const gap = fallen > 0.45 ? smooth(0.45, 1, fallen) * smooth(0.45, 0.2, churn) * 0.7 : 0;
            // Over rock the water parts into streams that separate as they fall.
            const stream = rock ? smooth(0.3, 0.62, sample(textures.noise, across / 0.45 + 0.7, 0.3)) : 1;
            const parted = (1 - stream) * smooth(0.05, 0.55, fallen) * 0.85;
            const body = edge * (1 - gap) * (1 - parted);
            // Clear water: the stone behind, shifted by the sheet's waviness, a little darker and
            // greener, with the sky mirrored faintly.
            const shift = Math.round((coarse - 0.5) * 0.05 * pxPerMetre + (fine - 0.5) * 0.02 * pxPerMetre);
            behind(canvas, row, bx0, x + shift, y, under);
            const mirror = 0.07 + 0.05 * (1 - fallen);
            let gr = (under[0] as number) * 0.78 + (sky[0] as number) * mirror * I;
            let gg = (under[1] as number) * 0.86 + (sky[1] as number) * mirror * I;
            let gb = (under[2] as number) * 0.86 + (sky[2] as number) * mirror * I;
            // The curl at the lip catches the light.
            const curl = Math.exp(-(((fallen - 0.02) / 0.016) ** 2)) * (0.2 + 0.8 * fine * fine);
            const glint = curl * I * (0.5 + 0.7 * sunK);
            gr += glint * white[0];
            gg += glint * white[1];
            gb += glint * white[2];
            // White water: lit from the sun's side, with darker troughs between streaks.
            const bright = I * facing * (0.72 + 0.3 * streak) * (0.85 + 0.15 * churn) * (0.7 + 0.3 * sunK);
            const wr = bright * white[0] * 0.97;
            const wg = bright * white[1];
            const wb = bright * white[2] * 1.03;
            const r = gr + (wr - gr) * aerated;
            const g = gg + (wg - gg) * aerated;
            const b = gb + (wb - gb) * aerated;
            loadPixel(canvas, i);
            col[c] = (col[c] as number) + (r - (col[c] as number)) * body;
            col[c + 1] = (col[c + 1] as number) + (g - (col[c + 1] as number)) * body;
            col[c + 2] = (col[c + 2] as number) + (b - (col[c + 2] as number)) * body;
            canvas.kind[i] = KIND.solid;
            coverGlow(canvas, i, body * (0.5 + 0.5 * aerated));
            if (body > 0.5) canvas.depth[i] = dist;
            continue;
          }
        }
      }

      // The glassy layer running over the lip stone before it falls.
      if (rock) {
        const k = (fall.lip + 0.004) / cz;
        const au = u + (cu - u) * k;
        const av = v + (cv - v) * k;
        const across = alongV ? au : av;
        const out = (alongV ? av : au) - face;
        const t = (across - fall.from) / span;
        if (t > 0 && t < 1 && out > -0.3 && out < 0.03) {
          const dist = Math.sqrt((au - cu) ** 2 + (av - cv) ** 2 + (fall.lip - cz) ** 2);
          if (dist < (canvas.depth[i] as number) + 0.05) {
            const a = smooth(0, 0.06, Math.min(t, 1 - t)) * smooth(-0.3, -0.22, out) * 0.85;
            const ripple = sample(textures.detail, across / 0.2, out / 0.5);
            const glint = I * (0.35 + 0.5 * smooth(0.55, 0.8, ripple)) * sunK;
            loadPixel(canvas, i);
            col[c] =
              (col[c] as number) * (1 - a * 0.35) + ((sky[0] as number) * 0.35 + glint * white[0] * 0.4) * a;
            col[c + 1] =
              (col[c + 1] as number) * (1 - a * 0.3) +
              ((sky[1] as number) * 0.35 + glint * white[1] * 0.4) * a;
            col[c + 2] =
              (col[c + 2] as number) * (1 - a * 0.25) +
              ((sky[2] as number) * 0.35 + glint * white[2] * 0.4) * a;
            canvas.kind[i] = KIND.solid;
            continue;
          }
        }
      }

      if (canvas.kind[i] === KIND.water) drawSplash(ctx, canvas, frame, i, u, v);
    }
  }
}
