import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN, slugify } from './slug.ts';

describe('slugify', () => {
  it('makes a readable address from a title', () => {
    expect(slugify('Infinity Edges: Where They Work')).toBe('infinity-edges-where-they-work');
    expect(slugify('  Décor & Lighting — 2026!  ')).toBe('decor-lighting-2026');
  });

  it('always gives a slug the editor form accepts', () => {
    for (const title of ['A', 'Pools / Spas', '---x---', 'Ünïcödé tîtle', `${'long '.repeat(40)}end`]) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
  });
});
