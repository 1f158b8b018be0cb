// The editors' design options on the site's screens (`GET /api/design-options`, the same source
// the API checks submits against): what the create, regenerate and image-to-image forms offer, in
// which order and words, and the labels every design screen names a design's options by.
import {
  DEFAULT_DESIGN_OPTIONS,
  type DesignOptionLabels,
  type DesignOptionsCatalog,
  DesignOptionsCatalogSchema,
  designOptionLabels,
  type PoolFeature,
  type PoolStyle,
  type TimeOfDay,
} from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../../lib/api-client.ts';

export const designOptionsKey = ['design-options'] as const;

/** The options; read again whenever a screen that uses them opens, showing the copy held meanwhile. */
export function useDesignOptions() {
  return useQuery({
    queryKey: designOptionsKey,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/design-options', { schema: DesignOptionsCatalogSchema, signal }),
    refetchOnMount: 'always',
  });
}

/**
 * The options a form can offer: null while they are first read; the built-in ones when they could
 * not be read (the API still refuses a switched-off option, in plain words).
 */
export function useOfferedOptions(): DesignOptionsCatalog | null {
  const query = useDesignOptions();
  return query.data ?? (query.isError ? DEFAULT_DESIGN_OPTIONS : null);
}

/** Each option's label, for naming a design's options; the built-in ones until the options arrive. */
export function useOptionLabels(): DesignOptionLabels {
  const { data } = useDesignOptions();
  return useMemo(() => designOptionLabels(data ?? DEFAULT_DESIGN_OPTIONS), [data]);
}

interface Choice {
  style: PoolStyle;
  features: PoolFeature[];
  timeOfDay: TimeOfDay;
}

/**
 * `choice` with only what is offered: a switched-off feature dropped, a switched-off style or time
 * of day replaced by the first one offered. The same object when nothing had to change.
 */
export function offeredChoice<T extends Choice>(choice: T, catalog: DesignOptionsCatalog): T {
  const on = <K extends string>(items: readonly { key: K; enabled: boolean }[]) =>
    items.filter((item) => item.enabled).map((item) => item.key);
  const styles = on(catalog.styles);
  const features = on(catalog.features);
  const times = on(catalog.timesOfDay);
  const style = styles.includes(choice.style) ? choice.style : (styles[0] ?? choice.style);
  const timeOfDay = times.includes(choice.timeOfDay) ? choice.timeOfDay : (times[0] ?? choice.timeOfDay);
  const kept = choice.features.filter((feature) => features.includes(feature));
  if (style === choice.style && timeOfDay === choice.timeOfDay && kept.length === choice.features.length) {
    return choice;
  }
  return { ...choice, style, timeOfDay, features: kept };
}
