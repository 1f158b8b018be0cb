// @ts-check
// The public site: pre-rendered from published CMS content by the API (see api/src/site-builds/).
// SITE_OUT_DIR and ASTRO_CACHE_DIR are set per build so every build lands in a fresh folder.

import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { adPagesManifest } from './site/lib/build/ad-pages.ts';
import { CLIENT_CHUNK_GROUPS, groupedClientChunks } from './site/lib/build/chunks.ts';
import { staticPageStyles } from './site/lib/build/page-styles.ts';
import { listedInSitemap, PAGES_SITEMAP_BASE } from './site/lib/seo/sitemaps.ts';
import { onDemandPages } from './site/lib/server/adapter.ts';

const site = process.env.PUBLIC_URL ?? 'http://localhost:3000';

export default defineConfig({
  site,
  srcDir: './site',
  publicDir: './site/public',
  outDir: process.env.SITE_OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  output: 'static',
  trailingSlash: 'ignore',
  // Stylesheets are files; each page inlines what its first paint needs (site/lib/build/page-styles.ts).
  build: { format: 'directory', inlineStylesheets: 'never' },
  // Advanced routing's `site/fetch.ts` entry point is not used.
  fetchFile: null,
  // The pages that grow with the content (the blog, its sitemap) are rendered on demand by the
  // API through this adapter's server entry; every other page is pre-rendered.
  adapter: onDemandPages(),
  integrations: [
    react(),
    staticPageStyles(),
    adPagesManifest(),
    // The pages' sitemap (/sitemap.xml indexes it with the posts' ones): every page that takes no
    // parameters, pre-rendered or rendered on demand, that search engines are meant to see.
    sitemap({ filenameBase: PAGES_SITEMAP_BASE, filter: listedInSitemap }),
  ],
  vite: {
    plugins: [tailwindcss(), groupedClientChunks()],
    environments: {
      client: {
        build: {
          // The app's shell, the sign-in forms and the pages' scripts in a few files (see chunks.ts);
          // modules run in their source order across those files.
          rolldownOptions: {
            output: { strictExecutionOrder: true, codeSplitting: { groups: CLIENT_CHUNK_GROUPS } },
          },
        },
      },
    },
  },
});
