// Edge-preserving smoothing (Kuwahara) and wandering, shared by the watercolour and the clay.
import { gauss } from './numeric.ts';
import { newRgb, type Plane, type Rgb } from './planes.ts';

// ---------------------------------------------------------------------------------------------
// Edge-preserving smoothing and wandering, for the watercolour and the clay

export function kuwahara(img: Rgb, r: number): Rgb {
  const { width: w, height: h } = img;
  const sw = w + 1;
  const size = sw * (h + 1);
  const sr = new Float64Array(size);
  const sg = new Float64Array(size);
  const sb = new Float64Array(size);
  const sq = new Float64Array(size);
  for (let y = 0; y < h; y++) {
    let ar = 0;
    let ag = 0;
    let ab = 0;
    let aq = 0;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const vr = img.r[i] as number;
      const vg = img.g[i] as number;
      const vb = img.b[i] as number;
      ar += vr;
      ag += vg;
      ab += vb;
      aq += vr * vr + vg * vg + vb * vb;
      const o = (y + 1) * sw + x + 1;
      sr[o] = (sr[o - sw] as number) + ar;
      sg[o] = (sg[o - sw] as number) + ag;
      sb[o] = (sb[o - sw] as number) + ab;
      sq[o] = (sq[o - sw] as number) + aq;
    }
  }
  const out = newRgb(w, h);
  for (let y = 0; y < h; y++) {
    const ya = Math.max(0, y - r) * sw;
    const ym = y * sw;
    const ym1 = (y + 1) * sw;
    const yb = Math.min(h, y + r + 1) * sw;
    for (let x = 0; x < w; x++) {
      const xa = Math.max(0, x - r);
      const xb = Math.min(w, x + r + 1);
      let wr = 0;
      let wg = 0;
      let wb = 0;
      let wt = 0;
      for (let q = 0; q < 4; q++) {
        const x0 = q & 1 ? x : xa;
        const x1 = q & 1 ? xb : x + 1;
        const y0 = q & 2 ? ym : ya;
        const y1 = q & 2 ? yb : ym1;
        const k = (1 / ((x1 - x0) * (y1 - y0))) * sw;
        const a = y1 + x1;
        const b = y0 + x1;
        const c = y1 + x0;
        const d = y0 + x0;
        const mr = ((sr[a] as number) - (sr[b] as number) - (sr[c] as number) + (sr[d] as number)) * k;
        const mg = ((sg[a] as number) - (sg[b] as number) - (sg[c] as number) + (sg[d] as number)) * k;
        const mb = ((sb[a] as number) - (sb[b] as number) - (sb[c] as number) + (sb[d] as number)) * k;
        const mq = ((sq[a] as number) - (sq[b] as number) - (sq[c] as number) + (sq[d] as number)) * k;
        const v = Math.max(0, mq - mr * mr - mg * mg - mb * mb);
        const weight = 1 / (1e-5 + v * v);
        wr += mr * weight;
        wg += mg * weight;
        wb += mb * weight;
        wt += weight;
      }
      const i = y * w + x;
      out.r[i] = wr / wt;
      out.g[i] = wg / wt;
      out.b[i] = wb / wt;
    }
  }
  return out;
}

export function gaussRgb(img: Rgb, sigma: number): Rgb {
  const { width: w, height: h } = img;
  return {
    width: w,
    height: h,
    r: gauss(img.r, w, h, sigma),
    g: gauss(img.g, w, h, sigma),
    b: gauss(img.b, w, h, sigma),
  };
}

export function warped(img: Rgb, dx: Plane, dy: Plane, amp: number): Rgb {
  const { width: w, height: h } = img;
  const out = newRgb(w, h);
  const { r, g, b } = img;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      let sx = x + (dx[i] as number) * amp;
      let sy = y + (dy[i] as number) * amp;
      sx = sx < 0 ? 0 : Math.min(sx, w - 1.001);
      sy = sy < 0 ? 0 : Math.min(sy, h - 1.001);
      const x0 = sx | 0;
      const y0 = sy | 0;
      const fx = sx - x0;
      const fy = sy - y0;
      const p = y0 * w + x0;
      const px = x0 + 1 < w ? p + 1 : p;
      const py = y0 + 1 < h ? p + w : p;
      const pxy = py + (px - p);
      const w00 = (1 - fx) * (1 - fy);
      const w10 = fx * (1 - fy);
      const w01 = (1 - fx) * fy;
      const w11 = fx * fy;
      out.r[i] =
        (r[p] as number) * w00 + (r[px] as number) * w10 + (r[py] as number) * w01 + (r[pxy] as number) * w11;
      out.g[i] =
        (g[p] as number) * w00 + (g[px] as number) * w10 + (g[py] as number) * w01 + (g[pxy] as number) * w11;
      out.b[i] =
        (b[p] as number) * w00 + (b[px] as number) * w10 + (b[py] as number) * w01 + (b[pxy] as number) * w11;
    }
  }
  return out;
}
