import { planSize } from '@poolscape/shared/pool-plan';
import { describe, expect, it } from 'vitest';
import { type Blob, placeObjects } from './features.ts';
import { buildPlan } from './plans.ts';
import { createRandom } from './random.ts';
import { boulderFacets, boulderHit, castBoulder } from './stone.ts';
import { POOL_FEATURES, POOL_STYLES, type PoolStyle } from './types.ts';

function planOf(style: PoolStyle, features = POOL_FEATURES) {
  const { length, width } = planSize(style, 1.8);
  return buildPlan(style, features, length, width);
}

const isPlant = (b: Blob): boolean => b.kind !== 'boulder';

describe('placing the features', () => {
  it('gives the same objects for a seed, and other details for another seed', () => {
    const plan = planOf('natural');
    expect(placeObjects(plan, 7)).toEqual(placeObjects(plan, 7));
    expect(placeObjects(plan, 8)).not.toEqual(placeObjects(plan, 7));
  });

  it('never lets a plant reach over the water, in any style', () => {
    for (const style of POOL_STYLES) {
      const plan = planOf(style);
      for (let seed = 1; seed <= 6; seed++) {
        for (const b of placeObjects(plan, seed).filter(isPlant)) {
          expect(plan.copingOuter.distance(b.u, b.v)).toBeGreaterThan(Math.min(b.ru, b.rv) * 0.75);
          expect(plan.pool.outline.distance(b.u, b.v)).toBeGreaterThan(Math.max(b.ru, b.rv));
        }
      }
    }
  });

  it('plants several species in every style', () => {
    for (const style of POOL_STYLES) {
      const plan = planOf(style);
      const looks = new Set<string>();
      for (let seed = 1; seed <= 3; seed++) {
        for (const b of placeObjects(plan, seed).filter(isPlant))
          looks.add(`${b.kind}/${b.leaf}/${b.flowers !== null}`);
      }
      expect(looks.size).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps columnar cypresses occasional: at most one per bed', () => {
    for (const style of POOL_STYLES) {
      const plan = planOf(style);
      for (let seed = 1; seed <= 6; seed++) {
        const trunks = placeObjects(plan, seed).filter((b) => b.kind === 'cypress' && b.shadow > 0);
        expect(trunks.length).toBeLessThanOrEqual(plan.beds.length);
      }
    }
  });
});

describe('boulders', () => {
  it('sit in the ground: every piece reaches below it, and nothing shows under it', () => {
    const plan = planOf('natural');
    for (let seed = 1; seed <= 5; seed++) {
      const boulders = placeObjects(plan, seed).filter((b) => b.kind === 'boulder' && b.z < b.rz);
      expect(boulders.length).toBeGreaterThan(5);
      for (const b of boulders) {
        expect(b.z - b.rz).toBeLessThan(0);
        // A level ray just above the ground, aimed at the stone's foot, meets it: no gap below.
        const z = (0.01 - b.z) / b.rz;
        for (const angle of [0, 1.6, 3.1, 4.7]) {
          const ou = Math.cos(angle) * 3;
          const ov = Math.sin(angle) * 3;
          expect(castBoulder(b.facets ?? [], ou, ov, z, -ou, -ov, 0)).toBe(true);
        }
      }
    }
  });

  it('are cut into flat faces, with a flattened top, the same way for the same random stream', () => {
    const a = boulderFacets(createRandom(3), 0.6);
    expect(a).toEqual(boulderFacets(createRandom(3), 0.6));
    expect(a.length % 4).toBe(0);
    expect(a.length / 4).toBeGreaterThanOrEqual(5);
    expect(a.slice(0, 4)).toEqual([0, 0, 1, 0.6]);
    // A ray from straight above meets the flat top, not the round dome.
    expect(castBoulder(a, 0, 0, 5, 0, 0, -1)).toBe(true);
    expect(boulderHit.face).toBe(0);
    expect(boulderHit.t).toBeCloseTo(4.4);
  });
});
