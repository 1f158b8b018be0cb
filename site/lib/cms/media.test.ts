import { describe, expect, it } from 'vitest';
import { siteImage, uncroppedImage } from './media.ts';

/** A 1070 x 1090 photo with the CMS's renditions: the cropped 4:3 cards and the uncropped widths. */
const photo = {
  url: 'http://127.0.0.1:4100/cms/api/media/file/yard.webp',
  alt: 'A yard',
  width: 1070,
  height: 1090,
  sizes: {
    thumbnail: { url: '/cms/api/media/file/yard-400x300.webp', width: 400, height: 300 },
    card: { url: '/cms/api/media/file/yard-800x600.webp', width: 800, height: 600 },
    hero: { url: '/cms/api/media/file/yard-1600x900.webp', width: 1600, height: 900 },
    og: { url: '/cms/api/media/file/yard-1200x630.jpg', width: 1200, height: 630 },
    uncroppedSmall: { url: '/cms/api/media/file/yard-480x489.webp', width: 480, height: 489 },
    uncropped: { url: '/cms/api/media/file/yard-960x978.webp', width: 960, height: 978 },
    thumbnailAvif: { url: '/cms/api/media/file/yard-400x300.avif', width: 400, height: 300 },
    cardAvif: { url: '/cms/api/media/file/yard-800x600.avif', width: 800, height: 600 },
    heroAvif: { url: '/cms/api/media/file/yard-1600x900.avif', width: 1600, height: 900 },
  },
};

describe('siteImage', () => {
  it('offers the AVIF twins of the card and cover renditions beside the WebP ones', () => {
    expect(siteImage(photo)).toMatchObject({
      srcset: '/cms/api/media/file/yard-400x300.webp 400w, /cms/api/media/file/yard-800x600.webp 800w',
      avifSrcset: '/cms/api/media/file/yard-400x300.avif 400w, /cms/api/media/file/yard-800x600.avif 800w',
      largeAvifSrcset: '/cms/api/media/file/yard-1600x900.avif 1600w',
    });
  });

  it('offers no AVIF for media uploaded before the twins existed', () => {
    const { thumbnailAvif, cardAvif, heroAvif, ...webpOnly } = photo.sizes;
    expect(siteImage({ ...photo, sizes: webpOnly })).toMatchObject({ avifSrcset: '', largeAvifSrcset: '' });
  });
});

describe('uncroppedImage', () => {
  it('is the whole picture at its own proportions, with only uncropped renditions to choose from', () => {
    expect(uncroppedImage(photo)).toEqual({
      src: '/cms/api/media/file/yard-960x978.webp',
      srcset: '/cms/api/media/file/yard-480x489.webp 480w, /cms/api/media/file/yard-960x978.webp 960w',
      // No AVIF for the whole picture: the card's twins are cropped.
      avifSrcset: '',
      width: 960,
      height: 978,
      alt: 'A yard',
      large: '/cms/api/media/file/yard-1600x900.webp',
      // Media uploaded before the phone's rendition existed offer the large one alone.
      largeSrcset: '/cms/api/media/file/yard-1600x900.webp 1600w',
      largeAvifSrcset: '/cms/api/media/file/yard-1600x900.avif 1600w',
      og: '/cms/api/media/file/yard-1200x630.jpg',
    });
  });

  it('falls back to the original where the renditions were not made', () => {
    const older = {
      ...photo,
      sizes: { card: photo.sizes.card, uncropped: { url: null, width: null, height: null } },
    };
    expect(uncroppedImage(older)).toMatchObject({
      src: '/cms/api/media/file/yard.webp',
      srcset: '',
      width: 1070,
      height: 1090,
    });
  });

  it('is null without a picture', () => {
    expect(uncroppedImage(null)).toBeNull();
    expect(uncroppedImage(4)).toBeNull();
    expect(uncroppedImage({ ...photo, url: null })).toBeNull();
  });

  it('differs from the card image, which is cropped to 4:3', () => {
    expect(siteImage(photo)).toMatchObject({ width: 800, height: 600 });
  });
});
