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
  // Renders by the product's own built-in renderer (api/scripts/make-showcase.ts) on the two photos.
  {
    key: 'design-modern-lap-pool',
    file: 'design-modern-lap-pool.webp',
    alt: 'A modern pool with a timber deck in a small fenced yard',
  },
  {
    key: 'design-natural-lagoon',
    file: 'design-natural-lagoon.webp',
    alt: 'A natural lagoon pool with a waterfall and planting below a stone cottage',
  },
  {
    key: 'design-infinity-dusk',
    file: 'design-infinity-dusk.webp',
    alt: 'An infinity pool at dusk with its lights on, below a stone cottage',
  },
  {
    key: 'design-geometric-hot-tub',
    file: 'design-geometric-hot-tub.webp',
    alt: 'A geometric pool with an attached hot tub and decking in a small yard',
  },
  {
    key: 'design-traditional-night',
    file: 'design-traditional-night.webp',
    alt: 'A traditional pool with rounded ends lit at night beside a stone cottage',
  },
  {
    key: 'design-modern-night',
    file: 'design-modern-night.webp',
    alt: 'A modern pool and hot tub glowing at night in a small fenced yard',
  },
];
