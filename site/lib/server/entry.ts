/**
 * The server entry of the site's build (`<build>/server/entry.mjs`): the API loads it in a worker
 * thread of its own per build and asks it for the on-demand pages. A page comes back whole, with
 * whether it shows an ad slot, so the API can cache it and give it its Content-Security-Policy.
 */

import { fileURLToPath } from 'node:url';
import type { ContentChange } from '@poolscape/shared/content';
import { createApp } from 'astro/app/entrypoint';
import { showsAdSlot } from '../build/ad-pages.ts';
import { moveIslandStylesToHead } from '../build/island-styles.ts';
import { criticalStyles } from '../build/page-styles.ts';
import { liveContent } from '../cms/live-content.ts';
import { livePosts } from '../cms/live-posts.ts';
import type { SitePreview } from '../cms/previews.ts';

const app = createApp({ streaming: false });

// This module is the build's `server/entry.mjs`; its stylesheets are in the build's `client` folder.
const entryUrl = import.meta.url;
const withCriticalStyles = criticalStyles(fileURLToPath(new URL('../client/', entryUrl)));

export interface RenderedPage {
  status: number;
  contentType: string;
  body: string;
  /** Whether the page shows an ad slot (then the API lets the ad network in). */
  showsAds: boolean;
}

/** Renders `url` (a path and query on the site's origin) as a GET. */
export function render(url: string): Promise<RenderedPage> {
  return renderWith(url, {});
}

/**
 * Renders `url` showing `preview`'s draft in place of the published version (lib/cms/previews.ts).
 * Nothing of it is kept: the draft lives in this one render's locals.
 */
export function renderPreview(url: string, preview: SitePreview): Promise<RenderedPage> {
  return renderWith(url, { preview });
}

async function renderWith(url: string, locals: App.Locals): Promise<RenderedPage> {
  const request = new Request(url);
  const routeData = app.match(request);
  if (!routeData) return { status: 404, contentType: 'text/plain', body: '', showsAds: false };
  const response = await app.render(request, { routeData, locals });
  const type = response.headers.get('content-type') ?? 'text/html';
  // Pages are UTF-8; Astro names no charset for them, and a browser would otherwise have to guess.
  const contentType = type === 'text/html' ? 'text/html; charset=utf-8' : type;
  const text = await response.text();
  const html = contentType.startsWith('text/html');
  const body = html ? await withCriticalStyles(moveIslandStylesToHead(text)) : text;
  return { status: response.status, contentType, body, showsAds: html && showsAdSlot(body) };
}

/**
 * The CMS changed content: a post is read again before this resolves; another collection is read
 * again by the next page that shows it.
 */
export async function contentChanged(change: ContentChange): Promise<void> {
  if ('id' in change) await livePosts.changed(change.id);
  else liveContent.changed(change.collection);
}

/** The posts this build's pages have read, for the next build to take over; null when none were. */
export function posts(): Promise<unknown[] | null> {
  return livePosts.snapshot();
}

/** Takes over the posts the build before had read (see LivePosts.adopt); whether they were taken. */
export function adoptPosts(posts: unknown): boolean {
  return livePosts.adopt(posts);
}

/** Reads every post again after taking them over; whether any differed (see LivePosts.refresh). */
export function refreshPosts(): Promise<boolean> {
  return livePosts.refresh();
}
