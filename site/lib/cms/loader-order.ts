// Astro's content store does not keep the order a loader returned its entries in (it reads them
// back by id), and the editors' order matters: gallery designs, tutorials, plans, image packs,
// testimonials, and the newest banners and announcements first. Loaders wrapped here number their entries;
// pages read them back in that order, without the number.
import { z } from 'zod';

/** The field that carries an entry's place in its loader's list. */
export const PositionSchema = z.object({ position: z.number().int().nonnegative() });

/** The loader, with each entry numbered in the order it returned them. */
export function numbered<T extends object>(
  load: () => Promise<T[]>,
): () => Promise<(T & { position: number })[]> {
  return async () => (await load()).map((entry, position) => ({ ...entry, position }));
}

/** A collection's entries in their loader's order, as the data pages read (without the number). */
export function inLoaderOrder<T extends { position: number }>(entries: { data: T }[]): Omit<T, 'position'>[] {
  return [...entries]
    .sort((a, b) => a.data.position - b.data.position)
    .map(({ data }) => {
      const { position: _position, ...rest } = data;
      return rest;
    });
}
