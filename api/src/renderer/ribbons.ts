// Thin lit ribbons in 3D (grass blades, agave leaves, palm fronds and trunks): a polyline of nodes,
// each with a half width and an already lit colour, projected with the camera and drawn as
// anti-aliased tapered capsules, depth-tested against what is already drawn. Also the plant light:
// the scene's sky and sun, with leaves glowing a little when the sun is behind them.
import { project } from './camera.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';

/** Per node: u, v, z, half width (m), then linear r, g, b (lit). */
export const NODE = 7;

export interface Ribbon {
  nodes: number[];
  /** Shaded like a cylinder across its width (trunks, fleshy leaves): 0 flat, 1 round. */
  round: number;
  /** Which side of a round ribbon is lit: 1 its right (going from its first node), -1 its left. */
  side: number;
  /** Opacity (plumes are soft). */
  alpha: number;
  /** Distance from the camera of its middle, for drawing far ones first. */
  dist: number;
}

/**
 * Light falling on a leaf with normal n (unit, facing the camera) as a factor on its albedo:
 * sky light, wrapped sun light and, from behind, some light through the leaf. A level surface in
 * full sun gets about the photo's exposure.
 */
export function leafLight(ctx: RenderContext, nu: number, nv: number, nw: number, through: number): number {
  const { sun, intensity } = ctx.light;
  const sunK = 0.9 * (0.3 + 0.7 * ctx.daylight);
  const d = nu * sun[0] + nv * sun[1] + nw * sun[2];
  const direct = Math.max(0, (d + 0.25) / 1.25);
  const back = Math.max(0, -d) * through;
  const ambient = 0.36 * (0.6 + 0.4 * nw);
  const norm = 0.36 + sunK * ((sun[2] + 0.25) / 1.25);
  return (intensity * (ambient + sunK * (direct + back))) / norm;
}

/** Hides the light glowing from what lies behind where an opaque thing now covers pixel i. */
export function coverGlow(canvas: Canvas, i: number, alpha: number): void {
  if (canvas.glow.length === 0) return;
  const c = i * 3;
  const keep = 1 - alpha;
  canvas.glow[c] = (canvas.glow[c] as number) * keep;
  canvas.glow[c + 1] = (canvas.glow[c + 1] as number) * keep;
  canvas.glow[c + 2] = (canvas.glow[c + 2] as number) * keep;
}

/** Adds a node (its colour is filled in by the caller). */
export function pushNode(nodes: number[], u: number, v: number, z: number, half: number): void {
  nodes.push(u, v, z, half, 0, 0, 0);
}

/** Draws ribbons far to near, each segment a tapered capsule between its projected nodes. */
export function drawRibbons(ctx: RenderContext, canvas: Canvas, ribbons: Ribbon[]): void {
  const { camera } = ctx;
  const { cu, cv, cz } = camera;
  ribbons.sort((a, b) => b.dist - a.dist);
  const col = canvas.colour;
  const cx1 = canvas.x0 + canvas.width;
  const cy1 = canvas.y0 + canvas.height;
  // Screen nodes: x, y, depth, half width (px), r, g, b.
  const screen: number[] = [];
  for (const ribbon of ribbons) {
    const { nodes } = ribbon;
    screen.length = 0;
    let ok = true;
    for (let n = 0; n < nodes.length; n += NODE) {
      const u = nodes[n] as number;
      const v = nodes[n + 1] as number;
      const z = nodes[n + 2] as number;
      const p = project(camera, u, v, z);
      const q = project(camera, u + 1, v, z);
      if (!p || !q) {
        ok = false;
        break;
      }
      const scale = Math.hypot(q.x - p.x, q.y - p.y);
      screen.push(
        p.x,
        p.y,
        Math.sqrt((u - cu) ** 2 + (v - cv) ** 2 + (z - cz) ** 2),
        (nodes[n + 3] as number) * scale,
        nodes[n + 4] as number,
        nodes[n + 5] as number,
        nodes[n + 6] as number,
      );
    }
    if (!ok) continue;
    for (let n = 0; n + NODE < screen.length; n += NODE) {
      const ax = screen[n] as number;
      const ay = screen[n + 1] as number;
      const bx = screen[n + NODE] as number;
      const by = screen[n + NODE + 1] as number;
      const wa = screen[n + 3] as number;
      const wb = screen[n + NODE + 3] as number;
      const ext = Math.max(wa, wb) + 1;
      const x0 = Math.max(canvas.x0, Math.floor(Math.min(ax, bx) - ext));
      const x1 = Math.min(cx1, Math.ceil(Math.max(ax, bx) + ext));
      const y0 = Math.max(canvas.y0, Math.floor(Math.min(ay, by) - ext));
      const y1 = Math.min(cy1, Math.ceil(Math.max(ay, by) + ext));
      if (x1 <= x0 || y1 <= y0) continue;
      const ex = bx - ax;
      const ey = by - ay;
      const len2 = ex * ex + ey * ey || 1e-9;
      const da = screen[n + 2] as number;
      const db = screen[n + NODE + 2] as number;
      for (let y = y0; y < y1; y++) {
        const py = y + 0.5 - ay;
        for (let x = x0; x < x1; x++) {
          const px = x + 0.5 - ax;
          let t = (px * ex + py * ey) / len2;
          t = Math.max(0, Math.min(t, 1));
          const ox = px - t * ex;
          const oy = py - t * ey;
          const dist = Math.sqrt(ox * ox + oy * oy);
          const hw = wa + (wb - wa) * t;
          let cover = hw + 0.5 - dist;
          if (cover <= 0) continue;
          if (cover > 1) cover = 1;
          // Thinner than a pixel: fainter rather than wider.
          if (hw < 0.5) cover *= 0.35 + 1.3 * hw;
          const a = cover * ribbon.alpha;
          const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
          const depth = da + (db - da) * t;
          if (depth >= (canvas.depth[i] as number) + 0.02) continue;
          let k = 1;
          if (ribbon.round > 0 && hw > 0.8) {
            // Across the width: -1 (lit) .. 1 (shaded).
            const across = Math.min(1, dist / hw) * Math.sign(ox * ey - oy * ex || 1) * ribbon.side;
            k = 1 - ribbon.round * (0.45 * (1 - Math.sqrt(Math.max(0, 1 - across * across))) + 0.2 * across);
          }
          const r = ((screen[n + 4] as number) * (1 - t) + (screen[n + NODE + 4] as number) * t) * k;
          const g = ((screen[n + 5] as number) * (1 - t) + (screen[n + NODE + 5] as number) * t) * k;
          const b = ((screen[n + 6] as number) * (1 - t) + (screen[n + NODE + 6] as number) * t) * k;
          loadPixel(canvas, i);
          const c = i * 3;
          col[c] = (col[c] as number) + (r - (col[c] as number)) * a;
          col[c + 1] = (col[c + 1] as number) + (g - (col[c + 1] as number)) * a;
          col[c + 2] = (col[c + 2] as number) + (b - (col[c + 2] as number)) * a;
          if (a > 0.6) canvas.depth[i] = depth;
          canvas.kind[i] = KIND.solid;
          coverGlow(canvas, i, a);
        }
      }
    }
  }
}
