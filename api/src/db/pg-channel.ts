// Postgres LISTEN/NOTIFY, the one way API processes tell each other things (login alerts, render
// progress, session changes): whatever one process publishes reaches every process on the same
// database, so several behind a load balancer behave as one.
import pg from 'pg';
import type { z } from 'zod';

/** A pool, a client or a transaction's client: a notification sent inside a transaction leaves on commit. */
export interface Queryable {
  query(text: string, values?: unknown[]): Promise<unknown>;
}

export interface ListenOptions {
  /** Told when the channel is listened to: at first and after every reconnection. */
  onConnect?: () => void;
  /** Told when the connection is lost (instead of a log line); messages sent until `onConnect` are missed. */
  onDisconnect?: (reason: string) => void;
  log?: (message: string) => void;
  /** First wait before reconnecting, doubled after each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export interface ChannelListener {
  /** Whether the channel is being listened to right now. */
  readonly connected: boolean;
  /** Closes the connection for good; no hook is called after this. */
  stop(): Promise<void>;
}

// A channel name is an identifier in the LISTEN statement, which takes no parameters.
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Sends `payload` as JSON to every listener of `channel`. */
export async function notify(db: Queryable, channel: string, payload: unknown): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channel, JSON.stringify(payload)]);
}

/**
 * Listens to `channel` on a connection of its own and hands each message that `schema` accepts to
 * `onMessage`. Payloads are JSON (what `notify` sends); one that is not JSON, such as the text a
 * database trigger sends, reaches the schema as it is. Rejects when the first connection fails;
 * after that, a lost connection is re-established with growing waits until `stop`.
 */
export async function listen<T>(
  connectionString: string,
  channel: string,
  schema: z.ZodType<T>,
  onMessage: (message: T) => void,
  options: ListenOptions = {},
): Promise<ChannelListener> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const log = options.log ?? (() => undefined);
  const firstRetryMs = options.retryMs ?? 1_000;
  const maxRetryMs = options.maxRetryMs ?? 30_000;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = firstRetryMs;
  let retry: NodeJS.Timeout | undefined;

  const deliver = (payload: string): void => {
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

  const scheduleReconnect = (): void => {
    if (stopped) return;
    retry = setTimeout(() => {
      connect().catch((error: Error) => {
        log(`${channel}: could not reconnect (${error.message})`);
        scheduleReconnect();
      });
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, maxRetryMs);
  };

  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({ connectionString });
    const lost = (reason: string): void => {
      if (client !== candidate) return;
      client = null;
      candidate.end().catch(() => undefined);
      if (stopped) return;
      if (options.onDisconnect) options.onDisconnect(reason);
      else log(`${channel}: connection lost (${reason}); reconnecting`);
      scheduleReconnect();
    };
    candidate.on('notification', (message) => {
      if (message.channel === channel) deliver(message.payload ?? '');
    });
    candidate.on('error', (error) => lost(error.message));
    candidate.on('end', () => lost('connection closed'));
    try {
      await candidate.connect();
      await candidate.query(`listen ${channel}`);
    } catch (error) {
      await candidate.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    retryMs = firstRetryMs;
    options.onConnect?.();
  };

  await connect();
  return {
    get connected() {
      return client !== null;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
