// Dusk and night lighting: warm deck and step lamps, each a bright point with a bloom and a pool of
// light on the surface around it. (The underwater lamps glow inside the water shader.)

import { project } from './camera.ts';
import type { Rgb } from './colour.ts';
import { type Canvas, KIND, type RenderContext } from './context.ts';

const WARM: Rgb = [1.0, 0.66, 0.32];
const SPILL_RADIUS = 1.4;

export function drawLamps(ctx: RenderContext, canvas: Canvas): void {
  if (ctx.lamps <= 0 || canvas.glow.length === 0) return;
  const { camera, plan } = ctx;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = camera.toPlan;
  const I = ctx.light.intensity;
  for (const lamp of plan.deckLights) {
    const centre = project(camera, lamp.u, lamp.v, lamp.z);
    const edge = project(camera, lamp.u + 0.05, lamp.v, lamp.z);
    if (!centre || !edge) continue;
    const core = Math.max(0.8, Math.hypot(edge.x - centre.x, edge.y - centre.y));
    const corners = [
      project(camera, lamp.u - SPILL_RADIUS, lamp.v - SPILL_RADIUS, 0),
      project(camera, lamp.u + SPILL_RADIUS, lamp.v - SPILL_RADIUS, 0),
      project(camera, lamp.u - SPILL_RADIUS, lamp.v + SPILL_RADIUS, 0),
      project(camera, lamp.u + SPILL_RADIUS, lamp.v + SPILL_RADIUS, 0),
    ];
    if (corners.some((p) => !p)) continue;
    const xs = corners.map((p) => p?.x ?? 0);
    const ys = corners.map((p) => p?.y ?? 0);
    const x0 = Math.max(canvas.x0, Math.floor(Math.min(...xs, centre.x - core * 8)));
    const x1 = Math.min(canvas.x0 + canvas.width, Math.ceil(Math.max(...xs, centre.x + core * 8)));
    const y0 = Math.max(canvas.y0, Math.floor(Math.min(...ys, centre.y - core * 8)));
    const y1 = Math.min(canvas.y0 + canvas.height, Math.ceil(Math.max(...ys, centre.y + core * 8)));
    // The fixture's glow shows unless it falls outside the photo (decided without looking at the
    // canvas, so that every band of a split render agrees).
    const visible =
      centre.x >= 0 && centre.y >= 0 && centre.x < canvas.photo.width && centre.y < canvas.photo.height;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
        const kind = canvas.kind[i] as number;
        if (kind === KIND.photo) continue;
        const c = i * 3;
        let add = 0;
        if (kind !== KIND.solid) {
          const px = x + 0.5;
          const py = y + 0.5;
          const w = a6 * px + a7 * py + a8;
          if (w > 1e-12) {
            const du = (a0 * px + a1 * py + a2) / w - lamp.u;
            const dv = (a3 * px + a4 * py + a5) / w - lamp.v;
            const d2 = du * du + dv * dv;
            if (d2 < SPILL_RADIUS * SPILL_RADIUS) {
              // Light falling on the surface: scaled by what the surface reflects.
              const albedo =
                ((canvas.colour[c] as number) +
                  (canvas.colour[c + 1] as number) +
                  (canvas.colour[c + 2] as number)) /
                (3 * I);
              const fall = (1 - d2 / (SPILL_RADIUS * SPILL_RADIUS)) ** 2 / (1 + d2 / 0.08);
              add += 1.6 * fall * Math.min(albedo, 1) * (kind === KIND.water ? 0.3 : 1);
            }
          }
        }
        if (visible && kind !== KIND.solid) {
          const r2 = ((x + 0.5 - centre.x) ** 2 + (y + 0.5 - centre.y) ** 2) / (core * core);
          add += 3 * Math.exp(-r2) + 0.25 * Math.exp(-r2 / 16);
        }
        if (add <= 0) continue;
        const e = add * ctx.lamps;
        canvas.glow[c] = (canvas.glow[c] as number) + WARM[0] * e;
        canvas.glow[c + 1] = (canvas.glow[c + 1] as number) + WARM[1] * e;
        canvas.glow[c + 2] = (canvas.glow[c + 2] as number) + WARM[2] * e;
      }
    }
  }
}
