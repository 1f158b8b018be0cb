// Fails when the site's layers point the wrong way. Each folder of `site/islands/` is one feature.
// Below them are the layers every feature may use: `site/ui/` (buttons, fields, dialogs, states,
// formatting, the current user), `site/lib/` (the API client, the design data, the router) and
// `site/stores/`. A feature may use another feature one way, but two features that reach each
// other, directly or through a chain, are one feature split in two: neither can be read or changed
// alone. And a shared layer imports no feature at all: it would pull that feature into every screen,
// and a loop through it would go unseen here.
// Imports are read as import-cycles.mjs reads them (dpdm, the site's tsconfig.json), type-only and
// dynamic imports included; tests count too, since they are read beside their feature.
import { parseDependencyTree } from 'dpdm';
import { listFiles, repoRoot } from './source-files.mjs';

const FEATURE = /^site\/islands\/([^/]+)\//;
const SHARED_LAYER = /^site\/(ui|lib|stores)\//;

/** The feature a file belongs to (`site/islands/designs/x.ts` -> `designs`), or null outside them. */
function featureOf(file) {
  return FEATURE.exec(file)?.[1] ?? null;
}

const files = listFiles(['site/{islands,ui,lib,stores}/**/*.{ts,tsx,mts,mjs}']);
const tree = await parseDependencyTree(
  files.map((file) => file.replace(/[[\]()*?{}!+@]/g, (character) => `[${character}]`)),
  {
    cwd: repoRoot,
    context: repoRoot,
    tsconfig: 'tsconfig.json',
    transform: false,
    skipDynamicImports: false,
  },
);

/** `from` feature -> `to` feature -> the first import seen that makes the edge ("a.tsx -> b.ts"). */
const edges = new Map();
const layerBreaches = [];
for (const file of files) {
  const imported = (tree[file] ?? []).map(({ id }) => id).filter((id) => id !== null);
  for (const target of imported) {
    if (SHARED_LAYER.test(file) && featureOf(target) !== null) layerBreaches.push(`${file} -> ${target}`);
    const from = featureOf(file);
    const to = featureOf(target);
    if (from === null || to === null || from === to) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, `${file} -> ${target}`);
  }
}

/**
 * One loop through each group of features that reach each other, as a list of features whose
 * last one imports the first: the shortest way back found by a breadth-first walk from each
 * feature, each group reported once.
 */
function findLoops() {
  const loops = [];
  const reported = new Set();
  for (const start of [...edges.keys()].sort()) {
    if (reported.has(start)) continue;
    const cameFrom = new Map([[start, null]]);
    const queue = [start];
    let loop = null;
    while (queue.length > 0 && loop === null) {
      const feature = queue.shift();
      for (const next of [...(edges.get(feature)?.keys() ?? [])].sort()) {
        if (next === start) {
          loop = [];
          for (let step = feature; step !== null; step = cameFrom.get(step)) loop.unshift(step);
          break;
        }
        if (!cameFrom.has(next)) {
          cameFrom.set(next, feature);
          queue.push(next);
        }
      }
    }
    if (loop === null) continue;
    for (const feature of loop) reported.add(feature);
    loops.push(loop);
  }
  return loops;
}

const loops = findLoops();
for (const breach of layerBreaches) console.log(`  a shared layer imports a feature: ${breach}`);
for (const loop of loops) {
  console.log(`  features in a loop: ${[...loop, loop[0]].join(' -> ')}`);
  loop.forEach((feature, index) => {
    console.log(`    ${edges.get(feature).get(loop[(index + 1) % loop.length])}`);
  });
}
const featureCount = new Set(files.map(featureOf).filter((feature) => feature !== null)).size;
if (layerBreaches.length > 0 || loops.length > 0) {
  console.log(
    `site layers: ${layerBreaches.length} imports of a feature from site/ui, lib or stores, ${loops.length} loops among ${featureCount} features`,
  );
  process.exitCode = 1;
} else {
  console.log(
    `site layers: site/ui, lib and stores import no feature; no loop among ${featureCount} features`,
  );
}
