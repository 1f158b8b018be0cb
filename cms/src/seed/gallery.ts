// The curated designs the gallery starts with. `image` and `before` are keys of seedImages.
import type { PoolStyle } from '@poolscape/shared/designs';

interface SeedGalleryItem {
  title: string;
  style: PoolStyle;
  description: string;
  image: string;
  before?: string;
  featured: boolean;
}

export const seedGallery: SeedGalleryItem[] = [
  {
    title: 'L-shaped pool with a lounging deck',
    style: 'geometric',
    description: 'An L-shaped pool wrapped by a dark timber deck, lit for the evening.',
    image: 'pool-render-modern-villa-loungers',
    featured: true,
  },
  {
    title: 'Lap pool beside a stone villa',
    style: 'modern',
    description: 'A long rectangle with flush coping between the lawn and the house.',
    image: 'pool-render-modern-villa-lawn-fence',
    featured: true,
  },
  {
    title: 'Lap pool for a small yard',
    style: 'modern',
    description: 'A long modern pool with flush coping and a timber deck, drawn into a small fenced yard.',
    image: 'design-modern-lap-pool',
    before: 'garden-small-fenced-yard',
    featured: false,
  },
  {
    title: 'Natural lagoon below the cottage',
    style: 'natural',
    description: 'A freeform lagoon with stone edging, boulders and a waterfall, on a sloping mountain lawn.',
    image: 'design-natural-lagoon',
    before: 'garden-sloped-lawn-stone-house',
    featured: false,
  },
  {
    title: 'Infinity edge at dusk',
    style: 'infinity',
    description:
      'An infinity pool whose far edge spills toward the valley, with underwater and deck lights at dusk.',
    image: 'design-infinity-dusk',
    before: 'garden-sloped-lawn-stone-house',
    featured: false,
  },
  {
    title: 'Geometric pool with a hot tub',
    style: 'geometric',
    description: 'Stepped rectangles with an attached hot tub and decking, fitted to a compact lawn.',
    image: 'design-geometric-hot-tub',
    before: 'garden-small-fenced-yard',
    featured: false,
  },
  {
    title: 'Traditional pool by night',
    style: 'traditional',
    description: 'Rounded Roman ends and a wide bullnose coping, lit warm and cyan after dark.',
    image: 'design-traditional-night',
    before: 'garden-sloped-lawn-stone-house',
    featured: false,
  },
  {
    title: 'Evening swim in town',
    style: 'modern',
    description: 'A modern pool and spa glowing at night in a small urban yard.',
    image: 'design-modern-night',
    before: 'garden-small-fenced-yard',
    featured: false,
  },
];
