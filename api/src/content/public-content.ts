// The public content the current site build was made from (`data/public-content.json`, written
// by the build). Read once per build, so the API and the pages never disagree. The plans and image
// packs on sale fall back to the code's when the build has none, so checkout always has an offer.
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
  #cached: { root: string; content: Promise<PublicContent> } | null = null;
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
    if (this.#cached?.root !== build.root) {
      this.#cached = { root: build.root, content: this.#read(build.root) };
    }
    return this.#cached.content;
  }

  /** Whether `/` on `hostname` is the gallery landing page. */
  async isGalleryHost(hostname: string): Promise<boolean> {
    const content = await this.get();
    return content.galleryHostnames.includes(hostname.toLowerCase());
  }

  async #read(root: string): Promise<PublicContent> {
    try {
      const raw = JSON.parse(await readFile(join(root, PUBLIC_CONTENT_PATH), 'utf8'));
      return this.#withExtras(PublicContentSchema.parse(raw));
    } catch (error) {
      this.#onProblem(`the site build has no readable ${PUBLIC_CONTENT_PATH}: ${(error as Error).message}`);
      return this.#withExtras(EMPTY);
    }
  }

  /** Adds what the build does not hold: the code's offer where it has none, the hostnames of the environment. */
  #withExtras(built: PublicContent): PublicContent {
    const content = withCodeOffer(built);
    if (this.#extraGalleryHosts.length === 0) return content;
    const hosts = new Set([...content.galleryHostnames, ...this.#extraGalleryHosts]);
    return { ...content, galleryHostnames: [...hosts] };
  }
}
