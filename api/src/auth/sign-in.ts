// Signing in and registering. One account system behind every sign-in screen: each sign-in and each
// new account makes a new session. Wrong e-mail and wrong password are refused alike, in the same
// time.
import type { RegisterRequest } from '@poolscape/shared';
import type { Pool } from 'pg';
import { inTransaction } from '../db/transaction.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './password.ts';
import type { NewSession } from './session-types.ts';
import { createSession } from './sessions.ts';
import { hit, peek } from './throttle.ts';
import { findUserByEmail, insertUser, type UserRow } from './users.ts';

/** Failed attempts an account may have in a window before it is throttled. */
export const ACCOUNT_FAILURE_LIMIT = 10;
export const ACCOUNT_WINDOW_SECONDS = 15 * 60;
/** Registrations one address may see in the account window (an existing one is refused each time). */
export const REGISTER_ADDRESS_LIMIT = ACCOUNT_FAILURE_LIMIT;
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
  | { ok: false; reason: 'disabled' }
  /** The password is right, and the account waits to be deleted: it may be kept. */
  | { ok: false; reason: 'deleting'; user: UserRow }
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
  // Said only to someone who knows the password: it tells nobody else the account exists.
  if (user.disabled_at) return { ok: false, reason: 'disabled' };
  if (user.deletion_due_at) return { ok: false, reason: 'deleting', user };
  const session = await createSession(pool, user.id, { remember: credentials.remember, ...client });
  return { ok: true, user, ...session };
}

export type RegisterResult =
  | ({ ok: true; user: UserRow } & NewSession)
  | { ok: false; reason: 'email_taken' }
  | { ok: false; reason: 'throttled'; retryAfter: number };

/**
 * Creates an account and signs it in, the account and its session in one transaction. An address
 * that already has an account is refused as taken whatever the password: registering never signs
 * anyone in and never tells whether a password is right, so it cannot be used to guess one around
 * the sign-in lockout. Attempts are counted per client and per address, like sign-ins.
 */
export async function register(
  pool: Pool,
  input: RegisterRequest,
  client: ClientMeta,
): Promise<RegisterResult> {
  const perClient = await hit(pool, `register:ip:${client.ip}`, CLIENT_ATTEMPT_LIMIT, CLIENT_WINDOW_SECONDS);
  if (!perClient.allowed) return { ok: false, reason: 'throttled', retryAfter: perClient.retryAfter };
  const perAddress = await hit(
    pool,
    `register:address:${input.email}`,
    REGISTER_ADDRESS_LIMIT,
    ACCOUNT_WINDOW_SECONDS,
  );
  if (!perAddress.allowed) return { ok: false, reason: 'throttled', retryAfter: perAddress.retryAfter };
  if (await findUserByEmail(pool, input.email)) return { ok: false, reason: 'email_taken' };
  const passwordHash = await hashPassword(input.password);
  return inTransaction(pool, async (db): Promise<RegisterResult> => {
    // Another registration of the same address may have won the race since the check above.
    const created = await insertUser(db, { ...input, passwordHash });
    if (!created) return { ok: false, reason: 'email_taken' };
    const session = await createSession(db, created.id, { remember: true, ...client });
    return { ok: true, user: created, ...session };
  });
}
