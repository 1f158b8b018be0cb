// `node tests/bench/providers.ts`: what the product adds around an AI image provider's model call,
// per provider, against the local contract servers (tests/providers), for one image of a
// 1536-px-wide sample backyard.
//   overhead   the engine's whole render (zone, mask, resizing, the adapter's request encoding and
//              answer decoding, compositing back into the photo) minus the time the requests spent
//              at the provider, measured by a timing proxy between the adapter and the contract
//              server (timing-proxy.ts: from the request's last byte to the answer's last byte);
//              median of 7 after 3 warm-up renders. Target under 300 ms per image at 1536 px,
//              compositing included. Wall time, and the CPU time of this process (the contract
//              servers and the proxy run in processes of their own), which says more when other
//              work shares the machine.
//   at provider that time at the contract server (it decodes, paints and encodes like a model host
//              would, minus the model), for scale
// The same for one image at dusk, whose base is the built-in scene grade of the photo, drawn while
// the provider paints (a real model takes seconds, so it is hidden there; not at a contract server).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createAiEngine } from '@poolscape/api/designs/engines/ai/ai-engine';
import { createOpenAiProvider } from '@poolscape/api/designs/engines/providers/openai';
import type { ImageProvider } from '@poolscape/api/designs/engines/providers/provider';
import { createReplicateProvider } from '@poolscape/api/designs/engines/providers/replicate';
import { createStabilityProvider } from '@poolscape/api/designs/engines/providers/stability';
import { type Corners, SAMPLE_CORNERS } from '@poolscape/api/renderer/index';
import type { TimeOfDay } from '@poolscape/shared';
import sharp from 'sharp';
import { repoRoot } from '../e2e/helpers/product.ts';

const NAME = 'garden-small-fenced-yard.jpg';
const WIDTH = 1536;
const RUNS = 7;
/** Renders first, uncounted: a running server has its code compiled and sharp loaded. */
const WARM_UP = 3;
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A script in a process of its own (so its work is not counted as ours), once it printed `KEY=`. */
async function startProcess(
  args: string[],
  key: string,
): Promise<{ env: Record<string, string>; stop(): void }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = out.split('\n').find((entry) => entry.includes(`${key}=`));
      if (found) resolve(found);
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code})`)));
  });
  const env = Object.fromEntries(
    line
      .trim()
      .split(/\s+/)
      .filter((pair) => pair.includes('='))
      .map((pair) => pair.split('=', 2) as [string, string]),
  );
  return { env, stop: () => child.kill('SIGINT') };
}

/** A contract server, as `serve.ts` runs it. */
const startServer = (name: string) =>
  startProcess([join(repoRoot, 'tests', 'providers', 'serve.ts'), name], 'IMAGE_PROVIDER');

/** The timing proxy in front of `target`, and how long requests spent there since last asked. */
async function startProxy(target: string) {
  const proxy = await startProcess([join(import.meta.dirname, 'timing-proxy.ts'), target], 'TIMING_PROXY');
  const url = proxy.env.TIMING_PROXY ?? '';
  return {
    url,
    upstreamMs: async () => Number(await (await fetch(`${url}/__timing`)).text()),
    stop: proxy.stop,
  };
}

/** The adapter for `name`, talking to `url` (the timing proxy) with the server's key. */
function adapterFor(name: string, env: Record<string, string>, url: string): ImageProvider {
  const path = (key: string) => new URL(env[key] ?? '').pathname.replace(/\/$/, '');
  if (name === 'openai')
    return createOpenAiProvider({
      apiKey: env.OPENAI_API_KEY ?? '',
      baseUrl: `${url}${path('OPENAI_BASE_URL')}`,
    });
  if (name === 'stability')
    return createStabilityProvider({ apiKey: env.STABILITY_API_KEY ?? '', baseUrl: url });
  return createReplicateProvider({
    apiKey: env.REPLICATE_API_TOKEN ?? '',
    baseUrl: `${url}${path('REPLICATE_BASE_URL')}`,
    pollInterval: 5,
  });
}

const BASE_KEYS: Record<string, string> = {
  openai: 'OPENAI_BASE_URL',
  stability: 'STABILITY_BASE_URL',
  replicate: 'REPLICATE_BASE_URL',
};

const original = readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', NAME));
const meta = await sharp(original).metadata();
const factor = WIDTH / (meta.width ?? WIDTH);
const photo = await sharp(original).resize({ width: WIDTH }).png().toBuffer();
const sample = SAMPLE_CORNERS[NAME];
if (!sample) throw new Error(`no corners for ${NAME}`);
const corners = sample.map((p) => ({ x: p.x * factor, y: p.y * factor })) as unknown as Corners;

const rows: string[] = [];
for (const name of ['openai', 'stability', 'replicate']) {
  const server = await startServer(name);
  const proxy = await startProxy(new URL(server.env[BASE_KEYS[name] ?? ''] ?? '').origin);
  const engine = createAiEngine({
    provider: adapterFor(name, server.env, proxy.url),
    log: () => {},
    timeLimitMs: 60_000,
  });
  for (const timeOfDay of ['day', 'dusk'] as TimeOfDay[]) {
    const overheads: number[] = [];
    const cpu: number[] = [];
    const upstream: number[] = [];
    for (let run = 0; run < WARM_UP + RUNS; run++) {
      await proxy.upstreamMs();
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      await engine.render({
        photo,
        corners,
        style: 'natural',
        features: ['waterfalls', 'landscaping', 'lighting'],
        timeOfDay,
        modelingStyle: 'photoreal',
        seeds: [run + 1],
        maxWidth: WIDTH,
      });
      const total = performance.now() - started;
      const { user, system } = process.cpuUsage(cpuBefore);
      const atProvider = await proxy.upstreamMs();
      if (run < WARM_UP) continue;
      overheads.push(total - atProvider);
      cpu.push((user + system) / 1000);
      upstream.push(atProvider);
    }
    rows.push(
      `${name.padEnd(10)} ${timeOfDay.padEnd(5)} overhead ${median(overheads).toFixed(0).padStart(5)} ms wall, ${median(cpu).toFixed(0).padStart(5)} ms cpu   at provider ${median(upstream).toFixed(0).padStart(5)} ms`,
    );
  }
  proxy.stop();
  server.stop();
}
console.log(
  `AI providers, one ${WIDTH}-px image, median of ${RUNS}; load average ${loadavg()[0]?.toFixed(1)} (target: overhead under 300 ms by day)`,
);
for (const row of rows) console.log(`  ${row}`);
