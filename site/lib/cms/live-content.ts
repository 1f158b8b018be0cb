// The CMS collections behind the on-demand pages besides posts (site/lib/cms/live-posts.ts):
// tutorials, standing pages, testimonials, plans, image packs, gallery designs, banners and
// announcements. Each is read whole from the CMS by the first page that needs it and kept, in the
// editors' order, until the CMS says it changed; then the next page reads it again. They are small
// (a few hundred entries at most), so one request a change is cheaper than a site build.
import { CMS_COLLECTIONS, type LiveCollectionSlug } from '@poolscape/shared/content';
import { loadAnnouncements, loadBanners } from './announcements.ts';
import { loadCreditPacks } from './credit-packs.ts';
import { loadGalleryItems } from './gallery.ts';
import { loadPages } from './pages.ts';
import { loadPlans } from './plans.ts';
import { loadTestimonials } from './testimonials.ts';
import { loadTutorials } from './tutorials.ts';

const LOADERS = {
  [CMS_COLLECTIONS.tutorials]: loadTutorials,
  [CMS_COLLECTIONS.pages]: loadPages,
  [CMS_COLLECTIONS.testimonials]: loadTestimonials,
  [CMS_COLLECTIONS.plans]: loadPlans,
  [CMS_COLLECTIONS.creditPacks]: loadCreditPacks,
  [CMS_COLLECTIONS.galleryItems]: loadGalleryItems,
  [CMS_COLLECTIONS.banners]: loadBanners,
  [CMS_COLLECTIONS.announcements]: loadAnnouncements,
} satisfies Record<Exclude<LiveCollectionSlug, 'posts'>, () => Promise<unknown[]>>;

export type LiveCollection = keyof typeof LOADERS;
type Loaders = { [K in LiveCollection]: () => Promise<unknown[]> };
/** One entry of a collection, as its loader shapes it. */
export type LiveEntry<K extends LiveCollection> = Awaited<ReturnType<(typeof LOADERS)[K]>>[number];

export class LiveContent {
  readonly #loaders: Loaders;
  readonly #kept = new Map<LiveCollection, Promise<unknown[]>>();

  constructor(loaders: Loaders = LOADERS) {
    this.#loaders = loaders;
  }

  /** The published entries of `collection`, in the editors' order. */
  entries<K extends LiveCollection>(collection: K): Promise<LiveEntry<K>[]> {
    let kept = this.#kept.get(collection);
    if (!kept) {
      kept = this.#loaders[collection]();
      this.#kept.set(collection, kept);
      // A CMS that was down is asked again by the next page, not remembered as having nothing.
      kept.catch(() => {
        if (this.#kept.get(collection) === kept) this.#kept.delete(collection);
      });
    }
    return kept as Promise<LiveEntry<K>[]>;
  }

  /** The CMS changed `collection`: the next page reads it again. */
  changed(collection: LiveCollection): void {
    this.#kept.delete(collection);
  }
}

/** The server entry's collections, shared by every on-demand page it renders. */
export const liveContent = new LiveContent();
