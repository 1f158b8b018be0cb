// Which images the seed cuts again: those lacking a later size Payload would make them, and those
// with an AVIF twin whose name gives another quality than this version's.
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { lacksLaterSizes } = await import('./media-sizes.ts');
// Test files share their worker (isolate: false): the next file must not see these.
afterAll(() => vi.unstubAllEnvs());

/** The later sizes of a 1600 × 1200 image named `yard`, as this version cuts them. */
function currentSizes(): Record<string, { filename: string | null }> {
  return {
    heroSmall: { filename: 'yard-800x450.webp' },
    thumbnailAvif: { filename: 'yard-400x300-q40.avif' },
    mediumAvif: { filename: 'yard-680x510-q40.avif' },
    cardAvif: { filename: 'yard-800x600-q40.avif' },
    heroSmallAvif: { filename: 'yard-800x450-q28.avif' },
    heroAvif: { filename: 'yard-1600x900-q40.avif' },
  };
}
const image = (sizes: Record<string, { filename: string | null }>, width = 1600, height = 1200) => ({
  width,
  height,
  sizes,
});

describe('the images the seed cuts again', () => {
  it('leaves an image that has every later size as this version names it', () => {
    expect(lacksLaterSizes(image(currentSizes()))).toBe(false);
  });

  it('takes an image that lacks a later size', () => {
    expect(lacksLaterSizes(image({ ...currentSizes(), heroSmall: { filename: null } }))).toBe(true);
    const { mediumAvif: _, ...withoutTwin } = currentSizes();
    expect(lacksLaterSizes(image(withoutTwin))).toBe(true);
  });

  it('takes an image whose AVIF twin was cut at another quality', () => {
    // The version before named its twins without their quality, and cut the phone's cover at 40.
    expect(
      lacksLaterSizes(image({ ...currentSizes(), heroSmallAvif: { filename: 'yard-800x450.avif' } })),
    ).toBe(true);
    expect(
      lacksLaterSizes(image({ ...currentSizes(), heroSmallAvif: { filename: 'yard-800x450-q40.avif' } })),
    ).toBe(true);
  });

  it('leaves an image too small for a size Payload would not make', () => {
    // 300 × 200: smaller than every later size both ways, so Payload makes none and none is missing.
    expect(lacksLaterSizes(image({}, 300, 200))).toBe(false);
    // 500 × 400: the thumbnail's twin would be made.
    expect(lacksLaterSizes(image({}, 500, 400))).toBe(true);
  });
});
