// The admin video manager: an admin opens /admin/videos (the landing demo video on top), finds a
// user's shared video, plays it, hides it after confirming; the design's share page no longer shows
// it, and its owner still has it, with a note that an admin hid it.
import { expect, test } from '@playwright/test';
import { createDesignByApi, signIn, sql, waitForRenders } from '../helpers/designs.ts';

test('an admin plays a user’s public video and hides it from the share page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // A user's design with a finished video, shared by link.
  const ownerContext = await browser.newContext({ baseURL });
  const ownerPage = await ownerContext.newPage();
  const owner = await signIn(ownerPage, 'pro');
  const name = `Moderated yard ${Date.now()}`;
  const design = await createDesignByApi(ownerPage.request, owner, { name });
  await waitForRenders(ownerPage.request, owner, [design.id]);
  const rendered = (await (
    await ownerPage.request.get(`/api/designs/${design.id}`, { headers: owner.auth })
  ).json()) as { versions: { images: { id: string }[] }[] };
  const asked = await ownerPage.request.post(`/api/designs/${design.id}/videos`, {
    headers: owner.auth,
    data: { imageId: rendered.versions[0]?.images[0]?.id, template: 'reveal', format: '1:1' },
  });
  expect(asked.status(), await asked.text()).toBe(202);
  const { id: videoId } = (await asked.json()) as { id: string };
  await expect
    .poll(
      async () =>
        (
          (await (await ownerPage.request.get(`/api/videos/${videoId}`, { headers: owner.auth })).json()) as {
            status: string;
          }
        ).status,
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe('ready');
  await ownerPage.request.patch(`/api/designs/${design.id}`, {
    headers: owner.auth,
    data: { visibility: 'unlisted' },
  });

  // The admin opens the video manager: the landing demo video first, with its CMS link.
  const admin = await signIn(page);
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  await page.goto('/admin/videos');
  const landing = page.getByRole('region', { name: 'Landing page demo video' });
  await expect(landing.getByRole('link', { name: /Edit in the CMS/ })).toHaveAttribute(
    'href',
    '/cms/admin/globals/landing-video',
  );

  // Finds the user's video (the filter goes into the address) and plays it.
  await page.getByLabel("Design name or owner's e-mail").fill(name);
  await expect(page).toHaveURL(/[?&]q=Moderated/);
  const card = page.getByTestId('admin-video').filter({ hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Unlisted (public link)');
  await card.getByRole('button', { name: `Play Before and after reveal of ${name}` }).click();
  const player = page.getByRole('dialog', { name: `${name}: video` }).getByTestId('video-player');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  await page.keyboard.press('Escape');

  // Hides it, after confirming.
  await card.getByRole('button', { name: `Hide Before and after reveal of ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Hide this video from public pages?' });
  await confirm.getByRole('button', { name: 'Hide video' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toContainText('Hidden');
  await expect(card.getByRole('button', { name: /^Unhide/ })).toBeVisible();

  // A visitor's share page has the design but not the video, nor its link preview.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/design/share/${design.id}`);
  await expect(visitor.getByRole('heading', { name })).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Videos' })).toHaveCount(0);
  await expect(visitor.locator('meta[property="og:video"]')).toHaveCount(0);
  expect((await visitor.request.get(`/api/videos/${videoId}/file`)).status()).toBe(404);
  await visitorContext.close();

  // Its owner still has it, with the note.
  await ownerPage.goto(`/design/result/${design.id}`);
  await expect(ownerPage.getByTestId('video-hidden-note')).toContainText('A Poolscape admin hid this video');
  await ownerContext.close();
});
