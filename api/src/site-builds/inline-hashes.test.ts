import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashesOf, inlineHashes } from './inline-hashes.ts';

const sha = (text: string): string => `sha256-${createHash('sha256').update(text).digest('base64')}`;

describe('inlineHashes', () => {
  const root = mkdtempSync(join(tmpdir(), 'hashes-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('allows exactly the inline scripts and styles the pages contain, on every page', async () => {
    mkdirSync(join(root, 'blog'));
    writeFileSync(
      join(root, 'index.html'),
      '<script>a()</script><script type="module" src="/_astro/x.js"></script><style>p{}</style>',
    );
    writeFileSync(
      join(root, 'blog', 'index.html'),
      '<script type="application/ld+json">{"@type":"Blog"}</script><script>b()</script><script>a()</script>',
    );
    const hashes = await inlineHashes(root);
    expect(hashes.scripts).toEqual([sha('a()'), sha('b()')].sort());
    expect(hashes.styles).toEqual([sha('p{}')]);
  });

  it('allows one page rendered on demand exactly its own inline code', () => {
    const hashes = hashesOf(
      '<style>h1{}</style><script type="application/ld+json">{}</script><script>c()</script><script src="/x.js"></script>',
    );
    expect(hashes).toEqual({ scripts: [sha('c()')], styles: [sha('h1{}')] });
  });
});
