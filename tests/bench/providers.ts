// `node tests/bench/providers.ts`: what the product adds around an AI image provider's model call,
// per provider, against the local contract servers (tests/providers), for one image of a
// 1536-px-wide sample backyard.
//   overhead   the engine's whole render (zone, mask, resizing, the adapter's request encoding and
//              answer decoding, compositing back into the photo) minus the time the requests spent
//              at the provider, measured by a timing proxy between the adapter and the contract
//              server (from the request's last byte to the answer's last byte); median of 5 after a
//              warm-up. Target under 300 ms per image at 1536 px, compositing included.
//   at provider that time at the contract server (it decodes, paints and encodes like a model host
//              would, minus the model), for scale
// The same for one image at dusk, whose base is the built-in scene grade of the photo.
import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { TimeOfDay } from '@poolscape/shared';
import sharp from 'sharp';
import { createAiEngine } from '../../api/src/designs/engines/ai/ai-engine.ts';
import { createOpenAiProvider } from '../../api/src/designs/engines/providers/openai.ts';
import type { ImageProvider } from '../../api/src/designs/engines/providers/provider.ts';
import { createReplicateProvider } from '../../api/src/designs/engines/providers/replicate.ts';
import { createStabilityProvider } from '../../api/src/designs/engines/providers/stability.ts';
import { type Corners, SAMPLE_CORNERS } from '../../api/src/renderer/index.ts';
import { repoRoot } from '../e2e/support/product.ts';
import { startOpenAiServer } from '../providers/openai-server.ts';
import { startReplicateServer } from '../providers/replicate-server.ts';
import { startStabilityServer } from '../providers/stability-server.ts';

const NAME = 'garden-small-fenced-yard.jpg';
const WIDTH = 1536;
const RUNS = 5;
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A proxy to `target` that adds up how long requests spent upstream. */
async function timingProxy(
  target: string,
): Promise<{ url: string; upstreamMs: () => number; reset(): void; close(): Promise<void> }> {
  const upstream = new URL(target);
  let total = 0;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const sent = performance.now();
      const forward = httpRequest(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          const parts: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => parts.push(chunk));
          answer.on('end', () => {
            total += performance.now() - sent;
            // Links the contract server makes (Replicate's output URLs) keep pointing at the proxy.
            const text = Buffer.concat(parts);
            const headers = { ...answer.headers };
            delete headers['content-length'];
            res.writeHead(answer.statusCode ?? 502, headers);
            res.end(text);
          });
        },
      );
      forward.on('error', () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    upstreamMs: () => total,
    reset: () => {
      total = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface Setup {
  provider: (proxyUrl: string) => ImageProvider;
  server: { url: string; close(): Promise<void> };
}

const setups: Record<string, () => Promise<Setup>> = {
  openai: async () => {
    const server = await startOpenAiServer();
    return {
      server,
      provider: (url) => createOpenAiProvider({ apiKey: server.apiKey, baseUrl: `${url}/v1` }),
    };
  },
  stability: async () => {
    const server = await startStabilityServer();
    return { server, provider: (url) => createStabilityProvider({ apiKey: server.apiKey, baseUrl: url }) };
  },
  replicate: async () => {
    const server = await startReplicateServer();
    return {
      server,
      provider: (url) =>
        createReplicateProvider({ apiKey: server.apiKey, baseUrl: `${url}/v1`, pollInterval: 5 }),
    };
  },
};

const original = readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', NAME));
const meta = await sharp(original).metadata();
const factor = WIDTH / (meta.width ?? WIDTH);
const photo = await sharp(original).resize({ width: WIDTH }).png().toBuffer();
const sample = SAMPLE_CORNERS[NAME];
if (!sample) throw new Error(`no corners for ${NAME}`);
const corners = sample.map((p) => ({ x: p.x * factor, y: p.y * factor })) as unknown as Corners;

const rows: string[] = [];
for (const [name, setup] of Object.entries(setups)) {
  const { server, provider } = await setup();
  const proxy = await timingProxy(server.url);
  const engine = createAiEngine({ provider: provider(proxy.url), log: () => {}, timeLimitMs: 60_000 });
  for (const timeOfDay of ['day', 'dusk'] as TimeOfDay[]) {
    const overheads: number[] = [];
    const upstream: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      proxy.reset();
      const started = performance.now();
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
      // Run 0 warms up (module loading, sharp's first use).
      if (run === 0) continue;
      overheads.push(total - proxy.upstreamMs());
      upstream.push(proxy.upstreamMs());
    }
    rows.push(
      `${name.padEnd(10)} ${timeOfDay.padEnd(5)} overhead ${median(overheads).toFixed(0).padStart(5)} ms   at provider ${median(upstream).toFixed(0).padStart(5)} ms`,
    );
  }
  await proxy.close();
  await server.close();
}
console.log(`AI providers, one ${WIDTH}-px image, median of ${RUNS} (target: overhead under 300 ms by day)`);
for (const row of rows) console.log(`  ${row}`);
