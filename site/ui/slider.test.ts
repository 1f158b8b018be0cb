import { describe, expect, it } from 'vitest';
import { clampPercent, percentFromKey, percentFromPointer, revealClip, SLIDER_START } from './slider.ts';

describe('the before/after slider', () => {
  it('starts in the middle', () => {
    expect(SLIDER_START).toBe(50);
  });

  it('puts the divider under the pointer, to a tenth of a percent', () => {
    const rect = { left: 20, width: 400 };
    expect(percentFromPointer(120, rect)).toBe(25);
    expect(percentFromPointer(20 + 400 / 3, rect)).toBe(33.3);
  });

  it('keeps the divider inside the picture when the pointer leaves it', () => {
    expect(percentFromPointer(-100, { left: 0, width: 300 })).toBe(0);
    expect(percentFromPointer(900, { left: 0, width: 300 })).toBe(100);
    expect(percentFromPointer(10, { left: 0, width: 0 })).toBe(SLIDER_START);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(SLIDER_START);
  });

  it('answers the keys of a slider: arrows step 1, Page keys 10, Home and End the ends', () => {
    expect(percentFromKey(50, 'ArrowRight')).toBe(51);
    expect(percentFromKey(50, 'ArrowUp')).toBe(51);
    expect(percentFromKey(50, 'ArrowLeft')).toBe(49);
    expect(percentFromKey(50, 'ArrowDown')).toBe(49);
    expect(percentFromKey(50, 'PageUp')).toBe(60);
    expect(percentFromKey(50, 'PageDown')).toBe(40);
    expect(percentFromKey(37.4, 'Home')).toBe(0);
    expect(percentFromKey(37.4, 'End')).toBe(100);
  });

  it('snaps a dragged position to whole steps on the next key and never passes the ends', () => {
    expect(percentFromKey(33.3, 'ArrowRight')).toBe(34);
    expect(percentFromKey(99.6, 'PageUp')).toBe(100);
    expect(percentFromKey(0.2, 'ArrowLeft')).toBe(0);
  });

  it('leaves other keys (Tab, Enter) to the browser', () => {
    expect(percentFromKey(50, 'Tab')).toBeNull();
    expect(percentFromKey(50, 'Enter')).toBeNull();
  });

  it('shows the photo on the left part only', () => {
    expect(revealClip(30)).toBe('inset(0 70% 0 0)');
    expect(revealClip(120)).toBe('inset(0 0% 0 0)');
  });
});
