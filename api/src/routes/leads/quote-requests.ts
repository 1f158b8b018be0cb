// Quote requests from the share pages (`POST /api/quote-requests/{kind}/{ref}`), signed out: a
// design's or a public collection's id, or a presentation's share token. Validated with the shared
// schema; an item that is not shared, or whose owner has not switched quote requests on, is a 404
// like an unknown one; too many requests from one client or for one item are a 429 and store
// nothing. The answer names who will be in touch, never their address.
import {
  ApiErrorSchema,
  LEAD_ITEM_KINDS,
  LEAD_TEXT,
  MessageSchema,
  PROOF_OF_WORK,
  ProofChallengeSchema,
  QuoteRequestAnswerSchema,
  QuoteRequestSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { QuoteProofs } from '../../leads/quote-proof.ts';
import { type QuoteRefusal, requestQuote } from '../../leads/quote-requests.ts';
import type { MailSender } from '../../mail/mail-queue.ts';

export interface QuoteRequestRoutesOptions {
  pool: Pool;
  mailer: MailSender;
  /** Public origin, for the links in the e-mails. */
  publicUrl: string;
  /** The form's proof of work. */
  proofs: QuoteProofs;
}

const REFUSALS: Record<QuoteRefusal, { status: 400 | 404 | 429; message: string }> = {
  'not-found': { status: 404, message: LEAD_TEXT.pageNotFound },
  'no-proof': { status: 400, message: LEAD_TEXT.noProof },
  'too-many-from-client': { status: 429, message: LEAD_TEXT.tooManyFromClient },
  'too-many-for-item': { status: 429, message: LEAD_TEXT.tooManyForItem },
};

const Params = z.object({
  kind: z.enum(LEAD_ITEM_KINDS, { error: `kind must be one of ${LEAD_ITEM_KINDS.join(', ')}.` }),
  ref: z.string().max(200),
});

export const quoteRequestRoutes: FastifyPluginAsyncZod<QuoteRequestRoutesOptions> = async (app, options) => {
  // The form asks for a challenge before it sends; answering costs a browser well under a second.
  app.get(
    '/api/quote-requests/challenge',
    { schema: { response: { 200: ProofChallengeSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send(options.proofs.challenge()),
  );

  app.post(
    '/api/quote-requests/:kind/:ref',
    {
      schema: {
        params: Params,
        body: QuoteRequestSchema,
        response: {
          201: QuoteRequestAnswerSchema,
          400: ApiErrorSchema,
          404: MessageSchema,
          429: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await requestQuote(options.pool, {
        kind: request.params.kind,
        ref: request.params.ref,
        request: request.body,
        client: request.ip,
        proven: () => {
          const header = request.headers[PROOF_OF_WORK.header];
          return options.proofs.accept(typeof header === 'string' ? header : undefined);
        },
        mail: { mailer: options.mailer, publicUrl: options.publicUrl },
      });
      if (result.ok) return reply.status(201).send({ message: result.message });
      const refused = REFUSALS[result.reason];
      if (result.retryAfter) reply.header('retry-after', String(result.retryAfter));
      return reply.status(refused.status).send({ message: refused.message });
    },
  );
};
