// A design's real size: the reference line a user draws on the photo (along something on the
// ground whose length they know), the depth they choose, and the dimensions measured from them
// (measure.ts). Units follow the user's choice in the profile: feet or metres.
import { z } from 'zod';
import type { PixelPoint } from './corners.ts';
import { measureFootprint } from './measure.ts';

export const LENGTH_UNITS = ['ft', 'm'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];
export const LENGTH_UNIT_LABELS: Record<LengthUnit, string> = { ft: 'Feet', m: 'Metres' };
/** A pool's usual depth, offered until the user changes it. */
export const DEFAULT_DEPTH: Record<LengthUnit, number> = { ft: 5, m: 1.5 };
export const FEET_PER_METRE = 3.28084;

export const DIMENSIONS_TEXT = {
  unknown: 'Size unknown: mark a length you know on the photo to measure the pool.',
  typeLength: 'Type the length you know to see the pool’s size.',
  notMeasurable:
    'The size cannot be measured from this placement and reference. Draw the reference line on the ground, below the horizon.',
} as const;

const fraction = z.number().finite().min(0).max(1);
/** A point as a fraction of the photo's width and height, like the pool's corners. */
const PhotoPointSchema = z.object({ x: fraction, y: fraction });

/** The reference line (two points on the photo), its length and the depth. */
export const ScaleSchema = z.object({
  a: PhotoPointSchema,
  b: PhotoPointSchema,
  length: z
    .number({ error: 'The reference length must be a number.' })
    .positive({ error: 'The reference length must be more than 0.' })
    .max(1000, { error: 'The reference length can be up to 1000.' }),
  unit: z.enum(LENGTH_UNITS, { error: 'unit must be ft or m.' }),
  depth: z
    .number({ error: 'The depth must be a number.' })
    .positive({ error: 'The depth must be more than 0.' })
    .max(100, { error: 'The depth can be up to 100.' }),
});
export type Scale = z.infer<typeof ScaleSchema>;

export const DimensionsSchema = z.object({
  unit: z.enum(LENGTH_UNITS),
  length: z.number(),
  width: z.number(),
  /** In square feet or square metres. */
  area: z.number(),
  depth: z.number(),
  /** In cubic feet or cubic metres: area × depth, the footprint taken as a box. */
  volume: z.number(),
});
export type Dimensions = z.infer<typeof DimensionsSchema>;

/**
 * The dimensions of a placement (corners as fractions of the photo) with a reference, or null when
 * they cannot be read.
 */
export function dimensionsOf(
  corners: readonly [PixelPoint, PixelPoint, PixelPoint, PixelPoint],
  scale: Scale | null | undefined,
  photo: { width: number; height: number },
  /** The water's area as a share of the style's own shape's (pool-plan.ts `shapeShare`); 1 for it. */
  share = 1,
): Dimensions | null {
  if (!scale) return null;
  const px = (point: PixelPoint): PixelPoint => ({ x: point.x * photo.width, y: point.y * photo.height });
  const size = measureFootprint({
    corners: [px(corners[0]), px(corners[1]), px(corners[2]), px(corners[3])],
    reference: { a: px(scale.a), b: px(scale.b), length: scale.length },
    photo,
  });
  if (!size) return null;
  // A chosen shape holds less (or more) water than the footprint's own: a kidney's bite is lawn.
  const area = size.area * share;
  return { unit: scale.unit, ...size, area, depth: scale.depth, volume: area * scale.depth };
}

/** A length or area in another unit (areas convert by the square, volumes by the cube). */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit, power: 1 | 2 | 3 = 1): number {
  if (from === to) return value;
  const factor = from === 'm' ? FEET_PER_METRE : 1 / FEET_PER_METRE;
  return value * factor ** power;
}

/** Dimensions in `unit`. */
export function dimensionsIn(dimensions: Dimensions, unit: LengthUnit): Dimensions {
  const from = dimensions.unit;
  return {
    unit,
    length: convertLength(dimensions.length, from, unit),
    width: convertLength(dimensions.width, from, unit),
    area: convertLength(dimensions.area, from, unit, 2),
    depth: convertLength(dimensions.depth, from, unit),
    volume: convertLength(dimensions.volume, from, unit, 3),
  };
}

/**
 * "32 × 16 ft · 512 sq ft · 2,560 cu ft at 5 ft deep" (feet and square feet rounded whole, metres
 * to 0.1).
 */
export function describeDimensions(dimensions: Dimensions): { size: string; area: string; volume: string } {
  const metres = dimensions.unit === 'm';
  const number = (value: number, digits: number) =>
    value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  const lengthDigits = metres ? 1 : 0;
  const unit = metres ? 'm' : 'ft';
  return {
    size: `${number(dimensions.length, lengthDigits)} × ${number(dimensions.width, lengthDigits)} ${unit}`,
    area: `${number(dimensions.area, metres ? 1 : 0)} ${metres ? 'm²' : 'sq ft'}`,
    volume: metres
      ? `${number(dimensions.volume, 1)} m³ (${number(dimensions.volume * 1000, 0)} litres) at ${number(dimensions.depth, 1)} m deep`
      : `${number(dimensions.volume, 0)} cu ft (${number(dimensions.volume * 7.48052, 0)} US gallons) at ${number(dimensions.depth, 1)} ft deep`,
  };
}
