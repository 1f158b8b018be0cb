import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstEditor, writeEditorAccount } from './editor-account.ts';

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

  it("keeps the password in a file only the product's user can read, replacing an older one", async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'editor-')), 'secrets', 'cms-editor-account.txt');
    await writeEditorAccount(file, { email: 'a@pools.example', password: 'old-one' });
    writeFileSync(file, 'tampered', { mode: 0o644 });
    await writeEditorAccount(file, { email: 'a@pools.example', password: 'n3w-passw0rd' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain('password: n3w-passw0rd\n');
    expect(readFileSync(file, 'utf8')).toContain('address: a@pools.example\n');
  });
});
