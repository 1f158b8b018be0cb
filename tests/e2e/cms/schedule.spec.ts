// Scheduled publishing in the CMS admin: an editor schedules a draft post to publish later and
// the admin lists it as an upcoming event (the CMS server runs the queue every minute).
import { expect, test } from '@playwright/test';
import { richText, signInToCms } from '../helpers/cms.ts';
import { E2E_PORT } from '../helpers/product.ts';

test('an editor schedules a draft to publish later from the admin', async ({ page, request, context }) => {
  const headers = await signInToCms(request);
  const created = await request.post('/cms/api/posts?draft=true', {
    headers,
    data: {
      title: 'A post for next week',
      slug: `scheduled-${Date.now()}`,
      excerpt: 'Written now, published later.',
      content: richText('Patience.'),
      _status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  const token = headers.Authorization?.replace('JWT ', '') ?? '';
  try {
    await context.addCookies([{ name: 'payload-token', value: token, url: `http://localhost:${E2E_PORT}` }]);
    await page.goto(`/cms/admin/collections/posts/${doc.id}`);
    await page.locator('.doc-controls .popup-button').first().click();
    await page.getByText('Schedule Publish').first().click();
    const drawer = page.locator('.drawer__content');
    await drawer.getByText('Publish', { exact: true }).click();
    await drawer.locator('.react-datepicker__input-container input').click();
    await page.locator('.react-datepicker__day--today').click();
    // Today's last time: far enough ahead that the CMS's queue (every minute) does not publish
    // the post while the test looks for it among the upcoming events.
    await page
      .locator('.react-datepicker__time-list-item:not(.react-datepicker__time-list-item--disabled)')
      .last()
      .click();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Upcoming Events').first()).toBeVisible();
    await expect(drawer.getByRole('row').filter({ hasText: 'Publish' })).toHaveCount(1);
  } finally {
    // Removed whatever happened, so that the site's later tests, which expect exactly the seeded
    // posts on / and /blog, never meet it published.
    expect((await request.delete(`/cms/api/posts/${doc.id}`, { headers })).status()).toBe(200);
  }
});
