import { describe, expect, it } from 'vitest';
import { firstEditor } from './editor-account.ts';

describe('the first CMS editor account', () => {
  it('has an address nobody could know in advance when the operator chose none', () => {
    const first = firstEditor('');
    const second = firstEditor('');
    expect(first.email).toMatch(/^editor-[0-9a-f]{12}@poolscape\.example$/);
    expect(second.email).not.toBe(first.email);
    expect(first.email).not.toBe('editor@poolscape.example');
  });

  it('uses the address the operator chose, with a fresh password', () => {
    const account = firstEditor('owner@pools.example');
    expect(account.email).toBe('owner@pools.example');
    expect(account.password.length).toBeGreaterThanOrEqual(16);
    expect(firstEditor('owner@pools.example').password).not.toBe(account.password);
  });
});
