import { describe, expect, it } from 'vitest';
import { createFakeStorage } from '../test-support/browser-fakes.ts';
import {
  DEFAULT_REDIRECT_AFTER_SIGNUP,
  isSameSitePath,
  SIGNUP_INTENT_KEYS,
  takeRedirectAfterSignup,
} from './signup-intent.ts';

describe('takeRedirectAfterSignup', () => {
  it('goes to the stored redirect and clears redirectAfterLogin, signupMode and intendedPlan', () => {
    const storage = createFakeStorage({
      redirectAfterLogin: '/design/create',
      signupMode: 'create-design',
      intendedPlan: 'pro',
      authToken: 'kept',
    });
    expect(takeRedirectAfterSignup(storage)).toBe('/design/create');
    for (const key of Object.values(SIGNUP_INTENT_KEYS)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('authToken')).toBe('kept');
  });

  it('goes to /dashboard when nothing was stored', () => {
    expect(DEFAULT_REDIRECT_AFTER_SIGNUP).toBe('/dashboard');
    expect(takeRedirectAfterSignup(createFakeStorage())).toBe('/dashboard');
    expect(takeRedirectAfterSignup(null)).toBe('/dashboard');
  });

  it('never follows a stored redirect off the site', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
    ]) {
      const storage = createFakeStorage({ redirectAfterLogin: target, signupMode: 'free-trial' });
      expect(takeRedirectAfterSignup(storage)).toBe('/dashboard');
      expect(storage.getItem('signupMode')).toBeNull();
    }
  });

  it('survives a storage that refuses access', () => {
    const refusing = createFakeStorage();
    refusing.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(takeRedirectAfterSignup(refusing)).toBe('/dashboard');
  });
});

describe('isSameSitePath', () => {
  it('accepts paths with a query or hash on this site', () => {
    expect(isSameSitePath('/dashboard')).toBe(true);
    expect(isSameSitePath('/subscribe?plan=pro#pricing')).toBe(true);
  });
});
