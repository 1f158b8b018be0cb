// What the design studio's route files share: their options, path parameters, headers and the
// not-found answer, so every route refuses the same things in the same words.
import { DESIGN_TEXT, DesignListQuerySchema, MessageSchema } from '@poolscape/shared';
import type { FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { DesignOptionsReader } from '../../design-options/design-options.ts';
import type { SampleLibrary } from '../../designs/samples.ts';
import type { RenderJobSender } from '../../jobs/job-queue.ts';
import type { DesignProgressHub } from '../../jobs/progress-hub.ts';
import type { Storage } from '../../storage/storage.ts';

export interface DesignRoutesOptions {
  pool: Pool;
  storage: Storage;
  jobs: RenderJobSender;
  progress: DesignProgressHub;
  samples: SampleLibrary;
  /** Public origin, for share links. */
  publicUrl: string;
  /** The clock plan periods are read with (tests move it). */
  now?: () => Date;
  /** Photos one user (or client) may upload per minute. */
  uploadsPerMinute: number;
  /** Which styles, features and times of day new designs may use. Default: all the built-in ones. */
  designOptions?: DesignOptionsReader;
}

export const NotFound = MessageSchema;
export const IdParams = z.object({ id: z.string().max(200) });
/** A client's retry key: printable ASCII, as the Idempotency-Key draft (IETF httpapi) suggests. */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'Idempotency-Key must be 1 to 100 visible ASCII characters.')
    .optional(),
});
/** Postgres has no year 0; such a date is refused like any other malformed one. */
export const ListQuery = DesignListQuerySchema.refine((query) => !query.from?.startsWith('0000'), {
  error: DESIGN_TEXT.fromDate,
  path: ['from'],
}).refine((query) => !query.to?.startsWith('0000'), {
  error: DESIGN_TEXT.toDate,
  path: ['to'],
});

export const notFound = { message: DESIGN_TEXT.notFound };

/** The signed-in user of a route guarded by `requireSession`. */
export function userOf(request: FastifyRequest): NonNullable<FastifyRequest['auth']>['user'] {
  return (request.auth as NonNullable<FastifyRequest['auth']>).user;
}
