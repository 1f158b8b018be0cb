// One account with the CMS, and the content screens. An admin opens /admin/blog, edits a post in
// the CMS's own editor without a second sign-in, publishes it from the list and reads it on
// /blog/{slug}; schedules and cancels an unpublish; a later draft stays off the site until
// published, and unpublishing takes the post down. An ordinary user is not let into the CMS, by page
// or by REST; an editor has the content screens and is refused the people. Signing out of the app
// signs out of the CMS.
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { richText, signInToCms, waitForStatus } from '../helpers/cms.ts';
import { signIn, sql } from '../helpers/designs.ts';

test('an admin edits a post in the CMS with their app account and publishes it from /admin/blog', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(150_000);
  // A draft post, written by the installation's editor account.
  const slug = `one-account-${Date.now()}`;
  const cmsEditor = await signInToCms(request);
  const created = await request.post('/cms/api/posts', {
    headers: cmsEditor,
    data: {
      title: 'Salt or chlorine: a first draft',
      slug,
      excerpt: 'How the two compare over a season.',
      content: richText('Salt systems make their own chlorine.'),
      _status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  // The editor saves drafts as they type (autosave): the latest draft's title, as the CMS keeps it.
  const draftTitle = async () =>
    (
      (await (
        await request.get(`/cms/api/posts/${doc.id}?draft=true&depth=0`, { headers: cmsEditor })
      ).json()) as {
        title: string;
      }
    ).title;

  const admin = await signIn(page);
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  await page.goto('/admin/blog');
  const row = page.getByRole('listitem').filter({ hasText: 'Salt or chlorine: a first draft' });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // The CMS's editor opens with the same account: no sign-in form.
  await row.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/cms\/admin\/collections\/posts\/\d+/);
  const title = page.locator('#field-title');
  await expect(title).toHaveValue('Salt or chlorine: a first draft');
  await title.fill('Salt or chlorine: what suits your pool');
  await expect.poll(draftTitle, { timeout: 20_000 }).toBe('Salt or chlorine: what suits your pool');

  // Published from the app's list, it reaches the site as any publish does.
  await page.goto('/admin/blog');
  const edited = page.getByRole('listitem').filter({ hasText: 'Salt or chlorine: what suits your pool' });
  await edited.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(edited.getByText('Published', { exact: true })).toBeVisible();
  await waitForStatus(request, `/blog/${slug}`, 200);
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Salt or chlorine: what suits your pool');

  // A scheduled unpublish shows on the list until it is cancelled.
  await page.goto('/admin/blog');
  const live = page.getByRole('listitem').filter({ hasText: 'Salt or chlorine: what suits your pool' });
  await live.getByRole('button', { name: 'Schedule…' }).click();
  await live.getByLabel('Then').selectOption('unpublish');
  await live.getByLabel('At').fill('2031-06-01T09:30');
  await live.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(live.getByText(/Unpublishes Jun 1, 2031/)).toBeVisible();
  await live.getByRole('button', { name: 'Cancel the scheduled unpublish' }).click();
  await expect(live.getByText(/Unpublishes/)).toHaveCount(0);

  // A later edit saved as a draft is not live until published; unpublishing takes the post down.
  await live.getByRole('link', { name: 'Edit' }).click();
  await page.locator('#field-title').fill('Salt or chlorine: a rewrite in progress');
  await expect.poll(draftTitle, { timeout: 20_000 }).toBe('Salt or chlorine: a rewrite in progress');
  await page.goto('/admin/blog');
  const changed = page.getByRole('listitem').filter({ hasText: 'Salt or chlorine: a rewrite in progress' });
  await expect(changed.getByText('Published, with unpublished changes')).toBeVisible();
  expect(await (await request.get(`/blog/${slug}`)).text()).toContain(
    'Salt or chlorine: what suits your pool',
  );
  await changed.getByRole('button', { name: 'Unpublish' }).click();
  await expect(changed.getByText('Draft', { exact: true })).toBeVisible();
  await waitForStatus(request, `/blog/${slug}`, 404);

  // An ordinary user is not let in, by page or by REST.
  const userContext = await browser.newContext({ baseURL });
  const userPage = await userContext.newPage();
  const user = await signIn(userPage);
  await userPage.goto('/cms/admin');
  await expect(userPage).toHaveURL(/\/cms\/admin\/login/);
  await expect(userPage.getByRole('link', { name: 'Sign in with your Poolscape account' })).toBeVisible();
  const me = await request.get('/cms/api/users/me', { headers: user.auth });
  expect(((await me.json()) as { user: unknown }).user).toBeNull();
  const refused = await request.get('/cms/api/content-admin/posts', { headers: user.auth });
  expect(refused.status()).toBe(401);
  const drafts = await request.get('/cms/api/posts?draft=true&where[_status][equals]=draft', {
    headers: user.auth,
  });
  expect(((await drafts.json()) as { totalDocs: number }).totalDocs).toBe(0);

  // An editor has the content screens, and is refused the people. (A fresh account: the CMS keeps
  // a "not staff" answer for a few seconds, so the user's own token would wait them out.)
  const editor = await signIn(userPage);
  await sql("update app.users set staff_role = 'editor' where id = $1", [editor.id]);
  await userPage.goto('/admin/tutorials');
  await expect(userPage.getByRole('heading', { name: 'Tutorials', level: 1 })).toBeVisible();
  await expect(
    userPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
  expect((await request.get('/api/admin/users', { headers: editor.auth })).status()).toBe(403);
  await userPage.goto('/admin/users');
  await expect(userPage.getByRole('heading', { name: 'This is for Poolscape admins only.' })).toBeVisible();
  // The CMS counts a role just given within its few seconds of remembering "not staff" (signIn's
  // visit to /blog sent this token to the CMS with its pictures before the role was given).
  await expect(async () => {
    await userPage.goto('/cms/admin/collections/tutorials');
    await expect(userPage.getByRole('heading', { name: 'Tutorials' }).first()).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 20_000 });
  await userContext.close();

  // Any path, action and body to the quick actions answers in words, never with a 5xx.
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('posts', 'tutorials', 'banners', 'announcements', 'users', '..'),
      // Never a real item's id: the seeded content stays as it is for the other tests.
      fc.oneof(
        fc.constantFrom('999999', '0', '-1'),
        fc.string({ maxLength: 20 }).filter((id) => !/^\d{1,5}$/.test(id)),
      ),
      fc.oneof(
        fc.constantFrom('publish', 'unpublish', 'schedule', 'cancel-schedule'),
        fc.string({ maxLength: 20 }),
      ),
      fc.oneof(
        fc.jsonValue(),
        fc.record({
          at: fc.oneof(
            fc.string(),
            fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          ),
        }),
      ),
      async (kind, id, action, body) => {
        const path = `/cms/api/content-admin/${kind}/${encodeURIComponent(id)}/${encodeURIComponent(action)}`;
        const response = await request.post(path, { headers: admin.auth, data: body as object });
        expect(response.status(), path).toBeLessThan(500);
      },
    ),
    { numRuns: 25 },
  );

  // Signing out of the app signs out of the CMS.
  expect((await request.post('/api/auth/logout', { headers: admin.auth })).status()).toBeLessThan(300);
  await page.goto('/cms/admin');
  await expect(page).toHaveURL(/\/cms\/admin\/login/);
});
