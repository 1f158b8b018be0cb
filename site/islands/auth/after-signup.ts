// Where a new account goes first, after registration by e-mail or a social sign-up's profile
// setup: the page it was heading to (on this site only), or first the Checkout of a paid plan
// chosen on /subscribe. The sign-up intent is used once.
import { takeSignupIntent } from '../../lib/signup-intent.ts';

export async function pageAfterSignup(): Promise<string> {
  const next = takeSignupIntent();
  if (!next.checkoutPlan) return next.redirect;
  try {
    // Billing's code loads only for the visitors who chose a paid plan.
    const { checkoutAfterSignup } = await import('../billing/signup-checkout.ts');
    return await checkoutAfterSignup(next.checkoutPlan);
  } catch {
    return '/upgrade';
  }
}
