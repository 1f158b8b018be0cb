import { describe, expect, it } from 'vitest';
import { modeFromSearch } from './CombinedAuthForm.tsx';
import { tokenFromSearch } from './ResetPasswordForm.tsx';
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
