// A disabled account shares nothing: its shared design (page, photo and renders), public
// collection, presentation link, public profile and WordPress feed key answer like missing ones,
// and answer again once an admin enables the account.
import { CollectionSchema, PresentationSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import { SHARE_SHELLS } from '@poolscape/tests/kit/leads';
import { describe, expect, it } from 'vitest';

describe('a disabled account', () => {
  let made: StudioTestApp;
  useStudioTestApp(
    (studio) => {
      made = studio;
    },
    { files: SHARE_SHELLS },
  );
  const call = callAs(() => made.test);

  it('stops every link, profile and key it shared answering, until it is enabled again', async () => {
    const owner = await registerUser(made.test.app, made.db.pool, 'pro');
    const admin = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const [design] = await renderedDesigns(made, owner, 1);
    await call(owner, 'PATCH', `/api/designs/${design}`, { visibility: 'public' });
    await call(owner, 'PATCH', '/api/profile', { profilePublic: true });
    const collection = CollectionSchema.parse(
      (await call(owner, 'POST', '/api/collections', { name: 'Lakeside', visibility: 'public' })).json(),
    );
    await call(owner, 'POST', `/api/collections/${collection.id}/designs`, { designIds: [design] });
    const presentation = PresentationSchema.parse(
      (
        await call(owner, 'POST', '/api/presentations', { title: 'For the Smiths', designIds: [design] })
      ).json(),
    );
    const shared = PresentationSchema.parse(
      (await call(owner, 'PATCH', `/api/presentations/${presentation.id}`, { shared: true })).json(),
    );
    const token = shared.shareUrl?.split('/present/')[1] ?? '';
    const key = (await call(owner, 'POST', '/api/wordpress/keys', { name: 'Site' })).json() as {
      secret: string;
    };
    const imageId = (
      await made.db.pool.query<{ id: string }>('select id from app.design_images where design_id = $1', [
        design,
      ])
    ).rows[0]?.id;

    const addresses = [
      `/design/share/${design}`,
      `/api/designs/${design}/photo`,
      `/api/images/${imageId}/display`,
      `/profile/public/${owner.id}/collections/${collection.id}`,
      `/api/present/${token}`,
      `/present/${token}`,
      `/api/profiles/${owner.id}`,
    ];
    const statuses = async () => {
      const pages = await Promise.all(
        addresses.map(async (url) => (await made.test.app.inject({ method: 'GET', url })).statusCode),
      );
      const feed = await made.test.app.inject({
        method: 'GET',
        url: '/api/feed/v1/designs',
        headers: { authorization: `Bearer ${key.secret}` },
      });
      return [...pages, feed.statusCode];
    };
    const unknownKey = await made.test.app.inject({
      method: 'GET',
      url: '/api/feed/v1/designs',
      headers: { authorization: `Bearer ${key.secret.slice(0, -4)}zzzz` },
    });
    expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);

    const setDisabled = (disabled: boolean) =>
      call(admin, 'PATCH', `/api/admin/users/${owner.id}`, { disabled });
    expect((await setDisabled(true)).statusCode).toBe(200);
    // Its API key too: the key is right, and its account is closed (an unknown key is refused, 401).
    expect(unknownKey.statusCode).toBe(401);
    expect(await statuses()).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);

    expect((await setDisabled(false)).statusCode).toBe(200);
    expect(await statuses()).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
  });
});
