// The API's log: what a request line carries and what it never does. Session tokens travel in
// `?token=` on WebSocket upgrades and password reset links carry theirs in the address, so every
// logged URL has its secret-bearing query parameters replaced before it is written.
import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';

/** Query parameters whose values are credentials (tokens, OAuth codes and state, keys, passwords). */
export const SECRET_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'token',
  'code',
  'state',
  'key',
  'password',
  'secret',
  'access_token',
]);

/** What a redacted value is replaced with. */
export const REDACTED = '[redacted]';

/**
 * Paths whose next segment is a credential: a shared presentation's token (its page, its API, its
 * PDF and slides, and the quote form on it) and the CMS's password reset link.
 */
export const SECRET_PATH_PREFIXES: readonly string[] = [
  '/present/',
  '/api/present/',
  '/api/quote-requests/presentation/',
  '/cms/admin/reset/',
];

function decodedName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** Whether a query parameter's raw (still encoded) name names a secret, `token[]` and `TOKEN` included. */
function isSecretName(raw: string): boolean {
  const name = decodedName(raw)
    .trim()
    .toLowerCase()
    .replace(/\[[^\]]*\]$/, '');
  return SECRET_QUERY_PARAMETERS.has(name);
}

/**
 * `url` with the value of every secret-bearing query parameter replaced by `[redacted]`; the path
 * and the other parameters are kept exactly as they came (malformed encoding included).
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return redactPath(url);
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretName(name) ? `${name}=${REDACTED}` : pair;
    });
  return `${redactPath(url.slice(0, start))}?${pairs.join('&')}`;
}

/** `path` with the token segment after a {@link SECRET_PATH_PREFIXES} entry replaced (any case, `//` too). */
function redactPath(path: string): string {
  const folded = path.toLowerCase().replace(/\/{2,}/g, '/');
  const prefix = SECRET_PATH_PREFIXES.find((entry) => folded.startsWith(entry));
  if (!prefix) return path;
  // Walk the original path to the segment after the prefix's, so its spelling is kept as it came.
  const segments = path.split('/');
  let seen = 0;
  const wanted = prefix.split('/').length - 1;
  for (let index = 0; index < segments.length; index += 1) {
    if (segments[index] === '' && index > 0) continue;
    if (seen === wanted) {
      segments[index] = REDACTED;
      break;
    }
    seen += 1;
  }
  return segments.join('/');
}

/** A request id a balancer or client may hand in: letters, digits and `._:-` (hex, UUIDs), 1 to 128. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * The id of a request, on every log line it causes (`reqId`) and echoed in its `X-Request-Id`
 * header: the incoming `X-Request-Id` when it is a plain token, so one id follows a request from
 * the balancer's log into ours; otherwise a new UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Where log lines go instead of standard output (the tests read them). */
export interface LogDestination {
  write(line: string): void;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The client's address; a request without a socket (an injected upgrade) has none to log. */
function clientAddressOf(request: LoggedRequest): string | undefined {
  try {
    return request.ip;
  } catch {
    return undefined;
  }
}

/** The API's logger settings: the level, and the request line with its URL redacted. */
export function loggerOptions(level: string, destination?: LogDestination): FastifyServerOptions['logger'] {
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    // The process id is enough to tell instances apart; the machine's name stays out of the logs.
    base: { pid: process.pid },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: clientAddressOf(request),
        remotePort: request.socket?.remotePort,
      }),
      // The proxy to the CMS logs the address it fetches as `source`.
      source: (source: unknown) => (typeof source === 'string' ? redactUrl(source) : source),
    },
    // Never log credentials or session tokens, should a line ever carry the headers.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-internal-token"]'],
  };
}
