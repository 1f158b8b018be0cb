// The load test's session probe: one signed-in user whose page checks its session every
// `--every` milliseconds, as a signed-in screen does, in a process of its own at normal priority
// while the virtual users (run.ts) run at a lower one. On one machine, its figures are what a user
// of the product sees while the designs render, without the load generator's own wait for the CPU.
// Started by run.ts, which sends `stop` and receives the milliseconds of every check it made.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { url: { type: 'string' }, every: { type: 'string', default: '100' } },
});
const base = values.url as string;
const every = Number(values.every);
const headers = { 'x-forwarded-for': '10.78.0.1', 'content-type': 'application/json' };

const registered = await fetch(`${base}/api/simple/register`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    firstName: 'Session',
    lastName: 'Probe',
    email: `loadtest-probe-${Date.now()}@example.com`,
    password: 'loadtest-password-1',
  }),
});
if (!registered.ok) {
  process.send?.({ error: `the probe could not sign up (${registered.status})` });
  process.exit(1);
}
const { token } = (await registered.json()) as { token: string };
const check = { headers: { ...headers, authorization: `Bearer ${token}` } };

const times: number[] = [];
let failures = 0;
let stopping = false;
process.on('message', (message) => {
  if (message === 'stop') stopping = true;
});
process.send?.({ ready: true });
while (!stopping) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/simple/user`, check);
    await response.arrayBuffer();
    if (response.ok) times.push(performance.now() - started);
    else failures += 1;
  } catch {
    failures += 1;
  }
  await new Promise((resolve) => setTimeout(resolve, every));
}
process.send?.({ times, failures }, () => process.exit(0));
