import { type Corners, DEFAULT_FREEFORM } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { describePreview } from './describe.ts';
import { placePlan } from './draw-plan.ts';
import { featureSpots, roomySpots } from './FeatureSpots.tsx';

const corners: Corners = [
  { x: 0.3, y: 0.64 },
  { x: 0.7, y: 0.64 },
  { x: 0.86, y: 0.9 },
  { x: 0.14, y: 0.9 },
];

describe('placePlan', () => {
  it('maps the plan’s footprint onto the corners, in the canvas’s pixels', () => {
    const placed = placePlan({ style: 'modern', shape: 'kidney', features: [] }, corners, 1000, 800);
    const { length, width } = placed.plan;
    const at = (u: number, v: number) => placed.toCanvas(u, v);
    expect(at(0, 0).x).toBeCloseTo(300, 6);
    expect(at(0, 0).y).toBeCloseTo(512, 6);
    expect(at(length, width).x).toBeCloseTo(860, 6);
    expect(at(length, width).y).toBeCloseTo(720, 6);
  });

  it('draws the same pool at any canvas size of the photo’s proportions', () => {
    const plan = {
      style: 'natural' as const,
      shape: 'freeform' as const,
      outline: DEFAULT_FREEFORM,
      features: [],
    };
    const small = placePlan(plan, corners, 500, 400);
    const large = placePlan(plan, corners, 1500, 1200);
    const point = small.plan.water[5] ?? { u: 0, v: 0 };
    expect(large.toCanvas(point.u, point.v).x).toBeCloseTo(3 * small.toCanvas(point.u, point.v).x, 6);
    expect(large.plan.water).toEqual(small.plan.water);
  });
});

describe('describePreview', () => {
  it('says the shape, style, features and where the pool is', () => {
    expect(
      describePreview(
        { style: 'modern', shape: 'kidney', features: ['hotTub', 'waterfalls'] },
        corners,
        null,
      ),
    ).toBe(
      'Kidney pool in the Modern style, with hot tub and waterfalls, centred 50% across and 77% down the photo.',
    );
    expect(describePreview({ style: 'natural', shape: 'styleDefault', features: [] }, corners, null)).toBe(
      'Natural pool in its own shape, centred 50% across and 77% down the photo.',
    );
  });

  it('gives the size when a reference length is marked', () => {
    const text = describePreview({ style: 'modern', shape: 'rectangle', features: [] }, corners, {
      length: 32,
      width: 16,
      area: 512,
      depth: 5,
      volume: 2560,
      unit: 'ft',
    });
    expect(text).toContain('Rectangle pool in the Modern style, 32');
  });
});

describe('featureSpots', () => {
  it('offers every other place of the hot tub and wall of the waterfall, where the plan would put them', () => {
    const plan = {
      style: 'modern' as const,
      shape: 'rectangle' as const,
      features: ['hotTub', 'waterfalls'] as const,
      spa: { place: 'farLeft' as const, apart: false },
    };
    const spots = featureSpots(plan, corners);
    expect(spots.map((spot) => spot.key)).toEqual([
      'spa-farRight',
      'spa-nearLeft',
      'spa-nearRight',
      'spa-left',
      'spa-right',
      'waterfall-far',
      'waterfall-left',
    ]);
    const at = (key: string) => spots.find((spot) => spot.key === key)?.at ?? { x: -1, y: -1 };
    // Near spots are lower in the photo than far ones; left ones are left of right ones.
    expect(at('spa-nearLeft').y).toBeGreaterThan(at('spa-farRight').y);
    expect(at('spa-left').x).toBeLessThan(at('spa-right').x);
    expect(at('waterfall-far').y).toBeLessThan(at('spa-nearRight').y);
    expect(spots.find((spot) => spot.key === 'spa-nearLeft')?.change).toEqual({
      spa: { place: 'nearLeft', apart: false },
    });
    // Without those features there is nothing to place.
    expect(featureSpots({ ...plan, features: [] }, corners)).toEqual([]);
  });
});

describe('roomySpots', () => {
  it('leaves out spots too near another spot for a finger, and keeps them all on a big pool', () => {
    const plan = { style: 'modern' as const, shape: 'rectangle' as const, features: ['hotTub'] as const };
    const spots = featureSpots(plan, corners);
    expect(roomySpots(spots, { width: 4000, height: 3200 })).toHaveLength(spots.length);
    const small = roomySpots(spots, { width: 300, height: 240 });
    expect(small.length).toBeLessThan(spots.length);
    for (const [i, a] of small.entries())
      for (const b of small.slice(i + 1))
        expect(Math.hypot((a.at.x - b.at.x) * 300, (a.at.y - b.at.y) * 240)).toBeGreaterThanOrEqual(36);
  });
});
