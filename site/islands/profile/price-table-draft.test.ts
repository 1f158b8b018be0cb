// The price table form's state: a new table's defaults, a kept table round-tripped, and the boxes
// that do not make a price named in plain words.
import { describe, expect, it } from 'vitest';
import { draftOf, tableOf } from './price-table-draft.ts';

describe('price table drafts', () => {
  it('start a new table at zero prices, a 10 % range and the design’s page only', () => {
    const result = tableOf(draftOf(null));
    expect(result).toEqual({
      table: expect.objectContaining({
        currency: 'USD',
        unit: 'ft',
        base: 0,
        rangePercent: 10,
        clientText: '',
        show: { result: true, presentation: false, share: false },
      }),
    });
  });

  it('read prices with thousands separators and give a kept table back as it was', () => {
    const draft = {
      ...draftOf(null),
      base: ' 15,000 ',
      perArea: { ...draftOf(null).perArea, modern: '92.5' },
    };
    const result = tableOf(draft);
    if (!('table' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.table.base).toBe(15_000);
    expect(result.table.perArea.modern).toBe(92.5);
    expect(tableOf(draftOf(result.table))).toEqual(result);
  });

  it('name each box that makes no price', () => {
    const draft = {
      ...draftOf(null),
      base: '',
      features: { ...draftOf(null).features, lighting: '-5', decking: 'lots' },
      rangePercent: '75',
    };
    expect(tableOf(draft)).toEqual({
      errors: {
        base: 'Enter a number (0 for none).',
        'features.lighting': 'Prices cannot be negative.',
        'features.decking': 'Enter a number (0 for none).',
        rangePercent: 'The range can be up to 50 %.',
      },
    });
  });
});
