import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filtersFromSearch,
  hasFilters,
  type LibraryFilters,
  listQueryFor,
  NO_FILTERS,
  searchFromFilters,
  withFilter,
} from './library-query.ts';

describe('the library’s filters in the address', () => {
  it('reads every filter from the address', () => {
    expect(
      filtersFromSearch('?q=Smith%20yard&style=natural&from=2026-11-01&to=2026-11-30&videos=true&page=3'),
    ).toEqual({
      q: 'Smith yard',
      style: 'natural',
      from: '2026-11-01',
      to: '2026-11-30',
      videos: true,
      page: 3,
    });
  });

  it('shows everything when the address has no filters', () => {
    expect(filtersFromSearch('')).toEqual(NO_FILTERS);
    expect(searchFromFilters(NO_FILTERS)).toBe('');
  });

  it('drops what the API would refuse: unknown styles, impossible dates, bad pages', () => {
    expect(filtersFromSearch('?style=baroque&from=2026-02-30&to=yesterday&page=-2')).toEqual(NO_FILTERS);
    expect(filtersFromSearch('?from=0000-01-01&page=1.5').from).toBe('');
    expect(filtersFromSearch(`?q=${'x'.repeat(300)}`).q).toHaveLength(120);
  });

  it('writes only what is set, leaving page 1 out', () => {
    expect(searchFromFilters({ ...NO_FILTERS, style: 'modern' })).toBe('?style=modern');
    expect(searchFromFilters({ ...NO_FILTERS, videos: true })).toBe('?videos=true');
    expect(filtersFromSearch('?videos=true')).toEqual({ ...NO_FILTERS, videos: true });
    expect(filtersFromSearch('?videos=yes')).toEqual(NO_FILTERS);
    expect(listQueryFor({ ...NO_FILTERS, videos: true })).toMatchObject({ videos: 'true' });
    expect(searchFromFilters({ ...NO_FILTERS, q: '  pool & spa ', page: 2 })).toBe('?q=pool+%26+spa&page=2');
  });

  it('survives a reload: any filters written and read back are the same', () => {
    const filters = fc.record({
      q: fc.string({ maxLength: 40 }).map((text) => text.trim()),
      style: fc.constantFrom('', 'modern', 'traditional', 'natural', 'infinity', 'geometric'),
      from: fc.constantFrom('', '2026-01-31', '2024-02-29'),
      to: fc.constantFrom('', '2026-12-01'),
      videos: fc.boolean(),
      page: fc.integer({ min: 1, max: 500 }),
    }) as fc.Arbitrary<LibraryFilters>;
    fc.assert(
      fc.property(filters, (value) => {
        expect(filtersFromSearch(searchFromFilters(value))).toEqual(value);
      }),
    );
  });

  it('asks the API for one page of twelve with the filters that are set', () => {
    expect(listQueryFor({ ...NO_FILTERS, q: 'lagoon', style: 'natural', page: 2 })).toEqual({
      q: 'lagoon',
      style: 'natural',
      page: 2,
      pageSize: 12,
    });
    expect(listQueryFor(NO_FILTERS, 6)).toEqual({ page: 1, pageSize: 6 });
  });

  it('goes back to page 1 when a filter changes', () => {
    expect(withFilter({ ...NO_FILTERS, page: 4 }, { style: 'infinity' })).toEqual({
      ...NO_FILTERS,
      style: 'infinity',
      page: 1,
    });
  });

  it('knows when the list is filtered', () => {
    expect(hasFilters({ ...NO_FILTERS, page: 3 })).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, to: '2026-11-30' })).toBe(true);
  });
});
