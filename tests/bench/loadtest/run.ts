// `npm run loadtest`: the capacity of the design flow, measured against a running Poolscape (`npm
// start`, or a cluster behind its proxy) on loopback, with no outside service. N virtual users each
// sign up and make their designs through the real flow (virtual-user.ts) while browsing; the run
// stops by itself once every design is delivered (or given up on) and prints designs delivered per
// minute per render process, p50/p95/p99 of each API call and of submit → ready, errors by kind,
// and the PostgreSQL connections each process used (connections.ts). Beside them, a session probe
// in a process of its own (session-probe.ts) checks one user's session every 100 ms at normal
// priority, while this process lowers its own (nice 10): on one machine, the probe's figures are
// what a user sees while designs render, not the load generator's wait for the cores it shares.
//
//   --url URL          the product (default http://localhost:3000, PUBLIC_URL when set)
//   --users N          virtual users (default 8)
//   --designs N        designs per user (default 4)
//   --variations N     variations per design (default 2)
//   --render-processes N  processes rendering, for the per-process figure (default: the worker
//                      processes seen on the database, else 1, the API process of `npm start`)
//   --probe-every MS   milliseconds between two checks of the session probe (default 100)
// The database (for the connections) is DATABASE_URL, else the embedded one in DATA_DIR (.data).
// A free account's trial covers 10 images: designs × variations must stay within it.
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runningEmbeddedPostgres } from '@poolscape/api/db/embedded-postgres';
import { repoRoot } from '@poolscape/api/env';
import { ConnectionSampler } from './connections.ts';
import { Measurements, percentile } from './measure.ts';
import { VirtualUser } from './virtual-user.ts';

const FREE_TRIAL_IMAGES = 10;
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.PUBLIC_URL ?? 'http://localhost:3000' },
    users: { type: 'string', default: '8' },
    designs: { type: 'string', default: '4' },
    variations: { type: 'string', default: '2' },
    'render-processes': { type: 'string' },
    'probe-every': { type: 'string', default: '100' },
  },
});
const say = (message: string) => console.log(`[loadtest] ${message}`);
const whole = (name: string, value: string | undefined, min: number, max: number): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) {
    say(`--${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return number;
};
const users = whole('users', values.users, 1, 500);
const designs = whole('designs', values.designs, 1, 10);
const variations = whole('variations', values.variations, 1, 4);
const probeEvery = whole('probe-every', values['probe-every'], 10, 10_000);
if (designs * variations > FREE_TRIAL_IMAGES) {
  say(
    `--designs × --variations is ${designs * variations}: a new account's trial covers ${FREE_TRIAL_IMAGES} images`,
  );
  process.exit(2);
}
const base = values.url.replace(/\/$/, '');
const health = await fetch(`${base}/api/health`).catch(() => null);
if (!health?.ok) {
  say(`nothing answers at ${base}/api/health: start Poolscape first (npm start), or pass --url`);
  process.exit(1);
}

const samplesDir = join(repoRoot, 'cms', 'src', 'seed', 'images');
const photos = readdirSync(samplesDir)
  .filter((name) => name.startsWith('garden-') && name.endsWith('.jpg'))
  .map((name) => readFileSync(join(samplesDir, name)));
const databaseUrl =
  process.env.DATABASE_URL ??
  runningEmbeddedPostgres(process.env.DATA_DIR ?? join(repoRoot, '.data'), { info: () => {}, warn: say });
const sampler = databaseUrl ? new ConnectionSampler(databaseUrl) : null;
await sampler?.start();
if (!sampler)
  say('no database found (DATABASE_URL, or the embedded one in DATA_DIR): connections are not counted');

const probe = await startProbe();
// After the probe started (it keeps normal priority): the virtual users give way to the product.
setPriority(10);
say(`${users} users × ${designs} designs × ${variations} variations against ${base}`);
const measurements = new Measurements();
const flow = { base, designs, variations, photos, readyTimeoutMs: 15 * 60_000, browseEveryMs: 1_000 };
const started = performance.now();
const progress = setInterval(() => {
  const delivered = measurements.submitToReady.length;
  say(
    `${Math.round((performance.now() - started) / 1000)} s: ${delivered} of ${users * designs} designs delivered`,
  );
}, 15_000);
await Promise.all(
  Array.from({ length: users }, (_, index) =>
    new VirtualUser(index, flow, measurements).run().catch((error: Error) => {
      measurements.undelivered.push(`user ${index + 1} stopped: ${error.message}`);
    }),
  ),
);
clearInterval(progress);
const seconds = (performance.now() - started) / 1000;
const probed = await probe.stop();
await sampler?.stop();

// The report.
const fixed = (value: number, digits = 0) => (Number.isNaN(value) ? '–' : value.toFixed(digits));
const delivered = measurements.submitToReady.length;
const workers = sampler?.processes.filter((process) => process.role === 'worker').length ?? 0;
const renderProcesses = values['render-processes']
  ? whole('render-processes', values['render-processes'], 1, 100)
  : Math.max(1, workers);
const perMinute = (delivered / seconds) * 60;
const ready = measurements.submitToReady;
console.log('');
say(`designs delivered: ${delivered} of ${users * designs} in ${fixed(seconds)} s`);
console.log(
  `    ${fixed(perMinute, 1)} a minute; ${fixed(perMinute / renderProcesses, 1)} a minute per render process (${renderProcesses})`,
);
console.log(
  `    images: ${delivered * variations} (${fixed((perMinute * variations) / renderProcesses, 1)} a minute per render process)`,
);
console.log(
  `    submit → ready: p50 ${fixed(percentile(ready, 0.5), 1)} s, p95 ${fixed(percentile(ready, 0.95), 1)} s, p99 ${fixed(percentile(ready, 0.99), 1)} s`,
);
say('API calls (ms)');
console.log(
  `    ${'call'.padEnd(40)} ${'count'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`,
);
for (const call of measurements.byCall())
  console.log(
    `    ${call.name.padEnd(40)} ${String(call.count).padStart(6)} ${fixed(call.p50).padStart(7)} ${fixed(call.p95).padStart(7)} ${fixed(call.p99).padStart(7)}`,
  );
say(`session probe (its own process at normal priority, a check every ${probeEvery} ms), ms`);
console.log(
  `    ${String(probed.times.length).padStart(6)} checks: p50 ${fixed(percentile(probed.times, 0.5), 1)}, p95 ${fixed(percentile(probed.times, 0.95), 1)}, p99 ${fixed(percentile(probed.times, 0.99), 1)}, longest ${fixed(Math.max(...probed.times), 1)}; ${probed.failures} failed`,
);
const errors = measurements.errorsByKind();
say(errors.length === 0 ? 'errors: none' : 'errors by kind');
for (const error of errors) console.log(`    ${String(error.count).padStart(5)} × ${error.kind}`);
if (sampler) {
  say(
    `connections (the most at once): ${sampler.server.most} on the server, of max_connections ${sampler.server.max}`,
  );
  for (const process of sampler.processes) {
    const parts = Object.entries(process.most).map(([purpose, count]) => `${purpose} ${count}`);
    console.log(
      `    ${process.role.padEnd(6)} pid ${String(process.pid).padEnd(8)} ${String(process.total).padStart(3)}  (${parts.join(', ')})`,
    );
  }
}
process.exit(errors.length === 0 && probed.failures === 0 ? 0 : 1);

/** Starts the session probe; resolves once it is signed in and checking. */
async function startProbe(): Promise<{ stop(): Promise<{ times: number[]; failures: number }> }> {
  const child = fork(new URL('./session-probe.ts', import.meta.url), [
    '--url',
    base,
    '--every',
    String(probeEvery),
  ]);
  type Message = { ready?: true; error?: string; times?: number[]; failures?: number };
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      child.once('message', (message) => resolve(message as Message));
      child.once('exit', (code) => reject(new Error(`the session probe stopped (exit ${code})`)));
    });
  const first = await next();
  if (first.error) {
    say(first.error);
    process.exit(1);
  }
  return {
    async stop() {
      const result = next();
      child.send('stop');
      const { times = [], failures = 0 } = await result;
      return { times, failures };
    },
  };
}
