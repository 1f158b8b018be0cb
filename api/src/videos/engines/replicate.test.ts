// The Replicate video adapter against a local server that speaks Replicate's predictions API and
// Kling v2.1's documented input (tests/providers/replicate-server.ts): what it sends, the MP4 it
// keeps (checked by ffprobe), and how each kind of failure ends: retried, or refused at once with
// a plain message (the job then refunds the video).
import { probeVideo, systemFfmpeg } from '@poolscape/tests/kit/videos';
import { type ReplicateServer, startReplicateServer } from '@poolscape/tests/providers/replicate-server';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videoDecoder } from '../ffmpeg.ts';
import { VideoRefusedError, type VideoRequest } from './engine.ts';
import { createReplicateVideoEngine, VIDEO_FAILURE_TEXT } from './replicate.ts';

describe('the Replicate video adapter', () => {
  let server: ReplicateServer;
  let request: VideoRequest;

  beforeAll(async () => {
    server = await startReplicateServer();
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#5b8c4a' } })
      .png()
      .toBuffer();
    const pool = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#1e90ff' } })
      .png()
      .toBuffer();
    const render = await sharp(photo)
      .composite([{ input: pool, left: 300, top: 350 }])
      .png()
      .toBuffer();
    request = {
      template: 'reveal',
      format: '16:9',
      photo,
      render,
      focus: { x: 300, y: 350, width: 200, height: 100 },
      description: 'a modern swimming pool in this backyard, at day',
    };
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  const engine = (apiKey = server.apiKey, timeLimitMs = 60_000) =>
    createReplicateVideoEngine({
      apiKey,
      baseUrl: `${server.url}/v1`,
      timeLimitMs,
      costUsd: 0.9,
      pollInterval: 5,
      baseDelayMs: 10,
      // Read as production reads a model's video: by the operator's current ffmpeg.
      decoder: videoDecoder(systemFfmpeg()),
    });
  const creates = () =>
    server.requests.filter((entry) => entry.method === 'POST' && entry.path.endsWith('/predictions'));

  it('asks Kling for the yard becoming the design and keeps a 1080p, 30 fps H.264 copy of its video', async () => {
    const made = await engine().make(request);
    const [create] = creates();
    expect(create?.path).toBe('/v1/models/kwaivgi/kling-v2.1/predictions');
    expect(create?.headers.authorization).toBe(`Bearer ${server.apiKey}`);
    const input = (create?.body as { input: Record<string, unknown> } | undefined)?.input ?? {};
    expect(input).toMatchObject({ mode: 'pro', duration: 10 });
    expect(String(input.prompt)).toContain('a modern swimming pool in this backyard');
    // The start frame is the yard and the end frame the design, both framed 16:9 around the pool.
    for (const field of ['start_image', 'end_image']) {
      const bytes = Buffer.from(String(input[field]).split(',')[1] ?? '', 'base64');
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1920, height: 1080 });
    }
    expect(made).toMatchObject({
      engine: 'replicate',
      model: 'kwaivgi/kling-v2.1',
      costUsd: 0.9,
      width: 1920,
      height: 1080,
    });
    const probed = await probeVideo(made.mp4);
    expect(probed).toMatchObject({ codec: 'h264', width: 1920, height: 1080, fps: '30/1' });
    expect(probed.seconds).toBeCloseTo(10, 0);
    expect(made.durationSeconds).toBeCloseTo(10, 0);
  }, 60_000);

  it('tries again after a rate limit or a server error, within its time limit', async () => {
    server.script({ kind: 'rate-limit', retryAfter: 0 }, { kind: 'server-error', status: 503 });
    const made = await engine().make({ ...request, template: 'push-in', format: '1:1' });
    expect(creates()).toHaveLength(3);
    const input = (creates()[2]?.body as { input: Record<string, unknown> } | undefined)?.input ?? {};
    // Push-in starts on the design and has no end frame.
    expect(input).toMatchObject({ duration: 5 });
    expect(input.end_image).toBeUndefined();
    expect((await probeVideo(made.mp4)).width).toBe(1080);
  }, 60_000);

  const refusals: [string, Parameters<ReplicateServer['script']>[0], string][] = [
    ['a refused key', { kind: 'unauthorized' }, VIDEO_FAILURE_TEXT.auth],
    ['the safety checker', { kind: 'failed', error: 'NSFW content detected' }, VIDEO_FAILURE_TEXT.refused],
    [
      'an invalid request',
      { kind: 'problem', status: 422, detail: '- input: prompt is required' },
      VIDEO_FAILURE_TEXT.other,
    ],
    ['an output that is not a video', { kind: 'garbage-output' }, VIDEO_FAILURE_TEXT.other],
  ];
  for (const [what, answer, message] of refusals) {
    it(`fails at once, in plain words, on ${what}`, async () => {
      server.script(answer);
      const error = await engine()
        .make(request)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(VideoRefusedError);
      expect((error as VideoRefusedError).userMessage).toBe(message);
      expect(creates()).toHaveLength(1);
    });
  }

  it('gives up when the model does not finish in time, for the queue to try again later', async () => {
    server.script({ kind: 'stuck' });
    const error = await engine(server.apiKey, 300)
      .make(request)
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(VideoRefusedError);
    expect((error as Error).message).toMatch(/within|in time/);
    // The stuck prediction was canceled rather than left running (and billing) at Replicate.
    expect(server.requests.some((entry) => entry.path.endsWith('/cancel'))).toBe(true);
  });
});
