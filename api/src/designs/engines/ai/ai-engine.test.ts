// A design rendered by an AI provider, end to end over real HTTP (the OpenAI adapter against the
// contract server in tests/providers): the mask sent is the design's zone, the prompt carries the
// options and the customer's words, pixels outside the zone come back identical although the
// "model" changed them, 429 and 500 are retried, a bad key or a refusal fails at once.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAiServer, startOpenAiServer } from '../../../../../tests/providers/openai-server.ts';
import { repoRoot } from '../../../env.ts';
import { SAMPLE_CORNERS } from '../../../renderer/index.ts';
import { designZone } from '../../../renderer/zone.ts';
import { RenderRefusedError, type RenderRequest } from '../engine.ts';
import { createOpenAiProvider } from '../providers/openai.ts';
import { ProviderError } from '../providers/provider.ts';
import { createAiEngine, PROVIDER_FAILURE_TEXT } from './ai-engine.ts';
import { decodeRgb } from './composite.ts';

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
  prompt: 'a dark tile waterline',
  seed: 11,
  maxWidth: 1536,
};

describe('the AI render engine', () => {
  it('paints the zone with the model’s picture and keeps every pixel outside it', async () => {
    const result = await engine().render({ ...request, photo });
    const before = await decodeRgb(photo);
    const after = await decodeRgb(result.image);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    const zone = designZone({ ...request, width: before.width, height: before.height });
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

  it('tries again after 429 and 500 answers', async () => {
    server.script({ kind: 'rate-limit', retryAfter: 0 }, { kind: 'server-error' });
    const result = await engine().render({ ...request, photo });
    expect(result.width).toBeGreaterThan(0);
    expect(server.requests).toHaveLength(3);
    expect(logs.filter((line) => line.includes('trying again'))).toHaveLength(2);
  });

  it('fails at once with a plain message on a bad key, and tells the operator', async () => {
    const error = await engine('sk-wrong')
      .render({ ...request, photo })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RenderRefusedError);
    expect((error as RenderRefusedError).userMessage).toBe(PROVIDER_FAILURE_TEXT.auth);
    expect(logs.some((line) => line.includes('check its API key'))).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('fails at once when the provider refuses the prompt', async () => {
    server.script({ kind: 'refusal' });
    const error = await engine()
      .render({ ...request, photo })
      .catch((e: unknown) => e);
    expect((error as RenderRefusedError).userMessage).toBe(PROVIDER_FAILURE_TEXT.refused);
  });

  it('gives up at its time limit, for the queue to try the job again later', async () => {
    server.script({ kind: 'hang' });
    const started = Date.now();
    const error = await engine(server.apiKey, 1500)
      .render({ ...request, photo })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(8000);
  });
});
