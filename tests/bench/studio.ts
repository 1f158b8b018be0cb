// Design studio figures, against the running product (real HTTP, its pg-boss queue and render
// workers at their default count):
//   submit → result   POST /api/designs (a sample backyard, one image, modern, every feature) until
//                     GET /api/designs/{id} says ready, polled every 25 ms; median of 3, one at a time
//   designs per minute 12 designs submitted at once, until the last is ready (each polled every 500 ms)
//   share pages       time to first byte of a shared design's page and of a public collection of
//                     three of those designs, median of 25 each, alternating, in the same run
//   presentation PDF  a presentation of the 12 designs exported as a PDF (presentations.ts)
import { POOL_FEATURES } from '@poolscape/shared';
import pg from 'pg';
import { benchPresentationPdf } from './presentations.ts';

export type Row = [string, string, string];

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const SAMPLE_ID = 'garden-sloped-lawn-stone-house';
const BURST = 12;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function benchStudio(base: string, databaseUrl: string, workers: number): Promise<Row[]> {
  const email = `bench-studio-${Date.now()}@example.com`;
  const { token, user } = await json<{ token: string; user: { id: string } }>(
    await fetch(`${base}/api/simple/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Bench', lastName: 'Studio', email, password: 'bench-secret-1' }),
    }),
  );
  // Premium's 500 images a month, so the burst is not stopped by the Free trial's ten.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`update app.users set subscription_tier = 'premium' where id = $1`, [user.id]);
  await client.end();

  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let submits = 0;
  async function submit(): Promise<string> {
    submits += 1;
    const design = await json<{ id: string }>(
      await fetch(`${base}/api/designs`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `bench-${Date.now()}-${submits}` },
        body: JSON.stringify({
          source: { sampleId: SAMPLE_ID },
          options: {
            style: 'modern',
            variations: 1,
            features: POOL_FEATURES,
          },
        }),
      }),
    );
    return design.id;
  }
  async function ready(id: string, pollMs: number): Promise<void> {
    while (true) {
      const design = await json<{ status: string }>(await fetch(`${base}/api/designs/${id}`, { headers }));
      if (design.status === 'ready') return;
      if (design.status === 'failed') throw new Error(`design ${id} failed to render`);
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }

  const latencies: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    await ready(await submit(), 25);
    latencies.push(performance.now() - started);
  }

  const started = performance.now();
  const ids = await Promise.all(Array.from({ length: BURST }, submit));
  // Polled gently: a dozen tight loops would take the CPU from the renders being measured.
  await Promise.all(ids.map((id) => ready(id, 500)));
  const minutes = (performance.now() - started) / 60_000;

  // A shared design and a public collection of three, as a client opens them from a link.
  for (const id of ids.slice(0, 3))
    await json(
      await fetch(`${base}/api/designs/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ visibility: 'unlisted' }),
      }),
    );
  const collection = await json<{ id: string; publicUrl: string }>(
    await fetch(`${base}/api/collections`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Bench collection', visibility: 'public' }),
    }),
  );
  await json(
    await fetch(`${base}/api/collections/${collection.id}/designs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ designIds: ids.slice(0, 3) }),
    }),
  );
  const firstByte = async (path: string): Promise<number> => {
    const begun = performance.now();
    const response = await fetch(`${base}${path}`);
    const elapsed = performance.now() - begun;
    if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
    await response.arrayBuffer();
    return elapsed;
  };
  const designPath = `/design/share/${ids[0]}`;
  const collectionPath = new URL(collection.publicUrl).pathname;
  const designTimes: number[] = [];
  const collectionTimes: number[] = [];
  for (let run = 0; run < 25; run++) {
    designTimes.push(await firstByte(designPath));
    collectionTimes.push(await firstByte(collectionPath));
  }

  const pdfRows = await benchPresentationPdf(base, headers, ids);

  return [
    [
      'design submit → result (median of 3)',
      `${(median(latencies) / 1000).toFixed(2)} s`,
      `POST /api/designs → GET says ready, one image, all features; runs: ${latencies.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`,
    ],
    [
      'designs per minute',
      (BURST / minutes).toFixed(1),
      `${BURST} one-image designs submitted at once, ${workers} render worker${workers === 1 ? '' : 's'} (the default)`,
    ],
    [
      'shared design page, first byte',
      `${median(designTimes).toFixed(1)} ms`,
      'GET /design/share/{id}: the shell filled with the design, median of 25',
    ],
    [
      'public collection page, first byte',
      `${median(collectionTimes).toFixed(1)} ms`,
      `GET /profile/public/{userId}/collections/{id} of 3 designs, median of 25; ${(median(collectionTimes) / median(designTimes)).toFixed(2)}x the design page`,
    ],
    ...pdfRows,
  ];
}
