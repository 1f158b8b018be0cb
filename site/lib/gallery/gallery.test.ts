import { describe, expect, it } from 'vitest';
import { filterStatus, stylesOf, visibleFor } from './gallery.ts';

describe('gallery filters', () => {
  it('offers each style present once, in the spec’s order', () => {
    expect(stylesOf([{ style: 'geometric' }, { style: 'modern' }, { style: 'geometric' }])).toEqual([
      'modern',
      'geometric',
    ]);
    expect(stylesOf([])).toEqual([]);
  });

  it('shows every design for "all" and only that style’s otherwise', () => {
    const styles = ['modern', 'natural', 'modern'];
    expect(visibleFor('all', styles)).toEqual([true, true, true]);
    expect(visibleFor('modern', styles)).toEqual([true, false, true]);
    expect(visibleFor('infinity', styles)).toEqual([false, false, false]);
  });

  it('tells how many designs a filter left', () => {
    expect(filterStatus(3, 'all')).toBe('All 3 designs shown');
    expect(filterStatus(1, 'Modern')).toBe('1 design in the Modern style shown');
    expect(filterStatus(0, 'Infinity')).toBe('0 designs in the Infinity style shown');
  });
});
