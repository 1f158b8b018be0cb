// Sign in with Google (state and PKCE) or Facebook (state), through arctic's OAuth 2.0 client, and
// which of the two this installation offers (those whose keys are set).
// Endpoints, client ids and secrets come from the environment, so any server that speaks the
// providers' protocol can stand in (tests use a local one). The callback ends where the sign-in
// pages expect it: `/dashboard?{provider}_login=success` with the new session's token in a
// short-lived `authToken` cookie (not the URL, so it stays out of history and logs), or
// `/?error={provider}_auth_failed`.
import { timingSafeEqual } from 'node:crypto';
import { SignInProvidersSchema } from '@poolscape/shared/auth';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { AccountDeletions } from '../../account/account-deletions.ts';
import { createSession } from '../../auth/sessions.ts';
import type { ClientMeta } from '../../auth/sign-in.ts';
import { findOrCreateSocialUser, type Provider, type SocialProfile } from '../../auth/social.ts';
import type { UserRow } from '../../auth/users.ts';
import { emptyAnswer } from '../../plugins/openapi-responses.ts';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { KEEP_PAGE, setKeepCookie } from './keep-account.ts';

export interface ProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface SocialRoutesOptions {
  pool: Pool;
  publicUrl: string;
  google?: ProviderConfig;
  facebook?: ProviderConfig;
  onSignIn?: (user: UserRow, client: ClientMeta) => void;
  /** Accounts waiting to be deleted: signing in offers to keep them. */
  deletions: AccountDeletions;
}

const SCOPES: Record<Provider, string[]> = {
  google: ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
};
const FLOW_COOKIE_SECONDS = 10 * 60;
/**
 * Pages a sign-in may return to instead of the dashboard (`?next=`): the profile, where deleting an
 * account asks for a sign-in a moment ago from those without a password.
 */
const RETURN_PAGES = new Set(['/profile/edit']);

const GoogleUserSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.boolean().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
});
const FacebookUserSchema = z.object({
  id: z.string(),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  name: z.string().optional(),
});

function toProfile(provider: Provider, body: unknown): SocialProfile {
  if (provider === 'google') {
    const user = GoogleUserSchema.parse(body);
    const [first = '', ...rest] = (user.name ?? '').split(' ');
    return {
      provider,
      providerUserId: user.sub,
      email: user.email ?? null,
      emailVerified: user.email_verified === true,
      firstName: user.given_name ?? first,
      lastName: user.family_name ?? rest.join(' '),
    };
  }
  const user = FacebookUserSchema.parse(body);
  const [first = '', ...rest] = (user.name ?? '').split(' ');
  // Facebook only returns addresses it has confirmed.
  return {
    provider,
    providerUserId: user.id,
    email: user.email ?? null,
    emailVerified: Boolean(user.email),
    firstName: user.first_name ?? first,
    lastName: user.last_name ?? rest.join(' '),
  };
}

function sameValue(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const socialRoutes: FastifyPluginAsync<SocialRoutesOptions> = async (app, options) => {
  const secure = options.publicUrl.startsWith('https:');
  const flowCookie = {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure,
    path: '/api/auth',
    maxAge: FLOW_COOKIE_SECONDS,
  };

  const fail = (reply: FastifyReply, provider: Provider): FastifyReply => {
    reply.clearCookie(`${provider}_oauth_state`, { path: '/api/auth' });
    reply.clearCookie(`${provider}_oauth_verifier`, { path: '/api/auth' });
    reply.clearCookie(`${provider}_oauth_next`, { path: '/api/auth' });
    return reply.redirect(`/?error=${provider}_auth_failed`, 302);
  };

  // What the sign-in screens offer: read at the site's build and again when a screen opens.
  const offered = { google: Boolean(options.google), facebook: Boolean(options.facebook) };
  app.get(
    '/api/auth/providers',
    { schema: { response: { 200: SignInProvidersSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').send(offered),
  );

  for (const provider of ['google', 'facebook'] as const) {
    const config = options[provider];
    const redirectUri = `${options.publicUrl}/api/auth/${provider}/callback`;
    const client = config ? new OAuth2Client(config.clientId, config.clientSecret, redirectUri) : null;

    const name = provider === 'google' ? 'Google' : 'Facebook';
    // The callback reads its query itself: a bad one ends the flow on the sign-in page, not in a 400.
    const toProvider = {
      response: {
        302: emptyAnswer(`Sent on to ${name}'s sign-in page, or back home when it is not set up.`),
      },
    };
    const back = {
      response: {
        302: emptyAnswer('Back to the dashboard, signed in (the `authToken` cookie), or home with an error.'),
      },
    };
    app.get(`/api/auth/${provider}`, { schema: toProvider }, async (request, reply) => {
      if (!client || !config) {
        request.log.warn(`${provider} sign-in is not configured`);
        return fail(reply, provider);
      }
      const state = generateState();
      reply.setCookie(`${provider}_oauth_state`, state, flowCookie);
      const next = (request.query as { next?: unknown }).next;
      if (typeof next === 'string' && RETURN_PAGES.has(next))
        reply.setCookie(`${provider}_oauth_next`, next, flowCookie);
      else reply.clearCookie(`${provider}_oauth_next`, { path: '/api/auth' });
      let url: URL;
      if (provider === 'google') {
        const verifier = generateCodeVerifier();
        reply.setCookie(`${provider}_oauth_verifier`, verifier, flowCookie);
        url = client.createAuthorizationURLWithPKCE(
          config.authorizationUrl,
          state,
          CodeChallengeMethod.S256,
          verifier,
          SCOPES[provider],
        );
      } else {
        url = client.createAuthorizationURL(config.authorizationUrl, state, SCOPES[provider]);
      }
      return reply.redirect(url.toString(), 302);
    });

    app.get(`/api/auth/${provider}/callback`, { schema: back }, async (request, reply) => {
      const query = z
        .object({ code: z.string().max(2000), state: z.string().max(200) })
        .safeParse(request.query);
      const expectedState = request.cookies[`${provider}_oauth_state`];
      // A missing or different state means the flow did not start here: refuse it.
      if (!client || !config || !query.success || !sameValue(query.data.state, expectedState))
        return fail(reply, provider);
      try {
        const verifier =
          provider === 'google' ? (request.cookies[`${provider}_oauth_verifier`] ?? null) : null;
        if (provider === 'google' && !verifier) return fail(reply, provider);
        const tokens = await client.validateAuthorizationCode(config.tokenUrl, query.data.code, verifier);
        const response = await fetch(config.userInfoUrl, {
          headers: { authorization: `Bearer ${tokens.accessToken()}` },
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) throw new Error(`user info answered ${response.status}`);
        const user = await findOrCreateSocialUser(options.pool, toProfile(provider, await response.json()));
        if (!user || user.disabled_at) return fail(reply, provider);
        if (user.deletion_due_at) {
          await setKeepCookie(reply, options.deletions, user, secure);
          return reply.redirect(KEEP_PAGE, 302);
        }
        const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
        const { token } = await createSession(options.pool, user.id, { remember: true, ...meta });
        options.onSignIn?.(user, meta);
        reply.clearCookie(`${provider}_oauth_state`, { path: '/api/auth' });
        reply.clearCookie(`${provider}_oauth_verifier`, { path: '/api/auth' });
        const next = request.cookies[`${provider}_oauth_next`];
        reply.clearCookie(`${provider}_oauth_next`, { path: '/api/auth' });
        // Read once by the page it lands on, which stores it and clears the cookie.
        reply.setCookie(SESSION_COOKIE, token, { path: '/', sameSite: 'lax', secure, maxAge: 120 });
        const page = next && RETURN_PAGES.has(next) ? next : '/dashboard';
        return reply.redirect(`${page}?${provider}_login=success`, 302);
      } catch (error) {
        request.log.warn({ err: error }, `${provider} sign-in failed`);
        return fail(reply, provider);
      }
    });
  }
};
