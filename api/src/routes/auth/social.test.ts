// The whole redirect flow against a local OAuth 2.0 / OpenID Connect server that speaks the
// providers' protocol (authorization code with PKCE, token, userinfo).
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';

const oneConfig = {
  clientId: 'client',
  clientSecret: 'client-secret',
  authorizationUrl: 'http://127.0.0.1:9/authorize',
  tokenUrl: 'http://127.0.0.1:9/token',
  userInfoUrl: 'http://127.0.0.1:9/userinfo',
};

describe('sign in with Google and Facebook', () => {
  let provider: OAuth2Server;
  const test = useTestApp(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    const issuer = provider.issuer.url as string;
    const config = (id: string) => ({
      clientId: id,
      clientSecret: `${id}-secret`,
      authorizationUrl: `${issuer}/authorize`,
      tokenUrl: `${issuer}/token`,
      userInfoUrl: `${issuer}/userinfo`,
    });
    return { social: { google: config('google-client'), facebook: config('facebook-client') } };
  });
  afterAll(async () => {
    await provider?.stop();
  });

  /** Follows the flow as a browser would: our redirect, the provider's, our callback. */
  async function signInWith(name: 'google' | 'facebook', userInfo: Record<string, unknown>) {
    const start = await test.app.inject({ method: 'GET', url: `/api/auth/${name}` });
    expect(start.statusCode).toBe(302);
    const cookies = Object.fromEntries(start.cookies.map((cookie) => [cookie.name, cookie.value]));
    provider.service.once(Events.BeforeUserinfo, (response) => {
      response.body = userInfo;
    });
    const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') as string);
    const callback = await test.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies });
    return { start, callback };
  }

  it('signs a new Google user in with state and PKCE, creating the account', async () => {
    const { start, callback } = await signInWith('google', {
      sub: 'google-user-1',
      email: 'Grace.Garden@example.com',
      email_verified: true,
      given_name: 'Grace',
      family_name: 'Garden',
    });
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/google/callback');
    expect(start.cookies.find((cookie) => cookie.name === 'google_oauth_state')?.httpOnly).toBe(true);

    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/dashboard?google_login=success');
    const token = callback.cookies.find((cookie) => cookie.name === 'authToken')?.value;
    expect(token).toBeTruthy();
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/simple/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({
      email: 'grace.garden@example.com',
      firstName: 'Grace',
      lastName: 'Garden',
    });
  });

  it('finds the same user on the next sign-in by provider id', async () => {
    const first = await signInWith('google', {
      sub: 'google-user-2',
      email: 'repeat@example.com',
      email_verified: true,
      given_name: 'Re',
    });
    const second = await signInWith('google', {
      sub: 'google-user-2',
      email: 'changed@example.com',
      email_verified: true,
      given_name: 'Re',
    });
    const idOf = async (callback: typeof first.callback) => {
      const token = callback.cookies.find((cookie) => cookie.name === 'authToken')?.value;
      return (
        await test.app.inject({
          method: 'GET',
          url: '/api/simple/user',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json().id;
    };
    expect(await idOf(second.callback)).toBe(await idOf(first.callback));
  });

  it('links Facebook to an existing account with the same e-mail', async () => {
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: 'Finn', lastName: 'Pool', email: 'finn@example.com', password: 'secret123' },
    });
    const { callback } = await signInWith('facebook', {
      id: 'fb-42',
      email: 'finn@example.com',
      first_name: 'Finn',
      last_name: 'Pool',
    });
    expect(callback.headers.location).toBe('/dashboard?facebook_login=success');
    const token = callback.cookies.find((cookie) => cookie.name === 'authToken')?.value;
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/simple/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().id).toBe(registered.json().user.id);
  });

  it('rejects a callback whose state is missing or does not match, and creates nothing', async () => {
    const users = async () =>
      (await test.db.pool.query('select count(*)::int as n from app.users')).rows[0].n as number;
    const before = await users();
    const start = await test.app.inject({ method: 'GET', url: '/api/auth/google' });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const cookies = Object.fromEntries(start.cookies.map((cookie) => [cookie.name, cookie.value]));
    for (const attempt of [
      { url: `/api/auth/google/callback?code=abc&state=${state}`, cookies: {} },
      { url: '/api/auth/google/callback?code=abc&state=forged', cookies },
      { url: `/api/auth/google/callback?state=${state}`, cookies },
    ]) {
      const response = await test.app.inject({ method: 'GET', ...attempt });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?error=google_auth_failed');
    }
    expect(await users()).toBe(before);
  });

  it('returns with the error value when the provider fails', async () => {
    const start = await test.app.inject({ method: 'GET', url: '/api/auth/facebook' });
    const cookies = Object.fromEntries(start.cookies.map((cookie) => [cookie.name, cookie.value]));
    provider.service.once(Events.BeforeUserinfo, (response) => {
      response.statusCode = 401;
      response.body = { error: 'invalid_token' };
    });
    const atProvider = await fetch(start.headers.location as string, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') as string);
    const callback = await test.app.inject({ method: 'GET', url: `${back.pathname}${back.search}`, cookies });
    expect(callback.headers.location).toBe('/?error=facebook_auth_failed');
  });

  it('says which sign-ins it offers: both with their keys, none without', async () => {
    const both = await test.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual({ google: true, facebook: true });
    const bare = await createTestApp(test.db.pool);
    const googleOnly = await createTestApp(test.db.pool, {
      social: { google: { ...oneConfig, clientId: 'google-only' } },
    });
    try {
      const none = await bare.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(none.json()).toEqual({ google: false, facebook: false });
      const one = await googleOnly.app.inject({ method: 'GET', url: '/api/auth/providers' });
      expect(one.json()).toEqual({ google: true, facebook: false });
    } finally {
      await Promise.all([bare.close(), googleOnly.close()]);
    }
  });

  it('returns with the error value when a provider is not configured', async () => {
    const bare = await createTestApp(test.db.pool);
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/api/auth/google' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/?error=google_auth_failed');
    } finally {
      await bare.close();
    }
  });
});
