// The site's on-demand pages (the home page, the blog, tutorials, gallery, plans and standing pages,
// the sitemap, `data/public-content.json`): each build's server entry runs in a worker thread of its
// own, and the pages it renders are kept until the CMS changes content. A worker per build lets a
// build's code leave memory with its worker once a newer build is live (an ES module, once
// imported, never leaves its thread).

import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentChange } from '@poolscape/shared/content';
import type { PreviewDraft } from '@poolscape/shared/content-previews';
import { hashesOf } from './inline-hashes.ts';

/** What the build's server entry (site/lib/server/entry.ts) exports. */
export interface ServerEntry {
  render(url: string): Promise<RenderedPage>;
  /** Renders `url` with a draft in place of its published version (site/lib/cms/previews.ts). */
  renderPreview(url: string, preview: DraftPreview): Promise<RenderedPage>;
  contentChanged(change: ContentChange): Promise<void>;
  /** The posts its pages have read, or null; opaque to the API, which hands them to the next build. */
  posts(): Promise<unknown[] | null>;
  adoptPosts(posts: unknown): boolean;
  /** Reads every post again; whether any differed from those taken over. */
  refreshPosts(): Promise<boolean>;
}

export interface RenderedPage {
  status: number;
  contentType: string;
  body: string;
  /** Whether the page shows an ad slot. */
  showsAds: boolean;
}

/** A rendered page as it is served: compressed once, with the hashes of its inline code. */
export interface ServedPage extends RenderedPage {
  hashes: { scripts: string[]; styles: string[] };
  /** Brotli at a quick level for the first answer; a kept page's is replaced by the best (keptBest). */
  br: Buffer;
  gzip: Buffer;
}

/** A draft a page shows instead of the published version: beside the CMS form, or from a share link. */
export interface DraftPreview extends PreviewDraft {
  mode: 'live' | 'shared';
  expiresAt: string | null;
}

type Ask =
  | { kind: 'render'; path: string }
  | { kind: 'render-preview'; path: string; preview: DraftPreview }
  | { kind: 'content-changed'; change: ContentChange }
  | { kind: 'posts' }
  | { kind: 'adopt-posts'; posts: unknown[] }
  | { kind: 'refresh-posts' };
export type RendererRequest = Ask & { id: number };
/** `value` is what the entry's function for the ask returned. */
export type RendererReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string };

/** Pages kept at most; the oldest used go first. About 60 KB each with their compressed copies. */
const MAX_PAGES = 500;
/** A page that takes longer is answered as unavailable (its render goes on in the worker). */
const RENDER_TIMEOUT_MS = 30_000;
/** Reading every post again (thousands of them, a page of the CMS at a time) may take longer. */
const REFRESH_TIMEOUT_MS = 300_000;

const compressBr = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** A page the worker rendered, as it is served: compressed once, with its inline code's hashes. */
async function servedPage(value: unknown, path: string): Promise<ServedPage> {
  const rendered = value as RenderedPage | null;
  if (!rendered) throw new Error(`no page rendered for ${path}`);
  const body = Buffer.from(rendered.body);
  const [br, gz] = await Promise.all([
    compressBr(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    compressGzip(body),
  ]);
  return { ...rendered, hashes: hashesOf(rendered.body), br, gzip: gz };
}

/**
 * Gives a kept page brotli's best compression once it is made, off the first answer (about 200 ms
 * for a 130 KB page). The best is about 12% smaller, which on a phone's slow connection can bring a
 * page within the first round trip of a new connection (about 14 KB) instead of two.
 */
function keptBest(page: ServedPage): void {
  const body = Buffer.from(page.body);
  compressBr(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  }).then(
    (best) => {
      page.br = best;
    },
    () => undefined,
  );
}

export class PageRenderer {
  readonly #entry: string;
  readonly #site: string;
  readonly #env: Record<string, string>;
  #worker: Worker | null = null;
  readonly #pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  #nextId = 0;
  #closed = false;
  readonly #pages = new Map<string, Promise<ServedPage>>();
  /** Bumped when content changes: a page rendered before that is not kept. */
  #version = 0;

  /**
   * @param entry the build's `server/entry.mjs`
   * @param site the site's public origin (pages see their address on it)
   * @param env the environment the build was made with (where the CMS is)
   */
  constructor(entry: string, site: string, env: Record<string, string>) {
    this.#entry = entry;
    this.#site = site;
    this.#env = env;
  }

  /** Changes whenever content changed: what was read of the pages before may be out of date. */
  get version(): number {
    return this.#version;
  }

  /** The page at `path` (with its query), rendered now or kept from before. */
  page(path: string): Promise<ServedPage> {
    const kept = this.#pages.get(path);
    if (kept) {
      // Most recently used last, so the oldest used is first to go.
      this.#pages.delete(path);
      this.#pages.set(path, kept);
      return kept;
    }
    const version = this.#version;
    const served = this.#call({ kind: 'render', path }).then((value) => servedPage(value, path));
    served.then(keptBest, () => undefined);
    // Kept only while no content changed since it began, and never when it failed.
    if (version === this.#version) {
      this.#pages.set(path, served);
      if (this.#pages.size > MAX_PAGES) this.#pages.delete(this.#pages.keys().next().value as string);
      served.catch(() => {
        if (this.#pages.get(path) === served) this.#pages.delete(path);
      });
    }
    return served;
  }

  /**
   * The page at `path` showing `preview`'s draft, rendered now and never kept (a draft changes as
   * the editor types, and must never reach a visitor).
   */
  async preview(path: string, preview: DraftPreview): Promise<ServedPage> {
    return servedPage(await this.#call({ kind: 'render-preview', path, preview }), path);
  }

  /** The CMS changed content: the worker reads it again, and every kept page is dropped. */
  async contentChanged(change: ContentChange): Promise<void> {
    try {
      await this.#call({ kind: 'content-changed', change });
    } finally {
      this.#version += 1;
      this.#pages.clear();
    }
  }

  /**
   * The posts the worker has read, for a newer build's pages to take over; null when it read none
   * (a worker that never started is not started for this).
   */
  async posts(): Promise<unknown[] | null> {
    if (!this.#worker) return null;
    return (await this.#call({ kind: 'posts' })) as unknown[] | null;
  }

  /** Gives the worker the posts an older build's pages had read; whether it took them. */
  async adoptPosts(posts: unknown[]): Promise<boolean> {
    return (await this.#call({ kind: 'adopt-posts', posts })) === true;
  }

  /**
   * The worker reads every post again (after taking them over), and the kept pages are dropped.
   * Whether any post had been saved since.
   */
  async refreshPosts(): Promise<boolean> {
    try {
      return (await this.#call({ kind: 'refresh-posts' }, REFRESH_TIMEOUT_MS)) === true;
    } finally {
      this.#version += 1;
      this.#pages.clear();
    }
  }

  /** Stops the worker; requests still waiting fail. */
  async close(): Promise<void> {
    this.#closed = true;
    this.#pages.clear();
    await this.#worker?.terminate();
    this.#worker = null;
  }

  #call(request: Ask, timeoutMs = RENDER_TIMEOUT_MS): Promise<unknown> {
    if (this.#closed) return Promise.reject(new Error('this build is no longer served'));
    const id = this.#nextId++;
    return new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new Error(`the page worker took over ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.#pending.set(id, {
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      this.#started().postMessage({ ...request, id } satisfies RendererRequest);
    });
  }

  /** The worker, started on first use and again after it died. */
  #started(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(new URL('./render-worker.ts', import.meta.url), {
      workerData: { entry: this.#entry, site: this.#site },
      env: { ...process.env, ...this.#env },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    worker.on('message', (reply: RendererReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(new Error(reply.error));
    });
    let dead = false;
    const fail = (error: Error) => {
      if (dead) return;
      dead = true;
      if (this.#worker === worker) this.#worker = null;
      // What it had read went with it: kept pages may be older than what a new worker reads.
      this.#version += 1;
      this.#pages.clear();
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the page worker stopped (exit code ${code})`)));
    worker.unref();
    this.#worker = worker;
    return worker;
  }
}
