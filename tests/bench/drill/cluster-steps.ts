// The drill's steps for what a cluster shares: its one CMS service restarted under the load, and
// the PostgreSQL connections each kind of process used through the whole drill, against the README's
// example budget.
import type { ConnectionSampler } from '../loadtest/connections.ts';
import type { Load } from './load.ts';
import { stopGracefully } from './processes.ts';
import { describe, type StepResult, seconds, sleep, until } from './step-kit.ts';
import { EXAMPLE_BUDGET, type Topology } from './topology.ts';

const DOWN_MS = 10_000;

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
    name: '7. the CMS service restarted under load',
    figures: [
      describe(outcomes),
      `down ${seconds(startedAt - downAt)} (the CMS ${whileDown ? 'still answered' : 'did not answer'} meanwhile); answering again ${seconds(answeredAt - startedAt)} after its start`,
    ],
    problems,
  };
}

export function connectionsByKind(sampler: ConnectionSampler): StepResult {
  const figures = [
    `the most at once on the server: ${sampler.server.most} of max_connections ${sampler.server.max}`,
  ];
  const problems: string[] = [];
  const limits = {
    api: EXAMPLE_BUDGET.api.most,
    worker: EXAMPLE_BUDGET.worker.most,
    cms: Number.POSITIVE_INFINITY,
  };
  for (const kind of ['api', 'worker', 'cms'] as const) {
    const processes = sampler.processes.filter((process) => process.role === kind);
    if (processes.length === 0) continue;
    const most = Math.max(...processes.map((process) => process.total));
    const parts = (['requests', 'queue', 'listen'] as const)
      .map((purpose) => `${purpose} ${Math.max(...processes.map((process) => process.most[purpose] ?? 0))}`)
      .join(', ');
    figures.push(
      `${kind}: ${processes.length} processes seen, at most ${most} connections each (at most ${parts})`,
    );
    if (most > limits[kind])
      problems.push(`an ${kind} process used ${most} connections, over ${limits[kind]}`);
  }
  return { name: '8. connections per process, through the whole drill', figures, problems };
}
