// The seed's current content by slug, for the revisions that reword earlier text into it.

/** The entry of the seed's `list` with this slug; a missing one is a mistake in the revisions. */
export function seeded<T extends { slug: string }>(list: readonly T[], slug: string): T {
  const found = list.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`the seed has no ${slug}`);
  return found;
}
