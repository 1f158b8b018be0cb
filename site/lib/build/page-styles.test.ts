import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { criticalStyles, inlineStylesheets } from './page-styles.ts';

const client = mkdtempSync(join(tmpdir(), 'page-styles-'));
mkdirSync(join(client, '_astro'));
const css =
  '.hero{color:red}.dialog-open{color:blue}@media (min-width:40rem){.hero{padding:2rem}.modal{top:0}}';
writeFileSync(join(client, '_astro', 'site.abc.css'), css);
afterAll(() => rmSync(client, { recursive: true, force: true }));

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>t</title><link rel="stylesheet" href="/_astro/site.abc.css"></head><body>${body}</body></html>`;

describe('inlineStylesheets', () => {
  it('puts each linked stylesheet of the build in the page, where its link was', async () => {
    const html = await inlineStylesheets(page('<h1 class="hero">Pools</h1>'), client);
    expect(html).toBe(
      `<!DOCTYPE html><html lang="en"><head><title>t</title><style>${css}</style></head><body><h1 class="hero">Pools</h1></body></html>`,
    );
  });

  it('leaves a page without stylesheet links as it is', async () => {
    const html = '<html><head><style>a{}</style></head><body></body></html>';
    expect(await inlineStylesheets(html, client)).toBe(html);
  });
});

describe('criticalStyles', () => {
  const critical = criticalStyles(client);

  it('inlines the rules the page uses and loads the whole stylesheet without blocking the first paint', async () => {
    const html = await critical(page('<h1 class="hero">Pools</h1>'));
    const inline = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(inline).toContain('.hero{color:red}');
    expect(inline).toContain('.hero{padding:2rem}');
    expect(inline).not.toContain('dialog-open');
    expect(inline).not.toContain('.modal');
    // The link waits as `print` until the inline script at the end of the body switches it on.
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/_astro\/site\.abc\.css" media="print" data-beasties-media="all">/,
    );
    expect(html).toMatch(/<script>[^<]*data-beasties-media[^<]*<\/script><\/body>/);
    // Without scripts, the stylesheet is still read.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_astro/site.abc.css"></noscript>');
    expect(html).toContain('<html lang="en">');
  });

  it('serves a page whose stylesheet it cannot read as it came', async () => {
    const missing = page('<h1 class="hero">Pools</h1>').replace('site.abc.css', 'gone.css');
    const html = await critical(missing);
    expect(html).toContain('<link rel="stylesheet" href="/_astro/gone.css">');
    expect(html).not.toContain('media="print"');
  });

  it('leaves a page without a stylesheet link as it is', async () => {
    const html = '<html><head></head><body><p>hi</p></body></html>';
    expect(await critical(html)).toBe(html);
  });
});
