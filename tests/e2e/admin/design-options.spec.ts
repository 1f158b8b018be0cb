// The design options manager (/admin/design-options), as an admin with their app account (the
// options live in the CMS, reached with the same session): Waterfalls switched off and Modern moved
// down with the keyboard, a preview picture uploaded for Natural and picked from the library for
// Lighting, then saved. A user's create screen no longer offers Waterfalls, lists the styles in the
// new order with the pictures; the API refuses a design with waterfalls in plain words. The screen
// has no accessibility violations at a desktop's or a phone's width. The options are put back
// afterwards, since the other browser tests design with the built-in ones.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { defaultDesignOptionRows } from '@poolscape/shared/design-options';
import { signIn, sql, YARD_PHOTO } from '../helpers/designs.ts';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('section[aria-label="Notifications (F8)"]')
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`,
  );
}

let adminToken = '';

test.afterAll(async ({ request }) => {
  if (!adminToken) return;
  const response = await request.post('/cms/api/globals/design-options', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      styles: defaultDesignOptionRows('styles'),
      features: defaultDesignOptionRows('features'),
      timesOfDay: defaultDesignOptionRows('timesOfDay'),
    },
  });
  expect(response.status()).toBe(200);
});

test('an admin switches off a feature: the create screen stops offering it and the API refuses it', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signIn(page);
  adminToken = admin.token;
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  await page.goto('/admin/design-options');
  await expect(page.getByRole('heading', { name: 'Design options', level: 1 })).toBeVisible();
  const features = page.getByRole('region', { name: 'Features' });
  const waterfalls = features.getByRole('switch', { name: 'Offered on the create screen: Waterfalls' });
  await expect(waterfalls).toBeChecked();
  expect(await violations(page)).toEqual([]);

  await waterfalls.focus();
  await page.keyboard.press('Space');
  await expect(waterfalls).not.toBeChecked();
  const styles = page.getByRole('region', { name: 'Styles' });
  await styles.getByRole('button', { name: /^Move down\s*: Modern, now 1 of 5$/ }).press('Enter');
  await expect(styles.getByRole('listitem').first()).toContainText('Traditional');

  // A picture uploaded for one option, and picked from the media library for another.
  await styles.getByLabel('Upload a picture for Natural').setInputFiles(YARD_PHOTO);
  await expect(styles.getByRole('img', { name: 'Preview of Natural' })).toBeVisible();
  await features.getByRole('button', { name: 'Choose a picture for Lighting from library' }).click();
  const library = page.getByRole('dialog', { name: 'Choose a picture for Lighting' });
  await library.getByRole('button', { name: 'Preview of the Natural option' }).click();
  await expect(library).toBeHidden();
  await expect(features.getByRole('img', { name: 'Preview of Lighting' })).toBeVisible();
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Everything is saved.')).toBeVisible();
  await expect(waterfalls).not.toBeChecked();

  // On a phone the screen fits the width and stays accessible.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await violations(page)).toEqual([]);

  // The CMS told the API; a user's create screen follows.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/design-options');
      const body = (await response.json()) as { features: { key: string; enabled: boolean }[] };
      return body.features.find((item) => item.key === 'waterfalls')?.enabled;
    })
    .toBe(false);
  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  const user = await signIn(userPage);
  await userPage.goto('/design/create');
  const addons = userPage.getByRole('group', { name: 'Features' });
  await expect(addons.getByRole('button', { name: 'Lighting' })).toBeVisible();
  await expect(addons.getByRole('button', { name: 'Waterfalls' })).toHaveCount(0);
  await expect(addons.getByRole('button', { name: 'Lighting' }).locator('img')).toHaveAttribute(
    'src',
    /^\/cms\/api\/media\/file\//,
  );
  const natural = userPage.locator('label').filter({ hasText: /^Natural/ });
  await expect(natural.locator('img')).toBeVisible();
  await expect(
    userPage.getByRole('group', { name: 'Style', exact: true }).getByRole('radio').first(),
  ).toHaveAccessibleName(/^Traditional/);

  const refused = await userPage.request.post('/api/designs', {
    headers: user.auth,
    data: {
      source: { sampleId: 'garden-small-fenced-yard' },
      options: { style: 'modern', features: ['waterfalls'] },
    },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toBe('Waterfalls are not available right now.');
  await userContext.close();
});
