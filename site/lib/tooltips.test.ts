import { describe, expect, it } from 'vitest';
import { placeTooltip, TOOLTIP_TIMING } from './tooltips.ts';

describe('tooltip placement', () => {
  it('sits 4 px above its element, centred, when there is room', () => {
    const place = placeTooltip(
      { top: 200, bottom: 240, left: 100, width: 40 },
      { width: 80, height: 30 },
      1280,
    );
    expect(place).toEqual({ side: 'top', top: 200 - 30 - TOOLTIP_TIMING.offsetPx, left: 80 });
  });

  it('goes below when there is no room above, and stays inside the viewport', () => {
    const place = placeTooltip(
      { top: 10, bottom: 50, left: 1250, width: 20 },
      { width: 120, height: 30 },
      1280,
    );
    expect(place.side).toBe('bottom');
    expect(place.top).toBe(54);
    expect(place.left).toBe(1280 - 120 - 4);
  });

  it('uses the spec’s timing', () => {
    expect(TOOLTIP_TIMING).toEqual({ openDelayMs: 700, skipDelayMs: 300, offsetPx: 4 });
  });
});
