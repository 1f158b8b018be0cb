// The design options end to end through the API, with a stand-in CMS on loopback serving the
// global: what GET /api/design-options answers, the CMS's refresh call, and a switched-off option
// refused by design creation and regeneration with a 400 that names it, nothing stored or charged.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  CreditsSchema,
  DEFAULT_DESIGN_OPTIONS,
  DesignOptionsCatalogSchema,
  defaultDesignOptionRows,
} from '@poolscape/shared';
import { countFiles, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDesignOptionsFromCms } from '../../design-options/cms-design-options.ts';
import { DesignOptionsSource } from '../../design-options/design-options.ts';

const TOKEN = 'test-internal-token-for-design-options';
const REFRESH = '/api/internal/design-options/refresh';

/** The stand-in CMS: the global as editors left it, and how often the API read it. */
const cms = { doc: {} as Record<string, unknown>, reads: 0, url: '' };
let server: Server | undefined;
async function startCms(): Promise<string> {
  server = createServer((request, response) => {
    cms.reads += 1;
    const ok =
      request.url === '/cms/api/globals/design-options?depth=1' &&
      request.headers['x-internal-token'] === TOKEN;
    response.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
    response.end(JSON.stringify(ok ? cms.doc : { errors: [{ message: 'Forbidden' }] }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  cms.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return cms.url;
}
afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The global with `changes` made to the built-in rows (by key). */
function globalWith(changes: Record<string, { label?: string; enabled?: boolean }>) {
  const group = (name: 'styles' | 'features' | 'timesOfDay') =>
    defaultDesignOptionRows(name).map((row) => ({ ...row, ...changes[row.key] }));
  return { styles: group('styles'), features: group('features'), timesOfDay: group('timesOfDay') };
}

describe('design options routes', () => {
  const test = useTestApp(async () => {
    const url = await startCms();
    return {
      internalToken: TOKEN,
      designOptions: new DesignOptionsSource({
        load: () => loadDesignOptionsFromCms(url, TOKEN),
        maxAgeMs: 10 * 60_000,
      }),
    };
  });
  const refresh = (
    headers: Record<string, string> = { 'x-internal-token': TOKEN },
    remoteAddress = '127.0.0.1',
  ) => test.app.inject({ method: 'POST', url: REFRESH, headers, remoteAddress });
  const options = async () =>
    DesignOptionsCatalogSchema.parse((await test.app.inject('/api/design-options')).json());
  async function editorsSet(doc: Record<string, unknown>): Promise<void> {
    cms.doc = doc;
    const response = await refresh();
    expect(response.statusCode).toBe(200);
  }
  const submit = (who: { auth: Record<string, string> }, features: string[], extra: object = {}) =>
    test.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: who.auth,
      payload: {
        source: { sampleId: 'garden-small-fenced-yard' },
        options: { style: 'modern', features, ...extra },
      },
    });
  const imagesUsed = async (who: { auth: Record<string, string> }) =>
    CreditsSchema.parse((await test.app.inject({ url: '/api/credits', headers: who.auth })).json())
      .imagesUsed;
  const designCount = async (userId: string) =>
    (
      await test.db.pool.query<{ n: number }>(
        'select count(*)::int as n from app.designs where user_id = $1',
        [userId],
      )
    ).rows[0]?.n;

  it('answers the options the editors set, and the built-in ones untouched', async () => {
    const first = await test.app.inject('/api/design-options');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(DesignOptionsCatalogSchema.parse(first.json())).toEqual(DEFAULT_DESIGN_OPTIONS);
    await editorsSet(globalWith({ waterfalls: { enabled: false }, modern: { label: 'Contemporary' } }));
    const edited = await options();
    expect(edited.features.find((item) => item.key === 'waterfalls')?.enabled).toBe(false);
    expect(edited.styles[0]).toMatchObject({ key: 'modern', label: 'Contemporary', order: 0, enabled: true });
  });

  it("reads the CMS again only when the CMS calls over loopback with the API's token", async () => {
    await editorsSet(globalWith({}));
    cms.doc = globalWith({ lighting: { enabled: false } });
    const reads = cms.reads;
    for (const [headers, address] of [
      [{}, '127.0.0.1'],
      [{ 'x-internal-token': `${TOKEN}x` }, '127.0.0.1'],
      [{ 'x-internal-token': TOKEN }, '203.0.113.7'],
    ] as const) {
      const response = await refresh(headers, address);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect(cms.reads).toBe(reads);
    expect((await options()).features.find((item) => item.key === 'lighting')?.enabled).toBe(true);
    const response = await refresh();
    expect(response.statusCode).toBe(200);
    expect(cms.reads).toBe(reads + 1);
    expect((await options()).features.find((item) => item.key === 'lighting')?.enabled).toBe(false);
  });

  it('refuses a switched-off feature when a design is made: 400 in plain words, nothing stored or charged', async () => {
    await editorsSet(globalWith({ waterfalls: { enabled: false }, modern: { label: 'Contemporary' } }));
    const user = await registerUser(test.app, test.db.pool);
    const files = await countFiles(join(test.dataDir, 'storage', 'designs'));
    for (const headers of [{}, { 'idempotency-key': 'retry-1' }]) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/designs',
        headers: { ...user.auth, ...headers },
        payload: {
          source: { sampleId: 'garden-small-fenced-yard' },
          options: { style: 'modern', features: ['lighting', 'waterfalls'], variations: 2 },
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Waterfalls are not available right now.',
        errors: [{ field: 'options.features', message: 'Waterfalls are not available right now.' }],
      });
    }
    expect(await imagesUsed(user)).toBe(0);
    expect(await designCount(user.id)).toBe(0);
    expect(await countFiles(join(test.dataDir, 'storage', 'designs'))).toBe(files);

    // What is still offered goes through, named with the editors' label for its style.
    const made = await submit(user, ['lighting']);
    expect(made.statusCode, made.body).toBe(202);
    expect(made.json().name).toBe('Contemporary pool');
    expect(await imagesUsed(user)).toBe(1);
  });

  it('refuses a switched-off style or time of day by name', async () => {
    await editorsSet(globalWith({ natural: { label: 'Lagoon', enabled: false }, night: { enabled: false } }));
    const user = await registerUser(test.app, test.db.pool);
    const style = await submit(user, [], { style: 'natural' });
    expect(style.statusCode).toBe(400);
    expect(style.json().message).toBe('The Lagoon style is not available right now. Choose another style.');
    const time = await submit(user, [], { timeOfDay: 'night' });
    expect(time.statusCode).toBe(400);
    expect(time.json().message).toBe('Night is not available right now. Choose another time of day.');
    expect(await imagesUsed(user)).toBe(0);
  });

  it('refuses a switched-off feature when a design is regenerated, and adds no version', async () => {
    await editorsSet(globalWith({}));
    const user = await registerUser(test.app, test.db.pool);
    const made = await submit(user, ['waterfalls']);
    expect(made.statusCode, made.body).toBe(202);
    const id = made.json().id as string;
    await editorsSet(globalWith({ waterfalls: { enabled: false } }));
    const used = await imagesUsed(user);
    const regenerate = (features: string[]) =>
      test.app.inject({
        method: 'POST',
        url: `/api/designs/${id}/versions`,
        headers: { ...user.auth, 'idempotency-key': `again-${features.join('-')}` },
        payload: { options: { style: 'modern', features } },
      });
    const refused = await regenerate(['waterfalls', 'decking']);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Waterfalls are not available right now.');
    expect(await imagesUsed(user)).toBe(used);
    const versions = await test.db.pool.query('select 1 from app.design_versions where design_id = $1', [id]);
    expect(versions.rowCount).toBe(1);
    const allowed = await regenerate(['decking']);
    expect(allowed.statusCode, allowed.body).toBe(202);
    expect(await imagesUsed(user)).toBe(used + 1);
  });

  it('serves the built-in options when the CMS cannot be reached', async () => {
    // The app's own wiring: it reads from its CMS process, which is not running in these tests.
    const offline = await createTestApp(test.db.pool, { internalToken: TOKEN });
    try {
      const response = await offline.app.inject('/api/design-options');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(DEFAULT_DESIGN_OPTIONS);
      const refreshed = await offline.app.inject({
        method: 'POST',
        url: REFRESH,
        headers: { 'x-internal-token': TOKEN },
        remoteAddress: '127.0.0.1',
      });
      expect(refreshed.statusCode).toBe(202);
      expect(refreshed.json().message).toContain('The CMS did not answer');
    } finally {
      await offline.close();
    }
  });

  it('GET /api/design-options answers the same options to any query and headers, and changes nothing', async () => {
    await editorsSet(globalWith({ hotTub: { enabled: false } }));
    const expected = await options();
    const reads = cms.reads;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
        fc.dictionary(fc.stringMatching(/^x-[a-z-]{1,16}$/), fc.string({ maxLength: 40 }), { maxKeys: 3 }),
        fc.boolean(),
        async (query, headers, signedIn) => {
          const search = new URLSearchParams(query).toString();
          const response = await test.app.inject({
            method: 'GET',
            url: `/api/design-options${search ? `?${search}` : ''}`,
            headers: { ...headers, ...(signedIn ? { authorization: 'Bearer not-a-session' } : {}) },
          });
          expect(response.statusCode).toBe(200);
          expect(DesignOptionsCatalogSchema.parse(response.json())).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
    expect(cms.reads).toBe(reads);
  });

  it('the refresh route answers any caller without the token 404 and any body with it below 500', async () => {
    const reads = cms.reads;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.json(), fc.string({ maxLength: 200 })),
        fc.stringMatching(/^[A-Za-z0-9._~-]{0,48}$/),
        fc.constantFrom('127.0.0.1', '::1', '198.51.100.4'),
        async (body, token, remoteAddress) => {
          const response = await test.app.inject({
            method: 'POST',
            url: REFRESH,
            headers: { 'content-type': 'application/json', 'x-internal-token': token === TOKEN ? '' : token },
            payload: body,
            remoteAddress,
          });
          expect(response.statusCode).toBe(404);
        },
      ),
      { numRuns: 200 },
    );
    expect(cms.reads).toBe(reads);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.json(), fc.string({ maxLength: 200 })), async (body) => {
        const response = await test.app.inject({
          method: 'POST',
          url: REFRESH,
          headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN },
          payload: body,
          remoteAddress: '127.0.0.1',
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(200);
        expect(response.statusCode).toBeLessThan(500);
        expect(typeof response.json().message).toBe('string');
      }),
      { numRuns: 60 },
    );
  });
});
