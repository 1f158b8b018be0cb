// The main pass: every pixel of the edit box is traced to the ground plane (the coping's level)
// through the corners' homography, and what it sees there is decided in front-to-back order:
// raised things (hot tub, waterfall wall), water, coping, deck, beds, and finally the photo's own
// lawn with the contact shadows the new surfaces cast on it. Edges are anti-aliased by coverage
// computed from signed distances in plan metres and the pixel's footprint.

import type { Rgb } from './colour.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import { type Field, fieldAt } from './fields.ts';
import { shadeBed, shadeCoping, shadeDeck, shadeFace, shadeGravel } from './materials.ts';
import type { Bounds } from './outlines.ts';
import { sampleNearest } from './textures.ts';
import { shadeVessel } from './water.ts';

/** Share of a pixel `m` metres wide that lies inside an outline at signed distance `d`. */
function cover(d: number, m: number): number {
  const a = 0.5 - d / m;
  return a < 0 ? 0 : Math.min(a, 1);
}

/** acc = [r, g, b, glow r, glow g, glow b, share of the pixel still uncovered]. */
function addLayer(acc: Float64Array, s: Float64Array, a: number, glow: boolean): void {
  const k = a * (acc[6] as number);
  if (k <= 0) return;
  acc[0] = (acc[0] as number) + k * (s[0] as number);
  acc[1] = (acc[1] as number) + k * (s[1] as number);
  acc[2] = (acc[2] as number) + k * (s[2] as number);
  if (glow) {
    acc[3] = (acc[3] as number) + k * (s[3] as number);
    acc[4] = (acc[4] as number) + k * (s[4] as number);
    acc[5] = (acc[5] as number) + k * (s[5] as number);
  }
  acc[6] = (acc[6] as number) - k;
}

function boxDistance(b: Bounds, u: number, v: number): number {
  const qu = Math.abs(u - (b.u0 + b.u1) / 2) - (b.u1 - b.u0) / 2;
  const qv = Math.abs(v - (b.v0 + b.v1) / 2) - (b.v1 - b.v0) / 2;
  const ou = Math.max(qu, 0);
  const ov = Math.max(qv, 0);
  return Math.sqrt(ou * ou + ov * ov) + Math.min(Math.max(qu, qv), 0);
}

const normal = new Float64Array(2);

/** Outward normal of a field at (u, v) into `normal`, by central differences. */
function normalOf(field: Field, u: number, v: number): void {
  const e = 0.03;
  const gu = fieldAt(field, u + e, v) - fieldAt(field, u - e, v);
  const gv = fieldAt(field, u, v + e) - fieldAt(field, u, v - e);
  const l = Math.sqrt(gu * gu + gv * gv) || 1;
  normal[0] = gu / l;
  normal[1] = gv / l;
}

/** How far behind a waterfall wall (m) the ground seen past its top can be. */
const FALL_REACH = 3;

/** Half the largest hot tub plus a margin (m). */
const SPA_REACH = 1.35;
const WET_STONE: Rgb = [0.05, 0.055, 0.06];

const FACE_TOP = 0;
const FACE_U0 = 1;
const FACE_U1 = 2;
const FACE_V0 = 3;
const FACE_V1 = 4;
/** Height at which the last hitBox met the box. */
const boxHit = new Float64Array(1);

/**
 * Where the camera ray through ground point (u, v) first meets an axis-aligned box standing on
 * the ground: the face hit (FACE_*), with its height in `boxZ`, or -1.
 */
function hitBox(cu: number, cv: number, cz: number, u: number, v: number, b: Bounds, height: number): number {
  let lo = 0;
  let hi = height;
  let face = FACE_TOP;
  // u(z) = u + (cu - u) z / cz must lie in [u0, u1].
  const su = (cu - u) / cz;
  if (Math.abs(su) < 1e-12) {
    if (u < b.u0 || u > b.u1) return -1;
  } else {
    const z0 = (b.u0 - u) / su;
    const z1 = (b.u1 - u) / su;
    const zl = Math.min(z0, z1);
    const zh = Math.max(z0, z1);
    if (zl > lo) lo = zl;
    if (zh < hi) {
      hi = zh;
      face = z0 > z1 ? FACE_U0 : FACE_U1;
    }
  }
  const sv = (cv - v) / cz;
  if (Math.abs(sv) < 1e-12) {
    if (v < b.v0 || v > b.v1) return -1;
  } else {
    const z0 = (b.v0 - v) / sv;
    const z1 = (b.v1 - v) / sv;
    const zl = Math.min(z0, z1);
    const zh = Math.max(z0, z1);
    if (zl > lo) lo = zl;
    if (zh < hi) {
      hi = zh;
      face = z0 > z1 ? FACE_V0 : FACE_V1;
    }
  }
  boxHit[0] = hi;
  return lo <= hi ? face : -1;
}

interface GroundPass {
  ctx: RenderContext;
  canvas: Canvas;
  /** Shading scratch: colour, then glow. */
  s: Float64Array;
  acc: Float64Array;
  glowOn: boolean;
  /** Plan metres over which the time-of-day grade fades out on the lawn around the edit. */
  halo: number;
  /** How far the raised deck's shadow reaches on the lawn. */
  shadowReach: number;
}

export function drawGround(ctx: RenderContext, canvas: Canvas): void {
  const { camera, plan, light } = ctx;
  const [a0, a1, a2, a3, a4, a5, a6, a7, a8] = camera.toPlan;
  const det = a0 * (a4 * a8 - a5 * a7) - a1 * (a3 * a8 - a5 * a6) + a2 * (a3 * a7 - a4 * a6);
  const footScale = Math.sqrt(Math.abs(det));
  const { cu, cv, cz } = camera;
  const b = plan.bounds;
  const lift = plan.deck ? plan.deck.rise : 0.03;
  const pass: GroundPass = {
    ctx,
    canvas,
    s: new Float64Array(6),
    acc: new Float64Array(7),
    glowOn: canvas.glow.length > 0,
    halo: ctx.timeOfDay === 'day' ? 0 : 1.6,
    shadowReach: lift / light.sunTan + 0.03,
  };
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
  const { ctx, canvas, s, acc, glowOn, halo, shadowReach } = pass;
  const { camera, plan, light } = ctx;
  const { cu, cv, cz } = camera;
  const { colour, depth, kind, grade, glow } = canvas;
  const fields = plan.fields;
  const spaOuter = fields.spaOuter;
  acc[0] = 0;
  acc[1] = 0;
  acc[2] = 0;
  acc[3] = 0;
  acc[4] = 0;
  acc[5] = 0;
  acc[6] = 1;
  let what: number = KIND.photo;
  let hit = -1;

  const spa = plan.spa;
  if (spa && spaOuter) {
    const h = spa.height;
    const k = h / cz;
    const ut = u + (cu - u) * k;
    const vt = v + (cv - v) * k;
    const { u: su, v: sv } = spa.centre;
    // Only rays passing near the hot tub (at its rim or at its foot) can meet it.
    const near =
      (Math.abs(ut - su) < SPA_REACH && Math.abs(vt - sv) < SPA_REACH) ||
      (Math.abs(u - su) < SPA_REACH && Math.abs(v - sv) < SPA_REACH);
    if (near) {
      const mt = m * (1 - k);
      const dTop = fieldAt(spaOuter, ut, vt);
      if (dTop < mt) {
        const a = cover(dTop, mt);
        const dIn = fieldAt(spa.vessel.walls, ut, vt);
        const aw = dIn < mt ? cover(dIn, mt) : 0;
        if (aw > 0) {
          what = shadeVessel(ctx, spa.vessel, h, ut, vt, mt, true, s);
          addLayer(acc, s, a * aw, glowOn);
        }
        if (aw < 1) {
          shadeCoping(
            ctx,
            spa.cladding,
            'flush',
            0.5,
            spa.copingWidth,
            ut,
            vt,
            dIn,
            spa.outer.along(ut, vt),
            mt,
            s,
          );
          addLayer(acc, s, (a * (1 - aw)) / (1 - a * aw), false);
          if (what === KIND.photo) what = KIND.solid;
        }
        hit = Math.sqrt((ut - cu) ** 2 + (vt - cv) ** 2 + (h - cz) ** 2);
      }
      if ((acc[6] as number) > 0) {
        const dG = fieldAt(spaOuter, u, v);
        if (dG < 0 && dTop > 0) {
          const t = -dG / (dTop - dG);
          const uc = u + (ut - u) * t;
          const vc = v + (vt - v) * t;
          normalOf(spaOuter, uc, vc);
          const rough = plan.style === 'natural' || plan.style === 'traditional';
          shadeFace(
            ctx,
            spa.cladding,
            rough,
            normal[0] as number,
            normal[1] as number,
            spa.outer.along(uc, vc),
            t * h,
            s,
          );
          addLayer(acc, s, 1, false);
          what = KIND.solid;
          hit = Math.sqrt((uc - cu) ** 2 + (vc - cv) ** 2 + (t * h - cz) ** 2);
        }
      }
    }
  }

  const fall = plan.waterfall;
  if (
    (acc[6] as number) > 0 &&
    fall &&
    fall.kind === 'sheer' &&
    u > fall.box.u0 - FALL_REACH &&
    u < fall.box.u1 + FALL_REACH &&
    v > fall.box.v0 - FALL_REACH &&
    v < fall.box.v1 + FALL_REACH
  ) {
    const face = hitBox(cu, cv, cz, u, v, fall.box, fall.height);
    if (face >= 0) {
      const boxZ = boxHit[0] as number;
      const t = boxZ / cz;
      const uh = u + (cu - u) * t;
      const vh = v + (cv - v) * t;
      if (face === FACE_TOP) {
        shadeCoping(ctx, plan.coping.colour, 'flush', 0.6, 1, uh, vh, 0.5, uh + vh, m, s);
      } else {
        const nu = face === FACE_U0 ? -1 : face === FACE_U1 ? 1 : 0;
        const nv = face === FACE_V0 ? -1 : face === FACE_V1 ? 1 : 0;
        shadeFace(ctx, fall.colour, false, nu, nv, nu !== 0 ? vh : uh, boxZ, s);
        const across = fall.axis === 'v' ? uh : vh;
        const front = fall.axis === 'v' ? face === FACE_V1 : face === FACE_U1;
        if (
          front &&
          across > fall.from &&
          across < fall.to &&
          boxZ > fall.lip - 0.05 &&
          boxZ < fall.lip + 0.01
        ) {
          s[0] = (s[0] as number) * 0.15;
          s[1] = (s[1] as number) * 0.15;
          s[2] = (s[2] as number) * 0.15;
        }
      }
      addLayer(acc, s, 1, false);
      what = KIND.solid;
      hit = Math.sqrt((uh - cu) ** 2 + (vh - cv) ** 2 + (boxZ - cz) ** 2);
    }
  }

  if ((acc[6] as number) > 0) {
    const pool = plan.pool;
    const dP = fieldAt(pool.walls, u, v);
    if (dP < m) {
      const t = shadeVessel(ctx, pool, 0, u, v, m, false, s);
      addLayer(acc, s, cover(dP, m), glowOn);
      if (what === KIND.photo) what = t;
    }
    const coping = plan.coping;
    const open = coping.openBelowV !== null && v < coping.openBelowV && dP > -0.5 && plan.basin !== null;
    if ((acc[6] as number) > 0 && fields.gravel) {
      const dG = fieldAt(fields.gravel, u, v);
      if (dG < m) {
        shadeGravel(ctx, u, v, m, s);
        addLayer(acc, s, cover(dG, m), false);
        if (what === KIND.photo) what = KIND.paving;
      }
    }
    if ((acc[6] as number) > 0 && !open) {
      let dC: number;
      if (coping.profile === 'stone') {
        // Irregular edging: each stone stops at its own distance from the water.
        const id = sampleNearest(ctx.textures.cellId, u / 6, v / 6);
        dC = dP - (coping.width + (id - 0.5) * 0.32);
      } else if (dP > plan.copingReach) {
        dC = dP - coping.width;
      } else {
        dC = fieldAt(fields.copingOuter, u, v);
      }
      if (dC < m) {
        shadeCoping(
          ctx,
          coping.colour,
          coping.profile,
          coping.stone,
          coping.width,
          u,
          v,
          dP,
          pool.outline.along(u, v),
          m,
          s,
        );
        addLayer(acc, s, cover(dC, m), false);
        if (what === KIND.photo) what = KIND.paving;
      }
    }
  }

  const basin = plan.basin;
  if ((acc[6] as number) > 0 && basin) {
    const dW = boxDistance(basin.weir, u, v);
    if (dW < m) {
      // The weir: a wet dark lip with a film of water sliding over it.
      const sheen = Math.exp(-((v - basin.weir.v1) ** 2) / 0.002);
      const k = light.intensity;
      s[0] = (WET_STONE[0] + light.sky[0] * 0.25 * sheen) * k;
      s[1] = (WET_STONE[1] + light.sky[1] * 0.25 * sheen) * k;
      s[2] = (WET_STONE[2] + light.sky[2] * 0.25 * sheen) * k;
      addLayer(acc, s, cover(dW, m), false);
      if (what === KIND.photo) what = KIND.water;
    }
    if ((acc[6] as number) > 0) {
      const dB = fieldAt(basin.vessel.walls, u, v);
      if (dB < m) {
        shadeVessel(ctx, basin.vessel, 0, u, v, m, false, s);
        addLayer(acc, s, cover(dB, m), false);
        if (what === KIND.photo) what = KIND.water;
      }
      const dO = fields.basinOuter ? fieldAt(fields.basinOuter, u, v) : 1;
      if ((acc[6] as number) > 0 && dO < m) {
        shadeCoping(
          ctx,
          plan.coping.colour,
          'flush',
          plan.coping.stone,
          0.28,
          u,
          v,
          dB,
          basin.outer.along(u, v),
          m,
          s,
        );
        addLayer(acc, s, cover(dO, m), false);
        if (what === KIND.photo) what = KIND.paving;
      }
    }
  }

  const deck = plan.deck;
  const deckField = fields.deck;
  if ((acc[6] as number) > 0 && deck && deckField) {
    const dD = fieldAt(deckField, u, v);
    if (dD < m) {
      shadeDeck(ctx, deck.kind, deck.colour, u, v, m, s);
      addLayer(acc, s, cover(dD, m), false);
      if (what === KIND.photo) what = KIND.paving;
    }
    if ((acc[6] as number) > 0 && dD < 0.5) {
      // The deck's edge: the ray passes the deck top and meets its side before the lawn.
      const k = deck.rise / cz;
      const ul = u + (u - cu) * k;
      const vl = v + (v - cv) * k;
      const dL = fieldAt(deckField, ul, vl);
      if (dL < 0) {
        const t = dD / (dD - dL);
        normalOf(deckField, ul, vl);
        const nu = normal[0] as number;
        shadeFace(ctx, deck.colour, false, nu, normal[1] as number, nu !== 0 ? v : u, deck.rise * (1 - t), s);
        s[0] = (s[0] as number) * 0.8;
        s[1] = (s[1] as number) * 0.8;
        s[2] = (s[2] as number) * 0.8;
        addLayer(acc, s, cover(dL, m * 0.5), false);
        if (what === KIND.photo) what = KIND.solid;
      }
    }
  }

  if ((acc[6] as number) > 0) {
    for (const bed of plan.beds) {
      const dB = boxDistance(bed, u, v);
      if (dB < m) {
        shadeBed(ctx, u, v, s);
        addLayer(acc, s, cover(dB, m), false);
        if (what === KIND.photo) what = KIND.paving;
      }
    }
  }

  // What is left is the photo's own ground, darkened next to the new raised edges.
  const rem = acc[6] as number;
  let factor = 1;
  let g = 0;
  if (rem > 0) {
    const dPl = fieldAt(fields.platform, u, v);
    if (dPl < 0.5) {
      const ao = 0.3 * Math.exp(-Math.max(dPl, 0) / 0.06);
      const dS = fieldAt(fields.platform, u + light.toLightU * shadowReach, v + light.toLightV * shadowReach);
      const sh = 0.4 * cover(dS, 0.06);
      factor = 1 - Math.max(ao, sh);
    }
    if (halo > 0 && dPl < halo) g = 1 - Math.max(0, dPl) / halo;
  }
  if (rem >= 1 && factor >= 0.999 && g <= 0) return;

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
  grade[i] = 1 - rem + rem * g * g;
  if (hit > 0) depth[i] = hit;
}
