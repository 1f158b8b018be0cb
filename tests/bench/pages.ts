// Per page template: the median of 3 Lighthouse mobile runs (performance, accessibility, best
// practices, SEO) in Debian's Chromium, and the JavaScript the page loads before any
// interaction, gzipped. Targets: 100 in every category; `/` under 60 KB; pages without
// interaction ship none.
import { type ChildProcess, spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../e2e/helpers/product.ts';

export const PAGE_TEMPLATES: readonly { label: string; path: string }[] = [
  { label: '/', path: '/' },
  { label: '/blog', path: '/blog' },
  { label: 'a post', path: '/blog/designing-a-low-maintenance-pool' },
  { label: '/tutorials', path: '/tutorials' },
  { label: '/gallery', path: '/gallery' },
  { label: '/subscribe', path: '/subscribe' },
  { label: '/about', path: '/about' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface Chromium {
  port: number;
  stop(): void;
}

export async function startChromium(): Promise<Chromium> {
  const child: ChildProcess = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [...CHROMIUM_ARGS, '--headless=new', '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output.slice(-2000)}`)));
  });
  return { port, stop: () => child.kill('SIGKILL') };
}

interface PageFigures {
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Gzipped bytes of every script the page loaded before interaction. */
  scriptBytes: number;
  scripts: number;
}

async function measure(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as PageFigures['scores'];
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
      ?.items ?? [];
  const scriptUrls = requests.filter((item) => item.resourceType === 'Script').map((item) => item.url);
  let scriptBytes = 0;
  for (const script of scriptUrls) {
    const body = Buffer.from(await (await fetch(script)).arrayBuffer());
    scriptBytes += gzipSync(body, { level: 9 }).byteLength;
  }
  return { scores, scriptBytes, scripts: scriptUrls.length };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Rows for the benchmark table: one per page template. */
export async function benchPages(base: string, runs = 3): Promise<[string, string, string][]> {
  const chromium = await startChromium();
  const rows: [string, string, string][] = [];
  try {
    for (const { label, path } of PAGE_TEMPLATES) {
      const figures: PageFigures[] = [];
      try {
        for (let run = 0; run < runs; run += 1) figures.push(await measure(`${base}${path}`, chromium.port));
      } catch (error) {
        rows.push([`Lighthouse mobile ${label}`, 'failed', (error as Error).message.slice(0, 200)]);
        continue;
      }
      const scores = CATEGORIES.map((category) => median(figures.map((entry) => entry.scores[category])));
      const bytes = median(figures.map((entry) => entry.scriptBytes));
      rows.push([
        `Lighthouse mobile ${label}`,
        scores.join('/'),
        `performance/accessibility/best practices/SEO, median of ${runs}; JavaScript before interaction ${(bytes / 1024).toFixed(1)} KB gzipped in ${figures[0]?.scripts ?? 0} files`,
      ]);
    }
  } finally {
    chromium.stop();
  }
  return rows;
}

// `node tests/bench/pages.ts [origin]`: the same figures against a product that is already running.
if (import.meta.main) {
  const base = process.argv[2] ?? 'http://localhost:3000';
  for (const [name, value, how] of await benchPages(base))
    console.log(`${name.padEnd(30)} ${value.padStart(15)}  ${how}`);
}
