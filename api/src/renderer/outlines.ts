// Closed outlines in the plan (metres, top-down) as signed distance functions: negative inside.
// Bands (coping, deck, shadows) are ranges of distance, so they follow every outline exactly.

export interface Outline {
  /** Signed distance in metres to the outline: negative inside. */
  distance(u: number, v: number): number;
  /** A coordinate in metres along the nearest part of the outline (joints between coping stones). */
  along(u: number, v: number): number;
}

export interface Bounds {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** An axis-aligned rectangle with rounded corners (radius 0 for sharp ones). */
export function roundedBox(b: Bounds, radius = 0): Outline {
  const cu = (b.u0 + b.u1) / 2;
  const cv = (b.v0 + b.v1) / 2;
  const hu = (b.u1 - b.u0) / 2 - radius;
  const hv = (b.v1 - b.v0) / 2 - radius;
  return {
    distance(u, v) {
      const qu = Math.abs(u - cu) - hu;
      const qv = Math.abs(v - cv) - hv;
      const ou = Math.max(qu, 0);
      const ov = Math.max(qv, 0);
      return Math.sqrt(ou * ou + ov * ov) + Math.min(Math.max(qu, qv), 0) - radius;
    },
    along(u, v) {
      const qu = Math.abs(u - cu) - hu;
      const qv = Math.abs(v - cv) - hv;
      if (radius > 0 && qu > 0 && qv > 0) return Math.atan2(qv, qu) * radius + (u > cu ? hu : -hu);
      return qu > qv ? v : u;
    },
  };
}

export function circle(cu: number, cv: number, radius: number): Outline {
  return {
    distance: (u, v) => Math.hypot(u - cu, v - cv) - radius,
    along: (u, v) => Math.atan2(v - cv, u - cu) * radius,
  };
}

export function union(a: Outline, b: Outline): Outline {
  return {
    distance: (u, v) => Math.min(a.distance(u, v), b.distance(u, v)),
    along: (u, v) => (a.distance(u, v) < b.distance(u, v) ? a.along(u, v) : b.along(u, v)),
  };
}

/** `a` with `b` cut away. */
export function subtract(a: Outline, b: Outline): Outline {
  return {
    distance: (u, v) => Math.max(a.distance(u, v), -b.distance(u, v)),
    along: (u, v) => (a.distance(u, v) > -b.distance(u, v) ? a.along(u, v) : b.along(u, v)),
  };
}

/** The same outline pushed outwards by `amount` metres. */
export function grow(a: Outline, amount: number): Outline {
  return { distance: (u, v) => a.distance(u, v) - amount, along: a.along };
}

/**
 * A freeform loop around (cu, cv): an ellipse with semi-axes ru, rv whose radius is modulated by
 * harmonics [k, amplitude, phase]. The distance is a first-order estimate (value / gradient),
 * accurate near the outline, which is where bands are drawn.
 */
export function freeform(
  cu: number,
  cv: number,
  ru: number,
  rv: number,
  harmonics: readonly (readonly [number, number, number])[],
): Outline {
  const radius = (t: number): number => {
    let r = 1;
    for (const [k, a, p] of harmonics) r += a * Math.cos(k * t + p);
    return r;
  };
  const slope = (t: number): number => {
    let d = 0;
    for (const [k, a, p] of harmonics) d -= a * k * Math.sin(k * t + p);
    return d;
  };
  const mean = (ru + rv) / 2;
  return {
    distance(u, v) {
      const x = (u - cu) / ru;
      const y = (v - cv) / rv;
      const rho = Math.hypot(x, y) || 1e-9;
      const t = Math.atan2(y, x);
      const f = rho - radius(t);
      const dr = slope(t);
      const gx = (x / rho + (dr * y) / (rho * rho)) / ru;
      const gy = (y / rho - (dr * x) / (rho * rho)) / rv;
      return f / Math.hypot(gx, gy);
    },
    along: (u, v) => Math.atan2((v - cv) / rv, (u - cu) / ru) * mean,
  };
}

/**
 * An outline sampled on a grid (bilinear), for shapes too slow to evaluate per pixel. Outside the
 * grid the distance keeps growing with the distance to the grid.
 */
export function rasterise(source: Outline, bounds: Bounds, cell: number): Outline {
  const cols = Math.ceil((bounds.u1 - bounds.u0) / cell) + 1;
  const rows = Math.ceil((bounds.v1 - bounds.v0) / cell) + 1;
  const distances = new Float32Array(cols * rows);
  const alongs = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const u = bounds.u0 + c * cell;
      const v = bounds.v0 + r * cell;
      distances[r * cols + c] = source.distance(u, v);
      alongs[r * cols + c] = source.along(u, v);
    }
  }
  const lookup = (grid: Float32Array, u: number, v: number, nearest: boolean): number => {
    let fx = (u - bounds.u0) / cell;
    let fy = (v - bounds.v0) / cell;
    let outside = 0;
    if (fx < 0 || fy < 0 || fx > cols - 1 || fy > rows - 1) {
      const cx = Math.min(Math.max(fx, 0), cols - 1);
      const cy = Math.min(Math.max(fy, 0), rows - 1);
      outside = Math.hypot(fx - cx, fy - cy) * cell;
      fx = cx;
      fy = cy;
    }
    const ix = Math.min(Math.floor(fx), cols - 2);
    const iy = Math.min(Math.floor(fy), rows - 2);
    const tx = fx - ix;
    const ty = fy - iy;
    const i = iy * cols + ix;
    if (nearest)
      return grid[tx < 0.5 ? (ty < 0.5 ? i : i + cols) : ty < 0.5 ? i + 1 : i + cols + 1] as number;
    const a = grid[i] as number;
    const b = grid[i + 1] as number;
    const c = grid[i + cols] as number;
    const d = grid[i + cols + 1] as number;
    return a + (b - a) * tx + (c - a + (a - b + d - c) * tx) * ty + outside;
  };
  return {
    distance: (u, v) => lookup(distances, u, v, false),
    along: (u, v) => lookup(alongs, u, v, true),
  };
}

/**
 * A closed polygon of plan points (a shape from shared/src/pool-plan.ts). `along` runs around the
 * perimeter, so coping stones follow every side and curve. Exact but slow per point: rasterise it.
 */
export function polygon(ring: readonly { u: number; v: number }[]): Outline {
  const n = ring.length;
  const starts = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    const a = ring[i] as { u: number; v: number };
    const b = ring[(i + 1) % n] as { u: number; v: number };
    starts[i + 1] = (starts[i] as number) + Math.hypot(b.u - a.u, b.v - a.v);
  }
  /** The nearest point's squared distance and its position along the perimeter, and whether inside. */
  const nearest = (u: number, v: number): { d2: number; along: number; inside: boolean } => {
    let d2 = Number.POSITIVE_INFINITY;
    let along = 0;
    let inside = false;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const a = ring[j] as { u: number; v: number };
      const b = ring[i] as { u: number; v: number };
      if (a.v > v !== b.v > v && u < ((b.u - a.u) * (v - a.v)) / (b.v - a.v) + a.u) inside = !inside;
      const du = b.u - a.u;
      const dv = b.v - a.v;
      const span = du * du + dv * dv;
      const t = span > 0 ? Math.min(Math.max(((u - a.u) * du + (v - a.v) * dv) / span, 0), 1) : 0;
      const eu = a.u + t * du - u;
      const ev = a.v + t * dv - v;
      const e2 = eu * eu + ev * ev;
      if (e2 < d2) {
        d2 = e2;
        along = (starts[j] as number) + t * Math.sqrt(span);
      }
    }
    return { d2, along, inside };
  };
  return {
    distance(u, v) {
      const { d2, inside } = nearest(u, v);
      return inside ? -Math.sqrt(d2) : Math.sqrt(d2);
    },
    along: (u, v) => nearest(u, v).along,
  };
}
