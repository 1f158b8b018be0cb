// The admin area's people and support calls (`/api/admin/...`). Every route is guarded by
// `app.requireAdmin` (401 signed out, 403 for anyone else) before its input is even read, and every
// change is written to the audit log with the change itself.

import {
  ADMIN_TEXT,
  AdminAccountDeletionSchema,
  AdminCreditChangeSchema,
  AdminDataExportSchema,
  AdminMailPageSchema,
  AdminMailQuerySchema,
  AdminOverviewQuerySchema,
  AdminOverviewSchema,
  AdminPlanChangeSchema,
  AdminStatsQuerySchema,
  AdminStatsSchema,
  AdminTicketMessageSchema,
  AdminTicketPageSchema,
  AdminTicketQuerySchema,
  AdminTicketSchema,
  AdminTicketUpdateSchema,
  AdminUserAnalyticsSchema,
  AdminUserDetailSchema,
  AdminUserPageSchema,
  AdminUserQuerySchema,
  AdminUserUpdateSchema,
  AuditPageSchema,
  AuditQuerySchema,
  adminDeletionStarted,
  adminExportStarted,
  deletionDay,
  MessageSchema,
} from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { AccountDeletions } from '../../account/account-deletions.ts';
import type { AccountExports } from '../../account/account-exports.ts';
import { audit, auditPage } from '../../admin/audit.ts';
import { overview } from '../../admin/overview.ts';
import { userAnalytics, userStats } from '../../admin/stats.ts';
import {
  type AdminChange,
  changeCredits,
  searchUsers,
  signOutEverywhere,
  updateUser,
  userDetail,
} from '../../admin/users.ts';
import { requestPasswordReset } from '../../auth/password-reset.ts';
import { type AdminPlanResult, setPlanAsAdmin } from '../../billing/operator.ts';
import type { KeptMail } from '../../mail/kept-mail.ts';
import type { MailSender } from '../../mail/mail-queue.ts';
import {
  adminTicket,
  adminTicketPage,
  replyAsSupport,
  updateTicketAsSupport,
} from '../../support/support-admin.ts';
import { findTicket } from '../../support/tickets.ts';
import { IdParams } from '../designs/common.ts';
import { actorOf, adminErrors } from './common.ts';

export interface AdminRoutesOptions {
  pool: Pool;
  /** "Download my data", asked for on a user's behalf. */
  exports: AccountExports;
  /** "Delete my account", asked for on a user's behalf. */
  deletions: AccountDeletions;
  mailer: MailSender;
  /** The mail kept for /admin/mail, and the SMTP server's host when one is set (then none is kept). */
  keptMail: { mail: KeptMail; smtp: string | null };
  publicUrl: string;
}

const errors = adminErrors;

const REFUSED: Record<
  Exclude<AdminChange | AdminPlanResult, { ok: true }>['reason'],
  { status: 404 | 409; message: string }
> = {
  'not-found': { status: 404, message: ADMIN_TEXT.userNotFound },
  stripe: { status: 409, message: ADMIN_TEXT.planFromStripe },
  yourself: { status: 409, message: ADMIN_TEXT.notYourself },
  'too-few-left': { status: 409, message: ADMIN_TEXT.tooFewLeft },
};

export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  const { pool } = options;
  // Every route of this plugin: signed in, and an admin.
  app.addHook('onRequest', app.requireAdmin);

  const userAnswer = async (reply: FastifyReply, userId: string, result: AdminChange | AdminPlanResult) => {
    if (!result.ok) {
      const refused = REFUSED[result.reason];
      return reply.status(refused.status).send({ message: refused.message });
    }
    const detail = await userDetail(pool, userId);
    return detail ? reply.send(detail) : reply.status(404).send({ message: ADMIN_TEXT.userNotFound });
  };

  app.get(
    '/api/admin/overview',
    { schema: { querystring: AdminOverviewQuerySchema, response: { 200: AdminOverviewSchema, ...errors } } },
    async (request) => overview(pool, Number(request.query.days)),
  );

  app.get(
    '/api/admin/stats',
    { schema: { querystring: AdminStatsQuerySchema, response: { 200: AdminStatsSchema, ...errors } } },
    async (request) => userStats(pool, Number(request.query.days)),
  );

  // Mail that had no SMTP server to go through, for an admin to pass a reset link on.
  app.get(
    '/api/admin/mail',
    { schema: { querystring: AdminMailQuerySchema, response: { 200: AdminMailPageSchema, ...errors } } },
    async (request, reply) => {
      const { mail, smtp } = options.keptMail;
      return reply.header('cache-control', 'no-store').send({ smtp, ...(await mail.page(request.query)) });
    },
  );

  app.get(
    '/api/admin/users',
    { schema: { querystring: AdminUserQuerySchema, response: { 200: AdminUserPageSchema, ...errors } } },
    async (request) => searchUsers(pool, request.query),
  );

  app.get(
    '/api/admin/users/:id',
    { schema: { params: IdParams, response: { 200: AdminUserDetailSchema, ...errors } } },
    async (request, reply) => {
      const detail = await userDetail(pool, request.params.id);
      return detail ?? reply.status(404).send({ message: ADMIN_TEXT.userNotFound });
    },
  );

  app.get(
    '/api/admin/users/:id/analytics',
    { schema: { params: IdParams, response: { 200: AdminUserAnalyticsSchema, ...errors } } },
    async (request, reply) => {
      const exists = await userDetail(pool, request.params.id);
      if (!exists) return reply.status(404).send({ message: ADMIN_TEXT.userNotFound });
      return userAnalytics(pool, exists.id);
    },
  );

  // A plan set by hand (installations without Stripe, alpha testers, support's gestures).
  app.post(
    '/api/admin/users/:id/plan',
    {
      schema: {
        params: IdParams,
        body: AdminPlanChangeSchema,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      userAnswer(
        reply,
        request.params.id,
        await setPlanAsAdmin(pool, actorOf(request), request.params.id, request.body),
      ),
  );

  app.patch(
    '/api/admin/users/:id',
    {
      schema: {
        params: IdParams,
        body: AdminUserUpdateSchema,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      userAnswer(
        reply,
        request.params.id,
        await updateUser(pool, actorOf(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/api/admin/users/:id/credits',
    {
      schema: {
        params: IdParams,
        body: AdminCreditChangeSchema,
        response: { 200: AdminUserDetailSchema, ...errors },
      },
    },
    async (request, reply) =>
      userAnswer(
        reply,
        request.params.id,
        await changeCredits(pool, actorOf(request), request.params.id, request.body),
      ),
  );

  app.post(
    '/api/admin/users/:id/sign-out',
    { schema: { params: IdParams, response: { 200: AdminUserDetailSchema, ...errors } } },
    async (request, reply) => {
      const ended = await signOutEverywhere(pool, actorOf(request), request.params.id);
      return userAnswer(
        reply,
        request.params.id,
        ended === null ? { ok: false, reason: 'not-found' } : { ok: true },
      );
    },
  );

  // A request for someone's data that came by mail: the archive is made as if they had asked, and its
  // link goes to them alone; the admin never gets their files.
  app.post(
    '/api/admin/users/:id/export',
    {
      schema: {
        params: IdParams,
        body: AdminDataExportSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await userDetail(pool, request.params.id);
      if (!user) return reply.status(404).send({ message: ADMIN_TEXT.userNotFound });
      const { export: made, reused } = await options.exports.request(user.id);
      await audit(pool, actorOf(request), 'user.data-export', { type: 'user', id: user.id }, null, {
        reason: request.body.reason,
        exportId: made.id,
        reused,
      });
      return { message: adminExportStarted(user.email, reused) };
    },
  );

  app.post(
    '/api/admin/users/:id/delete',
    {
      schema: {
        params: IdParams,
        body: AdminAccountDeletionSchema,
        response: { 200: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (request.params.id === actor.id)
        return reply.status(409).send({ message: ADMIN_TEXT.notYourselfDelete });
      const done = await options.deletions.request(request.params.id, {
        kind: 'admin',
        actor,
        reason: request.body.reason,
      });
      if (!done) return reply.status(404).send({ message: ADMIN_TEXT.userNotFound });
      return { message: adminDeletionStarted(done.email, deletionDay(done.dueAt)) };
    },
  );

  app.post(
    '/api/admin/users/:id/password-reset',
    { schema: { params: IdParams, response: { 200: MessageSchema, ...errors, 429: MessageSchema } } },
    async (request, reply) => {
      const user = await userDetail(pool, request.params.id);
      if (!user) return reply.status(404).send({ message: ADMIN_TEXT.userNotFound });
      const sent = await requestPasswordReset(pool, options.mailer, user.email, options.publicUrl);
      if (!sent.ok)
        return reply
          .status(429)
          .header('retry-after', String(sent.retryAfter))
          .send({ message: ADMIN_TEXT.resetLinkRecent });
      await audit(pool, actorOf(request), 'user.password-reset', { type: 'user', id: user.id }, null, {
        email: user.email,
      });
      return { message: `A password reset link was sent to ${user.email}.` };
    },
  );

  app.get(
    '/api/admin/tickets',
    { schema: { querystring: AdminTicketQuerySchema, response: { 200: AdminTicketPageSchema, ...errors } } },
    async (request) => adminTicketPage(pool, actorOf(request).id, request.query),
  );

  app.get(
    '/api/admin/tickets/:id',
    { schema: { params: IdParams, response: { 200: AdminTicketSchema, ...errors } } },
    async (request, reply) => {
      const row = await findTicket(pool, request.params.id, null);
      return row ? adminTicket(pool, row) : reply.status(404).send({ message: ADMIN_TEXT.ticketNotFound });
    },
  );

  app.post(
    '/api/admin/tickets/:id/messages',
    {
      schema: {
        params: IdParams,
        body: AdminTicketMessageSchema,
        response: { 200: AdminTicketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await replyAsSupport(
        pool,
        actorOf(request),
        request.params.id,
        { body: request.body.message, internal: request.body.internal },
        { mailer: options.mailer, publicUrl: options.publicUrl },
      );
      return row ? adminTicket(pool, row) : reply.status(404).send({ message: ADMIN_TEXT.ticketNotFound });
    },
  );

  app.patch(
    '/api/admin/tickets/:id',
    {
      schema: {
        params: IdParams,
        body: AdminTicketUpdateSchema,
        response: { 200: AdminTicketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await updateTicketAsSupport(pool, actorOf(request), request.params.id, request.body);
      if (!result.ok)
        return result.reason === 'not-found'
          ? reply.status(404).send({ message: ADMIN_TEXT.ticketNotFound })
          : reply.status(409).send({ message: ADMIN_TEXT.ticketAssigneeNotAdmin });
      return adminTicket(pool, result.row);
    },
  );

  app.get(
    '/api/admin/audit',
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema, ...errors } } },
    async (request) => auditPage(pool, request.query),
  );
};
