// The pre-rendered site: each Astro build goes into a fresh folder under `<dataDir>/site/builds/`,
// and only a finished build becomes current, by renaming a symlink over `<dataDir>/site/current`
// (atomic on POSIX). Requests pin the build that was current when they arrived, so nobody is ever
// served a half-written site. Rebuilds are debounced and run one at a time; a request that arrives
// during a build schedules exactly one more.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { repoRoot } from '../env.ts';
import { readAdPages } from './ad-pages.ts';
import { precompress } from './precompress.ts';

export interface SiteBuild {
  /** Absolute folder of the build's files. */
  root: string;
  /** CSP hashes (`sha256-...`) of the inline scripts and styles in its pages. */
  hashes: { scripts: string[]; styles: string[] };
  /** Its pages that show an ad slot, as files of the build (`blog/index.html`); none when absent. */
  adPages?: ReadonlySet<string>;
}

export interface BuildResult {
  build: SiteBuild;
  seconds: number;
}

export interface SiteBuildsOptions {
  dataDir: string;
  /** Environment for the build process: where the CMS is, the public origin. */
  buildEnv: Record<string, string>;
  debounceMs: number;
  log: { info(message: string): void; error(message: string): void };
}

const KEEP_BUILDS = 3;

export class SiteBuilds {
  #current: SiteBuild | null = null;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<BuildResult | null> | null = null;
  #again = false;
  #generation = 0;
  readonly #options: SiteBuildsOptions;
  readonly #buildsDir: string;
  readonly #currentLink: string;
  readonly #listeners = new Set<(result: BuildResult) => void>();

  constructor(options: SiteBuildsOptions) {
    this.#options = options;
    this.#buildsDir = join(options.dataDir, 'site', 'builds');
    this.#currentLink = join(options.dataDir, 'site', 'current');
    mkdirSync(this.#buildsDir, { recursive: true });
    this.#current = this.#readCurrent();
  }

  /** The build being served, or null before the first build finished. */
  get current(): SiteBuild | null {
    return this.#current;
  }

  /** How many builds have been swapped in by this process. */
  get generation(): number {
    return this.#generation;
  }

  onSwap(listener: (result: BuildResult) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Schedules a rebuild after the debounce delay; bursts of calls build once. */
  requestRebuild(reason: string): void {
    this.#options.log.info(`site rebuild requested: ${reason}`);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.buildNow(), this.#options.debounceMs);
    this.#timer.unref();
  }

  /** Builds now (or right after the build under way) and swaps the result in. */
  async buildNow(): Promise<BuildResult | null> {
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#build().finally(() => {
      this.#running = null;
      if (this.#again) {
        this.#again = false;
        void this.buildNow();
      }
    });
    return this.#running;
  }

  /** Waits for the build under way, if any. */
  async idle(): Promise<void> {
    clearTimeout(this.#timer);
    while (this.#running) await this.#running;
  }

  async #build(): Promise<BuildResult | null> {
    const started = performance.now();
    const id = `${Date.now()}-${randomBytes(3).toString('hex')}`;
    const outDir = join(this.#buildsDir, id);
    try {
      await runAstroBuild(outDir, this.#options.buildEnv, this.#options.dataDir);
      const build: SiteBuild = {
        root: outDir,
        hashes: await inlineHashes(outDir),
        adPages: readAdPages(outDir),
      };
      await precompress(outDir, this.#current?.root ?? null);
      await writeFile(`${outDir}.json`, JSON.stringify(build.hashes));
      const tempLink = `${this.#currentLink}.${id}`;
      await symlink(outDir, tempLink);
      await rename(tempLink, this.#currentLink);
      this.#current = build;
      this.#generation += 1;
      const result = { build, seconds: (performance.now() - started) / 1000 };
      this.#options.log.info(`site build ${id} is live (${result.seconds.toFixed(1)} s)`);
      for (const listener of this.#listeners) listener(result);
      await this.#prune();
      return result;
    } catch (error) {
      this.#options.log.error(
        `site build failed; the previous build stays live. ${(error as Error).message}`,
      );
      await rm(outDir, { recursive: true, force: true });
      return null;
    }
  }

  #readCurrent(): SiteBuild | null {
    if (!existsSync(this.#currentLink)) return null;
    const root = readlinkSync(this.#currentLink);
    const hashesFile = `${root}.json`;
    if (!existsSync(root) || !existsSync(hashesFile)) return null;
    return { root, hashes: JSON.parse(readFileSync(hashesFile, 'utf8')), adPages: readAdPages(root) };
  }

  /** Keeps the newest few builds (requests in flight may still read the previous one). */
  async #prune(): Promise<void> {
    const entries = (await readdir(this.#buildsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const current = this.#current ? basename(this.#current.root) : '';
    for (const name of entries.slice(0, -KEEP_BUILDS)) {
      if (name === current) continue;
      await rm(join(this.#buildsDir, name), { recursive: true, force: true });
      await rm(join(this.#buildsDir, `${name}.json`), { force: true });
    }
  }
}

/** Runs `astro build` in its own process, so a build's memory is returned when it ends. */
function runAstroBuild(outDir: string, buildEnv: Record<string, string>, dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'node_modules', 'astro', 'bin', 'astro.mjs'), 'build', '--silent'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...buildEnv,
          SITE_OUT_DIR: outDir,
          ASTRO_CACHE_DIR: join(dataDir, 'site', 'cache'),
          ASTRO_TELEMETRY_DISABLED: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}\n${output.slice(-4000)}`)),
    );
  });
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

/** Hashes every inline `<script>` (not JSON-LD data blocks) and `<style>` of the build's pages. */
export async function inlineHashes(root: string): Promise<SiteBuild['hashes']> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const hash = (text: string): string => `sha256-${createHash('sha256').update(text).digest('base64')}`;
  for (const file of await htmlFiles(root)) {
    const html = await readFile(file, 'utf8');
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      if (/type=["']?application\/(ld\+)?json/i.test(match[0].slice(0, match[0].indexOf('>')))) continue;
      if (match[1]) scripts.add(hash(match[1]));
    }
    for (const match of html.matchAll(INLINE_STYLE)) if (match[1]) styles.add(hash(match[1]));
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}
