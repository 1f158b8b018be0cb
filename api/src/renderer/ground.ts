// The main pass: every pixel of the edit box is traced to the ground plane (the coping's level)
// through the corners' homography, and what it sees there is decided in front-to-back order:
// raised things (hot tub, waterfall wall), water, coping, deck, beds, and finally the photo's own
// lawn with the soil line and contact shadows of the new edges (contact.ts). Edges are
// anti-aliased by coverage computed from signed distances in plan metres and the pixel's
// footprint: the homography's Jacobian, which also filters the textures (paving.ts).
import { lawnContact } from './contact.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import { layerBasin, layerBeds, layerDeck, layerPool } from './ground-layers.ts';
import type { GroundPass } from './ground-pass.ts';
import { layerFallWall, layerSpa } from './ground-raised.ts';
import { createFootprint } from './paving.ts';

export function drawGround(ctx: RenderContext, canvas: Canvas): void {
  const { camera, plan } = ctx;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = camera.toPlan;
  const det = a0 * (a4 * a8 - a5 * a7) - a1 * (a3 * a8 - a5 * a6) + a2 * (a3 * a7 - a4 * a6);
  const footScale = Math.sqrt(Math.abs(det));
  const { cu, cv, cz } = camera;
  const b = plan.bounds;
  const pass: GroundPass = {
    ctx,
    canvas,
    s: new Float64Array(6),
    acc: new Float64Array(7),
    glowOn: canvas.glow.length > 0,
    what: KIND.photo,
    hit: -1,
    foot: createFootprint(),
    square: createFootprint(),
    stoneEdge: Number.POSITIVE_INFINITY,
    stoneNu: 0,
    stoneNv: 0,
  };
  const foot = pass.foot;
  const depth = canvas.depth;
  const span = new Float64Array(2);
  for (let py = 0; py < canvas.height; py++) {
    const y = canvas.y0 + py + 0.5;
    // On this row, u, v and w are ratios of linear functions of x: the pixels whose ground point
    // lies inside the plan's bounds form one interval, found from five linear inequalities.
    const nu = a1 * y + a2;
    const nv = a4 * y + a5;
    const nw = a7 * y + a8;
    span[0] = canvas.x0;
    span[1] = canvas.x0 + canvas.width;
    clip(span, a6, nw - 1e-9);
    clip(span, a0 - b.u0 * a6, nu - b.u0 * nw);
    clip(span, b.u1 * a6 - a0, b.u1 * nw - nu);
    clip(span, a3 - b.v0 * a6, nv - b.v0 * nw);
    clip(span, b.v1 * a6 - a3, b.v1 * nw - nv);
    const from = Math.max(0, Math.floor((span[0] as number) - canvas.x0 - 0.5));
    const to = Math.min(canvas.width, Math.ceil((span[1] as number) - canvas.x0 + 0.5));
    for (let px = from; px < to; px++) {
      const x = canvas.x0 + px + 0.5;
      const w = a6 * x + nw;
      if (w <= 1e-12) continue;
      const u = (a0 * x + nu) / w;
      const v = (a3 * x + nv) / w;
      if (u < b.u0 || u > b.u1 || v < b.v0 || v > b.v1) continue;
      const i = py * canvas.width + px;
      const du = u - cu;
      const dv = v - cv;
      depth[i] = Math.sqrt(du * du + dv * dv + cz * cz);
      // The pixel's footprint: how u and v change per pixel step (the homography's Jacobian).
      foot.ux = (a0 - u * a6) / w;
      foot.uy = (a1 - u * a7) / w;
      foot.vx = (a3 - v * a6) / w;
      foot.vy = (a4 - v * a7) / w;
      shadePixel(pass, i, u, v, footScale / (w * Math.sqrt(w)));
    }
  }
}

/** Narrows the interval span = [from, to) of x to where k·x + c ≥ 0. */
function clip(span: Float64Array, k: number, c: number): void {
  if (Math.abs(k) < 1e-15) {
    if (c < 0) span[1] = span[0] as number;
    return;
  }
  const root = -c / k;
  if (k > 0) {
    if (root > (span[0] as number)) span[0] = root;
  } else if (root < (span[1] as number)) span[1] = root;
}

/** Everything a ground pixel of the edit box shows, front to back; `m` is its size in plan metres. */
function shadePixel(pass: GroundPass, i: number, u: number, v: number, m: number): void {
  const acc = pass.acc;
  acc[0] = 0;
  acc[1] = 0;
  acc[2] = 0;
  acc[3] = 0;
  acc[4] = 0;
  acc[5] = 0;
  acc[6] = 1;
  pass.what = KIND.photo;
  pass.hit = -1;
  pass.stoneEdge = Number.POSITIVE_INFINITY;
  layerSpa(pass, u, v, m);
  if ((acc[6] as number) > 0) layerFallWall(pass, u, v, m);
  if ((acc[6] as number) > 0) layerPool(pass, u, v, m);
  if ((acc[6] as number) > 0) layerBasin(pass, u, v, m);
  if ((acc[6] as number) > 0) layerDeck(pass, u, v, m);
  if ((acc[6] as number) > 0) layerBeds(pass, u, v, m);
  blendGround(pass, i, u, v);
}

/**
 * What is left is the photo's own ground: a soil line where the new hard edges meet it, and the
 * contact shadow and occlusion next to them.
 */
function blendGround(pass: GroundPass, i: number, u: number, v: number): void {
  const { canvas, acc, glowOn } = pass;
  const { colour, depth, kind, glow } = canvas;
  const factor = (acc[6] as number) > 0 ? lawnContact(pass, u, v) : 1;
  const { what, hit } = pass;
  const rem = acc[6] as number;
  if (rem >= 1 && factor >= 0.999) return;

  const c = i * 3;
  if (rem > 0) loadPixel(canvas, i);
  colour[c] = (acc[0] as number) + rem * factor * (colour[c] as number);
  colour[c + 1] = (acc[1] as number) + rem * factor * (colour[c + 1] as number);
  colour[c + 2] = (acc[2] as number) + rem * factor * (colour[c + 2] as number);
  if (glowOn) {
    glow[c] = acc[3] as number;
    glow[c + 1] = acc[4] as number;
    glow[c + 2] = acc[5] as number;
  }
  kind[i] = what === KIND.photo ? KIND.lawn : what;
  if (hit > 0) depth[i] = hit;
}
