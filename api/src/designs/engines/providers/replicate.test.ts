// The Replicate adapter over real HTTP against the contract server in tests/providers: the
// prediction life cycle (create with data URLs, polls, downloads of the outputs the server serves),
// cancel on abort, and every failure sorted into the engine's kinds.
import { lawnWithMask } from '@poolscape/tests/kit/designs/provider-photos';
import {
  type ReplicateServer,
  type ScriptedAnswer,
  startReplicateServer,
} from '@poolscape/tests/providers/replicate-server';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type ProviderFailureKind } from './provider.ts';
import { createReplicateProvider } from './replicate.ts';

let server: ReplicateServer;
let photo: Buffer;
let mask: Buffer;
const WIDTH = 160;
const HEIGHT = 120;

beforeAll(async () => {
  server = await startReplicateServer();
  ({ photo, mask } = await lawnWithMask(WIDTH, HEIGHT));
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function provider(options: { apiKey?: string; model?: string } = {}) {
  return createReplicateProvider({
    apiKey: options.apiKey ?? server.apiKey,
    baseUrl: `${server.url}/v1`,
    pollInterval: 5,
    ...(options.model ? { model: options.model } : {}),
  });
}

function call(count = 1, signal: AbortSignal = AbortSignal.timeout(10_000), model?: string) {
  return provider(model ? { model } : {}).inpaint({
    image: photo,
    mask,
    prompt: 'a kidney pool',
    count,
    signal,
  });
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

async function pixel(png: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const o = (y * info.width + x) * info.channels;
  return [data[o] ?? 0, data[o + 1] ?? 0, data[o + 2] ?? 0];
}

describe('Replicate adapter', () => {
  it('creates predictions for the official model, polls them and downloads every output', async () => {
    const result = await call(2);
    expect(result.model).toBe('black-forest-labs/flux-fill-pro');
    expect(result.images).toHaveLength(2);
    expect(await pixel(result.images[0] as Buffer, 80, 80)).toEqual([38, 140, 214]);
    expect(await pixel(result.images[1] as Buffer, 5, 5)).not.toEqual([90, 140, 60]);
    const creates = server.requests.filter((r) => r.method === 'POST');
    expect(creates).toHaveLength(2);
    for (const create of creates) {
      expect(create.path).toBe('/v1/models/black-forest-labs/flux-fill-pro/predictions');
      expect(create.headers.authorization).toBe(`Bearer ${server.apiKey}`);
      const input = (create.body as { input: Record<string, string> }).input;
      expect(input.prompt).toBe('a kidney pool');
      expect(input.mask).toBe(`data:image/png;base64,${mask.toString('base64')}`);
      expect(input.image).toBe(`data:image/png;base64,${photo.toString('base64')}`);
    }
    expect(server.requests.filter((r) => r.method === 'GET').length).toBeGreaterThanOrEqual(4);
  });

  it('uses num_outputs and POST /v1/predictions with a version', async () => {
    const result = await call(3, undefined, 'black-forest-labs/flux-fill-dev:abc123');
    expect(result.images).toHaveLength(3);
    const creates = server.requests.filter((r) => r.method === 'POST');
    expect(creates).toHaveLength(1);
    expect(creates[0]?.path).toBe('/v1/predictions');
    const body = creates[0]?.body as { version: string; input: { num_outputs: number } };
    expect(body.version).toBe('abc123');
    expect(body.input.num_outputs).toBe(3);
  });

  const cases: [string, ScriptedAnswer, ProviderFailureKind][] = [
    ['500', { kind: 'server-error' }, 'retryable'],
    ['503', { kind: 'server-error', status: 503 }, 'retryable'],
    ['401', { kind: 'unauthorized' }, 'auth'],
    ['403', { kind: 'forbidden' }, 'auth'],
    ['422', { kind: 'problem', status: 422, detail: '- input.mask: required' }, 'rejected'],
    [
      'NSFW failure',
      { kind: 'failed', error: 'NSFW content detected. Try running it again, or try a different prompt.' },
      'refused',
    ],
    [
      'other failure',
      { kind: 'failed', error: 'Prediction interrupted; invalid mask dimensions' },
      'rejected',
    ],
    ['cold model failure', { kind: 'failed', error: 'Model is overloaded, please try again' }, 'retryable'],
    ['output not an image', { kind: 'garbage-output' }, 'malformed'],
    ['no output', { kind: 'no-output' }, 'malformed'],
  ];
  it.each(cases)('maps %s', async (_name, answer, kind) => {
    server.script(answer);
    expect((await failure(call())).kind).toBe(kind);
  });

  it('maps 429 to retryable with Retry-After, in one attempt', async () => {
    server.script({ kind: 'rate-limit', retryAfter: 12 });
    const error = await failure(call());
    expect(error.kind).toBe('retryable');
    expect(error.retryAfter).toBe(12);
    expect(server.requests).toHaveLength(1);
  });

  it('maps a bad key to auth', async () => {
    const error = await failure(
      provider({ apiKey: 'r8_wrong' }).inpaint({
        image: photo,
        mask,
        prompt: 'p',
        count: 1,
        signal: AbortSignal.timeout(5000),
      }),
    );
    expect(error.kind).toBe('auth');
  });

  it('times out a hung create request', async () => {
    server.script({ kind: 'hang' });
    expect((await failure(call(1, AbortSignal.timeout(200)))).kind).toBe('timeout');
  });

  it('cancels a prediction still running when aborted', async () => {
    server.script({ kind: 'stuck' });
    expect((await failure(call(1, AbortSignal.timeout(300)))).kind).toBe('timeout');
    expect(server.requests.some((r) => r.method === 'POST' && r.path.endsWith('/cancel'))).toBe(true);
  });

  it('maps any other 4xx to rejected', async () => {
    // 407 and 421 are handled by Node's HTTP client itself (proxy auth, a retry on a new
    // connection) and never reach the adapter as answers.
    const status = fc.integer({ min: 400, max: 499 }).filter((s) => ![401, 403, 407, 421, 429].includes(s));
    await fc.assert(
      fc.asyncProperty(status, async (s) => {
        server.script({ kind: 'problem', status: s });
        expect((await failure(call())).kind).toBe('rejected');
      }),
      { numRuns: 15 },
    );
  });
});
