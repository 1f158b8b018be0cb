import { createFakeDocument, createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $authToken,
  AUTH_TOKEN_KEY,
  AUTH_TOKEN_UPDATED_EVENT,
  clearAuthToken,
  REMEMBER_ME_MAX_AGE_SECONDS,
  readAuthToken,
  setAuthToken,
} from './auth-token.ts';

function createFakeWindow(protocol: 'http:' | 'https:'): EventTarget & { location: { protocol: string } } {
  return Object.assign(new EventTarget(), { location: { protocol } });
}

let fakeDocument: ReturnType<typeof createFakeDocument>;
let fakeStorage: Storage;
let fakeWindow: ReturnType<typeof createFakeWindow>;

function browseOver(protocol: 'http:' | 'https:'): void {
  fakeDocument = createFakeDocument();
  fakeStorage = createFakeStorage();
  fakeWindow = createFakeWindow(protocol);
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('localStorage', fakeStorage);
  vi.stubGlobal('window', fakeWindow);
}

function countUpdateSignals(): { count: number } {
  const seen = { count: 0 };
  fakeWindow.addEventListener(AUTH_TOKEN_UPDATED_EVENT, () => {
    seen.count += 1;
  });
  return seen;
}

beforeEach(() => {
  browseOver('http:');
});

afterEach(() => {
  cleanStores($authToken);
  vi.unstubAllGlobals();
});

describe('readAuthToken', () => {
  it('prefers the token in local storage over an older cookie', () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'from-storage');
    fakeDocument.cookie = `${AUTH_TOKEN_KEY}=from-cookie`;
    expect(readAuthToken()).toBe('from-storage');
  });

  it('keeps a visitor signed in by the cookie alone, as social login leaves it', () => {
    fakeDocument.cookie = 'theme=dark';
    fakeDocument.cookie = `${AUTH_TOKEN_KEY}=from-cookie`;
    expect(readAuthToken()).toBe('from-cookie');
  });

  it('reports a signed-out visitor as null', () => {
    expect(readAuthToken()).toBeNull();
  });

  it('treats server rendering, where no browser storage exists, as signed out', () => {
    vi.unstubAllGlobals();
    expect(readAuthToken()).toBeNull();
    expect($authToken.get()).toBeNull();
  });
});

describe('setAuthToken', () => {
  it('remembers the session for 30 days when asked to', () => {
    setAuthToken('abc', { remember: true });
    expect(fakeStorage.getItem(AUTH_TOKEN_KEY)).toBe('abc');
    expect(fakeDocument.writes).toEqual([
      `authToken=abc; Path=/; SameSite=Lax; Max-Age=${REMEMBER_ME_MAX_AGE_SECONDS}`,
    ]);
    expect(REMEMBER_ME_MAX_AGE_SECONDS).toBe(2_592_000);
  });

  it('otherwise keeps the cookie only until the browser closes', () => {
    setAuthToken('abc');
    expect(fakeDocument.writes).toEqual(['authToken=abc; Path=/; SameSite=Lax']);
  });

  it('never lets the cookie travel over plain HTTP when the site is on HTTPS', () => {
    browseOver('https:');
    setAuthToken('abc');
    clearAuthToken();
    expect(fakeDocument.writes).toEqual([
      'authToken=abc; Path=/; SameSite=Lax; Secure',
      'authToken=; Path=/; SameSite=Lax; Secure; Max-Age=0',
    ]);
  });

  it('tells the rest of the page that the user signed in', () => {
    const signals = countUpdateSignals();
    const seen: (string | null)[] = [];
    const stop = $authToken.subscribe((token) => seen.push(token));
    setAuthToken('abc');
    stop();
    expect(signals.count).toBe(1);
    expect(seen).toEqual([null, 'abc']);
  });

  it('treats an empty token as signing out', () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'old');
    setAuthToken('');
    expect(readAuthToken()).toBeNull();
  });
});

describe('clearAuthToken', () => {
  it('signs the user out of storage and cookie and tells the page', () => {
    setAuthToken('abc', { remember: true });
    const signals = countUpdateSignals();
    clearAuthToken();
    expect(fakeStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(fakeDocument.cookie).toBe('');
    expect(signals.count).toBe(1);
    expect($authToken.get()).toBeNull();
  });
});

describe('$authToken', () => {
  it('shows the saved token as soon as an island subscribes', () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'saved');
    expect($authToken.get()).toBe('saved');
  });

  it('follows a sign-in made in another tab', () => {
    const stop = $authToken.listen(() => {});
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'other-tab');
    fakeWindow.dispatchEvent(Object.assign(new Event('storage'), { key: AUTH_TOKEN_KEY }));
    expect($authToken.get()).toBe('other-tab');
    stop();
  });

  it('follows code that changes storage and signals authTokenUpdated itself', () => {
    const stop = $authToken.listen(() => {});
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'social-login');
    fakeWindow.dispatchEvent(new Event(AUTH_TOKEN_UPDATED_EVENT));
    expect($authToken.get()).toBe('social-login');
    stop();
  });
});
