// A local stand-in for Replicate's predictions API, for tests only: `POST /v1/models/{owner}/
// {name}/predictions` and `POST /v1/predictions` (version), `GET /v1/predictions/{id}` and
// `POST /v1/predictions/{id}/cancel`, with an `Authorization: Bearer` token, answering the
// documented prediction object (id, model, version, input, status, output, error, logs, metrics,
// urls { get, cancel, stream }, created_at, started_at, completed_at, data_removed) that goes
// starting → processing → succeeded over two polls, and the documented problem+json errors
// `{ title, detail, status }`. Outputs are real images (`output_format` jpg, png or webp) made
// from the input (the mask's white area painted pool blue, the rest slightly changed) served at
// `/files/{name}` by this server.
// Image-to-video models (kwaivgi/kling-v2.1: `prompt`, `start_image`, `end_image` in pro mode,
// `mode` standard 720p or pro 1080p, `duration` 5 or 10) answer one MP4 URL: a real H.264 file at
// 24 fps of the documented size, from the start image to the end image, made by the bundled ffmpeg.
// Tests script the next answers (429, 500, 401/403, 422, an NSFW failure, garbage, a hang).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeMp4 } from '@poolscape/api/videos/ffmpeg';
import sharp from 'sharp';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

/** One scripted answer, used for the next create request instead of the real behaviour. */
export type ScriptedAnswer =
  | { kind: 'rate-limit'; retryAfter?: number }
  | { kind: 'server-error'; status?: number }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'problem'; status: number; detail?: string }
  /** The prediction ends `failed` with this error (e.g. an NSFW message). */
  | { kind: 'failed'; error: string }
  /** The prediction succeeds but its output file is not an image. */
  | { kind: 'garbage-output' }
  /** The prediction succeeds with no output. */
  | { kind: 'no-output' }
  /** The prediction stays `processing` until canceled. */
  | { kind: 'stuck' }
  /** The create request is never answered. */
  | { kind: 'hang' };

export interface ReplicateServer {
  /** The origin; the API's base URL is `${url}/v1`. */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  script(...answers: ScriptedAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

interface StoredPrediction {
  id: string;
  model: string;
  version: string;
  input: Record<string, unknown>;
  polls: number;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output: string | string[] | null;
  error: string | null;
  createdAt: string;
  answer: ScriptedAnswer | undefined;
}

const POOL_BLUE = { r: 38, g: 140, b: 214 };

function problem(
  res: ServerResponse,
  status: number,
  title: string,
  detail: string,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/problem+json', ...headers });
  res.end(JSON.stringify({ title, detail, status }));
}

function decodeDataUrl(value: unknown): Buffer | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^data:[\w/+.-]+;base64,(.*)$/s.exec(value);
  return match ? Buffer.from(match[1] ?? '', 'base64') : undefined;
}

/** The photo with the mask's white area painted pool blue and every other pixel nudged a little. */
/** The image of `output_format` (jpg, png or webp; PNG when not given) at `output_quality`. */
async function paint(
  image: Buffer,
  mask: Buffer,
  seed: number,
  input: Record<string, unknown>,
): Promise<{ data: Buffer; type: string; extension: string }> {
  const photo = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = photo.info;
  const alpha = await sharp(mask).resize(width, height, { fit: 'fill' }).greyscale().raw().toBuffer();
  const out = Buffer.from(photo.data);
  for (let i = 0; i < width * height; i++) {
    const o = i * 3;
    if ((alpha[i] ?? 0) >= 128) {
      out[o] = POOL_BLUE.r;
      out[o + 1] = POOL_BLUE.g;
      out[o + 2] = POOL_BLUE.b;
    } else {
      for (let c = 0; c < 3; c++) out[o + c] = Math.min(255, (out[o + c] ?? 0) + 3 + seed);
    }
  }
  const picture = sharp(out, { raw: { width, height, channels: 3 } });
  const quality = typeof input.output_quality === 'number' ? input.output_quality : 80;
  if (input.output_format === 'jpg')
    return { data: await picture.jpeg({ quality }).toBuffer(), type: 'image/jpeg', extension: 'jpg' };
  if (input.output_format === 'webp')
    return { data: await picture.webp({ quality }).toBuffer(), type: 'image/webp', extension: 'webp' };
  return { data: await picture.png().toBuffer(), type: 'image/png', extension: 'png' };
}

/** Kling's answer: `duration` seconds at 24 fps, 720p or 1080p on the start image's long side. */
async function animate(input: Record<string, unknown>): Promise<Buffer> {
  const start = decodeDataUrl(input.start_image) as Buffer;
  const meta = await sharp(start).metadata();
  const long = input.mode === 'pro' ? 1920 : 1280;
  const landscape = (meta.width ?? 1) >= (meta.height ?? 1);
  const scale = long / Math.max(meta.width ?? 1, meta.height ?? 1);
  const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);
  const width = landscape ? long : even((meta.width ?? 1) * scale);
  const height = landscape ? even((meta.height ?? 1) * scale) : long;
  const frame = (image: Buffer) =>
    sharp(image).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const first = await frame(start);
  const end = decodeDataUrl(input.end_image);
  const last = end ? await frame(end) : first;
  const count = Number(input.duration ?? 5) * 24;
  return encodeMp4({
    width,
    height,
    fps: 24,
    frames: (async function* () {
      for (let i = 0; i < count; i++) yield i < count / 2 ? first : last;
    })(),
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startReplicateServer(apiKey = 'r8_test_key'): Promise<ReplicateServer> {
  const requests: RecordedRequest[] = [];
  let scripted: ScriptedAnswer[] = [];
  const predictions = new Map<string, StoredPrediction>();
  const files = new Map<string, { type: string; data: Buffer }>();
  const hanging = new Set<ServerResponse>();
  let origin = '';

  function view(p: StoredPrediction): Record<string, unknown> {
    const done = p.status === 'succeeded' || p.status === 'failed' || p.status === 'canceled';
    return {
      id: p.id,
      model: p.model,
      version: p.version,
      input: p.input,
      logs:
        p.status === 'starting'
          ? ''
          : 'start_image' in p.input
            ? 'Generating video...\n 50%\n'
            : 'Running inpainting...\n',
      output: p.output,
      data_removed: false,
      error: p.error,
      source: 'api',
      status: p.status,
      created_at: p.createdAt,
      started_at: p.status === 'starting' ? null : p.createdAt,
      completed_at: done ? new Date().toISOString() : null,
      metrics: done ? { predict_time: 1.2, total_time: 1.5 } : {},
      urls: {
        get: `${origin}/v1/predictions/${p.id}`,
        cancel: `${origin}/v1/predictions/${p.id}/cancel`,
        stream: `${origin}/v1/predictions/${p.id}/stream`,
        web: `${origin}/p/${p.id}`,
      },
    };
  }

  async function finish(p: StoredPrediction): Promise<void> {
    const answer = p.answer;
    if (answer?.kind === 'failed') {
      p.status = 'failed';
      p.error = answer.error;
      return;
    }
    if (answer?.kind === 'no-output') {
      p.status = 'succeeded';
      p.output = null;
      return;
    }
    if ('start_image' in p.input) {
      const name = `${p.id}.mp4`;
      files.set(name, {
        type: answer?.kind === 'garbage-output' ? 'text/html' : 'video/mp4',
        data:
          answer?.kind === 'garbage-output'
            ? Buffer.from('<html>not a video</html>')
            : await animate(p.input),
      });
      p.status = 'succeeded';
      p.output = `${origin}/files/${name}`;
      return;
    }
    const count = typeof p.input.num_outputs === 'number' ? p.input.num_outputs : 1;
    const output: string[] = [];
    for (let i = 0; i < count; i++) {
      const file =
        answer?.kind === 'garbage-output'
          ? { data: Buffer.from('<html>not an image</html>'), type: 'text/html', extension: 'png' }
          : await paint(
              decodeDataUrl(p.input.image) as Buffer,
              decodeDataUrl(p.input.mask) as Buffer,
              i,
              p.input,
            );
      const name = `${p.id}-${i}.${file.extension}`;
      files.set(name, { type: file.type, data: file.data });
      output.push(`${origin}/files/${name}`);
    }
    p.status = 'succeeded';
    // flux-fill-pro returns one URL; models with num_outputs return a list.
    p.output = typeof p.input.num_outputs === 'number' ? output : (output[0] ?? null);
  }

  async function create(
    req: IncomingMessage,
    res: ServerResponse,
    model: string | undefined,
    body: unknown,
  ): Promise<void> {
    const answer = scripted.shift();
    if (answer?.kind === 'hang') {
      hanging.add(res);
      return;
    }
    if (answer?.kind === 'rate-limit')
      return problem(res, 429, 'Too Many Requests', 'Request was throttled.', {
        'retry-after': String(answer.retryAfter ?? 7),
      });
    if (answer?.kind === 'server-error')
      return problem(res, answer.status ?? 500, 'Internal Server Error', 'Something went wrong.');
    if (answer?.kind === 'problem')
      return problem(res, answer.status, 'Request failed', answer.detail ?? 'Request failed.');
    const request = (body ?? {}) as { input?: Record<string, unknown>; version?: unknown };
    const input = request.input;
    if (!input || typeof input !== 'object')
      return problem(res, 422, 'Input validation failed', '- input: input is required');
    const video = 'start_image' in input;
    if (video) {
      const problems: string[] = [];
      if (!input.prompt) problems.push('- input: prompt is required');
      if (input.duration !== undefined && input.duration !== 5 && input.duration !== 10)
        problems.push('- input.duration: duration must be one of the following: 5, 10');
      if (input.mode !== undefined && input.mode !== 'standard' && input.mode !== 'pro')
        problems.push('- input.mode: mode must be one of the following: "standard", "pro"');
      if (input.end_image !== undefined && input.mode !== 'pro')
        problems.push('- input.end_image: end_image is only supported in pro mode');
      for (const field of ['start_image', 'end_image']) {
        if (input[field] === undefined) continue;
        const bytes = decodeDataUrl(input[field]);
        const readable = bytes
          ? await sharp(bytes)
              .metadata()
              .then(
                () => true,
                () => false,
              )
          : false;
        if (!readable) problems.push(`- input.${field}: Does not match format 'uri'`);
      }
      if (problems.length > 0) return problem(res, 422, 'Input validation failed', problems.join('\n'));
    }
    const missing = video ? [] : ['image', 'mask', 'prompt'].filter((field) => !input[field]);
    if (missing.length > 0)
      return problem(
        res,
        422,
        'Input validation failed',
        missing.map((f) => `- input: ${f} is required`).join('\n'),
      );
    for (const field of video ? [] : ['image', 'mask']) {
      const bytes = decodeDataUrl(input[field]);
      if (
        !bytes ||
        !(await sharp(bytes)
          .metadata()
          .then(
            () => true,
            () => false,
          ))
      )
        return problem(res, 422, 'Input validation failed', `- input.${field}: Does not match format 'uri'`);
    }
    if (!model && typeof request.version !== 'string')
      return problem(res, 422, 'Invalid version', 'version is required');
    const stored: StoredPrediction = {
      id: randomUUID().replaceAll('-', '').slice(0, 26),
      model: model ?? 'unknown/model',
      version: model ? 'hidden' : String(request.version),
      input,
      polls: 0,
      status: 'starting',
      output: null,
      error: null,
      createdAt: new Date().toISOString(),
      answer,
    };
    predictions.set(stored.id, stored);
    if (String(req.headers.prefer ?? '').startsWith('wait') && answer?.kind !== 'stuck') await finish(stored);
    res.writeHead(201, { 'content-type': 'application/json' });
    res.end(JSON.stringify(view(stored)));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = /^\/files\/([\w.-]+)$/.exec(path);
    if (req.method === 'GET' && file) {
      const found = files.get(file[1] ?? '');
      if (!found) return problem(res, 404, 'Not found', 'No such file.');
      res.writeHead(200, { 'content-type': found.type });
      res.end(found.data);
      return;
    }
    const body = req.method === 'POST' ? await readJson(req).catch(() => null) : undefined;
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers)) headers[key] = String(value);
    requests.push({ method: req.method ?? 'GET', path, headers, body });
    if (body === null) return problem(res, 400, 'Bad request', 'The body is not valid JSON.');
    const auth = req.headers.authorization;
    if (!auth) return problem(res, 401, 'Unauthenticated', 'You did not pass an authentication token');
    const next = scripted[0];
    if (next?.kind === 'unauthorized') {
      scripted.shift();
      return problem(res, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
    }
    if (next?.kind === 'forbidden') {
      scripted.shift();
      return problem(res, 403, 'Forbidden', 'You do not have permission to run this model.');
    }
    if (auth !== `Bearer ${apiKey}`)
      return problem(res, 401, 'Unauthenticated', 'You did not pass a valid authentication token');

    const official = /^\/v1\/models\/([\w.-]+)\/([\w.-]+)\/predictions$/.exec(path);
    if (req.method === 'POST' && official) return create(req, res, `${official[1]}/${official[2]}`, body);
    if (req.method === 'POST' && path === '/v1/predictions') return create(req, res, undefined, body);
    const one = /^\/v1\/predictions\/(\w+)(\/cancel)?$/.exec(path);
    const prediction = one ? predictions.get(one[1] ?? '') : undefined;
    if (!one || !prediction)
      return problem(res, 404, 'Not found', 'The requested resource could not be found.');
    if (req.method === 'POST' && one[2]) {
      if (prediction.status === 'starting' || prediction.status === 'processing')
        prediction.status = 'canceled';
    } else if (req.method === 'GET' && !one[2]) {
      prediction.polls += 1;
      if (prediction.status === 'starting') prediction.status = 'processing';
      else if (
        prediction.status === 'processing' &&
        prediction.answer?.kind !== 'stuck' &&
        prediction.polls >= 2
      )
        await finish(prediction);
    } else return problem(res, 405, 'Method not allowed', 'Method not allowed.');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(view(prediction)));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => problem(res, 500, 'Internal Server Error', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    apiKey,
    requests,
    script: (...answers) => {
      scripted.push(...answers);
    },
    reset: () => {
      requests.length = 0;
      scripted = [];
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
