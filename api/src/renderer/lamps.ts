// Dusk and night lighting, added after the grade so that a night scene is dark with lit pools of
// light: warm deck lamps (a bright point with a bloom, and a pool of light on whatever surface lies
// around them, photo or drawn, with a soft inverse-square falloff from a source just above the
// deck), the pools' underwater lamps spilling cyan light onto the coping and deck around the water,
// and the hot tub glowing onto the deck around it. (The lamps' glow inside the water itself is the
// water shader's.) Everything depends only on the job, so bands agree.
import { project } from './camera.ts';
import type { Rgb } from './colour.ts';
import { KIND, type RenderContext } from './context.ts';
import { type Field, fieldAt, fieldBounds } from './fields.ts';
import type { LightPoint } from './plan-types.ts';

const WARM: Rgb = [1.0, 0.62, 0.3];
const CYAN: Rgb = [0.16, 0.7, 1.0];
/** Height of a deck lamp's source above the surface (m): sets the pool of light's size. */
const LAMP_HEIGHT = 0.45;
/** Beyond this (m) a deck lamp lights nothing. */
const LAMP_REACH = 1.7;
/** How far (m) the underwater light and the hot tub's glow spill beyond the water. */
const WATER_REACH = 1.6;

export interface ScreenBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

interface DeckLamp {
  u: number;
  v: number;
  /** The fixture on screen, its apparent size, and whether it is inside the photo. */
  x: number;
  y: number;
  core: number;
  visible: boolean;
  box: ScreenBox;
  /** On the current row, the columns [rowX0, rowX1) the lamp may light (see litSpan). */
  rowX0: number;
  rowX1: number;
}

interface Spill {
  field: Field;
  lamps: LightPoint[];
  strength: number;
  box: ScreenBox;
  /** The plan rectangle it may light, and on the current row, the columns that show it. */
  u0: number;
  v0: number;
  u1: number;
  v1: number;
  rowX0: number;
  rowX1: number;
}

export interface LampLight {
  ctx: RenderContext;
  /** Photo pixels to plan metres on the ground. */
  toPlan: Float64Array;
  strength: number;
  lamps: DeckLamp[];
  spills: Spill[];
  /** Every box together: where any light falls. */
  boxes: ScreenBox[];
  /** The lamps and spills whose boxes cross the current row (see litSpan). */
  rowLamps: DeckLamp[];
  rowSpills: Spill[];
}

/** The screen box of a rectangle of ground in the plan (`whole` if part of it is beyond the horizon). */
function boxOf(
  ctx: RenderContext,
  whole: ScreenBox,
  u0: number,
  v0: number,
  u1: number,
  v1: number,
): ScreenBox {
  const pts = [];
  for (const [u, v] of [
    [u0, v0],
    [u1, v0],
    [u0, v1],
    [u1, v1],
  ] as const) {
    const p = project(ctx.camera, u, v, 0);
    if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) return whole;
    pts.push(p);
  }
  return {
    x0: Math.floor(Math.min(...pts.map((p) => p.x))),
    y0: Math.floor(Math.min(...pts.map((p) => p.y))),
    x1: Math.ceil(Math.max(...pts.map((p) => p.x))),
    y1: Math.ceil(Math.max(...pts.map((p) => p.y))),
  };
}

/** The lamps of a render, placed on screen; null when nothing is lit. */
export function createLampLight(ctx: RenderContext, width: number, height: number): LampLight | null {
  if (ctx.lamps <= 0) return null;
  const { camera, plan } = ctx;
  const whole = { x0: 0, y0: 0, x1: width, y1: height };
  const lamps: DeckLamp[] = [];
  for (const lamp of plan.deckLights) {
    const centre = project(camera, lamp.u, lamp.v, lamp.z);
    const edge = project(camera, lamp.u + 0.05, lamp.v, lamp.z);
    if (!centre || !edge) continue;
    const core = Math.max(0.8, Math.hypot(edge.x - centre.x, edge.y - centre.y));
    const ground = boxOf(
      ctx,
      whole,
      lamp.u - LAMP_REACH,
      lamp.v - LAMP_REACH,
      lamp.u + LAMP_REACH,
      lamp.v + LAMP_REACH,
    );
    const bloom = core * 14;
    lamps.push({
      u: lamp.u,
      v: lamp.v,
      x: centre.x,
      y: centre.y,
      core,
      visible: centre.x >= 0 && centre.y >= 0 && centre.x < width && centre.y < height,
      box: {
        x0: Math.min(ground.x0, Math.floor(centre.x - bloom)),
        y0: Math.min(ground.y0, Math.floor(centre.y - bloom)),
        x1: Math.max(ground.x1, Math.ceil(centre.x + bloom)),
        y1: Math.max(ground.y1, Math.ceil(centre.y + bloom)),
      },
      rowX0: 0,
      rowX1: 0,
    });
  }
  const spills: Spill[] = [];
  const addSpill = (field: Field, lights: LightPoint[], strength: number): void => {
    if (lights.length === 0) return;
    const r = WATER_REACH;
    const grid = fieldBounds(field);
    const u0 = grid.u0 - r;
    const v0 = grid.v0 - r;
    const u1 = grid.u1 + r;
    const v1 = grid.v1 + r;
    const box = boxOf(ctx, whole, u0, v0, u1, v1);
    spills.push({ field, lamps: lights, strength, box, u0, v0, u1, v1, rowX0: 0, rowX1: 0 });
  };
  addSpill(plan.pool.walls, plan.pool.lamps, 0.3);
  if (plan.spa) addSpill(plan.spa.vessel.walls, plan.spa.vessel.lamps, 0.45);
  const boxes = [...lamps.map((l) => l.box), ...spills.map((s) => s.box)];
  if (boxes.length === 0) return null;
  return {
    ctx,
    toPlan: Float64Array.from(camera.toPlan),
    strength: ctx.lamps,
    lamps,
    spills,
    boxes,
    rowLamps: [],
    rowSpills: [],
  };
}

/**
 * Gets the light ready for photo row y: into span, the columns [from, to) any lamp may light
 * (from >= to when none). addLampLight then works on this row only.
 */
export function litSpan(light: LampLight, y: number, span: Int32Array): void {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  light.rowLamps.length = 0;
  light.rowSpills.length = 0;
  for (const lamp of light.lamps) {
    const b = lamp.box;
    if (y < b.y0 || y >= b.y1) continue;
    rowReach(light, lamp, y);
    if (lamp.rowX1 <= lamp.rowX0) continue;
    light.rowLamps.push(lamp);
    from = Math.min(from, lamp.rowX0);
    to = Math.max(to, lamp.rowX1);
  }
  for (const spill of light.spills) {
    const b = spill.box;
    if (y < b.y0 || y >= b.y1) continue;
    rowRectangle(light, spill, y);
    if (spill.rowX1 <= spill.rowX0) continue;
    light.rowSpills.push(spill);
    from = Math.min(from, spill.rowX0);
    to = Math.max(to, spill.rowX1);
  }
  span[0] = Number.isFinite(from) ? Math.max(0, from) : 0;
  span[1] = Number.isFinite(to) ? to : 0;
}

/** Sets cols[x] to 1 for every column of the row litSpan got ready that some light may reach. */
export function markLit(light: LampLight, cols: Uint8Array): void {
  for (const l of light.rowLamps)
    cols.fill(1, Math.max(0, l.rowX0), Math.max(0, Math.min(cols.length, l.rowX1)));
  for (const l of light.rowSpills)
    cols.fill(1, Math.max(0, l.rowX0), Math.max(0, Math.min(cols.length, l.rowX1)));
}

/**
 * The columns of row y a deck lamp may light: where the row's line on the ground passes within
 * LAMP_REACH of it (a quadratic in x once the homography's denominator is multiplied out), and
 * where its bloom reaches. Outside them its light is exactly nothing.
 */
function rowReach(light: LampLight, lamp: DeckLamp, y: number): void {
  const h = light.toPlan;
  const py = y + 0.5;
  const a6 = h[6] as number;
  const nw = (h[7] as number) * py + (h[8] as number);
  const p = (h[0] as number) - lamp.u * a6;
  const q = (h[1] as number) * py + (h[2] as number) - lamp.u * nw;
  const r = (h[3] as number) - lamp.v * a6;
  const s = (h[4] as number) * py + (h[5] as number) - lamp.v * nw;
  const r2 = LAMP_REACH * LAMP_REACH;
  const a = p * p + r * r - r2 * a6 * a6;
  const b = 2 * (p * q + r * s) - 2 * r2 * a6 * nw;
  const c = q * q + s * s - r2 * nw * nw;
  let x0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  if (a > 1e-12) {
    const disc = b * b - 4 * a * c;
    if (disc > 0) {
      const root = Math.sqrt(disc);
      // Pixel x is sampled at x + 0.5; a pixel of margin either side.
      x0 = Math.floor((-b - root) / (2 * a) - 0.5) - 1;
      x1 = Math.ceil((-b + root) / (2 * a) - 0.5) + 2;
    }
  } else {
    x0 = lamp.box.x0;
    x1 = lamp.box.x1;
  }
  const bloom = lamp.core * 14;
  const dy = py - lamp.y;
  if (lamp.visible && Math.abs(dy) < bloom) {
    const half = Math.sqrt(bloom * bloom - dy * dy);
    x0 = Math.min(x0, Math.floor(lamp.x - half) - 1);
    x1 = Math.max(x1, Math.ceil(lamp.x + half) + 1);
  }
  lamp.rowX0 = Math.max(x0, lamp.box.x0);
  lamp.rowX1 = Math.min(x1, lamp.box.x1);
}

/** The columns of row y whose ground point lies in a spill's plan rectangle (five half-planes). */
function rowRectangle(light: LampLight, spill: Spill, y: number): void {
  const h = light.toPlan;
  const py = y + 0.5;
  const a0 = h[0] as number;
  const a3 = h[3] as number;
  const a6 = h[6] as number;
  const nu = (h[1] as number) * py + (h[2] as number);
  const nv = (h[4] as number) * py + (h[5] as number);
  const nw = (h[7] as number) * py + (h[8] as number);
  const span = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  // k·x' + c >= 0 for x' = x + 0.5.
  const clip = (k: number, c: number): void => {
    if (Math.abs(k) < 1e-15) {
      if (c < 0) span[1] = Number.NEGATIVE_INFINITY;
      return;
    }
    const root = -c / k;
    if (k > 0) span[0] = Math.max(span[0] as number, root);
    else span[1] = Math.min(span[1] as number, root);
  };
  clip(a6, nw);
  clip(a0 - spill.u0 * a6, nu - spill.u0 * nw);
  clip(spill.u1 * a6 - a0, spill.u1 * nw - nu);
  clip(a3 - spill.v0 * a6, nv - spill.v0 * nw);
  clip(spill.v1 * a6 - a3, spill.v1 * nw - nv);
  const lo = span[0] as number;
  const hi = span[1] as number;
  if (!(hi > lo)) {
    spill.rowX0 = 0;
    spill.rowX1 = 0;
    return;
  }
  spill.rowX0 = Math.max(spill.box.x0, Number.isFinite(lo) ? Math.floor(lo - 0.5) - 1 : spill.box.x0);
  spill.rowX1 = Math.min(spill.box.x1, Number.isFinite(hi) ? Math.ceil(hi - 0.5) + 2 : spill.box.x1);
}

/**
 * Adds the lamps' light at photo pixel (x, y) of the row litSpan got ready to out (linear RGB,
 * already graded). `albedo` is the ungraded colour of what the pixel shows (linear), `kind` what
 * it is (a KIND).
 */
export function addLampLight(
  light: LampLight,
  x: number,
  y: number,
  albedo: Float64Array,
  kind: number,
  out: Float64Array,
): void {
  const { ctx } = light;
  const h = light.toPlan;
  const px = x + 0.5;
  const py = y + 0.5;
  const w = (h[6] as number) * px + (h[7] as number) * py + (h[8] as number);
  const onGround = w > 1e-12 && kind !== KIND.solid;
  const u = onGround ? ((h[0] as number) * px + (h[1] as number) * py + (h[2] as number)) / w : 0;
  const v = onGround ? ((h[3] as number) * px + (h[4] as number) * py + (h[5] as number)) / w : 0;
  // What the surface reflects, relative to a white surface in this photo's sun.
  const I = ctx.light.intensity;
  const ar = Math.min(1, (albedo[0] as number) / I);
  const ag = Math.min(1, (albedo[1] as number) / I);
  const ab = Math.min(1, (albedo[2] as number) / I);
  const surface = kind === KIND.water ? 0.25 : 1;
  let warm = 0;
  let bloom = 0;
  for (const lamp of light.rowLamps) {
    if (x < lamp.rowX0 || x >= lamp.rowX1) continue;
    if (onGround) {
      const du = u - lamp.u;
      const dv = v - lamp.v;
      const d2 = du * du + dv * dv;
      if (d2 < LAMP_REACH * LAMP_REACH) {
        // A point source LAMP_HEIGHT above the surface: cos/r² gives (h² / (d² + h²))^1.5.
        const q = (LAMP_HEIGHT * LAMP_HEIGHT) / (d2 + LAMP_HEIGHT * LAMP_HEIGHT);
        const edge = 1 - d2 / (LAMP_REACH * LAMP_REACH);
        warm += q * Math.sqrt(q) * edge * edge;
      }
    }
    if (lamp.visible && kind !== KIND.solid) {
      const r2 = ((px - lamp.x) ** 2 + (py - lamp.y) ** 2) / (lamp.core * lamp.core);
      if (r2 < 196) bloom += 2.5 * Math.exp(-r2) + 0.18 * Math.exp(-r2 / 12) + 0.025 * Math.exp(-r2 / 70);
    }
  }
  let cool = 0;
  if (onGround && kind !== KIND.water) {
    for (const spill of light.rowSpills) {
      if (x < spill.rowX0 || x >= spill.rowX1) continue;
      const d = fieldAt(spill.field, u, v);
      if (d <= 0 || d >= WATER_REACH) continue;
      // Brighter near each underwater lamp, fading over a few metres along the wall.
      let near = 0;
      for (const l of spill.lamps) {
        const du = u - l.u;
        const dv = v - l.v;
        near += 1 / (1 + (du * du + dv * dv) / 2.5);
      }
      const fade = 1 - d / WATER_REACH;
      cool += spill.strength * Math.min(1.2, 0.35 + near) * Math.exp(-d / 0.3) * fade * fade;
    }
  }
  const k = light.strength;
  const lit = warm * 1.8 * surface * k;
  const c = cool * k;
  out[0] = (out[0] as number) + WARM[0] * lit * ar + CYAN[0] * c * ar + WARM[0] * bloom * k;
  out[1] = (out[1] as number) + WARM[1] * lit * ag + CYAN[1] * c * ag + WARM[1] * bloom * k;
  out[2] = (out[2] as number) + WARM[2] * lit * ab + CYAN[2] * c * ab + WARM[2] * bloom * k;
}
