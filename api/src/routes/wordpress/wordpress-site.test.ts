// The WordPress integration against a real WordPress (Debian's, on loopback, with MariaDB, PHP-FPM
// and nginx, started for this file): every way the wizard's check fails that WordPress can show
// (not WordPress, REST API turned off by a filter, a wrong password, a user who may not publish),
// connecting, and publishing designs and collections, read back through WordPress's REST API and
// its public pages. The application password never appears in an answer or a log line.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WORDPRESS_TEXT } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import type { TestApp } from '@poolscape/tests/kit/test-app';
import type { TestDatabase } from '@poolscape/tests/kit/test-database';
import { type RunningWordPress, startWordPress } from '@poolscape/tests/kit/wordpress/wordpress';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../net/free-port.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
type Json = Record<string, unknown> & { id: number };

describe('publishing to a real WordPress', () => {
  let made: StudioTestApp;
  let db: TestDatabase;
  let test: TestApp;
  let wordpress: RunningWordPress;
  let folder: string;
  const log: string[] = [];
  let authorPassword: string;
  let adminPassword: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'poolscape-wordpress-'));
    wordpress = await startWordPress({
      dir: join(folder, 'site'),
      port: await freePort(),
      notWordPressPort: await freePort(),
    });
    authorPassword = await wordpress.createApplicationPassword('author');
    adminPassword = await wordpress.createApplicationPassword('admin');
  }, 120_000);
  afterAll(async () => {
    await wordpress?.stop();
    rmSync(folder, { recursive: true, force: true });
  });
  useStudioTestApp(
    (given) => {
      made = given;
      ({ db, test } = given);
    },
    {
      wordpressAllowPrivate: true,
      publicUrl: 'https://pools.example',
      logLevel: 'debug',
      logDestination: { write: (line) => void log.push(line) },
    },
  );
  const call = callAs(() => test);
  const asAdmin = async (path: string, init: RequestInit = {}) => {
    const response = await wordpress.rest(path, {
      user: 'admin',
      appPassword: adminPassword,
      ...init,
    } as never);
    return (await response.json()) as Json & Json[];
  };
  const connect = (user: User, username: string, applicationPassword: string, siteUrl = wordpress.url) =>
    call(user, 'PUT', '/api/wordpress/connection', { siteUrl, username, applicationPassword });

  it('says plainly why a site cannot be connected, then connects with a good application password', async () => {
    const user = await registerUser(test.app, db.pool);
    const refusal = async (response: Awaited<ReturnType<typeof call>>) => {
      expect(response.statusCode, response.body).toBe(409);
      return response.json().problem as string;
    };
    expect(
      await refusal(
        await call(user, 'POST', '/api/wordpress/site-check', { siteUrl: wordpress.notWordPressUrl }),
      ),
    ).toBe('notWordPress');
    const found = await call(user, 'POST', '/api/wordpress/site-check', {
      siteUrl: `${wordpress.url.replace('http://', '')}/wp-admin/`,
    });
    // Typed without http:// the address is tried as https, which this site does not serve.
    expect(found.statusCode).toBe(409);
    const checked = await call(user, 'POST', '/api/wordpress/site-check', {
      siteUrl: `${wordpress.url}/wp-admin/`,
    });
    expect(checked.json()).toEqual({
      siteUrl: wordpress.url,
      siteName: expect.any(String),
      profileUrl: `${wordpress.url}/wp-admin/profile.php`,
    });

    expect(await refusal(await connect(user, 'author', 'abcd efgh ijkl mnop qrst uvwx'))).toBe(
      'wrongPassword',
    );
    const subscriber = await wordpress.createApplicationPassword('subscriber');
    expect(await refusal(await connect(user, 'subscriber', subscriber))).toBe('cannotPublish');
    wordpress.setRestDisabled(true);
    try {
      const disabled = await connect(user, 'author', authorPassword);
      expect(disabled.json()).toEqual({ problem: 'restDisabled', message: WORDPRESS_TEXT.restDisabled });
      expect(
        await refusal(await call(user, 'POST', '/api/wordpress/site-check', { siteUrl: wordpress.url })),
      ).toBe('restDisabled');
    } finally {
      wordpress.setRestDisabled(false);
    }
    expect((await call(user, 'GET', '/api/wordpress/connection')).json()).toEqual({ connection: null });

    const connected = await connect(user, 'author', authorPassword);
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toMatchObject({ siteUrl: wordpress.url, username: 'author' });
    for (const text of [
      connected.body,
      (await call(user, 'GET', '/api/wordpress/connection')).body,
      ...log,
    ]) {
      expect(text).not.toContain(authorPassword);
      expect(text).not.toContain(authorPassword.replace(/\s+/g, ''));
    }
  });

  it('publishes a design as a post with its before and after, updates it in place, and recreates it when deleted there', async () => {
    const user = await registerUser(test.app, db.pool);
    expect((await connect(user, 'author', authorPassword)).statusCode).toBe(200);
    const [design] = await renderedDesigns(made, user, 1);
    await call(user, 'PATCH', `/api/designs/${design}`, { visibility: 'unlisted' });
    const name = `Pools & Spas ${Date.now()}`;
    const category = await asAdmin('/wp/v2/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    const categories = (await call(user, 'GET', '/api/wordpress/categories')).json() as {
      id: number;
      name: string;
    }[];
    expect(categories).toContainEqual({ id: category.id, name });

    const first = await call(user, 'POST', `/api/wordpress/publish/design/${design}`, {
      title: 'The <b>Smith</b> pool',
      text: 'A freeform pool.\n\nWith a <script>alert(1)</script> spa.',
      status: 'draft',
      categoryId: category.id,
    });
    expect(first.statusCode, first.body).toBe(200);
    const publication = first.json();
    expect(publication).toMatchObject({
      siteUrl: wordpress.url,
      type: 'post',
      status: 'draft',
      title: 'The <b>Smith</b> pool',
    });
    const draft = await asAdmin(`/wp/v2/posts/${publication.postId}?context=edit`);
    expect(draft.status).toBe('draft');
    expect(draft.categories).toEqual([category.id]);
    const content = (draft.content as { raw: string }).raw;
    expect(content).toContain('poolscape-before-after');
    expect(content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(content).toContain(`https://pools.example/design/share/${design}`);
    const mediaIds = [...content.matchAll(/wp-image-(\d+)/g)].map((match) => Number(match[1]));
    expect(mediaIds).toHaveLength(2);
    const before = await asAdmin(`/wp/v2/media/${mediaIds[0]}`);
    expect(before.mime_type).toBe('image/jpeg');
    expect(before.alt_text).toBe('Option 1: the yard before');

    const again = await call(user, 'POST', `/api/wordpress/publish/design/${design}`, {
      title: 'The <b>Smith</b> pool',
      status: 'publish',
    });
    expect(again.json()).toMatchObject({ postId: publication.postId, status: 'publish' });
    // The pictures the post showed before are gone from the media library; the new ones are there.
    for (const id of mediaIds)
      expect(
        (await wordpress.rest(`/wp/v2/media/${id}`, { user: 'admin', appPassword: adminPassword } as never))
          .status,
      ).toBe(404);
    const page = await fetch(again.json().link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('The &lt;b&gt;Smith&lt;/b&gt; pool');
    expect(html).toMatch(/<figcaption[^>]*>Before<\/figcaption>/);
    expect(html).toMatch(/<figcaption[^>]*>After<\/figcaption>/);
    expect(
      (await call(user, 'GET', `/api/wordpress/publications/design/${design}`)).json().publication.postId,
    ).toBe(publication.postId);

    await asAdmin(`/wp/v2/posts/${publication.postId}?force=true`, { method: 'DELETE' });
    const recreated = await call(user, 'POST', `/api/wordpress/publish/design/${design}`, {
      title: 'Back again',
      status: 'publish',
    });
    expect(recreated.statusCode).toBe(200);
    expect(recreated.json().postId).not.toBe(publication.postId);
    const posts = await asAdmin('/wp/v2/posts?search=Back%20again');
    expect(posts.map((post) => post.id)).toEqual([recreated.json().postId]);
  });

  it('publishes a collection as a gallery post (an author may not publish pages), and asks to connect again once WordPress revokes the password', async () => {
    const user = await registerUser(test.app, db.pool);
    const password = await wordpress.createApplicationPassword('author', 'Revoked later');
    expect((await connect(user, 'author', password)).statusCode).toBe(200);
    const designs = await renderedDesigns(made, user, 2);
    const collection = (
      await call(user, 'POST', '/api/collections', { name: 'Backyard options', visibility: 'public' })
    ).json();
    await call(user, 'POST', `/api/collections/${collection.id}/designs`, { designIds: designs });
    const mediaBefore = (await asAdmin('/wp/v2/media?per_page=100')).length;
    const asPage = await call(user, 'POST', `/api/wordpress/publish/collection/${collection.id}`, {
      title: 'Three ways to build it',
      status: 'publish',
      type: 'page',
    });
    expect(asPage.json()).toEqual({ problem: 'cannotPublish', message: WORDPRESS_TEXT.cannotPublishPages });
    // Nothing the refused publish uploaded stays in the media library.
    expect(await asAdmin('/wp/v2/media?per_page=100')).toHaveLength(mediaBefore);
    const published = await call(user, 'POST', `/api/wordpress/publish/collection/${collection.id}`, {
      title: 'Three ways to build it',
      status: 'publish',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().type).toBe('post');
    const page = await asAdmin(`/wp/v2/posts/${published.json().postId}?context=edit`);
    const raw = (page.content as { raw: string }).raw;
    expect(raw).toContain('wp:gallery');
    expect([...raw.matchAll(/wp-image-\d+/g)]).toHaveLength(2);

    await wordpress.php(`$user = get_user_by('login', 'author');
foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item)
  if ($item['name'] === 'Revoked later') WP_Application_Passwords::delete_application_password($user->ID, $item['uuid']);`);
    const refused = await call(user, 'POST', `/api/wordpress/publish/collection/${collection.id}`, {
      title: 'Again',
      status: 'publish',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ problem: 'wrongPassword', message: WORDPRESS_TEXT.passwordRevoked });
  });
});
