// `npm run tutorials:record [slug ...]`: records the seeded tutorials' videos from the running
// product. It starts the product on an empty data folder of its own (and, for the WordPress
// tutorial, a real WordPress from Debian's packages), plays each tutorial's steps in Chromium with
// their captions on screen, encodes the screencast with the project's ffmpeg into
// `site/public/videos/tutorials/<slug>.mp4`, and writes each video's length into the seed
// (`cms/src/seed/tutorial-recordings.ts`). After a change to a screen a tutorial shows, run it again.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { freePort } from '@poolscape/api/net/free-port';
import pg from 'pg';
import { tutorialRecordings } from '../../cms/src/seed/tutorial-recordings.ts';
import { seedTutorials } from '../../cms/src/seed/tutorials-content.ts';
import { ownClient } from '../e2e/helpers/auth.ts';
import type { Account } from '../e2e/helpers/designs.ts';
import { CHROMIUM_ARGS, databaseUrlOf, repoRoot, startProduct } from '../e2e/helpers/product.ts';
import { type RunningWordPress, startWordPress } from '../kit/wordpress/wordpress.ts';
import { type Studio, TUTORIAL_FLOWS, type TutorialSlug } from './flows.ts';
import { Tour } from './tour.ts';

const VIDEO_FOLDER = join(repoRoot, 'site', 'public', 'videos', 'tutorials');
const RECORDINGS_MODULE = join(repoRoot, 'cms', 'src', 'seed', 'tutorial-recordings.ts');
const DATA_DIR = join(repoRoot, '.data', 'tutorials');

function log(line: string): void {
  process.stdout.write(`[tutorials] ${line}\n`);
}

function chosenSlugs(): TutorialSlug[] {
  const all = Object.keys(TUTORIAL_FLOWS) as TutorialSlug[];
  const asked = process.argv.slice(2);
  const unknown = asked.filter((slug) => !all.includes(slug as TutorialSlug));
  if (unknown.length > 0)
    throw new Error(`no such tutorial: ${unknown.join(', ')} (there are ${all.join(', ')})`);
  return asked.length > 0 ? (asked as TutorialSlug[]) : all;
}

/** A new account signed in in `page` as the sign-in screens leave it, on `plan`. */
async function signIn(page: Page, plan: 'free' | 'pro'): Promise<Account> {
  const email = `tutorial-${Date.now()}@example.com`;
  const response = await page.request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName: 'Jordan', lastName: 'Rivera', email, password: 'tutorial-pool-1' },
  });
  if (response.status() !== 201) throw new Error(`registering failed: ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  if (plan !== 'free') {
    const client = new pg.Client({ connectionString: databaseUrlOf(DATA_DIR) });
    await client.connect();
    try {
      await client.query('update app.users set subscription_tier = $2 where id = $1', [user.id, plan]);
    } finally {
      await client.end();
    }
  }
  await page.goto('/blog');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.context().addCookies([{ name: 'authToken', value: token, url: new URL(page.url()).origin }]);
  return { email, token, id: user.id, auth: { authorization: `Bearer ${token}` } };
}

/** The seed's module of recordings: each tutorial's video and its length in whole seconds. */
function writeRecordings(recordings: Record<string, { videoUrl: string; durationSeconds: number }>): void {
  const rows = Object.entries(recordings)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([slug, { videoUrl, durationSeconds }]) =>
        `  '${slug}': { videoUrl: '${videoUrl}', durationSeconds: ${durationSeconds} },`,
    );
  writeFileSync(
    RECORDINGS_MODULE,
    [
      '// Written by `npm run tutorials:record`: each tutorial’s video, recorded from the product, and its length.',
      'export const tutorialRecordings: Record<string, { videoUrl: string; durationSeconds: number }> = {',
      ...rows,
      '};',
      '',
    ].join('\n'),
  );
  spawnSync(join(repoRoot, 'node_modules', '.bin', 'biome'), ['format', '--write', RECORDINGS_MODULE], {
    stdio: 'ignore',
  });
}

async function main(): Promise<void> {
  const slugs = chosenSlugs();
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(VIDEO_FOLDER, { recursive: true });
  const [port, wordpressPort] = [await freePort(), await freePort()];
  log(`starting the product on port ${port} with an empty data folder`);
  const wordpressStarting: Promise<RunningWordPress> | null = slugs.includes('publish-designs-to-wordpress')
    ? startWordPress({
        dir: `${DATA_DIR}-wordpress`,
        port: wordpressPort,
        log: (line) => log(`wordpress: ${line}`),
      })
    : null;
  // Settled at once, so a failed start is reported where it is awaited and not as unhandled.
  wordpressStarting?.catch(() => undefined);
  const product = await startProduct({
    port,
    dataDir: DATA_DIR,
    env: { WORDPRESS_ALLOW_PRIVATE: 'true', LOG_LEVEL: 'warn' },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const recordings = { ...tutorialRecordings };
  let recording: Tour | null = null;
  try {
    const studio: Studio = {
      tour: async (slug) => {
        const tutorial = seedTutorials.find((candidate) => candidate.slug === slug);
        if (!tutorial) throw new Error(`the seed has no tutorial ${slug}`);
        recording = await Tour.open(browser, product.url, tutorial);
        return recording;
      },
      account: signIn,
      wordpress: async () => {
        if (!wordpressStarting) throw new Error('WordPress was not started');
        return wordpressStarting;
      },
    };
    for (const slug of slugs) {
      log(`recording ${slug}`);
      const started = Date.now();
      const tour = await TUTORIAL_FLOWS[slug](studio).catch(async (error: unknown) => {
        // What the screen showed when a step failed, to see which label or screen changed.
        const shot = `${DATA_DIR}-${slug}-failed.png`;
        await (recording as Tour | null)?.page
          .screenshot({ path: shot, fullPage: true })
          .catch(() => undefined);
        log(`${slug} failed; the screen at that moment is in ${shot}`);
        throw error;
      });
      const { mp4, seconds } = await tour.finish();
      const file = join(VIDEO_FOLDER, `${slug}.mp4`);
      writeFileSync(file, mp4);
      recordings[slug] = { videoUrl: `/videos/tutorials/${slug}.mp4`, durationSeconds: Math.round(seconds) };
      writeRecordings(recordings);
      const took = Math.round((Date.now() - started) / 1000);
      log(
        `${slug}: ${seconds.toFixed(1)} s, ${(mp4.byteLength / 1e6).toFixed(1)} MB (recorded in ${took} s)`,
      );
    }
  } finally {
    await browser.close();
    await product.stop('SIGINT');
    await (await wordpressStarting?.catch(() => null))?.stop();
  }
  // Kept when a step failed, for the product's and WordPress's logs.
  for (const folder of [DATA_DIR, `${DATA_DIR}-wordpress`]) rmSync(folder, { recursive: true, force: true });
  log(`done: the videos are in site/public/videos/tutorials, their lengths in the seed`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `[tutorials] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
