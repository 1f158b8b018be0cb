// The drill's steps for what a cluster shares: its one CMS service restarted under the load, a
// layout change built once for every API process, and the PostgreSQL connections each kind of
// process used through the whole drill, against the README's example budget (behind PgBouncer: the
// connections each process held to it, and PostgreSQL's within PgBouncer's pools).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PgBouncer } from '../../kit/pgbouncer.ts';
import type { ConnectionSampler } from '../loadtest/connections.ts';
import type { Load } from './load.ts';
import { stopGracefully } from './processes.ts';
import { describe, type StepResult, seconds, sleep, until } from './step-kit.ts';
import { EXAMPLE_BUDGET, type Topology } from './topology.ts';

const DOWN_MS = 10_000;
/** The drill's own connections to PostgreSQL: its checks' pool (2) and the sampler's (1). */
const DRILL_OWN_CONNECTIONS = 3;

async function cmsAnswers(url: string): Promise<boolean> {
  const response = await fetch(`${url}/cms/api/posts?limit=1&depth=0`, {
    signal: AbortSignal.timeout(5_000),
  });
  return response.ok;
}

export async function restartCmsService(topology: Topology, load: Load): Promise<StepResult> {
  const problems: string[] = [];
  if (!(await cmsAnswers(topology.url).catch(() => false)))
    problems.push('the CMS did not answer before the step');
  const from = load.now();
  if (topology.cms) await stopGracefully(topology.cms);
  const downAt = load.now();
  await sleep(DOWN_MS);
  const whileDown = await cmsAnswers(topology.url).catch(() => false);
  topology.cms = await topology.startCms();
  const startedAt = load.now();
  const answered = await until(() => cmsAnswers(topology.url), 60_000);
  const answeredAt = load.now();
  const outcomes = load.between(from, answeredAt);
  const failed = outcomes.filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  if (failed.length > 0) problems.push(`${failed.length} requests of the load failed while the CMS was away`);
  if (!answered) problems.push('the CMS did not answer within 60 s of starting again');
  return {
    name: '8. the CMS service restarted under load',
    figures: [
      describe(outcomes),
      `down ${seconds(startedAt - downAt)} (the CMS ${whileDown ? 'still answered' : 'did not answer'} meanwhile); answering again ${seconds(answeredAt - startedAt)} after its start`,
    ],
    problems,
  };
}

export function connectionsByKind(sampler: ConnectionSampler, bouncer?: PgBouncer): StepResult {
  const figures = [
    `the most at once on the server: ${sampler.server.most} of max_connections ${sampler.server.max}`,
  ];
  const problems: string[] = [];
  if (bouncer) {
    // PgBouncer's pools, and the drill's own direct connections (its checks and the sampler's).
    const limit = bouncer.serverConnections + DRILL_OWN_CONNECTIONS;
    figures.push(`through PgBouncer: its pools open at most ${bouncer.serverConnections} of them`);
    if (sampler.server.most > limit)
      problems.push(
        `PostgreSQL had ${sampler.server.most} connections, over PgBouncer's pools and the drill's ${limit}`,
      );
  }
  const limits = {
    api: EXAMPLE_BUDGET.api.most,
    worker: EXAMPLE_BUDGET.worker.most,
    cms: Number.POSITIVE_INFINITY,
  };
  for (const kind of ['api', 'worker', 'cms'] as const) {
    const processes = sampler.processes.filter((process) => process.role === kind);
    if (processes.length === 0) continue;
    const most = Math.max(...processes.map((process) => process.total));
    const parts = (['requests', 'queue', 'listen', 'session'] as const)
      .map((purpose) => `${purpose} ${Math.max(...processes.map((process) => process.most[purpose] ?? 0))}`)
      .join(', ');
    figures.push(
      `${kind}: ${processes.length} processes seen, at most ${most} connections each${bouncer ? ' to PgBouncer' : ''} (at most ${parts})`,
    );
    if (most > limits[kind])
      problems.push(`an ${kind} process used ${most} connections, over ${limits[kind]}`);
  }
  return { name: '9. connections per process, through the whole drill', figures, problems };
}

/** The seeded editor, signed in to the CMS through the balancer (choosing a password on the first time). */
async function signInAsEditor(url: string, cmsOutput: string, dir: string): Promise<string> {
  const match = cmsOutput.match(/CMS editor account: (\S+), password in (\S+)/);
  if (!match?.[1] || !match[2]) throw new Error('the CMS service did not say its editor account');
  const email = match[1];
  const first = /^password: (\S+)$/m.exec(readFileSync(match[2], 'utf8'))?.[1] ?? '';
  const chosenFile = join(dir, 'editor-password');
  const login = async (password: string) => {
    const response = await fetch(`${url}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`the editor's sign-in answered ${response.status}`);
    return (await response.json()) as {
      token: string;
      user: { id: number; passwordChangeRequired?: boolean };
    };
  };
  const { token, user } = await login(first);
  if (!user.passwordChangeRequired) return token;
  const chosen = `drill-${Date.now()}-editor`;
  const change = await fetch(`${url}/cms/api/users/${user.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ password: chosen }),
  });
  if (!change.ok) throw new Error(`choosing the editor's password answered ${change.status}`);
  writeFileSync(chosenFile, chosen);
  return (await login(chosen)).token;
}

const BUILT = /site build \S+ is live \(/g;
const ADOPTED = /site build \S+, made by another process, is live here/g;

/** A layout change while every API process serves: one build for the cluster, every process on it. */
export async function changeLayout(topology: Topology, load: Load): Promise<StepResult> {
  const from = load.now();
  const count = (pattern: RegExp) =>
    topology.api.reduce((sum, process) => sum + (process.output().match(pattern)?.length ?? 0), 0);
  const [builtBefore, adoptedBefore] = [count(BUILT), count(ADOPTED)];
  const token = await signInAsEditor(topology.url, topology.cms?.output() ?? '', topology.dir);
  const marker = `Pools for drill ${Date.now()}`;
  const saved = await fetch(`${topology.url}/cms/api/globals/site-settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify({ tagline: marker }),
  });
  const problems: string[] = [];
  if (!saved.ok) problems.push(`saving the site settings answered ${saved.status}`);
  const savedAt = load.now();
  const serves = async (port: number) =>
    (
      await (await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })).text()
    ).includes(marker);
  const everywhere = await until(
    async () => (await Promise.all(topology.apiPorts.map(serves))).every(Boolean),
    90_000,
  );
  const liveAt = load.now();
  await sleep(3_000);
  const [built, adopted] = [count(BUILT) - builtBefore, count(ADOPTED) - adoptedBefore];
  if (!everywhere) problems.push('not every API process served the changed layout within 90 s');
  if (built !== 1) problems.push(`the change made ${built} site builds`);
  if (adopted !== topology.api.length - 1)
    problems.push(`${adopted} processes took the build made by another`);
  const failed = load.between(from).filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  if (failed.length > 0) problems.push(`${failed.length} requests of the load failed`);
  return {
    name: '7. a layout change while every API process serves',
    figures: [
      describe(load.between(from)),
      `${built} site build for the cluster, taken by ${adopted} other processes; every process served it ${seconds(liveAt - savedAt)} after the save`,
    ],
    problems,
  };
}
