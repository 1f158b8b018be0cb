// The admin video manager through the API against a real database: every user video found by its
// filters; a shared design's video hidden from its share page, its link preview and its files for
// anyone but its owner (and admins), then shown again; each change in the audit log; and nobody
// but an admin can list or change anything.
import {
  AdminVideoPageSchema,
  AdminVideoRowSchema,
  AuditPageSchema,
  VideoListSchema,
} from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import { drainVideoJobs, standInVideoEngine } from '@poolscape/tests/kit/videos';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

type User = Awaited<ReturnType<typeof registerUser>>;

/** The design share page's shell, cut down to its data block and head. */
const SHELL =
  '<!doctype html><html><head><title>%%SHARE_TITLE%%</title></head><body>' +
  '<script type="application/json" id="share-data">%%SHARE_JSON%%</script></body></html>';

describe('videos in the admin area', () => {
  let made: StudioTestApp;
  useStudioTestApp(
    (studio) => {
      made = studio;
    },
    { files: { 'design-share/index.html': SHELL } },
  );
  const call = callAs(() => made.test);

  const staff = async (role: 'admin' | 'editor') => {
    const user = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query('update app.users set staff_role = $2 where id = $1', [user.id, role]);
    return user;
  };

  /** A finished video (stand-in engine) of a new rendered design of `owner`, named `name`. */
  async function videoOf(owner: User, template: 'reveal' | 'push-in' = 'reveal') {
    const [designId] = (await renderedDesigns(made, owner, 1)) as [string];
    const design = (await call(owner, 'GET', `/api/designs/${designId}`)).json() as {
      versions: { images: { id: string }[] }[];
    };
    const imageId = design.versions[0]?.images[0]?.id;
    const asked = await call(owner, 'POST', `/api/designs/${designId}/videos`, {
      imageId,
      template,
      format: '16:9',
    });
    expect(asked.statusCode).toBe(202);
    await drainVideoJobs(made.queue, {
      pool: made.db.pool,
      storage: made.test.storage,
      engine: standInVideoEngine(),
    });
    return { designId, videoId: (asked.json() as { id: string }).id };
  }

  const fileStatus = async (user: User | null, videoId: string, kind: 'file' | 'poster' | 'download') =>
    (await call(user, 'GET', `/api/videos/${videoId}/${kind}`)).statusCode;
  const sharePage = async (designId: string) => (await call(null, 'GET', `/design/share/${designId}`)).body;

  it('lists every video by its filters, hides a shared one from public pages and shows it again', async () => {
    const admin = await staff('admin');
    const owner = await registerUser(made.test.app, made.db.pool, 'pro');
    const stranger = await registerUser(made.test.app, made.db.pool);
    const shared = await videoOf(owner, 'reveal');
    const kept = await videoOf(owner, 'push-in');
    await call(owner, 'PATCH', `/api/designs/${shared.designId}`, { visibility: 'unlisted' });
    await call(owner, 'PATCH', `/api/designs/${shared.designId}`, { name: 'Lagoon for the Smiths' });

    const list = async (search: string) =>
      AdminVideoPageSchema.parse(
        (await call(admin, 'GET', `/api/admin/videos?userId=${owner.id}&${search}`)).json(),
      );
    const ids = async (search: string) => (await list(search)).items.map((video) => video.id);
    expect((await ids('')).sort()).toEqual([shared.videoId, kept.videoId].sort());
    expect(await ids('public=true')).toEqual([shared.videoId]);
    expect(await ids('public=false')).toEqual([kept.videoId]);
    expect(await ids('template=push-in')).toEqual([kept.videoId]);
    expect(await ids('status=ready')).toHaveLength(2);
    expect(await ids('status=failed')).toEqual([]);
    expect(await ids('q=smiths')).toEqual([shared.videoId]);
    expect((await ids(`q=${encodeURIComponent(owner.id)}`)).length).toBe(0);
    const byEmail = (await list('')).items[0]?.owner.email ?? '';
    expect((await ids(`q=${encodeURIComponent(byEmail.toUpperCase())}`)).length).toBe(2);
    expect(await ids('q=100%25')).toEqual([]);
    const first = (await list(`public=true`)).items[0];
    expect(first).toMatchObject({
      designName: 'Lagoon for the Smiths',
      visibility: 'unlisted',
      public: true,
      status: 'ready',
      template: 'reveal',
      hiddenAt: null,
      hiddenBy: null,
      url: `/api/videos/${shared.videoId}/file`,
    });

    // Shared and not hidden: on the share page, in its link preview, and its files for anyone.
    expect(await sharePage(shared.designId)).toContain(`/api/videos/${shared.videoId}/file`);
    expect(await sharePage(shared.designId)).toContain('og:video');
    expect(await fileStatus(null, shared.videoId, 'file')).toBe(200);

    const act = (id: string, action: string) => call(admin, 'POST', `/api/admin/videos/${id}/${action}`);
    expect((await act(kept.videoId, 'hide')).statusCode).toBe(409);
    expect((await act(shared.videoId, 'unhide')).statusCode).toBe(409);
    const hid = await act(shared.videoId, 'hide');
    expect(hid.statusCode).toBe(200);
    const hidden = AdminVideoRowSchema.parse(hid.json());
    expect(hidden.hiddenAt).not.toBeNull();
    expect(hidden.hiddenBy).toBeTruthy();
    expect((await act(shared.videoId, 'hide')).statusCode).toBe(409);
    expect(await ids('hidden=true')).toEqual([shared.videoId]);
    expect(await ids('hidden=false')).toEqual([kept.videoId]);

    // Hidden: gone from the share page (the design's page stays), its preview and its files...
    const page = await sharePage(shared.designId);
    expect(page).toContain('Lagoon for the Smiths');
    expect(page).not.toContain(shared.videoId);
    expect(page).not.toContain('og:video');
    for (const kind of ['file', 'poster', 'download'] as const) {
      expect(await fileStatus(null, shared.videoId, kind), kind).toBe(404);
      expect(await fileStatus(stranger, shared.videoId, kind), kind).toBe(404);
      expect(await fileStatus(owner, shared.videoId, kind), kind).toBe(200);
    }
    // ...but its owner still has it, marked, and an admin can still play it (a <video> sends the cookie).
    const own = VideoListSchema.parse(
      (await call(owner, 'GET', `/api/designs/${shared.designId}/videos`)).json(),
    );
    expect(own.map((video) => [video.id, video.hiddenAt !== null])).toEqual([[shared.videoId, true]]);
    const played = await made.test.app.inject({
      method: 'GET',
      url: `/api/videos/${shared.videoId}/file`,
      headers: { cookie: `authToken=${admin.token}` },
    });
    expect(played.statusCode).toBe(200);
    expect(played.headers['cache-control']).toContain('private');
    expect(await fileStatus(admin, kept.videoId, 'poster')).toBe(200);

    // Shown again: back everywhere.
    const shown = await act(shared.videoId, 'unhide');
    expect(shown.statusCode).toBe(200);
    expect(AdminVideoRowSchema.parse(shown.json())).toMatchObject({ hiddenAt: null, hiddenBy: null });
    expect(await sharePage(shared.designId)).toContain(`/api/videos/${shared.videoId}/file`);
    expect(await fileStatus(null, shared.videoId, 'file')).toBe(200);
    expect(await fileStatus(stranger, shared.videoId, 'download')).toBe(200);

    const log = AuditPageSchema.parse(
      (await call(admin, 'GET', `/api/admin/audit?targetType=video&targetId=${shared.videoId}`)).json(),
    );
    expect(log.items.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      [
        'video.unhide',
        { designId: shared.designId, visibility: 'unlisted', hidden: true },
        { designId: shared.designId, visibility: 'unlisted', hidden: false },
      ],
      [
        'video.hide',
        { designId: shared.designId, visibility: 'unlisted', hidden: false },
        { designId: shared.designId, visibility: 'unlisted', hidden: true },
      ],
    ]);
    expect(log.items.every((entry) => entry.actor === hidden.hiddenBy)).toBe(true);
  });

  it('keeps a hidden video off the share page when its design is made private and shared again', async () => {
    const admin = await staff('admin');
    const owner = await registerUser(made.test.app, made.db.pool, 'pro');
    const { designId, videoId } = await videoOf(owner);
    await call(owner, 'PATCH', `/api/designs/${designId}`, { visibility: 'public' });
    expect((await call(admin, 'POST', `/api/admin/videos/${videoId}/hide`)).statusCode).toBe(200);
    await call(owner, 'PATCH', `/api/designs/${designId}`, { visibility: 'private' });
    await call(owner, 'PATCH', `/api/designs/${designId}`, { visibility: 'public' });
    expect(await sharePage(designId)).not.toContain(videoId);
    expect(await fileStatus(null, videoId, 'poster')).toBe(404);
    // Unhiding works whatever the design's sharing is now.
    await call(owner, 'PATCH', `/api/designs/${designId}`, { visibility: 'private' });
    expect((await call(admin, 'POST', `/api/admin/videos/${videoId}/unhide`)).statusCode).toBe(200);
    expect(await fileStatus(null, videoId, 'poster')).toBe(404);
  });

  it('refuses everyone but admins, and answers any query or action without a 5xx', async () => {
    const owner = await registerUser(made.test.app, made.db.pool, 'pro');
    const { designId, videoId } = await videoOf(owner);
    await call(owner, 'PATCH', `/api/designs/${designId}`, { visibility: 'public' });
    const editor = await staff('editor');
    const audits = async () =>
      (await made.db.pool.query<{ n: number }>('select count(*)::int as n from app.audit_log')).rows[0]?.n;
    const before = await audits();
    for (const [method, path] of [
      ['GET', '/api/admin/videos'],
      ['GET', `/api/admin/videos?userId=${owner.id}`],
      ['POST', `/api/admin/videos/${videoId}/hide`],
      ['POST', `/api/admin/videos/${videoId}/unhide`],
    ] as const) {
      expect((await call(null, method, path)).statusCode, path).toBe(401);
      expect((await call(owner, method, path)).statusCode, path).toBe(403);
      expect((await call(editor, method, path)).statusCode, path).toBe(403);
    }
    expect(await audits()).toBe(before);
    expect(await fileStatus(null, videoId, 'file')).toBe(200);

    const admin = await staff('admin');
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('q', 'status', 'template', 'public', 'hidden', 'userId', 'page'),
          fc.oneof(
            fc.string(),
            fc.constantFrom('true', 'false', 'ready', 'reveal', '-1', '0', '%', owner.id),
          ),
        ),
        fc.oneof(fc.constantFrom('hide', 'unhide'), fc.string()),
        fc.oneof(fc.uuid(), fc.constant(videoId), fc.string({ maxLength: 40 })),
        async (query, action, id) => {
          const search = new URLSearchParams(query).toString();
          const listed = await call(admin, 'GET', `/api/admin/videos?${search}`);
          expect(listed.statusCode).toBeLessThan(500);
          const counted = await audits();
          const acted = await call(
            admin,
            'POST',
            `/api/admin/videos/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
          );
          expect(acted.statusCode).toBeLessThan(500);
          expect(await audits()).toBe(acted.statusCode >= 400 ? counted : (counted ?? 0) + 1);
        },
      ),
      { numRuns: 80, examples: [[{ userId: '' }, 'hide', '00000000-0000-1000-8000-000000000000']] },
    );
  });
});
