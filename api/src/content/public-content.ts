// The public content of the current site build (`data/public-content.json`, rendered by the
// build's on-demand pages). Read again only when the build or published content changed, so the
// API and the pages never disagree. The plans and image packs on sale fall back to the code's when
// the build has none, so checkout always has an offer.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_CONTENT_PATH, type PublicContent, PublicContentSchema } from '@poolscape/shared/content';
import type { SiteBuild } from '../site-builds/site-builds.ts';
import { withCodeOffer } from './offer.ts';

const EMPTY: PublicContent = {
  posts: [],
  tutorials: [],
  landingVideo: null,
  galleryHostnames: [],
  banners: [],
  announcements: [],
  plans: [],
  creditPacks: [],
};

export class PublicContentReader {
  readonly #builds: { readonly current: SiteBuild | null };
  readonly #extraGalleryHosts: readonly string[];
  #cached: { root: string; version: number; content: Promise<PublicContent> } | null = null;
  readonly #onProblem: (message: string) => void;

  /**
   * @param extraGalleryHosts hostnames from the environment (`GALLERY_HOSTNAMES`), added to those
   *   editors set in the CMS.
   */
  constructor(
    builds: { readonly current: SiteBuild | null },
    extraGalleryHosts: readonly string[] = [],
    onProblem: (message: string) => void = () => {},
  ) {
    this.#builds = builds;
    this.#extraGalleryHosts = extraGalleryHosts;
    this.#onProblem = onProblem;
  }

  /**
   * The content of the current build; empty, but for the code's plans and packs, while there is
   * no build or it has no such file.
   */
  get(): Promise<PublicContent> {
    const build = this.#builds.current;
    if (!build) return Promise.resolve(this.#withExtras(EMPTY));
    const version = build.pages?.version ?? 0;
    if (this.#cached?.root !== build.root || this.#cached.version !== version) {
      const cached = {
        root: build.root,
        version,
        content: this.#read(build).then(({ content, read }) => {
          // What could not be read is asked for again next time, not kept.
          if (!read && this.#cached === cached) this.#cached = null;
          return content;
        }),
      };
      this.#cached = cached;
    }
    return this.#cached.content;
  }

  /** Whether `/` on `hostname` is the gallery landing page. */
  async isGalleryHost(hostname: string): Promise<boolean> {
    const content = await this.get();
    return content.galleryHostnames.includes(hostname.toLowerCase());
  }

  async #read(build: SiteBuild): Promise<{ content: PublicContent; read: boolean }> {
    try {
      const text = build.pages
        ? await build.pages.page(`/${PUBLIC_CONTENT_PATH}`).then((page) => {
            if (page.status !== 200) throw new Error(`it answered ${page.status}`);
            return page.body;
          })
        : await readFile(join(build.root, PUBLIC_CONTENT_PATH), 'utf8');
      return { content: this.#withExtras(PublicContentSchema.parse(JSON.parse(text))), read: true };
    } catch (error) {
      this.#onProblem(`the site build has no readable ${PUBLIC_CONTENT_PATH}: ${(error as Error).message}`);
      return { content: this.#withExtras(EMPTY), read: false };
    }
  }

  /**
   * Adds what the build does not hold: the code's offer where it has none, the hostnames of the
   * environment.
   */
  #withExtras(built: PublicContent): PublicContent {
    const content = withCodeOffer(built);
    if (this.#extraGalleryHosts.length === 0) return content;
    const hosts = new Set([...content.galleryHostnames, ...this.#extraGalleryHosts]);
    return { ...content, galleryHostnames: [...hosts] };
  }
}
