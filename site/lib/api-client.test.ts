import { createFakeDocument, createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { QueryClient } from '@tanstack/react-query';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { $authToken, AUTH_TOKEN_KEY, AUTH_TOKEN_UPDATED_EVENT } from '../stores/auth-token.ts';
import {
  ApiError,
  apiErrorBody,
  apiRequest,
  errorMessage,
  getQueryFn,
  readErrorBody,
  sendBeaconWithToken,
  socketUrl,
} from './api-client.ts';

let fakeDocument: { cookie: string };
let fakeStorage: Storage;
let fakeWindow: EventTarget;
let updateSignals: number;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fakeDocument = createFakeDocument();
  fakeStorage = createFakeStorage();
  fakeWindow = Object.assign(new EventTarget(), { location: { protocol: 'http:' } });
  updateSignals = 0;
  fakeWindow.addEventListener(AUTH_TOKEN_UPDATED_EVENT, () => {
    updateSignals += 1;
  });
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('localStorage', fakeStorage);
  vi.stubGlobal('window', fakeWindow);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(Response.json({ ok: true }));
});

afterEach(() => {
  cleanStores($authToken);
  vi.unstubAllGlobals();
});

/** The URL and options of the one request the code under test sent. */
function sentRequest(): { url: string; init: RequestInit; headers: Headers } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [input, init = {}] = fetchMock.mock.calls[0] ?? [];
  return { url: String(input), init, headers: new Headers(init.headers) };
}

function answerWith(body: string, status: number, statusText = ''): void {
  fetchMock.mockResolvedValue(new Response(body, { status, statusText }));
}

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest: who is asking', () => {
  it('sends the token saved in local storage, even when a different cookie is left over', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    fakeDocument.cookie = `${AUTH_TOKEN_KEY}=cookie`;
    await apiRequest('GET', '/api/simple/user');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer stored');
  });

  it('signs requests with the authToken cookie when local storage holds no token', async () => {
    fakeDocument.cookie = `${AUTH_TOKEN_KEY}=cookie`;
    await apiRequest('GET', '/api/simple/user');
    expect(sentRequest().headers.get('Authorization')).toBe('Bearer cookie');
  });

  it('sends no Authorization header for a signed-out visitor', async () => {
    await apiRequest('GET', '/api/blog/posts?limit=9');
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  it('includes credentials in cross-origin mode so the API also sees its cookies', async () => {
    await apiRequest('POST', '/api/session/heartbeat');
    const { init } = sentRequest();
    expect(init.credentials).toBe('include');
    expect(init.mode).toBe('cors');
    expect(init.method).toBe('POST');
  });
});

describe('apiRequest: auth modes', () => {
  it('never sends the saved token with auth none, and a 401 then leaves the session alone', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    answerWith('{"message":"Invalid email or password."}', 401);
    await rejectionOf(apiRequest('POST', '/api/auth/login', { body: {}, auth: 'none' }));
    expect(sentRequest().headers.has('Authorization')).toBe(false);
    expect(fakeStorage.getItem(AUTH_TOKEN_KEY)).toBe('stored');
    expect(updateSignals).toBe(0);
  });

  it('keeps the token on a 401 when the caller only reports failures', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    answerWith('', 401, 'Unauthorized');
    await rejectionOf(apiRequest('POST', '/api/session/heartbeat', { signOutOn401: false }));
    expect(fakeStorage.getItem(AUTH_TOKEN_KEY)).toBe('stored');
    expect(updateSignals).toBe(0);
  });
});

describe('apiRequest: what is sent', () => {
  it('uploads form data untouched, leaving the multipart content type to the browser', async () => {
    const form = new FormData();
    form.append('photo', new Blob(['png']), 'yard.png');
    await apiRequest('POST', '/api/upload', { body: form });
    const { init, headers } = sentRequest();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('sends other bodies as JSON with a JSON content type', async () => {
    await apiRequest('POST', '/api/newsletter/subscribe', { body: { email: 'a@b.co', source: 'footer' } });
    const { init, headers } = sentRequest();
    expect(init.body).toBe('{"email":"a@b.co","source":"footer"}');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('sends no body and no content type when there is nothing to send', async () => {
    await apiRequest('GET', '/api/videos/landing-demo');
    const { init, headers } = sentRequest();
    expect(init.body).toBeUndefined();
    expect(headers.has('Content-Type')).toBe(false);
  });
});

describe('apiRequest: extra headers and checked answers', () => {
  it('sends an idempotency key when given one', async () => {
    await apiRequest('POST', '/api/designs', { body: {}, idempotencyKey: 'key-1' });
    expect(sentRequest().headers.get('Idempotency-Key')).toBe('key-1');
  });

  it('answers the JSON checked against the schema', async () => {
    fetchMock.mockResolvedValue(Response.json({ deleted: 2 }));
    const schema = z.object({ deleted: z.number() });
    await expect(apiRequest('POST', '/api/designs/bulk-delete', { schema })).resolves.toEqual({ deleted: 2 });
  });

  it('rejects an answer that breaks the contract instead of handing it to a screen', async () => {
    fetchMock.mockResolvedValue(Response.json({ deleted: 'two' }));
    const schema = z.object({ deleted: z.number() });
    await expect(apiRequest('POST', '/api/designs/bulk-delete', { schema })).rejects.toBeInstanceOf(
      z.ZodError,
    );
  });
});

describe('apiRequest: failures', () => {
  it('hands back the response of a successful call for the caller to read', async () => {
    const response = await apiRequest('GET', '/api/videos/landing-demo');
    await expect(response.json()).resolves.toEqual({ ok: true });
  });

  it('reports a failure as the status and the server text, e.g. "404: not here"', async () => {
    answerWith('not here', 404, 'Not Found');
    const error = await rejectionOf(apiRequest('GET', '/api/missing'));
    expect(error.message).toBe('404: not here');
    expect(error.status).toBe(404);
    expect(error.body).toBe('not here');
  });

  it('falls back to the status text when the server says nothing, e.g. "500: Internal Server Error"', async () => {
    answerWith('', 500, 'Internal Server Error');
    const error = await rejectionOf(apiRequest('POST', '/api/chat', { body: { message: 'hi' } }));
    expect(error.message).toBe('500: Internal Server Error');
  });

  it('signs the user out everywhere when the server rejects the saved token', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    fakeDocument.cookie = `${AUTH_TOKEN_KEY}=expired`;
    answerWith('Unauthorized', 401);
    const error = await rejectionOf(apiRequest('GET', '/api/simple/user'));
    expect(error.message).toBe('401: Unauthorized');
    expect(fakeStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(fakeDocument.cookie).toBe('');
    expect(updateSignals).toBe(1);
  });

  it('does not announce a sign-out on a 401 when no token was sent', async () => {
    fakeDocument.cookie = 'theme=dark';
    answerWith('Unauthorized', 401);
    await rejectionOf(
      apiRequest('POST', '/api/auth/login', { body: { email: 'a@b.co', password: 'wrong' } }),
    );
    expect(updateSignals).toBe(0);
    expect(fakeDocument.cookie).toBe('theme=dark');
  });
});

describe('getQueryFn', () => {
  /** Run a query function the way TanStack Query would, through a throwaway client. */
  function runQuery<T>(queryKey: readonly unknown[], on401: 'returnNull' | 'throw'): Promise<T | null> {
    return new QueryClient().fetchQuery({ queryKey, queryFn: getQueryFn<T>({ on401 }), retry: false });
  }

  it('reads the JSON at the query key segments joined by a slash', async () => {
    fetchMock.mockResolvedValue(Response.json([{ slug: 'first-pool' }]));
    await expect(runQuery(['/api', 'blog', 'posts'], 'throw')).resolves.toEqual([{ slug: 'first-pool' }]);
    expect(sentRequest().url).toBe('/api/blog/posts');
  });

  it('signs the query with the saved token and includes credentials across origins', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'stored');
    await runQuery(['/api/simple/user'], 'throw');
    const { init, headers } = sentRequest();
    expect(headers.get('Authorization')).toBe('Bearer stored');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.mode).toBe('cors');
  });

  it('reads a 401 as "signed out" (null) when asked to, and still drops the rejected token', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    answerWith('Unauthorized', 401);
    await expect(runQuery(['/api/simple/user'], 'returnNull')).resolves.toBeNull();
    expect(fakeStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(updateSignals).toBe(1);
  });

  it('fails with a message containing 401 otherwise, which the user query treats as sign-out', async () => {
    answerWith('', 401, 'Unauthorized');
    const error = await rejectionOf(runQuery(['/api/simple/user'], 'throw'));
    expect(error.message).toBe('401: Unauthorized');
    expect(updateSignals).toBe(0);
  });

  it('still fails on other errors when 401 returns null', async () => {
    answerWith('boom', 502, 'Bad Gateway');
    const error = await rejectionOf(runQuery(['/api/simple/user'], 'returnNull'));
    expect(error.message).toBe('502: boom');
  });
});

describe('reading what the API said', () => {
  it("shows the body's message, else the caller's fallback", () => {
    expect(
      errorMessage(new ApiError(400, 'Bad Request', '{"message":"Name is too long."}'), 'Try again.'),
    ).toBe('Name is too long.');
    expect(errorMessage(new ApiError(502, 'Bad Gateway', '<html>proxy</html>'), 'Try again.')).toBe(
      'Try again.',
    );
    expect(errorMessage(new ApiError(500, 'x', '{"message":""}'), 'Try again.')).toBe('Try again.');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
  });

  it('reads the field messages of a validation error beside its message', () => {
    expect(
      readErrorBody({
        message: 'corners: The corners cross.',
        errors: [{ field: 'corners', message: 'The corners cross.' }, { field: 'x' }],
      }),
    ).toEqual({ message: 'corners: The corners cross.', fieldMessages: ['The corners cross.'] });
    expect(readErrorBody('text')).toEqual({ message: null, fieldMessages: [] });
  });

  it('tells a JSON answer without a message from one that is not JSON at all', () => {
    expect(apiErrorBody(new ApiError(500, 'x', '{}'))).toEqual({ message: null, fieldMessages: [] });
    expect(apiErrorBody(new ApiError(500, 'x', 'oops'))).toBeNull();
  });
});

describe('socketUrl', () => {
  it('connects to the login alerts with the token, over wss on https pages', () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'a b');
    expect(socketUrl('/ws/login-notifications', { protocol: 'https:', host: 'pools.example' })).toBe(
      'wss://pools.example/ws/login-notifications?token=a%20b',
    );
    fakeStorage.setItem(AUTH_TOKEN_KEY, 't');
    expect(socketUrl('/ws/login-notifications', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/login-notifications?token=t',
    );
  });

  it('connects to the design progress with the token, over wss on https pages', () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'a b');
    expect(socketUrl('/ws/designs', { protocol: 'https:', host: 'poolscape.example' })).toBe(
      'wss://poolscape.example/ws/designs?token=a%20b',
    );
    fakeStorage.setItem(AUTH_TOKEN_KEY, 't');
    expect(socketUrl('/ws/designs', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/ws/designs?token=t',
    );
  });

  it('has no address while signed out', () => {
    expect(socketUrl('/ws/designs', { protocol: 'http:', host: 'localhost:3000' })).toBeNull();
  });
});

describe('sendBeaconWithToken', () => {
  it('puts the token in the body, and sends nothing while signed out', () => {
    const sent: [string, string][] = [];
    const send = (url: string, body: string): boolean => {
      sent.push([url, body]);
      return true;
    };
    expect(sendBeaconWithToken('/api/session/close', (token) => ({ token }), send)).toBeNull();
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    expect(sendBeaconWithToken('/api/session/close', (token) => ({ token }), send)).toBe(true);
    expect(sent).toEqual([['/api/session/close', '{"token":"tok"}']]);
  });
});
