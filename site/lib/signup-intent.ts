/**
 * Where a visitor was heading when a call to action sent them to /register (spec §2 "Landing
 * page", §3 client-side storage, §4 "Registration success"): `redirectAfterLogin`, `signupMode`
 * and `intendedPlan` in local storage, written before the register screen and consumed by it.
 */

/** Local-storage entries of a sign-up intent. */
export const SIGNUP_INTENT_KEYS = {
  redirectAfterLogin: 'redirectAfterLogin',
  signupMode: 'signupMode',
  intendedPlan: 'intendedPlan',
} as const;

/** Where registration goes when no redirect was stored (spec §4). */
export const DEFAULT_REDIRECT_AFTER_SIGNUP = '/dashboard';

function getLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * Whether `path` is a path on this site. Security: the stored redirect is followed after sign-up,
 * so anything that could leave the site (`https://…`, protocol-relative `//host`, `/\host`, which
 * browsers read as `//host`, or `javascript:`) is refused rather than trusted.
 */
export function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/**
 * The page to open after a successful registration: the stored `redirectAfterLogin` when it is a
 * path on this site, else {@link DEFAULT_REDIRECT_AFTER_SIGNUP}. The whole intent
 * (`redirectAfterLogin`, `signupMode`, `intendedPlan`) is cleared, so it is used once.
 */
export function takeRedirectAfterSignup(storage: Storage | null = getLocalStorage()): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(SIGNUP_INTENT_KEYS.redirectAfterLogin) ?? null;
    for (const key of Object.values(SIGNUP_INTENT_KEYS)) storage?.removeItem(key);
  } catch {
    // A storage that refuses access holds no intent.
  }
  return stored && isSameSitePath(stored) ? stored : DEFAULT_REDIRECT_AFTER_SIGNUP;
}
