// `node tests/bench/videos.ts`: the built-in video maker's speed and memory.
//   video time    an 8-second 1080p (16:9, 1920 × 1080, 30 fps) video of a real render: a sample
//                 backyard at 1536 px with a modern pool drawn by the built-in renderer; wall time
//                 of the whole make (framing, every frame drawn, H.264 encoding by the bundled
//                 ffmpeg, the poster), median of 3, for each template; targets under 20 s
//   CPU time      of this process and ffmpeg together, which says more than wall time when other
//                 work shares the machine (the load average is shown)
//   peak memory   resident memory of this process and its ffmpeg child at their highest during one
//                 make, sampled every 50 ms; target under 600 MB (the renders it starts from are
//                 made beforehand in a process of their own, so the renderer's memory is not in it)
//   baseline      encoding the same number of identical frames with the same ffmpeg settings, in
//                 the same run: what the encoder alone costs
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtInEngine } from '@poolscape/api/designs/engines/built-in';
import { SAMPLE_CORNERS } from '@poolscape/api/renderer/index';
import { builtInVideoEngine } from '@poolscape/api/videos/engines/built-in';
import { encodeMp4 } from '@poolscape/api/videos/ffmpeg';
import type { VideoTemplate } from '@poolscape/shared';
import sharp from 'sharp';
import { repoRoot } from '../e2e/helpers/product.ts';
import { samplePeak } from './process-memory.ts';

const RUNS = 3;
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** CPU seconds used so far by this process and its finished children (ffmpeg). */
function cpuSeconds(): number {
  const own = process.cpuUsage();
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  // cutime and cstime: the CPU of waited-for children, in clock ticks.
  const children = (Number(fields[13]) + Number(fields[14])) / ticks;
  return (own.user + own.system) / 1e6 + children;
}

const inputsDir = join(repoRoot, '.data', 'bench', 'video-inputs');

/**
 * `--inputs`: renders a sample backyard at 1536 px with a modern pool at day, dusk and night and
 * writes the photo, the renders and the pool's box to `inputsDir`. It runs in a process of its own
 * so that the renderer's memory is not counted in the video maker's peak.
 */
async function writeInputs(): Promise<void> {
  const name = 'garden-sloped-lawn-stone-house.jpg';
  const source = readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', name));
  const meta = await sharp(source).metadata();
  const factor = 1536 / (meta.width ?? 1536);
  const photo = await sharp(source).resize({ width: 1536 }).png().toBuffer();
  const corners = (SAMPLE_CORNERS[name] ?? []).map((point) => ({ x: point.x * factor, y: point.y * factor }));
  mkdirSync(inputsDir, { recursive: true });
  writeFileSync(join(inputsDir, 'photo.png'), photo);
  for (const timeOfDay of ['day', 'dusk', 'night'] as const) {
    const batch = await builtInEngine.render({
      photo,
      corners: corners as unknown as Parameters<typeof builtInEngine.render>[0]['corners'],
      style: 'modern',
      features: ['lighting', 'decking', 'landscaping'],
      timeOfDay,
      modelingStyle: 'photoreal',
      seeds: [7],
      maxWidth: 1536,
    });
    const image = batch.images[0];
    if (!image) throw new Error('no render');
    const png = image.raw
      ? await sharp(image.image, { raw: { width: image.width, height: image.height, channels: 3 } })
          .png()
          .toBuffer()
      : image.image;
    writeFileSync(join(inputsDir, `${timeOfDay}.png`), png);
    if (timeOfDay === 'day') writeFileSync(join(inputsDir, 'focus.json'), JSON.stringify(image.focus));
  }
}

if (process.argv.includes('--inputs')) {
  await writeInputs();
  process.exit(0);
}
const made = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--inputs'], { encoding: 'utf8' });
if (made.status !== 0) throw new Error(`could not render the inputs:\n${made.stderr}`);
const photo = readFileSync(join(inputsDir, 'photo.png'));
const focus = JSON.parse(readFileSync(join(inputsDir, 'focus.json'), 'utf8')) as {
  x: number;
  y: number;
  width: number;
  height: number;
};
const times = {
  day: readFileSync(join(inputsDir, 'day.png')),
  dusk: readFileSync(join(inputsDir, 'dusk.png')),
  night: readFileSync(join(inputsDir, 'night.png')),
};
const day = { png: times.day, focus };

const lines: string[] = [];
for (const template of ['reveal', 'push-in', 'day-to-night'] as VideoTemplate[]) {
  const walls: number[] = [];
  const cpus: number[] = [];
  let peak = 0;
  let seconds = 0;
  for (let run = 0; run < RUNS; run++) {
    const sampler = samplePeak(() => process.pid, 50);
    const cpuBefore = cpuSeconds();
    const started = performance.now();
    const made = await builtInVideoEngine.make({
      template,
      format: '16:9',
      photo,
      render: template === 'day-to-night' ? times.night : day.png,
      focus: day.focus,
      timesOfDay: template === 'day-to-night' ? times : undefined,
      description: 'bench',
    });
    walls.push((performance.now() - started) / 1000);
    cpus.push(cpuSeconds() - cpuBefore);
    peak = Math.max(peak, sampler.stop());
    seconds = made.durationSeconds;
  }
  lines.push(
    `${template.padEnd(13)} ${String(seconds).padStart(3)} s of 1080p   ${median(walls).toFixed(1).padStart(5)} s wall   ${median(cpus).toFixed(1).padStart(5)} s cpu   peak ${(peak / 1024 ** 2).toFixed(0).padStart(4)} MB`,
  );
}

// The encoder alone: the same frame 240 times, the same settings.
const still = await sharp(day.png).resize(1920, 1080, { fit: 'cover' }).removeAlpha().raw().toBuffer();
const cpuBefore = cpuSeconds();
const started = performance.now();
await encodeMp4({
  width: 1920,
  height: 1080,
  fps: 30,
  frames: (async function* () {
    for (let i = 0; i < 240; i++) yield still;
  })(),
});
lines.push(
  `${'baseline'.padEnd(13)}   8 s of 1080p   ${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s wall   ${(cpuSeconds() - cpuBefore).toFixed(1).padStart(5)} s cpu   (240 identical frames, encoder only)`,
);

console.log(
  `Built-in videos (node tests/bench/videos.ts), median of ${RUNS}, load average ${loadavg()[0]?.toFixed(1)} on this machine; targets: an 8-second 1080p video under 20 s and 600 MB`,
);
for (const line of lines) console.log(`  ${line}`);
