// Reordering a collection's designs from the keyboard (move up, move down) or by dragging one onto
// another's place: the new order of ids, the rest unchanged.

/** `ids` with the one at `from` moved to `to` (both clamped into the list). */
export function moveItem<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1) as [T];
  next.splice(Math.min(Math.max(0, to), next.length), 0, item);
  return next;
}
