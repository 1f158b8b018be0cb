/**
 * The scripts of a page rendered on demand (the home page, the blog, tutorials, the gallery, the
 * standing pages) are its components' `<script>`s, which Astro writes as module scripts: the menu
 * button, the newsletter form, the chat launcher. A module script runs only once the page is parsed
 * and none of them draws what the first screen shows, yet Chromium fetches them at high priority,
 * beside the first screen's picture, and Lighthouse counts a high-priority script as holding up the
 * first paint. `fetchpriority="low"` lets the page and its picture go first (lib/server/entry.ts).
 */

/** A module script as Astro writes it. */
const MODULE_SCRIPT = /<script type="module" src="/g;

/** The page with its module scripts fetched at low priority. */
export function scriptsAfterFirstPaint(html: string): string {
  return html.replace(MODULE_SCRIPT, '<script type="module" fetchpriority="low" src="');
}
