// The studio's live preview, against the running product, in Debian's Chromium at 1280 px wide:
//   preview frame      the pool redrawn in the photo during a scripted drag of a corner (60 pointer
//                      moves, every feature on, the kidney shape): how long each animation frame's
//                      callbacks take, median and 95th percentile (targets: 8 and 16 ms)
//   placement analysis where the pool could go in a 20-megapixel JPEG (5472 x 3648), in process:
//                      median of 5 (target under 300 ms)
//   studio JavaScript  what /design/create loads before any interaction, compressed as served,
//                      and what the preview's own code (canvas, shapes, handles, plan geometry)
//                      weighs, minified and gzipped (target: the preview adds under 60 KB)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { suggestPlacementFor } from '@poolscape/api/designs/placement/suggest';
import { build } from 'esbuild';
import sharp from 'sharp';
import { CHROMIUM_ARGS, repoRoot } from '../e2e/helpers/product.ts';
import type { Row } from './studio.ts';

const quantile = (values: number[], q: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? Number.NaN;

interface Trace {
  traceEvents: {
    name: string;
    ph: string;
    ts: number;
    dur?: number;
    tid: number;
    args?: { name?: string };
  }[];
}

/**
 * The renderer's main thread, busy per frame during the drag: every task (input handling, React's
 * render, the preview's draw, style, layout and paint) summed between one frame's start and the
 * next, in ms.
 */
function mainThreadPerFrame(trace: Trace): number[] {
  const events = trace.traceEvents;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const starts = events
    .filter((e) => e.tid === main && e.name === 'BeginMainThreadFrame')
    .map((e) => e.ts)
    .sort((a, b) => a - b);
  const tasks = events.filter(
    (e) =>
      e.tid === main && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ph === 'X',
  );
  const busy: number[] = [];
  for (let i = 0; i + 1 < starts.length; i++) {
    const from = starts[i] as number;
    const to = starts[i + 1] as number;
    let sum = 0;
    for (const task of tasks) {
      const end = task.ts + (task.dur ?? 0);
      sum += Math.max(0, Math.min(end, to) - Math.max(task.ts, from));
    }
    busy.push(sum / 1000);
  }
  return busy;
}

async function previewFrames(
  base: string,
): Promise<{ frames: number[]; busy: number[]; scriptBytes: number; scripts: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS],
  });
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    // Every animation frame's callbacks timed together (the preview draws in one), by frame.
    await context.addInitScript(() => {
      const byFrame = new Map<number, number>();
      (window as unknown as { frameDurations: Map<number, number> }).frameDurations = byFrame;
      const original = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        original((time) => {
          const start = performance.now();
          callback(time);
          byFrame.set(time, (byFrame.get(time) ?? 0) + performance.now() - start);
        });
    });
    const page = await context.newPage();
    const email = `bench-preview-${Date.now()}@example.com`;
    const registered = await page.request.post('/api/simple/register', {
      data: { firstName: 'Bench', lastName: 'Preview', email, password: 'bench-secret-1' },
    });
    const { token } = (await registered.json()) as { token: string };
    await page.goto('/blog');
    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await context.addCookies([{ name: 'authToken', value: token, url: base }]);
    const scripts: number[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const sizes = await response
        .request()
        .sizes()
        .catch(() => null);
      if (sizes) scripts.push(sizes.responseBodySize);
    });
    await page.goto('/design/create', { waitUntil: 'networkidle' });
    const scriptBytes = scripts.reduce((sum, bytes) => sum + bytes, 0);
    await page.getByRole('button', { name: /Sloped lawn by a stone house/ }).click();
    await page
      .locator('label')
      .filter({ hasText: /^Kidney$/ })
      .click();
    for (const feature of ['Hot tub', 'Waterfalls', 'Decking', 'Landscaping'])
      await page.getByRole('button', { name: feature }).click();
    const corner = page.getByRole('button', { name: /^Far-right corner/ });
    await corner.scrollIntoViewIfNeeded();
    const box = await corner.boundingBox();
    if (!box) throw new Error('no corner to drag');
    await page.evaluate(() => {
      (window as unknown as { frameDurations: Map<number, number> }).frameDurations.clear();
    });
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'toplevel', 'disabled-by-default-devtools.timeline.frame'],
    });
    await page.mouse.down();
    for (let step = 1; step <= 60; step++) {
      await page.mouse.move(x - step * 2, y + Math.sin(step / 6) * 12);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    }
    await page.mouse.up();
    const busy = mainThreadPerFrame(JSON.parse((await browser.stopTracing()).toString()) as Trace);
    const frames = await page.evaluate(() => [
      ...(window as unknown as { frameDurations: Map<number, number> }).frameDurations.values(),
    ]);
    return { frames, busy, scriptBytes, scripts: scripts.length };
  } finally {
    await browser.close();
  }
}

/** The preview's own code, bundled alone (React and the app's shell left out), minified and gzipped. */
async function previewCodeBytes(): Promise<number> {
  const preview = join(repoRoot, 'site', 'islands', 'designs', 'preview');
  const result = await build({
    stdin: {
      contents: [
        'PoolPreview.tsx',
        'ShapePicker.tsx',
        'FreeformHandles.tsx',
        'RotateHandle.tsx',
        'SizeFields.tsx',
        'describe.ts',
        'KeepBrush.tsx',
        'use-keep-mask.ts',
        'FeatureSpots.tsx',
      ]
        .map((file, i) => `export * as m${i} from ${JSON.stringify(join(preview, file))};`)
        .join('\n'),
      resolveDir: preview,
      loader: 'ts',
    },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    // What the studio screen loads anyway: React, zod, TanStack Query and the app's own parts.
    external: [
      'react',
      'react/*',
      'react-dom',
      'zod',
      '@tanstack/*',
      '../../../ui/*',
      '../../pricing/*',
      '../placement.ts',
    ],
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array()).length;
}

export async function benchStudioPreview(base: string): Promise<Row[]> {
  const { frames, busy, scriptBytes, scripts } = await previewFrames(base);
  const photo = await sharp(
    readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', 'garden-sloped-lawn-stone-house.jpg')),
  )
    .resize(5472, 3648, { fit: 'fill' })
    .jpeg({ quality: 90 })
    .toBuffer();
  const times: number[] = [];
  for (let run = 0; run < 6; run++) {
    const started = performance.now();
    await suggestPlacementFor(photo);
    if (run > 0) times.push(performance.now() - started);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    [
      'preview frame, median',
      `${quantile(frames, 0.5).toFixed(2)} ms`,
      `each frame's callbacks during a 60-move corner drag at 1280 px (${frames.length} frames); target 8 ms`,
    ],
    [
      'main thread per frame, median',
      `${quantile(busy, 0.5).toFixed(2)} ms`,
      `the same drag traced: every task (input, React, draw, style, layout, paint) per frame (${busy.length} frames)`,
    ],
    ['main thread per frame, p95', `${quantile(busy, 0.95).toFixed(2)} ms`, 'same trace'],
    ['preview frame, p95', `${quantile(frames, 0.95).toFixed(2)} ms`, 'same drag; target 16 ms'],
    [
      'placement analysis, 20 MP',
      `${quantile(times, 0.5).toFixed(0)} ms`,
      `5472 x 3648 JPEG, median of 5 after a warm-up; target under 300 ms`,
    ],
    [
      'studio JavaScript',
      kb(scriptBytes),
      `/design/create before interaction, compressed as served, ${scripts} files`,
    ],
    [
      'preview code',
      kb(await previewCodeBytes()),
      'canvas, shapes, handles, size fields, Keep this, feature spots and plan geometry, minified and gzipped; target under 60 KB',
    ],
  ];
}

if (import.meta.main) {
  const rows = await benchStudioPreview(process.argv[2] ?? 'http://localhost:3000');
  for (const [name, value, how] of rows) console.log(`${name.padEnd(28)} ${value.padStart(9)}  ${how}`);
}
