// `node api/scripts/modeling-styles-sheet.ts`: the offline modeling styles on a sample backyard.
// Renders a sample yard (upscaled to 1536 px wide, as the renderer benchmark does) with the
// built-in renderer, redraws it in each modeling style, prints how long each filter took (the first
// call, then the median of 5 after two more warm-up calls; wall and CPU time, sharp's threads and
// decoding and encoding the PNGs included) and writes
// photoreal + the three styles as a labelled 2x2 sheet to .data/bench/modeling-styles.png, and the
// photoreal render cropped to each aspect around the pool to .data/bench/aspects.png.
// Flags: --sample=N picks the Nth sample yard (0 or 1), --width=N another width, --full also writes
// each image at full size beside the sheet (modeling-style-<style>.png).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { ASPECTS, MODELING_STYLE_LABELS, MODELING_STYLES } from '@poolscape/shared/designs';
import { cropToAspect, maskBounds } from '../src/designs/aspects.ts';
import { buildContactSheet, type SheetTile } from '../src/renderer/contact-sheet.ts';
import { decodePhoto, resizeToWidth } from '../src/renderer/image-io.ts';
import { type Corners, renderPool, SAMPLE_CORNERS } from '../src/renderer/index.ts';
import { applyModelingStyle } from '../src/renderer/modeling-styles/index.ts';

const root = resolve(import.meta.dirname, '..', '..');
const samplesDir = process.env.SAMPLES_DIR ?? join(root, 'cms', 'src', 'seed', 'images');
const outDir = join(root, '.data', 'bench');
const sheetPath = join(outDir, 'modeling-styles.png');
const aspectsPath = join(outDir, 'aspects.png');
const args = process.argv.slice(2);
const flag = (name: string): string | undefined =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const width = Number(flag('width') ?? 1536);
const sample = Object.keys(SAMPLE_CORNERS)[Number(flag('sample') ?? 0)] as string;

const original = readFileSync(join(samplesDir, sample));
const photo = await resizeToWidth(original, width);
const factor = width / (await decodePhoto(original, 100_000)).image.width;
const corners = (SAMPLE_CORNERS[sample] as Corners).map((p) => ({
  x: p.x * factor,
  y: p.y * factor,
})) as unknown as Corners;

const render = await renderPool({
  photo,
  corners,
  style: 'natural',
  features: ['decking', 'landscaping', 'waterfalls'],
  timeOfDay: 'day',
  seed: 3,
  maxWidth: width,
});
console.log(
  `${sample}, natural pool, ${render.width}x${render.height}; load average ${loadavg()[0]?.toFixed(1)}`,
);
mkdirSync(outDir, { recursive: true });
if (args.includes('--full')) writeFileSync(join(outDir, 'modeling-style-photoreal.png'), render.image);

const tiles: SheetTile[] = [{ image: render.image, label: MODELING_STYLE_LABELS.photoreal }];
for (const style of MODELING_STYLES) {
  if (style === 'photoreal') continue;
  const started = performance.now();
  let image = await applyModelingStyle(render.image, style, 3);
  const first = performance.now() - started;
  for (let warm = 0; warm < 2; warm++) image = await applyModelingStyle(render.image, style, 3);
  const runs: { wall: number; cpu: number }[] = [];
  for (let run = 0; run < 5; run++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    image = await applyModelingStyle(render.image, style, 3);
    const { user, system } = process.cpuUsage(c0);
    runs.push({ wall: performance.now() - t0, cpu: (user + system) / 1000 });
  }
  runs.sort((a, b) => a.wall - b.wall);
  const median = runs[2] as { wall: number; cpu: number };
  console.log(
    `${style.padEnd(12)} ${median.wall.toFixed(0).padStart(5)} ms wall, ${median.cpu.toFixed(0).padStart(5)} ms cpu` +
      `   (first call ${first.toFixed(0)} ms wall)`,
  );
  tiles.push({ image, label: MODELING_STYLE_LABELS[style] });
  if (args.includes('--full')) writeFileSync(join(outDir, `modeling-style-${style}.png`), image);
}

writeFileSync(
  sheetPath,
  await buildContactSheet(
    [
      [tiles[0] as SheetTile, tiles[1] as SheetTile],
      [tiles[2] as SheetTile, tiles[3] as SheetTile],
    ],
    760,
  ),
);
console.log(`sheet: ${sheetPath}`);

// The photoreal render cropped to each aspect around its pool, as the result page's downloads are.
const focus = maskBounds(render.mask, render.width, render.height);
const crops: SheetTile[] = [];
for (const aspect of ASPECTS)
  crops.push({ image: await cropToAspect(render.image, focus, aspect), label: aspect });
writeFileSync(aspectsPath, await buildContactSheet([crops], 420));
console.log(`aspects: ${aspectsPath}`);
