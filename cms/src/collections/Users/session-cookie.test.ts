import { afterEach, describe, expect, it, vi } from 'vitest';

/** The Users collection as the CMS process configures it for `publicUrl`. */
async function usersFor(publicUrl: string) {
  vi.resetModules();
  vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
  vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
  vi.stubEnv('PUBLIC_URL', publicUrl);
  return (await import('./index.ts')).Users;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the editor's session cookie", () => {
  it('is sent over HTTPS only when the product is served over HTTPS', async () => {
    const users = await usersFor('https://pools.example');
    expect(typeof users.auth === 'object' && users.auth.cookies?.secure).toBe(true);
  });

  it('still works on a plain-HTTP local install', async () => {
    const users = await usersFor('http://localhost:3000');
    expect(typeof users.auth === 'object' && users.auth.cookies?.secure).toBe(false);
  });
});
