import { describe, expect, it } from 'vitest';
import { firstItem, pageCount, perViewAt, wrapPage } from './carousel.ts';

describe('carousel paging', () => {
  it('needs ten pages for ten testimonials one at a time, and four three at a time', () => {
    expect(pageCount(10, 1)).toBe(10);
    expect(pageCount(10, 3)).toBe(4);
    expect(pageCount(9, 3)).toBe(3);
    expect(pageCount(0, 3)).toBe(1);
  });

  it('wraps next after the last page to the first and previous before the first to the last', () => {
    expect(wrapPage(4, 4)).toBe(0);
    expect(wrapPage(-1, 4)).toBe(3);
    expect(wrapPage(2, 4)).toBe(2);
  });

  it('fills the last page from the end instead of leaving it short', () => {
    expect(firstItem(0, 3, 10)).toBe(0);
    expect(firstItem(2, 3, 10)).toBe(6);
    expect(firstItem(3, 3, 10)).toBe(7);
    expect(firstItem(9, 1, 10)).toBe(9);
  });

  it('shows one card under 768 px and three from 768 px', () => {
    expect(perViewAt(375)).toBe(1);
    expect(perViewAt(767)).toBe(1);
    expect(perViewAt(768)).toBe(3);
    expect(perViewAt(1280)).toBe(3);
  });
});
