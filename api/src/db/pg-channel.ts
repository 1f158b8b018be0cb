// Postgres LISTEN/NOTIFY, the one way API processes tell each other things (login alerts, render
// progress, session changes, content changes, new jobs): whatever one process publishes reaches
// every process on the same database, so several behind a load balancer behave as one. A process
// listens to all its channels on one connection (a PgListener), so a cluster's connection budget
// counts one listening connection per process, whatever the number of channels.
import pg from 'pg';
import type { z } from 'zod';

/** A pool, a client or a transaction's client: a notification sent inside a transaction leaves on commit. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

export interface ListenHooks {
  /** Told when the channel is listened to: at first and after every reconnection. */
  onConnect?: () => void;
  /** Told when the connection is lost (instead of a log line); messages sent until `onConnect` are missed. */
  onDisconnect?: (reason: string) => void;
}

export interface ListenerOptions {
  log?: (message: string) => void;
  /** First wait before reconnecting, doubled after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** The connection's name in pg_stat_activity. */
  applicationName?: string;
}

export type ListenOptions = ListenHooks & ListenerOptions;

export interface ChannelListener {
  /** Whether the channel is being listened to right now. */
  readonly connected: boolean;
  /** Stops hearing the channel; no hook is called after this. */
  stop(): Promise<void>;
}

// A channel name is an identifier in the LISTEN statement, which takes no parameters.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

interface Subscription extends ListenHooks {
  channel: string;
  deliver: (payload: string) => void;
}

/** Sends `payload` as JSON to every listener of `channel`. */
export async function notify(db: Queryable, channel: string, payload: unknown): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
}

/**
 * One connection that listens to any number of channels. It connects on the first subscription
 * (which rejects when that first connection fails); after that, a lost connection is re-established
 * with growing waits, every channel is listened to again, and each subscriber is told both ways.
 */
export class PgListener {
  readonly #connectionString: string;
  readonly #options: ListenerOptions;
  readonly #subscriptions = new Set<Subscription>();
  #client: pg.Client | null = null;
  #connecting: Promise<void> | null = null;
  /** Once connected, only the reconnection timer connects again (one connection, never two). */
  #everConnected = false;
  #stopped = false;
  #retryMs: number;
  #retry: NodeJS.Timeout | undefined;

  constructor(connectionString: string, options: ListenerOptions = {}) {
    this.#connectionString = connectionString;
    this.#options = options;
    this.#retryMs = options.retryMs ?? 1_000;
  }

  /** Whether the connection is up and listening. */
  get connected(): boolean {
    return this.#client !== null;
  }

  /** Hands every payload sent on `channel` to `deliver`, as sent (text), until the returned stop. */
  async subscribe(
    channel: string,
    deliver: (payload: string) => void,
    hooks: ListenHooks = {},
  ): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
    if (this.#stopped) throw new Error('the listener is stopped');
    const subscription: Subscription = { channel, deliver, ...hooks };
    const heard = this.#listening(channel);
    this.#subscriptions.add(subscription);
    try {
      if (this.#client) {
        if (!heard) await this.#client.query(`listen ${channel}`);
        subscription.onConnect?.();
      } else if (!this.#everConnected) {
        // The first connection (or the one under way) listens to every channel.
        this.#connecting ??= this.#connect().finally(() => {
          this.#connecting = null;
        });
        await this.#connecting;
        // A connection under way may have listened before this channel was added (LISTEN twice is harmless).
        const client = this.#client as pg.Client | null;
        await client?.query(`listen ${channel}`);
      }
      // Else the connection is being re-established, and listens to this channel once it is back.
    } catch (error) {
      this.#subscriptions.delete(subscription);
      throw error;
    }
    return async () => {
      if (!this.#subscriptions.delete(subscription)) return;
      if (!this.#listening(channel)) await this.#client?.query(`unlisten ${channel}`).catch(() => undefined);
    };
  }

  /** Closes the connection for good; no hook is called after this. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    this.#subscriptions.clear();
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }

  #listening(channel: string): boolean {
    for (const subscription of this.#subscriptions) if (subscription.channel === channel) return true;
    return false;
  }

  #log(message: string): void {
    this.#options.log?.(message);
  }

  async #connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString: this.#connectionString,
      application_name: this.#options.applicationName,
    });
    const lost = (reason: string): void => this.#lost(candidate, reason);
    candidate.on('notification', ({ channel, payload }) => {
      for (const subscription of this.#subscriptions)
        if (subscription.channel === channel) subscription.deliver(payload ?? '');
    });
    candidate.on('error', (error) => lost(error.message));
    candidate.on('end', () => lost('connection closed'));
    try {
      await candidate.connect();
      const channels = new Set([...this.#subscriptions].map((subscription) => subscription.channel));
      for (const channel of channels) await candidate.query(`listen ${channel}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    if (this.#stopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    this.#client = candidate;
    this.#everConnected = true;
    this.#retryMs = this.#options.retryMs ?? 1_000;
    for (const subscription of this.#subscriptions) subscription.onConnect?.();
  }

  #lost(candidate: pg.Client, reason: string): void {
    if (this.#client !== candidate) return;
    this.#client = null;
    candidate.end().catch(() => undefined);
    if (this.#stopped) return;
    const unhooked = [...this.#subscriptions].filter((subscription) => !subscription.onDisconnect);
    for (const subscription of this.#subscriptions) subscription.onDisconnect?.(reason);
    if (unhooked.length > 0) {
      const channels = [...new Set(unhooked.map((subscription) => subscription.channel))].join(', ');
      this.#log(`${channels}: connection lost (${reason}); reconnecting`);
    }
    this.#scheduleReconnect();
  }

  #scheduleReconnect(): void {
    if (this.#stopped) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#connect().catch((error: Error) => {
        this.#log(`listening connection: could not reconnect (${error.message})`);
        this.#scheduleReconnect();
      });
    }, this.#retryMs);
    this.#retry.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, this.#options.maxRetryMs ?? 30_000);
  }
}

/**
 * Listens to `channel` and hands each message that `schema` accepts to `onMessage`. Payloads are
 * JSON (what `notify` sends); one that is not JSON, such as the text a database trigger sends,
 * reaches the schema as it is. On a process's shared PgListener, or on a connection string, which
 * opens a connection of its own (closed by the returned `stop`).
 */
export async function listen<T>(
  source: ListenSource,
  channel: string,
  schema: z.ZodType<T>,
  onMessage: (message: T) => void,
  options: ListenOptions = {},
): Promise<ChannelListener> {
  const { onConnect, onDisconnect, ...listenerOptions } = options;
  const log = options.log ?? (() => undefined);
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const owned = typeof source === 'string' ? new PgListener(source, listenerOptions) : null;
  const listener = owned ?? (source as PgListener);
  let stopped = false;
  const deliver = (payload: string): void => {
    if (stopped) return;
    let decoded: unknown = payload;
    try {
      decoded = JSON.parse(payload);
    } catch {
      // Not JSON: the schema judges the text itself.
    }
    const parsed = schema.safeParse(decoded);
    if (!parsed.success) {
      log(`ignored a malformed message on ${channel}`);
      return;
    }
    try {
      onMessage(parsed.data);
    } catch (error) {
      log(`a ${channel} message could not be handled: ${(error as Error).message}`);
    }
  };
  const hooks: ListenHooks = {
    onConnect: onConnect && (() => !stopped && onConnect()),
    onDisconnect: (reason) => {
      if (stopped) return;
      if (onDisconnect) onDisconnect(reason);
      else log(`${channel}: connection lost (${reason}); reconnecting`);
    },
  };
  let unsubscribe: () => Promise<void>;
  try {
    unsubscribe = await listener.subscribe(channel, deliver, hooks);
  } catch (error) {
    await owned?.stop();
    throw error;
  }
  return {
    get connected() {
      return !stopped && listener.connected;
    },
    async stop() {
      stopped = true;
      await unsubscribe();
      await owned?.stop();
    },
  };
}

/** Where a channel is heard: a process's shared listener, or a connection string (its own connection). */
export type ListenSource = PgListener | string;
