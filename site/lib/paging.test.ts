import { describe, expect, it } from 'vitest';
import { pageCount } from './paging.ts';

describe('pageCount', () => {
  it('counts the pages a list fills, an empty list included', () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
