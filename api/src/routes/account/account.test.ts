// "Download my data" through the API against a real database and storage: the archive holds the
// account's profile, its designs with their photo and renders, its collections, presentations (JSON
// and PDF) and leads (JSON and the leads CSV) and a README, never a credential. It is made once a
// day, mailed as a link, and downloaded by its owner only, until it expires.

import { exportKey } from '@poolscape/api/account/account-exports';
import { ACCOUNT_EXPORT_TEXT, type AccountExportState, adminExportStarted } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { callAs, type StudioTestApp, useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import { askForQuote, quotableDesign, quoteBody, SHARE_SHELLS } from '@poolscape/tests/kit/leads';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';

describe('download my data', () => {
  let made: StudioTestApp;
  useStudioTestApp(
    (value) => {
      made = value;
    },
    { files: SHARE_SHELLS },
  );
  const call = callAs(() => made.test);
  const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

  it('archives the account’s rows and files for its owner, mails the link, and expires', async () => {
    const owner = await registerUser(made.test.app, made.db.pool, 'pro');
    const other = await registerUser(made.test.app, made.db.pool);
    const design = await quotableDesign(made, owner);
    expect((await askForQuote(made.test, design.path, quoteBody())).statusCode).toBe(201);
    const collection = await call(owner, 'POST', '/api/collections', { name: 'Backyards of Elm Street' });
    expect(collection.statusCode).toBe(201);
    const collectionId = (collection.json() as { id: string }).id;
    await call(owner, 'POST', `/api/collections/${collectionId}/designs`, { designIds: [design.id] });
    const presentation = await call(owner, 'POST', '/api/presentations', {
      title: 'Elm Street pools',
      clientName: 'The Okafor family',
      collectionId,
    });
    expect(presentation.statusCode).toBe(201);

    expect((await call(owner, 'GET', '/api/account/export')).json()).toEqual({ export: null });
    const asked = await call(owner, 'POST', '/api/account/export');
    expect(asked.statusCode).toBe(202);
    const queued = (asked.json() as AccountExportState).export;
    expect(queued).toMatchObject({ status: 'queued', progress: 0, downloadUrl: null });
    // A second click the same day is the same archive.
    const again = await call(owner, 'POST', '/api/account/export');
    expect(again.statusCode).toBe(200);
    expect((again.json() as AccountExportState).export?.id).toBe(queued?.id);

    expect(await made.test.buildExports()).toBe(1);
    const ready = ((await call(owner, 'GET', '/api/account/export')).json() as AccountExportState).export;
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready?.downloadUrl).toBe(`/api/account/export/${queued?.id}/download`);

    const mail = (await made.test.deliverMail()).find((sent) => sent.subject.includes('data is ready'));
    expect(mail?.text).toContain(`http://localhost:3000/api/account/export/${queued?.id}/download`);

    const download = await call(owner, 'GET', ready?.downloadUrl ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="poolscape-data-/);
    const archive = unzipSync(new Uint8Array(download.rawPayload));
    const names = Object.keys(archive);
    const profile = JSON.parse(text(archive['profile.json'])) as Record<string, unknown>;
    expect(profile.id).toBe(owner.id);
    expect(profile).not.toHaveProperty('password_hash');
    const designs = JSON.parse(text(archive['data/designs.json'])) as { id: string }[];
    expect(designs.map((row) => row.id)).toEqual([design.id]);
    expect(names).toContain(`files/designs/${design.id}/photo.png`);
    expect(names.some((name) => name.startsWith(`files/designs/${design.id}/v1-`))).toBe(true);
    const collections = JSON.parse(text(archive['data/collections.json'])) as { name: string }[];
    expect(collections.map((row) => row.name)).toEqual(['Backyards of Elm Street']);
    expect(text(archive['leads.csv']).split('\n').filter(Boolean)).toHaveLength(2);
    expect(text(archive['README.txt'])).toContain('files/designs/<design id>/');
    const pdfs = names.filter((name) => /^presentations\/elm-street-pools-[0-9a-f]{8}\.pdf$/.test(name));
    expect(pdfs).toHaveLength(1);
    expect(text(archive[pdfs[0] ?? '']?.subarray(0, 5))).toBe('%PDF-');
    // Nothing of anyone else's, and no credential of the owner's.
    const all = names.map((name) => text(archive[name])).join('\n');
    expect(all).not.toContain(other.id);
    expect(all).not.toMatch(/\$argon2id\$/);

    // The mailed link, followed in the owner's signed-in browser, carries the cookie only.
    const byCookie = await made.test.app.inject({
      method: 'GET',
      url: ready?.downloadUrl ?? '',
      headers: { cookie: `authToken=${owner.token}` },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.rawPayload.equals(download.rawPayload)).toBe(true);

    // The owner's alone: another account, or nobody, gets nothing.
    expect((await call(other, 'GET', ready?.downloadUrl ?? '')).statusCode).toBe(404);
    expect((await call(null, 'GET', ready?.downloadUrl ?? '')).statusCode).toBe(401);
    expect((await call(other, 'GET', '/api/account/export')).json()).toEqual({ export: null });
    expect((await call(owner, 'GET', '/api/account/export/not-an-id/download')).statusCode).toBe(400);

    // Seven days later.
    await made.db.pool.query(`update app.account_exports set expires_at = now() - interval '1 second'`);
    const expired = await call(owner, 'GET', ready?.downloadUrl ?? '');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({ message: ACCOUNT_EXPORT_TEXT.expiredDownload });
    expect(
      ((await call(owner, 'GET', '/api/account/export')).json() as AccountExportState).export?.status,
    ).toBe('expired');
    // The hourly housekeeping takes the expired archive out of storage; the row stays, expired.
    expect(await made.test.storage.get(exportKey(owner.id, queued?.id ?? ''))).not.toBeNull();
    expect(await made.test.accountExports.removeExpired()).toBe(1);
    expect(await made.test.storage.get(exportKey(owner.id, queued?.id ?? ''))).toBeNull();
    expect(await made.test.accountExports.removeExpired()).toBe(0);
    expect((await call(owner, 'GET', ready?.downloadUrl ?? '')).statusCode).toBe(410);
  });

  it('an admin has a user’s archive sent to that user, with the reason in the audit log', async () => {
    const admin = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const user = await registerUser(made.test.app, made.db.pool);
    const url = `/api/admin/users/${user.id}/export`;
    const emailOf = async (id: string) =>
      (await made.db.pool.query<{ email: string }>('select email from app.users where id = $1', [id])).rows[0]
        ?.email;
    const email = await emailOf(user.id);

    expect((await call(user, 'POST', url, { reason: 'Asked by mail' })).statusCode).toBe(403);
    const blank = await call(admin, 'POST', url, { reason: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'reason: reason must not be empty.' });
    const unknown = await call(
      admin,
      'POST',
      '/api/admin/users/00000000-0000-4000-8000-000000000000/export',
      {
        reason: 'Asked by mail',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(
      await made.db.pool.query('select 1 from app.account_exports where user_id = $1', [user.id]),
    ).toMatchObject({ rowCount: 0 });

    const asked = await call(admin, 'POST', url, { reason: 'Asked by mail on 3 May' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: adminExportStarted(email ?? '', false) });
    expect(await made.test.buildExports()).toBe(1);
    const ready = (await made.test.deliverMail()).filter((mail) => mail.subject.includes('data is ready'));
    const adminEmail = await emailOf(admin.id);
    expect(ready.filter((mail) => mail.to === email)).toHaveLength(1);
    expect(ready.filter((mail) => mail.to === adminEmail)).toHaveLength(0);
    const audit = await made.db.pool.query<{ actor_id: string; after: { reason: string } }>(
      `select actor_id, after from app.audit_log where action = 'user.data-export' and target_id = $1`,
      [user.id],
    );
    expect(audit.rows).toEqual([
      { actor_id: admin.id, after: expect.objectContaining({ reason: 'Asked by mail on 3 May' }) },
    ]);
    // The admin is not the owner: the archive is not theirs to download.
    const state = ((await call(user, 'GET', '/api/account/export')).json() as AccountExportState).export;
    expect((await call(admin, 'GET', state?.downloadUrl ?? '')).statusCode).toBe(404);
    expect((await call(user, 'GET', state?.downloadUrl ?? '')).statusCode).toBe(200);
  });
});
