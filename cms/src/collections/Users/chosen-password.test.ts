// A password someone else chose opens the CMS for choosing one's own, and nothing else.
import type { Access, PayloadRequest } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { editors, roleOf } from '../../access/index.ts';
import { clearAfterReset, markPasswordChooser } from './chosen-password.ts';

// The collections' modules read the CMS's configuration when they load.
vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { Users } = await import('./index.ts');
const { Posts } = await import('../Posts/index.ts');
afterAll(() => vi.unstubAllEnvs());

const req = (user: unknown) => ({ user }) as unknown as PayloadRequest;
const mark = (args: {
  data: Record<string, unknown>;
  operation: 'create' | 'update';
  id?: number;
  by?: number;
}) =>
  markPasswordChooser({
    data: args.data,
    operation: args.operation,
    originalDoc: args.id === undefined ? undefined : { id: args.id },
    req: req(args.by === undefined ? null : { id: args.by, role: 'admin' }),
  } as unknown as Parameters<typeof markPasswordChooser>[0]);

describe('a password its user did not choose', () => {
  it('marks the installation’s editor and anyone an admin types a password for', () => {
    expect(
      mark({ data: { email: 'e@x.example', password: 'from-the-seed' }, operation: 'create' }),
    ).toMatchObject({
      passwordChangeRequired: true,
    });
    expect(mark({ data: { password: 'typed-by-admin' }, operation: 'create', by: 1 })).toMatchObject({
      passwordChangeRequired: true,
    });
    expect(mark({ data: { password: 'typed-by-admin' }, operation: 'update', id: 7, by: 1 })).toMatchObject({
      passwordChangeRequired: true,
    });
  });

  it('is cleared when the user chooses their own, and left alone by other changes', () => {
    expect(mark({ data: { password: 'my-own-choice' }, operation: 'update', id: 7, by: 7 })).toMatchObject({
      passwordChangeRequired: false,
    });
    expect(mark({ data: { name: 'Ann' }, operation: 'update', id: 7, by: 7 })).toEqual({ name: 'Ann' });
    // Someone who comes with their app account is given a password nobody knows, and is let in.
    const appUser = { appUserId: '42', email: 'ed@x.example', password: 'random-and-unknown' };
    expect(mark({ data: appUser, operation: 'create' })).toEqual(appUser);
  });

  it('is cleared by a reset through the e-mailed link, and only by that', () => {
    const reset = { id: 7, hash: 'h', salt: 's', passwordChangeRequired: true };
    const run = (data: Record<string, unknown>, user: unknown) =>
      clearAfterReset({ data, operation: 'update', req: req(user) } as unknown as Parameters<
        typeof clearAfterReset
      >[0]);
    expect(run({ ...reset }, null)).toMatchObject({ passwordChangeRequired: false });
    expect(run({ ...reset }, { id: 7 })).toMatchObject({ passwordChangeRequired: true });
    expect(run({ id: 7, passwordChangeRequired: true }, null)).toMatchObject({
      passwordChangeRequired: true,
    });
  });

  it('cannot be cleared by writing the field', () => {
    const field = Users.fields.find((f) => 'name' in f && f.name === 'passwordChangeRequired') as {
      access: Record<'create' | 'update', () => boolean>;
    };
    expect(field.access.update()).toBe(false);
    expect(field.access.create()).toBe(false);
  });

  it('opens the admin, and the account itself, but no content', async () => {
    const marked = { id: 7, role: 'admin', _strategy: 'local-jwt', passwordChangeRequired: true };
    const access = (rules: unknown, name: string) => (rules as Record<string, Access>)[name];
    expect(roleOf(req(marked))).toBeNull();
    expect(await access(Users.access, 'admin')?.({ req: req(marked) } as never)).toBe(true);
    expect(await access(Users.access, 'update')?.({ req: req(marked) } as never)).toEqual({
      id: { equals: 7 },
    });
    expect(await access(Users.access, 'create')?.({ req: req(marked) } as never)).toBe(false);
    expect(await editors({ req: req(marked) } as never)).toBe(false);
    expect(await access(Posts.access, 'update')?.({ req: req(marked) } as never)).toBe(false);
    // The same account, once it chose its own password, is an admin again.
    expect(roleOf(req({ ...marked, passwordChangeRequired: false }))).toBe('admin');
  });
});
