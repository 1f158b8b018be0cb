import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveItem } from './collection-order.ts';

describe('moving a design in a collection', () => {
  it('moves one up or down and leaves the others in their order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, 9)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('always keeps every design exactly once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(), { maxLength: 20 }),
        fc.integer({ min: -3, max: 25 }),
        fc.integer({ min: -3, max: 25 }),
        (ids, from, to) => {
          const moved = moveItem(ids, from, to);
          expect([...moved].sort()).toEqual([...ids].sort());
          if (from >= 0 && from < ids.length)
            expect(moved.indexOf(ids[from] as number)).toBe(Math.min(Math.max(0, to), ids.length - 1));
        },
      ),
    );
  });
});
