// Money in the CMS is the admins': an editor may reword a plan or an image pack, but neither
// change its price or what it sells, nor add or delete one. Checked on the collections' own rules.
import type { Access, FieldAccess, PayloadRequest } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The collections' modules read the CMS's configuration (for the content-change hook) when they load.
vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { Plans } = await import('./Plans/index.ts');
const { CreditPacks } = await import('./CreditPacks/index.ts');
// Test files share their worker (isolate: false): the next file must not see these.
afterAll(() => vi.unstubAllEnvs());

const editor = { role: 'editor', _strategy: 'local-jwt' };
const admin = { role: 'admin', _strategy: 'local-jwt' };
const req = (user: unknown) => ({ user }) as unknown as PayloadRequest;

describe('prices in the CMS', () => {
  for (const collection of [Plans, CreditPacks]) {
    const access = collection.access as Record<'create' | 'update' | 'delete', Access>;
    const fieldAccess = (name: string) =>
      (
        collection.fields.find((field) => 'name' in field && field.name === name) as {
          access?: Record<string, FieldAccess>;
        }
      )?.access ?? {};

    it(`${collection.slug}: an editor rewords a card but cannot price, re-key, add or delete one`, async () => {
      expect(await access.update({ req: req(editor) } as Parameters<Access>[0])).toBe(true);
      for (const rule of [access.create, access.delete]) {
        expect(await rule({ req: req(editor) } as Parameters<Access>[0])).toBe(false);
        expect(await rule({ req: req(admin) } as Parameters<Access>[0])).toBe(true);
      }
      for (const name of ['price', 'key']) {
        const { create, update } = fieldAccess(name);
        for (const rule of [create, update]) {
          expect(rule, `${name} has write rules`).toBeTypeOf('function');
          expect(await rule?.({ req: req(editor) } as Parameters<FieldAccess>[0])).toBe(false);
          expect(await rule?.({ req: req(admin) } as Parameters<FieldAccess>[0])).toBe(true);
        }
      }
      // Words stay the editors'.
      expect(fieldAccess('name').update).toBeUndefined();
    });
  }
});
