// The site: each Astro build goes into a fresh folder under `<dataDir>/site/builds/` (its
// pre-rendered pages in `client/`, the server entry of its on-demand pages in `server/`), and only a
// finished build becomes current, by renaming a symlink over `<dataDir>/site/current` (atomic on
// POSIX). Requests pin the build that was current when they arrived, so nobody is ever served a
// half-written site. Rebuilds are debounced and run one at a time; a request that arrives during a
// build schedules exactly one more. Published content needs no build: the current build's
// on-demand pages read the changed post or collection again (see page-renderer.ts). A build is for
// what every page shows: the layout's settings, the ad slots, the code. API processes that share
// the site folder (SITE_DIR) share its builds: one builds at a time across them, and the others
// adopt each build it announces (shared-builds.ts) instead of building their own.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readlinkSync } from 'node:fs';
import { readdir, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { ContentChange } from '@poolscape/shared/content';
import type { SiteBuildStatus } from '@poolscape/shared/content-changes';
import { readAdPages } from './ad-pages.ts';
import { linkPackages, runAstroBuild } from './astro-build.ts';
import { BuildStatus } from './build-status.ts';
import { inlineHashes } from './inline-hashes.ts';
import { PageRenderer } from './page-renderer.ts';
import { precompress } from './precompress.ts';
import type { BuildSharing } from './shared-builds.ts';

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
  /** The folder of the builds and `current` (SITE_DIR; default `<dataDir>/site`). */
  siteDir?: string;
  /**
   * Set when several API processes share `siteDir`: builds take turns across the cluster and each
   * live build is announced, for the others to adopt (shared-builds.ts).
   */
  sharing?: BuildSharing;
  /** A stamp of the site's code, kept with each build: a start whose stamp differs builds again. */
  sourceStamp?: string;
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
    const siteDir = options.siteDir ?? join(options.dataDir, 'site');
    this.#buildsDir = join(siteDir, 'builds');
    this.#currentLink = join(siteDir, 'current');
    mkdirSync(this.#buildsDir, { recursive: true });
    linkPackages(this.#buildsDir);
    this.#current = this.#readCurrent();
  }

  /** The build being served, or null before the first build finished. */
  get current(): SiteBuild | null {
    return this.#current;
  }

  /** Whether the cluster's API processes share these builds (SITE_DIR): one builds, all serve. */
  get shared(): boolean {
    return this.#options.sharing !== undefined;
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
    const sharing = this.#options.sharing;
    // With shared builds, one that another process began after this request already has what it
    // asked for (processes starting together build once): that one is taken instead.
    const requestedAt = Date.now();
    const build = async () => (sharing && (await this.#adoptBuiltSince(requestedAt))) || this.#build();
    this.#running = (sharing ? sharing.exclusive(build) : build())
      .catch((error: Error) => {
        // Only waiting for the cluster's turn fails here (the database is away); #build catches its own.
        this.#options.log.error(`site build not started; the previous build stays live. ${error.message}`);
        this.#status.failed(error);
        return null;
      })
      .finally(() => {
        this.#running = null;
        if (this.#again) {
          this.#again = false;
          void this.buildNow();
        }
      });
    return this.#running;
  }

  /**
   * Whether the current build was made from the site's code as it is now (`sourceStamp`), after
   * `layoutChangedAt` (when given): nothing it shows has changed since.
   */
  currentIsFresh(layoutChangedAt: Date | null = null): boolean {
    const current = this.#current;
    if (!current || !this.#options.sourceStamp) return false;
    const stampFile = `${dirname(current.root)}.source`;
    if (!existsSync(stampFile) || readFileSync(stampFile, 'utf8') !== this.#options.sourceStamp) return false;
    // A build's id begins with the moment it began (Date.now()).
    const builtAt = Number(basename(dirname(current.root)).split('-')[0]);
    return layoutChangedAt === null || layoutChangedAt.getTime() < builtAt;
  }

  /**
   * Another process of the cluster made build `id` live in the shared folder: this process serves
   * it too, without building, once its pages are warm. A build that is not there (the folder is not
   * shared after all) is made here instead.
   */
  async adopt(id: string): Promise<BuildResult | null> {
    const outDir = join(this.#buildsDir, id);
    if (this.#current && dirname(this.#current.root) === outDir) return null;
    const build = this.#readBuild(outDir);
    if (!build) {
      this.requestRebuild(`site build ${id} of another process is not in this process's site folder`);
      return null;
    }
    const started = performance.now();
    for (const path of WARM_PAGES) await build.pages?.page(path).catch(() => undefined);
    this.#serve(build);
    const result = { build, seconds: (performance.now() - started) / 1000 };
    this.#options.log.info(`site build ${id}, made by another process, is live here`);
    this.#wentLive(result);
    return result;
  }

  /** The shared current build, adopted, when another process began it at `since` or later. */
  async #adoptBuiltSince(since: number): Promise<BuildResult | null> {
    if (!existsSync(this.#currentLink)) return null;
    const id = basename(readlinkSync(this.#currentLink));
    if (Number(id.split('-')[0]) < since) return null;
    // Adopted now, or already (announced while this waited for its turn).
    const adopted = await this.adopt(id);
    const current = this.#current;
    return (
      adopted ?? (current && basename(dirname(current.root)) === id ? { build: current, seconds: 0 } : null)
    );
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
      if (this.#options.sourceStamp) await writeFile(`${outDir}.source`, this.#options.sourceStamp);
      const tempLink = `${this.#currentLink}.${id}`;
      await symlink(outDir, tempLink);
      await rename(tempLink, this.#currentLink);
      this.#serve(build);
      // From here a change reaches this build directly; one told during the swap is read now.
      await this.#catchUp(pages);
      if (handedOver) this.#refreshPosts(id, renderer);
      const result = { build, seconds: (performance.now() - started) / 1000 };
      this.#options.log.info(
        `site build ${id} is live (${result.seconds.toFixed(1)} s: ${phases.join(', ')})`,
      );
      this.#wentLive(result);
      await this.#options.sharing
        ?.announce(id)
        .catch((error: Error) =>
          this.#options.log.error(`other API processes were not told of site build ${id}: ${error.message}`),
        );
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

  /** Serves `build` from now on; the previous build's pages answer a minute more, for requests under way. */
  #serve(build: SiteBuild): void {
    const previous = this.#current;
    this.#current = build;
    this.#generation += 1;
    setTimeout(() => void previous?.pages?.close(), RETIRE_AFTER_MS).unref();
  }

  /** Tells the editors' status and this process's listeners (the assistant) that a build is live. */
  #wentLive(result: BuildResult): void {
    this.#status.live();
    for (const listener of this.#listeners) listener(result);
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
    return this.#readBuild(readlinkSync(this.#currentLink));
  }

  #readBuild(outDir: string): SiteBuild | null {
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
      await rm(join(this.#buildsDir, `${name}.source`), { force: true });
    }
  }
}
