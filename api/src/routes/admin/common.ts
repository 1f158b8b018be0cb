// What the admin area's route files share: the admin making a change (for the audit log) and the
// error answers every admin route may give.
import { ApiErrorSchema, MessageSchema } from '@poolscape/shared';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '../../admin/audit.ts';

/** The signed-in admin (the route's `requireAdmin` has checked the session). */
export const actorOf = (request: FastifyRequest): Actor => {
  const { user } = request.auth as NonNullable<FastifyRequest['auth']>;
  return { id: user.id, email: user.email };
};

export const adminErrors = {
  400: ApiErrorSchema,
  401: MessageSchema,
  403: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
};
