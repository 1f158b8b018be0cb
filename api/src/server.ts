// Entry point of `npm start`: brings up the whole product on one origin.
//   database (embedded unless DATABASE_URL) → API migrations → CMS build, migrations, seed and
//   process → site build → HTTP server.
// With SERVE_HTTP=false (`npm run worker`) it is a render and video worker only: DATABASE_URL →
//   API migrations → storage → RENDER_WORKERS workers; no HTTP, no CMS, no site build.
// With CMS_MODE=service (`npm run cms`) it is the cluster's CMS only: DATABASE_URL → API migrations →
//   CMS build, migrations, seed and process on HOST:CMS_PORT; API processes use it at CMS_URL.
// Ctrl-C (or SIGTERM) closes everything in the reverse order, Postgres last.
// The pieces are started by the modules of processes/: process-base.ts (what both roles share),
// api-process.ts (the rest of an API process), render-workers.ts and shutdown.ts.

import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import sharp from 'sharp';
import { loadEnv, repoRoot } from './env.ts';
import { startApiProcess } from './processes/api-process.ts';
import { startCmsService } from './processes/cms.ts';
import { startProcessBase } from './processes/process-base.ts';
import { type Closer, say, secondsSince } from './processes/process-log.ts';
import { startRenderWorkers } from './processes/render-workers.ts';
import { closeOnSignal } from './processes/shutdown.ts';
import { lowerHelperThreads } from './processes/thread-priority.ts';

const startedAt = performance.now();

async function main(): Promise<void> {
  // libvips keeps finished operations for reuse (up to 50 MB); a render never repeats one, so
  // keeping them only adds to a long-running worker's memory.
  sharp.cache(false);
  // Photos decoded, passwords hashed, files read and garbage collected beside the event loop give
  // way to it.
  await lowerHelperThreads();
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = loadEnv();
  // V8 sizes the heap's next collection from how fast it collects. Where renders run beside the
  // requests (the single-process `npm start`), their images made it settle on a limit so close to
  // the ~80 MB of long-lived objects (modules, schemas) that it marked the whole heap twice a second
  // under load, each mark holding requests up by 10 to 40 ms. There the heap may grow to twice its
  // live size first (README, "Capacity"). Elsewhere V8 sizes the heap itself: the doubled heap
  // only let memory rise in the drill's 10-minute soak, by 8 to 12 % in an API process of a cluster
  // (which renders nothing) and by 10 to 14 % in a render worker (which answers no request).
  // V8's `--external-memory-accounted-in-global-limit` is not used: with it, a process rendering in
  // a loop grew by 11 MB a render without end (2.1 GB after 200), against a steady 650 MB without.
  if (env.SERVE_HTTP && env.RENDER_WORKERS > 0 && env.CMS_MODE !== 'service')
    setFlagsFromString('--heap-growing-percent=100');
  mkdirSync(env.DATA_DIR, { recursive: true });
  const version = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version as string;
  const closers: Closer[] = [];
  closeOnSignal(env, closers);

  if (env.CMS_MODE === 'service') {
    const url = await startCmsService(env, closers);
    say(`CMS service ready in ${secondsSince(startedAt)} s: API processes reach it with CMS_URL=${url}`);
    return;
  }
  const base = await startProcessBase(env, closers);
  if (!env.SERVE_HTTP) {
    await startRenderWorkers(base.renderQueue, { pool: base.pool, storage: base.storage, env, say });
    say(
      `worker ready in ${secondsSince(startedAt)} s: rendering designs and videos, ${env.RENDER_WORKERS} at a time (no HTTP server)`,
    );
    return;
  }

  const app = await startApiProcess(env, base, version, closers);
  await app.listen({ port: env.PORT, host: env.HOST });
  say(`ready in ${secondsSince(startedAt)} s: ${env.publicUrl}  (CMS admin: ${env.publicUrl}/cms/admin)`);
}

main().catch((error: Error) => {
  say(`could not start: ${error.message}`);
  process.exitCode = 1;
  // Through the shutdown above when it listens (what was started is stopped); else nothing runs yet.
  if (process.listenerCount('SIGTERM') > 0) process.kill(process.pid, 'SIGTERM');
});
