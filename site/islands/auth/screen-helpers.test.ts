import { describe, expect, it } from 'vitest';
import { modeFromSearch } from './CombinedAuthForm.tsx';
import { afterLogin } from './LoginForm.tsx';
import { addressWithoutToken, tokenFromSearch } from './ResetPasswordForm.tsx';
import { redactResult } from './TestLoginForm.tsx';

describe('combined screen mode from the address', () => {
  it('opens reset mode for ?mode=forgot and create mode for ?mode=signup, sign in otherwise', () => {
    expect(modeFromSearch('?mode=forgot')).toBe('forgot');
    expect(modeFromSearch('?mode=signup')).toBe('signup');
    expect(modeFromSearch('')).toBe('signin');
    expect(modeFromSearch('?mode=admin')).toBe('signin');
  });
});

describe('reset page token from the address', () => {
  it('reads the token, and null when it is missing or empty', () => {
    expect(tokenFromSearch('?token=abc234')).toBe('abc234');
    expect(tokenFromSearch('?token=')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });

  it('leaves the address without the token, keeping the other parameters and the hash', () => {
    const at = (search: string, hash = '') =>
      addressWithoutToken({ pathname: '/reset-password', search, hash });
    expect(at('?token=abc234')).toBe('/reset-password');
    expect(at('?utm_source=mail&token=abc234&token=x', '#top')).toBe('/reset-password?utm_source=mail#top');
  });
});

describe('test login result', () => {
  it('never shows the whole session token', () => {
    expect(
      redactResult({ ok: true, data: { message: 'Logged in successfully', token: 'abcdefghijklmnop' } }),
    ).toEqual({
      ok: true,
      data: { message: 'Logged in successfully', token: 'abcdef…' },
    });
    const refused = {
      ok: false,
      reason: 'rejected',
      status: 401,
      message: 'Invalid email or password.',
    } as const;
    expect(redactResult(refused)).toBe(refused);
  });
});

describe('where signing in goes', () => {
  it('follows ?next= to a path on this site, such as the CMS, and goes to the dashboard otherwise', () => {
    expect(afterLogin('?next=/cms/admin')).toBe('/cms/admin');
    expect(afterLogin('')).toBe('/dashboard');
    for (const away of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])
      expect(afterLogin(`?next=${encodeURIComponent(away)}`)).toBe('/dashboard');
    // Browsers drop TAB, CR and LF inside an address: `/\t/host` would become `//host`.
    expect(afterLogin('?next=/%09/evil.example/phish')).toBe('/dashboard');
    expect(afterLogin('?next=/%0d%0a/evil.example')).toBe('/dashboard');
  });
});
