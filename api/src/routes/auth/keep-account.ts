// "Keep my account": a right password (or a social sign-in) for an account in its grace period does
// not sign it in. It answers 409 with a token in a cookie that only these routes receive (strict,
// HTTP-only, for a quarter of an hour); `/keep-account` reads whose account it is and when it goes,
// and keeping it cancels the deletion and signs in.
import {
  AUTH_API_MESSAGES,
  AuthSuccessSchema,
  type KeepAccountOffer,
  KeepAccountStateSchema,
  MessageSchema,
} from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AccountDeletions, KEEP_TOKEN_MINUTES } from '../../account/account-deletions.ts';
import type { ClientMeta } from '../../auth/sign-in.ts';
import { toUser, type UserRow } from '../../auth/users.ts';

const KEEP_COOKIE = 'keepAccount';
const KEEP_PATH = '/api/auth/keep-account';
/** The page that offers to keep the account. */
export const KEEP_PAGE = '/keep-account';

/** Hands the browser a keep token for `user` (whose password was right) in the keep cookie. */
export async function setKeepCookie(
  reply: FastifyReply,
  deletions: AccountDeletions,
  user: UserRow,
  secure: boolean,
): Promise<KeepAccountOffer> {
  reply.setCookie(KEEP_COOKIE, await deletions.keepToken(user.id), {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: KEEP_PATH,
    maxAge: KEEP_TOKEN_MINUTES * 60,
  });
  return {
    message: AUTH_API_MESSAGES.accountDeleting,
    keepAccount: true,
    deletionDueAt: (user.deletion_due_at as Date).toISOString(),
  };
}

export interface KeepAccountRoutesOptions {
  deletions: AccountDeletions;
  onSignIn?: (user: UserRow, client: ClientMeta) => void;
}

export const keepAccountRoutes: FastifyPluginAsyncZod<KeepAccountRoutesOptions> = async (app, options) => {
  const { deletions } = options;
  app.get(
    KEEP_PATH,
    { schema: { response: { 200: KeepAccountStateSchema, 401: MessageSchema } } },
    async (request, reply) => {
      const state = await deletions.keepState(request.cookies[KEEP_COOKIE]);
      reply.header('cache-control', 'no-store');
      if (!state) return reply.status(401).send({ message: AUTH_API_MESSAGES.keepAccountExpired });
      return { email: state.email, deletionDueAt: state.dueAt.toISOString() };
    },
  );

  app.post(
    KEEP_PATH,
    { schema: { response: { 200: AuthSuccessSchema, 401: MessageSchema } } },
    async (request, reply) => {
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] };
      const kept = await deletions.keep(request.cookies[KEEP_COOKIE], client);
      reply.clearCookie(KEEP_COOKIE, { path: KEEP_PATH });
      if (!kept) return reply.status(401).send({ message: AUTH_API_MESSAGES.keepAccountExpired });
      options.onSignIn?.(kept.user, client);
      return {
        message: AUTH_API_MESSAGES.accountKept,
        token: kept.token,
        expiresAt: kept.session.expiresAt.toISOString(),
        user: toUser(kept.user),
      };
    },
  );
};
