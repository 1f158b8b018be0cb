// One account with the CMS: the CMS asks here who a session token belongs to, and lets the person
// into its admin and REST API only when they are staff (an editor or an admin). Internal: see
// guard.ts. A token of nobody, of an ordinary user or of a disabled account answers 404 alike.
import { API_ERRORS, StaffSessionSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { SESSION_TOKEN_MAX_LENGTH, validateSessionToken } from '../../auth/sessions.ts';
import { isClosed } from '../../auth/users.ts';
import { internalOnly } from './guard.ts';

export const staffSessionRoutes: FastifyPluginAsyncZod<{ pool: Pool; token: string }> = async (
  app,
  { pool, token },
) => {
  app.post(
    '/api/internal/staff-session',
    {
      onRequest: internalOnly(token),
      schema: { body: z.object({ token: z.string().min(1).max(SESSION_TOKEN_MAX_LENGTH) }) },
    },
    async (request, reply) => {
      const valid = await validateSessionToken(pool, request.body.token);
      const user = valid?.user;
      if (!user?.staff_role || isClosed(user))
        return reply.status(404).send({ message: API_ERRORS.notFound });
      return StaffSessionSchema.parse({
        id: user.id,
        email: user.email,
        name: `${user.first_name} ${user.last_name}`.trim(),
        staffRole: user.staff_role,
      });
    },
  );
};
