import { BILLING_TEXT } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { BILLING_NOTICES, noticeFromSearch, upgradePathWithNotice } from './billing-notice.ts';

const refusal = (status: number, message: string) =>
  new ApiError(status, 'Error', JSON.stringify({ message }));

describe('a checkout refused after registration, told on the Upgrade screen', () => {
  it('carries the reason as the key of our own message', () => {
    expect(upgradePathWithNotice(refusal(409, BILLING_TEXT.notConfigured))).toBe(
      '/upgrade?notice=notConfigured',
    );
    expect(upgradePathWithNotice(refusal(502, BILLING_TEXT.stripeUnavailable))).toBe(
      '/upgrade?notice=stripeUnavailable',
    );
    expect(noticeFromSearch('?notice=notConfigured')).toBe(BILLING_TEXT.notConfigured);
  });

  it('says a failure it does not know in general words', () => {
    expect(upgradePathWithNotice(new TypeError('Failed to fetch'))).toBe('/upgrade?notice=checkoutFailed');
    expect(upgradePathWithNotice(refusal(500, 'Internal'))).toBe('/upgrade?notice=checkoutFailed');
    expect(noticeFromSearch('?notice=checkoutFailed')).toBe(BILLING_NOTICES.checkoutFailed);
  });

  it('never shows words from the address', () => {
    expect(noticeFromSearch('?notice=Call%20555-0100%20to%20pay')).toBeNull();
    expect(noticeFromSearch('?notice=toString')).toBeNull();
    expect(noticeFromSearch('')).toBeNull();
  });
});
