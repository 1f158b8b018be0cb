// The price table form's state: every price as the text in its box, turned into a PriceTable (or
// plain-word errors per field) when it is saved. A new table starts at zero prices, a 10 % range
// and estimates shown on the design's page only.
import {
  type Currency,
  type EstimatePlace,
  type LengthUnit,
  POOL_FEATURES,
  POOL_STYLES,
  type PoolFeature,
  type PoolStyle,
  type PriceTable,
  PriceTableSchema,
} from '@poolscape/shared';

export interface PriceTableDraft {
  currency: Currency;
  unit: LengthUnit;
  base: string;
  perArea: Record<PoolStyle, string>;
  features: Record<PoolFeature, string>;
  rangePercent: string;
  clientText: string;
  show: Record<EstimatePlace, boolean>;
}

/** A field's errors by its name: `base`, `perArea.modern`, `features.lighting`, `rangePercent`... */
export type DraftErrors = Record<string, string>;

const each = <K extends string>(keys: readonly K[], value: (key: K) => string): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, string>;

export function draftOf(table: PriceTable | null): PriceTableDraft {
  if (!table)
    return {
      currency: 'USD',
      unit: 'ft',
      base: '0',
      perArea: each(POOL_STYLES, () => '0'),
      features: each(POOL_FEATURES, () => '0'),
      rangePercent: '10',
      clientText: '',
      show: { result: true, presentation: false, share: false },
    };
  return {
    ...table,
    base: String(table.base),
    perArea: each(POOL_STYLES, (style) => String(table.perArea[style])),
    features: each(POOL_FEATURES, (feature) => String(table.features[feature])),
    rangePercent: String(table.rangePercent),
    show: { ...table.show },
  };
}

/** A box's number: blank or not a number stays NaN, for the schema to name. */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(/,/g, '');
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

/** The table the draft describes, or the errors of the fields that do not make one. */
export function tableOf(draft: PriceTableDraft): { table: PriceTable } | { errors: DraftErrors } {
  const parsed = PriceTableSchema.safeParse({
    ...draft,
    base: numberOf(draft.base),
    perArea: Object.fromEntries(POOL_STYLES.map((style) => [style, numberOf(draft.perArea[style])])),
    features: Object.fromEntries(
      POOL_FEATURES.map((feature) => [feature, numberOf(draft.features[feature])]),
    ),
    rangePercent: numberOf(draft.rangePercent),
  });
  if (parsed.success) return { table: parsed.data };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.join('.');
    // A blank or unreadable box: the schema's "must be numbers" says it plainly enough.
    errors[field] ??= issue.code === 'invalid_type' ? 'Enter a number (0 for none).' : issue.message;
  }
  return { errors };
}
