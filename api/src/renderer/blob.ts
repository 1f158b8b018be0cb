// What stands on the ground (plants, boulders) as the placement (features.ts) describes it and
// the drawing passes (sprites.ts, stone.ts, plants.ts, foliage.ts) read it.
import type { Rgb } from './colour.ts';

/**
 * Ellipsoid kinds (boulder, shrub, cypress) are ray-cast; blade kinds (grass, agave, palm) are
 * drawn as thin leaves from their base, the ellipsoid only bounding them.
 */
export type BlobKind = 'boulder' | 'shrub' | 'cypress' | 'grass' | 'agave' | 'palm';

/** An ellipsoid standing on the ground (centre height z, semi-axes ru, rv, rz; metres). */
export interface Blob {
  kind: BlobKind;
  u: number;
  v: number;
  z: number;
  ru: number;
  rv: number;
  rz: number;
  colour: Rgb;
  /** Flower colour dotted over a shrub (or a grass's plumes), or null. */
  flowers: Rgb | null;
  /** Per-object random in [0, 1), for texture offsets and a plant's own details. */
  variant: number;
  /** Radius of the soft shadow it casts (a whole plant's, on its first lobe), or 0. */
  shadow: number;
  /** Boulders: the planes cutting the ellipsoid (see stone.ts); else null. */
  facets: number[] | null;
  /** Foliage: leaf length (m) and width / length ratio. */
  leaf: number;
  leafShape: number;
}
