// One account with the CMS: the CMS learns from the API whether a session token is staff's.
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const TOKEN = 'test-internal-token-0123456789';

describe('POST /api/internal/staff-session', () => {
  const test = useTestApp({ internalToken: TOKEN });
  const ask = (token: unknown, headers: Record<string, string> = { 'x-internal-token': TOKEN }) =>
    test.app.inject({
      method: 'POST',
      url: '/api/internal/staff-session',
      headers,
      payload: { token },
      remoteAddress: '127.0.0.1',
    });

  it("names an editor's or an admin's session, and nobody else's, and forgets it once they sign out", async () => {
    const editor = await registerUser(test.app, test.db.pool);
    const admin = await registerUser(test.app, test.db.pool);
    const user = await registerUser(test.app, test.db.pool);
    await test.db.pool.query("update app.users set staff_role = 'editor' where id = $1", [editor.id]);
    await test.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);

    const asEditor = await ask(editor.token);
    expect(asEditor.statusCode).toBe(200);
    expect(asEditor.json()).toMatchObject({ id: editor.id, staffRole: 'editor' });
    expect((await ask(admin.token)).json()).toMatchObject({ id: admin.id, staffRole: 'admin' });
    expect((await ask(user.token)).statusCode).toBe(404);
    expect((await ask('not-a-session')).statusCode).toBe(404);

    // The role is read at every call: taking it away shuts the CMS at once.
    await test.db.pool.query('update app.users set staff_role = null where id = $1', [editor.id]);
    expect((await ask(editor.token)).statusCode).toBe(404);

    const signedOut = await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.auth });
    expect(signedOut.statusCode).toBeLessThan(300);
    expect((await ask(admin.token)).statusCode).toBe(404);
  });

  it('looks like nothing is there without the internal token, and answers any body without a 5xx', async () => {
    const admin = await registerUser(test.app, test.db.pool);
    await test.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    expect((await ask(admin.token, {})).statusCode).toBe(404);
    expect((await ask(admin.token, { 'x-internal-token': `${TOKEN}x` })).statusCode).toBe(404);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue()), async (token) => {
        const response = await ask(token);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.statusCode).not.toBe(200);
      }),
      { numRuns: 60 },
    );
  });
});
