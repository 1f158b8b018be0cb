// Starts the real product (`api/src/server.ts`, as `npm start` does) for browser tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..', '..');
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/** The data folder of the product the browser tests run against. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? join(repoRoot, '.data', 'e2e');

/**
 * The embedded database of a running product, for tests that play an admin changing data
 * directly: the port is the fourth line of PostgreSQL's own lock file.
 */
export function databaseUrlOf(dataDir: string): string {
  const port = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
  return `postgres://poolscape:${encodeURIComponent(password)}@127.0.0.1:${port}/poolscape`;
}

/** Who signs in at the stand-in Google and Facebook during browser tests. */
export const SOCIAL_USER = {
  sub: 'google-e2e-user',
  id: 'facebook-e2e-user',
  email: 'sunny.deck@example.com',
  email_verified: true,
  given_name: 'Sunny',
  family_name: 'Deck',
  first_name: 'Sunny',
  last_name: 'Deck',
};
/** What the global setup learned: one per data folder, so runs on different ports never read each other's. */
export const STATE_FILE = `${E2E_DATA_DIR}-state.json`;

/**
 * The browser the tests drive: Debian's headless shell of Chromium (package chromium-headless-shell),
 * the same engine and codecs as its `chromium` without the desktop browser around it. On two cores
 * the same 234 tests took 418 s in it against 586 s in `chromium` (one worker, back to back).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** Flags that keep Chromium quiet on a machine without outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface RunningProduct {
  url: string;
  output: () => string;
  process: ChildProcess;
  /** Stops it with `signal` and resolves with its exit code once it has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface ProductState {
  url: string;
  editor: { email: string; password: string };
  /** The Stripe contract server the product pays through (its `/__test/` routes act as Stripe). */
  stripeUrl: string;
  /** The first start, its hard kill and the restart the tests run against. */
  lifecycle: {
    firstOutput: string;
    restartOutput: string;
    /** PostgreSQL outlived the hard kill (the restart must take it over). */
    postgresKeptAfterKill: boolean;
    /** The CMS server exited by itself once its API process was gone. */
    cmsExitedAfterKill: boolean;
  };
}

export async function startProduct(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  /** Called as soon as the process exists (before it is ready). */
  onSpawn?: (child: ChildProcess) => void;
}): Promise<RunningProduct> {
  const child = spawn(process.execPath, [join(repoRoot, 'api', 'src', 'server.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      SITE_REBUILD_DEBOUNCE_MS: '300',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  options.onSpawn?.(child);
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  await new Promise<void>((ready, fail) => {
    const timer = setInterval(() => {
      if (output.includes('[poolscape] ready in')) {
        clearInterval(timer);
        ready();
      }
    }, 100);
    child.once('exit', (code) => {
      clearInterval(timer);
      fail(new Error(`the product exited (${code}) while starting:\n${output}`));
    });
    setTimeout(() => {
      clearInterval(timer);
      fail(new Error(`the product did not start within 5 minutes:\n${output}`));
    }, 300_000).unref();
  });
  return {
    url: `http://localhost:${options.port}`,
    output: () => output,
    process: child,
    stop: (signal = 'SIGINT') =>
      new Promise((done) => {
        if (child.exitCode !== null) return done(child.exitCode);
        child.once('exit', (code) => done(code));
        child.kill(signal);
      }),
  };
}

/**
 * The editor account of the first start, as a newcomer finds it: the address and the file the
 * start printed, and the password in that file (readable by the product's user only).
 */
export function parseEditor(output: string): ProductState['editor'] {
  const match = output.match(/CMS editor account: (\S+), password in (\S+)/);
  if (!match?.[1] || !match[2]) throw new Error(`no editor account in the first start's output:\n${output}`);
  const password = /^password: (\S+)$/m.exec(readFileSync(match[2], 'utf8'))?.[1];
  if (!password) throw new Error(`no password in ${match[2]}`);
  return { email: match[1], password };
}

/**
 * The editor's first sign-in, as the CMS asks of it: the password from the file is good for
 * choosing one's own alone. Chooses a fresh one and returns the account with it.
 */
export async function chooseEditorPassword(
  baseUrl: string,
  editor: ProductState['editor'],
): Promise<ProductState['editor']> {
  const login = await fetch(`${baseUrl}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  });
  if (!login.ok) throw new Error(`the editor's first sign-in answered ${login.status}`);
  const { token, user } = (await login.json()) as {
    token: string;
    user: { id: number; passwordChangeRequired?: boolean };
  };
  if (user.passwordChangeRequired !== true)
    throw new Error("the installation's editor password was not limited to choosing a new one");
  const chosen = { email: editor.email, password: `chosen-${randomBytes(12).toString('hex')}` };
  const change = await fetch(`${baseUrl}/cms/api/users/${user.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ password: chosen.password }),
  });
  if (!change.ok) throw new Error(`choosing the editor's password answered ${change.status}`);
  return chosen;
}
