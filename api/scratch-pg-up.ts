import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '/work/main/api/src/db/embedded-postgres.ts';
const dir = mkdtempSync(join('/work/main/.data', 'manual-pg-'));
const pg = await startEmbeddedPostgres(dir, { info: () => {}, warn: () => {} });
process.stdout.write(`URL ${pg.connectionString} DIR ${dir}\n`);
process.on('SIGTERM', async () => { await pg.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
