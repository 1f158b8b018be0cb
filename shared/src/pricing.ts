// A pool professional's price table and the estimate it gives a design: a fixed base, a price per
// square foot (or metre) by pool style, a price per feature, shown as a range around the total.
// Homeowners keep no table, and a design without real dimensions gets no estimate.
import { z } from 'zod';
import { POOL_FEATURES, POOL_STYLES, type PoolFeature, type PoolStyle } from './designs.ts';
import { convertLength, type Dimensions, LENGTH_UNITS, type LengthUnit } from './dimensions.ts';

export const CURRENCIES = ['USD', 'CAD', 'AUD', 'GBP', 'EUR', 'NZD', 'ZAR'] as const;
export type Currency = (typeof CURRENCIES)[number];
/** Where the owner shows a design's estimate. */
export const ESTIMATE_PLACES = ['result', 'presentation', 'share'] as const;
export type EstimatePlace = (typeof ESTIMATE_PLACES)[number];

export const PRICING_LIMITS = { price: 10_000_000, rangePercent: 50, clientTextLength: 500 } as const;

export const PRICING_TEXT = {
  homeownersOnly:
    'Price tables are for pool professionals. Choose contractor, builder or sales consultant as your role in your profile first.',
  defaultClientText: 'An estimate from the pool’s size and features. Your final quote follows a site visit.',
} as const;

const price = z
  .number({ error: 'Prices must be numbers.' })
  .finite()
  .min(0, { error: 'Prices cannot be negative.' })
  .max(PRICING_LIMITS.price, {
    error: `Prices can be up to ${PRICING_LIMITS.price.toLocaleString('en-US')}.`,
  });

export const PriceTableSchema = z.object({
  currency: z.enum(CURRENCIES, { error: `currency must be one of ${CURRENCIES.join(', ')}.` }),
  /** Prices are per square foot (`ft`) or per square metre (`m`). */
  unit: z.enum(LENGTH_UNITS, { error: 'unit must be ft or m.' }),
  base: price,
  perArea: z.object(
    Object.fromEntries(POOL_STYLES.map((style) => [style, price])) as Record<PoolStyle, typeof price>,
  ),
  features: z.object(
    Object.fromEntries(POOL_FEATURES.map((feature) => [feature, price])) as Record<PoolFeature, typeof price>,
  ),
  /** The range shown: the total minus and plus this share. */
  rangePercent: z
    .number({ error: 'The range must be a number.' })
    .min(0, { error: 'The range cannot be negative.' })
    .max(PRICING_LIMITS.rangePercent, { error: `The range can be up to ${PRICING_LIMITS.rangePercent} %.` }),
  /** Shown to clients beside the range. */
  clientText: z
    .string()
    .trim()
    .max(PRICING_LIMITS.clientTextLength, {
      error: `The text for clients can be up to ${PRICING_LIMITS.clientTextLength} characters.`,
    }),
  show: z.object(
    Object.fromEntries(ESTIMATE_PLACES.map((place) => [place, z.boolean()])) as Record<
      EstimatePlace,
      z.ZodBoolean
    >,
  ),
});
export type PriceTable = z.infer<typeof PriceTableSchema>;

export const EstimateSchema = z.object({
  currency: z.enum(CURRENCIES),
  low: z.number(),
  high: z.number(),
  /** The owner's words for clients. */
  text: z.string(),
});
export type Estimate = z.infer<typeof EstimateSchema>;

/** Who may keep a price table (USER_ROLES in auth-text.ts): pool professionals, not homeowners. */
export const PRICING_ROLES = ['contractor', 'builder', 'sales_consultant'] as const;
export function keepsPriceTable(role: string | null | undefined): boolean {
  return (PRICING_ROLES as readonly string[]).includes(role ?? '');
}

/** Why a design has no estimate: no price table, no real size, or estimates switched off there. */
export const ESTIMATE_REASONS = ['no-table', 'no-dimensions', 'hidden'] as const;
export type EstimateReason = (typeof ESTIMATE_REASONS)[number];

/** `GET /api/designs/{id}/estimate`: the owner's estimate of the design's latest version. */
export const DesignEstimateSchema = z.object({
  estimate: EstimateSchema.nullable(),
  reason: z.enum(ESTIMATE_REASONS).nullable(),
});
export type DesignEstimate = z.infer<typeof DesignEstimateSchema>;

/**
 * The step a range's ends are rounded to: 50 under 2,000; 100 under 10,000; 500 under 50,000;
 * 1,000 under 250,000; 5,000 from there.
 */
export function roundingStep(amount: number): number {
  if (amount < 2_000) return 50;
  if (amount < 10_000) return 100;
  if (amount < 50_000) return 500;
  if (amount < 250_000) return 1_000;
  return 5_000;
}

/**
 * A design's estimate. The total is the base, plus the area (converted to the table's unit) times
 * the style's price, plus each chosen feature's price. The range is the total less and more
 * `rangePercent`; the low end is rounded down and the high end up, each to the step of its own
 * amount (roundingStep), so the range never claims more precision than a site visit gives and
 * always contains the exact total. A table with zero prices gives 0 – 0.
 */
export function estimate(
  table: PriceTable,
  design: { dimensions: Dimensions; style: PoolStyle; features: readonly PoolFeature[] },
): Estimate {
  const area = convertLength(design.dimensions.area, design.dimensions.unit, table.unit as LengthUnit, 2);
  const total =
    table.base +
    area * table.perArea[design.style] +
    design.features.reduce((sum, feature) => sum + table.features[feature], 0);
  const low = total * (1 - table.rangePercent / 100);
  const high = total * (1 + table.rangePercent / 100);
  const down = (amount: number) => Math.floor(amount / roundingStep(amount)) * roundingStep(amount);
  const up = (amount: number) => Math.ceil(amount / roundingStep(amount)) * roundingStep(amount);
  return {
    currency: table.currency,
    low: Math.max(0, down(low)),
    high: up(high),
    text: table.clientText || PRICING_TEXT.defaultClientText,
  };
}

/** "$42,000 – $55,000". */
export function formatEstimate(value: Pick<Estimate, 'currency' | 'low' | 'high'>): string {
  const money = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: value.currency,
    maximumFractionDigits: 0,
  });
  return `${money.format(value.low)} – ${money.format(value.high)}`;
}
