// The OpenAI adapter over real HTTP against the contract server in tests/providers: the documented
// multipart request (photo, alpha mask, prompt, n, size, key) and every failure sorted into the
// engine's kinds.
import { lawnWithMask } from '@poolscape/tests/kit/designs/provider-photos';
import { type OpenAiServer, startOpenAiServer } from '@poolscape/tests/providers/openai-server';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alphaMask, createOpenAiProvider, requestSize, takesInputFidelity } from './openai.ts';
import { type InpaintRequest, ProviderError } from './provider.ts';

let server: OpenAiServer;
let photo: Buffer;
let mask: Buffer;
const WIDTH = 320;
const HEIGHT = 240;

beforeAll(async () => {
  server = await startOpenAiServer();
  ({ photo, mask } = await lawnWithMask(WIDTH, HEIGHT));
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function provider(options: { apiKey?: string; model?: string } = {}) {
  return createOpenAiProvider({
    apiKey: options.apiKey ?? server.apiKey,
    baseUrl: `${server.url}/v1`,
    ...(options.model ? { model: options.model } : {}),
  });
}

function request(overrides: Partial<InpaintRequest> = {}): InpaintRequest {
  return {
    image: photo,
    mask,
    prompt: 'A backyard with a rectangular pool.',
    count: 1,
    signal: new AbortController().signal,
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}

describe('the OpenAI adapter', () => {
  it('sends the photo, an alpha mask and the prompt, and returns n pool-blue images', async () => {
    const result = await provider().inpaint(request({ count: 3 }));
    expect(result.model).toBe('gpt-image-2.5-sunburst');
    expect(result.images).toHaveLength(3);
    const [sent] = server.requests;
    expect(sent?.path).toBe('/v1/images/edits');
    expect(sent?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    expect(sent?.fields).toMatchObject({
      prompt: 'A backyard with a rectangular pool.',
      n: '3',
      model: 'gpt-image-2.5-sunburst',
      size: '1536x1152',
      output_format: 'jpeg',
      output_compression: '95',
    });
    expect(sent?.fields.input_fidelity).toBeUndefined();
    // The mask: a PNG of the image's size whose transparent pixels are the engine's white ones.
    const image = await sharp(sent?.files.image?.data).metadata();
    const alpha = await sharp(sent?.files.mask?.data)
      .extractChannel(3)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([image.width, image.height]).toEqual([1536, 1152]);
    expect([alpha.info.width, alpha.info.height]).toEqual([1536, 1152]);
    const at = (x: number, y: number) => alpha.data[Math.round(y * 4.8) * 1536 + Math.round(x * 4.8)];
    expect(at(160, 160)).toBe(0);
    expect(at(20, 20)).toBe(255);
    // The answer, a JPEG: the editable area painted, the rest the photo slightly changed.
    expect((await sharp(result.images[0]).metadata()).format).toBe('jpeg');
    const out = await sharp(result.images[0]).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...out.data.subarray((y * out.info.width + x) * 3, (y * out.info.width + x) * 3 + 3),
    ];
    pixel(768, 768).forEach((value, c) => {
      expect(Math.abs(value - ([40, 150, 200][c] as number))).toBeLessThanOrEqual(3);
    });
    expect(pixel(50, 50)[1]).toBeGreaterThan(140);
  });

  it('sends input_fidelity high to models documented to take it, and standard sizes', async () => {
    await provider({ model: 'gpt-image-1.5' }).inpaint(request());
    expect(server.requests[0]?.fields).toMatchObject({
      model: 'gpt-image-1.5',
      input_fidelity: 'high',
      size: '1536x1024',
    });
    expect(takesInputFidelity('gpt-image-2')).toBe(false);
    expect(requestSize('gpt-image-1.5', { width: 900, height: 1600 })).toEqual({ width: 1024, height: 1536 });
    expect(requestSize('gpt-image-1.5', { width: 1000, height: 1000 })).toEqual({
      width: 1024,
      height: 1024,
    });
  });

  it('asks in several requests for more than 10 images', async () => {
    const result = await provider().inpaint(request({ count: 12 }));
    expect(result.images).toHaveLength(12);
    expect(server.requests.map((r) => r.fields.n).sort()).toEqual(['10', '2']);
  });

  it('sizes for any-size models keep the aspect within 1:3 to 3:1 in multiples of 16', () => {
    fc.assert(
      fc.property(fc.integer({ min: 16, max: 6000 }), fc.integer({ min: 16, max: 6000 }), (width, height) => {
        const size = requestSize('gpt-image-2.5-flare', { width, height });
        const ratio = size.width / size.height;
        return (
          size.width % 16 === 0 &&
          size.height % 16 === 0 &&
          ratio <= 3 &&
          ratio >= 1 / 3 &&
          Math.max(size.width, size.height) === 1536
        );
      }),
    );
  });

  it('turns the grey mask into alpha: white transparent, black opaque', async () => {
    const converted = sharp(await alphaMask(mask, { width: WIDTH, height: HEIGHT }));
    expect((await converted.metadata()).hasAlpha).toBe(true);
    const alpha = await converted.extractChannel(3).raw().toBuffer();
    expect([alpha[150 * WIDTH + 100], alpha[150 * WIDTH + 20], alpha[10 * WIDTH + 100]]).toEqual([
      0, 255, 255,
    ]);
  });

  it('429 is retryable with Retry-After', async () => {
    server.script({ kind: 'rate-limit', retryAfter: 7 });
    const error = await failure(provider().inpaint(request()));
    expect([error.kind, error.retryAfter]).toEqual(['retryable', 7]);
  });

  it('500 and 503 are retryable', async () => {
    server.script({ kind: 'server-error' }, { kind: 'server-error', status: 503 });
    expect((await failure(provider().inpaint(request()))).kind).toBe('retryable');
    expect((await failure(provider().inpaint(request()))).kind).toBe('retryable');
  });

  it('a bad key (401, from the server itself) and 403 are auth failures', async () => {
    expect((await failure(provider({ apiKey: 'sk-wrong' }).inpaint(request()))).kind).toBe('auth');
    server.script({ kind: 'forbidden' });
    expect((await failure(provider().inpaint(request()))).kind).toBe('auth');
    expect((await failure(provider({ apiKey: '' }).inpaint(request()))).kind).toBe('auth');
  });

  it('a moderation refusal is refused', async () => {
    server.script({ kind: 'refusal' });
    expect((await failure(provider().inpaint(request()))).kind).toBe('refused');
    server.script({ kind: 'error', status: 400, code: 'content_policy_violation' });
    expect((await failure(provider().inpaint(request()))).kind).toBe('refused');
  });

  it('garbage and an answer without images are malformed', async () => {
    server.script({ kind: 'garbage' }, { kind: 'empty' });
    const garbage = await failure(provider().inpaint(request()));
    expect([garbage.kind, garbage.message]).toEqual([
      'malformed',
      expect.stringMatching(/^unreadable answer/),
    ]);
    const empty = await failure(provider().inpaint(request()));
    expect([empty.kind, empty.message]).toEqual(['malformed', 'asked for 1 images, got 0']);
  });

  it('a hung request ends as a timeout when the signal aborts', async () => {
    server.script({ kind: 'hang' });
    const error = await failure(provider().inpaint(request({ signal: AbortSignal.timeout(300) })));
    expect([error.kind, error.message]).toEqual(['timeout', 'the request was aborted (time limit)']);
  });

  it("the SDK's own time limit is a timeout", async () => {
    // Two hangs: on a busy machine the previous test's abandoned request can reach the server only
    // now and take the first answer scripted; this request must hang whichever it gets.
    server.script({ kind: 'hang' }, { kind: 'hang' });
    const slow = createOpenAiProvider({ apiKey: server.apiKey, baseUrl: `${server.url}/v1`, timeoutMs: 300 });
    expect((await failure(slow.inpaint(request()))).kind).toBe('timeout');
  });

  it('a refused connection is retryable', async () => {
    const nowhere = createOpenAiProvider({ apiKey: server.apiKey, baseUrl: 'http://127.0.0.1:9/v1' });
    expect((await failure(nowhere.inpaint(request()))).kind).toBe('retryable');
  });

  it('407 from a proxy is a connection failure (retryable)', async () => {
    server.script({ kind: 'error', status: 407 });
    const error = await failure(provider().inpaint(request()));
    expect(error.kind).toBe('retryable');
  });

  it('a request the server finds invalid is rejected (unknown model)', async () => {
    const error = await failure(provider({ model: 'gpt-image-9' }).inpaint(request()));
    expect(error.kind).toBe('rejected');
  });

  it('any other 4xx is rejected', async () => {
    // Not 407 and 421, which Node's fetch handles itself (a proxy's login, a new connection).
    const statuses = fc.integer({ min: 400, max: 499 }).filter((s) => ![401, 403, 407, 421, 429].includes(s));
    await fc.assert(
      fc.asyncProperty(
        statuses,
        fc.constantFrom(null, 'invalid_value', 'model_not_found'),
        async (status, code) => {
          server.script({ kind: 'error', status, code, message: 'Invalid request.' });
          return (await failure(provider().inpaint(request()))).kind === 'rejected';
        },
      ),
      { numRuns: 25 },
    );
  });
});
