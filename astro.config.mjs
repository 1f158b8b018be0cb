// @ts-check
// The public site: pre-rendered from published CMS content by the API (see api/src/site-builds/).
// SITE_OUT_DIR and ASTRO_CACHE_DIR are set per build so every build lands in a fresh folder.

import { readFile, rm, writeFile } from 'node:fs/promises';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { isListedPage } from '@poolscape/shared/routes';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { adPagesManifest } from './site/lib/build/ad-pages.ts';
import { islandStylesInHead } from './site/lib/build/island-styles.ts';

export default defineConfig({
  site: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  srcDir: './site',
  publicDir: './site/public',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  output: 'static',
  trailingSlash: 'ignore',
  // The stylesheet is inlined: one round trip less before the first paint on a phone.
  build: { format: 'directory', inlineStylesheets: 'always' },
  // Advanced routing's `site/fetch.ts` entry point is not used.
  fetchFile: null,
  // Only the public pages meant for search engines are listed (shared/src/routes.ts).
  integrations: [
    react(),
    sitemap({ filter: (page) => isListedPage(new URL(page).pathname) }),
    singleSitemap(),
    islandStylesInHead(),
    adPagesManifest(),
  ],
  vite: { plugins: [tailwindcss()] },
});

/**
 * One `/sitemap.xml` (the site has far fewer than the 45,000 URLs a sitemap may hold) instead of
 * the integration's index and numbered parts.
 * @returns {import('astro').AstroIntegration}
 */
function singleSitemap() {
  return {
    name: 'poolscape:single-sitemap',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const part = new URL('sitemap-0.xml', dir);
        await writeFile(new URL('sitemap.xml', dir), await readFile(part));
        await rm(part);
        await rm(new URL('sitemap-index.xml', dir));
      },
    },
  };
}
