// The drill's faults, one after another under the steady load. Each step returns the figures it
// printed and the problems it found (none when it passed). The cluster's own steps (the CMS service,
// connections) are in cluster-steps.ts.
import { PGBOSS_SCHEMA, RENDER_QUEUE } from '@poolscape/api/jobs/job-queue';
import type pg from 'pg';
import WebSocket from 'ws';
import { type Load, type Outcome, summarise } from './load.ts';
import { killHard, processFootprint } from './processes.ts';
import { describe, type StepResult, seconds, sleep, until, waitForRecovery } from './step-kit.ts';
import type { Topology } from './topology.ts';

/** Acknowledged uploads and designs that are not in the database, named. */
async function missingWrites(db: pg.Pool, load: Load): Promise<string[]> {
  // What was acknowledged before the query: the load goes on, and writes it acknowledges while the
  // query runs may be newer than what the query saw.
  const uploads = [...load.acknowledged.uploads];
  const designs = [...load.acknowledged.designs];
  const found = await db.query<{ uploads: string[]; designs: string[] }>(
    `select array(select id::text from app.uploads where id = any($1::uuid[])) as uploads,
            array(select id::text from app.designs where id = any($2::uuid[])) as designs`,
    [uploads, designs],
  );
  const problems: string[] = [];
  for (const [kind, acknowledged] of [
    ['uploads', uploads],
    ['designs', designs],
  ] as const) {
    const present = new Set(found.rows[0]?.[kind] ?? []);
    const missing = [...new Set(acknowledged)].filter((id) => !present.has(id));
    if (missing.length > 0)
      problems.push(`${missing.length} acknowledged ${kind} missing: ${missing.join(', ')}`);
  }
  return problems;
}

function plainFailures(outcomes: Outcome[], allowed: number[]): string[] {
  const failures = outcomes.filter((outcome) => outcome.status >= 500);
  const wrong = failures.filter((outcome) => !allowed.includes(outcome.status));
  const unplain = failures.filter(
    (outcome) => !outcome.message || /error:|at .*\(|stack/i.test(outcome.message),
  );
  const problems: string[] = [];
  if (wrong.length)
    problems.push(`${wrong.length} failures answered ${[...new Set(wrong.map((o) => o.status))].join(', ')}`);
  if (unplain.length) problems.push(`${unplain.length} failures without a plain message`);
  return problems;
}

export async function restartPostgres(topology: Topology, load: Load, db: pg.Pool): Promise<StepResult> {
  const start = load.now();
  const running = topology.processes();
  const downAt = load.now();
  await topology.postgres.stop();
  await sleep(5_000);
  await topology.startPostgres();
  const upAt = load.now();
  const lastFailure = await waitForRecovery(load, start);
  const outcomes = load.between(start);
  const problems = [...plainFailures(outcomes, [503]), ...(await missingWrites(db, load))];
  const exited = running.filter((process) => process.child.exitCode !== null);
  if (exited.length) problems.push(`${exited.map((process) => process.name).join(', ')} exited`);
  const early = outcomes.filter((o) => (o.status === 0 || o.status >= 500) && o.at + o.ms < downAt);
  if (early.length) problems.push(`${early.length} requests failed before PostgreSQL stopped`);
  const late = lastFailure === null ? 0 : lastFailure - upAt;
  if (late > 15_000) problems.push(`failures went on ${seconds(late)} after PostgreSQL was back`);
  return {
    name: '1. PostgreSQL restarted under load',
    figures: [
      describe(outcomes),
      `down at ${seconds(downAt)}, back at ${seconds(upAt)}; recovered ${seconds(Math.max(0, late))} after it was back; ${running.length - exited.length} of ${running.length} processes kept running`,
      `acknowledged writes checked: ${load.acknowledged.uploads.length} uploads, ${load.acknowledged.designs.length} designs`,
    ],
    problems,
  };
}

export async function killWorkerMidRender(topology: Topology, load: Load, db: pg.Pool): Promise<StepResult> {
  // The other worker is paused (SIGSTOP) until the kill, so the next render starts on the one killed;
  // a render it had under way waits for it, frozen, as a stuck process's would.
  const pausedAt = new Date();
  topology.otherWorker?.child.kill('SIGSTOP');
  const active = async () =>
    (
      await db.query<{ design_id: string; version: number }>(
        `select data->>'designId' as design_id, (data->>'version')::int as version
           from ${PGBOSS_SCHEMA}.job where name = $1 and state = 'active' and started_on > $2 limit 1`,
        [RENDER_QUEUE, pausedAt],
      )
    ).rows[0];
  let job: { design_id: string; version: number } | undefined;
  await until(async () => {
    job = await active();
    return job !== undefined;
  }, 60_000);
  if (!job) {
    topology.otherWorker?.child.kill('SIGCONT');
    return { name: '2. worker killed mid-render', figures: [], problems: ['no render was running'] };
  }
  const killedAt = load.now();
  if (topology.worker) await killHard(topology.worker);
  topology.otherWorker?.child.kill('SIGCONT');
  topology.worker = await topology.startWorker();
  const target = job;
  const status = async () =>
    (
      await db.query<{ status: string }>(
        'select status from app.design_versions where design_id = $1 and number = $2',
        [target.design_id, target.version],
      )
    ).rows[0]?.status;
  await until(async () => (await status()) === 'ready', 180_000);
  const doneAt = load.now();
  const charges = await db.query<{ debits: number; versions: number }>(
    `select (select count(*) from app.credit_ledger where design_id = $1 and version = $2 and delta < 0)::int as debits,
            (select count(*) from app.design_versions where design_id = $1)::int as versions`,
    [target.design_id, target.version],
  );
  const row = charges.rows[0];
  const problems: string[] = [];
  if ((await status()) !== 'ready') problems.push(`the killed render ended ${await status()}`);
  if (row?.debits !== 1) problems.push(`the design was charged ${row?.debits} times`);
  if (row?.versions !== 1) problems.push(`the design has ${row?.versions} versions`);
  return {
    name: '2. render worker killed (kill -9) mid-render',
    figures: [
      `design ${target.design_id} version ${target.version}: ready ${seconds(doneAt - killedAt)} after the kill, rendered again by a worker`,
      `charged ${row?.debits} time(s); ${row?.versions} version(s)`,
    ],
    problems,
  };
}

/** Opens the progress socket of the drill's first account through the balancer. */
function openSocket(url: string, token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(
      `${url.replace(/^http/, 'ws')}/ws/designs?token=${encodeURIComponent(token)}`,
    );
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
  });
}

export async function killApiProcess(
  topology: Topology,
  load: Load,
  db: pg.Pool,
  token: string,
): Promise<StepResult> {
  const start = load.now();
  const sockets = await Promise.all(Array.from({ length: 6 }, () => openSocket(topology.url, token)));
  // The sockets the killed process held close; the browser's answer is to connect again.
  let dropped = 0;
  for (const socket of sockets) socket.once('close', () => (dropped += 1));
  const victim = topology.api[0];
  if (!victim) throw new Error('no API process');
  await killHard(victim);
  const killedAt = load.now();
  await sleep(5_000);
  const droppedByKill = dropped;
  const reconnected = await Promise.all(
    Array.from({ length: droppedByKill }, () =>
      openSocket(topology.url, token).then(
        (socket) => {
          socket.close();
          return true;
        },
        () => false,
      ),
    ),
  );
  for (const socket of sockets) socket.close();
  const lastFailure = await waitForRecovery(load, start);
  topology.api[0] = await topology.startApi(0);
  const outcomes = load.between(start);
  const summary = summarise(outcomes);
  const problems = await missingWrites(db, load);
  if (droppedByKill === 0) problems.push('the killed process held none of the sockets');
  if (reconnected.some((ok) => !ok)) problems.push('a dropped socket could not reconnect');
  if (summary.failed > 5) problems.push(`${summary.failed} requests failed while one process was gone`);
  return {
    name: '3. one API process killed (kill -9)',
    figures: [
      describe(outcomes),
      `killed at ${seconds(killedAt)}; last failure ended ${seconds(lastFailure)}; ${droppedByKill} of 6 sockets dropped, ${reconnected.filter(Boolean).length} reconnected through the balancer`,
    ],
    problems,
  };
}

export async function stopObjectStore(topology: Topology, load: Load, db: pg.Pool): Promise<StepResult> {
  const startedAt = (await db.query<{ now: Date }>('select now()')).rows[0]?.now;
  await topology.s3.stop();
  const stoppedAt = load.now();
  await sleep(8_000);
  const during = load.between(stoppedAt + 500, load.now());
  await topology.s3.start();
  const backAt = load.now();
  const lastFailure = await waitForRecovery(load, backAt);
  // Uploads still on their way answer before the rows are compared with what was acknowledged.
  await sleep(5_000);
  const added = (
    await db.query<{ id: string }>('select id::text from app.uploads where created_at >= $1', [startedAt])
  ).rows.map((row) => row.id);
  const uploadsDuring = during.filter((o) => o.op === 'upload');
  const acknowledgedDuring = uploadsDuring.filter((o) => o.status === 201).length;
  const problems = [...plainFailures(during, [503]), ...(await missingWrites(db, load))];
  if (uploadsDuring.some((o) => o.status !== 503))
    problems.push('an upload while the store was down did not answer 503');
  const acknowledged = new Set(load.acknowledged.uploads);
  const unacknowledged = added.filter((id) => !acknowledged.has(id));
  if (unacknowledged.length > 0)
    problems.push(
      `${unacknowledged.length} upload rows no answer acknowledged: ${unacknowledged.join(', ')}`,
    );
  return {
    name: '4. object store stopped',
    figures: [
      `while it was down: ${describe(during)}; uploads ${uploadsDuring.length}, acknowledged ${acknowledgedDuring}`,
      `back at ${seconds(backAt)}; last failure ended ${seconds(lastFailure)}; ${added.length} upload rows since the stop, each acknowledged`,
    ],
    problems,
  };
}

export async function stopMailServer(
  topology: Topology,
  load: Load,
  db: pg.Pool,
  email: string,
): Promise<StepResult> {
  await topology.smtp.stop();
  const before = topology.smtp.received.length;
  const response = await fetch(`${topology.url}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  const answer = await response.text();
  await sleep(3_000);
  const waiting = Number(
    (
      await db.query(
        `select count(*) from pgboss.job where name = 'mail' and state in ('created', 'retry', 'active')`,
      )
    ).rows[0].count,
  );
  const restartedAt = load.now();
  await topology.smtp.start();
  // The mail queue tries again 2.5 to 5 s after a first failure, then waits about twice as long each time.
  const delivered = await until(() => topology.smtp.received.length > before, 120_000);
  const problems: string[] = [];
  if (response.status !== 200) problems.push(`the reset answered ${response.status}: ${answer}`);
  if (waiting < 1) problems.push('no mail waited in the mail queue');
  if (!delivered) problems.push('the mail did not go out once SMTP was back');
  return {
    name: '5. SMTP server stopped',
    figures: [
      `password reset answered ${response.status} ${answer}`,
      `${waiting} message(s) waited; delivered ${seconds(load.now() - restartedAt)} after SMTP returned`,
    ],
    problems,
  };
}

/** Renders the cluster's workers have finished since `since`. */
async function rendersSince(db: pg.Pool, since: Date): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from app.design_versions where status = 'ready' and updated_at > $1`,
    [since],
  );
  return rows[0]?.count ?? 0;
}

/**
 * Renders of the cluster (both workers) after the worker's restart, after which its memory has
 * settled. Measured in the drill: after 50, the restarted worker still rose from 379 to 477 MB at
 * the median over the soak, to where the worker that had run all along stood (461 → 480 MB).
 */
const SETTLING_RENDERS = 120;

/**
 * The soak: after a warm-up, every process's resident memory and open files, and the database's
 * connections, sampled every 5 s for `durationMs`. A render's buffers come and go, so memory is
 * compared as the 90th percentile of the second half against that of the first: growth moves the
 * whole spread, while a sample that falls on a render's few largest moments does not say the
 * worker grew (measured: a worker's peak 620 → 704 MB, +13.6 %, while its median went 616 → 597
 * MB; another's 549 → 682 MB with its median 548 → 553 MB). The warm-up lasts a minute, and until
 * the workers have made SETTLING_RENDERS renders since the one restarted in step 2 started: until
 * then that one grows to its working set, as V8 sizes the heaps of its thread and its render
 * thread, and the renderer keeps its last few plans and textures per thread.
 */
export async function soak(
  topology: Topology,
  load: Load,
  db: pg.Pool,
  durationMs: number,
): Promise<StepResult> {
  const warmUpStart = load.now();
  await sleep(60_000);
  await until(
    async () => (await rendersSince(db, topology.workerStartedAt)) >= SETTLING_RENDERS,
    12 * 60_000,
  );
  const warmUp = load.now() - warmUpStart;
  const rendered = await rendersSince(db, topology.workerStartedAt);
  const start = load.now();
  const samples: {
    at: number;
    processes: Record<string, { rssKb: number; fds: number }>;
    connections: number;
  }[] = [];
  while (load.now() - start < durationMs) {
    const processes: Record<string, { rssKb: number; fds: number }> = {};
    for (const process of topology.processes())
      processes[process.name] = processFootprint(process.child.pid ?? 0);
    const connections = Number((await db.query('select count(*) from pg_stat_activity')).rows[0].count);
    samples.push({ at: load.now(), processes, connections });
    await sleep(5_000);
  }
  const half = Math.floor(samples.length / 2);
  const [firstHalf, secondHalf] = [samples.slice(0, half), samples.slice(half)];
  const outcomes = load.between(start).filter((o) => o.op === 'session' && o.status === 200);
  const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
  const p99 = sorted[Math.floor(sorted.length * 0.99)] ?? 0;
  const problems: string[] = [];
  const figures = [
    `${describe(load.between(start))}`,
    `GET /api/simple/user p99 ${p99.toFixed(1)} ms over ${sorted.length}; ${samples.length} samples after ${seconds(warmUp)} of warm-up (the workers had made ${rendered} renders since the restarted one started)`,
  ];
  const peak = (window: typeof samples, name: string, field: 'rssKb' | 'fds') =>
    Math.max(...window.map((sample) => sample.processes[name]?.[field] ?? 0));
  for (const name of Object.keys(samples.at(-1)?.processes ?? {})) {
    const rss = (window: typeof samples, share: number) => {
      const sorted = window.map((sample) => sample.processes[name]?.rssKb ?? 0).sort((a, b) => a - b);
      return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
    };
    const mb = (kb: number) => (kb / 1024).toFixed(0);
    const [before, after] = [rss(firstHalf, 0.9), rss(secondHalf, 0.9)];
    const growth = before > 0 ? (after - before) / before : 0;
    const [fdsBefore, fdsAfter] = [peak(firstHalf, name, 'fds'), peak(secondHalf, name, 'fds')];
    figures.push(
      `${name}: RSS 90th percentile ${mb(before)} → ${mb(after)} MB (${(growth * 100).toFixed(1)} %), median ${mb(rss(firstHalf, 0.5))} → ${mb(rss(secondHalf, 0.5))} MB, peak ${mb(peak(firstHalf, name, 'rssKb'))} → ${mb(peak(secondHalf, name, 'rssKb'))} MB, peak fds ${fdsBefore} → ${fdsAfter}`,
    );
    if (growth > 0.1) problems.push(`${name} grew ${(growth * 100).toFixed(1)} %`);
    if (fdsAfter > fdsBefore + 10)
      problems.push(`${name} holds ${fdsAfter - fdsBefore} more file descriptors`);
  }
  const connections = (window: typeof samples) => Math.max(...window.map((sample) => sample.connections));
  figures.push(`database connections (peak) ${connections(firstHalf)} → ${connections(secondHalf)}`);
  if (connections(secondHalf) > connections(firstHalf) + 5) problems.push('database connections grew');
  if (p99 >= 25) problems.push(`p99 of GET /api/simple/user is ${p99.toFixed(1)} ms`);
  return { name: `6. soak (${seconds(durationMs)})`, figures, problems };
}
