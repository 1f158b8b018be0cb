// The fault drill (`npm run drill`): the product as several processes on shared infrastructure,
// under a steady mixed load, through PostgreSQL restarting, a render worker and an API process
// killed, the object store and the mail server stopped, a soak, a layout change (built once for the
// cluster), and the CMS service restarted; then the connections each kind of process used.
// Everything runs on loopback in `.data/drill/` (removed afterwards; DRILL_KEEP=1 keeps it). The
// processes reach PostgreSQL through PgBouncer (Debian's pgbouncer), or directly with DRILL_DIRECT=1.
// DRILL_SOAK_SECONDS sets the soak (600 by default). Prints each step's figures and exits 1 when
// any step found a problem.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@poolscape/api/env';
import pg from 'pg';
import { jpegPhoto } from '../../kit/designs/fixtures.ts';
import { hasPgBouncer } from '../../kit/pgbouncer.ts';
import { ConnectionSampler } from '../loadtest/connections.ts';
import { changeLayout, connectionsByKind, restartCmsService } from './cluster-steps.ts';
import { type Account, Load } from './load.ts';
import type { StepResult } from './step-kit.ts';
import {
  killApiProcess,
  killWorkerMidRender,
  restartPostgres,
  soak,
  stopMailServer,
  stopObjectStore,
} from './steps.ts';
import { Topology } from './topology.ts';

const say = (message: string) => console.log(`[drill] ${message}`);

if (spawnSync('nginx', ['-v']).error) {
  say('the drill needs nginx (Debian: apt-get install nginx-light); npm test installs it');
  process.exit(1);
}
const direct = process.env.DRILL_DIRECT === '1';
if (!direct && !hasPgBouncer()) {
  say('the drill needs PgBouncer (Debian: apt-get install pgbouncer), or DRILL_DIRECT=1 to go without');
  process.exit(1);
}

const dir = join(repoRoot, '.data', 'drill');
rmSync(dir, { recursive: true, force: true });
const topology = new Topology(dir);
const soakMs = Number(process.env.DRILL_SOAK_SECONDS ?? 600) * 1000;
const started = performance.now();
let failed = false;
let db: pg.Pool | undefined;
let load: Load | undefined;
let sampler: ConnectionSampler | undefined;

async function register(index: number): Promise<Account> {
  const email = `drill-${index}-${Date.now()}@example.com`;
  const response = await fetch(`${topology.url}/api/simple/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Drill',
      lastName: `User ${index}`,
      email,
      password: 'drill-password-1',
    }),
  });
  const body = (await response.json()) as { token?: string; user?: { id: string } };
  if (!body.token || !body.user)
    throw new Error(`could not register: ${response.status} ${JSON.stringify(body)}`);
  return { id: body.user.id, email, token: body.token };
}

function report(result: StepResult): void {
  say(`${result.name}: ${result.problems.length === 0 ? 'passed' : 'FAILED'}`);
  for (const figure of result.figures) console.log(`    ${figure}`);
  for (const problem of result.problems) console.log(`    problem: ${problem}`);
  if (result.problems.length > 0) failed = true;
}

try {
  await topology.start(say, { direct });
  say(
    `ready in ${((performance.now() - started) / 1000).toFixed(0)} s: ${topology.url} → API ${topology.apiPorts.join(', ')}`,
  );
  sampler = new ConnectionSampler(topology.databaseUrl, topology.bouncer?.adminUrl);
  await sampler.start(1_000);
  db = new pg.Pool({ connectionString: topology.databaseUrl, max: 2 });
  // Connections of this pool die with PostgreSQL in step 1; the pool drops them and reconnects.
  db.on('error', () => undefined);
  const accounts = await Promise.all(Array.from({ length: 8 }, (_, index) => register(index)));
  // Premium's 500 images a month cover every design the drill submits.
  await db.query(`update app.users set subscription_tier = 'premium' where id = any($1::uuid[])`, [
    accounts.map((account) => account.id),
  ]);
  load = new Load(topology.url, accounts, await jpegPhoto(1200, 800));
  load.start();
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const first = accounts[0] as Account;
  report(await restartPostgres(topology, load, db));
  report(await killWorkerMidRender(topology, load, db));
  report(await killApiProcess(topology, load, db, first.token));
  report(await stopObjectStore(topology, load, db));
  report(await stopMailServer(topology, load, db, first.email));
  report(await soak(topology, load, db, soakMs));
  report(await changeLayout(topology, load));
  report(await restartCmsService(topology, load));
  await sampler.stop();
  report(connectionsByKind(sampler, topology.bouncer));
  sampler = undefined;
} catch (error) {
  failed = true;
  say(`the drill stopped: ${(error as Error).stack ?? error}`);
} finally {
  await load?.stop();
  await sampler?.stop().catch(() => undefined);
  await db?.end().catch(() => undefined);
  await topology.stop().catch((error: Error) => say(`while stopping: ${error.message}`));
  if (!process.env.DRILL_KEEP) rmSync(dir, { recursive: true, force: true });
}
say(`${failed ? 'FAILED' : 'passed'} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exitCode = failed ? 1 : 0;
