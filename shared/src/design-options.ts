// The design options as editors set them (the CMS's `design-options` global, edited at
// /admin/design-options) and as the product reads them (`GET /api/design-options`): for every
// style, feature and time of day its label, description, preview image, place in the order and
// whether it is offered. The keys are the fixed set of designs.ts, the ones the renderer knows:
// editors change how an option reads and whether it is offered, never which options exist.
// Untouched, everything here equals the constants of designs.ts, so a fresh install is unchanged.
import { z } from 'zod';
import {
  FEATURE_LABELS,
  POOL_FEATURES,
  POOL_STYLES,
  type PoolFeature,
  type PoolStyle,
  STYLE_LABELS,
  TIME_LABELS,
  TIMES_OF_DAY,
  type TimeOfDay,
} from './designs.ts';

export const DESIGN_OPTION_GROUPS = ['styles', 'features', 'timesOfDay'] as const;
export type DesignOptionGroup = (typeof DESIGN_OPTION_GROUPS)[number];

/** The keys of each group, in their built-in order. */
export const DESIGN_OPTION_KEYS = {
  styles: POOL_STYLES,
  features: POOL_FEATURES,
  timesOfDay: TIMES_OF_DAY,
} as const;
export type DesignOptionKey<G extends DesignOptionGroup> = (typeof DESIGN_OPTION_KEYS)[G][number];

/** How each group is named on screens and in messages. */
export const DESIGN_OPTION_GROUP_NAMES: Record<DesignOptionGroup, { title: string; one: string }> = {
  styles: { title: 'Styles', one: 'style' },
  features: { title: 'Features', one: 'feature' },
  timesOfDay: { title: 'Times of day', one: 'time of day' },
};

export const DESIGN_OPTION_LIMITS = { label: 40, description: 200 } as const;

const DEFAULT_LABELS: { [G in DesignOptionGroup]: Record<DesignOptionKey<G>, string> } = {
  styles: STYLE_LABELS,
  features: FEATURE_LABELS,
  timesOfDay: TIME_LABELS,
};

/** The create screen's lines under each style; features and times of day had none. */
const DEFAULT_DESCRIPTIONS: { [G in DesignOptionGroup]: Partial<Record<DesignOptionKey<G>, string>> } = {
  styles: {
    modern: 'Clean lines and a crisp, pale coping.',
    traditional: 'A classic shape with warm stone edges.',
    natural: 'A free-form lagoon edged with rock and planting.',
    infinity: 'A vanishing edge that meets the view.',
    geometric: 'Bold angles and layered shapes.',
  },
  features: {},
  timesOfDay: {},
};

export const DESIGN_OPTIONS_TEXT = {
  styleOff: (label: string) => `The ${label} style is not available right now. Choose another style.`,
  /** "Waterfalls are not available right now.", "Hot tub is not available right now." */
  featureOff: (label: string) => `${label} ${/[^s]s$/i.test(label) ? 'are' : 'is'} not available right now.`,
  timeOff: (label: string) => `${label} is not available right now. Choose another time of day.`,
  lastOn: (group: DesignOptionGroup) =>
    `At least one ${DESIGN_OPTION_GROUP_NAMES[group].one} must stay on, so there is always something to choose.`,
  refreshed: 'Design options read again.',
  refreshPending: 'The CMS did not answer; the options held now stay in use and are read again shortly.',
} as const;

/** A preview image, as same-origin paths of its renditions. */
export const DesignOptionImageSchema = z.object({
  /** Up to 800 pixels wide. */
  url: z.string(),
  /** 400 by 300 pixels. */
  thumbnailUrl: z.string(),
  alt: z.string(),
});
export type DesignOptionImage = z.infer<typeof DesignOptionImageSchema>;

function itemSchema<K extends readonly [string, ...string[]]>(keys: K) {
  return z.object({
    key: z.enum(keys),
    label: z.string(),
    description: z.string(),
    image: DesignOptionImageSchema.nullable(),
    /** 0 for the first; the items are also listed in this order. */
    order: z.number().int(),
    /** Whether new designs may use it; switched-off options still name older designs. */
    enabled: z.boolean(),
  });
}

/** `GET /api/design-options`: every option of every group, in the editors' order. */
export const DesignOptionsCatalogSchema = z.object({
  styles: z.array(itemSchema(POOL_STYLES)),
  features: z.array(itemSchema(POOL_FEATURES)),
  timesOfDay: z.array(itemSchema(TIMES_OF_DAY)),
});
export type DesignOptionsCatalog = z.infer<typeof DesignOptionsCatalogSchema>;
export type DesignOptionItem<G extends DesignOptionGroup> = DesignOptionsCatalog[G][number];

/** A media document as a design option's `image` holds it at depth 1 (its id alone at depth 0). */
export const CmsOptionMediaSchema = z.object({
  id: z.union([z.number(), z.string()]),
  url: z.string().nullish(),
  alt: z.string().nullish(),
  sizes: z.record(z.string(), z.object({ url: z.string().nullish() }).nullish()).nullish(),
});
export type CmsOptionMedia = z.infer<typeof CmsOptionMediaSchema>;

/** One row of a group of the CMS global, read leniently: a broken row is skipped, not fatal. */
const CmsOptionRowSchema = z.object({
  key: z.string(),
  label: z.string().nullish(),
  description: z.string().nullish(),
  image: z.union([CmsOptionMediaSchema, z.number(), z.string()]).nullish(),
  enabled: z.boolean().nullish(),
});

/** A row of a group after reading: every key once, in order, with its words and image. */
export interface DesignOptionRow<K extends string = string> {
  key: K;
  label: string;
  description: string;
  enabled: boolean;
  /** The media document at depth 1, its id alone at depth 0, or null. */
  image: CmsOptionMedia | number | string | null;
}

/** The rows a group starts with: the CMS field's default value. */
export function defaultDesignOptionRows<G extends DesignOptionGroup>(
  group: G,
): { key: DesignOptionKey<G>; label: string; description: string; enabled: boolean }[] {
  const keys = DESIGN_OPTION_KEYS[group] as readonly DesignOptionKey<G>[];
  return keys.map((key) => ({
    key,
    label: DEFAULT_LABELS[group][key],
    description: DEFAULT_DESCRIPTIONS[group][key] ?? '',
    enabled: true,
  }));
}

/**
 * A group of the CMS global as the product uses it: unknown and repeated keys dropped, a key the
 * CMS does not hold yet added at the end with its built-in words, and never all switched off
 * (the CMS refuses that; should it happen anyway, the group is offered whole).
 */
export function readDesignOptionRows<G extends DesignOptionGroup>(
  group: G,
  rows: unknown,
): DesignOptionRow<DesignOptionKey<G>>[] {
  const keys = DESIGN_OPTION_KEYS[group] as readonly string[];
  const read: DesignOptionRow<DesignOptionKey<G>>[] = [];
  for (const raw of Array.isArray(rows) ? rows : []) {
    const row = CmsOptionRowSchema.safeParse(raw);
    if (!row.success || !keys.includes(row.data.key) || read.some((entry) => entry.key === row.data.key))
      continue;
    const key = row.data.key as DesignOptionKey<G>;
    read.push({
      key,
      label: row.data.label?.trim() || DEFAULT_LABELS[group][key],
      description: row.data.description?.trim() ?? '',
      enabled: row.data.enabled ?? true,
      image: row.data.image ?? null,
    });
  }
  for (const missing of defaultDesignOptionRows(group)) {
    if (!read.some((entry) => entry.key === missing.key)) read.push({ ...missing, image: null });
  }
  if (!read.some((entry) => entry.enabled)) for (const entry of read) entry.enabled = true;
  return read;
}

/** Path and query of a media URL, so images are served through the product's own origin. */
function sameOriginPath(url: string): string {
  const parsed = new URL(url, 'http://local');
  return `${parsed.pathname}${parsed.search}`;
}

function imageOf(media: DesignOptionRow['image']): DesignOptionImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null;
  const url = media.sizes?.card?.url ?? media.url;
  return {
    url: sameOriginPath(url),
    thumbnailUrl: sameOriginPath(media.sizes?.thumbnail?.url ?? url),
    alt: media.alt ?? '',
  };
}

function catalogGroup<G extends DesignOptionGroup>(group: G, rows: unknown) {
  return readDesignOptionRows(group, rows).map((row, order) => ({
    key: row.key,
    label: row.label,
    description: row.description,
    image: imageOf(row.image),
    order,
    enabled: row.enabled,
  }));
}

/** The catalogue from the CMS global's REST answer (read at depth 1 for the images). */
export function catalogFromCms(doc: unknown): DesignOptionsCatalog {
  const groups = (typeof doc === 'object' && doc !== null ? doc : {}) as Record<string, unknown>;
  return {
    styles: catalogGroup('styles', groups.styles),
    features: catalogGroup('features', groups.features),
    timesOfDay: catalogGroup('timesOfDay', groups.timesOfDay),
  };
}

/** The options exactly as the constants of designs.ts define them. */
export const DEFAULT_DESIGN_OPTIONS: DesignOptionsCatalog = catalogFromCms({});

/** Each key's label, for screens that name an option of a design. */
export interface DesignOptionLabels {
  style: Record<PoolStyle, string>;
  feature: Record<PoolFeature, string>;
  time: Record<TimeOfDay, string>;
}

export function designOptionLabels(catalog: DesignOptionsCatalog): DesignOptionLabels {
  const labels = <K extends string>(items: readonly { key: K; label: string }[]) =>
    Object.fromEntries(items.map((item) => [item.key, item.label])) as Record<K, string>;
  return {
    style: labels(catalog.styles),
    feature: labels(catalog.features),
    time: labels(catalog.timesOfDay),
  };
}

/** Why `options` cannot be used for a new render: the first switched-off option, or null. */
export function unavailableOption(
  catalog: DesignOptionsCatalog,
  options: { style: PoolStyle; features: readonly PoolFeature[]; timeOfDay: TimeOfDay },
): { field: string; message: string } | null {
  const style = catalog.styles.find((item) => item.key === options.style);
  if (style && !style.enabled)
    return { field: 'options.style', message: DESIGN_OPTIONS_TEXT.styleOff(style.label) };
  for (const key of options.features) {
    const feature = catalog.features.find((item) => item.key === key);
    if (feature && !feature.enabled)
      return { field: 'options.features', message: DESIGN_OPTIONS_TEXT.featureOff(feature.label) };
  }
  const time = catalog.timesOfDay.find((item) => item.key === options.timeOfDay);
  if (time && !time.enabled)
    return { field: 'options.timeOfDay', message: DESIGN_OPTIONS_TEXT.timeOff(time.label) };
  return null;
}
