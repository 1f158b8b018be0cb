// The admin area's designs through the API against a real database: every design found by owner,
// status and gallery state; a gallery submission approved (earning the badge), a shared design
// hidden, a failed design rendered again; each in the audit log, and nobody else can do any of it.
import { randomUUID } from 'node:crypto';
import { utimes } from 'node:fs/promises';
import { AdminDesignPageSchema, AuditPageSchema, OrphansSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocalDiskStorage } from '../../storage/local-disk.ts';

describe('designs in the admin area', () => {
  let made: StudioTestApp;
  useStudioTestApp((studio) => {
    made = studio;
  });
  const call = callAs(() => made.test);

  it('approves a gallery submission, hides a shared design and renders a failed one again', async () => {
    const admin = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const owner = await registerUser(made.test.app, made.db.pool, 'pro');
    const [shown, broken] = (await renderedDesigns(made, owner, 2)) as [string, string];
    await call(owner, 'PATCH', `/api/designs/${shown}`, { visibility: 'public' });
    expect((await call(owner, 'POST', `/api/designs/${shown}/gallery`)).statusCode).toBe(200);
    await made.db.pool.query(
      `update app.design_versions set status = 'failed', error = 'The engine timed out.' where design_id = $1`,
      [broken],
    );

    const list = async (search: string) =>
      AdminDesignPageSchema.parse(
        (await call(admin, 'GET', `/api/admin/designs?userId=${owner.id}&${search}`)).json(),
      );
    expect((await list('')).items.map((design) => design.id).sort()).toEqual([shown, broken].sort());
    expect((await list('status=failed')).items.map((design) => [design.id, design.error])).toEqual([
      [broken, 'The engine timed out.'],
    ]);
    expect((await list('gallery=submitted')).items.map((design) => design.id)).toEqual([shown]);
    expect((await list('style=natural')).total).toBe(2);
    expect((await list('engine=openai')).total).toBe(0);
    expect((await list('style=modern')).total).toBe(0);

    const act = (id: string, action: string) => call(admin, 'POST', `/api/admin/designs/${id}/${action}`);
    expect((await act(shown, 'approve')).statusCode).toBe(200);
    expect((await act(shown, 'approve')).statusCode).toBe(409);
    const gallery = (await call(null, 'GET', '/api/gallery/community')).json() as { designId: string }[];
    expect(gallery.map((design) => design.designId)).toContain(shown);
    expect((await act(shown, 'hide')).statusCode).toBe(200);
    expect((await act(shown, 'hide')).statusCode).toBe(409);
    expect((await call(null, 'GET', `/design/share/${shown}`)).statusCode).toBe(404);
    const after = (await call(null, 'GET', '/api/gallery/community')).json() as { designId: string }[];
    expect(after.map((design) => design.designId)).not.toContain(shown);

    expect((await act(shown, 'rerun')).statusCode).toBe(409);
    expect((await act(broken, 'rerun')).statusCode).toBe(200);
    await drainRenderJobs(made.queue, {
      pool: made.db.pool,
      storage: made.test.storage,
      engine: standInEngine(),
    });
    const rendered = (await call(owner, 'GET', `/api/designs/${broken}`)).json() as { status: string };
    expect(rendered.status).toBe('ready');
    const refunds = await made.db.pool.query(
      `select kind from app.credit_ledger where design_id = $1 order by id`,
      [broken],
    );
    expect(refunds.rows.map((row) => row.kind)).toEqual(['debit']);

    const log = AuditPageSchema.parse(
      (await call(admin, 'GET', '/api/admin/audit?targetType=design')).json(),
    );
    expect(log.items.slice(0, 3).map((entry) => entry.action)).toEqual([
      'design.rerun',
      'design.hide',
      'gallery.approve',
    ]);
  });

  it('lists what deleted designs left behind and stuck jobs, then cleans them up, leaving what is young', async () => {
    const admin = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const owner = await registerUser(made.test.app, made.db.pool);
    const [stuck] = (await renderedDesigns(made, owner, 1)) as [string];
    await made.db.pool.query(
      `update app.design_versions set status = 'rendering', updated_at = now() - interval '2 hours' where design_id = $1`,
      [stuck],
    );
    const storage = made.test.storage as LocalDiskStorage;
    const gone = randomUUID();
    const old = new Date(Date.now() - 2 * 3_600_000);
    const plant = async (key: string, bytes: number, when: Date | null) => {
      await storage.put(key, Buffer.alloc(bytes, 1), 'image/png');
      if (when) await utimes(storage.pathOf(key), when, when);
    };
    await plant(`designs/${gone}/photo.png`, 1000, old);
    await plant(`designs/${gone}/v1-1.png`, 500, old);
    await plant(`uploads/${owner.id}/${randomUUID()}.png`, 250, old);
    const young = `designs/${randomUUID()}/photo.png`;
    await plant(young, 100, null);

    const dry = OrphansSchema.parse((await call(admin, 'GET', '/api/admin/orphans')).json());
    expect(dry.files.map((file) => file.size).sort()).toEqual([1000, 250, 500].sort());
    expect(dry.bytes).toBe(1750);
    expect(dry.stuckJobs.map((job) => [job.kind, job.designId])).toEqual([['render', stuck]]);
    expect(await storage.get(`designs/${gone}/photo.png`)).not.toBeNull();

    const cleaned = (await call(admin, 'POST', '/api/admin/orphans/clean')).json();
    expect(cleaned).toEqual({ files: 3, bytes: 1750, designs: 0, jobs: 1 });
    expect(await storage.get(`designs/${gone}/photo.png`)).toBeNull();
    expect(await storage.get(young)).not.toBeNull();
    const failed = (await call(owner, 'GET', `/api/designs/${stuck}`)).json() as { status: string };
    expect(failed.status).toBe('failed');
    const kinds = await made.db.pool.query(
      'select kind from app.credit_ledger where design_id = $1 order by id',
      [stuck],
    );
    expect(kinds.rows.map((row) => row.kind)).toEqual(['debit', 'refund']);
    expect(OrphansSchema.parse((await call(admin, 'GET', '/api/admin/orphans')).json())).toMatchObject({
      files: [],
      stuckJobs: [],
    });
  });

  it('refuses everyone but admins, and answers any query or action without a 5xx', async () => {
    const user = await registerUser(made.test.app, made.db.pool);
    const [design] = await renderedDesigns(made, user, 1);
    for (const [method, path] of [
      ['GET', '/api/admin/designs'],
      ['POST', `/api/admin/designs/${design}/hide`],
      ['POST', `/api/admin/designs/${design}/rerun`],
      ['GET', '/api/admin/orphans'],
      ['POST', '/api/admin/orphans/clean'],
    ] as const) {
      expect((await call(user, method, path)).statusCode, path).toBe(403);
      expect((await call(null, method, path)).statusCode, path).toBe(401);
    }
    const admin = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const audits = async () =>
      (await made.db.pool.query('select count(*)::int as n from app.audit_log')).rows[0].n;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'q',
            'style',
            'status',
            'engine',
            'visibility',
            'gallery',
            'from',
            'to',
            'page',
            'userId',
          ),
          fc.oneof(fc.string(), fc.constantFrom('0000-01-01', '2026-02-30', 'natural', 'failed', '-1')),
        ),
        fc.oneof(fc.constantFrom('hide', 'approve', 'refuse', 'rerun'), fc.string()),
        fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
        async (query, action, id) => {
          const search = new URLSearchParams(query).toString();
          expect((await call(admin, 'GET', `/api/admin/designs?${search}`)).statusCode).toBeLessThan(500);
          const before = await audits();
          const acted = await call(
            admin,
            'POST',
            `/api/admin/designs/${encodeURIComponent(id)}/${encodeURIComponent(action)}`,
          );
          expect(acted.statusCode).toBeLessThan(500);
          if (acted.statusCode >= 400) expect(await audits()).toBe(before);
        },
      ),
      { numRuns: 80, examples: [[{ userId: '' }, 'hide', '00000000-0000-1000-8000-000000000000']] },
    );
  });
});
