// The water sheet of a waterfall, falling from the lip of its wall (or rock) in a parabola into the
// pool: white, streaked, partly see-through, with foam spreading where it lands.

import { project } from './camera.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import { sample } from './textures.ts';

export function drawWaterfall(ctx: RenderContext, canvas: Canvas): void {
  const fall = ctx.plan.waterfall;
  if (!fall) return;
  const { camera, light, textures } = ctx;
  const { cu, cv, cz } = camera;
  const waterZ = -ctx.plan.pool.waterLevel;
  const alongV = fall.axis === 'v';
  const face = alongV ? fall.box.v1 : fall.box.u1;
  const drop = fall.lip - waterZ;
  /** How far out from the face the sheet is at height z (a parabola: it leaves horizontally). */
  const outAt = (z: number): number => 0.03 + fall.reach * Math.sqrt(Math.max(0, (fall.lip - z) / drop));
  const foamOut = fall.reach + 0.1;
  const toPoint = (across: number, out: number, z: number): [number, number, number] =>
    alongV ? [across, face + out, z] : [face + out, across, z];

  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const across of [fall.from - 0.4, fall.to + 0.4]) {
    for (const [out, z] of [
      [0, fall.lip + 0.05],
      [foamOut + 0.7, waterZ],
      [0, waterZ],
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
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = camera.toPlan;
  const I = light.intensity;
  const { white } = light;
  const span = fall.to - fall.from;

  for (let y = by0; y < by1; y++) {
    for (let x = bx0; x < bx1; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const w = a6 * px + a7 * py + a8;
      if (w <= 1e-12) continue;
      const u = (a0 * px + a1 * py + a2) / w;
      const v = (a3 * px + a4 * py + a5) / w;
      const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
      const c = i * 3;
      const col = canvas.colour;
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
        const t = (across - fall.from) / span;
        if (t > -0.02 && t < 1.02) {
          const [hu, hv] = toPoint(across, outAt(hitZ), hitZ);
          const dist = Math.sqrt((hu - cu) ** 2 + (hv - cv) ** 2 + (hitZ - cz) ** 2);
          if (dist < (canvas.depth[i] as number) + 0.05) {
            loadPixel(canvas, i);
            const edge = Math.min(1, Math.min(t, 1 - t) / 0.04 + 0.3);
            const fallen = (fall.lip - hitZ) / drop;
            const streak = sample(textures.detail, across / 0.35 + 0.1, hitZ / 3.5);
            const streak2 = sample(textures.noise, across / 0.8, hitZ / 6 - fallen);
            const alpha = Math.min(
              1,
              (0.45 + 0.45 * streak + 0.2 * streak2 + 0.25 * fallen) * Math.max(0, edge),
            );
            const bright = I * (0.62 + 0.3 * streak + (fallen < 0.06 ? 0.25 : 0));
            col[c] = (col[c] as number) + (bright * white[0] * 0.96 - (col[c] as number)) * alpha;
            col[c + 1] = (col[c + 1] as number) + (bright * white[1] - (col[c + 1] as number)) * alpha;
            col[c + 2] = (col[c + 2] as number) + (bright * white[2] * 1.02 - (col[c + 2] as number)) * alpha;
            canvas.kind[i] = KIND.solid;
            canvas.grade[i] = 1;
            if (alpha > 0.5) canvas.depth[i] = dist;
            continue;
          }
        }
      }

      // Foam on the water where the sheet lands.
      if (canvas.kind[i] !== KIND.water) continue;
      const k = (cz - waterZ) / cz;
      const qu = cu + (u - cu) * k;
      const qv = cv + (v - cv) * k;
      const foamAcross = alongV ? qu : qv;
      const qo = (alongV ? qv : qu) - face;
      const ta = Math.max(fall.from - foamAcross, foamAcross - fall.to, 0) / 0.25;
      const to = Math.abs(qo - fall.reach) / (qo < fall.reach ? 0.3 : 0.75);
      const reach = ta * ta + to * to;
      if (reach >= 1) continue;
      const froth =
        sample(textures.noise, qu / 0.5, qv / 0.5) * 0.7 +
        sample(textures.detail, qu / 0.15, qv / 0.15) * 0.5;
      const fade = 1 - reach;
      const foam = Math.min(1, Math.max(0, fade * fade * 1.9 * froth - 0.1));
      const fw = I * 0.85;
      col[c] = (col[c] as number) + (fw * white[0] - (col[c] as number)) * foam;
      col[c + 1] = (col[c + 1] as number) + (fw * white[1] - (col[c + 1] as number)) * foam;
      col[c + 2] = (col[c + 2] as number) + (fw * white[2] - (col[c + 2] as number)) * foam;
    }
  }
}
