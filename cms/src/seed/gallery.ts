// The curated designs the gallery starts with. `image` and `before` are keys of seedImages.
import type { POOL_STYLES } from '../collections/GalleryItems/index.ts';

interface SeedGalleryItem {
  title: string;
  style: (typeof POOL_STYLES)[number];
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
];
