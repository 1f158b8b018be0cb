// Render and video progress for the design studio: the worker publishes each step with Postgres NOTIFY
// once the change it tells of is committed (never inside a transaction, whose commit would wait on
// NOTIFY's database-wide lock); every API process LISTENs and forwards the event to that user's own
// sockets only, so a worker on one process reaches a browser connected to another.
import {
  type DesignProgressEvent,
  DesignProgressEventSchema,
  type VideoProgressEvent,
  VideoProgressEventSchema,
} from '@poolscape/shared';
import { z } from 'zod';
import { type ChannelListener, type ListenSource, listen, notify, type Queryable } from '../db/pg-channel.ts';

const CHANNEL = 'poolscape_design_progress';
const ProgressMessageSchema = z.object({
  userId: z.string(),
  event: z.union([DesignProgressEventSchema, VideoProgressEventSchema]),
});

/** What the design socket carries: render progress and video progress. */
export type StudioEvent = DesignProgressEvent | VideoProgressEvent;

/** Anything that can receive events (a WebSocket). */
export interface ProgressSocket {
  send(data: string): void;
}

export class DesignProgressHub {
  readonly #subscribers = new Map<string, Set<ProgressSocket>>();
  readonly #source: ListenSource;
  readonly #log: (message: string) => void;
  #listener: ChannelListener | null = null;

  constructor(source: ListenSource, log: (message: string) => void) {
    this.#source = source;
    this.#log = log;
  }

  /** Starts listening for events published by any process. */
  async start(): Promise<void> {
    this.#listener = await listen(
      this.#source,
      CHANNEL,
      ProgressMessageSchema,
      ({ userId, event }) => this.deliver(userId, event),
      { log: this.#log },
    );
  }

  async stop(): Promise<void> {
    await this.#listener?.stop();
    this.#listener = null;
  }

  /** Sockets connected on this process. */
  get connected(): number {
    let count = 0;
    for (const sockets of this.#subscribers.values()) count += sockets.size;
    return count;
  }

  subscribe(userId: string, socket: ProgressSocket): () => void {
    let sockets = this.#subscribers.get(userId);
    if (!sockets) {
      sockets = new Set();
      this.#subscribers.set(userId, sockets);
    }
    sockets.add(socket);
    return () => {
      sockets.delete(socket);
      if (sockets.size === 0 && this.#subscribers.get(userId) === sockets) this.#subscribers.delete(userId);
    };
  }

  /** Sends an event to one user's sockets on this process; returns how many got it. */
  deliver(userId: string, event: StudioEvent): number {
    const sockets = this.#subscribers.get(userId);
    if (!sockets) return 0;
    const data = JSON.stringify(event);
    for (const socket of sockets) {
      try {
        socket.send(data);
      } catch {
        // A socket closing under us; its close handler unsubscribes it.
      }
    }
    return sockets.size;
  }
}

/** Publishes an event to the user's sockets on every process (on the pool, after the change committed). */
export async function publishProgress(db: Queryable, userId: string, event: StudioEvent): Promise<void> {
  await notify(db, CHANNEL, { userId, event });
}
