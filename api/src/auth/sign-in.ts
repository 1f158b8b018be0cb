// Signing in and registering. One account system behind every sign-in screen: each call makes a
// new session. Wrong e-mail and wrong password are refused alike, in the same time.
import type { RegisterRequest } from '@poolscape/shared';
import type { Pool } from 'pg';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import type { NewSession } from './session-types.ts';
import { createSession } from './sessions.ts';
import { hit, peek } from './throttle.ts';
import { findUserByEmail, insertUser, type UserRow } from './users.ts';

/** Failed attempts an account may have in a window before it is throttled. */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** Attempts one client may make in a window, right or wrong. */
export const CLIENT_ATTEMPT_LIMIT = 30;
export const CLIENT_WINDOW_SECONDS = 10 * 60;

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

export type SignInResult =
  | ({ ok: true; user: UserRow } & NewSession)
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

export async function signIn(
  pool: Pool,
  credentials: { email: string; password: string; remember: boolean },
  client: ClientMeta,
): Promise<SignInResult> {
  const perClient = await hit(pool, `signin:ip:${client.ip}`, CLIENT_ATTEMPT_LIMIT, CLIENT_WINDOW_SECONDS);
  if (!perClient.allowed) return { ok: false, reason: 'throttled', retryAfter: perClient.retryAfter };
  const accountKey = `signin:account:${credentials.email}`;
  if ((await peek(pool, accountKey, ACCOUNT_WINDOW_SECONDS)) >= ACCOUNT_FAILURE_LIMIT) {
    await verifyAgainstDummy(credentials.password);
    return { ok: false, reason: 'throttled', retryAfter: ACCOUNT_WINDOW_SECONDS };
  }
  const user = await findUserByEmail(pool, credentials.email);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !valid) {
    await hit(pool, accountKey, ACCOUNT_FAILURE_LIMIT, ACCOUNT_WINDOW_SECONDS);
    return { ok: false, reason: 'invalid' };
  }
  const session = await createSession(pool, user.id, { remember: credentials.remember, ...client });
  return { ok: true, user, ...session };
}

export type RegisterResult =
  | ({ ok: true; user: UserRow; created: boolean } & NewSession)
  | { ok: false; reason: 'email_taken' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

/**
 * Creates an account and signs it in. Registering an address that has an account with the same
 * password signs that account in; with another password it is refused as taken.
 */
export async function register(
  pool: Pool,
  input: RegisterRequest,
  client: ClientMeta,
): Promise<RegisterResult> {
  const perClient = await hit(pool, `register:ip:${client.ip}`, CLIENT_ATTEMPT_LIMIT, CLIENT_WINDOW_SECONDS);
  if (!perClient.allowed) return { ok: false, reason: 'throttled', retryAfter: perClient.retryAfter };
  const passwordHash = await hashPassword(input.password);
  const created = await insertUser(pool, { ...input, passwordHash });
  if (created) {
    const session = await createSession(pool, created.id, { remember: true, ...client });
    return { ok: true, user: created, created: true, ...session };
  }
  const existing = await findUserByEmail(pool, input.email);
  if (existing?.password_hash && (await verifyPassword(existing.password_hash, input.password))) {
    const session = await createSession(pool, existing.id, { remember: true, ...client });
    return { ok: true, user: existing, created: false, ...session };
  }
  if (!existing?.password_hash) await verifyAgainstDummy(input.password);
  return { ok: false, reason: 'email_taken' };
}
