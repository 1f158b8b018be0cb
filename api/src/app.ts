// The Fastify application, as a plugin tree: external plugins first, then the app's own plugins,
// then the routes. `server.ts` builds it and listens; tests build it and use `app.inject`.

import { dirname, join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import { API_ERRORS } from '@poolscape/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { AccountDeletions } from './account/account-deletions.ts';
import { AccountExports } from './account/account-exports.ts';
import type { Assistant } from './assistant/assistant.ts';
import { afterSignIn } from './auth/after-sign-in.ts';
import type { BillingConfig } from './billing/stripe-client.ts';
import { cmsUsers } from './cms/cms-client.ts';
import { offerFrom } from './content/offer.ts';
import { PublicContentReader } from './content/public-content.ts';
import { ContentChanges } from './content-changes/content-changes.ts';
import {
  assistantSubscriber,
  pageRendererSubscriber,
  siteBuildSubscriber,
} from './content-changes/subscribers.ts';
import type { ListenSource } from './db/pg-channel.ts';
import type { Pool } from './db/pool.ts';
import { loadDesignOptionsFromCms } from './design-options/cms-design-options.ts';
import { DesignOptionsSource } from './design-options/design-options.ts';
import { SampleLibrary } from './designs/samples.ts';
import { JobQueue, type RenderJobSender, type VideoJobSender } from './jobs/job-queue.ts';
import { DesignProgressHub } from './jobs/progress-hub.ts';
import { quoteProofs } from './leads/quote-proof.ts';
import { type LogDestination, loggerOptions, requestIdFrom } from './logging/request-log.ts';
import { QuietStaticLogController } from './logging/static-requests.ts';
import type { LoginAlertHub } from './login-alerts/login-alerts.ts';
import { KeptMail } from './mail/kept-mail.ts';
import type { MailSender } from './mail/mail-queue.ts';
import { cmsProxy } from './plugins/cms-proxy.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { openApi } from './plugins/openapi.ts';
import { operations } from './plugins/operations.ts';
import { postgresRateLimitStore } from './plugins/rate-limit-store.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';
import { socketErrorHandler } from './plugins/socket-errors.ts';
import { textInput } from './plugins/text-input.ts';
import { accountRoutes } from './routes/account/index.ts';
import { adminAssistantRoutes } from './routes/admin/assistant.ts';
import { adminDesignRoutes } from './routes/admin/designs.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { adminVideoRoutes } from './routes/admin/videos.ts';
import { assistantRoutes } from './routes/assistant/index.ts';
import { authRoutes } from './routes/auth/index.ts';
import { type ProviderConfig, socialRoutes } from './routes/auth/social.ts';
import { badgeRoutes } from './routes/badges/index.ts';
import { billingRoutes } from './routes/billing/index.ts';
import { collectionRoutes } from './routes/collections/index.ts';
import { contentRoutes } from './routes/content/index.ts';
import { designOptionRoutes } from './routes/design-options/index.ts';
import { designRoutes } from './routes/designs/index.ts';
import { galleryRoutes } from './routes/gallery/index.ts';
import { Draining } from './routes/health/check-ready.ts';
import { healthRoutes } from './routes/health/index.ts';
import { contentChangeRoutes } from './routes/internal/content-changes.ts';
import { siteBuildRoutes } from './routes/internal/site-build.ts';
import { staffSessionRoutes } from './routes/internal/staff-session.ts';
import { leadRoutes } from './routes/leads/index.ts';
import { quoteRequestRoutes } from './routes/leads/quote-requests.ts';
import { loginAlertRoutes } from './routes/login-alerts/index.ts';
import { newsletterRoutes } from './routes/newsletter/index.ts';
import { presentationRoutes } from './routes/presentations/index.ts';
import { sharedPresentationRoutes } from './routes/presentations/shared.ts';
import { pricingRoutes } from './routes/pricing/index.ts';
import { profileRoutes } from './routes/profile/index.ts';
import { sharePages } from './routes/share-pages/index.ts';
import { supportRoutes } from './routes/support/index.ts';
import { videoRoutes } from './routes/videos/index.ts';
import { wordpressConnectionRoutes } from './routes/wordpress/connection.ts';
import { wordpressFeedRoutes } from './routes/wordpress/feed.ts';
import { wordpressKeyRoutes } from './routes/wordpress/keys.ts';
import { wordpressPublishRoutes } from './routes/wordpress/publish.ts';
import { SecretBox } from './secrets/secret-box.ts';
import { fillProfileShell } from './share-pages/profile-page.ts';
import type { SiteBuilds } from './site-builds/site-builds.ts';
import { cmsDrafts } from './site-pages/previews.ts';
import { cmsRedirects } from './site-pages/redirects.ts';
import { sitePages } from './site-pages/site-pages.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import type { Storage } from './storage/storage.ts';
import { WordPressClient } from './wordpress/site-client.ts';

export interface AppOptions {
  pool: Pool;
  /** How often every open socket's session is checked again (default a minute). */
  socketRecheckMs?: number;
  /** Leading zero bits of the quote form's proof of work (default `PROOF_OF_WORK.bits`). */
  quoteProofBits?: number;
  /**
   * Where content changes told to other API processes are heard: the process's shared listener
   * (or a connection string of `pool`'s database). Without it, this process hears only its own CMS's.
   */
  listenOn?: ListenSource;
  builds: SiteBuilds;
  assistant: Assistant;
  /** Where mail is queued, in the transaction of what it tells of. */
  mailer: MailSender;
  /** Mail kept for /admin/mail, and the SMTP host when one is set; default: on `pool`, no SMTP. */
  keptMail?: { mail: KeptMail; smtp: string | null };
  /** "Download my data"; default one that queues archives on `pool` (built by workers elsewhere). */
  accountExports?: AccountExports;
  /** "Delete my account"; default one on `pool`, `storage`, `billing` and the CMS. */
  accountDeletions?: AccountDeletions;
  /** Public origin, for links in e-mails. */
  publicUrl: string;
  /**
   * `<DATA_DIR>/uploads`: its parent folder holds the local storage, the design options' copy and
   * the secrets key.
   */
  uploadsDir: string;
  /** Login alerts for alpha users (Postgres LISTEN/NOTIFY). */
  loginAlerts: LoginAlertHub;
  social?: { google?: ProviderConfig; facebook?: ProviderConfig };
  /** Questions one client may ask the assistant per minute. */
  chatPerMinute?: number;
  /** Photos (and, separately, avatars) one user or client may upload per minute. */
  uploadsPerMinute?: number;
  version: string;
  internalToken: string;
  https: boolean;
  /** Origin of the CMS process, read per request (it is known only once the CMS has started). */
  cmsUpstream: () => string;
  logLevel?: string;
  /** Where log lines go; standard output by default. */
  logDestination?: LogDestination;
  /** Hostnames whose `/` is the gallery landing page, besides those set in the CMS. */
  galleryHostnames?: readonly string[];
  /** `ADMIN_EMAILS`: accounts given the admin role when they sign in or register. */
  adminEmails?: readonly string[];
  /**
   * The files: uploads, photos, renders, videos, avatars. Default: local disk in
   * `<uploadsDir>/../storage`.
   */
  storage?: Storage;
  /** Where render jobs are created. Default: a pg-boss queue on `pool` that runs no workers here. */
  renderJobs?: RenderJobSender;
  /** Where video jobs are created. Default: `renderJobs` when it also takes videos, else that queue. */
  videoJobs?: VideoJobSender;
  /** Whether the built-in video maker makes videos (no VIDEO_PROVIDER). Default: true. */
  videoBuiltIn?: boolean;
  /** Render progress for the design socket. Default: a hub that does not listen (no events arrive). */
  designProgress?: DesignProgressHub;
  /** The clock plan periods are read with (tests move it). */
  clock?: () => Date;
  /** Stripe, when the installation takes payments (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET). */
  billing?: BillingConfig | null;
  /** The editors' design options. Default: read from the CMS at `cmsUpstream()`. */
  designOptions?: DesignOptionsSource;
  /** Seals stored secrets. Default: a key generated into the data folder (beside `uploadsDir`). */
  secrets?: SecretBox;
  /** Whether WordPress sites on loopback or private networks may be connected (`WORDPRESS_ALLOW_PRIVATE`). */
  wordpressAllowPrivate?: boolean;
  /** Set when the process starts to shut down: `/api/ready` answers 503. Default: never set. */
  draining?: Draining;
  /** `METRICS_TOKEN`: the Bearer token of `/api/metrics`; without it that endpoint answers 404. */
  metricsToken?: string;
  /** `LOG_STATIC`: whether site pages and static files get request log lines. Default: false. */
  logStatic?: boolean;
  /** `TRUSTED_PROXIES`: proxies whose X-Forwarded-* headers are believed. Default: loopback. */
  trustedProxies?: readonly string[];
}

/** JSON bodies above this size are refused with 413 before they are parsed. */
export const BODY_LIMIT_BYTES = 100 * 1024;
/** Photo or avatar uploads one user (or client) may make per minute, each route counted apart. */
export const UPLOADS_PER_MINUTE = 10;
/** The body of every 429 from a route's rate limit. */
const RATE_LIMITED = { statusCode: 429, message: API_ERRORS.rateLimited };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logDestination),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustedProxies ? [...options.trustedProxies] : 'loopback',
    genReqId: (request) => requestIdFrom(request.headers['x-request-id']),
    ...(options.logStatic ? {} : { logController: new QuietStaticLogController() }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  const secrets = options.secrets ?? SecretBox.fromEnvironment(undefined, dirname(options.uploadsDir));
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandler);
  await app.register(securityHeaders, { https: options.https });
  await app.register(textInput);
  await app.register(compression);
  // Limits are set per route and counted in PostgreSQL, across every API process; a client over
  // one gets 429 with a plain message.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(options.pool),
    errorResponseBuilder: () => RATE_LIMITED,
  });

  // Clients of our sockets only listen; nothing they send needs more than a few bytes.
  await app.register(cookie);
  await app.register(websocket, { options: { maxPayload: 4096 }, errorHandler: socketErrorHandler() });

  // Before every route: the API's description learns each one as it is added.
  await app.register(openApi, { version: options.version, publicUrl: options.publicUrl });
  await app.register(healthRoutes, { pool: options.pool, version: options.version });
  await app.register(operations, {
    pool: options.pool,
    storage: options.storage ?? new LocalDiskStorage(join(dirname(options.uploadsDir), 'storage')),
    draining: options.draining ?? new Draining(),
    metricsToken: options.metricsToken,
  });
  // Sockets may be opened only by the product's own pages.
  const allowedOrigins = [new URL(options.publicUrl).origin];
  await app.register(sessionPlugin, {
    pool: options.pool,
    allowedOrigins,
    socketRecheckMs: options.socketRecheckMs,
  });
  const onSignIn = afterSignIn(options.pool, options.loginAlerts, options.adminEmails, app.log);

  const designStorage = options.storage ?? new LocalDiskStorage(join(dirname(options.uploadsDir), 'storage'));
  const deletions =
    options.accountDeletions ??
    new AccountDeletions({
      pool: options.pool,
      storage: designStorage,
      mail: options.mailer,
      publicUrl: options.publicUrl,
      stripe: options.billing?.stripe ?? null,
      cms: cmsUsers(options.cmsUpstream, options.internalToken),
      log: { warn: (message) => app.log.warn(message) },
    });
  const signIns = { pool: options.pool, publicUrl: options.publicUrl, deletions, onSignIn };
  await app.register(authRoutes, { ...signIns, mailer: options.mailer });
  await app.register(socialRoutes, { ...signIns, ...options.social });
  await app.register(loginAlertRoutes, { hub: options.loginAlerts });
  // Each upload is decoded in full (up to the pixel limit): a client may not keep the CPU busy with them.
  const uploadsPerMinute = options.uploadsPerMinute ?? UPLOADS_PER_MINUTE;
  await app.register(profileRoutes, { pool: options.pool, storage: designStorage, uploadsPerMinute });
  await app.register(assistantRoutes, {
    assistant: options.assistant,
    pool: options.pool,
    perMinute: options.chatPerMinute ?? 20,
  });
  await app.register(adminAssistantRoutes, {
    assistant: options.assistant,
    pool: options.pool,
    perMinute: options.chatPerMinute ?? 20,
  });
  const content = new PublicContentReader(options.builds, options.galleryHostnames, (message) =>
    app.log.warn(message),
  );
  await app.register(contentRoutes, { content });
  await app.register(newsletterRoutes, { pool: options.pool });
  let defaultQueue: JobQueue | null = null;
  const queue = (): JobQueue => {
    if (!defaultQueue) {
      // Started on the first submit; this process only creates jobs, workers run where server.ts starts them.
      const created = new JobQueue({
        pool: options.pool,
        supervise: false,
        log: (message) => app.log.warn(message),
      });
      app.addHook('onClose', () => created.stop());
      defaultQueue = created;
    }
    return defaultQueue;
  };
  const renderJobs = options.renderJobs ?? queue();
  const accountExports =
    options.accountExports ??
    new AccountExports({
      pool: options.pool,
      storage: designStorage,
      jobs: queue(),
      mail: options.mailer,
      publicUrl: options.publicUrl,
      log: { warn: (message) => app.log.warn(message) },
    });
  await app.register(accountRoutes, { exports: accountExports, deletions });
  const videoJobs =
    options.videoJobs ??
    ('enqueueVideo' in renderJobs ? (renderJobs as RenderJobSender & VideoJobSender) : queue());
  const designOptions =
    options.designOptions ??
    new DesignOptionsSource({
      load: () => loadDesignOptionsFromCms(options.cmsUpstream(), options.internalToken),
      keepFile: join(dirname(options.uploadsDir), 'design-options.json'),
      log: (message) => app.log.warn(message),
    });
  await app.register(designOptionRoutes, { source: designOptions, token: options.internalToken });
  await app.register(designRoutes, {
    designOptions,
    pool: options.pool,
    storage: designStorage,
    jobs: renderJobs,
    progress: options.designProgress ?? new DesignProgressHub('', (message) => app.log.warn(message)),
    samples: new SampleLibrary(),
    publicUrl: options.publicUrl,
    now: options.clock,
    uploadsPerMinute,
  });
  await app.register(collectionRoutes, { pool: options.pool, publicUrl: options.publicUrl });
  const presentations = {
    pool: options.pool,
    storage: designStorage,
    publicUrl: options.publicUrl,
  };
  await app.register(presentationRoutes, presentations);
  await app.register(sharedPresentationRoutes, presentations);
  await app.register(leadRoutes, { pool: options.pool });
  await app.register(quoteRequestRoutes, {
    pool: options.pool,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    proofs: quoteProofs(options.pool, options.internalToken, options.quoteProofBits),
  });
  await app.register(pricingRoutes, { pool: options.pool });
  await app.register(badgeRoutes, { pool: options.pool });
  await app.register(supportRoutes, { pool: options.pool, storage: designStorage });
  await app.register(adminRoutes, {
    pool: options.pool,
    exports: accountExports,
    deletions,
    mailer: options.mailer,
    keptMail: options.keptMail ?? { mail: new KeptMail(options.pool, secrets), smtp: null },
    publicUrl: options.publicUrl,
  });
  await app.register(adminDesignRoutes, { pool: options.pool, jobs: renderJobs, storage: designStorage });
  await app.register(adminVideoRoutes, { pool: options.pool });
  await app.register(galleryRoutes, { pool: options.pool, publicUrl: options.publicUrl });
  await app.register(videoRoutes, {
    pool: options.pool,
    storage: designStorage,
    jobs: videoJobs,
    builtIn: options.videoBuiltIn ?? true,
    now: options.clock,
  });
  const billing = options.billing ?? null;
  await app.register(billingRoutes, {
    pool: options.pool,
    billing,
    publicUrl: options.publicUrl,
    offer: async () => offerFrom(await content.get(), billing !== null),
  });
  const wordpressClient = new WordPressClient({ allowPrivate: options.wordpressAllowPrivate ?? false });
  app.addHook('onClose', () => wordpressClient.close());
  const wordpress = {
    pool: options.pool,
    storage: designStorage,
    publicUrl: options.publicUrl,
    box: secrets,
    client: wordpressClient,
    content: () => content.get(),
  };
  await app.register(wordpressConnectionRoutes, wordpress);
  await app.register(wordpressPublishRoutes, wordpress);
  await app.register(wordpressKeyRoutes, wordpress);
  await app.register(wordpressFeedRoutes, wordpress);
  // A content change, told by this process's CMS (the internal route) or heard from another API
  // process, goes to the pages, the site build and the assistant (content-changes/).
  const contentChanges = new ContentChanges({ db: options.pool, log: app.log });
  contentChanges.subscribe('pageRenderer', pageRendererSubscriber(options.builds));
  contentChanges.subscribe('siteBuild', siteBuildSubscriber(options.builds));
  contentChanges.subscribe('assistant', assistantSubscriber(options.assistant));
  if (options.listenOn) await contentChanges.listen(options.listenOn);
  // After a site build the assistant reads everything again: its settings, and any post change it
  // was not told of.
  const stopReloadOnSwap = options.builds.onSwap(() => void options.assistant.reindex());
  app.addHook('onClose', async () => {
    stopReloadOnSwap();
    await contentChanges.stop();
  });
  await app.register(contentChangeRoutes, { changes: contentChanges, token: options.internalToken });
  await app.register(staffSessionRoutes, { pool: options.pool, token: options.internalToken });
  await app.register(siteBuildRoutes, { builds: options.builds, token: options.internalToken });
  await app.register(cmsProxy, { upstream: options.cmsUpstream, pool: options.pool });
  await app.register(sharePages, {
    pool: options.pool,
    designOptions,
    builds: options.builds,
    https: options.https,
    publicUrl: options.publicUrl,
  });
  await app.register(sitePages, {
    builds: options.builds,
    https: options.https,
    // Reading the cookie only chooses which page to show; every call still needs the bearer header.
    isSignedIn: async (request) => (await app.findSession(request, { cookie: true })) !== null,
    publicProfilePage: (userId, shell) => fillProfileShell(options.pool, shell, userId, options.publicUrl),
    isGalleryHost: (hostname) => content.isGalleryHost(hostname),
    redirectFor: cmsRedirects({ cmsUrl: options.cmsUpstream, log: app.log }),
    drafts: cmsDrafts({ cmsUrl: options.cmsUpstream, internalToken: options.internalToken }),
  });
  return app;
}
