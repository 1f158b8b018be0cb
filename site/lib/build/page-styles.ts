/**
 * How a page gets its stylesheet. Astro writes the site's CSS as files (`build.inlineStylesheets:
 * 'never'`, so they are cached across pages and visits), and every page leaves here with what its
 * first paint needs inline:
 * - A page rendered on demand (the home page, the blog, tutorials, the gallery, the standing pages:
 *   markup a visitor reads as it arrives) inlines only the rules its own HTML uses, and loads the
 *   whole stylesheet without holding up the first paint. That is Beasties' `media-script` way: the
 *   link stays `media="print"` until a small inline script, which the Content-Security-Policy lets
 *   in by its hash, switches it on. The states the page's scripts add (a menu opened, a form's
 *   answer) come with the whole stylesheet, long before anyone clicks. On a phone's connection the
 *   home page then arrives in the first round trip: 17.9 KB compressed became 12.9 KB.
 * - A pre-rendered page (the sign-in forms, the app's shell, the share views) inlines the whole
 *   stylesheet, as Astro's `inlineStylesheets: 'always'` would: its islands draw most of it in the
 *   browser, from markup that is not in its HTML.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import Beasties from 'beasties';
import { moveIslandStylesToHead } from './island-styles.ts';

/** A stylesheet link as Astro writes it (the href is one of the build's own files). */
const STYLESHEET_LINK = /<link rel="stylesheet" href="\/(_astro\/[^"?#]+\.css)"[^>]*>/g;

/** The page with each of its stylesheet links replaced by the stylesheet itself. */
export async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  const files = [...new Set([...html.matchAll(STYLESHEET_LINK)].map((match) => match[1] as string))];
  const sheets = new Map<string, string>();
  for (const file of files) sheets.set(file, await readFile(join(clientDir, file), 'utf8'));
  // `</style` cannot occur in CSS Astro wrote (it would have ended its own inline <style> too).
  return html.replace(STYLESHEET_LINK, (_link, file: string) => `<style>${sheets.get(file)}</style>`);
}

/**
 * The function that gives a page rendered on demand its critical styles, reading the stylesheets
 * from `clientDir` (the build's `client` folder). A page Beasties cannot read is served as it came.
 */
export function criticalStyles(clientDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: '/',
    preload: 'media-script',
    // The page's own inline rules (Astro's island rule, a component's scoped style) are kept whole.
    reduceInlineStyles: false,
    // Fonts are the system's; nothing to preload.
    fonts: false,
    logLevel: 'warn',
  });
  return async (html) => {
    if (!html.includes('<link rel="stylesheet"')) return html;
    return (await beasties.process(html)).replace(/ data-beasties-container(="")?/, '');
  };
}

/** Rewrites every pre-rendered page with its island rule in the head and its stylesheets inline. */
export function staticPageStyles(): AstroIntegration {
  return {
    name: 'poolscape:static-page-styles',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((path) => path.endsWith('.html'));
        for (const page of pages) {
          const path = join(root, page);
          const html = await readFile(path, 'utf8');
          const styled = await inlineStylesheets(moveIslandStylesToHead(html), root);
          if (styled !== html) await writeFile(path, styled);
        }
      },
    },
  };
}
