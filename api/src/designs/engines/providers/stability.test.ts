// The Stability AI adapter over real HTTP against the contract server in tests/providers: the
// documented multipart request (photo, mask with white = repaint, prompt, seed, output_format, key,
// Accept), one request per image with distinct seeds, the documented size limits, and every
// failure sorted into the engine's kinds.
import { lawnWithMask } from '@poolscape/tests/kit/designs/provider-photos';
import {
  POOL_BLUE,
  type ScriptedAnswer,
  type StabilityServer,
  startStabilityServer,
} from '@poolscape/tests/providers/stability-server';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type InpaintRequest, ProviderError, type ProviderFailureKind } from './provider.ts';
import {
  createStabilityProvider,
  distinctSeeds,
  requestSize,
  STABILITY_MAX_PIXELS,
  STABILITY_MAX_SEED,
  type StabilityProviderOptions,
  uploadParts,
} from './stability.ts';

let server: StabilityServer;
let photo: Buffer;
let mask: Buffer;
const WIDTH = 160;
const HEIGHT = 120;

beforeAll(async () => {
  server = await startStabilityServer();
  ({ photo, mask } = await lawnWithMask(WIDTH, HEIGHT));
});
afterAll(() => server.close());
beforeEach(() => server.reset());

function provider(options: Partial<StabilityProviderOptions> = {}) {
  return createStabilityProvider({ apiKey: server.apiKey, baseUrl: server.url, ...options });
}

function request(overrides: Partial<InpaintRequest> = {}): InpaintRequest {
  return {
    image: photo,
    mask,
    prompt: 'A backyard with a kidney-shaped pool.',
    count: 1,
    signal: AbortSignal.timeout(10_000),
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

/** The image's size, format, channels as encoded, and a pixel reader. */
async function decoded(image: Buffer | undefined) {
  const meta = await sharp(image).metadata();
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => [
    ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x + 1) * info.channels),
  ];
  return { width: info.width, height: info.height, format: meta.format, channels: meta.channels, at };
}

/** A pixel of a JPEG answer: the colour painted, give or take its compression. */
function expectNear(pixel: number[], colour: readonly number[]) {
  expect(pixel.map((value, c) => Math.abs(value - (colour[c] as number)) <= 4)).toEqual([true, true, true]);
}

/** A greyscale mask, white over the given rectangle. */
function rectangleMask(width: number, height: number, r: { x: number; y: number; w: number; h: number }) {
  const grey = Buffer.alloc(width * height);
  for (let y = r.y; y < r.y + r.h; y++) grey.fill(255, y * width + r.x, y * width + r.x + r.w);
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}

describe('the Stability AI adapter', () => {
  it('sends one request per image: photo, mask, prompt, a distinct seed, the key', async () => {
    const result = await provider().inpaint(request({ count: 3 }));
    expect(result.model).toBe('stable-image-inpaint');
    expect(result.images).toHaveLength(3);
    for (const image of result.images) {
      const out = await decoded(image);
      expect([out.format, out.width, out.height]).toEqual(['jpeg', WIDTH, HEIGHT]);
      // The mask's white area is repainted; every other pixel was changed a little by the model.
      expectNear(out.at(80, 80), POOL_BLUE);
      expectNear(out.at(5, 5), [94, 144, 64]);
    }
    expect(server.requests).toHaveLength(3);
    for (const sent of server.requests) {
      expect([sent.method, sent.path]).toEqual(['POST', '/v2beta/stable-image/edit/inpaint']);
      expect(sent.headers).toMatchObject({ authorization: `Bearer ${server.apiKey}`, accept: 'image/*' });
      expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(sent.fields).toMatchObject({
        prompt: 'A backyard with a kidney-shaped pool.',
        output_format: 'jpeg',
      });
      expect(Number(sent.fields.seed)).toBeGreaterThanOrEqual(1);
      expect(Number(sent.fields.seed)).toBeLessThanOrEqual(STABILITY_MAX_SEED);
      expect(sent.files.image?.type).toBe('image/png');
      expect(sent.files.mask?.type).toBe('image/png');
      const image = await decoded(sent.files.image?.data);
      const sentMask = await decoded(sent.files.mask?.data);
      expect([image.width, image.height, sentMask.width, sentMask.height]).toEqual([160, 120, 160, 120]);
      expect([sentMask.channels, sentMask.at(80, 80)[0], sentMask.at(5, 5)[0]]).toEqual([1, 255, 0]);
    }
    expect(new Set(server.requests.map((r) => r.fields.seed)).size).toBe(3);
  });

  it("keeps the engine's mask convention: white is repainted, black kept", async () => {
    const corner = await rectangleMask(WIDTH, HEIGHT, { x: 0, y: 0, w: 64, h: 48 });
    const [image] = (await provider().inpaint(request({ mask: corner }))).images;
    const out = await decoded(image);
    expectNear(out.at(10, 10), POOL_BLUE);
    expectNear(out.at(150, 110), [94, 144, 64]);
    const sent = await sharp(server.requests[0]?.files.mask?.data).raw().toBuffer();
    expect(sent.equals(await sharp(corner).raw().toBuffer())).toBe(true);
  });

  it('asks for PNG or WebP, and reads base64 JSON answers', async () => {
    const png = await provider({ outputFormat: 'png' }).inpaint(request());
    const out = await decoded(png.images[0]);
    expect([out.format, out.width, out.height]).toEqual(['png', WIDTH, HEIGHT]);
    expect(out.at(5, 5)).toEqual([94, 144, 64]);
    expect(server.requests[0]?.fields.output_format).toBe('png');
    const webp = await provider({ outputFormat: 'webp', accept: 'application/json' }).inpaint(request());
    expect((await decoded(webp.images[0])).format).toBe('webp');
    expect(server.requests[1]?.headers.accept).toBe('application/json');
  });

  it('brings photos within the documented sizes before sending them', async () => {
    const small = await lawnWithMask(40, 30);
    const result = await provider().inpaint(request({ image: small.photo, mask: small.mask }));
    const sent = server.requests[0];
    const sizes = await Promise.all(
      [sent?.files.image?.data, sent?.files.mask?.data, result.images[0]].map(decoded),
    );
    expect(sizes.map((s) => [s.width, s.height])).toEqual([
      [85, 64],
      [85, 64],
      [85, 64],
    ]);
    expect(requestSize({ width: 4000, height: 3000 })).toEqual({ width: 3547, height: 2660 });
    const sliver = await sharp({ create: { width: 4000, height: 1, channels: 3, background: '#5a8c3c' } })
      .png()
      .toBuffer();
    const error = await failure(provider().inpaint(request({ image: sliver })));
    expect([error.kind, server.requests.length]).toEqual(['rejected', 1]);
  });

  it('sends the photo as JPEG when a PNG would pass the 10 MiB limit', async () => {
    const parts = await uploadParts(photo, mask, { width: WIDTH, height: HEIGHT }, 100);
    expect(parts.image.type).toBe('image/jpeg');
    expect((await sharp(parts.image.data).metadata()).format).toBe('jpeg');
    expect((await uploadParts(photo, mask, { width: WIDTH, height: HEIGHT })).image.type).toBe('image/png');
  });

  it('sizes stay within the limits, keeping the aspect, and seeds are distinct', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 40_000 }),
        fc.integer({ min: 1, max: 40_000 }),
        (width, height) => {
          const size = requestSize({ width, height });
          const fits = Math.min(width, height) >= 64 && width * height <= STABILITY_MAX_PIXELS;
          if (fits) return size?.width === width && size.height === height;
          if (!size)
            return Math.max(width, height) / Math.min(width, height) > STABILITY_MAX_PIXELS / 64 ** 2;
          const drift = Math.abs(size.width / size.height / (width / height) - 1);
          return (
            Math.min(size.width, size.height) >= 64 &&
            size.width * size.height <= STABILITY_MAX_PIXELS &&
            drift <= 1 / size.width + 1 / size.height
          );
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
        const seeds = distinctSeeds(count);
        return new Set(seeds).size === count && seeds.every((s) => s >= 1 && s <= STABILITY_MAX_SEED);
      }),
    );
  });

  it('returns count images of the sent size for any photo size and count', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 20, max: 240 }),
        fc.integer({ min: 20, max: 200 }),
        fc.integer({ min: 1, max: 3 }),
        async (width, height, count) => {
          server.reset();
          const lawn = await sharp({ create: { width, height, channels: 3, background: '#5a8c3c' } })
            .png()
            .toBuffer();
          const area = await rectangleMask(width, height, { x: 0, y: 0, w: width >> 1, h: height >> 1 });
          const result = await provider().inpaint(request({ image: lawn, mask: area, count }));
          const expected = requestSize({ width, height });
          expect(result.images).toHaveLength(count);
          expect(server.requests).toHaveLength(count);
          for (const image of result.images) {
            const out = await decoded(image);
            expect([out.width, out.height]).toEqual([expected?.width, expected?.height]);
            expect(out.at(0, 0)).toEqual([...POOL_BLUE]);
          }
        },
      ),
      { numRuns: 6 },
    );
  });

  const cases: [string, ScriptedAnswer, ProviderFailureKind][] = [
    ['401', { kind: 'unauthorized' }, 'auth'],
    ['402 (out of credits)', { kind: 'payment-required' }, 'auth'],
    ['403 payment_required', { kind: 'error', status: 403, name: 'payment_required' }, 'auth'],
    ['403 content moderation', { kind: 'moderation' }, 'refused'],
    ['a CONTENT_FILTERED finish reason', { kind: 'content-filtered' }, 'refused'],
    ['422 public_figure', { kind: 'error', status: 422, name: 'public_figure' }, 'refused'],
    ['500', { kind: 'server-error' }, 'retryable'],
    ['503', { kind: 'server-error', status: 503 }, 'retryable'],
    ['a proxy 502 page', { kind: 'error', status: 502, body: '<html>502 Bad Gateway</html>' }, 'retryable'],
    ['400', { kind: 'error', status: 400, errors: ['seed: must be a number'] }, 'rejected'],
    ['413', { kind: 'error', status: 413, name: 'payload_too_large' }, 'rejected'],
    ['422 invalid_language', { kind: 'error', status: 422, name: 'invalid_language' }, 'rejected'],
    ['bytes that are not an image', { kind: 'garbage' }, 'malformed'],
  ];
  it.each(cases)('maps %s', async (_name, answer, kind) => {
    server.script(answer);
    expect((await failure(provider().inpaint(request()))).kind).toBe(kind);
  });

  it('reads moderation and garbage from JSON answers too', async () => {
    server.script({ kind: 'content-filtered' }, { kind: 'garbage' });
    const json = provider({ accept: 'application/json' });
    expect((await failure(json.inpaint(request()))).kind).toBe('refused');
    expect((await failure(json.inpaint(request()))).kind).toBe('malformed');
  });

  it('says what the operator must fix on 402', async () => {
    server.script({ kind: 'payment-required' });
    const error = await failure(provider().inpaint(request()));
    expect(error.message).toMatch(
      /^Stability AI answered 402 \(payment_required\): You lack sufficient credits/,
    );
  });

  it('429 is retryable after Retry-After, or the documented 60 s without one', async () => {
    server.script({ kind: 'rate-limit', retryAfter: 12 }, { kind: 'rate-limit' });
    const told = await failure(provider().inpaint(request()));
    expect([told.kind, told.retryAfter]).toEqual(['retryable', 12]);
    const untold = await failure(provider().inpaint(request()));
    expect([untold.kind, untold.retryAfter]).toEqual(['retryable', 60]);
  });

  it('a wrong key (401 from the server itself) or none is an auth failure', async () => {
    expect((await failure(provider({ apiKey: 'sk-wrong' }).inpaint(request()))).kind).toBe('auth');
    expect((await failure(provider({ apiKey: '' }).inpaint(request()))).kind).toBe('auth');
    expect(server.requests).toHaveLength(1);
  });

  it('requests the server finds invalid are rejected', async () => {
    const empty = await failure(provider().inpaint(request({ prompt: '' })));
    expect([empty.kind, empty.message]).toEqual(['rejected', expect.stringContaining('prompt: is required')]);
    const gif = provider({ outputFormat: 'gif' as 'png' });
    expect((await failure(gif.inpaint(request()))).kind).toBe('rejected');
  });

  it('a hung request ends as a timeout when the signal aborts, and no request after it', async () => {
    server.script({ kind: 'hang' });
    const error = await failure(provider().inpaint(request({ signal: AbortSignal.timeout(300) })));
    expect([error.kind, error.message]).toEqual(['timeout', 'the request was aborted (time limit)']);
    const before = await failure(provider().inpaint(request({ signal: AbortSignal.abort() })));
    expect([before.kind, server.requests.length]).toEqual(['timeout', 1]);
  });

  it('the first failure aborts the other requests', async () => {
    server.script({ kind: 'hang' }, { kind: 'hang' }, { kind: 'server-error' });
    const started = Date.now();
    const error = await failure(provider().inpaint(request({ count: 3 })));
    expect(error.kind).toBe('retryable');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(server.requests).toHaveLength(3);
  });

  it('a refused connection, or a 407 fetch treats as one, is retryable', async () => {
    const nowhere = createStabilityProvider({ apiKey: 'sk-x', baseUrl: 'http://127.0.0.1:9' });
    expect((await failure(nowhere.inpaint(request()))).kind).toBe('retryable');
    server.script({ kind: 'error', status: 407 });
    expect((await failure(provider().inpaint(request()))).kind).toBe('retryable');
  });

  it('any other 4xx is rejected', async () => {
    // 407 and 421 are handled by Node's fetch itself; 401 to 403 and 429 have their own kinds.
    const statuses = fc
      .integer({ min: 400, max: 499 })
      .filter((s) => ![401, 402, 403, 407, 421, 429].includes(s));
    await fc.assert(
      fc.asyncProperty(
        statuses,
        fc.constantFrom('bad_request', 'invalid_language', 'not_found'),
        async (s, name) => {
          server.script({ kind: 'error', status: s, name });
          return (await failure(provider().inpaint(request()))).kind === 'rejected';
        },
      ),
      { numRuns: 15 },
    );
  });
});
