// The lines a photo's ground shows going away from the camera (paving joints, a fence's foot, the
// base of a house seen along its side) and the point they run to: the vanishing point the pool's
// sides should run to as well. Edges on the ground or at its rim are read as lines; pairs of them
// are crossed, and the crossing most lines run to (within a few degrees) wins when enough of the
// edges' weight does, refined to the point nearest those lines. A few parallel lines in the photo
// (a wall's two sides, a trunk) give no such point: the lines that meet must run at different angles.

/** A small RGB copy of the photo, row by row, three bytes a cell. */
export interface Grid {
  data: Uint8Array;
  width: number;
  height: number;
}

export interface VanishingPoint {
  /** In cells of the grid. */
  x: number;
  y: number;
  /** The share of the receding edges' weight that meets there. */
  support: number;
}

/** How strong an edge must be to count (a Sobel response, in luminance units). */
const MIN_EDGE = 30;
/** Edges closer to horizontal than this (|dy| of the unit direction) are not receding lines. */
const MIN_STEEPNESS = 0.34;
/** The share of the receding edges' weight a point needs before the pool follows it. */
const MIN_SUPPORT = 0.25;
/** How differently the lines that meet must run: the spread (weighted deviation) of their dx/dy. */
const MIN_SPREAD = 0.3;

function luminance(grid: Grid): Float32Array {
  const { data, width, height } = grid;
  const lum = new Float32Array(width * height);
  for (let i = 0; i < lum.length; i++)
    lum[i] =
      0.299 * (data[i * 3] as number) +
      0.587 * (data[i * 3 + 1] as number) +
      0.114 * (data[i * 3 + 2] as number);
  return lum;
}

interface Edge {
  x: number;
  y: number;
  /** dx/dy along the line. */
  slope: number;
  weight: number;
}

/** The receding edges on `near` (the ground and its rim), by the Sobel operator. */
function recedingEdges(grid: Grid, near: Uint8Array): Edge[] {
  const { width, height } = grid;
  const lum = luminance(grid);
  const at = (x: number, y: number) => lum[y * width + x] as number;
  const edges: Edge[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      if (!near[y * width + x]) continue;
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      const weight = Math.hypot(gx, gy);
      if (weight < MIN_EDGE) continue;
      // The line runs across the gradient.
      const dx = -gy / weight;
      const dy = gx / weight;
      if (Math.abs(dy) < MIN_STEEPNESS) continue;
      edges.push({ x: x + 0.5, y: y + 0.5, slope: dx / dy, weight });
    }
  }
  return edges;
}

/** How far off a line may point and still run to a point: about four degrees. */
const ANGLE = Math.sin((4 * Math.PI) / 180);
/** Pairs of edges tried as the lines that meet. */
const TRIES = 600;

/** Whether `edge`'s line runs through (x, y), to within ANGLE. */
function runsTo(edge: Edge, x: number, y: number): boolean {
  const vx = x - edge.x;
  const vy = y - edge.y;
  const length = Math.hypot(vx, vy);
  // The edge's direction (slope, 1), against the way to the point.
  return length >= 1 && Math.abs(edge.slope * vy - vx) / (Math.hypot(edge.slope, 1) * length) <= ANGLE;
}

/** The weight of the edges whose lines run through (x, y), and the spread of their slopes. */
function meetingAt(edges: readonly Edge[], x: number, y: number): { weight: number; spread: number } {
  let weight = 0;
  let sum = 0;
  let squares = 0;
  for (const edge of edges) {
    if (!runsTo(edge, x, y)) continue;
    weight += edge.weight;
    sum += edge.weight * edge.slope;
    squares += edge.weight * edge.slope * edge.slope;
  }
  const mean = sum / Math.max(weight, 1e-9);
  return { weight, spread: Math.sqrt(Math.max(0, squares / Math.max(weight, 1e-9) - mean * mean)) };
}

/**
 * Where the ground's receding lines meet, at most as low as `lowest` (the horizon lies above the
 * farthest ground), or null when the photo shows no such lines. Pairs of edges running at
 * different angles are met where their lines cross; the crossing most edges run to wins, when
 * enough of them do.
 */
export function findVanishingPoint(grid: Grid, near: Uint8Array, lowest: number): VanishingPoint | null {
  const { width, height } = grid;
  const edges = recedingEdges(grid, near);
  if (edges.length < 2 * width) return null;
  const total = edges.reduce((sum, edge) => sum + edge.weight, 0);
  // The same tries for the same photo.
  let state = 0x9e3779b9;
  const pick = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return edges[state % edges.length] as Edge;
  };
  let best: VanishingPoint | null = null;
  let bestWeight = 0;
  for (let i = 0; i < TRIES; i++) {
    const a = pick();
    const b = pick();
    if (Math.abs(a.slope - b.slope) < MIN_SPREAD) continue;
    // x = a.x + (y - a.y) a.slope = b.x + (y - b.y) b.slope
    const y = (b.x - a.x + a.y * a.slope - b.y * b.slope) / (a.slope - b.slope);
    const x = a.x + (y - a.y) * a.slope;
    if (!(y <= lowest && y >= -height * 0.5 && x >= -width * 0.5 && x <= width * 1.5)) continue;
    const { weight, spread } = meetingAt(edges, x, y);
    if (weight > bestWeight && spread >= MIN_SPREAD) {
      bestWeight = weight;
      best = { x, y, support: weight / total };
    }
  }
  if (!best || best.support < MIN_SUPPORT) return null;
  // Refined: the point nearest, in the least squares, to every line that runs through it.
  let point: VanishingPoint = best;
  for (let round = 0; round < 3; round++) {
    const { x, y } = point;
    const refined = nearestPoint(edges.filter((edge) => runsTo(edge, x, y)));
    if (!refined || refined.y > lowest) break;
    point = { ...refined, support: meetingAt(edges, refined.x, refined.y).weight / total };
  }
  return point;
}

/** The point nearest to the edges' lines, each weighted by its edge's strength. */
function nearestPoint(edges: readonly Edge[]): { x: number; y: number } | null {
  // Each line: n . p = n . e, with n = (1, -slope) / |(1, -slope)|.
  let a = 0;
  let b = 0;
  let c = 0;
  let px = 0;
  let py = 0;
  for (const edge of edges) {
    const norm = Math.hypot(1, edge.slope);
    const nx = 1 / norm;
    const ny = -edge.slope / norm;
    const d = nx * edge.x + ny * edge.y;
    a += edge.weight * nx * nx;
    b += edge.weight * nx * ny;
    c += edge.weight * ny * ny;
    px += edge.weight * nx * d;
    py += edge.weight * ny * d;
  }
  const det = a * c - b * b;
  if (Math.abs(det) < 1e-9) return null;
  return { x: (c * px - b * py) / det, y: (a * py - b * px) / det };
}
