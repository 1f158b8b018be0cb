// What the WordPress route files share: their options, and how a refusal from the user's site is
// answered (409 with the problem's plain words; never a 5xx, the fault is on the other site).
import { WORDPRESS_PROBLEMS, WORDPRESS_TEXT, type WordPressProblem } from '@poolscape/shared';
import type { PublicContent } from '@poolscape/shared/content';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { SecretBox } from '../../secrets/secret-box.ts';
import type { Storage } from '../../storage/storage.ts';
import { type WordPressClient, WordPressRefusal } from '../../wordpress/site-client.ts';

export interface WordPressRoutesOptions {
  pool: Pool;
  storage: Storage;
  publicUrl: string;
  box: SecretBox;
  client: WordPressClient;
  content: () => Promise<PublicContent>;
}

export const RefusalSchema = z.object({ message: z.string(), problem: z.enum(WORDPRESS_PROBLEMS) });

/** Site checks, connections and publishes one user may start per minute: each calls another site. */
export const SITE_CALLS_PER_MINUTE = 20;

/** Answers a refusal from the site, or rethrows anything else. */
export function answerRefusal(
  reply: FastifyReply,
  log: FastifyBaseLogger,
  error: unknown,
  { publishing = false, page = false } = {},
): FastifyReply {
  if (!(error instanceof WordPressRefusal)) throw error;
  log.info({ problem: error.problem, detail: error.detail }, 'a WordPress site refused');
  const problem: WordPressProblem = error.problem;
  let message: string = WORDPRESS_TEXT[problem];
  if (publishing && problem === 'wrongPassword') message = WORDPRESS_TEXT.passwordRevoked;
  if (page && problem === 'cannotPublish') message = WORDPRESS_TEXT.cannotPublishPages;
  return reply.status(409).send({ message, problem });
}
