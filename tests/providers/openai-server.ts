// A local stand-in for OpenAI's Images API, for tests only: `POST /v1/images/edits` as documented
// (multipart fields image, mask, prompt, model, n, size, input_fidelity, output_format,
// output_compression; an `Authorization: Bearer` key), answering `{ created, data: [{ b64_json }],
// usage }` with real PNG, JPEG or WebP images made from the photo (the mask's transparent area painted pool blue, the rest slightly
// changed as real models do), or the documented error body `{ error: { message, type, param,
// code } }`. Tests script the next answers (429, 500, 401, a refusal, garbage, a hang) and read
// the requests it got.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { parseMultipart, type RecordedRequest } from './multipart.ts';

export type { RecordedFile, RecordedRequest } from './multipart.ts';

/** One scripted answer, used for the next request instead of the real behaviour. */
export type ScriptedAnswer =
  | { kind: 'rate-limit'; retryAfter?: number }
  | { kind: 'server-error'; status?: number }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'refusal' }
  /** A 200 whose body is not JSON. */
  | { kind: 'garbage' }
  /** A 200 with JSON but no images in `data`. */
  | { kind: 'empty' }
  /** No answer at all until the client gives up or the server closes. */
  | { kind: 'hang' }
  | {
      kind: 'error';
      status: number;
      type?: string;
      code?: string | null;
      message?: string;
      param?: string | null;
    };

export interface OpenAiServer {
  /** The origin, e.g. http://127.0.0.1:1234 (the API's base URL is `${url}/v1`). */
  url: string;
  apiKey: string;
  requests: RecordedRequest[];
  script(...answers: ScriptedAnswer[]): void;
  /** Forgets the recorded requests and any scripted answers not used yet. */
  reset(): void;
  close(): Promise<void>;
}

const OUTPUT_FORMATS = new Set(['png', 'jpeg', 'webp']);
type OutputFormat = 'png' | 'jpeg' | 'webp';
const GPT_IMAGE_MODELS = new Set([
  'gpt-image-1',
  'gpt-image-1-mini',
  'gpt-image-1.5',
  'gpt-image-2',
  'gpt-image-2-2026-04-21',
  'gpt-image-2.5-sunburst',
  'gpt-image-2.5-sunburst-2026-09-08',
  'gpt-image-2.5-flare',
  'gpt-image-2.5-flare-2026-09-08',
  'gpt-image-2.6-sunburst',
  'gpt-image-2.6-flare',
  'chatgpt-image-latest',
]);
const ANY_SIZE_MODELS = /^gpt-image-2(\.5-(sunburst|flare))?(-\d{4}-\d{2}-\d{2})?$/;
const STANDARD_SIZES = new Set(['1024x1024', '1536x1024', '1024x1536', 'auto']);

class ApiFailure extends Error {
  readonly status: number;
  readonly param: string | null;
  readonly code: string | null;
  readonly type: string;

  constructor(
    status: number,
    message: string,
    param: string | null = null,
    code: string | null = null,
    type = 'invalid_request_error',
  ) {
    super(message);
    this.status = status;
    this.param = param;
    this.code = code;
    this.type = type;
  }
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'x-request-id': `req_${Date.now()}`,
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function sendError(res: ServerResponse, failure: ApiFailure, headers: Record<string, string> = {}): void {
  const { message, type, param, code } = failure;
  send(res, failure.status, { error: { message, type, param, code } }, headers);
}

async function readForm(req: IncomingMessage): Promise<Pick<RecordedRequest, 'fields' | 'files'>> {
  // The whole body first: a client that gives up mid-upload then fails only this request.
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return (
    (await parseMultipart(Buffer.concat(chunks), req.headers['content-type'] ?? '')) ?? {
      fields: {},
      files: {},
    }
  );
}

/** Checks a request as the documented endpoint does; returns what to paint. */
async function validate(request: RecordedRequest, apiKey: string) {
  const auth = request.headers.authorization ?? '';
  if (!auth.startsWith('Bearer '))
    throw new ApiFailure(
      401,
      "You didn't provide an API key. Provide it in an Authorization header (Bearer).",
    );
  if (auth.slice(7) !== apiKey)
    throw new ApiFailure(401, 'Incorrect API key provided.', null, 'invalid_api_key');
  const { fields, files } = request;
  const image = files.image ?? files['image[]'];
  if (!image)
    throw new ApiFailure(400, "Missing required parameter: 'image'.", 'image', 'missing_required_parameter');
  if (!fields.prompt)
    throw new ApiFailure(
      400,
      "Missing required parameter: 'prompt'.",
      'prompt',
      'missing_required_parameter',
    );
  if (fields.prompt.length > 32_000)
    throw new ApiFailure(400, 'The prompt is too long.', 'prompt', 'string_above_max_length');
  const model = fields.model ?? 'gpt-image-1.5';
  if (!GPT_IMAGE_MODELS.has(model))
    throw new ApiFailure(400, `Invalid value for 'model': '${model}'.`, 'model', 'invalid_value');
  const n = Number(fields.n ?? '1');
  if (!Number.isInteger(n) || n < 1 || n > 10)
    throw new ApiFailure(400, "Invalid 'n': must be between 1 and 10.", 'n', 'invalid_value');
  if (fields.response_format === 'url')
    throw new ApiFailure(
      400,
      "Unknown parameter: 'response_format'.",
      'response_format',
      'unknown_parameter',
    );
  const format = fields.output_format ?? 'png';
  if (!OUTPUT_FORMATS.has(format))
    throw new ApiFailure(
      400,
      `Invalid value for 'output_format': '${format}'.`,
      'output_format',
      'invalid_value',
    );
  const compression = Number(fields.output_compression ?? '100');
  if (!Number.isInteger(compression) || compression < 0 || compression > 100)
    throw new ApiFailure(
      400,
      "Invalid 'output_compression': must be between 0 and 100.",
      'output_compression',
      'invalid_value',
    );
  if (fields.output_compression !== undefined && format === 'png')
    throw new ApiFailure(
      400,
      "'output_compression' is only supported with the 'jpeg' and 'webp' output formats.",
      'output_compression',
      'invalid_value',
    );
  const output = { format: format as OutputFormat, quality: compression };
  const fidelity = fields.input_fidelity;
  if (fidelity !== undefined && fidelity !== 'high' && fidelity !== 'low')
    throw new ApiFailure(400, "Invalid value for 'input_fidelity'.", 'input_fidelity', 'invalid_value');
  if (fidelity !== undefined && /^gpt-image-2(-\d{4}-\d{2}-\d{2})?$/.test(model))
    throw new ApiFailure(
      400,
      `'input_fidelity' is not supported with ${model}.`,
      'input_fidelity',
      'unsupported_parameter',
    );
  const photo = await sharp(image.data)
    .metadata()
    .catch(() => {
      throw new ApiFailure(400, 'Invalid image file or mode for image 1.', 'image', 'invalid_image_file');
    });
  const width = photo.width ?? 0;
  const height = photo.height ?? 0;
  const size = fields.size ?? 'auto';
  const match = /^(\d+)x(\d+)$/.exec(size);
  const out =
    size === 'auto' || !match ? { width, height } : { width: Number(match[1]), height: Number(match[2]) };
  const custom = match && !STANDARD_SIZES.has(size);
  if (!STANDARD_SIZES.has(size)) {
    const ratio = out.width / out.height;
    if (
      !custom ||
      !ANY_SIZE_MODELS.test(model) ||
      out.width % 16 ||
      out.height % 16 ||
      ratio > 3 ||
      ratio < 1 / 3
    )
      throw new ApiFailure(400, `Invalid value for 'size': '${size}'.`, 'size', 'invalid_value');
  }
  let editable: Buffer | null = null;
  if (files.mask) {
    const mask = await sharp(files.mask.data)
      .metadata()
      .catch(() => {
        throw new ApiFailure(400, 'Invalid mask image file.', 'mask', 'invalid_image_file');
      });
    if (files.mask.type !== 'image/png' || mask.format !== 'png' || !mask.hasAlpha)
      throw new ApiFailure(
        400,
        'The mask must be a PNG with an alpha channel.',
        'mask',
        'invalid_image_format',
      );
    if (mask.width !== width || mask.height !== height)
      throw new ApiFailure(
        400,
        'The mask must have the same dimensions as the image.',
        'mask',
        'invalid_image_dimensions',
      );
    // Where alpha is zero the model may paint.
    editable = await sharp(files.mask.data)
      .ensureAlpha()
      .extractChannel(3)
      .resize(out.width, out.height, { fit: 'fill', kernel: 'nearest' })
      .raw()
      .toBuffer();
  }
  return { image: image.data, n, out, editable, model, size, fidelity, output };
}

/** One output: the photo at the output size, slightly brighter, the editable area pool blue. */
async function paint(
  photo: Buffer,
  out: { width: number; height: number },
  editable: Buffer | null,
  index: number,
  output: { format: OutputFormat; quality: number },
) {
  const rgb = await sharp(photo)
    .resize(out.width, out.height, { fit: 'fill' })
    .removeAlpha()
    .modulate({ brightness: 1.03 })
    .raw()
    .toBuffer();
  const blue = [40, 150 + index * 8, 200];
  for (let i = 0; i < out.width * out.height; i++) {
    if (editable && (editable[i] as number) !== 0) continue;
    rgb[i * 3] = blue[0] as number;
    rgb[i * 3 + 1] = blue[1] as number;
    rgb[i * 3 + 2] = blue[2] as number;
  }
  const image = sharp(rgb, { raw: { width: out.width, height: out.height, channels: 3 } });
  if (output.format === 'png') return image.png().toBuffer();
  return image[output.format]({ quality: Math.max(1, output.quality) }).toBuffer();
}

/** The documented error a scripted answer stands for (null: answer differently). */
function scriptedFailure(answer: ScriptedAnswer): ApiFailure | null {
  switch (answer.kind) {
    case 'rate-limit':
      return new ApiFailure(
        429,
        'Rate limit reached for images per minute.',
        null,
        'rate_limit_exceeded',
        'requests',
      );
    case 'server-error':
      return new ApiFailure(
        answer.status ?? 500,
        'The server had an error processing your request.',
        null,
        null,
        'server_error',
      );
    case 'unauthorized':
      return new ApiFailure(401, 'Incorrect API key provided.', null, 'invalid_api_key');
    case 'forbidden':
      return new ApiFailure(403, 'Project does not have access to model.', null, 'model_not_found');
    case 'refusal':
      // As GPT Image models answer a content-policy block.
      return new ApiFailure(
        400,
        'Your request was rejected by the safety system. If you believe this is an error, contact us at help.openai.com.',
        null,
        'moderation_blocked',
        'image_generation_user_error',
      );
    case 'error':
      return new ApiFailure(
        answer.status,
        answer.message ?? 'Invalid request.',
        answer.param ?? null,
        answer.code ?? null,
        answer.type,
      );
    default:
      return null;
  }
}

function scripted(res: ServerResponse, answer: ScriptedAnswer): void {
  const failure = scriptedFailure(answer);
  if (failure) {
    const wait = answer.kind === 'rate-limit' && answer.retryAfter !== undefined;
    sendError(res, failure, wait ? { 'retry-after': String(answer.retryAfter) } : {});
  } else if (answer.kind === 'garbage') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"created": 17, "data": [{"b64_json": "iVBOR');
  } else if (answer.kind === 'empty') {
    send(res, 200, { created: Math.floor(Date.now() / 1000), data: [] });
  }
  // 'hang': no answer at all.
}

export async function startOpenAiServer(options: { apiKey?: string } = {}): Promise<OpenAiServer> {
  const apiKey = options.apiKey ?? 'sk-test-openai';
  const requests: RecordedRequest[] = [];
  const queue: ScriptedAnswer[] = [];

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const headers: Record<string, string> = {};
    for (const [key, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers[key] = value;
    const known = req.method === 'POST' && path === '/v1/images/edits';
    // Taken on arrival, so a request the client abandons still uses up its scripted answer.
    const next = known ? queue.shift() : undefined;
    const form = await readForm(req);
    const request: RecordedRequest = { method: req.method ?? '', path, headers, ...form };
    requests.push(request);
    if (!known) return sendError(res, new ApiFailure(404, `Invalid URL (${req.method} ${path})`));
    if (next) return scripted(res, next);
    try {
      const edit = await validate(request, apiKey);
      const data = [];
      for (let i = 0; i < edit.n; i++)
        data.push({
          b64_json: (await paint(edit.image, edit.out, edit.editable, i, edit.output)).toString('base64'),
        });
      send(res, 200, {
        created: Math.floor(Date.now() / 1000),
        background: 'opaque',
        data,
        output_format: edit.output.format,
        quality: 'high',
        size: `${edit.out.width}x${edit.out.height}`,
        usage: {
          input_tokens: 1200,
          input_tokens_details: { image_tokens: 1000, text_tokens: 200 },
          output_tokens: 4000 * edit.n,
          total_tokens: 1200 + 4000 * edit.n,
        },
      });
    } catch (error) {
      if (error instanceof ApiFailure) return sendError(res, error);
      sendError(res, new ApiFailure(500, String(error), null, null, 'server_error'));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, new ApiFailure(500, String(error), null, null, 'server_error'));
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
