import { describe, expect, it } from 'vitest';
import { loadEnv, repoRoot } from './env.ts';

describe('loadEnv', () => {
  it('starts on port 3000 at http://localhost:3000 with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names every invalid variable instead of starting half-configured', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('treats empty values as not set and keeps data folders relative to the repository', () => {
    const env = loadEnv({ PUBLIC_URL: '', DATABASE_URL: '', DATA_DIR: '.data/elsewhere' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(`${repoRoot}/.data/elsewhere`);
  });

  it('follows PORT in the public address unless PUBLIC_URL is given', () => {
    expect(loadEnv({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadEnv({ PORT: '4100', PUBLIC_URL: 'https://pools.example/' }).publicUrl).toBe(
      'https://pools.example',
    );
  });

  it('runs a CMS service only with what it needs, and lets API processes share it with the same token', () => {
    const token = 'a-shared-internal-token-of-32-characters';
    const service = {
      CMS_MODE: 'service',
      DATABASE_URL: 'postgres://poolscape@db/poolscape',
      CMS_PORT: '4000',
      API_INTERNAL_URL: 'http://127.0.0.1:8080',
      PAYLOAD_SECRET: 'p'.repeat(32),
      INTERNAL_TOKEN: token,
    };
    expect(loadEnv(service).internalToken).toBe(token);
    expect(() => loadEnv({ ...service, CMS_PORT: '' })).toThrowError(/CMS_MODE: service needs CMS_PORT/);
    expect(() => loadEnv({ ...service, INTERNAL_TOKEN: '' })).toThrowError(/service needs INTERNAL_TOKEN/);
    expect(() => loadEnv({ CMS_URL: 'http://127.0.0.1:4000' })).toThrowError(/CMS_URL needs INTERNAL_TOKEN/);
    expect(loadEnv({ CMS_URL: 'http://127.0.0.1:4000', INTERNAL_TOKEN: token }).internalToken).toBe(token);
    // On its own, a process makes up a token no other process knows.
    expect(loadEnv({}).internalToken).not.toBe(loadEnv({}).internalToken);
  });
});
