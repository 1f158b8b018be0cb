// A marketer sees a draft as readers will before it goes out: the post's edit screen shows the
// real page beside the form, following the title as it is typed, while visitors still read the
// published one; a share link shows the draft to someone signed out, until it expires. The site
// settings are previewed on the landing page the same way, without rebuilding the site.

import { type APIRequestContext, type BrowserContext, expect, test } from '@playwright/test';
import { PREVIEW_TEXT } from '@poolscape/shared/content-previews';
import pg from 'pg';
import { richText, signInToCms, waitForStatus } from '../helpers/cms.ts';
import { databaseUrlOf, E2E_DATA_DIR, E2E_PORT } from '../helpers/product.ts';
import { siteSettings } from '../helpers/site-content.ts';

/** Signs the editor in for the API (the headers) and for the admin in `context`'s pages (the cookie). */
async function signInEditor(request: APIRequestContext, context: BrowserContext) {
  const headers = await signInToCms(request);
  const token = headers.Authorization?.replace('JWT ', '') ?? '';
  await context.addCookies([{ name: 'payload-token', value: token, url: `http://localhost:${E2E_PORT}` }]);
  return headers;
}

test('the live preview shows a draft title while visitors still read the published post', async ({
  page,
  request,
  context,
  browser,
}) => {
  const headers = await signInEditor(request, context);
  const stamp = Date.now();
  const slug = `preview-post-${stamp}`;
  const published = `Winter covers that last ${stamp}`;
  const draft = `Winter covers that last for years ${stamp}`;
  const created = await request.post('/cms/api/posts', {
    headers,
    data: {
      title: published,
      slug,
      excerpt: 'How to choose a cover.',
      content: richText('A cover keeps leaves out and heat in.'),
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  const visitor = await browser.newContext();
  try {
    await waitForStatus(request, `/blog/${slug}`, 200);

    await page.goto(`/cms/admin/collections/posts/${doc.id}`);
    await page.getByRole('button', { name: 'Live Preview' }).click();
    const preview = page.frameLocator('#live-preview-iframe');
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(published);
    await expect(preview.getByRole('status')).toContainText('Preview of a draft');

    // Typed, not published: autosave keeps the draft and the preview follows it.
    await page.locator('#field-title').fill(draft);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(draft, { timeout: 20_000 });

    // A visitor still reads the published post, and cannot open the editor's preview.
    const reader = await visitor.newPage();
    await reader.goto(`/blog/${slug}`);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText(published);
    const peek = await reader.goto(`/preview/posts/${doc.id}`);
    expect(peek?.status()).toBe(404);
    expect(peek?.headers()['cache-control']).toBe('private, no-store');

    // A share link for a colleague with no CMS account.
    await page.getByLabel('Link works for').selectOption({ label: '1 hour' });
    await page.getByRole('button', { name: 'Make a share link' }).click();
    const link = page.getByRole('textbox', { name: /Anyone with this link/ });
    await expect(link).toHaveValue(/\/preview\/share\/[\w-]{43}$/);
    const shareUrl = await link.inputValue();

    const colleague = await visitor.newPage();
    const shared = await colleague.goto(shareUrl);
    expect(shared?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(colleague.getByRole('heading', { level: 1 })).toHaveText(draft);
    await expect(colleague.getByRole('status')).toContainText('shared for review');
    await expect(colleague.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // Once its time is up, the link shows nothing of the draft.
    const db = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
    await db.connect();
    try {
      await db.query(
        `UPDATE cms.preview_links SET expires_at = now() - interval '1 second' WHERE title = $1`,
        [draft],
      );
    } finally {
      await db.end();
    }
    const expired = await colleague.goto(shareUrl);
    expect(expired?.status()).toBe(404);
    await expect(colleague.getByText(draft)).toHaveCount(0);
  } finally {
    await visitor.close();
    expect((await request.delete(`/cms/api/posts/${doc.id}`, { headers })).status()).toBe(200);
  }
});

test("the site settings' live preview shows a draft tagline on the landing page; visitors keep the published one", async ({
  page,
  request,
  context,
  browser,
}) => {
  const headers = await signInEditor(request, context);
  const visitor = await browser.newContext();
  try {
    const published = (await siteSettings(visitor.request)).tagline ?? '';
    expect(published).not.toBe('');
    await page.goto('/cms/admin/globals/site-settings');
    await page.getByRole('button', { name: 'Live Preview' }).click();
    const preview = page.frameLocator('#live-preview-iframe');
    const sharedAs = preview.getByRole('region', { name: PREVIEW_TEXT.sharedAs });
    await expect(sharedAs).toContainText(published);
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();

    // Typed, not published: autosave keeps the draft, and the preview follows it.
    const draft = `Pools for every yard ${Date.now()}`;
    await page.locator('#field-tagline').fill(draft);
    await expect(sharedAs).toContainText(draft, { timeout: 20_000 });

    // Visitors, and the CMS's public read (drafts asked for or not), still have the published tagline.
    for (const path of ['?depth=0', '?depth=0&draft=true'])
      expect((await siteSettings(visitor.request, path)).tagline).toBe(published);
    const reader = await visitor.newPage();
    await reader.goto('/');
    await expect(reader.locator('[data-preview-shared-as]')).toHaveCount(0);
    expect(await reader.content()).not.toContain(draft);
    expect((await reader.goto('/preview/globals/site-settings'))?.status()).toBe(404);

    // A save that is no draft and names no status (a script's) publishes, as before drafts: visitors
    // keep reading the settings, and the draft is left behind.
    const saved = await request.post('/cms/api/globals/site-settings', {
      headers,
      data: { tagline: published },
    });
    expect(saved.status()).toBe(200);
    expect((await siteSettings(visitor.request)).tagline).toBe(published);
    expect((await siteSettings(request, '?depth=0&draft=true')).tagline).toBe(published);
  } finally {
    await visitor.close();
  }
});
