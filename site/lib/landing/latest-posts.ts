// The home blog carousel: up to 9 posts from
// `GET /api/blog/posts?limit=9`, 3 per slide, with a spinner while loading.
import type { BlogPostListItem } from '@poolscape/shared/content';
import { apiRequest } from '../api-client.ts';
import { element } from '../dom-element.ts';
import { Carousel, prefersReducedMotion } from './carousel.ts';

export const POSTS_PER_SLIDE = 3;
export const LATEST_POSTS_LIMIT = 9;

/** Posts grouped into slides of three. */
export function slidesOf<T>(posts: readonly T[], perSlide = POSTS_PER_SLIDE): T[][] {
  const slides: T[][] = [];
  for (let index = 0; index < posts.length; index += perSlide)
    slides.push(posts.slice(index, index + perSlide));
  return slides;
}

export function formatPostDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** One card: featured image, title, date, reading time, excerpt and the first two tags. */
export function postCard(post: BlogPostListItem): HTMLElement {
  const card = element(
    'article',
    'relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
  );
  if (post.featuredImage) {
    const image = element('img', 'aspect-[4/3] w-full object-cover bg-slate-100');
    image.src = post.featuredImage;
    image.alt = '';
    image.width = 800;
    image.height = 600;
    image.loading = 'lazy';
    image.decoding = 'async';
    card.append(image);
  }
  const body = element('div', 'flex flex-1 flex-col p-5');
  const meta = element('p', 'text-xs text-slate-600');
  const time = element('time', '', formatPostDate(post.publishedAt));
  time.dateTime = post.publishedAt;
  meta.append(time, ` · ${post.readingTime} min read`);
  const title = element('h3', 'mt-2 text-lg font-semibold leading-snug text-slate-900');
  const link = element('a', 'after:absolute after:inset-0 hover:text-brand-700', post.title);
  link.href = `/blog/${encodeURIComponent(post.slug)}`;
  title.append(link);
  const excerpt = element('p', 'mt-2 line-clamp-3 text-sm leading-6 text-slate-600', post.excerpt);
  const tags = element('ul', 'mt-auto flex flex-wrap gap-2 pt-4');
  tags.setAttribute('aria-label', 'Tags');
  for (const tag of post.tags.slice(0, 2)) {
    tags.append(
      element('li', 'rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-700', tag),
    );
  }
  body.append(meta, title, excerpt, tags);
  card.append(body);
  return card;
}

/** Loads the posts into `root` (`[data-latest-posts]`) and makes it a carousel. */
export async function initLatestPosts(root: HTMLElement): Promise<void> {
  const status = root.querySelector<HTMLElement>('[data-status]');
  const track = root.querySelector<HTMLElement>('[data-track]');
  if (!track || !status) return;
  let posts: BlogPostListItem[];
  try {
    posts = (await (
      await apiRequest('GET', `/api/blog/posts?limit=${LATEST_POSTS_LIMIT}`)
    ).json()) as BlogPostListItem[];
  } catch {
    status.textContent = 'The latest posts could not be loaded. Visit the blog to read them.';
    status.dataset.state = 'error';
    return;
  }
  if (posts.length === 0) {
    status.textContent = 'No posts yet. New articles appear here as soon as they are published.';
    status.dataset.state = 'empty';
    return;
  }
  const slides = slidesOf(posts);
  track.replaceChildren(
    ...slides.map((group, index) => {
      const slide = element('div', 'grid w-full shrink-0 gap-6 md:grid-cols-3');
      slide.dataset.slide = '';
      slide.setAttribute('role', 'group');
      slide.setAttribute('aria-roledescription', 'slide');
      slide.setAttribute('aria-label', `${index + 1} of ${slides.length}`);
      slide.append(...group.map(postCard));
      return slide;
    }),
  );
  status.hidden = true;
  root.dataset.state = 'loaded';
  new Carousel(root, { perView: () => 1, intervalMs: 0, reducedMotion: prefersReducedMotion });
}
