// A local stand-in for Stability AI's Inpaint service, for tests only: `POST /v2beta/stable-image/
// edit/inpaint` as its API reference documents it (an `authorization: Bearer` key; multipart
// fields image, prompt, mask, negative_prompt, grow_mask, seed, output_format, style_preset;
// `accept: image/*` or `application/json`; requests up to 10 MiB; images of jpeg, png or webp with
// every side at least 64 px and 4,096 to 9,437,184 pixels; a mask of another size resized to the
// image's). It answers a real image of the photo's size in the asked format: the mask's white
// area (or the image's transparent area when there is no mask) painted pool blue and, unless told
// otherwise, every other pixel nudged as real models do; as bytes with `finish-reason` and `seed`
// headers or as `{ image, finish_reason, seed }`. Errors are the documented `{ id, name, errors }`.
// Tests script the next answers (429, 5xx, 401, 402, 403 moderation, CONTENT_FILTERED, garbage,
// a hang, any status) and read the requests it got.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { parseMultipart, type RecordedFile, type RecordedRequest } from './multipart.ts';

export const INPAINT_PATH = '/v2beta/stable-image/edit/inpaint';
/** The colour the stand-in paints where the mask asks for a repaint. */
export const POOL_BLUE = [30, 144, 214] as const;

export type { RecordedFile, RecordedRequest } from './multipart.ts';

/** One scripted answer, used for the next inpaint request instead of the real behaviour. */
export type ScriptedAnswer =
  /** 429 `rate_limit_exceeded`, with a Retry-After header when `retryAfter` is given. */
  | { kind: 'rate-limit'; retryAfter?: number }
  | { kind: 'server-error'; status?: number }
  | { kind: 'unauthorized' }
  /** 402 `payment_required`: the account is out of credits. */
  | { kind: 'payment-required' }
  /** 403 `content_moderation`. */
  | { kind: 'moderation' }
  /** A 200 with the picture blurred and `finish-reason: CONTENT_FILTERED`. */
  | { kind: 'content-filtered' }
  /** A 200 whose bytes are not an image. */
  | { kind: 'garbage' }
  /** No answer at all until the client gives up or the server closes. */
  | { kind: 'hang' }
  /** Any status with the documented error body, or `body` as it is (a proxy's HTML page). */
  | { kind: 'error'; status: number; name?: string; errors?: string[]; body?: string };

export interface StabilityServer {
  /** The origin, e.g. http://127.0.0.1:1234 (the API's base URL as STABILITY_BASE_URL takes it). */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  script(...answers: ScriptedAnswer[]): void;
  /** Forgets the recorded requests and any scripted answers not used yet. */
  reset(): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 9_437_184;
const MAX_SEED = 4_294_967_294;
const FORMATS = ['png', 'jpeg', 'webp'] as const;
type Format = (typeof FORMATS)[number];
const STYLE_PRESETS = new Set(
  '3d-model analog-film anime cinematic comic-book digital-art enhance fantasy-art isometric line-art low-poly modeling-compound neon-punk origami photographic pixel-art tile-texture'.split(
    ' ',
  ),
);

class ApiFailure extends Error {
  readonly status: number;
  /** The documented short name: bad_request, content_moderation, rate_limit_exceeded... */
  readonly errorName: string;
  readonly errors: string[];

  constructor(status: number, errorName: string, ...errors: string[]) {
    super(errors.join('; '));
    this.status = status;
    this.errorName = errorName;
    this.errors = errors;
  }
}

const badRequest = (...errors: string[]) => new ApiFailure(400, 'bad_request', ...errors);

function sendError(res: ServerResponse, failure: ApiFailure, headers: Record<string, string> = {}): void {
  res.writeHead(failure.status, { 'content-type': 'application/json', ...headers });
  const id = randomBytes(16).toString('hex');
  res.end(JSON.stringify({ id, name: failure.errorName, errors: failure.errors }));
}

/** The body and its fields and files; `tooLarge` when it passes the documented 10 MiB. */
async function readForm(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  if (body.length > MAX_BODY_BYTES) return { fields: {}, files: {}, tooLarge: true, multipart: false };
  const form = await parseMultipart(body, req.headers['content-type'] ?? '');
  return { fields: form?.fields ?? {}, files: form?.files ?? {}, tooLarge: false, multipart: form !== null };
}

interface Edit {
  image: Buffer;
  mask: Buffer | null;
  seed: number;
  format: Format;
  json: boolean;
}

function numberField(value: string | undefined, field: string, min: number, max: number) {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < min || number > max)
    throw badRequest(`${field}: must be a number between ${min} and ${max}`);
  return number;
}

async function readableImage(file: RecordedFile, field: string) {
  const meta = await sharp(file.data)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || !['png', 'jpeg', 'webp'].includes(meta.format ?? ''))
    throw badRequest(`${field}: unsupported image format, expected one of jpeg, png, webp`);
  return { width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha === true };
}

/** Checks a request as the documented endpoint does; returns what to paint. */
async function validate(request: RecordedRequest): Promise<Edit> {
  const { headers, fields, files } = request;
  const accept = headers.accept ?? 'image/*';
  if (accept !== 'image/*' && accept !== 'application/json')
    throw badRequest('accept: must be one of image/*, application/json');
  const prompt = fields.prompt ?? '';
  if (prompt.trim() === '') throw badRequest('prompt: is required');
  if (prompt.length > 10_000) throw badRequest('prompt: must be at most 10000 characters');
  if ((fields.negative_prompt ?? '').length > 10_000)
    throw badRequest('negative_prompt: must be at most 10000 characters');
  if (!files.image) throw badRequest('image: is required');
  const image = await readableImage(files.image, 'image');
  if (Math.min(image.width, image.height) < 64)
    throw badRequest('image: every side must be at least 64 pixels');
  if (image.width * image.height > MAX_PIXELS)
    throw badRequest('image: total pixel count must be between 4,096 and 9,437,184 pixels');
  if (files.mask) await readableImage(files.mask, 'mask');
  else if (!image.hasAlpha)
    // The mask may come from the image's alpha channel; without either there is nothing to paint.
    throw badRequest('mask: is required when the image has no alpha channel');
  numberField(fields.grow_mask, 'grow_mask', 0, 100);
  const seed = numberField(fields.seed, 'seed', 0, MAX_SEED) ?? 0;
  if (!Number.isInteger(seed)) throw badRequest('seed: must be an integer');
  const format = (fields.output_format ?? 'png') as Format;
  if (!FORMATS.includes(format)) throw badRequest('output_format: must be one of jpeg, png, webp');
  if (fields.style_preset !== undefined && !STYLE_PRESETS.has(fields.style_preset))
    throw badRequest(`style_preset: must be one of ${[...STYLE_PRESETS].join(', ')}`);
  return {
    image: files.image.data,
    mask: files.mask?.data ?? null,
    seed: seed === 0 ? randomInt(1, MAX_SEED) : seed,
    format,
    json: accept === 'application/json',
  };
}

/** The photo with the repaint area pool blue and, with `nudge`, every other pixel a little lighter. */
async function paint(edit: Edit, nudge: boolean): Promise<Buffer> {
  const photo = await sharp(edit.image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = photo.info;
  // White mask pixels repaint; without a mask, transparent pixels do.
  const strength = edit.mask
    ? await sharp(edit.mask)
        .resize(width, height, { fit: 'fill' })
        .flatten({ background: '#000000' })
        .greyscale()
        .raw()
        .toBuffer()
    : await sharp(edit.image).ensureAlpha().extractChannel(3).negate().raw().toBuffer();
  const out = Buffer.from(photo.data);
  for (let i = 0; i < width * height; i++) {
    for (let c = 0; c < 3; c++) {
      const o = i * 3 + c;
      if ((strength[i] ?? 0) >= 128) out[o] = POOL_BLUE[c] as number;
      else if (nudge) out[o] = Math.min(255, (out[o] ?? 0) + 4);
    }
  }
  return sharp(out, { raw: { width, height, channels: 3 } })
    .toFormat(edit.format)
    .toBuffer();
}

function sendImage(res: ServerResponse, edit: Edit, data: Buffer, finish: string): void {
  const type = `image/${edit.format}`;
  const id = randomBytes(16).toString('hex');
  if (edit.json) {
    res.writeHead(200, { 'content-type': `application/json; type=${type}`, 'x-request-id': id });
    res.end(JSON.stringify({ image: data.toString('base64'), finish_reason: finish, seed: edit.seed }));
    return;
  }
  res.writeHead(200, {
    'content-type': type,
    'finish-reason': finish,
    seed: String(edit.seed),
    'x-request-id': id,
  });
  res.end(data);
}

/** The documented error a scripted answer stands for (null: answer differently). */
function scriptedFailure(answer: ScriptedAnswer): ApiFailure | null {
  switch (answer.kind) {
    case 'rate-limit':
      return new ApiFailure(
        429,
        'rate_limit_exceeded',
        'You have exceeded the rate limit of 150 requests within a 10 second period, and have been timed out for 60 seconds.',
      );
    case 'server-error':
      return new ApiFailure(
        answer.status ?? 500,
        'internal_error',
        'An unexpected server error has occurred, please try again later.',
      );
    case 'unauthorized':
      return new ApiFailure(401, 'unauthorized', 'authorization: invalid or missing header value');
    case 'payment-required':
      return new ApiFailure(
        402,
        'payment_required',
        'You lack sufficient credits to make this request. Please purchase more credits at https://platform.stability.ai/account/credits and try again.',
      );
    case 'moderation':
      return new ApiFailure(
        403,
        'content_moderation',
        'Your request was flagged by our content moderation system, as a result your request was denied and you were not charged.',
      );
    case 'error':
      return new ApiFailure(
        answer.status,
        answer.name ?? 'bad_request',
        ...(answer.errors ?? ['Bad request.']),
      );
    default:
      return null;
  }
}

export async function startStabilityServer(
  options: { apiKey?: string; nudge?: boolean } = {},
): Promise<StabilityServer> {
  const apiKey = options.apiKey ?? 'sk-test-stability';
  const nudge = options.nudge ?? true;
  const requests: RecordedRequest[] = [];
  const queue: ScriptedAnswer[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers[key] = value;
    const known = req.method === 'POST' && path === INPAINT_PATH;
    // Taken on arrival, so a request the client abandons still uses up its scripted answer.
    const next = known ? queue.shift() : undefined;
    const { tooLarge, multipart, ...form } = await readForm(req);
    const request: RecordedRequest = { method: req.method ?? '', path, headers, ...form };
    requests.push(request);
    if (!known) return sendError(res, new ApiFailure(404, 'not_found', `${req.method} ${path}: not found`));
    if (next?.kind === 'hang') return;
    if (next && next.kind === 'error' && next.body !== undefined) {
      res.writeHead(next.status, { 'content-type': 'text/html' });
      return res.end(next.body);
    }
    const failure = next && scriptedFailure(next);
    if (failure) {
      const wait = next.kind === 'rate-limit' && next.retryAfter !== undefined;
      return sendError(res, failure, wait ? { 'retry-after': String(next.retryAfter) } : {});
    }
    if (headers.authorization !== `Bearer ${apiKey}`)
      return sendError(
        res,
        new ApiFailure(401, 'unauthorized', 'authorization: invalid or missing header value'),
      );
    if (tooLarge)
      return sendError(
        res,
        new ApiFailure(413, 'payload_too_large', 'body: payloads cannot be larger than 10MiB in size'),
      );
    if (!multipart) return sendError(res, badRequest('content-type: must be multipart/form-data'));
    try {
      const edit = await validate(request);
      if (next?.kind === 'garbage')
        return sendImage(res, edit, Buffer.from('<html>upstream error</html>'), 'SUCCESS');
      const image = await paint(edit, nudge);
      if (next?.kind === 'content-filtered') {
        const blurred = await sharp(image).blur(30).toFormat(edit.format).toBuffer();
        return sendImage(res, edit, blurred, 'CONTENT_FILTERED');
      }
      sendImage(res, edit, image, 'SUCCESS');
    } catch (error) {
      if (error instanceof ApiFailure) return sendError(res, error);
      sendError(res, new ApiFailure(500, 'internal_error', String(error)));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, new ApiFailure(500, 'internal_error', String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    requests,
    script: (...answers) => queue.push(...answers),
    reset: () => {
      requests.length = 0;
      queue.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
