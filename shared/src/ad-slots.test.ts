import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AD_SLOT_MESSAGES,
  AdSlotInputSchema,
  checkAdSlotField,
  PUBLISHER_ID_PATTERN,
  SLOT_ID_PATTERN,
} from './ad-slots.ts';

const valid = {
  placement: 'blog-post-sidebar',
  publisherId: 'ca-pub-1234567890123456',
  slotId: '1234567890',
  enabled: true,
};

describe('an ad slot as the admin screen and the CMS check it', () => {
  it('takes AdSense ids, trimmed', () => {
    expect(
      AdSlotInputSchema.parse({ ...valid, publisherId: ' ca-pub-1234567890123456 ', slotId: ' 42 ' }),
    ).toEqual({ ...valid, slotId: '42' });
  });

  it.each([
    ['publisherId', 'pub-1234567890123456'],
    ['publisherId', 'ca-pub-123456789012345'],
    ['publisherId', 'ca-pub-12345678901234567'],
    ['publisherId', 'ca-pub-123456789012345a'],
    ['publisherId', 'ca-pub-1234567890123456"><script>'],
    ['slotId', ''],
    ['slotId', '12 34'],
    ['slotId', '-1'],
    ['slotId', '123456789012345678901'],
    ['slotId', '1234567890" onload="x'],
  ] as const)('refuses %s %j in plain words', (field, value) => {
    const result = AdSlotInputSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([AD_SLOT_MESSAGES[field]]);
  });

  it('refuses a place that is not one of the site’s', () => {
    const result = AdSlotInputSchema.safeParse({ ...valid, placement: 'dashboard' });
    expect(result.error?.issues[0]?.message).toBe(AD_SLOT_MESSAGES.placement);
  });

  it('takes exactly the ids that match AdSense’s forms, whatever is typed, and never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^ca-pub-\d{14,18}$/),
          fc.stringMatching(/^\d{0,22}$/),
          fc.anything(),
        ),
        (value) => {
          const trimmed = typeof value === 'string' ? value.trim() : null;
          expect(checkAdSlotField('publisherId', value)).toBe(
            trimmed !== null && PUBLISHER_ID_PATTERN.test(trimmed) ? true : AD_SLOT_MESSAGES.publisherId,
          );
          expect(checkAdSlotField('slotId', value)).toBe(
            trimmed !== null && SLOT_ID_PATTERN.test(trimmed) ? true : AD_SLOT_MESSAGES.slotId,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});
