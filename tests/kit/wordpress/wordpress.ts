// A real WordPress site on loopback for the browser tests of the WordPress integration: Debian's
// WordPress served by nginx and PHP-FPM from MariaDB, all started here on our own ports, unix
// sockets and folder (never the system services). The global setup starts it in the background
// (wordpress-server.ts); a spec waits for it with `waitForWordPress()`.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { E2E_DATA_DIR, E2E_PORT } from '../../e2e/helpers/product.ts';
import {
  cliServerVars,
  installScript,
  NO_MAIL_PLUGIN,
  NOT_WORDPRESS_PAGE,
  nginxConfig,
  phpFpmConfig,
  phpString,
  REST_DISABLED_PLUGIN,
  type WordPressUser,
  wordPressPaths,
  wpConfig,
} from './wordpress-config.ts';
import {
  binary,
  endLeftovers,
  recordPids,
  run,
  type Server,
  startServer,
  stopServer,
  waitUntil,
} from './wordpress-processes.ts';

export type { WordPressUser } from './wordpress-config.ts';

/** Where the global setup starts the site for a browser test run, beside the product's data folder. */
export const WORDPRESS_DIR = `${E2E_DATA_DIR}-wordpress`;
export const WORDPRESS_PORT = E2E_PORT + 40;

/** Debian's WordPress package. */
const WORDPRESS_FILES = '/usr/share/wordpress';

export const WORDPRESS_USERS = {
  admin: {
    login: 'admin',
    password: 'pool-admin-e2e-4817',
    email: 'admin@wordpress.test',
    role: 'administrator',
  },
  author: {
    login: 'author',
    password: 'pool-author-e2e-5923',
    email: 'author@wordpress.test',
    role: 'author',
  },
  subscriber: {
    login: 'subscriber',
    password: 'pool-subscriber-e2e-3061',
    email: 'subscriber@wordpress.test',
    role: 'subscriber',
  },
} as const satisfies Record<string, WordPressUser>;
export type WordPressRole = keyof typeof WORDPRESS_USERS;

/** What the running site is: written to `<dir>/ready.json` for the specs. */
export interface WordPressInfo {
  /** `http://127.0.0.1:<port>`, its WP_HOME. */
  url: string;
  /** A plain page on another port that is not WordPress. */
  notWordPressUrl: string;
  dir: string;
  siteDir: string;
  contentDir: string;
  sockets: { mariadb: string; phpFpm: string };
  database: { name: string; user: string; password: string };
  users: Record<WordPressRole, WordPressUser & { id: number }>;
  theme: string;
  startupMs: number;
}

export interface RestOptions extends Omit<RequestInit, 'headers'> {
  /** With `appPassword`: Basic auth as this user (a login, e.g. `author`). */
  user?: string;
  appPassword?: string;
  headers?: Record<string, string>;
}

export interface WordPressSite extends WordPressInfo {
  /** fetch() of `<url>/wp-json<path>`, e.g. `rest('/wp/v2/users/me')`. */
  rest(path: string, options?: RestOptions): Promise<Response>;
  /** Runs PHP statements with WordPress loaded (wp-load.php); resolves with what they print. */
  php(code: string): Promise<string>;
  /** A new application password for `login`, in plain text (as WordPress shows it once). */
  createApplicationPassword(login: string, name?: string): Promise<string>;
  /** Switches the REST API off (or on again) the way security plugins do: a must-use plugin. */
  setRestDisabled(on: boolean): void;
}

export interface RunningWordPress extends WordPressSite {
  /** Stops nginx, PHP-FPM and MariaDB; the folder stays for its logs. */
  stop(): Promise<void>;
}

/** The helpers a spec uses on a running site. */
export function wordPressSite(info: WordPressInfo): WordPressSite {
  const paths = wordPressPaths(info.dir);
  const php = (code: string) =>
    run('php', [], {
      cwd: info.siteDir,
      input: `<?php\n${cliServerVars(info.url)}\nrequire_once ${phpString(join(info.siteDir, 'wp-load.php'))};\n${code}\n`,
    });
  return {
    ...info,
    rest(path, { user, appPassword, headers, ...init } = {}) {
      const auth: Record<string, string> =
        user && appPassword
          ? { authorization: `Basic ${Buffer.from(`${user}:${appPassword}`).toString('base64')}` }
          : {};
      return fetch(`${info.url}/wp-json${path}`, { ...init, headers: { ...auth, ...headers } });
    },
    php,
    async createApplicationPassword(login, name = `Poolscape ${randomBytes(4).toString('hex')}`) {
      const output = await php(`$user = get_user_by('login', ${phpString(login)});
if (!$user) { fwrite(STDERR, 'no such user'); exit(1); }
$created = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => ${phpString(name)}]);
if (is_wp_error($created)) { fwrite(STDERR, $created->get_error_message()); exit(1); }
echo "\\n" . $created[0];`);
      return output.trim().split('\n').at(-1) ?? '';
    },
    setRestDisabled(on) {
      const file = join(paths.muPlugins, 'poolscape-test-rest-disabled.php');
      if (on) writeFileSync(file, REST_DISABLED_PLUGIN);
      else rmSync(file, { force: true });
    },
  };
}

/** Answers at all (any status)? */
async function answers(url: string): Promise<boolean> {
  try {
    await (await fetch(url)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

const MARIADB_SETTINGS = [
  '--innodb-buffer-pool-size=64M',
  '--innodb-log-file-size=16M',
  '--innodb-flush-log-at-trx-commit=0',
  '--innodb-doublewrite=0',
  '--skip-log-bin',
  '--performance-schema=OFF',
  '--skip-name-resolve',
  '--character-set-server=utf8mb4',
  '--collation-server=utf8mb4_unicode_ci',
];

/**
 * Starts the site under `dir` (wiped first) on 127.0.0.1:`port`, and the plain page that is not
 * WordPress on `notWordPressPort` (default `port + 1`). Resolves when `/wp-json/` answers.
 */
export async function startWordPress(options: {
  dir: string;
  port: number;
  notWordPressPort?: number;
  log?: (line: string) => void;
}): Promise<RunningWordPress> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => process.stdout.write(`[wordpress] ${line}\n`));
  const paths = wordPressPaths(options.dir);
  const url = `http://127.0.0.1:${options.port}`;
  const notWordPressUrl = `http://127.0.0.1:${options.notWordPressPort ?? options.port + 1}`;
  if (paths.phpFpmSocket.length > 100)
    throw new Error(`the WordPress folder's path is too long for a socket: ${paths.dir}`);
  const asRoot = process.getuid?.() === 0;
  const user = asRoot ? ['--user=root'] : [];
  const database = { name: 'wordpress', user: 'wordpress', password: randomBytes(12).toString('hex') };

  await endLeftovers(paths.pids, paths.dir);
  rmSync(paths.dir, { recursive: true, force: true });
  for (const folder of [paths.logs, paths.tmp]) mkdirSync(folder, { recursive: true });
  const servers: Server[] = [];
  const begin = (name: string, command: string, args: string[]) => {
    const server = startServer(name, command, args, paths.logs);
    servers.push(server);
    recordPids(paths.pids, servers);
    return server;
  };
  const stop = async () => {
    for (const [name, signal] of [
      ['nginx', 'SIGQUIT'],
      ['php-fpm', 'SIGQUIT'],
      ['mariadb', 'SIGTERM'],
    ] as const) {
      const server = servers.find((candidate) => candidate.name === name);
      if (server) await stopServer(server, signal);
    }
    rmSync(paths.pids, { force: true });
  };

  const startDatabase = async () => {
    await run(binary('mariadb-install-db'), [
      '--no-defaults',
      ...user,
      `--datadir=${paths.database}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      ...MARIADB_SETTINGS,
    ]);
    const mariadb = begin('mariadb', binary('mariadbd'), [
      '--no-defaults',
      ...user,
      `--datadir=${paths.database}`,
      `--socket=${paths.mariadbSocket}`,
      '--skip-networking',
      `--pid-file=${join(paths.dir, 'mariadb.pid')}`,
      `--tmpdir=${paths.tmp}`,
      ...MARIADB_SETTINGS,
    ]);
    await waitUntil('MariaDB', () => existsSync(paths.mariadbSocket), [mariadb]);
    const name = database.name;
    await run(binary('mariadb'), ['--no-defaults', '-uroot', `--socket=${paths.mariadbSocket}`], {
      input: `CREATE DATABASE ${name} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER '${database.user}'@'localhost' IDENTIFIED BY '${database.password}';
GRANT ALL PRIVILEGES ON ${name}.* TO '${database.user}'@'localhost';`,
    });
  };

  const startWeb = async () => {
    // Following links: Debian's package links its scripts (underscore, for one) into other packages
    // by relative paths, which a copy elsewhere would leave dangling, and wp-admin without them.
    await run('cp', ['-a', '--dereference', WORDPRESS_FILES, paths.site]);
    // Debian's wp-config.php looks for /etc/wordpress/config-<host>.php; this copy has its own.
    rmSync(join(paths.site, 'wp-config.php'), { force: true });
    writeFileSync(join(paths.site, 'wp-config.php'), wpConfig({ paths, url, database }));
    mkdirSync(paths.muPlugins, { recursive: true });
    writeFileSync(join(paths.muPlugins, 'poolscape-test-no-mail.php'), NO_MAIL_PLUGIN);
    mkdirSync(paths.notWordPress, { recursive: true });
    writeFileSync(join(paths.notWordPress, 'index.html'), NOT_WORDPRESS_PAGE);
    writeFileSync(paths.phpFpmConfig, phpFpmConfig(paths, asRoot));
    const port = options.notWordPressPort ?? options.port + 1;
    writeFileSync(
      paths.nginxConfig,
      nginxConfig({ paths, port: options.port, notWordPressPort: port, asRoot }),
    );
    const fpm = begin('php-fpm', binary('php-fpm', /^php-fpm[0-9.]+$/), [
      '-F',
      '-y',
      paths.phpFpmConfig,
      ...(asRoot ? ['-R'] : []),
    ]);
    const nginx = begin('nginx', binary('nginx'), ['-p', paths.dir, '-c', paths.nginxConfig]);
    await waitUntil('PHP-FPM', () => existsSync(paths.phpFpmSocket), [fpm]);
    // The plain page: WordPress itself cannot answer before its database is there.
    await waitUntil('nginx', () => answers(notWordPressUrl), [nginx]);
  };

  try {
    // Both to their end, so nothing starts after a failure has stopped the rest.
    const halves = await Promise.allSettled([startDatabase(), startWeb()]);
    for (const half of halves) if (half.status === 'rejected') throw half.reason;
    const output = await run('php', [], {
      cwd: paths.site,
      input: installScript({
        paths,
        url,
        title: 'Harbour Pools Journal',
        admin: WORDPRESS_USERS.admin,
        others: [WORDPRESS_USERS.author, WORDPRESS_USERS.subscriber],
      }),
    });
    const installed = JSON.parse(output.slice(output.lastIndexOf('{"ids"'))) as {
      ids: Record<string, number>;
      theme: string;
    };
    const index = await fetch(`${url}/wp-json/`);
    if (index.status !== 200)
      throw new Error(`${url}/wp-json/ answered ${index.status}:\n${await index.text()}`);
    await index.arrayBuffer();
    const users = Object.fromEntries(
      Object.entries(WORDPRESS_USERS).map(([role, account]) => [
        role,
        { ...account, id: installed.ids[account.login] ?? 0 },
      ]),
    ) as WordPressInfo['users'];
    const startupMs = Math.round(performance.now() - started);
    log(`ready in ${(startupMs / 1000).toFixed(1)} s at ${url} (theme ${installed.theme})`);
    const site = wordPressSite({
      url,
      notWordPressUrl,
      dir: paths.dir,
      siteDir: paths.site,
      contentDir: paths.content,
      sockets: { mariadb: paths.mariadbSocket, phpFpm: paths.phpFpmSocket },
      database,
      users,
      theme: installed.theme,
      startupMs,
    });
    return { ...site, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Fields of a WordPressSite that are data (what ready.json holds). */
export function wordPressInfo(site: WordPressSite): WordPressInfo {
  return Object.fromEntries(
    Object.entries(site).filter(([, value]) => typeof value !== 'function'),
  ) as unknown as WordPressInfo;
}

/**
 * Starts the site in the background for a browser test run (wordpress-server.ts, detached, its
 * output in `<dir>.log`), so it gets ready while other tests run; `stop()` ends it (SIGTERM).
 */
export function startWordPressInBackground(
  dir = WORDPRESS_DIR,
  port = WORDPRESS_PORT,
): { stop(): Promise<void> } {
  mkdirSync(dirname(dir), { recursive: true });
  // A spec must never read the last run's answer.
  for (const marker of ['ready.json', 'failed.txt']) rmSync(join(dir, marker), { force: true });
  const output = openSync(`${dir}.log`, 'w');
  const server = join(import.meta.dirname, 'wordpress-server.ts');
  const child = spawn(process.execPath, [server, dir, String(port)], {
    detached: true,
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  child.on('error', (error) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'failed.txt'), `could not run ${server}: ${error.message}`);
  });
  child.unref();
  return {
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null || !child.pid) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Waits for the site the global setup started in the background (`<dir>/ready.json`), and fails
 * with what went wrong when its start failed (`<dir>/failed.txt`).
 */
export async function waitForWordPress(
  options: { dir?: string; timeoutMs?: number } = {},
): Promise<WordPressSite> {
  const dir = options.dir ?? WORDPRESS_DIR;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    const failed = join(dir, 'failed.txt');
    if (existsSync(failed))
      throw new Error(`the test WordPress site did not start:\n${readFileSync(failed, 'utf8')}`);
    const ready = join(dir, 'ready.json');
    if (existsSync(ready)) return wordPressSite(JSON.parse(readFileSync(ready, 'utf8')) as WordPressInfo);
    if (Date.now() > deadline) {
      throw new Error(
        `the test WordPress site was not ready in time (its log: ${dir}.log, its folder: ${dir})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
