// The design options global refuses what would break the product: rows added, removed or given
// another key (the renderer knows a fixed set), and a group with everything switched off. Its
// defaults are the built-in options, and only editors and admins may change it.
import { defaultDesignOptionRows } from '@poolscape/shared/design-options';
import type { ArrayField, PayloadRequest } from 'payload';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function designOptions() {
  vi.resetModules();
  vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
  vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
  return (await import('./index.ts')).DesignOptions;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

async function group(name: string) {
  const field = (await designOptions()).fields.find(
    (entry) => 'name' in entry && entry.name === name,
  ) as ArrayField;
  const validate = field.validate as unknown as (value: unknown) => true | string;
  return { field, validate };
}

describe('the design options global', () => {
  it('starts from the built-in options', async () => {
    for (const name of ['styles', 'features', 'timesOfDay'] as const) {
      const { field, validate } = await group(name);
      expect(field.defaultValue).toEqual(defaultDesignOptionRows(name));
      expect(validate(field.defaultValue)).toBe(true);
    }
  });

  it('keeps to the fixed keys: none added, removed, repeated or invented', async () => {
    const { validate } = await group('features');
    const rows = defaultDesignOptionRows('features');
    const reordered = [...rows].reverse();
    expect(validate(reordered)).toBe(true);
    for (const broken of [
      rows.slice(1),
      [...rows, { ...rows[0], label: 'Again' }],
      rows.map((row, index) => (index === 0 ? { ...row, key: 'jacuzzi' } : row)),
      rows.map((row, index) => (index === 0 ? { ...row, key: 'waterfalls' } : row)),
    ]) {
      expect(validate(broken)).toMatch(
        /^The features are fixed: keep one row for each of lighting, waterfalls/,
      );
    }
    // In the admin's own form an array's value is its row count: the save checks it.
    expect(validate(5)).toBe(true);
  });

  it('never lets a group be switched off entirely', async () => {
    const { validate } = await group('styles');
    const rows = defaultDesignOptionRows('styles');
    expect(validate(rows.map((row, index) => ({ ...row, enabled: index === 2 })))).toBe(true);
    expect(validate(rows.map((row) => ({ ...row, enabled: false })))).toBe(
      'At least one style must stay on, so there is always something to choose.',
    );
  });

  it('is read by anyone and changed only by editors and admins', async () => {
    const { access } = await designOptions();
    const as = (role: string | null) => ({
      req: { user: role ? { role } : null } as unknown as PayloadRequest,
    });
    expect(access?.read?.(as(null))).toBe(true);
    expect(access?.update?.(as(null))).toBe(false);
    expect(access?.update?.(as('user'))).toBe(false);
    expect(access?.update?.(as('editor'))).toBe(true);
    expect(access?.update?.(as('admin'))).toBe(true);
  });
});
