// The hashes (`sha256-...`) of a page's inline scripts and styles, which its Content-Security-Policy
// lets run: for every pre-rendered page of a build at once, or for one page rendered on demand.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style[^>]*>([\s\S]*?)<\/style>/gi;

const hash = (text: string): string => `sha256-${createHash('sha256').update(text).digest('base64')}`;

function collect(html: string, scripts: Set<string>, styles: Set<string>): void {
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/i.test(match[0].slice(0, match[0].indexOf('>')))) continue;
    if (match[1]) scripts.add(hash(match[1]));
  }
  for (const match of html.matchAll(INLINE_STYLE)) if (match[1]) styles.add(hash(match[1]));
}

const sorted = (scripts: Set<string>, styles: Set<string>): InlineHashes => ({
  scripts: [...scripts].sort(),
  styles: [...styles].sort(),
});

/** Hashes every inline `<script>` (not JSON-LD data blocks) and `<style>` of one page. */
export function hashesOf(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  collect(html, scripts, styles);
  return sorted(scripts, styles);
}

/** The same for every page of the build at `root`. */
export async function inlineHashes(root: string): Promise<InlineHashes> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const file of await htmlFiles(root)) collect(await readFile(file, 'utf8'), scripts, styles);
  return sorted(scripts, styles);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(path)));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}
