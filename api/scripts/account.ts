// `npm run account -- export <email> [file]`: writes the archive "Download my data" makes for that
// account to a file (default `poolscape-data-<date>-<account id>.zip` in the repository folder), for
// an operator answering a request that came by mail. It works on the product's database
// (DATABASE_URL, else the embedded PostgreSQL in DATA_DIR, running or not) and its file storage, and
// is written in the audit log as the operator's.
import { resolve } from 'node:path';
import { writeAccountArchive } from '../src/account/export-archive.ts';
import { audit } from '../src/admin/audit.ts';
import { loadEnv } from '../src/env.ts';
import { openStorage } from '../src/processes/file-storage.ts';
import type { Closer } from '../src/processes/process-log.ts';
import { withOperatorDatabase } from './operator-database.ts';

const [action, email, file] = process.argv.slice(2);
if (action !== 'export' || !email) {
  console.error('usage: npm run account -- export <email> [file]');
  process.exit(2);
}

const env = loadEnv();
const closers: Closer[] = [];
try {
  await withOperatorDatabase(async (pool) => {
    const found = await pool.query<{ id: string }>(
      'select id from app.users where lower(email) = lower($1)',
      [email],
    );
    const user = found.rows[0];
    if (!user) {
      console.error(`No account has the address ${email}.`);
      process.exitCode = 1;
      return;
    }
    const storage = await openStorage(env.storage, env.DATA_DIR, closers);
    const path = resolve(file ?? `poolscape-data-${new Date().toISOString().slice(0, 10)}-${user.id}.zip`);
    const made = await writeAccountArchive(pool, storage, user.id, path, () => {});
    await audit(
      pool,
      { id: null, email: 'npm run account' },
      'user.data-export',
      { type: 'user', id: user.id },
      null,
      {
        file: path,
      },
    );
    console.log(
      `${path}: ${made.entries} entries, ${made.files} stored files, ${(made.bytes / 1e6).toFixed(1)} MB.`,
    );
  });
} finally {
  for (const close of closers.reverse()) await close();
}
