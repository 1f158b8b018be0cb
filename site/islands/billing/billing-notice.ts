/**
 * A refused checkout that happened on another page (right after registration) is told on the
 * Upgrade screen as `/upgrade?notice=<key>`. Security: only the key of one of our own messages
 * travels in the address, never text, so a crafted link cannot make the screen say anything else.
 */
import { BILLING_TEXT } from '@poolscape/shared';
import { errorMessage } from '../../lib/api-client.ts';

export const BILLING_NOTICES = {
  notConfigured: BILLING_TEXT.notConfigured,
  alreadySubscribed: BILLING_TEXT.alreadySubscribed,
  stripeUnavailable: BILLING_TEXT.stripeUnavailable,
  priceMismatch: BILLING_TEXT.priceMismatch,
  checkoutFailed: 'We could not open the payment page. Choose your plan below to try again.',
} as const;
export type BillingNoticeKey = keyof typeof BILLING_NOTICES;

/** The notice that says why a checkout failed: the API's message when it is one of ours. */
export function noticeKeyFor(error: unknown): BillingNoticeKey {
  const message = errorMessage(error, '');
  const known = (Object.keys(BILLING_NOTICES) as BillingNoticeKey[]).find(
    (key) => BILLING_NOTICES[key] === message,
  );
  return known ?? 'checkoutFailed';
}

/** The Upgrade screen's address that tells why a checkout failed. */
export function upgradePathWithNotice(error: unknown): string {
  return `/upgrade?notice=${noticeKeyFor(error)}`;
}

/** The text of the `notice` parameter of `search`, or null when there is none we know. */
export function noticeFromSearch(search: string): string | null {
  const key = new URLSearchParams(search).get('notice');
  return key && Object.hasOwn(BILLING_NOTICES, key) ? BILLING_NOTICES[key as BillingNoticeKey] : null;
}
