// Configuration: parsed once, at startup, from the process environment. Nothing else in the API
// reads `process.env`; every variable is listed with its meaning in `.env.example`.
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { ProviderConfig } from './routes/auth/social.ts';
import { type S3StorageConfig, StorageConfigError, storageConfigFrom } from './storage/config.ts';

/** The repository's root folder (this file is `api/src/env.ts`). */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const port = z.coerce.number().int().min(1).max(65535);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public origin of the product, used in links, canonical tags and the CMS's server URL. */
  PUBLIC_URL: z.url().optional(),
  /** An external PostgreSQL; without it an embedded PostgreSQL runs with its data in DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /**
   * The same database through a connection that keeps its session, for what needs one: the
   * connection that listens to channels, migrations and advisory locks. Set it when DATABASE_URL
   * goes through PgBouncer's transaction pooling (deploy/pgbouncer/); default: DATABASE_URL.
   */
  DATABASE_SESSION_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z
    .string()
    .default('.data')
    .transform((path) => resolve(repoRoot, path)),
  /**
   * The site's builds, one folder for every API process of a machine: the cluster then builds once
   * per change, and every process serves that build. Default: DATA_DIR/site, this process's own.
   */
  SITE_DIR: z
    .string()
    .transform((path) => resolve(repoRoot, path))
    .optional(),
  /**
   * An S3-compatible bucket for the files (uploads, renders, videos, avatars), as one URL:
   * `s3://KEY:SECRET@host:port/bucket?region=…&forcePathStyle=true&tls=false`. Or the S3_*
   * variables below; with neither, files stay on the local disk in DATA_DIR/storage.
   */
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\//, 'must be an s3:// URL')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  /** The S3-compatible server's origin (`https://host:port`); AWS's own endpoint when not set. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `https://host/bucket/key` addresses (most S3-compatible servers want this). */
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  /**
   * Downloads (renders, videos) answered with a redirect to a five-minute signed URL of the bucket,
   * so the file goes from the bucket to the browser without passing through the API.
   */
  STORAGE_SIGNED_DOWNLOADS: z.stringbool().optional(),
  /** The bucket's origin as browsers reach it, when the API reaches it at another (S3_ENDPOINT). */
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /** Internal port of the Payload CMS (Next.js) process; 0 picks a free one. */
  CMS_PORT: port.or(z.literal(0)).default(0),
  /**
   * `embedded`: an API process starts its own CMS beside it (`npm start`). `service`: this process
   * runs only the CMS, for the whole cluster (`npm run cms`), on HOST:CMS_PORT; API processes reach
   * it at CMS_URL.
   */
  CMS_MODE: z.enum(['embedded', 'service']).default('embedded'),
  /** The cluster's CMS service (`http://127.0.0.1:4000`): an API process uses it instead of its own. */
  CMS_URL: z.url().optional(),
  /**
   * Where the CMS service reaches the API's internal routes (an API process, or a balancer, on the
   * same machine: those routes answer loopback only).
   */
  API_INTERNAL_URL: z.url().optional(),
  /**
   * The secret the API processes and the CMS service present to each other (32+ characters): the
   * same on all of them. A process on its own makes one up.
   */
  INTERNAL_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Sign-in address of the CMS's first editor, created on the first start; random when not set. */
  CMS_EDITOR_EMAIL: z.email().optional(),
  /** Secret Payload signs its tokens with; generated and kept in DATA_DIR when not set. */
  PAYLOAD_SECRET: z.string().min(32).optional(),
  /** Milliseconds to wait after a publish before rebuilding, so bursts of edits build once. */
  SITE_REBUILD_DEBOUNCE_MS: z.coerce.number().int().min(0).max(60_000).default(1500),
  /** Outgoing mail server (smtp://user:password@host:587); without it mail is kept for /admin/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Poolscape <no-reply@poolscape.example>'),
  /** Sign in with Google: the OAuth client of a Google Cloud project. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_AUTHORIZATION_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: z.url().default('https://openidconnect.googleapis.com/v1/userinfo'),
  /** Sign in with Facebook: a Facebook app's id and secret. */
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: z.url().default('https://www.facebook.com/v21.0/dialog/oauth'),
  FACEBOOK_TOKEN_URL: z.url().default('https://graph.facebook.com/v21.0/oauth/access_token'),
  FACEBOOK_USERINFO_URL: z
    .url()
    .default('https://graph.facebook.com/me?fields=id,name,email,first_name,last_name'),
  /** An OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM) for the assistant; built-in without it. */
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(500).max(120_000).default(15_000),
  /** Questions one client may ask the assistant per minute. */
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Hostnames whose `/` is the gallery landing page, comma-separated (added to the CMS's list). */
  GALLERY_HOSTNAMES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Addresses whose accounts are admins, comma-separated (granted at start and on sign-in). */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Who renders designs: the built-in renderer, or an AI image provider with its key below. */
  IMAGE_PROVIDER: z.enum(['builtin', 'openai', 'stability', 'replicate']).default('builtin'),
  /** How long one image may take at a provider, retries included. */
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(900_000).default(180_000),
  /** What one image costs at the provider (US dollars), recorded per image; the price table's otherwise. */
  IMAGE_COST_USD: z.coerce.number().min(0).max(100).optional(),
  OPENAI_API_KEY: z.string().optional(),
  /** The OpenAI API's base URL, `/v1` included (the real one by default). */
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_IMAGE_MODEL: z.string().optional(),
  STABILITY_API_KEY: z.string().optional(),
  /** The Stability AI API's origin, without `/v2beta` (the real one by default). */
  STABILITY_BASE_URL: z.url().optional(),
  REPLICATE_API_TOKEN: z.string().optional(),
  REPLICATE_BASE_URL: z.url().optional(),
  /** A Replicate inpainting model, `owner/name` or `owner/name:version`. */
  REPLICATE_MODEL: z.string().optional(),
  /** Who makes videos: the built-in video maker, or a video model on Replicate (REPLICATE_API_TOKEN). */
  VIDEO_PROVIDER: z.enum(['builtin', 'replicate']).default('builtin'),
  /** A Replicate image-to-video model, `owner/name` or `owner/name:version` (Kling v2.1 by default). */
  REPLICATE_VIDEO_MODEL: z.string().optional(),
  /** How long one video may take at the provider, retries included. */
  VIDEO_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(900_000),
  /** What one video costs at the provider (US dollars), recorded per video. */
  VIDEO_COST_USD: z.coerce.number().min(0).max(100).default(0.9),
  /**
   * A current ffmpeg (Debian's `/usr/bin/ffmpeg`), with ffprobe in the same folder, to read a video
   * model's files; without it the bundled one does (see api/src/videos/outside-video.ts).
   */
  FFMPEG_PATH: z.string().min(1).optional(),
  /** Stripe's secret key (`sk_live_…`/`sk_test_…`); without it nobody can pay and operators set plans. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The signing secret (`whsec_…`) of the webhook endpoint registered for `/api/billing/webhook`. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API origin (the real one by default; tests point it at a local stand-in). */
  STRIPE_API_BASE: z.url().optional(),
  /**
   * PostgreSQL connections this process's request pool keeps at most (the README's connection
   * budget). A process also opens QUEUE_POOL_SIZE for the job queue and one that listens to every
   * channel, and an API process's CMS opens CMS_POOL_SIZE.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** Connections of the job queue (pg-boss): fetching, completing and maintaining jobs. */
  QUEUE_POOL_SIZE: z.coerce.number().int().min(1).max(50).default(4),
  /** Connections of the CMS this API process starts (Payload holds one open for as long as it runs). */
  CMS_POOL_SIZE: z.coerce.number().int().min(3).max(200).default(10),
  /** Design renders this process runs at a time; 0 runs none (workers elsewhere take the jobs). */
  RENDER_WORKERS: z.coerce.number().int().min(0).max(32).default(1),
  /**
   * false: this process is a render and video worker only (`npm run worker`): no HTTP, no CMS, no
   * site build; it needs DATABASE_URL, the PostgreSQL the API processes use.
   */
  SERVE_HTTP: z.stringbool().default(true),
  /**
   * Seconds a stopping worker waits for the jobs it runs; then they go back to the queue (retried
   * elsewhere).
   */
  WORKER_STOP_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Seconds an API process keeps serving after SIGTERM while `/api/ready` answers 503 (balancer drain). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** Bearer token of `GET /api/metrics` (Prometheus); without it that endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Whether site pages and static files get request log lines at `info` (by default they do not). */
  LOG_STATIC: z.stringbool().default(false),
  /**
   * Proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (the client's address, for rate
   * limits and login alerts): comma-separated addresses or CIDR ranges, or `loopback`.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Where request logs go: `files` (DATA_DIR/logs, a file a day, 30 days kept), `stdout`, or `auto`
   * (stdout under systemd, whose journal keeps them; files otherwise).
   */
  LOG_TO: z.enum(['auto', 'files', 'stdout']).default('auto'),
  /**
   * Key that seals stored secrets (WordPress application passwords): base64 of 32 bytes. Without
   * it one is generated into DATA_DIR/secrets-key; keep that file with the database.
   */
  SECRETS_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be base64 of 32 bytes')
    .optional(),
  /**
   * Whether WordPress sites on loopback or private networks may be connected: off by default, so
   * a typed-in address cannot reach what sits beside Poolscape; on for a WordPress on your own network.
   */
  WORDPRESS_ALLOW_PRIVATE: z.stringbool().default(false),
});

export type Env = z.infer<typeof EnvSchema> & {
  google?: ProviderConfig;
  facebook?: ProviderConfig;
  publicUrl: string;
  /** The bucket the files go to, or null: the local disk in DATA_DIR/storage. */
  storage: S3StorageConfig | null;
  /** Token the CMS presents when it asks the API to rebuild the site (loopback only). */
  internalToken: string;
};

/** Parses the environment, or exits with every problem named. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty value (`PUBLIC_URL=` in a .env file) means "not set".
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const keyName = {
    openai: 'OPENAI_API_KEY',
    stability: 'STABILITY_API_KEY',
    replicate: 'REPLICATE_API_TOKEN',
  } as const;
  if (env.IMAGE_PROVIDER !== 'builtin' && !env[keyName[env.IMAGE_PROVIDER]]) {
    throw new Error(
      `Invalid configuration:\n  IMAGE_PROVIDER: ${env.IMAGE_PROVIDER} needs ${keyName[env.IMAGE_PROVIDER]}`,
    );
  }
  if (env.VIDEO_PROVIDER === 'replicate' && !env.REPLICATE_API_TOKEN) {
    throw new Error('Invalid configuration:\n  VIDEO_PROVIDER: replicate needs REPLICATE_API_TOKEN');
  }
  if (!env.SERVE_HTTP && !env.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  SERVE_HTTP: false (a render worker) needs DATABASE_URL, the PostgreSQL server the API processes use; a worker never starts a database of its own',
    );
  }
  if (env.DATABASE_SESSION_URL && !env.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  DATABASE_SESSION_URL needs DATABASE_URL: it is the same database, reached for sessions',
    );
  }
  if (!env.SERVE_HTTP && env.RENDER_WORKERS === 0) {
    throw new Error(
      'Invalid configuration:\n  SERVE_HTTP: false with RENDER_WORKERS=0 would do nothing; set RENDER_WORKERS to 1 or more',
    );
  }
  const cmsServiceProblem = cmsServiceConfigProblem(env);
  if (cmsServiceProblem) throw new Error(`Invalid configuration:\n  ${cmsServiceProblem}`);
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to take payments, or neither',
    );
  }
  let storage: S3StorageConfig | null;
  try {
    storage = storageConfigFrom(env);
  } catch (error) {
    if (!(error instanceof StorageConfigError)) throw error;
    throw new Error(`Invalid configuration:\n  ${error.message}`);
  }
  const provider = (prefix: 'GOOGLE' | 'FACEBOOK'): ProviderConfig | undefined => {
    const clientId = env[`${prefix}_CLIENT_ID`];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`];
    if (!clientId || !clientSecret) return undefined;
    return {
      clientId,
      clientSecret,
      authorizationUrl: env[`${prefix}_AUTHORIZATION_URL`],
      tokenUrl: env[`${prefix}_TOKEN_URL`],
      userInfoUrl: env[`${prefix}_USERINFO_URL`],
    };
  };
  return {
    ...env,
    google: provider('GOOGLE'),
    facebook: provider('FACEBOOK'),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    storage,
    internalToken: env.INTERNAL_TOKEN ?? randomBytes(32).toString('base64url'),
  };
}

/** What a CMS service, or an API process using one, is missing; null when nothing. */
function cmsServiceConfigProblem(env: z.infer<typeof EnvSchema>): string | null {
  if (env.CMS_MODE === 'service') {
    if (!env.DATABASE_URL)
      return 'CMS_MODE: service needs DATABASE_URL, the PostgreSQL the API processes use';
    if (!env.CMS_PORT) return 'CMS_MODE: service needs CMS_PORT, where the API processes reach it (CMS_URL)';
    if (!env.API_INTERNAL_URL)
      return 'CMS_MODE: service needs API_INTERNAL_URL, where it reaches an API process';
    if (!env.INTERNAL_TOKEN)
      return 'CMS_MODE: service needs INTERNAL_TOKEN, the same as the API processes have';
    if (!env.PAYLOAD_SECRET)
      return 'CMS_MODE: service needs PAYLOAD_SECRET, the same as the API processes have';
  }
  if (env.CMS_URL && env.CMS_MODE === 'service') return 'CMS_URL: a CMS service does not use another CMS';
  if (env.CMS_URL && !env.INTERNAL_TOKEN)
    return 'CMS_URL needs INTERNAL_TOKEN, the same as the CMS service has';
  return null;
}
