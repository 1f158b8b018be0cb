// The published posts behind the on-demand pages (`/blog`, `/blog/{slug}`, the sitemap, the API's
// latest posts), kept in memory by the server entry: every post is read from the CMS once, on the
// first page that needs them, and then only the post the CMS says changed is read again. So a
// publish costs one request to the CMS, however many posts there are. A new build's pages take
// the posts over from the build before (`snapshot`, `adopt`), so a site build waits for none of
// them, and read them all again once it is live (`refresh`).
import { z } from 'zod';
import { loadPost, loadPosts, type PostEntry, PostEntrySchema } from './posts.ts';

const HandedOverSchema = z.array(PostEntrySchema);

export class LivePosts {
  readonly #byCmsId = new Map<string, PostEntry>();
  #loaded: Promise<void> | null = null;
  /** Newest first; null when a change has made it stale. */
  #sorted: PostEntry[] | null = null;
  #bySlug: Map<string, PostEntry> | null = null;
  /** Changes are applied one after another, in the order they were told. */
  #changes: Promise<unknown> = Promise.resolve();
  /** The posts told changed while a `refresh` reads them all: what is read of them then is newer. */
  #touched: Set<string> | null = null;
  readonly #loadAll: () => Promise<PostEntry[]>;
  readonly #loadOne: (cmsId: string) => Promise<PostEntry | null>;

  constructor(
    loadAll: () => Promise<PostEntry[]> = loadPosts,
    loadOne: (cmsId: string) => Promise<PostEntry | null> = loadPost,
  ) {
    this.#loadAll = loadAll;
    this.#loadOne = loadOne;
  }

  /** Every published post, newest first. */
  async all(): Promise<readonly PostEntry[]> {
    await this.#ready();
    this.#sorted ??= [...this.#byCmsId.values()].sort(
      (a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime() || a.id.localeCompare(b.id),
    );
    return this.#sorted;
  }

  /** The published post at `/blog/{slug}`, or undefined. */
  async bySlug(slug: string): Promise<PostEntry | undefined> {
    await this.#ready();
    this.#bySlug ??= new Map([...this.#byCmsId.values()].map((post) => [post.id, post]));
    return this.#bySlug.get(slug);
  }

  /** Reads the post with CMS id `cmsId` again: published, changed, unpublished or deleted. */
  changed(cmsId: string): Promise<void> {
    this.#touched?.add(cmsId);
    const next = this.#changes.then(async () => {
      // Before the first load there is nothing to update: that load reads it as it is now.
      if (!this.#loaded) return;
      await this.#ready();
      try {
        const post = await this.#loadOne(cmsId);
        if (post) this.#byCmsId.set(cmsId, post);
        else this.#byCmsId.delete(cmsId);
      } catch (error) {
        // Not known whether the post changed: every post is read again by the next page.
        this.#loaded = null;
        this.#byCmsId.clear();
        throw error;
      } finally {
        this.#sorted = null;
        this.#bySlug = null;
      }
    });
    this.#changes = next.catch(() => {});
    return next;
  }

  /**
   * Every post as read so far, once the changes told before have been read; null when the posts
   * were never read, or could not be.
   */
  async snapshot(): Promise<PostEntry[] | null> {
    const loaded = this.#loaded;
    if (!loaded) return null;
    try {
      await loaded;
      await this.#changes;
    } catch {
      return null;
    }
    // A change that could not be read dropped what was read: nothing whole is left to hand over.
    return this.#loaded === loaded ? [...this.#byCmsId.values()] : null;
  }

  /**
   * Takes `posts` (another build's snapshot) as read, unless posts were read already. They are
   * checked against this build's shape of a post: a build whose posts differ reads them itself.
   * Whether they were taken.
   */
  adopt(posts: unknown): boolean {
    if (this.#loaded) return false;
    const parsed = HandedOverSchema.safeParse(posts);
    if (!parsed.success) return false;
    for (const post of parsed.data) this.#byCmsId.set(post.cmsId, post);
    this.#loaded = Promise.resolve();
    return true;
  }

  /**
   * Reads every post again, for posts taken over from another build: whatever the CMS could not
   * tell that build (a notification lost while the database restarted, say) is healed by the next
   * build, and posts shaped by an older build's code are replaced by this one's. Changes told
   * meanwhile go on as usual and win over what it read. Whether any post had been saved since
   * (for the log: the posts are replaced either way).
   */
  async refresh(): Promise<boolean> {
    const loaded = this.#loaded;
    if (!loaded) return false;
    const touched = new Set<string>();
    this.#touched = touched;
    try {
      await loaded;
      const fresh = new Map((await this.#loadAll()).map((post) => [post.cmsId, post]));
      if (this.#loaded !== loaded) return false;
      for (const cmsId of touched) {
        const kept = this.#byCmsId.get(cmsId);
        if (kept) fresh.set(cmsId, kept);
        else fresh.delete(cmsId);
      }
      const same =
        fresh.size === this.#byCmsId.size &&
        [...fresh].every(
          ([cmsId, post]) =>
            this.#byCmsId.get(cmsId)?.data.updatedAt.getTime() === post.data.updatedAt.getTime(),
        );
      this.#byCmsId.clear();
      for (const [cmsId, post] of fresh) this.#byCmsId.set(cmsId, post);
      this.#sorted = null;
      this.#bySlug = null;
      return !same;
    } finally {
      if (this.#touched === touched) this.#touched = null;
    }
  }

  #ready(): Promise<void> {
    this.#loaded ??= this.#loadAll().then(
      (posts) => {
        for (const post of posts) this.#byCmsId.set(post.cmsId, post);
      },
      (error: unknown) => {
        // The next page asks again: a CMS that was down is not remembered as having no posts.
        this.#loaded = null;
        throw error;
      },
    );
    return this.#loaded;
  }
}

/** The server entry's posts, shared by every on-demand page it renders. */
export const livePosts = new LivePosts();
