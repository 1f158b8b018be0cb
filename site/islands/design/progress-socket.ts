// The design progress socket (`/ws/designs?token=`): open while a result screen waits for a
// render, reconnecting after an abnormal close with the spec's backoff (1 s doubling, at most
// 30 s, at most 5 attempts; §4 and §9). Whenever it is not open the screen polls instead, so a
// blocked socket only makes progress arrive in steps rather than not at all.
import { backoffDelay, CLEAN_CLOSE, RECONNECT, type SocketLike } from '../../lib/login-alerts-socket.ts';

export type ProgressSocketState = 'connecting' | 'open' | 'closed' | 'gave-up';

export interface ProgressSocketDeps {
  url: (token: string) => string;
  createSocket: (url: string) => SocketLike;
  readToken: () => string | null;
  setTimeout: (handler: () => void, ms: number) => unknown;
  clearTimeout: (id: unknown) => void;
  onMessage: (data: unknown) => void;
  onStateChange: (state: ProgressSocketState) => void;
}

export class ProgressSocket {
  #socket: SocketLike | null = null;
  #attempts = 0;
  #timer: unknown = null;
  #stopped = true;
  readonly #deps: ProgressSocketDeps;

  constructor(deps: ProgressSocketDeps) {
    this.#deps = deps;
  }

  connect(): void {
    this.#stopped = false;
    this.#clearTimer();
    const token = this.#deps.readToken();
    if (!token) {
      this.#deps.onStateChange('closed');
      return;
    }
    this.#deps.onStateChange('connecting');
    let socket: SocketLike;
    try {
      socket = this.#deps.createSocket(this.#deps.url(token));
    } catch {
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    socket.onopen = () => {
      this.#attempts = 0;
      this.#deps.onStateChange('open');
    };
    socket.onmessage = (event) => this.#deps.onMessage(event.data);
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      if (this.#stopped || event.code === CLEAN_CLOSE) {
        this.#deps.onStateChange('closed');
        return;
      }
      this.#scheduleReconnect();
    };
  }

  /** Leaving the screen: a clean close and no reconnect. */
  disconnect(): void {
    this.#stopped = true;
    this.#clearTimer();
    const socket = this.#socket;
    this.#socket = null;
    socket?.close(CLEAN_CLOSE);
    this.#deps.onStateChange('closed');
  }

  #scheduleReconnect(): void {
    if (this.#attempts >= RECONNECT.maxAttempts) {
      this.#deps.onStateChange('gave-up');
      return;
    }
    this.#attempts += 1;
    this.#deps.onStateChange('closed');
    this.#timer = this.#deps.setTimeout(() => {
      this.#timer = null;
      if (!this.#stopped) this.connect();
    }, backoffDelay(this.#attempts));
  }

  #clearTimer(): void {
    if (this.#timer !== null) this.#deps.clearTimeout(this.#timer);
    this.#timer = null;
  }
}
