/**
 * Writes `/data/ad-pages.json` with every build: the built pages (as files of the build, such as
 * `blog/index.html`) that show an ad slot, read from the pages themselves. The API widens the
 * Content-Security-Policy of exactly these pages for the ad network, so the list can never drift
 * from what was rendered.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AD_NETWORK_ATTRIBUTE, AD_PAGES_PATH, type AdPages } from '@poolscape/shared/ad-slots';
import type { AstroIntegration } from 'astro';

/** An element (a tag, not text: the CMS's HTML escapes `<` in text) that is a rendered slot. */
const SLOT_ELEMENT = new RegExp(`<[a-z][^<>]*\\s${AD_NETWORK_ATTRIBUTE}="adsense"[^<>]*>`, 'i');

/** Whether a built page shows an ad slot. */
export function showsAdSlot(html: string): boolean {
  return SLOT_ELEMENT.test(html);
}

/** The build's pages that show an ad slot, sorted, as paths relative to `root` with `/`. */
export async function findAdPages(root: string): Promise<AdPages> {
  const files = (await readdir(root, { recursive: true })).filter((path) => path.endsWith('.html')).sort();
  const pages: string[] = [];
  for (const file of files) {
    if (showsAdSlot(await readFile(join(root, file), 'utf8'))) pages.push(file.split('\\').join('/'));
  }
  return { network: 'adsense', pages };
}

export function adPagesManifest(): AstroIntegration {
  return {
    name: 'poolscape:ad-pages',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const target = join(root, AD_PAGES_PATH);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, JSON.stringify(await findAdPages(root)));
      },
    },
  };
}
