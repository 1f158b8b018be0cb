// Login alerts for alpha users: every sign-in is published with Postgres NOTIFY; each API process
// LISTENs and forwards it to its own connected alpha users (not to the user who signed in), so
// several processes behind a load balancer behave as one. The alert says where the sign-in came
// from, as far as the offline location database knows the client's address.

import { type LoginAlert, LoginAlertSchema } from '@poolscape/shared';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { UserRow } from '../auth/users.ts';
import { type ChannelListener, type ListenSource, listen, notify } from '../db/pg-channel.ts';
import { type LocateClient, locateClient, NO_LOCATION } from './client-location.ts';

const CHANNEL = 'poolscape_login_alerts';
const AlertMessageSchema = z.object({ fromUserId: z.string(), alert: LoginAlertSchema });

/** Anything that can receive alerts (a WebSocket). */
export interface AlertSocket {
  send(data: string): void;
}

interface Subscriber {
  userId: string;
  socket: AlertSocket;
}

/** Whether a user receives login alerts: role or subscription tier alpha. */
export function receivesLoginAlerts(user: Pick<UserRow, 'role' | 'subscription_tier'>): boolean {
  return user.role === 'alpha' || user.subscription_tier === 'alpha';
}

export function loginAlertFor(
  user: UserRow,
  client: { ip: string; city?: string | null; region?: string | null; country?: string | null },
): LoginAlert {
  return {
    type: 'login',
    user: {
      name: `${user.first_name} ${user.last_name}`.trim() || user.email,
      email: user.email,
      tier: user.subscription_tier,
      role: user.role,
    },
    location: {
      city: client.city ?? null,
      region: client.region ?? null,
      country: client.country ?? null,
      ip: client.ip,
    },
  };
}

export class LoginAlertHub {
  readonly #subscribers = new Set<Subscriber>();
  readonly #pool: Pool;
  readonly #source: ListenSource;
  readonly #log: (message: string) => void;
  readonly #locate: LocateClient;
  #listener: ChannelListener | null = null;

  constructor(
    pool: Pool,
    source: ListenSource,
    log: (message: string) => void,
    locate: LocateClient = locateClient,
  ) {
    this.#pool = pool;
    this.#source = source;
    this.#log = log;
    this.#locate = locate;
  }

  get connected(): number {
    return this.#subscribers.size;
  }

  /** Starts listening for alerts published by any process. */
  async start(): Promise<void> {
    this.#listener = await listen(
      this.#source,
      CHANNEL,
      AlertMessageSchema,
      ({ fromUserId, alert }) => this.#deliver(fromUserId, JSON.stringify(alert)),
      { log: this.#log },
    );
  }

  async stop(): Promise<void> {
    await this.#listener?.stop();
    this.#listener = null;
  }

  subscribe(userId: string, socket: AlertSocket): () => void {
    const subscriber = { userId, socket };
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  /** The alert for `user` signing in from `ip`, with the address's location when it is known. */
  async alertFor(user: UserRow, ip: string): Promise<LoginAlert> {
    const location = await this.#locate(ip).catch((error: Error) => {
      this.#log(`a login alert goes without its location: ${error.message}`);
      return NO_LOCATION;
    });
    return loginAlertFor(user, { ip, ...location });
  }

  /** Tells every connected alpha user, on every process, that `user` signed in from `ip`. */
  async publishSignIn(user: UserRow, ip: string): Promise<void> {
    await this.publish(user.id, await this.alertFor(user, ip));
  }

  /** Tells every connected alpha user, on every process, that `fromUserId` signed in. */
  async publish(fromUserId: string, alert: LoginAlert): Promise<void> {
    await notify(this.#pool, CHANNEL, { fromUserId, alert });
  }

  /** Sends an alert to one user's own sockets on this process (the test alert). */
  sendTo(userId: string, alert: LoginAlert): number {
    let sent = 0;
    for (const subscriber of this.#subscribers) {
      if (subscriber.userId !== userId) continue;
      subscriber.socket.send(JSON.stringify(alert));
      sent += 1;
    }
    return sent;
  }

  #deliver(fromUserId: string, data: string): void {
    for (const subscriber of this.#subscribers) {
      if (subscriber.userId !== fromUserId) subscriber.socket.send(data);
    }
  }
}
