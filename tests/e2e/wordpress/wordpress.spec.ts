// The WordPress integration in the browser, against a real WordPress on loopback (started in the
// background by the global setup): a contractor connects their site in the wizard, through the
// messages a wrong address or password gets, and publishes a design, read back from WordPress's
// REST API and its public page; then installs our plugin from the wizard's zip in wp-admin, sets
// its API key, and sees the gallery and a blog post on a WordPress page, design names as text.
import { expect, type Page, test } from '@playwright/test';
import { WORDPRESS_TEXT } from '@poolscape/shared';
import { WORDPRESS_USERS, type WordPressSite, waitForWordPress } from '../../kit/wordpress/wordpress.ts';
import { createDesignByApi, signIn, sql, waitForRenders } from '../helpers/designs.ts';

const DESIGN_NAME = 'Harbour <b>Bold</b> pool';

async function connectInWizard(page: Page, site: WordPressSite, password: string) {
  await page.goto('/wordpress-wizard');
  const address = page.getByLabel('Site address');
  await address.fill(site.notWordPressUrl);
  await page.getByRole('button', { name: 'Check the site' }).click();
  await expect(page.getByRole('alert')).toHaveText(WORDPRESS_TEXT.notWordPress);

  await address.fill(site.url);
  await page.getByRole('button', { name: 'Check the site' }).click();
  await expect(page.getByRole('link', { name: 'Open your WordPress profile' })).toHaveAttribute(
    'href',
    `${site.url}/wp-admin/profile.php#application-passwords-section`,
  );
  await page.getByLabel('WordPress user name').fill('author');
  await page.getByLabel('Application password').fill('abcd efgh ijkl mnop qrst uvwx');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert')).toHaveText(WORDPRESS_TEXT.wrongPassword);

  await page.getByLabel('Application password').fill(password);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByTestId('wordpress-connected')).toContainText(`as`);
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible();
}

test('a contractor connects their WordPress site and publishes a design to it, then shows our content with the plugin', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const site = await waitForWordPress();
  const password = await site.createApplicationPassword('author');
  const account = await signIn(page);
  const design = await createDesignByApi(page.request, account, { name: DESIGN_NAME });
  await waitForRenders(page.request, account, [design.id]);
  await page.request.patch(`/api/designs/${design.id}`, {
    headers: account.auth,
    data: { visibility: 'public' },
  });

  await connectInWizard(page, site, password);

  // Publish from the design's page, read the post back from WordPress, then publish again: same post.
  await page.goto(`/design/result/${design.id}`);
  const panel = page.getByRole('region', { name: 'WordPress' });
  await panel.getByRole('button', { name: 'Publish to WordPress' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish to WordPress' });
  await expect(dialog.getByLabel('Title')).toHaveValue(DESIGN_NAME);
  await dialog.getByLabel('Text (optional)').fill('Our newest backyard design.');
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const line = panel.getByTestId('wordpress-publication');
  await expect(line).toContainText('Published on');
  const postUrl = await line.getByRole('link', { name: 'View the post' }).getAttribute('href');
  const posts = (await (await site.rest(`/wp/v2/posts?search=${encodeURIComponent('Harbour')}`)).json()) as {
    id: number;
    link: string;
    title: { rendered: string };
  }[];
  expect(posts).toHaveLength(1);
  expect(posts[0]?.link).toBe(postUrl);
  expect(posts[0]?.title.rendered).toBe('Harbour &lt;b&gt;Bold&lt;/b&gt; pool');

  const wordpressPage = await page.context().newPage();
  await wordpressPage.goto(postUrl ?? '');
  await expect(wordpressPage.getByRole('heading', { name: DESIGN_NAME })).toBeVisible();
  await expect(wordpressPage.getByText('Our newest backyard design.')).toBeVisible();
  await expect(wordpressPage.locator('figure', { hasText: 'Before' }).locator('img')).toBeVisible();
  await expect(wordpressPage.locator('figure', { hasText: 'After' }).locator('img')).toBeVisible();
  await expect(wordpressPage.getByRole('link', { name: 'See this design on Poolscape' })).toHaveAttribute(
    'href',
    new RegExp(`/design/share/${design.id}$`),
  );

  await panel.getByRole('button', { name: 'Publish to WordPress' }).click();
  await dialog.getByRole('button', { name: 'Update the post' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  const after = (await (await site.rest('/wp/v2/posts?search=Harbour')).json()) as { id: number }[];
  expect(after.map((post) => post.id)).toEqual([posts[0]?.id]);

  // The plugin: an API key and the zip from the wizard, installed in wp-admin like any plugin.
  await sql(
    `update app.designs set gallery_status = 'approved', gallery_submitted_at = now(), gallery_decided_at = now() where id = $1`,
    [design.id],
  );
  await page.goto('/wordpress-wizard');
  await page.getByRole('button', { name: 'Create an API key' }).click();
  const key = (await page.getByTestId('new-api-key').textContent()) ?? '';
  expect(key).toMatch(/^psk_/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download the plugin' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('poolscape.zip');
  // WordPress takes only a file named .zip, as the browser saved it.
  const zip = test.info().outputPath('poolscape.zip');
  await download.saveAs(zip);

  const admin = WORDPRESS_USERS.admin;
  await wordpressPage.goto(`${site.url}/wp-login.php`);
  await wordpressPage.getByLabel('Username or Email Address').fill(admin.login);
  await wordpressPage.getByLabel('Password', { exact: true }).fill(admin.password);
  await wordpressPage.getByRole('button', { name: 'Log In' }).click();
  await wordpressPage.waitForURL(/wp-admin/);
  await wordpressPage.goto(`${site.url}/wp-admin/plugin-install.php?tab=upload`);
  await wordpressPage.locator('input[name="pluginzip"]').setInputFiles(zip);
  await wordpressPage.getByRole('button', { name: 'Install Now' }).click();
  await wordpressPage.getByRole('link', { name: 'Activate Plugin' }).click();
  await expect(wordpressPage.getByText('Plugin activated.')).toBeVisible();

  await wordpressPage.goto(`${site.url}/wp-admin/options-general.php?page=poolscape`);
  await expect(wordpressPage.getByLabel('Poolscape address')).toHaveValue(new URL(page.url()).origin);
  await wordpressPage.getByLabel('API key').fill(key);
  await wordpressPage.getByRole('button', { name: 'Save settings' }).click();
  await expect(wordpressPage.getByText(/Connected: 1 public design/)).toBeVisible();

  const latestPost = (
    (await (await page.request.get('/api/blog/posts?limit=1')).json()) as { title: string }[]
  )[0];
  const shown = await site.php(`echo wp_insert_post(array(
    'post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Our pools',
    'post_content' => "[poolscape_gallery count=\\"6\\"]\\n\\n[poolscape_posts count=\\"3\\"]",
  ));`);
  await wordpressPage.goto(`${site.url}/?page_id=${shown.trim()}`);
  await expect(wordpressPage.getByText(DESIGN_NAME, { exact: true }).first()).toBeVisible();
  await expect(wordpressPage.locator('b', { hasText: 'Bold' })).toHaveCount(0);
  await expect(wordpressPage.getByRole('link', { name: latestPost?.title ?? '' })).toBeVisible();
});
