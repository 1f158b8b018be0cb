// "Delete my account" through the API, on a real database, real storage (local disk, and the S3
// test server) and the Stripe contract server: a contractor with a paid plan, a rendered design, a
// video, a collection, a shared presentation, a lead and an API key exports everything, then deletes
// the account. It is closed at once (signed out, its links, profile and key dead), and when the grace
// period is over (a later clock) no row of the app's schema holds its id or address, no file of it
// is left, and its Stripe subscription is cancelled and customer deleted.
import { AccountDeletionSchema, type AccountExportState, AUTH_API_MESSAGES } from '@poolscape/shared';
import { multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { callAs, type StudioTestApp, useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import { askForQuote, quotableDesign, quoteBody, SHARE_SHELLS } from '@poolscape/tests/kit/leads';
import { startS3Server, type TestS3Server } from '@poolscape/tests/kit/storage/s3-server';
import { drainVideoJobs, standInVideoEngine } from '@poolscape/tests/kit/videos';
import { type StripeServer, startStripeServer } from '@poolscape/tests/providers/stripe-server';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBilling } from '../../billing/stripe-client.ts';
import type { Storage } from '../../storage/storage.ts';

const DAY = 86_400_000;
type User = Awaited<ReturnType<typeof registerUser>>;

describe.each(['local disk', 'S3'] as const)('deleting an account, files on %s', (where) => {
  let made: StudioTestApp;
  let stripe: StripeServer;
  let s3: TestS3Server | null = null;
  let s3Storage: Storage | undefined;
  beforeAll(async () => {
    stripe = await startStripeServer();
    if (where === 'S3') {
      s3 = await startS3Server();
      s3Storage = s3.storage();
    }
  });
  afterAll(async () => {
    await stripe.close();
    await s3?.close();
  });
  useStudioTestApp(
    (value) => {
      made = value;
    },
    {
      files: SHARE_SHELLS,
      get storage() {
        return s3Storage;
      },
      get billing() {
        return createBilling({
          secretKey: stripe.apiKey,
          webhookSecret: stripe.webhookSecret,
          apiBase: stripe.url,
        });
      },
    },
  );
  const call = callAs(() => made.test);
  const pool = () => made.db.pool;

  /** Listening, so that Stripe's events reach the webhook. */
  async function listen(): Promise<void> {
    if (made.test.app.server.listening) return;
    await made.test.app.listen({ port: 0, host: '127.0.0.1' });
    const address = made.test.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    stripe.setWebhookUrl(`http://127.0.0.1:${port}/api/billing/webhook`);
  }

  async function buyPro(who: User): Promise<void> {
    const response = await call(who, 'POST', '/api/billing/checkout', { plan: 'pro' });
    expect(response.statusCode, response.body).toBe(200);
    await stripe.checkout(new URL((response.json() as { url: string }).url).pathname.split('/').at(-1) ?? '');
    await stripe.settled();
  }

  /** Rows of every table of the app's schema whose text holds `needle`, by table. */
  async function rowsHolding(needle: string): Promise<Record<string, number>> {
    const tables = await pool().query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'app' and table_type = 'BASE TABLE'`,
    );
    const found: Record<string, number> = {};
    for (const { name } of tables.rows) {
      const { rows } = await pool().query<{ n: number }>(
        `select count(*)::int as n from app.${name} t where strpos(t::text, $1) > 0`,
        [needle],
      );
      if ((rows[0]?.n ?? 0) > 0) found[name] = rows[0]?.n ?? 0;
    }
    return found;
  }

  it('exports everything, closes the account at once, and removes every trace after 7 days', async () => {
    await listen();
    const owner = await registerUser(made.test.app, pool());
    const email = (
      await pool().query<{ email: string }>('select email from app.users where id = $1', [owner.id])
    ).rows[0]?.email as string;
    await buyPro(owner);
    const customer = (
      await pool().query<{ stripe_customer_id: string }>(
        'select stripe_customer_id from app.users where id = $1',
        [owner.id],
      )
    ).rows[0]?.stripe_customer_id as string;
    const subscription = (
      await pool().query<{ id: string }>('select id from app.subscriptions where user_id = $1', [owner.id])
    ).rows[0]?.id as string;
    expect(stripe.store.customers.has(customer)).toBe(true);

    const design = await quotableDesign(made, owner);
    expect((await askForQuote(made.test, design.path, quoteBody())).statusCode).toBe(201);
    const detail = (await call(owner, 'GET', `/api/designs/${design.id}`)).json() as {
      versions: { images: { id: string }[] }[];
    };
    const video = await call(owner, 'POST', `/api/designs/${design.id}/videos`, {
      imageId: detail.versions[0]?.images[0]?.id,
      template: 'reveal',
      format: '16:9',
    });
    expect(video.statusCode, video.body).toBe(202);
    const videoId = (video.json() as { id: string }).id;
    await drainVideoJobs(made.queue, {
      pool: pool(),
      storage: made.test.storage,
      engine: standInVideoEngine(),
    });
    const collection = (await call(owner, 'POST', '/api/collections', { name: 'Elm Street' })).json() as {
      id: string;
    };
    await call(owner, 'POST', `/api/collections/${collection.id}/designs`, { designIds: [design.id] });
    const presentation = (
      await call(owner, 'POST', '/api/presentations', {
        title: 'Elm Street pools',
        collectionId: collection.id,
      })
    ).json() as { id: string };
    const shared = (
      await call(owner, 'PATCH', `/api/presentations/${presentation.id}`, { shared: true })
    ).json() as { shareUrl: string };
    const presentPath = `/api/present/${shared.shareUrl.split('/').at(-1)}`;
    await call(owner, 'PATCH', '/api/profile', { profilePublic: true });
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const form = multipart('avatar', 'me.jpg', 'image/jpeg', picture);
    const avatar = await made.test.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...owner.auth, ...form.headers },
      payload: form.payload,
    });
    const avatarUrl = (avatar.json() as { avatarUrl: string }).avatarUrl;
    const avatarKey = `avatars/${avatarUrl.split('/').at(-1)}`;
    expect(await made.test.storage.get(avatarKey)).not.toBeNull();
    const key = (await call(owner, 'POST', '/api/wordpress/keys', { name: 'My site' })).json() as {
      secret: string;
    };
    const feed = () =>
      made.test.app.inject({
        method: 'GET',
        url: '/api/feed/v1/designs',
        headers: { authorization: `Bearer ${key.secret}` },
      });
    const open = {
      design: `/design/share/${design.id}`,
      video: `/api/videos/${videoId}/file`,
      presentation: presentPath,
      profile: `/api/profiles/${owner.id}`,
    };
    for (const url of Object.values(open)) expect((await call(null, 'GET', url)).statusCode, url).toBe(200);
    expect((await feed()).statusCode).toBe(200);

    // Take it all first.
    expect((await call(owner, 'POST', '/api/account/export')).statusCode).toBe(202);
    expect(await made.test.buildExports()).toBe(1);
    const ready = ((await call(owner, 'GET', '/api/account/export')).json() as AccountExportState).export;
    const archive = unzipSync(
      new Uint8Array((await call(owner, 'GET', ready?.downloadUrl ?? '')).rawPayload),
    );
    const names = Object.keys(archive);
    expect(names).toContain(`files/designs/${design.id}/photo.png`);
    expect(names.some((name) => name.startsWith(`files/designs/${design.id}/v1-`))).toBe(true);
    expect(names).toContain(`files/designs/${design.id}/videos/${videoId}.mp4`);
    const rows = (table: string) =>
      JSON.parse(new TextDecoder().decode(archive[`data/${table}.json`])) as unknown[];
    expect(rows('design_videos')).toHaveLength(1);
    expect(rows('collections')).toHaveLength(1);
    expect(rows('presentations')).toHaveLength(1);
    expect(rows('leads')).toHaveLength(1);
    expect(names.some((name) => /^presentations\/.+\.pdf$/.test(name))).toBe(true);

    // Then delete: the password, and nothing else, confirms it.
    expect((await call(owner, 'GET', '/api/account/delete')).json()).toEqual({
      confirmWith: 'password',
      providers: [],
    });
    expect((await call(owner, 'POST', '/api/account/delete', {})).statusCode).toBe(400);
    expect((await call(owner, 'POST', '/api/account/delete', { password: 'not-it' })).statusCode).toBe(403);
    expect(
      (await call(owner, 'POST', '/api/account/delete', { password: 'secret123', also: 1 })).statusCode,
    ).toBe(400);
    const asked = await call(owner, 'POST', '/api/account/delete', { password: 'secret123' });
    expect(asked.statusCode, asked.body).toBe(202);
    const due = new Date(AccountDeletionSchema.parse(asked.json()).deletionDueAt);
    expect(Math.abs(due.getTime() - Date.now() - 7 * DAY)).toBeLessThan(60_000);

    // Closed at once: signed out, and everything it shared answers like a missing thing.
    expect((await call(owner, 'GET', '/api/simple/user')).statusCode).toBe(401);
    for (const url of Object.values(open)) expect((await call(null, 'GET', url)).statusCode, url).toBe(404);
    expect((await feed()).statusCode).toBe(404);
    const mails = await made.test.deliverMail();
    expect(
      mails.find((mail) => mail.to === email && mail.subject.includes('will be deleted on')),
    ).toBeDefined();
    // Its password still opens "Keep my account", not a session.
    const signIn = await made.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret123' },
    });
    expect(signIn.statusCode).toBe(409);
    expect(signIn.json()).toMatchObject({ keepAccount: true, message: AUTH_API_MESSAGES.accountDeleting });
    expect(signIn.json()).not.toHaveProperty('token');

    // Not before its day; then for good.
    expect(await made.test.accountDeletions.sweep(new Date(Date.now() + 6 * DAY))).toBe(0);
    expect(await made.test.accountDeletions.sweep(new Date(Date.now() + 8 * DAY))).toBe(1);
    await stripe.settled();
    expect(await rowsHolding(owner.id)).toEqual({});
    expect(await rowsHolding(email)).toEqual({});
    const storage = made.test.storage;
    for (const prefix of [`uploads/${owner.id}/`, `designs/${design.id}/`, `exports/${owner.id}/`])
      expect(await storage.list(prefix), prefix).toEqual([]);
    expect(await storage.get(avatarKey)).toBeNull();
    expect(stripe.store.customers.has(customer)).toBe(false);
    expect(stripe.store.subscriptions.get(subscription)?.status).toBe('canceled');
    const last = await made.test.deliverMail();
    expect(last.find((mail) => mail.to === email && mail.subject.includes('has been deleted'))).toBeDefined();
    const again = await made.test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'secret123' },
    });
    expect(again.statusCode).toBe(401);
  });
});
