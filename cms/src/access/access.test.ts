// The CMS's roles: an editor or admin through the app session, the installation's editor account
// with its password, and nobody else; an app-session person holding any other kind of CMS token
// has no role at all, since the app may have taken theirs away.
import type { PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { APP_SESSION_STRATEGY } from '../auth/strategy-name.ts';
import { admins, editors, roleOf } from './index.ts';

const as = (user: Record<string, unknown> | null) => ({ req: { user } as unknown as PayloadRequest });

describe('roles in the CMS', () => {
  it('come from the app session for people who sign in with the app', () => {
    const viaApp = { role: 'admin', appUserId: 'a1', _strategy: APP_SESSION_STRATEGY };
    expect(roleOf(as(viaApp).req)).toBe('admin');
    expect(admins(as(viaApp))).toBe(true);
    expect(roleOf(as({ ...viaApp, _strategy: 'local-jwt' }).req)).toBeNull();
    expect(editors(as({ ...viaApp, _strategy: 'local-jwt' }))).toBe(false);
  });

  it("are the installation's editor account's own, and nothing for anyone else", () => {
    expect(roleOf(as({ role: 'admin', _strategy: 'local-jwt' }).req)).toBe('admin');
    expect(editors(as({ role: 'editor', _strategy: 'local-jwt' }))).toBe(true);
    expect(admins(as({ role: 'editor', _strategy: 'local-jwt' }))).toBe(false);
    expect(roleOf(as({ role: 'owner' }).req)).toBeNull();
    expect(editors(as(null))).toBe(false);
  });
});
