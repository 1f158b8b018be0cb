// The blog's tag pages (`/blog/tag/{slug}`), from the published posts: a tag has a page while at
// least one published post carries it. A post names its tags; the page's address is made from the
// name the same way everywhere (`tagSlug`), so a link and the page it opens always agree.
import { tagPath, tagSlug } from '@poolscape/shared/content';
import type { PostEntry } from '../cms/posts.ts';

export interface TagPage {
  name: string;
  path: string;
  /** Newest first. */
  posts: PostEntry[];
  /** When its newest post last changed. */
  lastmod: Date;
}

/** Every tag the published `posts` (newest first) carry, with its posts, by name. */
export function tagPages(posts: readonly PostEntry[]): TagPage[] {
  const pages = new Map<string, TagPage>();
  for (const post of posts) {
    for (const name of post.data.tags) {
      const slug = tagSlug(name);
      if (!slug) continue;
      const page = pages.get(slug) ?? { name, path: tagPath(name), posts: [], lastmod: post.data.updatedAt };
      if (page.posts.at(-1) !== post) page.posts.push(post);
      if (post.data.updatedAt > page.lastmod) page.lastmod = post.data.updatedAt;
      pages.set(slug, page);
    }
  }
  return [...pages.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The page of the tag at `slug`, or null when no published post carries it. */
export function tagPage(posts: readonly PostEntry[], slug: string): TagPage | null {
  return tagPages(posts).find((page) => page.path === `/blog/tag/${slug}`) ?? null;
}
