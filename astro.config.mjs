// @ts-check
// The public site: pre-rendered from published CMS content by the API (see api/src/site/).
// SITE_OUT_DIR and ASTRO_CACHE_DIR are set per build so every build lands in a fresh folder.
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  site: process.env.PUBLIC_URL ?? 'http://localhost:3000',
  srcDir: './site',
  publicDir: './site/public',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'never' },
  // Advanced routing's `site/fetch.ts` entry point is not used.
  fetchFile: null,
  // The app shell and the profile page are served by the API under other paths; never listed.
  integrations: [
    react(),
    sitemap({ filter: (page) => !/\/(app-shell|public-profile)\/?$/.test(new URL(page).pathname) }),
  ],
  vite: { plugins: [tailwindcss()] },
});
