import { describe, expect, it } from 'vitest';
import {
  countImages,
  describeCard,
  describeImageChange,
  formatMoney,
  formatPricePerImage,
} from './billing-format.ts';

describe('formatMoney', () => {
  it('reads Stripe amounts, given in cents, as money', () => {
    expect(formatMoney(2999, 'usd')).toBe('$29.99');
    expect(formatMoney(900, 'USD')).toBe('$9.00');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
    expect(formatMoney(123456, 'usd')).toBe('$1,234.56');
    expect(formatMoney(-500, 'usd')).toBe('-$5.00');
  });

  it('knows currencies without cents and still reads a code it does not know', () => {
    expect(formatMoney(500, 'jpy')).toBe('¥500');
    expect(formatMoney(1999, 'eur')).toBe('€19.99');
    expect(formatMoney(2999, 'not-a-currency')).toBe('29.99 NOT-A-CURRENCY');
  });
});

describe('formatPricePerImage', () => {
  it('says what one image of each pack costs, to the cent', () => {
    expect(formatPricePerImage(9, 25)).toBe('$0.36');
    expect(formatPricePerImage(29, 100)).toBe('$0.29');
    expect(formatPricePerImage(59, 250)).toBe('$0.24');
    expect(formatPricePerImage(9, 0)).toBe('$0.00');
  });
});

describe('describeCard', () => {
  it('names the card as people say it, with a two-digit month', () => {
    expect(describeCard({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 })).toBe(
      'Visa ending 4242, expires 12/2030',
    );
    expect(describeCard({ brand: 'amex', last4: '0005', expMonth: 3, expYear: 2029 })).toBe(
      'American Express ending 0005, expires 03/2029',
    );
    expect(describeCard({ brand: 'cartes_bancaires', last4: '1111', expMonth: 1, expYear: 2031 })).toBe(
      'Cartes bancaires ending 1111, expires 01/2031',
    );
  });
});

describe('describeImageChange', () => {
  it('shows images added with a plus and used with a real minus, and says which', () => {
    expect(describeImageChange(25)).toEqual({ shown: '+25', spoken: '25 images added' });
    expect(describeImageChange(-1)).toEqual({ shown: '\u22121', spoken: '1 image used' });
    expect(describeImageChange(-4)).toEqual({ shown: '\u22124', spoken: '4 images used' });
    expect(describeImageChange(-21, 'purchase_refund').spoken).toBe('21 images taken back');
  });

  it('counts images in words', () => {
    expect(countImages(1)).toBe('1 image');
    expect(countImages(0)).toBe('0 images');
  });
});
