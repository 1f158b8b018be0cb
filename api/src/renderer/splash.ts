// Where a waterfall lands on the pool: a churning cushion of foam along the landing line, a ring of
// white froth breaking into patches as it spreads outward and fades, and small ripples running out
// from it that brighten and darken the water already drawn there.
import { type Canvas, loadPixel, type RenderContext } from './context.ts';
import { sample } from './textures.ts';

/** The waterfall in the terms the splash needs (plan metres). */
export interface FallFrame {
  alongV: boolean;
  /** The wall face's plan coordinate, and the water surface's height. */
  face: number;
  waterZ: number;
  /** Span of the sheet along the face, and how far out it lands. */
  from: number;
  to: number;
  reach: number;
}

function smooth(e0: number, e1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - e0) / (e1 - e0)));
  return t * t * (3 - 2 * t);
}

/** Foam and ripples on water pixel i, whose ground-plane point is (u, v). */
export function drawSplash(
  ctx: RenderContext,
  canvas: Canvas,
  f: FallFrame,
  i: number,
  u: number,
  v: number,
): void {
  const { camera, light, textures } = ctx;
  const { cu, cv, cz } = camera;
  // The water-surface point on this pixel's ray.
  const k = (cz - f.waterZ) / cz;
  const qu = cu + (u - cu) * k;
  const qv = cv + (v - cv) * k;
  const along = f.alongV ? qu : qv;
  const out = (f.alongV ? qv : qu) - f.face;
  if (out < -0.05) return;
  const da = Math.max(f.from - along, along - f.to, 0);
  const dOut = Math.max(0, out - f.reach);
  // Distance from the landing line, stretched a little along the face.
  const r = Math.sqrt(da * da * 0.8 + dOut * dOut);
  if (r > 1.6) return;
  const froth =
    sample(textures.noise, qu / 0.35, qv / 0.35) * 0.6 + sample(textures.detail, qu / 0.25, qv / 0.25) * 0.5;
  const core = Math.exp(-((r / 0.22) ** 2));
  let foam = Math.min(1, Math.max(0, core * 1.6 * froth));
  // The ring: a lace of froth (bright borders around dark holes) carried outward, breaking into
  // patches and fading.
  const lace = 1 - smooth(0.02, 0.2, sample(textures.cellEdge, qu / 1.8 + 0.13, qv / 1.8 + 0.41));
  const patches = smooth(0.38, 0.68, sample(textures.noise, qu / 0.5 + 0.31, qv / 0.5 + 0.17));
  const band = Math.exp(-(((r - 0.3) / 0.18) ** 2));
  const spread = Math.exp(-r / 0.45) * (1 - core);
  foam = Math.max(foam, (0.6 * band + 0.5 * spread) * (0.3 + 0.7 * patches) * (0.25 + 0.75 * lace));
  // Ripples running out from the landing.
  const wobble = sample(textures.noise, qu / 0.8, qv / 0.8);
  const ripple =
    Math.sin((r / 0.1 + wobble * 3) * Math.PI * 2) * Math.exp(-r / 0.6) * smooth(0.08, 0.3, r) * 0.3;
  loadPixel(canvas, i);
  const col = canvas.colour;
  const c = i * 3;
  const I = light.intensity;
  const { white } = light;
  const lift = 1 + ripple;
  const fw = I * (0.78 + 0.12 * froth);
  for (let ch = 0; ch < 3; ch++) {
    const base = (col[c + ch] as number) * lift;
    col[c + ch] = base + (fw * (white[ch] as number) - base) * foam;
  }
}
