// Which requests carry the app session the CMS trusts: a bearer header always; the `authToken`
// cookie only from this product's own pages, so another site cannot act in the CMS with it.
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { appTokenOf } = await import('./app-session.ts');
// Test files share their worker (isolate: false): the next file must not see these.
afterAll(() => vi.unstubAllEnvs());

const SITE = 'https://pools.example';
const read = (headers: Record<string, string>) => appTokenOf(new Headers(headers), SITE);

describe('the app session a CMS request carries', () => {
  it('is the bearer token, from anywhere', () => {
    expect(read({ authorization: 'Bearer abc123' })).toBe('abc123');
    expect(read({ authorization: 'Bearer abc123', origin: 'https://elsewhere.example' })).toBe('abc123');
    expect(read({ authorization: 'JWT payload-token' })).toBeNull();
  });

  it("is the cookie's only on the product's own pages", () => {
    const cookie = 'theme=dark; authToken=tok%2Fen';
    expect(read({ cookie })).toBe('tok/en');
    expect(read({ cookie, origin: SITE, 'sec-fetch-site': 'same-origin' })).toBe('tok/en');
    expect(read({ cookie, 'sec-fetch-site': 'none' })).toBe('tok/en');
    expect(read({ cookie, origin: 'https://elsewhere.example' })).toBeNull();
    expect(read({ cookie, 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(read({ cookie, 'sec-fetch-site': 'same-site' })).toBeNull();
    expect(read({ cookie: 'authToken=%E0%A4%A' })).toBeNull();
    expect(read({})).toBeNull();
  });
});
