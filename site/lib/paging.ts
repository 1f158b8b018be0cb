// Paged lists: how many pages a list of `total` items fills.

/** The number of pages, at least 1 (an empty list still shows its one empty page). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
