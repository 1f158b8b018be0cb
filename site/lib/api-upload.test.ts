import { createFakeDocument, createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { $authToken, AUTH_TOKEN_KEY } from '../stores/auth-token.ts';
import { ApiError, apiRequest } from './api-client.ts';
import { apiUpload, isAbort } from './api-upload.ts';

/** A stand-in for `XMLHttpRequest`: records what is sent and lets a test play the browser's events. */
class FakeRequest extends EventTarget {
  readonly upload = new EventTarget();
  readonly headers = new Map<string, string>();
  method = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.dispatchEvent(new Event('abort'));
  }

  /** The browser telling how much of the body has gone out. */
  sent(loaded: number, total: number, lengthComputable = true): void {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { loaded, total, lengthComputable }));
  }
  /** The server's answer arriving. */
  answer(status: number, body: string, statusText = ''): void {
    this.upload.dispatchEvent(new Event('load'));
    Object.assign(this, { status, statusText, responseText: body });
    this.dispatchEvent(new Event('load'));
  }
}

let request: FakeRequest;
let fakeStorage: Storage;
const UploadSchema = z.object({ uploadId: z.string() });

function form(): FormData {
  const body = new FormData();
  body.append('photo', new Blob(['png']), 'yard.png');
  return body;
}

const createRequest = () => request as unknown as XMLHttpRequest;

beforeEach(() => {
  request = new FakeRequest();
  fakeStorage = createFakeStorage();
  vi.stubGlobal('document', createFakeDocument());
  vi.stubGlobal('localStorage', fakeStorage);
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { protocol: 'http:' } }));
});

afterEach(() => {
  cleanStores($authToken);
  vi.unstubAllGlobals();
});

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the upload to fail');
    },
    (reason: unknown) => reason,
  );
}

describe('apiUpload: what is sent', () => {
  it('sends the form as is with the session token, the idempotency key and credentials', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    const body = form();
    const done = apiUpload('POST', '/api/uploads', { body, idempotencyKey: 'key-1', createRequest });
    request.answer(204, '');
    await done;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/uploads');
    expect(request.body).toBe(body);
    expect(request.withCredentials).toBe(true);
    expect(request.headers.get('authorization')).toBe('Bearer stored');
    expect(request.headers.get('idempotency-key')).toBe('key-1');
    // The browser writes the multipart boundary; a content type set here would lose it.
    expect(request.headers.has('content-type')).toBe(false);
  });

  it('sends no Authorization header for a signed-out visitor', async () => {
    const done = apiUpload('PUT', '/api/profile/avatar', { body: form(), createRequest });
    request.answer(200, '{}');
    await done;
    expect(request.headers.has('authorization')).toBe(false);
  });
});

describe('apiUpload: progress', () => {
  it('tells the fraction sent as it goes, then 1 once the whole body is out', async () => {
    const seen: number[] = [];
    const done = apiUpload('POST', '/api/uploads', {
      body: form(),
      schema: UploadSchema,
      onProgress: (fraction) => seen.push(fraction),
      createRequest,
    });
    request.sent(25, 100);
    request.sent(50, 0, false);
    request.sent(75, 100);
    request.answer(201, '{"uploadId":"u1"}');
    await expect(done).resolves.toEqual({ uploadId: 'u1' });
    expect(seen).toEqual([0.25, 0.75, 1]);
  });
});

describe('apiUpload: failures read as the API client reads them', () => {
  it('rejects with the same ApiError message as apiRequest for the same answer', async () => {
    const body = '{"message":"That file is not a photo we can read."}';
    const done = apiUpload('POST', '/api/uploads', { body: form(), schema: UploadSchema, createRequest });
    request.answer(415, body, 'Unsupported Media Type');
    const error = await rejectionOf(done);
    vi.stubGlobal('fetch', async () => new Response(body, { status: 415 }));
    const fetched = await rejectionOf(apiRequest('POST', '/api/uploads', { body: form() }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe((fetched as ApiError).message);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).body).toBe(body);
  });

  it('names the status text when the body is empty', async () => {
    const done = apiUpload('POST', '/api/uploads', { body: form(), createRequest });
    request.answer(413, '', 'Payload Too Large');
    expect(((await rejectionOf(done)) as ApiError).message).toBe('413: Payload Too Large');
  });

  it('drops the token when a 401 answers a request that carried it', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    const done = apiUpload('POST', '/api/uploads', { body: form(), createRequest });
    request.answer(401, '', 'Unauthorized');
    await rejectionOf(done);
    expect(fakeStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it('rejects with a TypeError when no answer came', async () => {
    const done = apiUpload('POST', '/api/uploads', { body: form(), createRequest });
    request.dispatchEvent(new Event('error'));
    expect(await rejectionOf(done)).toBeInstanceOf(TypeError);
  });
});

describe('apiUpload: abort', () => {
  it('stops the request when the signal aborts and rejects with an AbortError', async () => {
    const controller = new AbortController();
    const abort = vi.spyOn(request, 'abort');
    const done = apiUpload('POST', '/api/uploads', {
      body: form(),
      signal: controller.signal,
      createRequest,
    });
    request.sent(10, 100);
    controller.abort();
    const error = await rejectionOf(done);
    expect(abort).toHaveBeenCalledTimes(1);
    expect(isAbort(error)).toBe(true);
  });

  it('sends nothing when the signal has already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const done = apiUpload('POST', '/api/uploads', {
      body: form(),
      signal: controller.signal,
      createRequest,
    });
    expect(isAbort(await rejectionOf(done))).toBe(true);
    expect(request.method).toBe('');
  });
});
