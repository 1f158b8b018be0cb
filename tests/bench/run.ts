// `npm run bench`: the product's start-up and publishing figures, each with how it was measured.
//   cold start    empty data folder → first 200 on `/` (database init, migrations, seed, site build)
//   warm start    same data again → first 200 on `/` (baseline for the cold start, same run)
//   site build    the API's own timing of an Astro build from the CMS content
//   publish→live  CMS REST publish → the new post's page answers 200 (median of 3)
//   content       5,000 posts and 200 tutorials: full build, publish → live, on-demand pages and
//                 memory (content.ts)
//   peak memory   resident memory of the whole process tree (API, CMS, PostgreSQL, builds)
//   studio        submit → result and designs per minute (studio.ts), then the renderer's per-style
//                 times, peak memory and contact sheet (renderer.ts), and the time the product adds
//                 around each AI image provider's call (providers.ts)
//   preview       the studio's live preview: main thread per frame during a drag, the placement
//                 analysis of a 20 MP photo, the studio's JavaScript (studio-preview.ts)
//   admin search  the admin area's user search over 100,000 generated accounts, p95 (admin.ts)
//   videos        an 8-second 1080p built-in video per template: time and peak memory (videos.ts)
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureCmsBuilt } from '@poolscape/api/cms/cms-process';
import {
  chooseEditorPassword,
  databaseUrlOf,
  parseEditor,
  repoRoot,
  startProduct,
} from '../e2e/helpers/product.ts';
import { richText } from '../e2e/helpers/rich-text.ts';
import { benchAccounts } from './accounts.ts';
import { benchAdminSearch } from './admin.ts';
import { benchAssistant } from './assistant.ts';
import { benchContent } from './content.ts';
import { benchPages } from './pages.ts';
import { samplePeak } from './process-memory.ts';
import { benchStudio } from './studio.ts';
import { benchStudioPreview } from './studio-preview.ts';

const port = Number(process.env.BENCH_PORT ?? 3290);
const dataDir = join(repoRoot, '.data', 'bench');
const base = `http://localhost:${port}`;
const rows: [string, string, string][] = [];
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function firstOk(path: string, since: number): Promise<number> {
  while (true) {
    const response = await fetch(`${base}${path}`).catch(() => null);
    if (response?.status === 200) return (performance.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function timedStart(
  label: string,
): Promise<{ product: Awaited<ReturnType<typeof startProduct>>; seconds: number; peak: number }> {
  const started = performance.now();
  let pid: number | undefined;
  const sampler = samplePeak(() => pid);
  const product = await startProduct({
    port,
    dataDir,
    env: { LOG_LEVEL: 'error' },
    onSpawn: (child) => (pid = child.pid),
  });
  const seconds = await firstOk('/', started);
  const peak = sampler.stop();
  rows.push([label, `${seconds.toFixed(1)} s`, 'spawn `node api/src/server.ts` → first 200 on /']);
  return { product, seconds, peak };
}

// The CMS admin is built once per change of its sources; time it apart from the starts.
const quiet = { info: () => {}, warn: (message: string) => console.warn(message) };
const cmsBuild = await ensureCmsBuilt(quiet);
rows.push([
  'CMS build (when its sources change)',
  cmsBuild.built ? `${cmsBuild.seconds.toFixed(1)} s` : 'cached',
  '`next build` of the Payload admin; skipped when its sources are unchanged',
]);

rmSync(dataDir, { recursive: true, force: true });
const cold = await timedStart('cold start (empty data folder)');
const buildSeconds = Number(cold.product.output().match(/site build \S+ is live \(([\d.]+) s[:)]/)?.[1]);
rows.push([
  'site build (Astro, seeded content)',
  `${buildSeconds.toFixed(1)} s`,
  'the API’s timing of `astro build` during the cold start',
]);
await cold.product.stop('SIGINT');

const warm = await timedStart('warm start (existing data, baseline)');
rows.push([
  'cold / warm start',
  `${(cold.seconds / warm.seconds).toFixed(1)}x`,
  'ratio of the two starts in this run',
]);

const editor = await chooseEditorPassword(base, parseEditor(cold.product.output()));
const pid = warm.product.process.pid;
const sampler = samplePeak(() => pid);
const login = await fetch(`${base}/cms/api/users/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(editor),
});
const { token } = (await login.json()) as { token: string };
const publishTimes: number[] = [];
for (let run = 0; run < 3; run += 1) {
  const slug = `bench-${Date.now()}-${run}`;
  const started = performance.now();
  const response = await fetch(`${base}/cms/api/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({
      title: `Benchmark post ${run}`,
      slug,
      excerpt: 'Measuring publish to live.',
      _status: 'published',
      content: richText('Hello.'),
    }),
  });
  if (response.status !== 201) throw new Error(`publish failed: ${response.status} ${await response.text()}`);
  publishTimes.push(await firstOk(`/blog/${slug}`, started));
}
const publishPeak = sampler.stop();
rows.push([
  'publish → live (median of 3)',
  `${median(publishTimes).toFixed(1)} s`,
  `CMS REST publish → /blog/{slug} answers 200; runs: ${publishTimes.map((t) => t.toFixed(1)).join(', ')} s`,
]);
const gib = (bytes: number): string => `${(bytes / 1024 ** 3).toFixed(2)} GiB`;
rows.push([
  'peak memory, cold start',
  gib(cold.peak),
  'resident memory of the process tree, sampled every 200 ms',
]);
rows.push(['peak memory, publishing', gib(publishPeak), 'same, while three posts are published']);
rows.push(...(await benchContent(base, databaseUrlOf(dataDir), warm.product, editor)));
rows.push(...(await benchPages(base)));
rows.push(...(await benchStudio(base, databaseUrlOf(dataDir), Number(process.env.RENDER_WORKERS ?? 1))));
rows.push(...(await benchStudioPreview(base)));
rows.push(...(await benchAdminSearch(base, databaseUrlOf(dataDir))));
await warm.product.stop('SIGINT');
rmSync(dataDir, { recursive: true, force: true });

const assistant = await benchAssistant();
rows.push([
  'assistant evaluation score',
  `${((assistant.correct / assistant.total) * 100).toFixed(0)}%`,
  `${assistant.correct} of ${assistant.total} questions right (built-in, seeded content)${assistant.failures.length ? `; missed: ${assistant.failures.join('; ')}` : ''}`,
]);
rows.push([
  'assistant, answers spanning passages',
  `${assistant.spanningCorrect} of ${assistant.spanningTotal}`,
  'comparisons and "which plans" questions, part of the evaluation set',
]);
rows.push([
  'assistant answer time, median',
  `${assistant.medianMs.toFixed(2)} ms`,
  `${assistant.total} questions x 20, in process`,
]);
rows.push(['assistant answer time, p95', `${assistant.p95Ms.toFixed(2)} ms`, 'target under 150 ms']);

rows.push(...(await benchAccounts()));

// The renderer's own figures (per style, peak memory) and its contact sheet, in a process of its own.
const renderer = spawnSync(process.execPath, [join(repoRoot, 'tests', 'bench', 'renderer.ts')], {
  encoding: 'utf8',
});
if (renderer.status !== 0) throw new Error(`renderer benchmark failed:\n${renderer.stderr}`);
// What the product adds around each AI image provider's call, against the contract servers.
const providers = spawnSync(process.execPath, [join(repoRoot, 'tests', 'bench', 'providers.ts')], {
  encoding: 'utf8',
});
if (providers.status !== 0) throw new Error(`provider benchmark failed:\n${providers.stderr}`);
// The built-in video maker's time and memory for an 8-second 1080p video, in a process of its own.
const videos = spawnSync(process.execPath, [join(repoRoot, 'tests', 'bench', 'videos.ts')], {
  encoding: 'utf8',
});
if (videos.status !== 0) throw new Error(`video benchmark failed:\n${videos.stderr}`);

const width = Math.max(...rows.map((row) => row[0].length));
console.log('\nPoolscape benchmarks (npm run bench)\n');
for (const [name, value, how] of rows) console.log(`${name.padEnd(width)}  ${value.padStart(9)}  ${how}`);
console.log(`\n${renderer.stdout.trim()}`);
console.log(`\n${providers.stdout.trim()}`);
console.log(`\n${videos.stdout.trim()}`);
