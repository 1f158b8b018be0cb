// Requests a careless or hostile client sends, each of which once made the API answer 5xx. Each is
// now a 4xx with a plain message (or, where nothing is wrong with what the user asked, the answer
// itself), and the server stays up.
import { AUTH_API_MESSAGES, AuthSuccessSchema } from '@poolscape/shared';
import { jpegPhoto, multipart } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';

let sequence = 0;
const uniqueEmail = (label: string): string => {
  sequence += 1;
  return `${label}-${sequence}-${Date.now()}@example.com`;
};

/** A 4xx whose JSON body has a plain message. */
function expectPlainRefusal(response: LightMyRequestResponse, status = 400): string {
  expect(response.statusCode, response.body).toBe(status);
  const { message } = response.json() as { message: unknown };
  expect(typeof message).toBe('string');
  expect((message as string).length).toBeGreaterThan(0);
  return message as string;
}

describe('requests that used to fail on the server', () => {
  const test = useTestApp();
  let auth: { authorization: string } = { authorization: '' };

  beforeAll(async () => {
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: 'Nel', lastName: 'Null', email: uniqueEmail('nul'), password: 'secret123' },
      remoteAddress: '192.0.2.10',
    });
    auth = { authorization: `Bearer ${AuthSuccessSchema.parse(registered.json()).token}` };
  });

  it('a login-alert socket with the token given twice is refused with 401 before the upgrade', async () => {
    for (const query of ['token=a&token=b', `token=${auth.authorization.slice(7)}&token=b`, 'token[]=a']) {
      await expect(
        test.app.injectWS(`/ws/login-notifications?${query}`, {
          headers: { origin: 'http://localhost:3000' },
        }),
      ).rejects.toThrow('Unexpected server response: 401');
      await expect(test.app.injectWS(`/ws/designs?${query}`)).rejects.toThrow(
        'Unexpected server response: 401',
      );
    }
    const plain = await test.app.inject({ method: 'GET', url: '/ws/login-notifications?token=a&token=b' });
    expect(plain.statusCode).toBeLessThan(500);
  });

  it('a NUL character in a name on register is refused with 400 naming the field, and stores nothing', async () => {
    const email = uniqueEmail('nul-register');
    for (const url of ['/api/simple/register', '/api/fresh/register']) {
      const response = await test.app.inject({
        method: 'POST',
        url,
        payload: { firstName: 'Ada\u0000', lastName: 'Po\u0000ol', email, password: 'secret123' },
        remoteAddress: '192.0.2.11',
      });
      expect(expectPlainRefusal(response)).toContain('firstName');
      expect(response.json().errors).toEqual([{ field: 'firstName', message: expect.any(String) }]);
    }
    const stored = await test.db.pool.query('select 1 from app.users where email = $1', [email]);
    expect(stored.rowCount).toBe(0);
  });

  it('a NUL character in any text field of PATCH /api/profile is refused with 400, and changes nothing', async () => {
    const before = (await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: auth })).json();
    for (const payload of [
      { company: 'Blue\u0000Water' },
      { firstName: '\u0000' },
      { lastName: 'x\u0000' },
      { phone: '+1 555\u0000' },
      { role: 'builder\u0000' },
    ]) {
      const response = await test.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: auth,
        payload,
      });
      expect(expectPlainRefusal(response)).toContain(Object.keys(payload)[0]);
    }
    const after = (await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: auth })).json();
    expect(after).toEqual(before);
  });

  it('an avatar in a multipart body without a boundary is refused with 400', async () => {
    const photo = await jpegPhoto(300, 300);
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/mixed']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...auth, 'content-type': contentType },
        payload: multipart('avatar', 'me.jpg', 'image/jpeg', photo).payload,
      });
      expect(response.statusCode, contentType).toBeLessThan(500);
      expectPlainRefusal(response, response.statusCode === 415 ? 415 : 400);
    }
  });

  it('a truncated JPEG avatar is refused with 400 and leaves the avatar as it was', async () => {
    const photo = await jpegPhoto(600, 400);
    for (const end of [Math.floor(photo.length / 2), photo.length - 40, 700]) {
      const body = multipart('avatar', 'me.jpg', 'image/jpeg', photo.subarray(0, end));
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/profile/avatar',
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
      expect(expectPlainRefusal(response)).toBe('Please upload a JPEG, PNG or WebP picture.');
    }
    const me = (await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: auth })).json();
    expect(me.avatarUrl).toBeNull();
  });

  it('a stray or malformed authToken cookie never breaks a page', async () => {
    for (const cookie of [
      'authToken=%ZZ',
      'authToken=%',
      'authToken=%E0%A4%A',
      `authToken=${'x'.repeat(5000)}`,
    ]) {
      for (const url of ['/', '/blog', '/dashboard', '/no-such-page']) {
        const response = await test.app.inject({ method: 'GET', url, headers: { cookie } });
        expect(response.statusCode, `${url} ${cookie}`).toBeLessThan(500);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
      }
      // A malformed escape in the path itself is the router's plain 400.
      expectPlainRefusal(await test.app.inject({ method: 'GET', url: '/profile/%ZZ', headers: { cookie } }));
    }
  });

  it('a malformed client address forwarded by the trusted proxy does not stop registering or signing in', async () => {
    for (const forwarded of [
      'not-an-address',
      '999.1.1.1',
      '203.0.113.9:443',
      '[2001:db8::1]',
      'fe80::1%eth0',
    ]) {
      const email = uniqueEmail('proxy');
      const headers = { 'x-forwarded-for': forwarded, 'user-agent': 'Proxy\u0000Agent' };
      const registered = await test.app.inject({
        method: 'POST',
        url: '/api/simple/register',
        headers,
        remoteAddress: '127.0.0.1',
        payload: { firstName: 'Pro', lastName: 'Xy', email, password: 'secret123' },
      });
      expect(registered.statusCode, `${forwarded}: ${registered.body}`).toBe(201);
      for (const url of ['/api/auth/login', '/api/simple/login', '/api/fresh/login']) {
        const signedIn = await test.app.inject({
          method: 'POST',
          url,
          headers,
          remoteAddress: '127.0.0.1',
          payload: { email, password: 'secret123' },
        });
        expect(signedIn.statusCode, `${url} ${forwarded}: ${signedIn.body}`).toBe(200);
      }
      const wrong = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers,
        remoteAddress: '127.0.0.1',
        payload: { email, password: 'wrong-password' },
      });
      expect(wrong.json()).toEqual({ message: AUTH_API_MESSAGES.invalidCredentials });
    }
    // What is an address is kept as one; what is not is not kept at all.
    const kept = await test.db.pool.query<{ ip: string | null }>(
      `select distinct host(s.ip) as ip from app.sessions s join app.users u on u.id = s.user_id
        where u.first_name = 'Pro'`,
    );
    expect(kept.rows.map((row) => row.ip).sort()).toEqual(['fe80::1', null]);
  });
});
