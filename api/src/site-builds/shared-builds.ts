// One site build per change for the API processes of a cluster that share one site folder
// (SITE_DIR). The process whose CMS told a change builds, while holding a cluster-wide lock (so two
// builds never race to be current, and the later change's build is the later one to go live), then
// announces the build on a Postgres channel; every other process switches to it from the shared
// folder without building (SiteBuilds.adopt).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock.ts';
import { type ChannelListener, type ListenSource, listen, notify } from '../db/pg-channel.ts';
import type { Pool, PoolClient } from '../db/pool.ts';

const CHANNEL = 'poolscape_site_build';
const MessageSchema = z.object({ id: z.string().regex(/^[\w-]{1,80}$/), from: z.string() });

/** How SiteBuilds shares its builds with the cluster's other processes. */
export interface BuildSharing {
  /** Runs `build` while no other process of the cluster builds. */
  exclusive<T>(build: () => Promise<T>): Promise<T>;
  /** Tells the other processes that build `id` is live in the shared folder. */
  announce(id: string): Promise<void>;
}

export class SharedBuilds implements BuildSharing {
  readonly #me = randomUUID();
  readonly #pool: Pool;
  /** The connection holding the lock, while a build runs: the announcement takes no second one. */
  #locked: PoolClient | null = null;
  #listener: ChannelListener | null = null;

  constructor(pool: Pool) {
    this.#pool = pool;
  }

  exclusive<T>(build: () => Promise<T>): Promise<T> {
    return withAdvisoryLock(this.#pool, LOCKS.siteBuild, async (locked) => {
      this.#locked = locked;
      try {
        return await build();
      } finally {
        this.#locked = null;
      }
    });
  }

  async announce(id: string): Promise<void> {
    await notify(this.#locked ?? this.#pool, CHANNEL, { id, from: this.#me });
  }

  /** Hands each build another process announces to `adopt`. */
  async listen(
    source: ListenSource,
    adopt: (id: string) => void,
    log: (message: string) => void,
  ): Promise<void> {
    this.#listener = await listen(
      source,
      CHANNEL,
      MessageSchema,
      ({ id, from }) => {
        if (from !== this.#me) adopt(id);
      },
      { log },
    );
  }

  async stop(): Promise<void> {
    await this.#listener?.stop();
    this.#listener = null;
  }
}
