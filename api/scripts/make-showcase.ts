// Makes the landing page's three demo videos and the gallery's seeded designs from the product's
// own built-in renderer and the sample backyards. Run after a change to the renderer:
//   node api/scripts/make-showcase.ts      (needs ffmpeg: on the PATH, or its path in FFMPEG)
// Writes site/public/videos/*.mp4 (+ a .jpg poster each) and cms/src/seed/images/design-*.webp.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import {
  type PoolFeature as Feature,
  renderPool,
  SAMPLE_CORNERS as SAMPLE_PLACEMENTS,
  type PoolStyle as Style,
  type TimeOfDay,
} from '../src/renderer/index.ts';

const root = resolve(import.meta.dirname, '..', '..');
const samplesDir = join(root, 'cms', 'src', 'seed', 'images');
const videosDir = join(root, 'site', 'public', 'videos');
const seedImagesDir = join(root, 'cms', 'src', 'seed', 'images');
const WIDTH = 960;
const HEIGHT = 720;
const FPS = 24;

async function render(
  sample: string,
  style: Style,
  features: Feature[],
  timeOfDay: TimeOfDay,
  seed = 7,
): Promise<{ after: Buffer; before: Buffer }> {
  const photo = readFileSync(join(samplesDir, sample));
  const corners = SAMPLE_PLACEMENTS[sample];
  if (!corners) throw new Error(`no placement for ${sample}`);
  const result = await renderPool({ photo, corners, style, features, timeOfDay, seed });
  return { after: result.image, before: result.base };
}

/** An image cropped to the video frame, as raw RGB. */
async function frame(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'south' })
    .removeAlpha()
    .raw()
    .toBuffer();
}

function blend(a: Buffer, b: Buffer, t: number): Buffer {
  const out = Buffer.allocUnsafe(a.length);
  for (let i = 0; i < a.length; i += 1) out[i] = (a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t;
  return out;
}

/** `after` on the left of a vertical line at `x` (0..1), `before` on the right, like the slider. */
function wipe(before: Buffer, after: Buffer, x: number): Buffer {
  const out = Buffer.from(before);
  const split = Math.round(x * WIDTH);
  for (let row = 0; row < HEIGHT; row += 1) {
    const start = row * WIDTH * 3;
    after.copy(out, start, start, start + split * 3);
    for (let dx = -1; dx <= 1; dx += 1) {
      const column = split + dx;
      if (column < 0 || column >= WIDTH) continue;
      out.fill(255, start + column * 3, start + column * 3 + 3);
    }
  }
  return out;
}

const ease = (t: number): number => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Holds each key image, cross-fading to the next: `hold` and `fade` in seconds. */
function* sequence(keys: Buffer[], hold: number, fade: number): Generator<Buffer> {
  for (let index = 0; index < keys.length; index += 1) {
    const current = keys[index] as Buffer;
    const next = keys[(index + 1) % keys.length] as Buffer;
    for (let f = 0; f < hold * FPS; f += 1) yield current;
    for (let f = 0; f < fade * FPS; f += 1) yield blend(current, next, ease(f / (fade * FPS)));
  }
}

async function encode(name: string, frames: Iterable<Buffer>, poster: Buffer): Promise<void> {
  mkdirSync(videosDir, { recursive: true });
  const out = join(videosDir, `${name}.mp4`);
  const ffmpeg = spawn(
    process.env.FFMPEG ?? 'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${WIDTH}x${HEIGHT}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-an',
      '-c:v',
      'libx264',
      '-profile:v',
      'main',
      '-pix_fmt',
      'yuv420p',
      '-preset',
      'slow',
      '-crf',
      '30',
      '-movflags',
      '+faststart',
      out,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  for (const image of frames) {
    if (!ffmpeg.stdin.write(image)) await new Promise((done) => ffmpeg.stdin.once('drain', done));
  }
  ffmpeg.stdin.end();
  await new Promise<void>((done, fail) =>
    ffmpeg.once('exit', (code) => (code === 0 ? done() : fail(new Error(`ffmpeg exited ${code}`)))),
  );
  await sharp(poster, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 60, mozjpeg: true })
    .toFile(join(videosDir, `${name}.jpg`));
  console.log(`wrote ${out}`);
}

const yard = 'garden-small-fenced-yard.jpg';
const slope = 'garden-sloped-lawn-stone-house.jpg';

// 1. AI pool design: the backyard, then one style after another in the same place.
{
  const base = await render(yard, 'modern', ['decking'], 'day');
  const styles: [Style, Feature[]][] = [
    ['modern', ['decking']],
    ['natural', ['waterfalls', 'landscaping']],
    ['geometric', ['hotTub', 'decking']],
  ];
  const keys = [await frame(base.before)];
  for (const [style, features] of styles)
    keys.push(await frame((await render(yard, style, features, 'day')).after));
  await encode('ai-pool-design', sequence(keys, 1.2, 0.8), keys[1] as Buffer);
}

// 2. Rendering: one design at day, dusk and night, lights coming on.
{
  const keys: Buffer[] = [];
  for (const time of ['day', 'dusk', 'night'] as const) {
    keys.push(await frame((await render(slope, 'infinity', ['lighting', 'decking'], time)).after));
  }
  await encode('rendering', sequence(keys, 1.6, 1.0), keys[0] as Buffer);
}

// 3. Backyard transformation: the before/after slider sweeping across.
{
  const design = await render(slope, 'traditional', ['decking', 'landscaping'], 'day');
  const before = await frame(design.before);
  const after = await frame(design.after);
  function* sweep(): Generator<Buffer> {
    const seconds = 8;
    for (let f = 0; f < seconds * FPS; f += 1) {
      const t = f / (seconds * FPS);
      yield wipe(before, after, 0.5 - 0.45 * Math.cos(t * 2 * Math.PI));
    }
  }
  await encode('backyard-transformation', sweep(), after);
}

// Gallery designs for the CMS seed (listed in cms/src/seed/gallery.ts and images.ts).
const designs: [string, string, Style, Feature[], TimeOfDay][] = [
  ['design-modern-lap-pool', yard, 'modern', ['decking', 'lighting'], 'day'],
  ['design-natural-lagoon', slope, 'natural', ['waterfalls', 'landscaping'], 'day'],
  ['design-infinity-dusk', slope, 'infinity', ['lighting', 'decking'], 'dusk'],
  ['design-geometric-hot-tub', yard, 'geometric', ['hotTub', 'decking'], 'day'],
  ['design-traditional-night', slope, 'traditional', ['lighting', 'landscaping'], 'night'],
  ['design-modern-night', yard, 'modern', ['lighting', 'hotTub'], 'night'],
];
for (const [key, sample, style, features, time] of designs) {
  const { after } = await render(sample, style, features, time, 11);
  writeFileSync(join(seedImagesDir, `${key}.webp`), await sharp(after).webp({ quality: 80 }).toBuffer());
  console.log(`wrote ${key}.webp`);
}
