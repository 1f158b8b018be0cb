// An API process (`npm start`, SERVE_HTTP unset): after the shared parts, the CMS, the site's
// builds, the assistant, the mail and data-export workers and housekeeping, the per-process hubs
// fed by Postgres channels (login alerts, the session cache, design progress), RENDER_WORKERS
// workers, and last the Fastify app (app.ts), built but not yet listening. Each part pushes its stop
// onto `closers`.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AccountDeletions } from '../account/account-deletions.ts';
import { AccountExports } from '../account/account-exports.ts';
import { buildApp } from '../app.ts';
import { attachSessionCache, SessionCache } from '../auth/session-cache.ts';
import { endPlansSetByHand } from '../billing/operator.ts';
import { createBilling } from '../billing/stripe-client.ts';
import { cmsUsers } from '../cms/cms-client.ts';
import type { Env } from '../env.ts';
import { DesignProgressHub } from '../jobs/progress-hub.ts';
import { endLog, LOG_RETENTION_DAYS, logFolder, requestLogDestination } from '../logging/log-files.ts';
import { LoginAlertHub } from '../login-alerts/login-alerts.ts';
import { KeptMail } from '../mail/kept-mail.ts';
import { MailQueue } from '../mail/mail-queue.ts';
import { createMailer } from '../mail/mailer.ts';
import { Draining } from '../routes/health/check-ready.ts';
import { SecretBox } from '../secrets/secret-box.ts';
import { openCms } from './cms.ts';
import { startHousekeeping } from './housekeeping.ts';
import type { ProcessBase } from './process-base.ts';
import { type Closer, log, say } from './process-log.ts';
import { startRenderWorkers } from './render-workers.ts';
import { drainThenClose } from './shutdown.ts';
import { startAssistant, startSiteBuilds } from './site-and-assistant.ts';

/** Starts everything an API process runs beside its HTTP server, and builds the app. */
export async function startApiProcess(
  env: Env,
  base: ProcessBase,
  version: string,
  closers: Closer[],
): Promise<FastifyInstance> {
  const { pool, listener, storage, renderQueue } = base;
  const cms = await openCms(env, base, closers);
  const builds = await startSiteBuilds(env, base, cms.url, version, closers);
  const assistant = await startAssistant(env, cms.url);

  const secrets = SecretBox.fromEnvironment(env.SECRETS_KEY, env.DATA_DIR);
  // Every API process sends mail, as it always has; worker-only processes do not.
  const keptMail = new KeptMail(pool, secrets);
  const transport = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, kept: keptMail });
  const mailer = new MailQueue({ jobs: renderQueue, transport, box: secrets, log });
  await mailer.work();
  say(`mail goes to ${transport.description}`);
  // Every API process also makes the archives of "Download my data", one at a time.
  const accountExports = new AccountExports({
    pool,
    storage,
    jobs: renderQueue,
    mail: mailer,
    publicUrl: env.publicUrl,
    log: { warn: say },
  });
  await accountExports.work();
  const billing = createBilling({
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  });
  // Accounts whose grace period after "Delete my account" is over go in the hourly housekeeping.
  const accountDeletions = new AccountDeletions({
    pool,
    storage,
    mail: mailer,
    publicUrl: env.publicUrl,
    stripe: billing?.stripe ?? null,
    cms: cmsUsers(() => cms.url, env.internalToken),
    log: { warn: say },
  });
  closers.push(
    startHousekeeping(pool, log, [
      () => accountExports.removeExpired(),
      () => accountDeletions.sweep(),
      () => keptMail.prune(),
      () => endPlansSetByHand(pool),
    ]),
  );

  const loginAlerts = new LoginAlertHub(pool, listener, (message) => say(message));
  await loginAlerts.start();
  const sessionCache = new SessionCache();
  await sessionCache.listen(listener, say);
  attachSessionCache(pool, sessionCache);
  closers.push(() => sessionCache.stop());
  closers.push(() => loginAlerts.stop());
  const designProgress = new DesignProgressHub(listener, (message) => say(message));
  await designProgress.start();
  closers.push(() => designProgress.stop());
  await startRenderWorkers(renderQueue, { pool, storage, env, say });
  if (env.RENDER_WORKERS > 0) say(`rendering designs and videos here, ${env.RENDER_WORKERS} at a time`);

  const draining = new Draining();
  const logFiles = { logTo: env.LOG_TO, dataDir: env.DATA_DIR, port: env.PORT };
  const logDestination = await requestLogDestination(logFiles);
  if (logDestination) {
    say(`request logs go to ${logFolder(logFiles)} (a file a day, kept ${LOG_RETENTION_DAYS} days)`);
    closers.push(() => endLog(logDestination));
  }
  const app = await buildApp({
    pool,
    listenOn: listener,
    loginAlerts,
    uploadsDir: join(env.DATA_DIR, 'uploads'),
    mailer,
    keptMail: { mail: keptMail, smtp: transport.smtp },
    publicUrl: env.publicUrl,
    social: { google: env.google, facebook: env.facebook },
    builds,
    assistant,
    chatPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
    version,
    internalToken: env.internalToken,
    https: env.publicUrl.startsWith('https:'),
    cmsUpstream: () => cms.url,
    logLevel: env.LOG_LEVEL,
    logDestination,
    galleryHostnames: env.GALLERY_HOSTNAMES,
    adminEmails: env.ADMIN_EMAILS,
    storage,
    renderJobs: renderQueue,
    accountExports,
    videoBuiltIn: env.VIDEO_PROVIDER === 'builtin',
    designProgress,
    secrets,
    wordpressAllowPrivate: env.WORDPRESS_ALLOW_PRIVATE,
    draining,
    metricsToken: env.METRICS_TOKEN,
    logStatic: env.LOG_STATIC,
    trustedProxies: env.TRUSTED_PROXIES,
    billing,
    accountDeletions,
  });
  closers.push(drainThenClose(app, draining, env.SHUTDOWN_DRAIN_SECONDS, say));
  return app;
}
