/**
 * Astro writes the rule that lays out its islands (`astro-island { display: contents }`) as a
 * <style> right before the first island of a page, inside the <body>, where a <style> is not
 * valid HTML. This build step moves it to the end of the <head>, where it applies the same.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const ISLAND_STYLE = /<style>astro-island[^<]*<\/style>/g;

/** The page with Astro's island <style> taken out of the body and put once at the end of the head. */
export function moveIslandStylesToHead(html: string): string {
  const [style] = html.match(ISLAND_STYLE) ?? [];
  if (!style || !html.includes('</head>')) return html;
  const [head, ...rest] = html.replace(ISLAND_STYLE, '').split('</head>');
  return `${head}${style}</head>${rest.join('</head>')}`;
}

/** Rewrites every built page with {@link moveIslandStylesToHead}. */
export function islandStylesInHead(): AstroIntegration {
  return {
    name: 'poolscape:island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((path) => path.endsWith('.html'));
        for (const page of pages) {
          const path = `${root}/${page}`;
          const html = await readFile(path, 'utf8');
          const moved = moveIslandStylesToHead(html);
          if (moved !== html) await writeFile(path, moved);
        }
      },
    },
  };
}
