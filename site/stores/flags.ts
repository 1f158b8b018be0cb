/**
 * Feature flags: Facebook login is on, every other flag is off, and a visitor can turn a
 * flag on for one page view with the query parameter `experiment_{flag}=true`, for example
 * `/login?experiment_facebookLogin=true`.
 *
 * A query parameter can only turn a flag on, never off, and only a flag listed in
 * {@link FEATURE_FLAG_DEFAULTS}: a crafted link cannot hide a feature from someone or invent a
 * flag. Flags only choose what the page shows; the API enforces on its own what is allowed.
 *
 * Like `$authToken`, the store touches no browser global at import time: server rendering sees
 * the defaults, and the page's query string is read when an island first subscribes.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';

/** Every flag the site knows, with its value when no experiment parameter turns it on. */
export const FEATURE_FLAG_DEFAULTS = {
  facebookLogin: true,
} as const satisfies Record<string, boolean>;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** Prefix of the query parameters that turn a flag on. */
export const EXPERIMENT_PARAM_PREFIX = 'experiment_';

/**
 * The flags for a page whose query string is `search`: `defaults`, with every known flag named by
 * an `experiment_{flag}=true` parameter turned on. Other values (`false`, `1`, empty) change nothing.
 */
export function parseFeatureFlags<F extends string>(
  search: string,
  defaults: Readonly<Record<F, boolean>>,
): Record<F, boolean> {
  const flags: Record<F, boolean> = { ...defaults };
  const params = new URLSearchParams(search);
  for (const flag of Object.keys(defaults) as F[]) {
    if (params.get(`${EXPERIMENT_PARAM_PREFIX}${flag}`) === 'true') flags[flag] = true;
  }
  return flags;
}

const $store = atom<FeatureFlags>({ ...FEATURE_FLAG_DEFAULTS });

/** The flags of this page view. Read-only. */
export const $featureFlags: ReadableAtom<FeatureFlags> = $store;

onMount($store, () => {
  if (typeof window === 'undefined') return;
  $store.set(parseFeatureFlags(window.location.search, FEATURE_FLAG_DEFAULTS));
});

/** Where a flag's value came from, for the /experiments page. */
export type FlagSource = 'default' | 'query';

/** Every known flag with its value on a page whose query string is `search`, and its source. */
export function describeFlags(
  search: string,
): { flag: FeatureFlag; value: boolean; defaultValue: boolean; source: FlagSource }[] {
  const flags = parseFeatureFlags(search, FEATURE_FLAG_DEFAULTS);
  const params = new URLSearchParams(search);
  return (Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[]).map((flag) => ({
    flag,
    value: flags[flag],
    defaultValue: FEATURE_FLAG_DEFAULTS[flag],
    source: params.get(`${EXPERIMENT_PARAM_PREFIX}${flag}`) === 'true' ? 'query' : 'default',
  }));
}
