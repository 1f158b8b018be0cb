// Foliage drawn as leaves: each shrub or cypress lobe gets a dark inner mass, then hundreds of small
// oriented leaf splats scattered over its surface, each lit by its own normal. The outline comes out
// ragged and the texture leafy, as it does in photos of real plants.
import { project } from './camera.ts';
import { type Canvas, KIND, loadPixel, type RenderContext } from './context.ts';
import type { Blob } from './features.ts';
import { createRandom } from './random.ts';
import { coverGlow } from './ribbons.ts';

const leafPoint = { x: 0, y: 0 };

/** Draws the leaves of one lobe (its dark core is drawn by the solid pass, shrunk). */
export function drawLeaves(ctx: RenderContext, canvas: Canvas, b: Blob): void {
  const { camera, light } = ctx;
  const { cu, cv, cz } = camera;
  const { sun, white, intensity } = light;
  const centre = project(camera, b.u, b.v, b.z);
  const side = project(camera, b.u + 1, b.v, b.z);
  if (!centre || !side) return;
  const pxPerMetre = Math.hypot(side.x - centre.x, side.y - centre.y);
  const leafMetres = b.leaf > 0 ? b.leaf : 0.07;
  const leafShape = b.leafShape > 0 ? b.leafShape : 0.55;
  const leafPx = Math.max(1.2, leafMetres * pxPerMetre);
  const area = Math.PI * b.ru * b.rz * pxPerMetre * pxPerMetre;
  const count = Math.min(2400, Math.max(40, Math.round((area / (leafPx * leafPx * leafShape)) * 0.85)));
  const random = createRandom(Math.floor(b.variant * 4294967296));
  // Towards the camera, so most leaves land on the visible side.
  let tu = cu - b.u;
  let tv = cv - b.v;
  let tz = cz - b.z;
  const tl = Math.hypot(tu, tv, tz);
  tu /= tl;
  tv /= tl;
  tz /= tl;
  const leaves: number[] = [];
  for (let n = 0; n < count; n++) {
    // A random direction, folded towards the camera.
    let du = random() * 2 - 1;
    let dv = random() * 2 - 1;
    let dz = random() * 2 - 1;
    const dl = Math.hypot(du, dv, dz) || 1;
    du /= dl;
    dv /= dl;
    dz /= dl;
    if (du * tu + dv * tv + dz * tz < -0.15) {
      du = -du;
      dv = -dv;
      dz = -dz;
    }
    const reach = 0.78 + 0.3 * random();
    const pu = b.u + du * b.ru * reach;
    const pv = b.v + dv * b.rv * reach;
    const pz = b.z + dz * b.rz * reach;
    if (pz < 0.02) continue;
    leaves.push(pu, pv, pz, du, dv, dz, reach, random(), random(), random());
  }
  // Far leaves first, so near ones cover them.
  const order: number[] = [];
  for (let n = 0; n < leaves.length; n += 10) order.push(n);
  const dist = (n: number): number =>
    ((leaves[n] as number) - cu) ** 2 +
    ((leaves[n + 1] as number) - cv) ** 2 +
    ((leaves[n + 2] as number) - cz) ** 2;
  order.sort((a, c) => dist(c) - dist(a));

  const col = canvas.colour;
  for (const n of order) {
    const pu = leaves[n] as number;
    const pv = leaves[n + 1] as number;
    const pz = leaves[n + 2] as number;
    const p = project(camera, pu, pv, pz);
    if (!p) continue;
    leafPoint.x = p.x;
    leafPoint.y = p.y;
    const reach = leaves[n + 6] as number;
    const r1 = leaves[n + 7] as number;
    const r2 = leaves[n + 8] as number;
    const r3 = leaves[n + 9] as number;
    // The leaf's normal: the lobe's, tilted at random.
    let nu = (leaves[n + 3] as number) + (r1 - 0.5) * 0.9;
    let nv = (leaves[n + 4] as number) + (r2 - 0.5) * 0.9;
    let nz = (leaves[n + 5] as number) + 0.25;
    const nl = Math.hypot(nu, nv, nz) || 1;
    nu /= nl;
    nv /= nl;
    nz /= nl;
    const direct = Math.max(0, nu * sun[0] + nv * sun[1] + nz * sun[2]);
    // Leaves deeper inside and lower down get less light.
    const inner = 0.55 + 0.45 * Math.min(1, (reach - 0.78) / 0.25);
    const low = 0.55 + 0.45 * Math.min(1, pz / Math.max(b.z + b.rz * 0.3, 0.1));
    let k = intensity * (0.22 + 0.16 * nz + 0.85 * direct) * inner * low * (0.75 + 0.5 * r3);
    let cr = b.colour[0];
    let cg = b.colour[1];
    let cb = b.colour[2];
    const warm = 0.85 + 0.35 * r2 * direct;
    cr *= warm;
    cb /= warm;
    let size = leafPx * (0.7 + 0.6 * r1);
    let short = size * leafShape;
    // Flowers in clusters near the surface, facing the light more than the leaves do.
    const cluster = Math.sin(nu * 7 + b.variant * 20) * Math.sin(nv * 6 + nz * 5) > 0.05;
    if (b.flowers && cluster && r3 > 0.3 && reach > 0.86) {
      const tint = 0.85 + 0.3 * r1;
      cr = b.flowers[0] * tint;
      cg = b.flowers[1] * tint;
      cb = b.flowers[2] * tint;
      k = intensity * (0.5 + 0.5 * direct) * low;
      size *= 0.5;
      short = size * 0.9;
    }
    const angle = r2 * Math.PI;
    const ca = Math.cos(angle);
    const sa = Math.sin(angle);
    const long = size;
    const depth = Math.sqrt((pu - cu) ** 2 + (pv - cv) ** 2 + (pz - cz) ** 2);
    const ext = Math.ceil(long) + 1;
    const x0 = Math.max(canvas.x0, Math.floor(leafPoint.x - ext));
    const x1 = Math.min(canvas.x0 + canvas.width, Math.ceil(leafPoint.x + ext));
    const y0 = Math.max(canvas.y0, Math.floor(leafPoint.y - ext));
    const y1 = Math.min(canvas.y0 + canvas.height, Math.ceil(leafPoint.y + ext));
    const lr = cr * white[0] * k;
    const lg = cg * white[1] * k;
    const lb = cb * white[2] * k;
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const dx = x + 0.5 - leafPoint.x;
        const dy = y + 0.5 - leafPoint.y;
        const a = (dx * ca + dy * sa) / long;
        const c = (dy * ca - dx * sa) / short;
        const e = a * a + c * c;
        if (e >= 1.3) continue;
        const i = (y - canvas.y0) * canvas.width + (x - canvas.x0);
        if (depth >= (canvas.depth[i] as number)) continue;
        const alpha = e < 0.7 ? 1 : (1.3 - e) / 0.6;
        loadPixel(canvas, i);
        const j = i * 3;
        col[j] = (col[j] as number) + (lr - (col[j] as number)) * alpha;
        col[j + 1] = (col[j + 1] as number) + (lg - (col[j + 1] as number)) * alpha;
        col[j + 2] = (col[j + 2] as number) + (lb - (col[j + 2] as number)) * alpha;
        if (alpha > 0.6) canvas.depth[i] = depth;
        canvas.kind[i] = KIND.solid;
        coverGlow(canvas, i, alpha);
      }
    }
  }
}
