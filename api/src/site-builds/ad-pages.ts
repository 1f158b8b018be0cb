// Which pages of a site build show an ad slot: the build lists them in `data/ad-pages.json`, made
// from the built pages themselves (site/lib/build/ad-pages.ts), so the list never drifts from what
// was rendered. A build without the list (or with an unreadable one) has none.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AD_PAGES_PATH, AdPagesSchema } from '@poolscape/shared/ad-slots';

/** Files of the signed-in app's pages: they never let the ad network in, whatever a list says. */
const NEVER_ADS = /^app-shell\//;

/** The pages of the build at `root` that show an ad slot (files such as `blog/index.html`). */
export function readAdPages(root: string): ReadonlySet<string> {
  try {
    const list = AdPagesSchema.parse(JSON.parse(readFileSync(join(root, AD_PAGES_PATH), 'utf8')));
    return new Set(list.pages.filter((page) => !NEVER_ADS.test(page)));
  } catch {
    return new Set();
  }
}
