// Publishing at any size of content: the CMS is given 5,000 published posts and 200 tutorials (the
// seeded ones copied in the database, in one statement each), then, against the running product
// over real HTTP:
//   publish → live  a new post's page answers 200, and an edited tutorial shows on /tutorials
//                   (median of 5 each), with no build
//   full build      a site settings save (the layout) rebuilds the pre-rendered pages: the API's
//                   own timing, and the peak memory of the whole process tree meanwhile
//   first page      the blog's last page and the sitemap, rendered on demand, then kept
//   memory          the API process's resident memory before and after rendering 1,000 post pages
//                   twice (flat: the kept pages are bounded)
// Run on its own with `node tests/bench/content.ts`, which starts a product of its own; `npm run
// bench` includes it.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import {
  chooseEditorPassword,
  databaseUrlOf,
  parseEditor,
  type RunningProduct,
  repoRoot,
  startProduct,
} from '../e2e/helpers/product.ts';
import { richText } from '../e2e/helpers/rich-text.ts';
import { samplePeak, treeRss, untilIdle } from './process-memory.ts';

export type Row = [string, string, string];

const POSTS = 5_000;
const TUTORIALS = 200;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const mib = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(0)} MiB`;

/** Copies the first published document of `table` until it has `total` published ones. */
async function fillTo(db: pg.Client, table: 'posts' | 'tutorials', total: number): Promise<void> {
  const { rows } = await db.query<{ count: string }>(
    `select count(*) from cms.${table} where _status = 'published'`,
  );
  const missing = total - Number(rows[0]?.count ?? 0);
  if (missing <= 0) return;
  const columns = (
    await db.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'cms' and table_name = $1 and column_name <> 'id'`,
      [table],
    )
  ).rows.map((row) => row.column_name);
  const copied = columns.map((column) => {
    if (column === 'slug') return `source.slug || '-copy-' || n`;
    if (column === 'title') return `source.title || ' (copy ' || n || ')'`;
    if (column === 'published_at') return `source.published_at - n * interval '1 hour'`;
    return `source."${column}"`;
  });
  await db.query(
    `insert into cms.${table} (${columns.map((column) => `"${column}"`).join(', ')})
     select ${copied.join(', ')}
       from cms.${table} source, generate_series(1, $1::int) n
      where source.id = (select min(id) from cms.${table} where _status = 'published')`,
    [missing],
  );
}

async function untilOk(url: string, since: number, contains?: string): Promise<number> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => null);
    if (response?.status === 200 && (!contains || (await response.text()).includes(contains)))
      return (performance.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer 200${contains ? ` with "${contains}"` : ''} within 5 minutes`);
}

/** The number the product's log gives in `pattern`'s group, once it appears after `from`. */
async function untilLogged(
  product: RunningProduct,
  from: number,
  pattern: RegExp,
): Promise<RegExpMatchArray> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const found = product.output().slice(from).match(pattern);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the product did not log ${pattern} within 5 minutes`);
}

export async function benchContent(
  base: string,
  databaseUrl: string,
  product: RunningProduct,
  editor: { email: string; password: string },
): Promise<Row[]> {
  const rows: Row[] = [];
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await fillTo(db, 'posts', POSTS);
    await fillTo(db, 'tutorials', TUTORIALS);
  } finally {
    await db.end();
  }
  const login = await fetch(`${base}/cms/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(editor),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { 'content-type': 'application/json', authorization: `JWT ${token}` };
  const saveSiteSettings = async () => {
    const saved = await fetch(`${base}/cms/api/globals/site-settings`, {
      method: 'POST',
      headers,
      body: JSON.stringify({}),
    });
    if (!saved.ok) throw new Error(`site settings save failed: ${saved.status} ${await saved.text()}`);
  };
  const lastPage = Math.ceil((POSTS + 5) / 24);

  // The posts went in behind the CMS's back, so no page was told. A site build reads every post
  // again once it is live (as it heals whatever the CMS could not tell): the blog's last page
  // appears.
  await saveSiteSettings();
  await untilOk(`${base}/blog?page=${lastPage - 1}`, performance.now());
  await untilIdle(product.process.pid as number);

  // A tutorial publish: /tutorials (every tutorial on one page) reads the tutorials again, no build.
  const tutorials = (await (
    await fetch(`${base}/cms/api/tutorials?limit=1&depth=0`, { headers })
  ).json()) as {
    docs: { id: number }[];
  };
  const tutorialTimes: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const title = `Tutorial at scale ${Date.now()}-${run}`;
    const begun = performance.now();
    const edited = await fetch(`${base}/cms/api/tutorials/${tutorials.docs[0]?.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ title, _status: 'published' }),
    });
    if (!edited.ok) throw new Error(`tutorial publish failed: ${edited.status} ${await edited.text()}`);
    tutorialTimes.push(await untilOk(`${base}/tutorials`, begun, title));
  }
  rows.push([
    `tutorial publish → live (${TUTORIALS} tutorials, median of 5)`,
    `${(median(tutorialTimes) * 1000).toFixed(0)} ms`,
    `CMS REST publish → /tutorials shows it, no build; runs: ${tutorialTimes.map((t) => `${(t * 1000).toFixed(0)}`).join(', ')} ms (target under 5 s)`,
  ]);

  // A layout change (the site settings, on every page) is the one publish that builds the site.
  await untilIdle(product.process.pid as number);
  const logged = product.output().length;
  const sampler = samplePeak(() => product.process.pid);
  await saveSiteSettings();
  const [, seconds, phases] = await untilLogged(
    product,
    logged,
    /site build \S+ is live \(([\d.]+) s(?:: ([^)]*))?\)/,
  );
  const buildPeak = sampler.stop();
  rows.push([
    `full build (${POSTS} posts, ${TUTORIALS} tutorials)`,
    `${Number(seconds).toFixed(1)} s`,
    `the API’s timing of the rebuild after a site settings save (${phases}): \`astro build\` of the pre-rendered pages, then their compression beside the new pages' warm-up (the posts taken over from the live build)`,
  ]);
  rows.push(['peak memory, full build', mib(buildPeak), 'resident memory of the process tree, every 200 ms']);

  // The build's read of every post and the assistant's, after it went live, are done first.
  await untilIdle(product.process.pid as number);
  const publishTimes: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const slug = `scale-${Date.now()}-${run}`;
    const begun = performance.now();
    const response = await fetch(`${base}/cms/api/posts`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        title: `Post at scale ${run}`,
        slug,
        excerpt: 'Measuring publish to live among 5,000 posts.',
        _status: 'published',
        content: richText('Hello.'),
      }),
    });
    if (response.status !== 201)
      throw new Error(`publish failed: ${response.status} ${await response.text()}`);
    publishTimes.push(await untilOk(`${base}/blog/${slug}`, begun));
  }
  rows.push([
    `post publish → live (${POSTS} posts, median of 5)`,
    `${(median(publishTimes) * 1000).toFixed(0)} ms`,
    `CMS REST publish → /blog/{slug} answers 200, no build; runs: ${publishTimes.map((t) => `${(t * 1000).toFixed(0)}`).join(', ')} ms (target under 5 s)`,
  ]);

  const timed = async (path: string): Promise<[number, number]> => {
    const begun = performance.now();
    const response = await fetch(`${base}${path}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    return [performance.now() - begun, bytes];
  };
  const [coldPage] = await timed(`/blog?page=${lastPage}`);
  const [keptPage] = await timed(`/blog?page=${lastPage}`);
  rows.push([
    'blog page on demand, first / kept',
    `${coldPage.toFixed(0)} / ${keptPage.toFixed(1)} ms`,
    `/blog?page=${lastPage} rendered, then served from the kept pages`,
  ]);
  const [sitemapMs, sitemapBytes] = await timed('/sitemap.xml');
  rows.push([
    'sitemap on demand',
    `${sitemapMs.toFixed(0)} ms`,
    `${(sitemapBytes / 1024).toFixed(0)} KiB, every post listed`,
  ]);

  const slugs = (
    (await (
      await fetch(`${base}/cms/api/posts?limit=1000&depth=0&select[slug]=true`, { headers })
    ).json()) as {
      docs: { slug: string }[];
    }
  ).docs.map((doc) => doc.slug);
  const pid = product.process.pid as number;
  const renderAll = async () => {
    for (const slug of slugs) await timed(`/blog/${slug}`);
  };
  await renderAll();
  const before = treeRss(pid);
  const begun = performance.now();
  await renderAll();
  await renderAll();
  const perPage = (performance.now() - begun) / (slugs.length * 2);
  const after = treeRss(pid);
  rows.push([
    'memory, 2,000 more post pages',
    `${mib(before)} → ${mib(after)}`,
    `${((after / before - 1) * 100).toFixed(1)} %; resident memory of the process tree; ${perPage.toFixed(1)} ms a page (target flat within 10 %)`,
  ]);
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 3292);
  const dataDir = join(repoRoot, '.data', 'bench-content');
  rmSync(dataDir, { recursive: true, force: true });
  const product = await startProduct({ port, dataDir, env: { LOG_LEVEL: 'error' } });
  try {
    for (const [name, value, how] of await benchContent(
      `http://localhost:${port}`,
      databaseUrlOf(dataDir),
      product,
      await chooseEditorPassword(`http://localhost:${port}`, parseEditor(product.output())),
    ))
      console.log(`${name}  ${value}  ${how}`);
  } finally {
    await product.stop('SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
