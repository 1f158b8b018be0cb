import { describe, expect, it } from 'vitest';
import { anyUnder, launcherPlace } from './step-aside.ts';

describe('the launcher stepping aside', () => {
  // A 56 px button 24 px from the left and bottom of a 375 x 667 phone screen.
  const place = launcherPlace({ left: 24, bottom: 24 }, { width: 56, height: 56 }, 667);

  it('knows its place from its fixed offsets, whatever it is doing now', () => {
    expect(place).toEqual({ left: 24, right: 80, top: 587, bottom: 643 });
  });

  it('steps aside for an action that overlaps its place, even by a pixel', () => {
    expect(anyUnder(place, [{ left: 16, right: 200, top: 600, bottom: 640 }])).toBe(true);
    expect(anyUnder(place, [{ left: 79, right: 120, top: 642, bottom: 700 }])).toBe(true);
  });

  it('stays for actions beside, above or below it, and for boxes of nothing', () => {
    const clear = [
      { left: 80, right: 359, top: 590, bottom: 630 },
      { left: 16, right: 359, top: 540, bottom: 587 },
      { left: 16, right: 359, top: 643, bottom: 700 },
      { left: 30, right: 30, top: 600, bottom: 620 },
      { left: 0, right: 0, top: 0, bottom: 0 },
    ];
    expect(anyUnder(place, clear)).toBe(false);
  });
});
