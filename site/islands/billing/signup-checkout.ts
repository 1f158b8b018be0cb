// Right after registering from a paid plan on /subscribe: that plan's Stripe Checkout, or, when
// it cannot open (payments not set up, Stripe unreachable), the Upgrade screen saying why.
import type { PaidPlanKey } from '@poolscape/shared';
import { createCheckout } from './billing-api.ts';
import { upgradePathWithNotice } from './billing-notice.ts';
import { rememberCheckoutBaseline } from './checkout-confirmation.ts';

/** Where the browser goes next: the Checkout page's address, or `/upgrade?notice=…`. */
export async function checkoutAfterSignup(plan: PaidPlanKey): Promise<string> {
  try {
    const url = await createCheckout({ plan });
    // A new account: the Free trial, no pack images.
    rememberCheckoutBaseline({ kind: 'plan', plan: 'free', packImages: 0 });
    return url;
  } catch (error) {
    return upgradePathWithNotice(error);
  }
}
