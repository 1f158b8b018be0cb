/**
 * The signed-in session token, shared by every island.
 *
 * A session is a bearer token kept under `authToken` in local storage and mirrored in a cookie of
 * the same name, so that the API (which also reads cookies) and pages that only see the cookie
 * agree with the islands. `$authToken` is the single reactive view of it: islands subscribe
 * instead of reading storage themselves, and it follows changes made by other tabs (`storage`
 * event) and by this tab's own code (`authTokenUpdated` event).
 *
 * Only this module and `lib/api-client.ts` (which sends the token) read the token itself; anything
 * that only needs to know whether someone is signed in asks {@link isSignedIn} or `$authToken`.
 *
 * The module touches no browser global at import time so that Astro can render islands on the
 * server; the store starts as `null` and reads storage only when something subscribes (`onMount`).
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';

/** Name of the local-storage entry and of the cookie that hold the session token. */
export const AUTH_TOKEN_KEY = 'authToken';

/** Window event signalled whenever this tab stores or removes the token. */
export const AUTH_TOKEN_UPDATED_EVENT = 'authTokenUpdated';

/** How long a "remember me" cookie lives: 30 days, in seconds as `Max-Age` expects. */
export const REMEMBER_ME_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Options for {@link setAuthToken}. */
export interface SetAuthTokenOptions {
  /**
   * Keep the cookie for {@link REMEMBER_ME_MAX_AGE_SECONDS}; otherwise it is a session cookie that
   * the browser drops when it closes.
   */
  remember?: boolean;
}

const $store = atom<string | null>(null);

/**
 * The current session token, or `null` when signed out. Read-only: change it with
 * {@link setAuthToken} and {@link clearAuthToken} so that storage, cookie and other listeners
 * stay in step.
 */
export const $authToken: ReadableAtom<string | null> = $store;

/**
 * Local storage, or `null` when there is none (server rendering) or the browser refuses access
 * (blocked third-party storage and some private modes throw on the mere property access).
 */
function getLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readTokenFromLocalStorage(): string | null {
  try {
    return getLocalStorage()?.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

function readTokenFromCookie(): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${AUTH_TOKEN_KEY}=`;
  for (const part of document.cookie.split(';')) {
    const pair = part.trim();
    if (!pair.startsWith(prefix)) continue;
    const raw = pair.slice(prefix.length);
    try {
      return decodeURIComponent(raw) || null;
    } catch {
      // A cookie set by someone else with a stray `%` is still the token, just not encoded by us.
      return raw || null;
    }
  }
  return null;
}

/**
 * Attributes shared by writing and deleting the cookie: a browser only replaces or removes a
 * cookie whose Path matches. `SameSite=Lax` keeps the cookie off cross-site sub-requests (basic
 * CSRF protection) while still sending it on top-level navigation back from social login;
 * `Secure` keeps it off plain HTTP whenever the site itself is served over HTTPS.
 */
function cookieAttributes(): string {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return `Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The only place that writes the cookie. The Cookie Store API that Biome suggests is asynchronous
 * and missing from some browsers we serve, while sign-in and sign-out must take effect before the
 * next request is sent; the value is URI-encoded by the callers, so a plain write is safe.
 */
function writeCookie(line: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous write needed, see above.
  document.cookie = line;
}

/**
 * The saved session token, or `null` when there is none or when running on the server.
 * Local storage wins over the cookie: the cookie may be stale, e.g. one left by a social login
 * before the page moved the token into storage.
 */
export function readAuthToken(): string | null {
  return readTokenFromLocalStorage() ?? readTokenFromCookie();
}

function announceTokenChange(): void {
  $store.set(readAuthToken());
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(AUTH_TOKEN_UPDATED_EVENT));
}

/**
 * Store a freshly issued session token in local storage and in the `authToken` cookie, then
 * signal `authTokenUpdated`. An empty token is no session, so it signs the user out instead.
 * Does nothing useful on the server, where there is no storage.
 */
export function setAuthToken(token: string, options: SetAuthTokenOptions = {}): void {
  if (token === '') {
    clearAuthToken();
    return;
  }
  try {
    getLocalStorage()?.setItem(AUTH_TOKEN_KEY, token);
  } catch {
    // Storage full or blocked: the cookie below still carries the session.
  }
  if (typeof document !== 'undefined') {
    const lifetime = options.remember ? `; Max-Age=${REMEMBER_ME_MAX_AGE_SECONDS}` : '';
    writeCookie(`${AUTH_TOKEN_KEY}=${encodeURIComponent(token)}; ${cookieAttributes()}${lifetime}`);
  }
  announceTokenChange();
}

/** Whether a session token is saved (signed in, as far as this browser knows). */
export function isSignedIn(): boolean {
  return readAuthToken() !== null;
}

/**
 * A sign-in or registration succeeded: keep its token, for 30 days when `remember` is set (else
 * until the browser closes), and tell every island.
 */
export function signedIn(token: string, remember: boolean): void {
  setAuthToken(token, { remember });
}

/**
 * Finish a social sign-in. The API hands the new token over in the address (`urlToken`) or, when
 * the address has none, in a short-lived `authToken` cookie; that cookie is cleared and the token
 * kept for 30 days like any remembered sign-in. Answers where the token came from, or null when
 * there was none (the sign-in failed after all) and nothing changed.
 */
export function signedInFromSocialReturn(urlToken: string | null): 'url' | 'cookie' | null {
  const cookieToken = urlToken ? null : readTokenFromCookie();
  const token = urlToken ?? cookieToken;
  if (!token) return null;
  if (cookieToken) clearAuthTokenCookie();
  setAuthToken(token, { remember: true });
  return urlToken ? 'url' : 'cookie';
}

/** Expire the `authToken` cookie and leave local storage alone. */
function clearAuthTokenCookie(): void {
  if (typeof document !== 'undefined') {
    writeCookie(`${AUTH_TOKEN_KEY}=; ${cookieAttributes()}; Max-Age=0`);
  }
}

/**
 * Forget the session token: remove it from local storage and expire the cookie, then signal
 * `authTokenUpdated` so every island treats the user as signed out.
 */
export function clearAuthToken(): void {
  try {
    getLocalStorage()?.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Blocked storage holds nothing to remove.
  }
  clearAuthTokenCookie();
  announceTokenChange();
}

onMount($store, () => {
  const sync = (): void => {
    $store.set(readAuthToken());
  };
  sync();
  if (typeof window === 'undefined') return;

  // Another tab signed in or out. `key` is null when that tab cleared all of its storage.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === null || event.key === AUTH_TOKEN_KEY) sync();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(AUTH_TOKEN_UPDATED_EVENT, sync);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(AUTH_TOKEN_UPDATED_EVENT, sync);
  };
});
