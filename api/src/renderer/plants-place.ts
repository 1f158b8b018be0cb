// Planting a bed: two staggered rows (taller species at the back) of plants chosen per style from
// a seeded mix of species: rounded and clipped shrubs, flowering shrubs, ornamental grasses,
// agaves, small palms and, only now and then, a columnar cypress. Sizes vary per plant; nothing is
// placed where it would reach over the water.

import type { Blob } from './blob.ts';
import { fromBytes, type Rgb } from './colour.ts';
import type { Bounds } from './outlines.ts';
import type { PoolPlan } from './plan-types.ts';
import { PALM_CROWN } from './plants.ts';
import type { PoolStyle } from './types.ts';

export type Species = 'shrub' | 'bloom' | 'boxwood' | 'grass' | 'tallGrass' | 'agave' | 'palm' | 'cypress';

type Mix = readonly (readonly [Species, number])[];

/** Per style, the back row's and the front row's species with their weights. */
const MIXES: Record<PoolStyle, { back: Mix; front: Mix }> = {
  modern: {
    back: [
      ['tallGrass', 3],
      ['boxwood', 2],
      ['palm', 1],
      ['cypress', 0.6],
    ],
    front: [
      ['grass', 3],
      ['agave', 2],
      ['boxwood', 2],
    ],
  },
  infinity: {
    back: [
      ['palm', 3],
      ['tallGrass', 2],
      ['shrub', 1],
    ],
    front: [
      ['agave', 3],
      ['grass', 2],
      ['boxwood', 1],
    ],
  },
  geometric: {
    back: [
      ['tallGrass', 2],
      ['boxwood', 2],
      ['shrub', 1],
      ['cypress', 0.8],
    ],
    front: [
      ['grass', 2],
      ['boxwood', 2],
      ['agave', 1],
    ],
  },
  traditional: {
    back: [
      ['shrub', 3],
      ['bloom', 2],
      ['cypress', 0.8],
    ],
    front: [
      ['bloom', 3],
      ['boxwood', 2],
      ['grass', 1],
    ],
  },
  natural: {
    back: [
      ['shrub', 2.5],
      ['tallGrass', 2],
      ['bloom', 1.5],
      ['cypress', 0.4],
    ],
    front: [
      ['grass', 3],
      ['bloom', 2],
      ['shrub', 1],
    ],
  },
};

const GREENS = [fromBytes(58, 88, 38), fromBytes(46, 78, 36), fromBytes(76, 100, 46), fromBytes(52, 82, 58)];
const BOXWOOD = [fromBytes(44, 74, 30), fromBytes(56, 86, 34)];
const CYPRESS = fromBytes(34, 60, 34);
const GRASSES = [
  fromBytes(124, 132, 72),
  fromBytes(96, 122, 104),
  fromBytes(112, 124, 62),
  fromBytes(138, 104, 76),
];
const AGAVES = [fromBytes(112, 142, 136), fromBytes(126, 146, 110)];
const PALM = fromBytes(64, 100, 46);
const PLUMES = [fromBytes(222, 206, 170), fromBytes(196, 160, 136), fromBytes(230, 220, 196)];
const BLOOMS = [
  fromBytes(214, 62, 118),
  fromBytes(238, 236, 240),
  fromBytes(150, 92, 196),
  fromBytes(242, 184, 44),
  fromBytes(232, 110, 84),
];

/** Whether a plant of this reach at (u, v) stays clear of the water and the pool's surround. */
export function clearOfWater(plan: PoolPlan, u: number, v: number, reach: number): boolean {
  if (plan.copingOuter.distance(u, v) < reach + 0.05) return false;
  if (plan.spa && plan.spa.outer.distance(u, v) < reach) return false;
  if (plan.basin && plan.basin.outer.distance(u, v) < reach) return false;
  return true;
}

function pick<T>(list: readonly T[], r: number): T {
  return list[Math.min(list.length - 1, Math.floor(r * list.length))] as T;
}

function choose(mix: Mix, r: number): Species {
  const total = mix.reduce((sum, [, w]) => sum + w, 0);
  let at = r * total;
  for (const [species, w] of mix) {
    at -= w;
    if (at < 0) return species;
  }
  return (mix[mix.length - 1] as readonly [Species, number])[0];
}

/** How far a plant of this species and size reaches from its centre (m). */
function sizeOf(species: Species, back: boolean, r: number): { reach: number; height: number } {
  switch (species) {
    case 'shrub':
      return back
        ? { reach: 0.45 + 0.25 * r, height: 0.9 + 0.5 * r }
        : { reach: 0.3 + 0.15 * r, height: 0.5 + 0.3 * r };
    case 'bloom':
      return { reach: 0.32 + 0.2 * r, height: 0.55 + 0.4 * r };
    case 'boxwood':
      return { reach: 0.26 + 0.16 * r, height: 0.45 + 0.3 * r };
    case 'grass':
      return { reach: 0.32 + 0.18 * r, height: 0.5 + 0.35 * r };
    case 'tallGrass':
      return { reach: 0.45 + 0.2 * r, height: 1.1 + 0.5 * r };
    case 'agave':
      return { reach: 0.35 + 0.2 * r, height: 0.45 + 0.3 * r };
    case 'palm':
      return { reach: 0.95 + 0.35 * r, height: 2.0 + 0.9 * r };
    case 'cypress':
      return { reach: 0.34 + 0.08 * r, height: 2.4 + 1.0 * r };
  }
}

function blob(
  kind: Blob['kind'],
  u: number,
  v: number,
  z: number,
  r: number,
  rz: number,
  colour: Rgb,
  random: () => number,
  extra: Partial<Blob> = {},
): Blob {
  return {
    kind,
    u,
    v,
    z,
    ru: r,
    rv: r,
    rz,
    colour,
    flowers: null,
    variant: random(),
    shadow: 0,
    facets: null,
    leaf: 0.07,
    leafShape: 0.55,
    ...extra,
  };
}

/** A shrub: a few overlapping leafy lobes, so its outline is lumpy rather than a ball. */
function addShrub(
  blobs: Blob[],
  u: number,
  v: number,
  radius: number,
  height: number,
  colour: Rgb,
  look: { flowers: Rgb | null; leaf: number; leafShape: number; lobes: number },
  random: () => number,
): void {
  for (let i = 0; i < look.lobes; i++) {
    const main = i === 0;
    const a = random() * Math.PI * 2;
    const off = main ? 0 : radius * (0.3 + random() * 0.25);
    const r = radius * (main ? 0.8 : 0.5 + random() * 0.2);
    const h = main ? height * 0.55 : height * (0.3 + random() * 0.25);
    const rz = main ? height * 0.5 : r * (0.8 + random() * 0.3);
    blobs.push(
      blob('shrub', u + Math.cos(a) * off, v + Math.sin(a) * off * 0.8, h, r, rz, colour, random, {
        rv: r * (0.85 + random() * 0.3),
        flowers: look.flowers,
        shadow: main ? radius * 1.05 : 0,
        leaf: look.leaf,
        leafShape: look.leafShape,
      }),
    );
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
  const tiers = [
    [0.3, 1.0, 0.32],
    [0.6, 0.82, 0.3],
    [0.83, 0.55, 0.2],
  ] as const;
  tiers.forEach(([at, rs, hs], i) => {
    blobs.push(
      blob(
        'cypress',
        u + (random() - 0.5) * 0.05,
        v,
        height * at,
        radius * rs,
        height * hs,
        CYPRESS,
        random,
        {
          shadow: i === 0 ? radius * 1.1 : 0,
          leaf: 0.05,
          leafShape: 0.5,
        },
      ),
    );
  });
}

function addPlant(
  blobs: Blob[],
  species: Species,
  u: number,
  v: number,
  size: { reach: number; height: number },
  random: () => number,
): void {
  const { reach, height } = size;
  switch (species) {
    case 'shrub':
      addShrub(
        blobs,
        u,
        v,
        reach,
        height,
        pick(GREENS, random()),
        {
          flowers: null,
          leaf: 0.075,
          leafShape: 0.55,
          lobes: 3 + Math.floor(random() * 3),
        },
        random,
      );
      return;
    case 'bloom':
      addShrub(
        blobs,
        u,
        v,
        reach,
        height,
        pick(GREENS, random()),
        {
          flowers: pick(BLOOMS, random()),
          leaf: 0.06,
          leafShape: 0.6,
          lobes: 3 + Math.floor(random() * 2),
        },
        random,
      );
      return;
    case 'boxwood':
      addShrub(
        blobs,
        u,
        v,
        reach,
        height,
        pick(BOXWOOD, random()),
        {
          flowers: null,
          leaf: 0.035,
          leafShape: 0.7,
          lobes: 1 + Math.floor(random() * 2),
        },
        random,
      );
      return;
    case 'cypress':
      addCypress(blobs, u, v, height, reach, random);
      return;
    case 'grass':
    case 'tallGrass': {
      const plumes = species === 'tallGrass' || random() < 0.3 ? pick(PLUMES, random()) : null;
      blobs.push(
        blob('grass', u, v, height * 0.7, reach, height * 0.7, pick(GRASSES, random()), random, {
          flowers: plumes,
          shadow: reach * 0.75,
        }),
      );
      return;
    }
    case 'agave':
      blobs.push(
        blob('agave', u, v, height / 2, reach, height / 2, pick(AGAVES, random()), random, {
          shadow: reach * 0.8,
        }),
      );
      return;
    case 'palm':
      blobs.push(
        blob('palm', u, v, (height + PALM_CROWN) / 2, reach, (height + PALM_CROWN) / 2, PALM, random, {
          shadow: reach * 0.8,
        }),
      );
      return;
  }
}

/** Plants one bed in two staggered rows, back row taller; at most one cypress per bed. */
export function plantBed(blobs: Blob[], plan: PoolPlan, bed: Bounds, random: () => number): void {
  const alongU = bed.u1 - bed.u0 >= bed.v1 - bed.v0;
  const length = alongU ? bed.u1 - bed.u0 : bed.v1 - bed.v0;
  const depth = alongU ? bed.v1 - bed.v0 : bed.u1 - bed.u0;
  // The back of a far bed is its low v; for a side bed, the side away from the pool.
  const awayLow = alongU || bed.u1 <= plan.length / 2;
  const at = (s: number, d: number): [number, number] => {
    const dd = awayLow ? d : depth - d;
    return alongU ? [bed.u0 + s, bed.v0 + dd] : [bed.u0 + dd, bed.v0 + s];
  };
  const mixes = MIXES[plan.style];
  let cypresses = 0;
  for (const row of [0.34, 0.74]) {
    const back = row < 0.5;
    const mix = back ? mixes.back : mixes.front;
    let s = (back ? 0.3 : 0.6) + random() * 0.4;
    while (s < length - 0.25) {
      let species = choose(mix, random());
      if (species === 'cypress' && cypresses > 0) species = back ? 'shrub' : 'grass';
      const size = sizeOf(species, back, random());
      // Palms and cypresses are tall: keep them in the bed's depth; others may spill a little.
      const reach = species === 'palm' ? 0.35 : size.reach;
      s += reach * (back ? 0.85 : 0.95);
      if (s > length - 0.15) break;
      const [u, v] = at(s, depth * row + (random() - 0.5) * 0.16);
      if (clearOfWater(plan, u, v, species === 'palm' ? size.reach * 0.8 : size.reach)) {
        if (species === 'cypress') cypresses++;
        addPlant(blobs, species, u, v, size, random);
      }
      s += reach * (back ? 0.85 : 0.95) + random() * 0.15;
    }
  }
}
