import { createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutPlanFor,
  DEFAULT_REDIRECT_AFTER_SIGNUP,
  hasUnsafeAddressCharacter,
  SIGNUP_INTENT_KEYS,
  sameSitePath,
  takeSignupIntent,
} from './signup-intent.ts';

const takeRedirectAfterSignup = (storage: Storage | null) => takeSignupIntent(storage).redirect;

describe('takeSignupIntent: where registration goes', () => {
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

describe('takeSignupIntent: a paid plan chosen on /subscribe', () => {
  it('checks out Pro or Premium when /subscribe stored the plan, and clears the intent', () => {
    for (const plan of ['pro', 'premium'] as const) {
      const storage = createFakeStorage({ intendedPlan: plan });
      expect(takeSignupIntent(storage)).toEqual({ redirect: '/dashboard', checkoutPlan: plan });
      expect(storage.getItem('intendedPlan')).toBeNull();
    }
  });

  it('goes to the dashboard without paying for Start Free Trial, on /subscribe or the landing page', () => {
    expect(takeSignupIntent(createFakeStorage({ intendedPlan: 'free' })).checkoutPlan).toBeNull();
    const trial = createFakeStorage({ redirectAfterLogin: '/dashboard', signupMode: 'free-trial' });
    expect(takeSignupIntent(trial)).toEqual({ redirect: '/dashboard', checkoutPlan: null });
  });

  it('lets a landing page call to action win over a plan left from an earlier visit', () => {
    const storage = createFakeStorage({
      redirectAfterLogin: '/design/create',
      signupMode: 'create-design',
      intendedPlan: 'pro',
    });
    expect(takeSignupIntent(storage)).toEqual({ redirect: '/design/create', checkoutPlan: null });
  });

  it('never checks out a plan it does not sell', () => {
    expect(checkoutPlanFor('alpha', null)).toBeNull();
    expect(checkoutPlanFor('enterprise', null)).toBeNull();
    expect(checkoutPlanFor(null, null)).toBeNull();
    expect(checkoutPlanFor('premium', null)).toBe('premium');
    expect(checkoutPlanFor('premium', 'free-trial')).toBeNull();
  });
});

describe('sameSitePath', () => {
  const origin = 'https://poolscape.example';

  it('keeps paths with a query or hash on this site', () => {
    expect(sameSitePath('/dashboard', origin)).toBe('/dashboard');
    expect(sameSitePath('/subscribe?plan=pro#pricing', origin)).toBe('/subscribe?plan=pro#pricing');
  });

  it('refuses every address a browser would take off the site', () => {
    for (const value of [
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '\t//evil.example',
      '',
    ])
      expect(sameSitePath(value, origin), JSON.stringify(value)).toBeNull();
  });

  it('never returns an address that leaves the origin, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('/', '\\', '\t', '\n', 'a', '.', ':', '%', '?', '#', '@', ' ') }),
        (value) => {
          const path = sameSitePath(value, origin);
          if (path === null) return;
          expect(new URL(path, origin).origin).toBe(origin);
          expect(path.startsWith('//')).toBe(false);
          expect(hasUnsafeAddressCharacter(path)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
