// Plants drawn blade by blade: ornamental grasses (a fountain of thin arching blades, some with
// plumes), agaves (a rosette of thick pointed leaves) and small palms (a ringed trunk and arching
// fronds of leaflets). Every blade is a ribbon lit from the scene's sun and sky, darker towards the
// plant's base and heart; the shapes come from the plant's own seeded random stream.

import type { Blob } from './blob.ts';
import { project } from './camera.ts';
import type { Canvas, RenderContext } from './context.ts';
import { createRandom } from './random.ts';
import { drawRibbons, leafLight, NODE, pushNode, type Ribbon } from './ribbons.ts';

interface BladeSpec {
  u: number;
  v: number;
  z: number;
  azimuth: number;
  /** Angle above the horizontal at the base, and how much it bends down over the length (rad). */
  rise: number;
  droop: number;
  length: number;
  width: number;
  /** Width profile: 0 tapers from the base, 1 keeps width until near the tip. */
  body: number;
  segments: number;
  colour: readonly [number, number, number];
  /** Darkening at the base (0 none, 1 black). */
  baseShade: number;
  through: number;
  round: number;
  alpha: number;
  /** Keeps the blade within this horizontal distance of (limitU, limitV). */
  limit: number;
  limitU: number;
  limitV: number;
  /** Colour of the last 35 % (a plume) or null. */
  tip: readonly [number, number, number] | null;
}

function smooth(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
}

/** Builds and lights one blade as a ribbon. */
function blade(ctx: RenderContext, spec: BladeSpec): Ribbon {
  const { cu, cv, cz } = ctx.camera;
  const nodes: number[] = [];
  const cosA = Math.cos(spec.azimuth);
  const sinA = Math.sin(spec.azimuth);
  let u = spec.u;
  let v = spec.v;
  let z = spec.z;
  const step = spec.length / spec.segments;
  const tangents: number[] = [];
  for (let k = 0; k <= spec.segments; k++) {
    const s = k / spec.segments;
    const theta = spec.rise - spec.droop * s * s * 0.7 - spec.droop * s * 0.3;
    const profile = spec.body > 0 ? (1 - s ** (1 + 4 * spec.body)) ** 0.5 : (1 - s) ** 0.7;
    let half = (spec.width / 2) * Math.max(0.04, profile);
    if (spec.tip && s > 0.62) half = spec.width * 2.2 * Math.sin(((s - 0.62) / 0.38) * Math.PI * 0.9 + 0.15);
    pushNode(nodes, u, v, z, half);
    const ct = Math.cos(theta);
    tangents.push(ct * cosA, ct * sinA, Math.sin(theta));
    u += ct * cosA * step;
    v += ct * sinA * step;
    z = Math.max(0.01, z + Math.sin(theta) * step);
  }
  // Keep within the plant's reach.
  let far = 0;
  for (let n = 0; n < nodes.length; n += NODE) {
    far = Math.max(
      far,
      Math.hypot((nodes[n] as number) - spec.limitU, (nodes[n + 1] as number) - spec.limitV),
    );
  }
  const squeeze = far > spec.limit ? spec.limit / far : 1;
  const sideU = -sinA;
  const sideV = cosA;
  let mid = 0;
  for (let n = 0, k = 0; n < nodes.length; n += NODE, k += 3) {
    const s = n / NODE / spec.segments;
    const nu0 = nodes[n] as number;
    const nv0 = nodes[n + 1] as number;
    const pu = spec.limitU + (nu0 - spec.limitU) * squeeze;
    const pv = spec.limitV + (nv0 - spec.limitV) * squeeze;
    const pz = nodes[n + 2] as number;
    nodes[n] = pu;
    nodes[n + 1] = pv;
    // Normal: across the blade's side and its tangent, facing the camera.
    const tu = tangents[k] as number;
    const tv = tangents[k + 1] as number;
    const tw = tangents[k + 2] as number;
    let nu = sideV * tw;
    let nv = -sideU * tw;
    let nw = sideU * tv - sideV * tu;
    const nl = Math.hypot(nu, nv, nw) || 1;
    nu /= nl;
    nv /= nl;
    nw /= nl;
    if (nu * (cu - pu) + nv * (cv - pv) + nw * (cz - pz) < 0) {
      nu = -nu;
      nv = -nv;
      nw = -nw;
    }
    const lit = leafLight(ctx, nu, nv, nw, spec.through);
    const shade = lit * (1 - spec.baseShade * (1 - smooth(s * 1.6)));
    const tip = spec.tip && s > 0.62 ? spec.tip : null;
    const c = tip ?? spec.colour;
    const white = ctx.light.white;
    const lighten = tip ? 1 : 0.92 + 0.2 * s;
    nodes[n + 4] = c[0] * white[0] * shade * lighten;
    nodes[n + 5] = c[1] * white[1] * shade * lighten;
    nodes[n + 6] = c[2] * white[2] * shade * lighten;
    if (n === Math.floor(nodes.length / NODE / 2) * NODE) {
      mid = Math.sqrt((pu - cu) ** 2 + (pv - cv) ** 2 + (pz - cz) ** 2);
    }
  }
  return { nodes, round: spec.round, side: 1, alpha: spec.alpha, dist: mid };
}

function tinted(c: readonly [number, number, number], k: number, dry: number): [number, number, number] {
  const straw = [0.42, 0.33, 0.15];
  return [
    (c[0] + ((straw[0] as number) - c[0]) * dry) * k,
    (c[1] + ((straw[1] as number) - c[1]) * dry) * k,
    (c[2] + ((straw[2] as number) - c[2]) * dry) * k,
  ];
}

function grass(ctx: RenderContext, b: Blob, random: () => number, out: Ribbon[]): void {
  const height = b.z / 0.7;
  const tall = height > 1;
  const count = tall ? 320 : 240;
  for (let n = 0; n < count; n++) {
    const inner = random();
    const a = random() * Math.PI * 2;
    const off = 0.16 * b.ru * Math.sqrt(random());
    const rise = (0.95 + 0.5 * inner) * (0.95 + 0.1 * random());
    const length = height * (0.85 + 0.35 * random()) * (0.75 + 0.4 * inner);
    out.push(
      blade(ctx, {
        u: b.u + Math.cos(a) * off,
        v: b.v + Math.sin(a) * off,
        z: 0,
        azimuth: a + (random() - 0.5) * 0.6,
        rise,
        droop: (1.9 - 1.1 * inner) * (0.8 + 0.4 * random()),
        length,
        width: 0.012 + 0.01 * random(),
        body: 0,
        segments: 7,
        colour: tinted(b.colour, 0.8 + 0.4 * random(), random() < 0.15 ? 0.7 : 0.1 * random()),
        baseShade: 0.7,
        through: 0.45,
        round: 0,
        alpha: 1,
        limit: b.ru,
        limitU: b.u,
        limitV: b.v,
        tip: null,
      }),
    );
  }
  if (!b.flowers) return;
  const stems = tall ? 18 : 9;
  for (let n = 0; n < stems; n++) {
    const a = random() * Math.PI * 2;
    out.push(
      blade(ctx, {
        u: b.u + Math.cos(a) * 0.03,
        v: b.v + Math.sin(a) * 0.03,
        z: 0,
        azimuth: a,
        rise: 1.2 + 0.3 * random(),
        droop: 0.5 + 0.4 * random(),
        length: height * (1.1 + 0.3 * random()),
        width: 0.006,
        body: 0.8,
        segments: 8,
        colour: tinted(b.colour, 0.9, 0.5),
        baseShade: 0.6,
        through: 0.6,
        round: 0,
        alpha: 0.9,
        limit: b.ru,
        limitU: b.u,
        limitV: b.v,
        tip: b.flowers,
      }),
    );
  }
}

function agave(ctx: RenderContext, b: Blob, random: () => number, out: Ribbon[]): void {
  const height = b.z * 2;
  const count = 16 + Math.floor(random() * 8);
  const turn = random() * Math.PI * 2;
  for (let n = 0; n < count; n++) {
    const inner = 1 - n / count;
    const a = turn + n * 2.39996 + (random() - 0.5) * 0.3;
    const rise = 0.35 + 1.05 * inner + (random() - 0.5) * 0.15;
    out.push(
      blade(ctx, {
        u: b.u,
        v: b.v,
        z: 0.04,
        azimuth: a,
        rise,
        droop: 0.1 + 0.35 * (1 - inner) * random(),
        length: Math.min(b.ru / Math.max(0.3, Math.cos(rise)), height * 1.25) * (0.8 + 0.2 * random()),
        width: 0.07 + 0.05 * random(),
        body: 0.35,
        segments: 6,
        colour: tinted(b.colour, 0.85 + 0.3 * random(), 0),
        baseShade: 0.55,
        through: 0.15,
        round: 0.8,
        alpha: 1,
        limit: b.ru,
        limitU: b.u,
        limitV: b.v,
        tip: null,
      }),
    );
  }
}

const TRUNK = [0.16, 0.125, 0.09] as const;

/** How far a palm's bounds reach above its trunk's top (m): its fronds rise that much at most. */
export const PALM_CROWN = 0.9;

/** Where a palm's crown is: its trunk's top (u, v, height); reads the first two of its randoms. */
export function palmCrown(b: Blob, random: () => number): [number, number, number] {
  const lean = random() * Math.PI * 2;
  const leanBy = 0.1 + 0.15 * random();
  return [b.u + Math.cos(lean) * leanBy, b.v + Math.sin(lean) * leanBy, b.z * 2 - PALM_CROWN];
}

function palm(ctx: RenderContext, b: Blob, random: () => number, out: Ribbon[]): void {
  const [topU, topV, height] = palmCrown(b, random);
  // The trunk in short pieces, ringed, lit on the sun's side.
  const pieces = 14;
  const { sun } = ctx.light;
  const p0 = project(ctx.camera, b.u, b.v, height / 2);
  const p1 = project(ctx.camera, b.u + sun[0], b.v + sun[1], height / 2);
  const side = p0 && p1 && p1.x < p0.x ? -1 : 1;
  for (let k = 0; k < pieces; k++) {
    const s0 = k / pieces;
    const s1 = (k + 1) / pieces;
    const nodes: number[] = [];
    for (const s of [s0, s1]) {
      const bend = s * s;
      pushNode(nodes, b.u + (topU - b.u) * bend, b.v + (topV - b.v) * bend, s * height, 0.11 - 0.035 * s);
    }
    const ring = k % 2 === 0 ? 1 : 0.82;
    const lit = leafLight(ctx, 0, 0, 0.2, 0) * ring;
    const white = ctx.light.white;
    for (let n = 0; n < nodes.length; n += NODE) {
      nodes[n + 4] = TRUNK[0] * white[0] * lit;
      nodes[n + 5] = TRUNK[1] * white[1] * lit;
      nodes[n + 6] = TRUNK[2] * white[2] * lit;
    }
    const { cu, cv, cz } = ctx.camera;
    out.push({ nodes, round: 1, side, alpha: 1, dist: Math.hypot(b.u - cu, b.v - cv, s0 * height - cz) });
  }
  // Fronds: a rachis arching out and down, leaflets hanging from both sides.
  const fronds = 9 + Math.floor(random() * 5);
  for (let f = 0; f < fronds; f++) {
    const a = (f / fronds) * Math.PI * 2 + random() * 0.5;
    // Fronds fan out all round: a few stand up, most arch out, some hang.
    const rise = -0.35 + 1.65 * ((f * 0.618 + random() * 0.3) % 1);
    const droop = 0.9 + 0.9 * random();
    const length = b.ru * (1.0 + 0.3 * random());
    const colour = tinted(b.colour, 0.8 + 0.35 * random(), random() < 0.1 ? 0.5 : 0);
    const spec: BladeSpec = {
      u: topU,
      v: topV,
      z: height,
      azimuth: a,
      rise,
      droop,
      length,
      width: 0.025,
      body: 0,
      segments: 8,
      colour,
      baseShade: 0.3,
      through: 0.4,
      round: 0,
      alpha: 1,
      limit: b.ru,
      limitU: b.u,
      limitV: b.v,
      tip: null,
    };
    const rachis = blade(ctx, spec);
    out.push(rachis);
    const nodes = rachis.nodes;
    const count = nodes.length / NODE;
    for (let k = 1; k < count - 1; k++) {
      const s = k / (count - 1);
      const pu = nodes[k * NODE] as number;
      const pv = nodes[k * NODE + 1] as number;
      const pz = nodes[k * NODE + 2] as number;
      const tu = (nodes[(k + 1) * NODE] as number) - (nodes[(k - 1) * NODE] as number);
      const tv = (nodes[(k + 1) * NODE + 1] as number) - (nodes[(k - 1) * NODE + 1] as number);
      const along = Math.atan2(tv, tu);
      for (const sideSign of [-1, 1]) {
        for (const shift of [0, 0.5]) {
          out.push(
            blade(ctx, {
              u: pu,
              v: pv,
              z: pz,
              azimuth: along + sideSign * (1.05 + 0.25 * random()) - shift * 0.2,
              rise: 0.1 - 0.3 * random(),
              droop: 0.7 + 0.5 * random(),
              length: length * 0.32 * Math.sin(Math.PI * (0.15 + 0.85 * s)) ** 0.6,
              width: 0.028,
              body: 0.4,
              segments: 3,
              colour: tinted(colour, 0.85 + 0.3 * random(), 0),
              baseShade: 0,
              through: 0.5,
              round: 0,
              alpha: 1,
              limit: b.ru * 1.1,
              limitU: b.u,
              limitV: b.v,
              tip: null,
            }),
          );
        }
      }
    }
  }
}

/** Draws a blade plant (grass, agave or palm). */
export function drawBladePlant(ctx: RenderContext, canvas: Canvas, b: Blob): void {
  const random = createRandom(Math.floor(b.variant * 4294967296));
  const ribbons: Ribbon[] = [];
  if (b.kind === 'grass') grass(ctx, b, random, ribbons);
  else if (b.kind === 'agave') agave(ctx, b, random, ribbons);
  else if (b.kind === 'palm') palm(ctx, b, random, ribbons);
  drawRibbons(ctx, canvas, ribbons);
}
