// The API sends to the server entry exactly the pages the site renders on demand: every address of
// ON_DEMAND_PAGE_PATHS is a page that says `prerender = false`, and every such page is listed
// (besides the blog's, which the API knows by their shape, and the gallery hostnames' home page).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ON_DEMAND_PAGE_PATHS } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';

const pages = join(import.meta.dirname, '..', '..', 'pages');
const onDemand = (file: string) =>
  /^export const prerender = false;$/m.test(readFileSync(join(pages, file), 'utf8'));

describe('the pages rendered on demand', () => {
  it('are the ones the API routes to the server entry', () => {
    const files = readdirSync(pages).filter((file) => file.endsWith('.astro'));
    const rendered = files
      .filter(onDemand)
      .map((file) => (file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}`))
      .filter((path) => path !== '/gallery-landing');
    expect(rendered.sort()).toEqual([...ON_DEMAND_PAGE_PATHS].sort());
    expect(onDemand('gallery-landing.astro')).toBe(true);
  });
});
