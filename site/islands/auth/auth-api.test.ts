import { AuthSuccessSchema } from '@poolscape/shared/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchFreshUser,
  postAuth,
  readServerMessage,
  requestPasswordReset,
  resetPassword,
  SIGN_IN_PATHS,
  signIn,
} from './auth-api.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const success = {
  message: 'Logged in successfully',
  token: 'session-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
  user: { id: 'u1', email: 'ada@example.com' },
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postAuth', () => {
  it('posts JSON with credentials, in CORS mode, and without the saved token', async () => {
    // A saved session must not be sent (nor dropped on a 401 for a mistyped password).
    vi.stubGlobal('localStorage', { getItem: () => 'old-session', setItem: vi.fn(), removeItem: vi.fn() });
    fetchMock.mockResolvedValue(jsonResponse(200, success));
    await signIn(SIGN_IN_PATHS.simple, { email: 'ada@example.com', password: 'secret1', rememberMe: true });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/simple/login');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', mode: 'cors' });
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      rememberMe: true,
    });
    const headers = new Headers(init?.headers);
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.has('authorization')).toBe(false);
  });

  it('answers the token and message of a successful sign-in, whatever else the user record holds', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, success));
    await expect(signIn(SIGN_IN_PATHS.login, { email: 'a@b.co', password: 'secret1' })).resolves.toEqual({
      ok: true,
      data: { message: 'Logged in successfully', token: 'session-token' },
    });
  });

  it("reports a refusal with the server's message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: 'Invalid email or password.' }));
    await expect(signIn(SIGN_IN_PATHS.fresh, { email: 'a@b.co', password: 'wrong-1' })).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      status: 401,
      message: 'Invalid email or password.',
    });
  });

  it('reports a refusal without a message as such, for the screen to word', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, {}));
    await expect(resetPassword('t', 'secret1')).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      status: 500,
      message: null,
    });
  });

  it('reports a body that is not JSON as unreadable (a proxy error page, say)', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(requestPasswordReset('ada@example.com')).resolves.toEqual({
      ok: false,
      reason: 'unreadable',
      status: 502,
    });
  });

  it('reports a success without the expected fields as unreadable', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: 'ok' }));
    await expect(postAuth('/api/auth/login', {}, AuthSuccessSchema.pick({ token: true }))).resolves.toEqual({
      ok: false,
      reason: 'unreadable',
      status: 200,
    });
  });

  it('reports no answer at all as a network failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(requestPasswordReset('ada@example.com')).resolves.toEqual({ ok: false, reason: 'network' });
  });
});

describe('readServerMessage', () => {
  it('prefers the field messages of a validation error over the combined message', () => {
    expect(
      readServerMessage({
        message: 'email: Please enter a valid email address; password: Password is required',
        errors: [
          { field: 'email', message: 'Please enter a valid email address' },
          { field: 'password', message: 'Password is required' },
          { field: 'password', message: 'Password is required' },
        ],
      }),
    ).toBe('Please enter a valid email address Password is required');
  });

  it('reads message otherwise, and null when there is none', () => {
    expect(readServerMessage({ message: 'Too many sign-in attempts.' })).toBe('Too many sign-in attempts.');
    expect(readServerMessage({ message: '' })).toBeNull();
    expect(readServerMessage({ errors: [] })).toBeNull();
    expect(readServerMessage('text')).toBeNull();
    expect(readServerMessage(null)).toBeNull();
  });
});

describe('fetchFreshUser', () => {
  it('asks GET /api/fresh/user with the new session token and answers the user', async () => {
    vi.stubGlobal('localStorage', { getItem: () => 'new-session', setItem: vi.fn(), removeItem: vi.fn() });
    fetchMock.mockResolvedValue(jsonResponse(200, success.user));
    await expect(fetchFreshUser()).resolves.toEqual(success.user);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/fresh/user');
    expect(init).toMatchObject({ method: 'GET' });
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer new-session');
  });

  it('answers null, without throwing, when the user cannot be read', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchFreshUser()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { message: 'Internal Server Error' }));
    await expect(fetchFreshUser()).resolves.toBeNull();
  });
});
