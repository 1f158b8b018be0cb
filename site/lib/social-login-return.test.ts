import { createFakeDocument, createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $authToken, AUTH_TOKEN_KEY } from '../stores/auth-token.ts';
import { $toasts, FLASH_TOASTS_KEY, removeToast } from '../stores/toasts.ts';
import { handleSocialLoginReturn, socialErrorMessage } from './social-login-return.ts';

interface FakePage {
  url: URL;
  reload: ReturnType<typeof vi.fn>;
  document: ReturnType<typeof createFakeDocument>;
  localStorage: Storage;
  sessionStorage: Storage;
}

/** Opens `address` in a fake browser: location, history, storage and cookies. */
function openPage(address: string): FakePage {
  const url = new URL(address, 'https://poolscape.example');
  const reload = vi.fn();
  const location = {
    protocol: 'https:',
    get pathname() {
      return url.pathname;
    },
    get search() {
      return url.search;
    },
    get hash() {
      return url.hash;
    },
    reload,
  };
  const history = {
    state: null,
    replaceState: (_state: unknown, _title: string, next: string) => {
      const target = new URL(next, url);
      url.pathname = target.pathname;
      url.search = target.search;
      url.hash = target.hash;
    },
  };
  const page: FakePage = {
    url,
    reload,
    document: createFakeDocument(),
    localStorage: createFakeStorage(),
    sessionStorage: createFakeStorage(),
  };
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location, history }));
  vi.stubGlobal('document', page.document);
  vi.stubGlobal('localStorage', page.localStorage);
  vi.stubGlobal('sessionStorage', page.sessionStorage);
  return page;
}

beforeEach(() => {
  removeToast();
});

afterEach(() => {
  cleanStores($authToken);
  removeToast();
  vi.unstubAllGlobals();
});

describe('handleSocialLoginReturn: success', () => {
  it('stores the token from the URL, strips the query string and reloads', () => {
    const page = openPage('/dashboard?google_login=success&token=url-token#top');
    expect(handleSocialLoginReturn()).toEqual({ kind: 'signed-in', provider: 'google', tokenFrom: 'url' });
    expect(page.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('url-token');
    expect(page.url.search).toBe('');
    expect(page.url.pathname).toBe('/dashboard');
    expect(page.url.hash).toBe('#top');
    expect(page.reload).toHaveBeenCalledOnce();
  });

  it('takes the token from the authToken cookie when the URL has none, and clears that cookie', () => {
    const page = openPage('/dashboard?facebook_login=success');
    page.document.cookie = 'authToken=cookie-token; Path=/; Max-Age=120';
    page.document.writes.length = 0;

    expect(handleSocialLoginReturn()).toEqual({
      kind: 'signed-in',
      provider: 'facebook',
      tokenFrom: 'cookie',
    });
    expect(page.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('cookie-token');
    // The two-minute hand-over cookie is expired first; the store then writes its own copy.
    expect(page.document.writes[0]).toMatch(/^authToken=; .*Max-Age=0$/);
    expect(page.document.writes[1]).toMatch(
      /^authToken=cookie-token; Path=\/; SameSite=Lax; Secure; Max-Age=2592000$/,
    );
    expect(page.url.search).toBe('');
    expect(page.reload).toHaveBeenCalledOnce();
  });

  it('prefers the URL token over a cookie and leaves a cookie it did not use alone until storing', () => {
    const page = openPage('/dashboard?google_login=success&token=from-url');
    page.document.cookie = 'authToken=from-cookie';
    page.document.writes.length = 0;
    handleSocialLoginReturn();
    expect(page.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('from-url');
    expect(page.document.writes.some((line) => line.includes('Max-Age=0'))).toBe(false);
  });

  it("keeps the provider's success toast for the reloaded page", () => {
    const page = openPage('/dashboard?google_login=success&token=t');
    handleSocialLoginReturn();
    const flashed = JSON.parse(page.sessionStorage.getItem(FLASH_TOASTS_KEY) ?? '[]');
    expect(flashed).toEqual([expect.objectContaining({ title: 'Google login successful' })]);
  });

  it('reports a failed sign-in when no token came back at all', () => {
    const page = openPage('/dashboard?facebook_login=success');
    expect(handleSocialLoginReturn()).toEqual({ kind: 'failed', message: 'Facebook login failed' });
    expect(page.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect($toasts.get()[0]).toMatchObject({ title: 'Facebook login failed', variant: 'destructive' });
    expect(page.url.search).toBe('');
    expect(page.reload).not.toHaveBeenCalled();
  });
});

describe('handleSocialLoginReturn: errors', () => {
  it.each([
    ['facebook_auth_failed', 'Facebook login failed'],
    ['google_auth_failed', 'Google login failed'],
    ['access_denied', 'Social login failed'],
    ['', 'Social login failed'],
  ])('error=%s shows the destructive toast "%s", then clears the query string', (error, title) => {
    const page = openPage(`/?error=${error}&utm_source=x`);
    expect(handleSocialLoginReturn()).toEqual({ kind: 'failed', message: title });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({ title, variant: 'destructive', open: true });
    expect(page.url.search).toBe('');
    expect(page.reload).not.toHaveBeenCalled();
    expect(page.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('maps error values as the spec says', () => {
    expect(socialErrorMessage('facebook_auth_failed')).toBe('Facebook login failed');
    expect(socialErrorMessage('google_auth_failed')).toBe('Google login failed');
    expect(socialErrorMessage('anything')).toBe('Social login failed');
  });
});

describe('handleSocialLoginReturn: nothing to do', () => {
  it('leaves an ordinary page, its query string and storage alone', () => {
    const page = openPage('/blog?page=2');
    page.document.cookie = 'authToken=someone';
    expect(handleSocialLoginReturn()).toEqual({ kind: 'none' });
    expect(page.url.search).toBe('?page=2');
    expect(page.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect($toasts.get()).toEqual([]);
  });

  it('ignores a token parameter without a success flag (a crafted link cannot sign someone in)', () => {
    const page = openPage('/?token=planted');
    expect(handleSocialLoginReturn()).toEqual({ kind: 'none' });
    expect(page.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('does nothing on a second call after handling an error', () => {
    openPage('/?error=google_auth_failed');
    handleSocialLoginReturn();
    removeToast();
    expect(handleSocialLoginReturn()).toEqual({ kind: 'none' });
    expect($toasts.get()).toEqual([]);
  });

  it('does nothing on the server', () => {
    expect(handleSocialLoginReturn()).toEqual({ kind: 'none' });
  });
});
