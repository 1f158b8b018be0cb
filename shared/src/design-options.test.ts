import { describe, expect, it } from 'vitest';
import {
  catalogFromCms,
  DEFAULT_DESIGN_OPTIONS,
  DESIGN_OPTIONS_TEXT,
  DesignOptionsCatalogSchema,
  defaultDesignOptionRows,
  designOptionLabels,
  unavailableOption,
} from './design-options.ts';
import {
  FEATURE_LABELS,
  POOL_FEATURES,
  POOL_STYLES,
  STYLE_LABELS,
  TIME_LABELS,
  TIMES_OF_DAY,
} from './designs.ts';

describe('design options', () => {
  it('untouched, are exactly the built-in styles, features and times of day, all offered', () => {
    expect(DesignOptionsCatalogSchema.parse(DEFAULT_DESIGN_OPTIONS)).toEqual(DEFAULT_DESIGN_OPTIONS);
    expect(DEFAULT_DESIGN_OPTIONS.styles.map((item) => item.key)).toEqual([...POOL_STYLES]);
    expect(DEFAULT_DESIGN_OPTIONS.features.map((item) => item.key)).toEqual([...POOL_FEATURES]);
    expect(DEFAULT_DESIGN_OPTIONS.timesOfDay.map((item) => item.key)).toEqual([...TIMES_OF_DAY]);
    expect(designOptionLabels(DEFAULT_DESIGN_OPTIONS)).toEqual({
      style: STYLE_LABELS,
      feature: FEATURE_LABELS,
      time: TIME_LABELS,
    });
    const all = [
      ...DEFAULT_DESIGN_OPTIONS.styles,
      ...DEFAULT_DESIGN_OPTIONS.features,
      ...DEFAULT_DESIGN_OPTIONS.timesOfDay,
    ];
    expect(all.every((item) => item.enabled && item.image === null)).toBe(true);
    expect(DEFAULT_DESIGN_OPTIONS.styles[0]).toMatchObject({
      description: 'Clean lines and a crisp, pale coping.',
      order: 0,
    });
    // What the CMS starts with reads back as the same options.
    expect(
      catalogFromCms({
        styles: defaultDesignOptionRows('styles'),
        features: defaultDesignOptionRows('features'),
        timesOfDay: defaultDesignOptionRows('timesOfDay'),
      }),
    ).toEqual(DEFAULT_DESIGN_OPTIONS);
  });

  it("follows the editors' order, words and switches, and keeps to the fixed keys", () => {
    const catalog = catalogFromCms({
      styles: [
        { key: 'infinity', label: ' Edge ', description: 'Over the view.', enabled: true },
        { key: 'jacuzzi', label: 'Invented', enabled: true },
        { key: 'modern', label: '', description: null, enabled: false },
        { key: 'infinity', label: 'Again', enabled: false },
        'not a row',
      ],
      features: [{ key: 'waterfalls', label: 'Waterfalls', enabled: false }],
      timesOfDay: [
        { key: 'day', enabled: false },
        { key: 'dusk', enabled: false },
        { key: 'night', enabled: false },
      ],
    });
    expect(catalog.styles.map((item) => [item.key, item.label, item.order, item.enabled])).toEqual([
      ['infinity', 'Edge', 0, true],
      ['modern', 'Modern', 1, false],
      // Keys the CMS does not hold come last, offered, in their own words.
      ['traditional', 'Traditional', 2, true],
      ['natural', 'Natural', 3, true],
      ['geometric', 'Geometric', 4, true],
    ]);
    expect(catalog.styles[0]?.description).toBe('Over the view.');
    expect(catalog.styles[1]?.description).toBe('');
    expect(catalog.features.map((item) => item.key)).toEqual([
      'waterfalls',
      'lighting',
      'hotTub',
      'decking',
      'landscaping',
    ]);
    expect(catalog.features[0]?.enabled).toBe(false);
    // A group with nothing on would leave nothing to choose: it is offered whole.
    expect(catalog.timesOfDay.every((item) => item.enabled)).toBe(true);
  });

  it('serves preview images from the product origin, at card and thumbnail size', () => {
    const catalog = catalogFromCms({
      features: [
        {
          key: 'lighting',
          label: 'Lighting',
          image: {
            id: 4,
            url: 'http://localhost:3000/cms/api/media/file/lights.webp',
            alt: 'Lit pool',
            sizes: {
              card: { url: 'http://localhost:3000/cms/api/media/file/lights-800x600.webp' },
              thumbnail: { url: 'http://localhost:3000/cms/api/media/file/lights-400x300.webp' },
            },
          },
        },
        { key: 'decking', label: 'Decking', image: 7 },
      ],
    });
    expect(catalog.features[0]?.image).toEqual({
      url: '/cms/api/media/file/lights-800x600.webp',
      thumbnailUrl: '/cms/api/media/file/lights-400x300.webp',
      alt: 'Lit pool',
    });
    // An image known only by its id (read at depth 0) has no address to show.
    expect(catalog.features[1]?.image).toBeNull();
  });

  it('names the first switched-off option of a choice in plain words', () => {
    const catalog = catalogFromCms({
      styles: [{ key: 'natural', label: 'Lagoon', enabled: false }],
      features: [
        { key: 'waterfalls', label: 'Waterfalls', enabled: false },
        { key: 'hotTub', label: 'Hot tub', enabled: false },
      ],
      timesOfDay: [{ key: 'night', label: 'Night', enabled: false }],
    });
    const choice = { style: 'modern', features: ['lighting'], timeOfDay: 'day' } as const;
    expect(unavailableOption(catalog, choice)).toBeNull();
    expect(unavailableOption(catalog, { ...choice, features: ['lighting', 'waterfalls'] })).toEqual({
      field: 'options.features',
      message: 'Waterfalls are not available right now.',
    });
    expect(unavailableOption(catalog, { ...choice, features: ['hotTub'] })?.message).toBe(
      'Hot tub is not available right now.',
    );
    expect(unavailableOption(catalog, { ...choice, style: 'natural' })).toEqual({
      field: 'options.style',
      message: DESIGN_OPTIONS_TEXT.styleOff('Lagoon'),
    });
    expect(unavailableOption(catalog, { ...choice, timeOfDay: 'night' })?.message).toBe(
      'Night is not available right now. Choose another time of day.',
    );
  });
});
