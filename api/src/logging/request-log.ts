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
  if (start === -1) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretName(name) ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
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
    },
    // Never log credentials or session tokens, should a line ever carry the headers.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-internal-token"]'],
  };
}
