// The gallery's cards show each design's whole picture at the proportions of the picture the
// editors uploaded, on a phone and on a desktop: a crop would cut off the pool, which is often at
// the bottom of the yard.
import { expect, test } from '@playwright/test';
import { publishedGallery } from '../helpers/site-content.ts';

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`/gallery cards show whole pictures at ${viewport.width} px`, async ({ page, request }) => {
    const uploaded = new Map<string, number>();
    for (const item of await publishedGallery(request)) {
      const image = item.image as { width?: number; height?: number } | null;
      if (image?.width && image.height) uploaded.set(item.title, image.width / image.height);
    }
    expect(uploaded.size, 'the seed publishes gallery designs with pictures').toBeGreaterThan(0);

    await page.setViewportSize(viewport);
    await page.goto('/gallery');
    const cards = page.locator('[data-gallery-item]');
    await expect(cards).toHaveCount(uploaded.size);
    for (const card of await cards.all()) {
      const title = (await card.getByRole('heading').textContent())?.trim() ?? '';
      const proportions = uploaded.get(title);
      expect(proportions, `${title} is a published design`).toBeDefined();
      const picture = card.locator(':scope > div:first-child > img');
      await picture.scrollIntoViewIfNeeded();
      // Lazy images get their picture when they come near the screen.
      await expect
        .poll(() =>
          picture.evaluate(
            (image: HTMLImageElement) =>
              image.complete && image.naturalWidth > 0 && !image.currentSrc.startsWith('data:'),
          ),
        )
        .toBe(true);
      // The file's own size (an <img> with srcset reports it scaled by the chosen density, rounded).
      const shown = await picture.evaluate(async (image: HTMLImageElement) => {
        const file = new Image();
        file.src = image.currentSrc;
        await file.decode();
        return file.naturalWidth / file.naturalHeight;
      });
      const box = await picture.boundingBox();
      if (!box) throw new Error(`${title}: the picture has no box`);
      expect(shown, `${title}: the picture loaded is the whole one`).toBeCloseTo(proportions ?? 0, 2);
      expect(box.width / box.height, `${title}: drawn at its own proportions`).toBeCloseTo(
        proportions ?? 0,
        2,
      );
    }
  });
}
