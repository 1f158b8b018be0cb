// The suggested placement on photos drawn here, where the ground is known exactly (a lawn or
// paving below a horizon, with a wall, a tree and a fence standing on it), and on both sample
// yards uploaded as a user's own: the footprint lies on the open ground, never on the sky, a wall,
// a tree or the plant stands.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../../renderer/random.ts';
import { fillPolygon } from '../../renderer/zone.ts';
import { suggestPlacementFor } from './suggest.ts';

const W = 800;
const H = 600;
const SKY = 0;
const GROUND = 1;
const WALL = 2;
const TREE = 3;

type Point = { x: number; y: number };

interface Scene {
  horizon: number;
  /** Paving laid in perspective, its joints running to (vanishingX, horizon). */
  ground: 'lawn' | 'paving' | 'receding';
  vanishingX?: number;
  wall: { x0: number; x1: number; top: number; base: number } | null;
  tree: { x: number; base: number; radius: number } | null;
  seed: number;
}

/** The scene as a JPEG, and what each pixel shows. */
async function draw(scene: Scene): Promise<{ photo: Buffer; labels: Uint8Array }> {
  const rand = createRandom(scene.seed);
  const data = Buffer.alloc(W * H * 3);
  const labels = new Uint8Array(W * H);
  const { horizon, wall, tree } = scene;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      let label = y < horizon ? SKY : GROUND;
      if (wall && x >= wall.x0 && x < wall.x1 && y >= wall.top && y < wall.base) label = WALL;
      if (tree) {
        const crown = Math.hypot(x - tree.x, y - (tree.base - 2.2 * tree.radius)) < tree.radius;
        const trunk =
          Math.abs(x - tree.x) < tree.radius * 0.15 && y < tree.base && y > tree.base - 2.2 * tree.radius;
        if (crown || trunk) label = TREE;
      }
      labels[i] = label;
      const n = (rand() - 0.5) * 2;
      let rgb: [number, number, number];
      if (label === SKY) rgb = [120 + 40 * (y / H), 170 + 30 * (y / H), 235];
      else if (label === WALL) rgb = [236 + n * 4, 233 + n * 4, 226 + n * 4];
      else if (label === TREE) {
        const leaf = rand() < 0.5 ? 0.55 : 1;
        rgb = [40 * leaf + n * 25, 95 * leaf + n * 35, 35 * leaf + n * 20];
      } else if (scene.ground === 'lawn') rgb = [92 + n * 14, 150 + n * 18, 62 + n * 12];
      else if (scene.ground === 'receding') {
        // Slabs on the ground plane: joints along lines through the vanishing point, and across.
        const depth = y - horizon;
        const along = ((x - (scene.vanishingX ?? W / 2)) / depth) * 1.5;
        // Joints about five pixels wide where they are nearest.
        const joint = Math.abs(along - Math.round(along)) < 3.75 / depth || (3000 / depth) % 1 < 0.06;
        rgb = joint ? [96, 92, 88] : [182 + n * 6, 176 + n * 6, 168 + n * 6];
      } else {
        // Paving slabs: grey with darker joints every so often.
        const joint = x % 90 < 3 || y % 40 < 2;
        rgb = joint ? [140, 136, 130] : [178 + n * 8, 172 + n * 8, 164 + n * 8];
      }
      data[i * 3] = Math.max(0, Math.min(255, rgb[0]));
      data[i * 3 + 1] = Math.max(0, Math.min(255, rgb[1]));
      data[i * 3 + 2] = Math.max(0, Math.min(255, rgb[2]));
    }
  }
  const photo = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return { photo, labels };
}

/** What share of the footprint's pixels show each label, on a `width` x `height` label map. */
function coverage(
  corners: readonly { x: number; y: number }[],
  labels: Uint8Array,
  width = W,
  height = H,
): number[] {
  const inside = fillPolygon(
    corners.map((p) => ({ x: p.x * width, y: p.y * height })),
    width,
    height,
  );
  const counts = [0, 0, 0, 0];
  let total = 0;
  for (let i = 0; i < inside.length; i++) {
    if (!inside[i]) continue;
    total++;
    counts[labels[i] as number] = (counts[labels[i] as number] as number) + 1;
  }
  return counts.map((count) => count / Math.max(total, 1));
}

describe('the suggested placement on photos whose ground is known', () => {
  const scenes: [string, Scene][] = [
    [
      'a lawn with a wall and a tree',
      {
        horizon: 240,
        ground: 'lawn',
        wall: { x0: 40, x1: 330, top: 150, base: 372 },
        tree: { x: 610, base: 400, radius: 70 },
        seed: 1,
      },
    ],
    [
      'paving with a wall across the back',
      { horizon: 260, ground: 'paving', wall: { x0: 0, x1: 800, top: 180, base: 330 }, tree: null, seed: 2 },
    ],
    [
      'a small lawn, its bottom fifth, below a tall hedge',
      { horizon: 300, ground: 'lawn', wall: null, tree: { x: 400, base: 480, radius: 120 }, seed: 3 },
    ],
  ];

  it.each(scenes)('lies on the ground: %s', async (_name, scene) => {
    const { photo, labels } = await draw(scene);
    const suggestion = await suggestPlacementFor(photo);
    expect(suggestion.confidence).toBeGreaterThan(0);
    const [sky, ground, wall, tree] = coverage(suggestion.corners, labels);
    expect(ground).toBeGreaterThanOrEqual(0.95);
    expect([sky, wall, tree]).toEqual([0, 0, 0]);
    // As large as the open ground comfortably allows: more than a token patch.
    const xs = suggestion.corners.map((p) => p.x);
    expect(Math.max(...xs) - Math.min(...xs)).toBeGreaterThan(0.25);
  });

  it('runs its sides along the ground’s receding lines, to where they meet', async () => {
    for (const vanishingX of [200, 620]) {
      const scene: Scene = { horizon: 220, ground: 'receding', vanishingX, wall: null, tree: null, seed: 4 };
      const { photo, labels } = await draw(scene);
      const suggestion = await suggestPlacementFor(photo);
      expect(suggestion.confidence).toBeGreaterThan(0);
      expect(coverage(suggestion.corners, labels)[GROUND]).toBeGreaterThanOrEqual(0.95);
      // The left and right sides run along the joints: towards where they meet on the horizon.
      const [farLeft, farRight, nearRight, nearLeft] = suggestion.corners.map(
        (p): Point => ({ x: p.x * W, y: p.y * H }),
      ) as [Point, Point, Point, Point];
      const off = (far: Point, near: Point) => {
        const side = Math.atan2(far.y - near.y, far.x - near.x);
        const joint = Math.atan2(scene.horizon - near.y, vanishingX - near.x);
        return (Math.abs(side - joint) * 180) / Math.PI;
      };
      expect(off(farLeft, nearLeft)).toBeLessThan(3);
      expect(off(farRight, nearRight)).toBeLessThan(3);
    }
  });

  it('lies on the ground wherever the wall and the tree stand', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          horizon: fc.integer({ min: 180, max: 320 }),
          wallX: fc.integer({ min: 0, max: 500 }),
          wallWidth: fc.integer({ min: 80, max: 300 }),
          wallDepth: fc.integer({ min: 20, max: 110 }),
          treeX: fc.integer({ min: 60, max: 740 }),
          treeDepth: fc.integer({ min: 30, max: 150 }),
          seed: fc.integer({ min: 1, max: 1000 }),
        }),
        async ({ horizon, wallX, wallWidth, wallDepth, treeX, treeDepth, seed }) => {
          const scene: Scene = {
            horizon,
            ground: 'lawn',
            wall: { x0: wallX, x1: wallX + wallWidth, top: horizon - 90, base: horizon + wallDepth },
            tree: { x: treeX, base: horizon + treeDepth, radius: 55 },
            seed,
          };
          const { photo, labels } = await draw(scene);
          const suggestion = await suggestPlacementFor(photo);
          if (suggestion.confidence === 0) return;
          const [sky, ground, wall, tree] = coverage(suggestion.corners, labels);
          expect(ground).toBeGreaterThanOrEqual(0.95);
          expect([sky, wall, tree]).toEqual([0, 0, 0]);
        },
      ),
      { numRuns: 12, seed: 42 },
    );
  });

  it('says so when the photo shows no open ground, and suggests the lower middle', async () => {
    const rand = createRandom(7);
    const data = Buffer.alloc(W * H * 3);
    // Foliage from edge to edge, clumps of leaves in light and shade: nothing smooth to build on.
    for (let i = 0; i < W * H; i++) data.set([30, 70, 25], i * 3);
    for (let leaf = 0; leaf < 5000; leaf++) {
      const cx = rand() * W;
      const cy = rand() * H;
      const radius = 3 + rand() * 10;
      const shade = 0.35 + rand() * 0.9;
      for (let y = Math.max(0, Math.floor(cy - radius)); y < Math.min(H, cy + radius); y++)
        for (let x = Math.max(0, Math.floor(cx - radius)); x < Math.min(W, cx + radius); x++)
          if (Math.hypot(x - cx, y - cy) < radius)
            data.set([50 * shade, 130 * shade, 40 * shade], (y * W + x) * 3);
    }
    const photo = await sharp(data, { raw: { width: W, height: H, channels: 3 } })
      .jpeg()
      .toBuffer();
    const suggestion = await suggestPlacementFor(photo);
    expect(suggestion.confidence).toBe(0);
    expect(suggestion.corners[0]).toEqual({ x: 0.3, y: 0.64 });
  });
});

describe('the suggested placement on the sample yards, uploaded as a user’s own', () => {
  const imagesDir = fileURLToPath(new URL('../../../../cms/src/seed/images/', import.meta.url));

  it.each(['garden-sloped-lawn-stone-house.jpg', 'garden-small-fenced-yard.jpg'])(
    'lies on the lawn of %s',
    async (name) => {
      const bytes = readFileSync(`${imagesDir}${name}`);
      const suggestion = await suggestPlacementFor(bytes);
      expect(suggestion.confidence).toBeGreaterThan(0.3);
      // Lawn: green over red and blue. The plant stands (terracotta, flowers, white iron) are not.
      const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const labels = new Uint8Array(info.width * info.height);
      for (let i = 0; i < labels.length; i++) {
        const r = data[i * 3] as number;
        const g = data[i * 3 + 1] as number;
        const b = data[i * 3 + 2] as number;
        labels[i] = g > r && g > b ? GROUND : WALL;
      }
      expect(coverage(suggestion.corners, labels, info.width, info.height)[GROUND]).toBeGreaterThan(0.9);
    },
  );
});
