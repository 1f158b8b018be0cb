// The demo images: CC0 photos and renders (sources in the README's "Sample images" section).
/** `file` is in ./images; default `${key}.jpg`. */
export const seedImages: readonly { key: string; alt: string; file?: string }[] = [
  {
    key: 'garden-sloped-lawn-stone-house',
    alt: 'A sloped lawn beside a stone cottage, with mountains behind',
  },
  {
    key: 'garden-small-fenced-yard',
    alt: 'A small fenced yard with a lawn and potted flowers on white plant stands',
  },
  {
    key: 'pool-render-modern-villa-loungers',
    alt: 'An L-shaped pool beside a modern villa at dusk, with loungers on a dark deck',
  },
  {
    key: 'pool-render-modern-villa-lawn-fence',
    alt: 'A rectangular pool along a dark deck beside a stone-clad villa and a lawn',
  },
];
