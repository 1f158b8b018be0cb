// The login-notification socket (spec sections 4 and 9): for alpha users only, connects while
// signed in, closes cleanly (1000) on sign-out, and after an abnormal close reconnects with
// backoff 1 s doubling to at most 30 s, at most 5 attempts, the count reset by a successful
// connection. About 1 s after an `authTokenUpdated` event it reconnects with the new token.

export const RECONNECT = {
  initialMs: 1000,
  maxMs: 30_000,
  maxAttempts: 5,
  afterTokenUpdateMs: 1000,
} as const;
export const CLEAN_CLOSE = 1000;

export interface SocketLike {
  onopen: (() => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number): void;
}

export interface AlertsSocketDeps {
  /** `ws:` or `wss:` and host, e.g. from `location`. */
  url: (token: string) => string;
  createSocket: (url: string) => SocketLike;
  readToken: () => string | null;
  setTimeout: (handler: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  onMessage: (data: unknown) => void;
  /** The socket's state, and how many reconnects have been scheduled since the last success. */
  onStateChange?: (state: 'connecting' | 'open' | 'closed' | 'gave-up', attempts: number) => void;
  log: (message: string) => void;
}

/** Delay before reconnect attempt `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s, capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(RECONNECT.initialMs * 2 ** (attempt - 1), RECONNECT.maxMs);
}

/** `wss:` on https pages, `ws:` otherwise, with the token as a query parameter. */
export function socketUrl(location: { protocol: string; host: string }, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ws/login-notifications?token=${encodeURIComponent(token)}`;
}

export class LoginAlertsSocket {
  #socket: SocketLike | null = null;
  #attempts = 0;
  #timer: unknown = null;
  #stopped = true;
  readonly #deps: AlertsSocketDeps;

  constructor(deps: AlertsSocketDeps) {
    this.#deps = deps;
  }

  get attempts(): number {
    return this.#attempts;
  }

  connect(): void {
    this.#stopped = false;
    this.#clearTimer();
    const token = this.#deps.readToken();
    if (!token) return;
    this.#deps.onStateChange?.('connecting', this.#attempts);
    const socket = this.#deps.createSocket(this.#deps.url(token));
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempts = 0;
      this.#deps.onStateChange?.('open', 0);
    };
    socket.onmessage = (event) => this.#deps.onMessage(event.data);
    socket.onerror = () => this.#deps.log('login notification socket error');
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.#stopped || event.code === CLEAN_CLOSE) {
        this.#deps.onStateChange?.('closed', this.#attempts);
        return;
      }
      this.#scheduleReconnect();
    };
  }

  /** Sign-out: a clean close, no reconnect. */
  disconnect(): void {
    this.#stopped = true;
    this.#clearTimer();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(CLEAN_CLOSE);
  }

  /** The token changed: close, and reconnect about a second later (if still signed in). */
  tokenUpdated(): void {
    this.disconnect();
    this.#stopped = false;
    this.#timer = this.#deps.setTimeout(() => {
      this.#timer = null;
      if (this.#deps.readToken()) this.connect();
    }, RECONNECT.afterTokenUpdateMs);
  }

  #scheduleReconnect(): void {
    if (this.#attempts >= RECONNECT.maxAttempts) {
      this.#deps.onStateChange?.('gave-up', this.#attempts);
      return;
    }
    this.#attempts += 1;
    this.#deps.onStateChange?.('closed', this.#attempts);
    this.#timer = this.#deps.setTimeout(() => {
      this.#timer = null;
      this.connect();
    }, backoffDelay(this.#attempts));
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.#deps.clearTimeout(this.#timer);
    this.#timer = null;
  }
}

/** The toast text of an alert (spec section 9): location joined by commas, tier uppercased. */
export function describeAlert(alert: {
  user: { name: string; email: string; tier?: string | null };
  location: { city: string | null; region: string | null; country: string | null };
}): { title: string; description: string } {
  const place =
    [alert.location.city, alert.location.region, alert.location.country].filter(Boolean).join(', ') ||
    'Unknown Location';
  const tier = (alert.user.tier || 'free').toUpperCase();
  return {
    title: `${alert.user.name} just logged in`,
    description: `${alert.user.email} · ${tier} · ${place}`,
  };
}
