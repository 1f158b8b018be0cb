import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../env.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

const quiet = { info: () => {}, warn: () => {} };

async function canQuery(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  const result = await client.query('select 1 as ok');
  await client.end();
  return result.rows[0]?.ok === 1;
}

describe('the embedded PostgreSQL', () => {
  // As root, PostgreSQL runs as the postgres user, who cannot enter this folder: the cluster is
  // kept elsewhere and linked. Emptying the data folder must still mean a fresh database.
  it.runIf(process.getuid?.() === 0)(
    'starts afresh after its data folder was emptied, even from a folder others cannot enter',
    async () => {
      mkdirSync(join(repoRoot, '.data'), { recursive: true });
      const closed = mkdtempSync(join(repoRoot, '.data', 'closed-'));
      chmodSync(closed, 0o700);
      const dataDir = join(closed, 'data');
      try {
        const first = await startEmbeddedPostgres(dataDir, quiet);
        expect(lstatSync(join(dataDir, 'postgres')).isSymbolicLink()).toBe(true);
        expect(await canQuery(first.connectionString)).toBe(true);
        await first.stop();

        rmSync(dataDir, { recursive: true, force: true });
        const second = await startEmbeddedPostgres(dataDir, quiet);
        expect(await canQuery(second.connectionString)).toBe(true);
        await second.stop();
      } finally {
        rmSync(closed, { recursive: true, force: true });
      }
      expect(existsSync(dataDir)).toBe(false);
    },
  );
});
