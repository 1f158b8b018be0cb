/**
 * Where a visitor was heading when a call to action sent them to /register, so registration
 * can take them there: `redirectAfterLogin`, `signupMode` and `intendedPlan` in local storage,
 * written before the register screen and consumed by it. A paid plan chosen on /subscribe (which
 * stores `intendedPlan` and no `signupMode`) goes on to its Checkout once the account exists.
 */
// Plain data modules only: this runs on every landing page, which must not carry the schemas.
import type { PaidPlanKey } from '@poolscape/shared/billing';
import { PLANS } from '@poolscape/shared/plans';

/** Local-storage entries of a sign-up intent. */
export const SIGNUP_INTENT_KEYS = {
  redirectAfterLogin: 'redirectAfterLogin',
  signupMode: 'signupMode',
  intendedPlan: 'intendedPlan',
} as const;

/** Where registration goes when no redirect was stored. */
export const DEFAULT_REDIRECT_AFTER_SIGNUP = '/dashboard';

function getLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether `value` holds a control character (browsers drop TAB, CR and LF inside an address) or a
 * backslash.
 */
export function hasUnsafeAddressCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * `value` as a path on this site, or null. Security: a `?next=` or a stored redirect is followed
 * after sign-in or sign-up, so it is resolved against this page's origin and accepted only when
 * the origin stays the same. Anything with a control character or a backslash is refused before
 * that: browsers drop TAB, CR and LF inside a URL, so `/\t/host` becomes `//host`, and they read
 * `/\host` as `//host` too; `https://…`, `//host` and `javascript:` change the origin. A path that
 * resolves to `//…` (`/.//host`) is refused as well: given back, it would name another host.
 */
export function sameSitePath(value: string, origin = siteOrigin()): string | null {
  if (!value.startsWith('/') || hasUnsafeAddressCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function siteOrigin(): string {
  return typeof window === 'undefined' ? 'https://poolscape.invalid' : window.location.origin;
}

/** What registration does next: open `redirect`, or first check out `checkoutPlan` when it is set. */
export interface SignupNextStep {
  redirect: string;
  checkoutPlan: PaidPlanKey | null;
}

/**
 * The plan to check out right after registration: a paid plan chosen on /subscribe. A landing
 * page call to action ("Start Free Trial", "Design Now") stores a `signupMode`, and goes where it
 * says without paying, whatever plan an earlier visit left behind.
 */
export function checkoutPlanFor(intendedPlan: string | null, signupMode: string | null): PaidPlanKey | null {
  if (signupMode) return null;
  const plan = PLANS.find((entry) => entry.key === intendedPlan);
  return plan && plan.key !== 'free' ? plan.key : null;
}

/**
 * What to do after a successful registration: the stored `redirectAfterLogin` when it is a path
 * on this site (else {@link DEFAULT_REDIRECT_AFTER_SIGNUP}), and the plan to check out first
 * ({@link checkoutPlanFor}). The whole intent (`redirectAfterLogin`, `signupMode`,
 * `intendedPlan`) is cleared, so it is used once.
 */
export function takeSignupIntent(storage: Storage | null = getLocalStorage()): SignupNextStep {
  let stored: string | null = null;
  let checkoutPlan: PaidPlanKey | null = null;
  try {
    stored = storage?.getItem(SIGNUP_INTENT_KEYS.redirectAfterLogin) ?? null;
    checkoutPlan = checkoutPlanFor(
      storage?.getItem(SIGNUP_INTENT_KEYS.intendedPlan) ?? null,
      storage?.getItem(SIGNUP_INTENT_KEYS.signupMode) ?? null,
    );
    for (const key of Object.values(SIGNUP_INTENT_KEYS)) storage?.removeItem(key);
  } catch {
    // A storage that refuses access holds no intent.
  }
  return {
    redirect: (stored && sameSitePath(stored)) || DEFAULT_REDIRECT_AFTER_SIGNUP,
    checkoutPlan,
  };
}

/** The two calls to action that lead to /register, and what each stores. */
export const SIGNUP_INTENTS = {
  'create-design': { redirectAfterLogin: '/design/create', signupMode: 'create-design' },
  'free-trial': { redirectAfterLogin: '/dashboard', signupMode: 'free-trial' },
} as const;
export type SignupMode = keyof typeof SIGNUP_INTENTS;

/** Stores the intent of a landing page call to action before going to /register. */
export function storeSignupIntent(mode: SignupMode, storage: Storage | null = getLocalStorage()): void {
  const intent = SIGNUP_INTENTS[mode];
  try {
    storage?.setItem(SIGNUP_INTENT_KEYS.redirectAfterLogin, intent.redirectAfterLogin);
    storage?.setItem(SIGNUP_INTENT_KEYS.signupMode, intent.signupMode);
  } catch {
    // Without storage the visitor still reaches /register; the default redirect applies.
  }
}

/** Stores the plan a visitor chose on /subscribe as `intendedPlan`. */
export function storeIntendedPlan(plan: string, storage: Storage | null = getLocalStorage()): void {
  try {
    storage?.setItem(SIGNUP_INTENT_KEYS.intendedPlan, plan);
  } catch {
    // As above.
  }
}

/** Forgets which call to action or plan was chosen (the redirect stays). */
function forgetSignupChoice(storage: Storage | null = getLocalStorage()): void {
  try {
    storage?.removeItem(SIGNUP_INTENT_KEYS.signupMode);
    storage?.removeItem(SIGNUP_INTENT_KEYS.intendedPlan);
  } catch {
    // As above.
  }
}

/**
 * Makes every `[data-signup-mode]` link store its intent and every `[data-intended-plan]` link
 * its plan when chosen; the links are ordinary links to /register, so they work without script.
 */
export function initSignupLinks(root: Document | HTMLElement = document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLElement>(
      '[data-signup-mode],[data-intended-plan]',
    );
    if (!link) return;
    // The latest call to action is the intent: a plan chosen after "Start Free Trial" (or the
    // other way round) must not leave the earlier choice to decide what registration does.
    forgetSignupChoice();
    const mode = link.dataset.signupMode;
    if (mode && mode in SIGNUP_INTENTS) storeSignupIntent(mode as SignupMode);
    const plan = link.dataset.intendedPlan;
    if (plan) storeIntendedPlan(plan);
  });
}
