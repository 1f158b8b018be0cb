import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Dimensions } from './dimensions.ts';
import { estimate, formatEstimate, type PriceTable, roundingStep } from './pricing.ts';

const table: PriceTable = {
  currency: 'USD',
  unit: 'ft',
  base: 15_000,
  perArea: { modern: 90, traditional: 80, natural: 110, infinity: 150, geometric: 95 },
  features: { lighting: 2_500, waterfalls: 6_000, hotTub: 9_000, decking: 7_500, landscaping: 4_000 },
  rangePercent: 10,
  clientText: 'Our estimate, to be confirmed on a visit.',
  show: { result: true, presentation: true, share: true },
};
const feet = (area: number): Dimensions => ({
  unit: 'ft',
  length: 0,
  width: 0,
  area,
  depth: 5,
  volume: area * 5,
});

describe('estimate', () => {
  it('adds the base, the area at the style’s price and each feature, then rounds the range outwards', () => {
    // 15,000 + 512 × 90 + 2,500 + 6,000 = 69,580; ±10 % = 62,622 – 76,538; steps of 1,000.
    expect(
      estimate(table, { dimensions: feet(512), style: 'modern', features: ['lighting', 'waterfalls'] }),
    ).toEqual({
      currency: 'USD',
      low: 62_000,
      high: 77_000,
      text: 'Our estimate, to be confirmed on a visit.',
    });
  });

  it('converts the area into the table’s unit', () => {
    const metres: Dimensions = { unit: 'm', length: 10, width: 5, area: 50, depth: 1.5, volume: 75 };
    const perMetre: PriceTable = {
      ...table,
      unit: 'm',
      base: 0,
      perArea: { ...table.perArea, modern: 1_000 },
      rangePercent: 0,
    };
    expect(estimate(perMetre, { dimensions: metres, style: 'modern', features: [] })).toMatchObject({
      low: 50_000,
      high: 50_000,
    });
    // 50 m² is 538.2 sq ft: at $90 a square foot, 48,438.
    const fromFeet = estimate(
      { ...table, base: 0, rangePercent: 0 },
      { dimensions: metres, style: 'modern', features: [] },
    );
    expect(fromFeet).toMatchObject({ low: 48_000, high: 48_500 });
  });

  it('rounds to 50 under 2,000, 100 under 10,000, 500 under 50,000, 1,000 under 250,000 and 5,000 above', () => {
    expect([1_999, 2_000, 9_999, 10_000, 49_999, 50_000, 249_999, 250_000].map(roundingStep)).toEqual([
      50, 100, 100, 500, 500, 1_000, 1_000, 5_000,
    ]);
  });

  it('always contains the exact total, on whole steps, and never below zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5_000, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (area, perArea, rangePercent) => {
          const priced: PriceTable = {
            ...table,
            base: 0,
            perArea: { ...table.perArea, natural: perArea },
            rangePercent,
          };
          const result = estimate(priced, { dimensions: feet(area), style: 'natural', features: [] });
          const total = area * perArea;
          expect(result.low).toBeLessThanOrEqual(total + 1e-6);
          expect(result.high).toBeGreaterThanOrEqual(total - 1e-6);
          expect(result.low).toBeGreaterThanOrEqual(0);
          expect(result.low % roundingStep(result.low || 1)).toBe(0);
          expect(result.high % 50).toBe(0);
        },
      ),
    );
  });

  it('reads as a currency range', () => {
    expect(formatEstimate({ currency: 'USD', low: 62_000, high: 77_000 })).toBe('$62,000 – $77,000');
    expect(formatEstimate({ currency: 'EUR', low: 1_500, high: 2_000 })).toBe('€1,500 – €2,000');
  });
});
