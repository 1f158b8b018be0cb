// The library's filters and the page's address:
// `/library?q=lagoon&style=natural&from=…&to=…&videos=true&page=2`.
// The address is the one place the filters live, so a reload, a bookmark or the back button keeps
// them. Anything malformed in the address is dropped rather than sent to the API.
import { POOL_STYLES, type PoolStyle } from '@poolscape/shared';
import type { DesignListQuery } from '../../../lib/designs/design-api.ts';

/** Designs per library page. */
export const LIBRARY_PAGE_SIZE = 12;
/** The search waits this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300;
const MAX_QUERY_LENGTH = 120;
const MAX_PAGE = 10_000;

export interface LibraryFilters {
  q: string;
  style: PoolStyle | '';
  /** `YYYY-MM-DD`, inclusive, or ''. */
  from: string;
  to: string;
  /** Only designs with a video. */
  videos: boolean;
  page: number;
}

export const NO_FILTERS: LibraryFilters = { q: '', style: '', from: '', to: '', videos: false, page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isDate(value: string): boolean {
  if (!DATE.test(value) || value.startsWith('0000')) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function isStyle(value: string): value is PoolStyle {
  return (POOL_STYLES as readonly string[]).includes(value);
}

/** The filters in a `location.search`. */
export function filtersFromSearch(search: string): LibraryFilters {
  const params = new URLSearchParams(search);
  const style = params.get('style') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    style: isStyle(style) ? style : '',
    from: isDate(from) ? from : '',
    to: isDate(to) ? to : '',
    videos: params.get('videos') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The `location.search` for `filters` ('' when none is set); defaults are left out. */
export function searchFromFilters(filters: LibraryFilters): string {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.style) params.set('style', filters.style);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.videos) params.set('videos', 'true');
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** What `GET /api/designs` is asked for these filters. */
export function listQueryFor(filters: LibraryFilters, pageSize = LIBRARY_PAGE_SIZE): DesignListQuery {
  const query: DesignListQuery = { page: filters.page, pageSize };
  if (filters.q.trim()) query.q = filters.q.trim();
  if (filters.style) query.style = filters.style;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.videos) query.videos = 'true';
  return query;
}

/** Whether any filter (not the page) narrows the list. */
export function hasFilters(filters: LibraryFilters): boolean {
  return Boolean(filters.q.trim() || filters.style || filters.from || filters.to || filters.videos);
}

/** Changing a filter starts again at page 1; changing only the page keeps the filters. */
export function withFilter(
  filters: LibraryFilters,
  change: Partial<Omit<LibraryFilters, 'page'>>,
): LibraryFilters {
  return { ...filters, ...change, page: 1 };
}
