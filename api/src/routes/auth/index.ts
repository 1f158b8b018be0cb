// Every sign-in screen's calls (sign-in, registration, current user, sign-out, password reset and
// the session's heartbeat and close), all on one account system and one session model.
import {
  ApiErrorSchema,
  AUTH_API_MESSAGES,
  type AuthSuccess,
  AuthSuccessSchema,
  ForgotPasswordRequestSchema,
  KeepAccountOfferSchema,
  LoginRequestSchema,
  MessageSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SessionCloseRequestSchema,
  UserSchema,
} from '@poolscape/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { AccountDeletions } from '../../account/account-deletions.ts';
import { requestPasswordReset, resetPassword } from '../../auth/password-reset.ts';
import { invalidateSession, recordHeartbeat, recordSessionClose } from '../../auth/sessions.ts';
import { type ClientMeta, register, signIn } from '../../auth/sign-in.ts';
import { toUser, type UserRow } from '../../auth/users.ts';
import type { MailSender } from '../../mail/mail-queue.ts';
import { keepAccountRoutes, setKeepCookie } from './keep-account.ts';

export interface AuthRoutesOptions {
  pool: Pool;
  mailer: MailSender;
  publicUrl: string;
  /** Accounts waiting to be deleted: a right password offers to keep them. */
  deletions: AccountDeletions;
  /** Told of every successful sign-in (login alerts). */
  onSignIn?: (user: UserRow, client: ClientMeta) => void;
}

const errors = {
  400: ApiErrorSchema,
  401: MessageSchema,
  403: MessageSchema,
  409: KeepAccountOfferSchema.or(MessageSchema),
  429: MessageSchema,
};

function clientOf(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] };
}

function success(
  message: string,
  result: { token: string; session: { expiresAt: Date }; user: UserRow },
): AuthSuccess {
  return {
    message,
    token: result.token,
    expiresAt: result.session.expiresAt.toISOString(),
    user: toUser(result.user),
  };
}

function throttled(reply: FastifyReply, retryAfter: number) {
  return reply
    .status(429)
    .header('retry-after', String(retryAfter))
    .send({ message: AUTH_API_MESSAGES.tooManyAttempts });
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { pool, deletions } = options;
  const secure = options.publicUrl.startsWith('https:');
  await app.register(keepAccountRoutes, { deletions, onSignIn: options.onSignIn });

  const loginHandler =
    (rememberByDefault: boolean) =>
    async (
      request: FastifyRequest<{ Body: { email: string; password: string; rememberMe?: boolean } }>,
      reply: FastifyReply,
    ) => {
      const { email, password, rememberMe } = request.body;
      const client = clientOf(request);
      const result = await signIn(
        pool,
        { email, password, remember: rememberMe ?? rememberByDefault },
        client,
      );
      if (!result.ok) {
        if (result.reason === 'throttled') return throttled(reply, result.retryAfter);
        if (result.reason === 'disabled')
          return reply.status(403).send({ message: AUTH_API_MESSAGES.accountDisabled });
        if (result.reason === 'deleting')
          return reply.status(409).send(await setKeepCookie(reply, deletions, result.user, secure));
        return reply.status(401).send({ message: AUTH_API_MESSAGES.invalidCredentials });
      }
      options.onSignIn?.(result.user, client);
      return reply.status(200).send(success(AUTH_API_MESSAGES.signedIn, result));
    };

  const registerHandler = async (
    request: FastifyRequest<{
      Body: { firstName: string; lastName: string; email: string; password: string };
    }>,
    reply: FastifyReply,
  ) => {
    const client = clientOf(request);
    const result = await register(pool, request.body, client);
    if (!result.ok) {
      if (result.reason === 'throttled') return throttled(reply, result.retryAfter);
      return reply.status(409).send({ message: AUTH_API_MESSAGES.emailTaken });
    }
    options.onSignIn?.(result.user, client);
    return reply.status(201).send(success(AUTH_API_MESSAGES.registered, result));
  };

  const loginSchema = { body: LoginRequestSchema, response: { 200: AuthSuccessSchema, ...errors } };
  const registerSchema = {
    body: RegisterRequestSchema,
    response: { 201: AuthSuccessSchema, ...errors },
  };

  // /login; remembered like the combined screen's "remember me" unless told otherwise.
  app.post('/api/auth/login', { schema: loginSchema }, loginHandler(true));
  // /simple-login: remember me decides 30 days or one day.
  app.post('/api/simple/login', { schema: loginSchema }, loginHandler(false));
  app.post('/api/fresh/login', { schema: loginSchema }, loginHandler(true));
  app.post('/api/simple/register', { schema: registerSchema }, registerHandler);
  app.post('/api/fresh/register', { schema: registerSchema }, registerHandler);

  const currentUser = {
    preHandler: app.requireSession,
    schema: { response: { 200: UserSchema, 401: MessageSchema } },
  };
  const sendUser = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    return toUser((request.auth as NonNullable<typeof request.auth>).user);
  };
  app.get('/api/simple/user', currentUser, sendUser);
  app.get('/api/fresh/user', currentUser, sendUser);

  app.post(
    '/api/auth/logout',
    { preHandler: app.requireSession, schema: { response: { 200: MessageSchema, 401: MessageSchema } } },
    async (request) => {
      await invalidateSession(pool, (request.auth as NonNullable<typeof request.auth>).session.id);
      return { message: AUTH_API_MESSAGES.signedOut };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
      schema: {
        body: ForgotPasswordRequestSchema,
        response: { 200: MessageSchema, 400: ApiErrorSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const result = await requestPasswordReset(pool, options.mailer, request.body.email, options.publicUrl);
      if (!result.ok)
        return reply
          .status(429)
          .header('retry-after', String(result.retryAfter))
          .send({ message: AUTH_API_MESSAGES.tooManyResetRequests });
      return { message: AUTH_API_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes' } },
      schema: {
        body: ResetPasswordRequestSchema,
        response: { 200: MessageSchema, 400: ApiErrorSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const done = await resetPassword(pool, request.body.token, request.body.newPassword);
      if (!done) return reply.status(400).send({ message: AUTH_API_MESSAGES.resetInvalid });
      return { message: AUTH_API_MESSAGES.resetDone };
    },
  );

  app.post(
    '/api/session/heartbeat',
    {
      preHandler: app.requireSession,
      schema: {
        response: {
          200: MessageSchema.extend({ expiresAt: AuthSuccessSchema.shape.expiresAt }),
          401: MessageSchema,
        },
      },
    },
    async (request) => {
      const { session } = request.auth as NonNullable<typeof request.auth>;
      await recordHeartbeat(pool, session.id);
      return { message: AUTH_API_MESSAGES.sessionActive, expiresAt: session.expiresAt.toISOString() };
    },
  );

  // Sent with navigator.sendBeacon, whose body arrives as text/plain.
  app.register(async (scope) => {
    const beacon = scope.withTypeProvider<ZodTypeProvider>();
    beacon.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
      }
    });
    beacon.post(
      '/api/session/close',
      { schema: { body: SessionCloseRequestSchema, response: { 200: MessageSchema } } },
      async (request) => {
        // Recorded, never ended: a page hide is also a tab switch, and remembered sessions outlive
        // the browser by design. The token in the body proves which session it is (a beacon
        // cannot send headers); an unknown one is answered alike.
        const { token, reason } = request.body;
        if (token) await recordSessionClose(pool, token, reason);
        return { message: AUTH_API_MESSAGES.sessionCloseRecorded };
      },
    );
  });
};
