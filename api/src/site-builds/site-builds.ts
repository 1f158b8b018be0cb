// The site: each Astro build goes into a fresh folder under `<dataDir>/site/builds/` (its
// pre-rendered pages in `client/`, the server entry of its on-demand pages in `server/`), and only a
// finished build becomes current, by renaming a symlink over `<dataDir>/site/current` (atomic on
// POSIX). Requests pin the build that was current when they arrived, so nobody is ever served a
// half-written site. Rebuilds are debounced and run one at a time; a request that arrives during a
// build schedules exactly one more. Published content needs no build: the current build's
// on-demand pages read the changed post or collection again (see page-renderer.ts). A build is for
// what every page shows: the layout's settings, the ad slots, the code.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readlinkSync, symlinkSync, unlinkSync } from 'node:fs';
import { readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ContentChange } from '@poolscape/shared/content';
import type { SiteBuildStatus } from '@poolscape/shared/content-changes';
import { repoRoot } from '../env.ts';
import { readAdPages } from './ad-pages.ts';
import { BuildStatus } from './build-status.ts';
import { inlineHashes } from './inline-hashes.ts';
import { PageRenderer } from './page-renderer.ts';
import { precompress } from './precompress.ts';

export interface SiteBuild {
  /** Absolute folder of the build's pre-rendered files. */
  root: string;
  /** CSP hashes (`sha256-...`) of the inline scripts and styles in its pre-rendered pages. */
  hashes: { scripts: string[]; styles: string[] };
  /** Its pages that show an ad slot, as files of the build (`blog/index.html`); none when absent. */
  adPages?: ReadonlySet<string>;
  /** Its on-demand pages; absent only from hand-made builds in tests. */
  pages?: PageRenderer;
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
/** Where a build keeps its pre-rendered files (Astro's `build.client`). */
const CLIENT_DIR = 'client';
/** The server entry of a build's on-demand pages. */
const SERVER_ENTRY = 'server/entry.mjs';
/** Rendered before a build goes live, not by the first visitor: the home page and the blog. */
const WARM_PAGES = ['/', '/blog/'];
/** How long a build's on-demand pages still answer after a newer build went live. */
const RETIRE_AFTER_MS = 60_000;

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
  /** Content changes told while a build runs (as JSON), read again by it before it goes live. */
  readonly #changedDuringBuild = new Set<string>();
  readonly #status = new BuildStatus();

  constructor(options: SiteBuildsOptions) {
    this.#options = options;
    this.#buildsDir = join(options.dataDir, 'site', 'builds');
    this.#currentLink = join(options.dataDir, 'site', 'current');
    mkdirSync(this.#buildsDir, { recursive: true });
    linkPackages(this.#buildsDir);
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

  /** The latest build's state for the CMS's editors, or null before this process built anything. */
  get status(): SiteBuildStatus | null {
    return this.#status.current;
  }

  onSwap(listener: (result: BuildResult) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Schedules a rebuild after the debounce delay; bursts of calls build once. Asked at start, and by
   * the site build's subscriber to content changes when what every page shows changed.
   */
  requestRebuild(reason: string): void {
    this.#options.log.info(`site rebuild requested: ${reason}`);
    this.#status.requested(reason);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.buildNow(), this.#options.debounceMs);
    this.#timer.unref();
  }

  /**
   * The CMS changed content: the current build's on-demand pages read it again (and so will the
   * build under way, if any, before it goes live). Resolves once it shows. Told by the page
   * renderer's subscriber to content changes (content-changes/), on every API process.
   */
  async contentChanged(change: ContentChange): Promise<void> {
    if (this.#running) this.#changedDuringBuild.add(JSON.stringify(change));
    await this.#current?.pages?.contentChanged(change);
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

  /** Waits for the build under way, then stops the current build's on-demand pages. */
  async close(): Promise<void> {
    await this.idle();
    await this.#current?.pages?.close();
  }

  async #build(): Promise<BuildResult | null> {
    const started = performance.now();
    const id = `${Date.now()}-${randomBytes(3).toString('hex')}`;
    const outDir = join(this.#buildsDir, id);
    this.#changedDuringBuild.clear();
    this.#status.started();
    let pages: PageRenderer | undefined;
    const phases: string[] = [];
    const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
      const phaseStarted = performance.now();
      try {
        return await work();
      } finally {
        phases.push(`${phase} ${((performance.now() - phaseStarted) / 1000).toFixed(1)} s`);
      }
    };
    try {
      await timed('astro', () => runAstroBuild(outDir, this.#options.buildEnv, this.#options.dataDir));
      const root = join(outDir, CLIENT_DIR);
      const renderer = this.#renderer(outDir);
      pages = renderer;
      let handedOver = false;
      const build: SiteBuild = { root, hashes: await inlineHashes(root), adPages: readAdPages(root), pages };
      // The compression (in libuv's threads) and the pages' warm-up (in the new worker) share the cores.
      await Promise.all([
        timed('compress', () => precompress(root, this.#current?.root ?? null)),
        timed('warm', async () => {
          handedOver = await this.#handOverPosts(renderer);
          for (const path of WARM_PAGES) await renderer.page(path);
        }),
      ]);
      await this.#catchUp(pages);
      await writeFile(`${outDir}.json`, JSON.stringify(build.hashes));
      const tempLink = `${this.#currentLink}.${id}`;
      await symlink(outDir, tempLink);
      await rename(tempLink, this.#currentLink);
      const previous = this.#current;
      this.#current = build;
      this.#generation += 1;
      // From here a change reaches this build directly; one told during the swap is read now.
      await this.#catchUp(pages);
      setTimeout(() => void previous?.pages?.close(), RETIRE_AFTER_MS).unref();
      if (handedOver) this.#refreshPosts(id, renderer);
      const result = { build, seconds: (performance.now() - started) / 1000 };
      this.#options.log.info(
        `site build ${id} is live (${result.seconds.toFixed(1)} s: ${phases.join(', ')})`,
      );
      this.#status.live();
      for (const listener of this.#listeners) listener(result);
      await this.#prune();
      return result;
    } catch (error) {
      this.#options.log.error(
        `site build failed; the previous build stays live. ${(error as Error).message}`,
      );
      this.#status.failed(error);
      await pages?.close();
      await rm(outDir, { recursive: true, force: true });
      return null;
    }
  }

  /**
   * The posts the live build's pages have read go to the new build's, so a build waits for no
   * post from the CMS; changes told since the build began are read again after (#catchUp), and
   * every post once it is live (#refreshPosts). A new build whose posts have another shape, or a
   * live build that has none, leaves the new pages to read them. Whether they were taken.
   */
  async #handOverPosts(pages: PageRenderer): Promise<boolean> {
    const posts = await this.#current?.pages?.posts().catch(() => null);
    return posts ? pages.adoptPosts(posts) : false;
  }

  /** Once live, the build's pages read every post again in the background (see LivePosts.refresh). */
  #refreshPosts(id: string, pages: PageRenderer): void {
    pages.refreshPosts().then(
      (differed) => {
        if (differed) this.#options.log.info(`site build ${id} read the posts again: some had changed`);
      },
      (error: Error) =>
        this.#options.log.error(`site build ${id} could not read the posts again: ${error.message}`),
    );
  }

  /** Content changed since the build began is read again by its pages. */
  async #catchUp(pages: PageRenderer): Promise<void> {
    while (this.#changedDuringBuild.size > 0) {
      const changed = [...this.#changedDuringBuild];
      this.#changedDuringBuild.clear();
      for (const change of changed) await pages.contentChanged(JSON.parse(change) as ContentChange);
    }
  }

  #renderer(outDir: string): PageRenderer {
    const { buildEnv } = this.#options;
    return new PageRenderer(join(outDir, SERVER_ENTRY), buildEnv.PUBLIC_URL ?? 'http://localhost', buildEnv);
  }

  #readCurrent(): SiteBuild | null {
    if (!existsSync(this.#currentLink)) return null;
    const outDir = readlinkSync(this.#currentLink);
    const root = join(outDir, CLIENT_DIR);
    const hashesFile = `${outDir}.json`;
    // A build from before on-demand pages (no `client/`) is not served: the start rebuilds.
    if (!existsSync(root) || !existsSync(hashesFile)) return null;
    const build: SiteBuild = {
      root,
      hashes: JSON.parse(readFileSync(hashesFile, 'utf8')),
      adPages: readAdPages(root),
    };
    if (existsSync(join(outDir, SERVER_ENTRY))) build.pages = this.#renderer(outDir);
    return build;
  }

  /** Keeps the newest few builds (requests in flight may still read the previous one). */
  async #prune(): Promise<void> {
    const entries = (await readdir(this.#buildsDir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const current = this.#current ? basename(dirname(this.#current.root)) : '';
    for (const name of entries.slice(0, -KEEP_BUILDS)) {
      if (name === current) continue;
      await rm(join(this.#buildsDir, name), { recursive: true, force: true });
      await rm(join(this.#buildsDir, `${name}.json`), { force: true });
    }
  }
}

/**
 * A build's server code imports the site's packages (React, zod, ...) by name, and Node looks for
 * them in `node_modules` beside the importing file and up: the builds' folder links to the
 * workspace's, wherever `DATA_DIR` is.
 */
function linkPackages(buildsDir: string): void {
  const link = join(buildsDir, 'node_modules');
  const target = join(repoRoot, 'node_modules');
  const current = (() => {
    try {
      return readlinkSync(link);
    } catch {
      return null;
    }
  })();
  if (current === target) return;
  if (current !== null) unlinkSync(link);
  try {
    symlinkSync(target, link);
  } catch (error) {
    // Another process on the same data made it first.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
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
