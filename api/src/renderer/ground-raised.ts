// The raised things the ground pass meets before the ground itself: the hot tub standing on the
// coping (its water, rim and cladding) and the sheer waterfall's wall. A camera ray through a
// ground point may meet them above the ground, so they are traced in 3D.
import { KIND } from './context.ts';
import { fieldAt } from './fields.ts';
import { addLayer, cover, type GroundPass, normal, normalOf } from './ground-pass.ts';
import { shadeCoping, shadeFace } from './materials.ts';
import type { Bounds } from './outlines.ts';
import { setSquare } from './paving.ts';
import { shadeVessel } from './water.ts';

/** How far behind a waterfall wall (m) the ground seen past its top can be. */
const FALL_REACH = 3;

/** Half the largest hot tub plus a margin (m). */
const SPA_REACH = 1.35;
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

/** The hot tub: its water and rim where the ray meets its top, its cladding where it meets a side. */
export function layerSpa(pass: GroundPass, u: number, v: number, m: number): void {
  const { ctx, s, acc, glowOn } = pass;
  const { camera, plan } = ctx;
  const { cu, cv, cz } = camera;
  const spa = plan.spa;
  const spaOuter = plan.fields.spaOuter;
  if (!spa || !spaOuter) return;
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
        pass.what = shadeVessel(ctx, spa.vessel, h, ut, vt, mt, true, s);
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
          setSquare(pass.square, mt),
          0,
          0,
          s,
        );
        addLayer(acc, s, (a * (1 - aw)) / (1 - a * aw), false);
        if (pass.what === KIND.photo) pass.what = KIND.solid;
      }
      pass.hit = Math.sqrt((ut - cu) ** 2 + (vt - cv) ** 2 + (h - cz) ** 2);
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
        pass.what = KIND.solid;
        pass.hit = Math.sqrt((uc - cu) ** 2 + (vc - cv) ** 2 + (t * h - cz) ** 2);
      }
    }
  }
}

/** The sheer waterfall's wall: its top like the coping, its faces, the dark slot the water leaves. */
export function layerFallWall(pass: GroundPass, u: number, v: number, m: number): void {
  const { ctx, s, acc } = pass;
  const { camera, plan } = ctx;
  const { cu, cv, cz } = camera;
  const fall = plan.waterfall;
  const near =
    fall !== null &&
    fall.kind === 'sheer' &&
    u > fall.box.u0 - FALL_REACH &&
    u < fall.box.u1 + FALL_REACH &&
    v > fall.box.v0 - FALL_REACH &&
    v < fall.box.v1 + FALL_REACH;
  if (!near) return;
  const face = hitBox(cu, cv, cz, u, v, fall.box, fall.height);
  if (face >= 0) {
    const boxZ = boxHit[0] as number;
    const t = boxZ / cz;
    const uh = u + (cu - u) * t;
    const vh = v + (cv - v) * t;
    if (face === FACE_TOP) {
      shadeCoping(
        ctx,
        plan.coping.colour,
        'flush',
        0.6,
        1,
        uh,
        vh,
        0.5,
        uh + vh,
        setSquare(pass.square, m),
        0,
        0,
        s,
      );
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
    pass.what = KIND.solid;
    pass.hit = Math.sqrt((uh - cu) ** 2 + (vh - cv) ** 2 + (boxZ - cz) ** 2);
  }
}
