// The ad-slot manager (/admin/adsense), as an admin with their app account (the slots live in the
// CMS, reached with the same session): a slot with wrong ids is refused in plain words; a slot is
// added for the blog post sidebar and switched on; after the rebuild it is on every post page, whose
// policy lets in the ad network, and a visitor is asked first: nothing is requested from the ad
// network (blocked here, so nothing leaves the machine) until they allow ads. /blog, whose slot
// exists but is off, is the same page as before (HTML and policy), so Lighthouse finds it unchanged.
// Switching the slot off takes it away again. The screen has no accessibility violations at a
// desktop's or a phone's width, nor has the post page with its consent prompt.
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { AD_SLOT_MESSAGES } from '@poolscape/shared/ad-slots';
import { signIn, sql } from '../helpers/designs.ts';

const PUBLISHER = 'ca-pub-1234567890123456';
const SLOT = '4455667788';
const AD_HOSTS = /(^|\.)(googlesyndication\.com|doubleclick\.net|adtrafficquality\.google|google\.com)$/;
const AD_HOST = 'https://pagead2.googlesyndication.com';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('section[aria-label="Notifications (F8)"]')
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`,
  );
}

/** A page's HTML and policy as a visitor's browser gets them. */
async function fetchPage(request: APIRequestContext, path: string) {
  const response = await request.get(path, { headers: { 'cache-control': 'no-cache' } });
  expect(response.status(), path).toBe(200);
  return { html: await response.text(), policy: response.headers()['content-security-policy'] ?? '' };
}

/** Polls until the page at `path` shows the slot (`present`) or no longer does. */
async function waitForSlot(request: APIRequestContext, path: string, present: boolean): Promise<void> {
  await expect
    .poll(async () => (await fetchPage(request, path)).html.includes(`data-ad-slot="${SLOT}"`), {
      timeout: 60_000,
      intervals: [500],
    })
    .toBe(present);
}

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

test('an admin switches an ad slot on: it shows on its page with a policy that allows it, after consent, and nowhere else', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const before = await fetchPage(request, '/blog');
  const slug = before.html.match(/href="\/blog\/([a-z0-9-]+)\/?"/)?.[1];
  if (!slug) throw new Error('the blog lists no post');
  const post = `/blog/${slug}`;
  const postBefore = await fetchPage(request, post);
  expect(postBefore.policy).not.toContain('googlesyndication');

  const admin = await signIn(page);
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  await page.goto('/admin/adsense');
  await expect(page.getByRole('heading', { name: 'Ad slots', level: 1 })).toBeVisible();
  await expect(page.getByText('No ad slots yet')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Wrong ids are refused in plain words, before anything is sent.
  await page.getByRole('button', { name: 'Add a slot: blog post sidebar' }).click();
  const form = page.getByRole('dialog', { name: 'Add an ad slot' });
  await form.getByLabel('Publisher id').fill('pub-123');
  await form.getByLabel('Slot id').fill('12ab');
  await form.getByRole('button', { name: 'Add the slot' }).click();
  await expect(form.getByText(AD_SLOT_MESSAGES.publisherId)).toBeVisible();
  await expect(form.getByText(AD_SLOT_MESSAGES.slotId)).toBeVisible();
  await expect(form.getByLabel('Publisher id')).toBeFocused();
  await expect(form.getByLabel('Publisher id')).toHaveAttribute('aria-invalid', 'true');

  // Added off, with the keyboard; then switched on.
  await form.getByLabel('Publisher id').fill(PUBLISHER);
  await form.getByLabel('Slot id').fill(SLOT);
  await form.getByLabel('Slot id').press('Enter');
  await expect(form).toBeHidden();
  const sidebar = page.getByRole('listitem').filter({ hasText: 'Blog post sidebar' });
  await expect(sidebar.getByText(PUBLISHER)).toBeVisible();
  const onOff = sidebar.getByRole('switch', { name: 'Show the ad blog post sidebar' });
  await expect(onOff).toHaveAttribute('aria-checked', 'false');

  // The slot between posts on /blog exists too, but stays off.
  await page.getByRole('button', { name: 'Add a slot: between posts on the blog' }).click();
  await form.getByLabel('Publisher id').fill(PUBLISHER);
  await form.getByLabel('Slot id').fill('9988776655');
  await form.getByRole('button', { name: 'Add the slot' }).click();
  await expect(form).toBeHidden();

  await onOff.click();
  await expect(onOff).toHaveAttribute('aria-checked', 'true');
  await waitForSlot(request, post, true);

  // A visitor on a phone: the policy lets the ad network in; the prompt asks before anything loads.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  const adRequests: string[] = [];
  await visitor.route(
    (url) => AD_HOSTS.test(url.hostname),
    (route) => {
      adRequests.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  const reader = await visitor.newPage();
  const response = await reader.goto(post);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(directive(policy, 'script-src')).toContain(AD_HOST);
  expect(directive(policy, 'frame-src')).toContain('https://googleads.g.doubleclick.net');
  await expect(reader.locator(`ins.adsbygoogle[data-ad-slot="${SLOT}"]`)).toBeAttached();
  const ad = reader.getByRole('complementary', { name: 'Advertisement' });
  await expect(ad).toBeHidden();
  const prompt = reader.getByRole('region', { name: 'Ads on this page' });
  await expect(prompt).toBeVisible();
  const box = await prompt.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
  expect(await violations(reader)).toEqual([]);
  await reader.waitForLoadState('networkidle');
  expect(adRequests).toEqual([]);

  await prompt.getByRole('button', { name: 'Allow ads' }).click();
  await expect(prompt).toBeHidden();
  await expect(ad).toBeVisible();
  await expect.poll(() => adRequests.length).toBeGreaterThan(0);
  expect(adRequests[0]).toBe(`${AD_HOST}/pagead/js/adsbygoogle.js?client=${PUBLISHER}`);
  // The choice is remembered: the next page asks no more.
  await reader.reload();
  await expect(ad).toBeVisible();
  await expect(prompt).toBeHidden();

  // Other pages keep their policy; /blog (its slot is off) is the same page as before.
  const blog = await fetchPage(request, '/blog');
  expect(blog.policy).toBe(before.policy);
  expect(blog.policy).not.toContain('googlesyndication');
  expect(blog.html).toBe(before.html);
  expect((await fetchPage(request, '/')).policy).not.toContain('googlesyndication');
  // Never on the signed-in app, whose pages keep the site's policy.
  const app = await page.request.get('/admin/adsense');
  expect(app.headers()['content-security-policy']).not.toContain('googlesyndication');
  expect(await app.text()).not.toContain('data-ad-network');

  // Switched off, it leaves the page, and the page's policy is what it was.
  await onOff.click();
  await expect(onOff).toHaveAttribute('aria-checked', 'false');
  await waitForSlot(request, post, false);
  expect((await fetchPage(request, post)).policy).toBe(postBefore.policy);
  const later = await visitor.newPage();
  adRequests.length = 0;
  await later.goto(post);
  await expect(later.getByRole('region', { name: 'Ads on this page' })).toHaveCount(0);
  await later.waitForLoadState('networkidle');
  expect(adRequests).toEqual([]);
  await visitor.close();

  // At a phone's width the screen fits and has no violations; then both slots are deleted.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await violations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const place of ['blog post sidebar', 'between posts on the blog']) {
    await page.getByRole('button', { name: `Delete the ${place} slot` }).click();
    await page
      .getByRole('dialog', { name: 'Delete this ad slot?' })
      .getByRole('button', { name: 'Delete the slot' })
      .click();
    await expect(page.getByRole('button', { name: `Add a slot: ${place}` })).toBeVisible();
  }
  await expect(page.getByText('No ad slots yet')).toBeVisible();
});
