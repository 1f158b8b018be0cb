import { describe, expect, it } from 'vitest';
import { cornerRuleBreak, MIN_AREA_SHARE, type PixelCorners, quadArea } from './corners.ts';

const W = 1000;
const H = 800;
const good: PixelCorners = [
  { x: 300, y: 450 },
  { x: 700, y: 450 },
  { x: 850, y: 700 },
  { x: 150, y: 700 },
];
const [farLeft, farRight, nearRight, nearLeft] = good;

describe('cornerRuleBreak', () => {
  it('keeps a convex footprint given clockwise with the far edge on top', () => {
    expect(cornerRuleBreak(good, W, H)).toBeNull();
  });

  it('calls corners given anticlockwise the wrong order', () => {
    expect(cornerRuleBreak([farRight, farLeft, nearLeft, nearRight], W, H)).toBe('wrong-order');
  });

  it('calls a bow tie or a dent not convex', () => {
    expect(cornerRuleBreak([farLeft, farRight, nearLeft, nearRight], W, H)).toBe('not-convex');
    expect(cornerRuleBreak([farLeft, { x: 420, y: 620 }, nearRight, nearLeft], W, H)).toBe('not-convex');
  });

  it('wants the far edge above the near edge', () => {
    expect(cornerRuleBreak([nearRight, nearLeft, farLeft, farRight], W, H)).toBe('far-edge-low');
  });

  it('wants at least 1% of the photo', () => {
    const tiny: PixelCorners = [
      { x: 500, y: 500 },
      { x: 560, y: 500 },
      { x: 570, y: 540 },
      { x: 490, y: 540 },
    ];
    expect(quadArea(tiny)).toBeLessThan(MIN_AREA_SHARE * W * H);
    expect(cornerRuleBreak(tiny, W, H)).toBe('too-small');
  });
});

describe('quadArea', () => {
  it('is the area of the outline, whichever way round it is given', () => {
    const square: PixelCorners = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 10, y: 10 },
      { x: 0, y: 10 },
    ];
    expect(quadArea(square)).toBe(100);
    expect(quadArea([...square].reverse() as unknown as PixelCorners)).toBe(100);
  });
});
