// Where the upright things go: planting in the beds (several species, chosen per style and seed),
// boulders around the natural lagoon and its rock spillway. Positions in beds, species and sizes
// vary with the seed; the pool and its surroundings never move, and no plant reaches over water.
import type { Blob } from './blob.ts';
import { fromBytes, type Rgb } from './colour.ts';
import type { Bounds, Outline } from './outlines.ts';
import type { PoolPlan } from './plan-types.ts';
import { plantBed } from './plants-place.ts';
import { createRandom, deriveSeed } from './random.ts';
import { boulderFacets } from './stone.ts';

export type { Blob, BlobKind } from './blob.ts';

const STONES = [
  fromBytes(156, 144, 124),
  fromBytes(134, 124, 110),
  fromBytes(170, 152, 124),
  fromBytes(146, 136, 122),
  fromBytes(162, 146, 128),
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

/**
 * A boulder: a main mass cut into a rock with flat fractured faces, and one or two smaller stones
 * grown onto it. Every piece reaches below the ground, so it sits in it rather than on it.
 */
export function addBoulder(
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
  const rz = Math.max(height, z + 0.08);
  blobs.push({
    kind: 'boulder',
    u,
    v,
    z,
    ru: radius * (1.05 + random() * 0.25),
    rv: radius * (0.85 + random() * 0.25),
    rz,
    colour,
    flowers: null,
    variant: random(),
    shadow: radius * 1.1,
    facets: boulderFacets(random, 0.55 + 0.3 * random()),
    leaf: 0,
    leafShape: 0,
  });
  for (let i = 0; i < lumps; i++) {
    const a = random() * Math.PI * 2;
    const r = radius * (0.45 + random() * 0.25);
    const lz = z * 0.6;
    blobs.push({
      kind: 'boulder',
      u: u + Math.cos(a) * radius * 0.62,
      v: v + Math.sin(a) * radius * 0.5,
      z: lz,
      ru: r * 1.1,
      rv: r,
      rz: Math.max(height * (0.45 + random() * 0.3), lz + 0.06),
      colour: [colour[0] * 0.96, colour[1] * 0.97, colour[2] * 0.98],
      flowers: null,
      variant: random(),
      shadow: 0,
      facets: boulderFacets(random, 0.5 + 0.35 * random()),
      leaf: 0,
      leafShape: 0,
    });
  }
}

export function placeObjects(plan: PoolPlan, seed: number): Blob[] {
  const random = createRandom(deriveSeed(seed, 21));
  const blobs: Blob[] = [];

  plan.beds.forEach((bed: Bounds, index) => {
    plantBed(blobs, plan, bed, createRandom(deriveSeed(seed, 40 + index)));
  });

  if (plan.style === 'natural') {
    const cu = plan.length / 2;
    const cv = plan.width / 2;
    // Boulders mostly along the far side and the ends, a few near, none blocking the middle view.
    const angles = [-2.7, -2.2, -1.0, -0.45, 0.2, 2.8, 3.3];
    for (const base of angles) {
      const angle = base + (random() - 0.5) * 0.25;
      const r = 0.3 + random() * 0.3;
      const [u, v] = pointOutside(plan.pool.outline, cu, cv, angle, 0.25 + r * 0.6);
      addBoulder(blobs, u, v, r * 0.15, r, r * (0.75 + random() * 0.2), pick(STONES, random()), random);
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
      facets: [0, 0, 1, 0.7 + 0.1 * random()],
      leaf: 0,
      leafShape: 0,
    });
  }
  return blobs;
}
