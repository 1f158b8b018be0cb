// The CMS beside an API process: built when its sources changed, migrated and seeded once per
// installation, then started as its own Next.js process on loopback (CMS_PORT, else a free port),
// which the API's CMS proxy serves under /cms.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type CmsProcess, cmsBucketEnv, ensureCmsBuilt, startCms } from '../cms/cms-process.ts';
import { setUpCms } from '../cms/cms-setup.ts';
import type { Env } from '../env.ts';
import type { ProcessBase } from './process-base.ts';
import { type Closer, log, say } from './process-log.ts';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A secret generated once per data folder, kept with the data, never committed. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** Builds, sets up and starts the CMS; its stop is pushed onto `closers`. */
export async function startCmsProcess(
  env: Env,
  { databaseUrl, pool }: ProcessBase,
  closers: Closer[],
): Promise<CmsProcess> {
  const cmsBuild = await ensureCmsBuilt(log);
  if (cmsBuild.built) say(`CMS built in ${cmsBuild.seconds.toFixed(0)} s`);
  const cmsEnv = {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? persistentSecret(env.DATA_DIR, 'payload-secret'),
    PUBLIC_URL: env.publicUrl,
    API_INTERNAL_URL: `http://127.0.0.1:${env.PORT}`,
    INTERNAL_TOKEN: env.internalToken,
    CMS_POOL_SIZE: String(env.CMS_POOL_SIZE),
    MEDIA_DIR: join(env.DATA_DIR, 'media'),
    CMS_DIST_DIR: cmsBuild.distDir,
    CMS_EDITOR_EMAIL: env.CMS_EDITOR_EMAIL ?? '',
    CMS_EDITOR_ACCOUNT_FILE: join(env.DATA_DIR, 'secrets', 'cms-editor-account.txt'),
    ...cmsBucketEnv(env.storage),
  };
  await setUpCms(pool, cmsEnv, log);
  const cms = await startCms(cmsEnv, env.CMS_PORT || (await freePort()), log);
  closers.push(() => cms.stop());
  return cms;
}
