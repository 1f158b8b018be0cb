// Starts one real PostgreSQL for the whole vitest run: the embedded one in a throwaway folder,
// or the server named by DATABASE_URL. Test files make their own databases on it.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '@poolscape/api/db/embedded-postgres';
import { repoRoot } from '@poolscape/api/env';
import type { TestProject } from 'vitest/node';
import type {} from '../kit/test-database.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    project.provide('databaseUrl', process.env.DATABASE_URL);
    return async () => {};
  }
  mkdirSync(join(repoRoot, '.data'), { recursive: true });
  const dataDir = mkdtempSync(join(repoRoot, '.data', 'vitest-'));
  const quiet = { info: () => {}, warn: () => {} };
  const postgres = await startEmbeddedPostgres(dataDir, quiet);
  project.provide('databaseUrl', postgres.connectionString);
  return async () => {
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
