/**
 * The sign-in screens' calls to the API, each answering a result union instead of throwing,
 * because every screen words each kind of failure differently: the server's message, a fallback
 * when it sent none, and a network message when no readable answer came.
 *
 * They go through the API client without the saved token (`auth: 'none'`): they exist to get a
 * new session, so an old token says nothing about them, and a 401 for a mistyped password must
 * not be read as "your session is gone".
 */
import type { User } from '@poolscape/shared';
import { AuthSuccessSchema, MessageSchema, type RegisterRequest } from '@poolscape/shared/auth';
import type { z } from 'zod';
import { fetchApi, getQueryFn, readErrorBody } from '../../lib/api-client.ts';
import { getQueryClient } from '../../lib/query-client.ts';

/** What a call came back with. */
export type AuthCallResult<T> =
  | { ok: true; data: T }
  /** The API refused; `message` is what it said, or null when its JSON body held no message. */
  | { ok: false; reason: 'rejected'; status: number; message: string | null }
  /** An answer came, but its body was not the JSON expected (a proxy's HTML error page, say). */
  | { ok: false; reason: 'unreadable'; status: number }
  /** No answer at all: offline, DNS, connection reset. */
  | { ok: false; reason: 'network' };

/**
 * The message of an API error body: the field messages of a validation error (400) when there
 * are any, since they name the problem without the field path, else `message`.
 */
export function readServerMessage(body: unknown): string | null {
  const { message, fieldMessages } = readErrorBody(body);
  return fieldMessages.length > 0 ? [...new Set(fieldMessages)].join(' ') : message;
}

async function readJson(
  response: Response,
): Promise<{ readable: true; body: unknown } | { readable: false }> {
  try {
    return { readable: true, body: await response.json() };
  } catch {
    return { readable: false };
  }
}

/** POST `body` as JSON to `path` without the saved token, and read the answer with `schema`. */
export async function postAuth<T>(
  path: string,
  body: unknown,
  schema: z.ZodType<T>,
): Promise<AuthCallResult<T>> {
  let response: Response;
  try {
    response = await fetchApi('POST', path, { body, auth: 'none' });
  } catch {
    return { ok: false, reason: 'network' };
  }
  const json = await readJson(response);
  if (!json.readable) return { ok: false, reason: 'unreadable', status: response.status };
  if (!response.ok) {
    return { ok: false, reason: 'rejected', status: response.status, message: readServerMessage(json.body) };
  }
  const parsed = schema.safeParse(json.body);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, reason: 'unreadable', status: response.status };
}

/** Sign-in endpoints: the /login, /simple-login and /fresh-register screens each have their own. */
export const SIGN_IN_PATHS = {
  login: '/api/auth/login',
  simple: '/api/simple/login',
  fresh: '/api/fresh/login',
} as const;

/** Registration endpoints: /register and /simple-login share one, /fresh-register has its own. */
export const REGISTER_PATHS = {
  simple: '/api/simple/register',
  fresh: '/api/fresh/register',
} as const;

/** Social sign-in starts with a full browser navigation to one of these. */
export const SOCIAL_SIGN_IN_PATHS = {
  google: '/api/auth/google',
  facebook: '/api/auth/facebook',
} as const;

/**
 * What the screens read of an `AuthSuccess`: the session token and the message. The user record
 * is left unchecked on purpose, so a field the API adds later cannot make sign-in fail.
 */
const IssuedSessionSchema = AuthSuccessSchema.pick({ message: true, token: true });
export type IssuedSession = z.infer<typeof IssuedSessionSchema>;

/** Where a right password for an account waiting to be deleted goes (the API answered 409). */
export const KEEP_ACCOUNT_PAGE = '/keep-account';

/**
 * Signs in. A 409 is the API's "this account is set to be deleted" (the password was right): the
 * browser now holds the keep cookie, and goes on to the page that offers to keep the account.
 */
export async function signIn(
  path: (typeof SIGN_IN_PATHS)[keyof typeof SIGN_IN_PATHS],
  credentials: { email: string; password: string; rememberMe?: boolean },
): Promise<AuthCallResult<IssuedSession>> {
  const result = await postAuth(path, credentials, IssuedSessionSchema);
  if (!result.ok && result.reason === 'rejected' && result.status === 409)
    window.location.assign(KEEP_ACCOUNT_PAGE);
  return result;
}

export function registerAccount(
  path: (typeof REGISTER_PATHS)[keyof typeof REGISTER_PATHS],
  account: RegisterRequest,
): Promise<AuthCallResult<IssuedSession>> {
  return postAuth(path, account, IssuedSessionSchema);
}

/** Ask for a password reset link; the API answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string): Promise<AuthCallResult<{ message: string }>> {
  return postAuth('/api/auth/forgot-password', { email }, MessageSchema);
}

/** Set a new password with the token of a reset link. */
export function resetPassword(
  token: string,
  newPassword: string,
): Promise<AuthCallResult<{ message: string }>> {
  return postAuth('/api/auth/reset-password', { token, newPassword }, MessageSchema);
}

/** The fresh page's "who am I" query: `GET /api/fresh/user`. */
export const FRESH_USER_QUERY_KEY = ['/api/fresh/user'] as const;

/** Query keys of the "who am I" queries; refreshed after a sign-in. */
export const CURRENT_USER_QUERY_KEYS = [['/api/simple/user'], FRESH_USER_QUERY_KEY] as const;

/** Make every island that shows the signed-in user fetch it again. */
export async function refreshCurrentUser(): Promise<void> {
  const client = getQueryClient();
  await Promise.all(CURRENT_USER_QUERY_KEYS.map((queryKey) => client.invalidateQueries({ queryKey })));
}

/**
 * Fetch the signed-in user from `GET /api/fresh/user` into the shared cache, whether or not an
 * island shows it: invalidating a query nobody observes fetches nothing, so the fresh page's
 * refresh after signing in asks for it itself. Null when the user could not be read, which does
 * not undo a sign-in that succeeded.
 */
export async function fetchFreshUser(): Promise<User | null> {
  try {
    return await getQueryClient().fetchQuery({
      queryKey: FRESH_USER_QUERY_KEY,
      queryFn: getQueryFn<User>({ on401: 'returnNull' }),
      staleTime: 0,
    });
  } catch {
    return null;
  }
}
