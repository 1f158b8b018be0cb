// The billing API: what is on sale (`/api/billing/offer`), the signed-in user's billing
// (`/api/billing`, invoices, ledger), Checkout, changing plan, the Customer Portal, and Stripe's
// webhook. Every route but the offer and the webhook needs a session and acts only on its user.
import {
  BILLING_TEXT,
  BillingSummarySchema,
  ChangePlanRequestSchema,
  CheckoutRequestSchema,
  InvoiceListSchema,
  LedgerPageSchema,
  LedgerQuerySchema,
  MessageSchema,
  type Offer,
  OfferSchema,
  RedirectSchema,
} from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import {
  BillingError,
  type BillingRefusal,
  billingSummary,
  changePlan,
  invoicesOf,
  portalSession,
  startCheckout,
} from '../../billing/billing.ts';
import { ledgerPage } from '../../billing/history.ts';
import type { BillingConfig } from '../../billing/stripe-client.ts';
import { handleWebhook, type WebhookResult } from '../../billing/webhook.ts';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import { userOf } from '../designs/common.ts';

export interface BillingRoutesOptions {
  pool: Pool;
  billing: BillingConfig | null;
  publicUrl: string;
  offer: () => Promise<Offer>;
}

/** Checkout, plan changes and portal sessions one user may start per minute. */
const STARTS_PER_MINUTE = 10;
/** Stripe's events are small; a few carry long line-item lists. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

/** The status and message each refusal of a billing call is answered with. */
const REFUSALS: Record<BillingRefusal, { status: 402 | 404 | 409 | 502; message: string }> = {
  'not-configured': { status: 409, message: BILLING_TEXT.notConfigured },
  'no-account': { status: 404, message: BILLING_TEXT.noAccount },
  'price-mismatch': { status: 409, message: BILLING_TEXT.priceMismatch },
  'already-subscribed': { status: 409, message: BILLING_TEXT.alreadySubscribed },
  'plan-included': { status: 409, message: BILLING_TEXT.planIncluded },
  'no-subscription': { status: 409, message: BILLING_TEXT.noSubscription },
  'same-plan': { status: 409, message: BILLING_TEXT.samePlan },
  'plan-ending': { status: 409, message: BILLING_TEXT.planEnding },
  'payment-declined': { status: 402, message: BILLING_TEXT.paymentDeclined },
  'stripe-unavailable': { status: 502, message: BILLING_TEXT.stripeUnavailable },
};

/** The webhook's answer to Stripe for what became of an event (Stripe sends a refused one again). */
function webhookReply(result: WebhookResult) {
  if (result.ok)
    return {
      status: 200,
      body: { received: true, ...(result.duplicate ? { duplicate: true } : {}) },
    } as const;
  return result.reason === 'bad-signature'
    ? ({ status: 400, body: { message: BILLING_TEXT.badSignature } } as const)
    : ({ status: 502, body: { message: BILLING_TEXT.stripeUnavailable } } as const);
}

const Refusals = {
  401: MessageSchema,
  402: MessageSchema,
  404: MessageSchema,
  409: MessageSchema,
  429: MessageSchema,
  502: MessageSchema,
};

export const billingRoutes: FastifyPluginAsyncZod<BillingRoutesOptions> = async (app, options) => {
  const deps = { ...options, log: (message: string) => app.log.warn(message) };
  /** Runs a billing call, answering its refusals with their status and plain message. */
  const answer = async <T>(reply: FastifyReply, work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof BillingError)) throw error;
      const refusal = REFUSALS[error.reason];
      return reply.code(refusal.status).send({ message: refusal.message });
    }
  };
  const limited = (name: string) => ({
    rateLimit: { max: STARTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: perUserOrClient(app, name) },
  });

  app.get('/api/billing/offer', { schema: { response: { 200: OfferSchema } } }, async () => ({
    ...(await options.offer()),
    configured: options.billing !== null,
  }));

  /** Reads one user may make per minute (the payment confirmation polls every second). */
  const reads = (name: string, max: number) => ({
    rateLimit: { max, timeWindow: '1 minute', keyGenerator: perUserOrClient(app, name) },
  });

  app.get(
    '/api/billing',
    {
      onRequest: app.requireSession,
      config: reads('billing-summary', 120),
      schema: { response: { 200: BillingSummarySchema, ...Refusals } },
    },
    async (request, reply) => answer(reply, () => billingSummary(deps, userOf(request).id)),
  );

  app.get(
    '/api/billing/invoices',
    {
      onRequest: app.requireSession,
      // Each read asks Stripe: one user cannot spend the account's share of Stripe's rate limit.
      config: reads('billing-invoices', 20),
      schema: { response: { 200: InvoiceListSchema, ...Refusals } },
    },
    async (request, reply) => answer(reply, () => invoicesOf(deps, userOf(request).id)),
  );

  app.get(
    '/api/billing/ledger',
    {
      onRequest: app.requireSession,
      schema: {
        querystring: LedgerQuerySchema,
        response: { 200: LedgerPageSchema, 400: MessageSchema, 401: MessageSchema },
      },
    },
    async (request) => ledgerPage(options.pool, userOf(request).id, request.query.page),
  );

  app.post(
    '/api/billing/checkout',
    {
      onRequest: app.requireSession,
      config: limited('billing-checkout'),
      schema: {
        body: CheckoutRequestSchema,
        response: { 200: RedirectSchema, 400: MessageSchema, ...Refusals },
      },
    },
    async (request, reply) => answer(reply, () => startCheckout(deps, userOf(request).id, request.body)),
  );

  app.post(
    '/api/billing/change-plan',
    {
      onRequest: app.requireSession,
      config: limited('billing-change'),
      schema: {
        body: ChangePlanRequestSchema,
        response: { 200: BillingSummarySchema, 400: MessageSchema, ...Refusals },
      },
    },
    async (request, reply) => answer(reply, () => changePlan(deps, userOf(request).id, request.body.plan)),
  );

  app.post(
    '/api/billing/portal',
    {
      onRequest: app.requireSession,
      config: limited('billing-portal'),
      schema: { response: { 200: RedirectSchema, ...Refusals } },
    },
    async (request, reply) => answer(reply, () => portalSession(deps, userOf(request).id)),
  );

  // Stripe's signature is over the exact bytes: this route reads its body unparsed.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/api/billing/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          headers: z.object({ 'stripe-signature': z.string().max(2000).optional() }),
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.literal(true).optional() }),
            400: MessageSchema,
            404: MessageSchema,
            502: MessageSchema,
          },
        },
      },
      async (request, reply) => {
        const billing = options.billing;
        if (!billing) return reply.code(404).send({ message: BILLING_TEXT.webhookNotConfigured });
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        const result = await handleWebhook(
          { ...deps, billing },
          body,
          typeof signature === 'string' ? signature : undefined,
        );
        const answer = webhookReply(result);
        return reply.code(answer.status).send(answer.body);
      },
    );
  });
};
