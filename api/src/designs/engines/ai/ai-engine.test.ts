// A design rendered by an AI provider, end to end over real HTTP (the OpenAI adapter against the
// contract server in tests/providers): the mask sent is the design's zone, the prompt carries the
// options and the customer's words, pixels outside the zone come back identical although the
// "model" changed them, 429 and 500 are retried, a bad key or a refusal fails at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_FREEFORM, POOL_SHAPES } from '@poolscape/shared/plan-geometry';
import { type OpenAiServer, startOpenAiServer } from '@poolscape/tests/providers/openai-server';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../../env.ts';
import { renderPool, SAMPLE_CORNERS } from '../../../renderer/index.ts';
import { designZone } from '../../../renderer/zone.ts';
import { type RenderedImage, RenderRefusedError, type RenderRequest } from '../engine.ts';
import { createOpenAiProvider } from '../providers/openai.ts';
import { ProviderError } from '../providers/provider.ts';
import { createAiEngine, PROVIDER_FAILURE_TEXT } from './ai-engine.ts';
import { decodeRgb, type Pixels } from './composite.ts';

const NAME = 'garden-small-fenced-yard.jpg';
let server: OpenAiServer;
let photo: Buffer;
const logs: string[] = [];

beforeAll(async () => {
  server = await startOpenAiServer();
  // The design's base photo is stored as a lossless PNG.
  photo = await sharp(readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', NAME)))
    .png()
    .toBuffer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  logs.length = 0;
});

function engine(apiKey = server.apiKey, timeLimitMs = 20_000) {
  const provider = createOpenAiProvider({ apiKey, baseUrl: `${server.url}/v1` });
  return createAiEngine({ provider, timeLimitMs, baseDelayMs: 20, log: (line) => logs.push(line) });
}

const request: RenderRequest = {
  photo: Buffer.alloc(0),
  corners: SAMPLE_CORNERS[NAME] as RenderRequest['corners'],
  style: 'modern',
  features: ['decking', 'lighting'],
  timeOfDay: 'day',
  modelingStyle: 'photoreal',
  prompt: 'a dark tile waterline',
  seeds: [11],
  maxWidth: 1536,
};

/** A render's pixels: the engine hands the job raw ones. */
function pixelsOf(image: RenderedImage): Pixels {
  expect(image.raw).toBe(true);
  expect(image.image.length).toBe(image.width * image.height * 3);
  return { data: image.image, width: image.width, height: image.height };
}

/** The one image of a single-seed render. */
async function renderOne(overrides: Partial<RenderRequest> = {}, apiKey?: string, timeLimitMs?: number) {
  const batch = await engine(apiKey, timeLimitMs).render({ ...request, photo, ...overrides });
  const first = batch.images[0];
  if (!first) throw new Error('no image');
  return first;
}

describe('the AI render engine', () => {
  it('paints the zone with the model’s picture and keeps every pixel outside it', async () => {
    const result = await renderOne();
    const before = await decodeRgb(photo);
    const after = pixelsOf(result);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    const zone = designZone({ ...request, width: before.width, height: before.height, seed: 11 });
    let changedOutside = 0;
    let blueInside = 0;
    let inside = 0;
    for (let p = 0; p < zone.length; p++) {
      const o = p * 3;
      const same =
        after.data[o] === before.data[o] &&
        after.data[o + 1] === before.data[o + 1] &&
        after.data[o + 2] === before.data[o + 2];
      if (!zone[p]) {
        if (!same) changedOutside++;
        continue;
      }
      inside++;
      if ((after.data[o + 2] as number) > (after.data[o] as number) + 40) blueInside++;
    }
    // The contract server brightens the photo outside the mask, as real models drift.
    expect(changedOutside).toBe(0);
    expect(blueInside / inside).toBeGreaterThan(0.5);

    const sent = server.requests[0];
    expect(sent?.fields.prompt).toContain('modern in-ground swimming pool');
    expect(sent?.fields.prompt).toContain('underwater pool lights');
    expect(sent?.fields.prompt).toContain('The customer asks for: a dark tile waterline');
    // The mask's transparent pixels are the zone, at the size sent.
    const mask = sent?.files.mask?.data as Buffer;
    const { data, info } = await sharp(mask).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const small = await sharp(Buffer.from(zone.map((v) => v * 255)), {
      raw: { width: before.width, height: before.height, channels: 1 },
    })
      .resize(info.width, info.height, { fit: 'fill', kernel: 'nearest' })
      .extractChannel(0)
      .raw()
      .toBuffer();
    let disagree = 0;
    for (let p = 0; p < info.width * info.height; p++) {
      const editable = (data[p * 4 + 3] as number) < 128;
      if (editable !== (small[p] as number) > 127) disagree++;
    }
    expect(disagree / (info.width * info.height)).toBeLessThan(0.01);
  });

  const keepCases = Object.keys(SAMPLE_CORNERS).flatMap((name) =>
    POOL_SHAPES.map((shape) => ({ name, shape })),
  );
  it.each(keepCases)(
    'leaves what is marked "Keep this" as it is, never offered to the model: $shape on $name',
    async ({ name, shape }) => {
      const own =
        name === NAME
          ? photo
          : await sharp(readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', name)))
              .png()
              .toBuffer();
      const shaped: Partial<RenderRequest> = {
        photo: own,
        corners: SAMPLE_CORNERS[name] as RenderRequest['corners'],
        shape,
        ...(shape === 'freeform' ? { outline: DEFAULT_FREEFORM } : {}),
      };
      const before = await decodeRgb(own);
      const { width, height } = before;
      const zone = designZone({ ...request, ...shaped, width, height, seed: 11 });
      // The left half of the zone's box is kept: white on transparent, as the studio paints it.
      let x0 = width;
      let x1 = 0;
      for (let p = 0; p < zone.length; p++)
        if (zone[p]) {
          x0 = Math.min(x0, p % width);
          x1 = Math.max(x1, p % width);
        }
      const middle = Math.round((x0 + x1) / 2);
      const paint = Buffer.alloc(width * height * 4);
      for (let y = 0; y < height; y++) paint.fill(255, y * width * 4, (y * width + middle) * 4);
      const keep = await sharp(paint, { raw: { width, height, channels: 4 } })
        .png()
        .toBuffer();

      const after = pixelsOf(await renderOne({ ...shaped, keep }));
      let changedKept = 0;
      let paintedBeside = 0;
      for (let p = 0; p < zone.length; p++) {
        const o = p * 3;
        const same =
          after.data[o] === before.data[o] &&
          after.data[o + 1] === before.data[o + 1] &&
          after.data[o + 2] === before.data[o + 2];
        if (p % width < middle) changedKept += same ? 0 : 1;
        else if (zone[p] && !same) paintedBeside++;
      }
      expect(changedKept).toBe(0);
      expect(paintedBeside).toBeGreaterThan(1000);
      // The mask sent leaves the kept half out of what the model may paint.
      const mask = server.requests[0]?.files.mask?.data as Buffer;
      const { data, info } = await sharp(mask).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      let editableKept = 0;
      for (let p = 0; p < info.width * info.height; p++)
        if ((data[p * 4 + 3] as number) < 128 && (p % info.width) / info.width < (middle - 2) / width)
          editableKept++;
      expect(editableKept).toBe(0);
    },
  );

  it('tries again after 429 and 500 answers', async () => {
    server.script({ kind: 'rate-limit', retryAfter: 0 }, { kind: 'server-error' });
    const result = await renderOne();
    expect(result.width).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(3);
    expect(logs.filter((line) => line.includes('trying again'))).toHaveLength(2);
  });

  it('fails at once with a plain message on a bad key, and tells the operator', async () => {
    const error = await renderOne({}, 'sk-wrong').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderRefusedError);
    expect((error as RenderRefusedError).userMessage).toBe(PROVIDER_FAILURE_TEXT.auth);
    expect(logs.some((line) => line.includes('check its API key'))).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('fails at once when the provider refuses the prompt', async () => {
    server.script({ kind: 'refusal' });
    const error = await renderOne().catch((e: unknown) => e);
    expect((error as RenderRefusedError).userMessage).toBe(PROVIDER_FAILURE_TEXT.refused);
  });

  it('gives up at its time limit, for the queue to try the job again later', async () => {
    server.script({ kind: 'hang' });
    const started = Date.now();
    const error = await renderOne({}, server.apiKey, 1500).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('makes every variation of a request in one call, each composited, and says what made them', async () => {
    const batch = await engine().render({ ...request, photo, seeds: [11, 12, 13] });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.fields.n).toBe('3');
    expect(batch.images).toHaveLength(3);
    expect(batch).toMatchObject({ engine: 'openai', model: 'gpt-image-2.5-sunburst', promptReading: null });
    expect(batch.costPerImageUsd).toBeGreaterThan(0);
    const before = await decodeRgb(photo);
    // The mask is every seed's zone together; nothing outside it changes in any image.
    const zone = new Uint8Array(before.width * before.height);
    for (const seed of [11, 12, 13]) {
      const own = designZone({ ...request, width: before.width, height: before.height, seed });
      for (let p = 0; p < zone.length; p++) if (own[p]) zone[p] = 1;
    }
    for (const [index, image] of batch.images.entries()) {
      const after = pixelsOf(image);
      let changedOutside = 0;
      for (let p = 0; p < zone.length; p++) {
        if (zone[p]) continue;
        const o = p * 3;
        if (after.data[o] !== before.data[o] || after.data[o + 2] !== before.data[o + 2]) changedOutside++;
      }
      expect(changedOutside).toBe(0);
      // Each is its own picture (the stand-in paints each output a different blue).
      const deep = (image.focus.y + Math.round(image.focus.height * 0.8)) * before.width;
      const inside = [...zone.subarray(deep, deep + before.width)].indexOf(1) + 40;
      expect(
        Math.abs((after.data[(deep + inside) * 3 + 1] as number) - (150 + index * 8)),
      ).toBeLessThanOrEqual(3);
      // The focus box holds the zone: aspect crops keep the pool in view.
      expect(image.focus.width).toBeGreaterThan(0);
      expect(image.focus.y + image.focus.height).toBeLessThanOrEqual(before.height);
    }
  });

  it('at night puts the model’s pool into the built-in scene grade, so the garden is night too', async () => {
    const result = await renderOne({ timeOfDay: 'night' });
    const graded = await renderPool({
      photo,
      corners: request.corners,
      style: request.style,
      features: request.features,
      timeOfDay: 'night',
      seed: 11,
      maxWidth: 1536,
    });
    const night = await decodeRgb(graded.image);
    const after = pixelsOf(result);
    const before = await decodeRgb(photo);
    const zone = designZone({ ...request, width: before.width, height: before.height, seed: 11 });
    let differs = 0;
    let outside = 0;
    let darker = 0;
    for (let p = 0; p < zone.length; p++) {
      if (zone[p]) continue;
      outside++;
      const o = p * 3;
      if (after.data[o] !== night.data[o] || after.data[o + 1] !== night.data[o + 1]) differs++;
      const lum = (d: Buffer) => (d[o] as number) + (d[o + 1] as number) + (d[o + 2] as number);
      if (lum(after.data) < lum(before.data)) darker++;
    }
    expect(differs).toBe(0);
    expect(darker / outside).toBeGreaterThan(0.9);
    expect(server.requests[0]?.fields.prompt).toContain('At night');
  });

  it('redraws the finished design whole for a modeling style, in a second call billed as two', async () => {
    const plain = await engine().render({ ...request, photo });
    server.reset();
    const sketch = await engine().render({ ...request, photo, modelingStyle: 'sketch' });
    expect(server.requests).toHaveLength(2);
    const second = server.requests[1];
    expect(second?.fields.prompt).toContain("architect's presentation sketch");
    // The second mask lets the model repaint everything.
    const { data } = await sharp(second?.files.mask?.data as Buffer)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let kept = 0;
    for (let i = 3; i < data.length; i += 4) if ((data[i] as number) >= 128) kept++;
    expect(kept).toBe(0);
    expect(sketch.costPerImageUsd).toBeCloseTo(plain.costPerImageUsd * 2, 6);
  });
});
