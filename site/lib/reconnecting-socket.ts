/**
 * A WebSocket to the API that stays connected while signed in: it connects with the session
 * token's address (`socketUrl` of the API client), and after an abnormal close reconnects with
 * backoff, 1 s doubling to at most 30 s, at most 5 attempts, the count reset by a successful
 * connection. A clean close (1000) is final, and so is the server's close for an ended session.
 * Every message is parsed with the socket's zod schema; anything else is ignored. Each socket of
 * the site (login alerts, design progress) is a small configuration of this class.
 */
import { SOCKET_CLOSE } from '@poolscape/shared/realtime';
import type { z } from 'zod';
import { socketUrl } from './api-client.ts';

export const RECONNECT = {
  initialMs: 1000,
  maxMs: 30_000,
  maxAttempts: 5,
  afterTokenUpdateMs: 1000,
} as const;

/** The close code of a deliberate close: sign-out, leaving a screen, or the server ending cleanly. */
export const CLEAN_CLOSE = 1000;

/** The socket's state as a screen shows it. */
export type SocketState = 'connecting' | 'open' | 'closed' | 'gave-up';

/** The members of the browser's WebSocket this class uses; tests pass a fake. */
export interface SocketLike {
  onopen: (() => void) | null;
  onclose: ((event: { code: number }) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onerror: ((event: unknown) => void) | null;
  close(code?: number): void;
}

/** Where and how a socket connects and waits; {@link browserSocketEnvironment} in the browser. */
export interface SocketEnvironment {
  /** The address with the token, or null while signed out. */
  url: () => string | null;
  createSocket: (url: string) => SocketLike;
  setTimeout: (handler: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
}

export interface ReconnectingSocketOptions<T> extends SocketEnvironment {
  /** What a message must look like to reach {@link onMessage}. */
  schema: z.ZodType<T>;
  onMessage: (message: T) => void;
  /** The socket's state, and how many reconnects have been scheduled since the last success. */
  onStateChange?: (state: SocketState, attempts: number) => void;
  onError?: () => void;
  /** A message that is not JSON or does not match the schema; it is ignored either way. */
  onInvalidMessage?: () => void;
}

/** The browser's WebSocket and timers, connecting to the API's socket at `path` (e.g. `/ws/designs`). */
export function browserSocketEnvironment(path: string): SocketEnvironment {
  return {
    url: () => socketUrl(path),
    // The browser's WebSocket has every member SocketLike uses.
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    setTimeout: (handler, ms) => window.setTimeout(handler, ms),
    clearTimeout: (id) => window.clearTimeout(id as number),
  };
}

/** Delay before reconnect attempt `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s, capped at 30 s. */
export function backoffDelay(attempt: number): number {
  return Math.min(RECONNECT.initialMs * 2 ** (attempt - 1), RECONNECT.maxMs);
}

/** A socket message (text, or an already parsed value) checked against `schema`, or null. */
export function parseSocketMessage<T>(schema: z.ZodType<T>, data: unknown): T | null {
  try {
    const parsed = schema.safeParse(typeof data === 'string' ? JSON.parse(data) : data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export class ReconnectingSocket<T> {
  #socket: SocketLike | null = null;
  #attempts = 0;
  #timer: unknown = null;
  #stopped = true;
  readonly #options: ReconnectingSocketOptions<T>;

  constructor(options: ReconnectingSocketOptions<T>) {
    this.#options = options;
  }

  /** Reconnects scheduled since the last successful connection. */
  get attempts(): number {
    return this.#attempts;
  }

  /** Connect now; while signed out there is nothing to connect with and the state is `closed`. */
  connect(): void {
    this.#stopped = false;
    this.#clearTimer();
    const url = this.#options.url();
    if (url === null) {
      this.#report('closed');
      return;
    }
    this.#report('connecting');
    let socket: SocketLike;
    try {
      socket = this.#options.createSocket(url);
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempts = 0;
      this.#report('open');
    };
    socket.onmessage = (event) => {
      const message = parseSocketMessage(this.#options.schema, event.data);
      if (message === null) this.#options.onInvalidMessage?.();
      else this.#options.onMessage(message);
    };
    socket.onerror = () => this.#options.onError?.();
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      // The server closes with `sessionEnded` when the session was signed out or lost the right to
      // the socket: reconnecting with it would only be refused.
      if (this.#stopped || event.code === CLEAN_CLOSE || event.code === SOCKET_CLOSE.sessionEnded) {
        this.#report('closed');
        return;
      }
      this.#scheduleReconnect();
    };
  }

  /** Sign-out or leaving the screen: a clean close, no reconnect. */
  disconnect(): void {
    this.#closeCleanly();
    this.#report('closed');
  }

  /** The token changed: close, and reconnect with the new one about a second later. */
  tokenUpdated(): void {
    this.#closeCleanly();
    this.#stopped = false;
    this.#timer = this.#options.setTimeout(() => {
      this.#timer = null;
      if (this.#options.url() !== null) this.connect();
    }, RECONNECT.afterTokenUpdateMs);
  }

  #closeCleanly(): void {
    this.#stopped = true;
    this.#clearTimer();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(CLEAN_CLOSE);
  }

  #scheduleReconnect(): void {
    if (this.#attempts >= RECONNECT.maxAttempts) {
      this.#report('gave-up');
      return;
    }
    this.#attempts += 1;
    this.#report('closed');
    this.#timer = this.#options.setTimeout(() => {
      this.#timer = null;
      if (!this.#stopped) this.connect();
    }, backoffDelay(this.#attempts));
  }

  #report(state: SocketState): void {
    this.#options.onStateChange?.(state, this.#attempts);
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.#options.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
