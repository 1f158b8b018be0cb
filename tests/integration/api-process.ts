// A second API process for tests: the real app on the database named by DATABASE_URL, listening
// on loopback; prints its port once ready. Run with Node (it strips the types itself).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '@poolscape/api/app';
import { Assistant } from '@poolscape/api/assistant/assistant';
import { createPool } from '@poolscape/api/db/pool';
import { LoginAlertHub } from '@poolscape/api/login-alerts/login-alerts';
import { SiteBuilds } from '@poolscape/api/site-builds/site-builds';

const databaseUrl = process.env.DATABASE_URL ?? '';
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const dataDir = mkdtempSync(join(tmpdir(), 'api-process-'));
const pool = createPool(databaseUrl, () => {});
const loginAlerts = new LoginAlertHub(pool, databaseUrl, () => {});
await loginAlerts.start();
const app = await buildApp({
  pool,
  loginAlerts,
  uploadsDir: join(dataDir, 'uploads'),
  // Mail is dropped here: nothing in these runs reads it.
  mailer: { enqueue: async () => {} },
  publicUrl: 'http://localhost:3000',
  builds: new SiteBuilds({ dataDir, buildEnv: {}, debounceMs: 60_000, log: quiet }),
  assistant: new Assistant({
    load: async () => ({
      settings: { enabled: true, supportEmail: 'x@example.com', systemPrompt: '' },
      passages: [],
    }),
    log: quiet,
  }),
  version: 'second-process',
  internalToken: 'second-process-token',
  https: false,
  cmsUpstream: () => 'http://127.0.0.1:9',
  logLevel: 'silent',
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await loginAlerts.stop();
  await pool.end();
  process.exit(0);
});
