import { catalogFromCms, DEFAULT_DESIGN_OPTIONS } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { offeredChoice } from './design-options.ts';

describe('offeredChoice', () => {
  const choice = {
    style: 'modern',
    features: ['lighting', 'waterfalls'],
    timeOfDay: 'dusk',
    variations: 2,
  } as const;
  const form = { ...choice, features: [...choice.features] };

  it('keeps a choice that is all offered as it is', () => {
    expect(offeredChoice(form, DEFAULT_DESIGN_OPTIONS)).toBe(form);
  });

  it('drops a switched-off feature and moves off a switched-off style or time to the first offered', () => {
    const catalog = catalogFromCms({
      styles: [
        { key: 'geometric', label: 'Geometric' },
        { key: 'modern', label: 'Modern', enabled: false },
      ],
      features: [{ key: 'waterfalls', label: 'Waterfalls', enabled: false }],
      timesOfDay: [
        { key: 'dusk', label: 'Dusk', enabled: false },
        { key: 'night', label: 'Night' },
      ],
    });
    expect(offeredChoice(form, catalog)).toEqual({
      style: 'geometric',
      features: ['lighting'],
      timeOfDay: 'night',
      variations: 2,
    });
  });
});
