// Where the upright things go: shrubs and cypresses in the planting beds, boulders around the
// natural lagoon and its rock spillway. Positions in beds and sizes vary with the seed; the pool
// and its surroundings never move.
import { fromBytes, type Rgb } from './colour.ts';
import type { Outline } from './outlines.ts';
import type { PoolPlan } from './plan-types.ts';
import { createRandom, deriveSeed } from './random.ts';

export type BlobKind = 'boulder' | 'shrub' | 'cypress';

/** An ellipsoid standing on the ground (centre height z, semi-axes ru, rv, rz; metres). */
export interface Blob {
  kind: BlobKind;
  u: number;
  v: number;
  z: number;
  ru: number;
  rv: number;
  rz: number;
  colour: Rgb;
  /** Flower colour dotted over a shrub, or null. */
  flowers: Rgb | null;
  /** Per-object random in [0, 1), for texture offsets. */
  variant: number;
  /** Radius of the soft shadow it casts (a whole shrub's, on its first lobe), or 0. */
  shadow: number;
}

const GREENS = [fromBytes(58, 88, 38), fromBytes(46, 78, 36), fromBytes(76, 100, 46), fromBytes(52, 82, 58)];
const CYPRESS = fromBytes(34, 60, 34);
const BLOOMS = [
  fromBytes(214, 62, 118),
  fromBytes(238, 236, 240),
  fromBytes(150, 92, 196),
  fromBytes(242, 184, 44),
];
const STONES = [
  fromBytes(152, 144, 132),
  fromBytes(124, 118, 110),
  fromBytes(168, 152, 128),
  fromBytes(138, 134, 128),
];

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.min(list.length - 1, Math.floor(r * list.length))] as T;
}

/** The point at `offset` metres outside an outline, on the ray from (cu, cv) at `angle`. */
function pointOutside(
  outline: Outline,
  cu: number,
  cv: number,
  angle: number,
  offset: number,
): [number, number] {
  const du = Math.cos(angle);
  const dv = Math.sin(angle);
  let lo = 0;
  let hi = 20;
  for (let i = 0; i < 30; i++) {
    const t = (lo + hi) / 2;
    if (outline.distance(cu + du * t, cv + dv * t) < offset) lo = t;
    else hi = t;
  }
  return [cu + du * lo, cv + dv * lo];
}

/** A shrub: a few overlapping leafy lobes, so its outline is lumpy rather than a ball. */
function addShrub(
  blobs: Blob[],
  u: number,
  v: number,
  radius: number,
  height: number,
  colour: Rgb,
  flowers: Rgb | null,
  random: () => number,
): void {
  const lobes = 3 + Math.floor(random() * 3);
  for (let i = 0; i < lobes; i++) {
    const main = i === 0;
    const a = random() * Math.PI * 2;
    const off = main ? 0 : radius * (0.3 + random() * 0.25);
    const r = radius * (main ? 0.8 : 0.5 + random() * 0.2);
    const h = main ? height * 0.55 : height * (0.3 + random() * 0.25);
    blobs.push({
      kind: 'shrub',
      u: u + Math.cos(a) * off,
      v: v + Math.sin(a) * off * 0.8,
      z: h,
      ru: r,
      rv: r * (0.85 + random() * 0.3),
      rz: main ? height * 0.5 : r * (0.8 + random() * 0.3),
      colour,
      flowers,
      variant: random(),
      shadow: main ? radius * 1.05 : 0,
    });
  }
}

/** A boulder: a main rounded mass with one or two smaller lumps grown onto it. */
function addBoulder(
  blobs: Blob[],
  u: number,
  v: number,
  z: number,
  radius: number,
  height: number,
  colour: Rgb,
  random: () => number,
): void {
  const lumps = 1 + Math.floor(random() * 2);
  blobs.push({
    kind: 'boulder',
    u,
    v,
    z,
    ru: radius * (1.05 + random() * 0.25),
    rv: radius * (0.85 + random() * 0.25),
    rz: height,
    colour,
    flowers: null,
    variant: random(),
    shadow: radius * 1.1,
  });
  for (let i = 0; i < lumps; i++) {
    const a = random() * Math.PI * 2;
    const r = radius * (0.45 + random() * 0.25);
    blobs.push({
      kind: 'boulder',
      u: u + Math.cos(a) * radius * 0.55,
      v: v + Math.sin(a) * radius * 0.45,
      z: z * 0.6,
      ru: r * 1.1,
      rv: r,
      rz: height * (0.45 + random() * 0.3),
      colour,
      flowers: null,
      variant: random(),
      shadow: 0,
    });
  }
}

/** An Italian cypress: stacked lobes narrowing to a point. */
function addCypress(
  blobs: Blob[],
  u: number,
  v: number,
  height: number,
  radius: number,
  random: () => number,
): void {
  const variant = random();
  const tiers = [
    [0.3, 1.0, 0.32],
    [0.6, 0.82, 0.3],
    [0.83, 0.55, 0.2],
  ] as const;
  tiers.forEach(([at, rs, hs], i) => {
    blobs.push({
      kind: 'cypress',
      u: u + (random() - 0.5) * 0.05,
      v,
      z: height * at,
      ru: radius * rs,
      rv: radius * rs,
      rz: height * hs,
      colour: CYPRESS,
      flowers: null,
      variant: variant + i * 0.13,
      shadow: i === 0 ? radius * 1.1 : 0,
    });
  });
}

export function placeObjects(plan: PoolPlan, seed: number): Blob[] {
  const random = createRandom(deriveSeed(seed, 21));
  const blobs: Blob[] = [];

  for (const bed of plan.beds) {
    const alongU = bed.u1 - bed.u0 >= bed.v1 - bed.v0;
    const length = alongU ? bed.u1 - bed.u0 : bed.v1 - bed.v0;
    const depth = alongU ? bed.v1 - bed.v0 : bed.u1 - bed.u0;
    const at = (s: number, d: number): [number, number] =>
      alongU ? [bed.u0 + s, bed.v0 + d] : [bed.u0 + d, bed.v0 + s];
    // Columnar cypresses at the ends (and in the middle of long beds), towards the back.
    const columns = length > 7 ? [0.4, length / 2, length - 0.4] : [0.4, length - 0.4];
    for (const s of columns) {
      const [u, v] = at(s + (random() - 0.5) * 0.2, depth * 0.35);
      addCypress(blobs, u, v, 2.4 + random() * 1.0, 0.34 + random() * 0.08, random);
    }
    // Rounded shrubs in two staggered rows, the back row larger, some in flower.
    for (const row of [0.32, 0.72]) {
      const back = row < 0.5;
      let s = 0.8 + random() * 0.3;
      while (s < length - 0.7) {
        const r = (back ? 0.45 : 0.3) + random() * (back ? 0.25 : 0.14);
        const [u, v] = at(s, depth * row + (random() - 0.5) * 0.2);
        const bloom = !back && random() < 0.5 ? pick(BLOOMS, random()) : null;
        addShrub(blobs, u, v, r, r * (0.8 + random() * 0.5), pick(GREENS, random()), bloom, random);
        s += r * (1.5 + random() * 0.5);
      }
    }
  }

  if (plan.style === 'natural') {
    const cu = plan.length / 2;
    const cv = plan.width / 2;
    // Boulders mostly along the far side and the ends, a few near, none blocking the middle view.
    const angles = [-2.7, -2.2, -1.0, -0.45, 0.2, 2.8, 3.3];
    for (const base of angles) {
      const angle = base + (random() - 0.5) * 0.25;
      const r = 0.3 + random() * 0.3;
      const [u, v] = pointOutside(plan.pool.outline, cu, cv, angle, 0.25 + r * 0.6);
      addBoulder(blobs, u, v, r * 0.2, r, r * (0.7 + random() * 0.2), pick(STONES, random()), random);
    }
  }

  const fall = plan.waterfall;
  if (fall && fall.kind === 'rock') {
    const mid = (fall.from + fall.to) / 2;
    const face = fall.box.v1;
    const rocks: [number, number, number, number, number][] = [
      // along and out from the lip's centre, radius, height, centre height
      [-0.85, -0.1, 0.55, 0.55, 0.2],
      [0.85, -0.1, 0.52, 0.5, 0.2],
      [0, -0.75, 0.75, 0.75, 0.35],
      [-0.45, -0.45, 0.5, 0.6, 0.45],
      [0.5, -0.5, 0.48, 0.55, 0.42],
    ];
    for (const [du, dv, r, h, z] of rocks) {
      addBoulder(blobs, mid + du, face + dv, z, r, h, pick(STONES, random()), random);
    }
    // The flat lip stone the water leaves from.
    blobs.push({
      kind: 'boulder',
      u: mid,
      v: face - 0.25,
      z: fall.lip - 0.12,
      ru: 0.55,
      rv: 0.35,
      rz: 0.14,
      colour: STONES[1] as Rgb,
      flowers: null,
      variant: random(),
      shadow: 0,
    });
  }
  return blobs;
}
