// `node tests/bench/renderer.ts`: the built-in pool renderer's speed, memory and look.
//   render time   per style, median of 5 renders (seeds 1-5) of a 1536-px-wide upscale of a sample
//                 backyard with every feature, after one warm-up render; target under 1 s. Wall
//                 time, and the CPU time of the process (both cores, sharp's threads included),
//                 which says more than wall time when other work shares the machine (load shown)
//   baseline      decoding that photo and encoding the result losslessly, in the same run: the floor
//                 any renderer pays; the table's ratio is render / baseline
//   peak memory   the process's resident memory at its highest during one render (sampled every
//                 5 ms from a worker thread), next to what it was before the render
//   event loop    the delay a process's timers see while the built-in engine renders, on the event
//                 loop and in its render thread (event-loop.ts)
//   time of day   natural style at day, dusk and night (the dusk and night grade covers the whole
//                 photo and lights the lamps), median of 3
//   contact sheet every style x time of day on both sample backyards, written to
//                 .data/bench/contact-sheet.png for a person to look at, and a before/after pair per
//                 time of day in .data/bench/time-of-day.png
// Flags: --sheet-only skips the timings, --no-sheet skips the contact sheet.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { buildContactSheet, type SheetTile } from '@poolscape/api/renderer/contact-sheet';
import { decodePhoto, encodePng, resizeToWidth } from '@poolscape/api/renderer/image-io';
import {
  type Corners,
  POOL_FEATURES,
  POOL_STYLES,
  type PoolStyle,
  renderPool,
  SAMPLE_CORNERS,
  TIMES_OF_DAY,
} from '@poolscape/api/renderer/index';
import { eventLoopDelayWhileRendering } from './event-loop.ts';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const samplesDir = process.env.SAMPLES_DIR ?? join(repoRoot, 'cms', 'src', 'seed', 'images');
const sheetPath = join(repoRoot, '.data', 'bench', 'contact-sheet.png');
const pairsPath = join(repoRoot, '.data', 'bench', 'time-of-day.png');
const args = new Set(process.argv.slice(2));
const WIDTH = 1536;
const RUNS = 5;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function scaled(corners: Corners, factor: number): Corners {
  return corners.map((p) => ({ x: p.x * factor, y: p.y * factor })) as unknown as Corners;
}

/**
 * Samples the process's resident memory every 5 ms from a worker thread, which keeps running while
 * the render blocks the main thread; stop() resolves to the peak in bytes.
 */
function sampleRss(): { stop(): Promise<number> } {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
     let peak = 0;
     const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 5);
     parentPort.on('message', () => { clearInterval(timer); parentPort.postMessage(peak); });`,
    { eval: true },
  );
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (peak: number) => {
          void worker.terminate();
          resolve(peak);
        });
        worker.postMessage('stop');
      }),
  };
}

const sampleNames = Object.keys(SAMPLE_CORNERS);
const firstSample = sampleNames[0] as string;

if (!args.has('--sheet-only')) {
  const original = readFileSync(join(samplesDir, firstSample));
  const photo = await resizeToWidth(original, WIDTH);
  const { image } = await decodePhoto(photo, WIDTH);
  const originalWidth = (await decodePhoto(original, 100_000)).image.width;
  const corners = scaled(SAMPLE_CORNERS[firstSample] as Corners, WIDTH / originalWidth);
  const input = { photo, corners, features: POOL_FEATURES, timeOfDay: 'day' as const };

  const baseline: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const { image: decoded } = await decodePhoto(photo, WIDTH);
    await encodePng(decoded);
    baseline.push(performance.now() - started);
  }
  const floor = median(baseline);

  console.log(`Renderer: ${image.width}x${image.height} photo, all features, day, median of ${RUNS}`);
  console.log(`machine: ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(1)} at start`);
  console.log(`baseline (decode + lossless encode): ${floor.toFixed(0)} ms`);
  console.log('');
  console.log('style          wall     min     max  / baseline    cpu');
  await renderPool({ ...input, style: 'modern', seed: 0 });
  for (const style of POOL_STYLES) {
    const times: number[] = [];
    const cpu: number[] = [];
    for (let seed = 1; seed <= RUNS; seed++) {
      const started = performance.now();
      const used = process.cpuUsage();
      await renderPool({ ...input, style, seed });
      times.push(performance.now() - started);
      const { user, system } = process.cpuUsage(used);
      cpu.push((user + system) / 1000);
    }
    const m = median(times);
    console.log(
      [
        style.padEnd(11),
        `${m.toFixed(0)} ms`.padStart(8),
        Math.min(...times)
          .toFixed(0)
          .padStart(7),
        Math.max(...times)
          .toFixed(0)
          .padStart(7),
        `${(m / floor).toFixed(1)}x`.padStart(11),
        `${median(cpu).toFixed(0)} ms`.padStart(10),
      ].join(''),
    );
  }
  console.log('');
  console.log('time of day    wall (natural, median of 3)');
  for (const timeOfDay of TIMES_OF_DAY) {
    const times: number[] = [];
    for (let seed = 1; seed <= 3; seed++) {
      const started = performance.now();
      await renderPool({ ...input, style: 'natural', timeOfDay, seed });
      times.push(performance.now() - started);
    }
    console.log(`${timeOfDay.padEnd(11)}${`${median(times).toFixed(0)} ms`.padStart(8)}`);
  }
  console.log(`load average ${loadavg()[0]?.toFixed(1)} at the end`);

  const before = process.memoryUsage.rss();
  const sampler = sampleRss();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await renderPool({ ...input, style: 'natural', timeOfDay: 'night', seed: 7 });
  const peak = await sampler.stop();
  console.log('');
  console.log(
    `peak RSS during one render (natural, night): ${(peak / 2 ** 20).toFixed(0)} MB (${(before / 2 ** 20).toFixed(0)} MB before it)`,
  );
  console.log('');
  console.log('event loop while the built-in engine renders (natural, day, photoreal):');
  const engineRequest = {
    ...input,
    style: 'natural' as const,
    modelingStyle: 'photoreal' as const,
    seeds: [1],
    maxWidth: WIDTH,
  };
  for (const line of await eventLoopDelayWhileRendering(engineRequest)) console.log(`  ${line}`);
}

if (!args.has('--no-sheet')) {
  const rows: SheetTile[][] = [];
  const photos = new Map(sampleNames.map((name) => [name, readFileSync(join(samplesDir, name))]));
  for (const style of POOL_STYLES as readonly PoolStyle[]) {
    for (const timeOfDay of TIMES_OF_DAY) {
      const row: SheetTile[] = [];
      for (const name of sampleNames) {
        const result = await renderPool({
          photo: photos.get(name) as Buffer,
          corners: SAMPLE_CORNERS[name] as Corners,
          style,
          features: POOL_FEATURES,
          timeOfDay,
          seed: 1,
        });
        row.push({ image: result.image, label: `${style} · ${timeOfDay} · ${name.replace(/\.jpg$/, '')}` });
      }
      rows.push(row);
    }
  }
  await mkdir(dirname(sheetPath), { recursive: true });
  writeFileSync(sheetPath, await buildContactSheet(rows, 640));

  // Before and after at each time of day: what the grade does to the whole photo.
  const pairs: SheetTile[][] = [];
  const slope = sampleNames[0] as string;
  for (const timeOfDay of TIMES_OF_DAY) {
    const result = await renderPool({
      photo: photos.get(slope) as Buffer,
      corners: SAMPLE_CORNERS[slope] as Corners,
      style: 'infinity',
      features: ['decking', 'lighting', 'hotTub', 'landscaping'],
      timeOfDay,
      seed: 1,
    });
    pairs.push([
      { image: result.base, label: 'before' },
      { image: result.image, label: `after · infinity · ${timeOfDay}` },
    ]);
  }
  writeFileSync(pairsPath, await buildContactSheet(pairs, 640));
  console.log('');
  console.log(`contact sheet: ${sheetPath}`);
  console.log(`before and after by time of day: ${pairsPath}`);
}
