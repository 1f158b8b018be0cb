// The API removes a deleted account's CMS user: only with the internal token, and only the user made
// for that app account.
import type { PayloadRequest } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { removeAppUser } = await import('./app-user-removal.ts');
// Test files share their worker (isolate: false): the environment may have been read by an earlier
// file, so the token is set on what was read, and put back for the next file.
const { env } = await import('../../env.ts');
const earlierToken = env.INTERNAL_TOKEN;
env.INTERNAL_TOKEN = 'the-internal-token-of-this-test-0123';
afterAll(() => {
  env.INTERNAL_TOKEN = earlierToken;
  vi.unstubAllEnvs();
});

const APP_USER = '6f1c2a4e-9b7d-4c1e-8a2f-3d5e7f9a1b2c';

function request(token: string | null) {
  const deleted: unknown[] = [];
  const req = {
    headers: new Headers(token ? { 'x-internal-token': token } : {}),
    routeParams: { id: APP_USER },
    payload: {
      delete: async (args: unknown) => {
        deleted.push(args);
        return { docs: [{ id: 7 }], errors: [] };
      },
    },
  } as unknown as PayloadRequest;
  return { req, deleted };
}

describe('DELETE /cms/api/users/app-user/:id', () => {
  it('removes the CMS user of that app account for the API', async () => {
    const { req, deleted } = request('the-internal-token-of-this-test-0123');
    const response = await removeAppUser.handler(req);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ removed: 1 });
    expect(deleted).toEqual([
      expect.objectContaining({ collection: 'users', where: { appUserId: { equals: APP_USER } } }),
    ]);
  });

  it('refuses anyone without the internal token, and removes nothing', async () => {
    for (const token of [null, 'not-the-token', 'the-internal-token-of-this-test-0124']) {
      const { req, deleted } = request(token);
      expect((await removeAppUser.handler(req)).status).toBe(403);
      expect(deleted).toEqual([]);
    }
  });
});
