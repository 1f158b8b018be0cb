// Readiness: whether this API process can serve requests now. Unlike liveness (`/api/health`), it
// also asks the file store, and it answers "draining" from the moment the process starts to shut
// down, so a load balancer stops sending it requests while the ones in flight finish.
import type { Readiness } from '@poolscape/shared';
import type { Pool } from '../../db/pool.ts';
import type { Storage } from '../../storage/storage.ts';

/** How long the database and the store each get to answer. */
export const READY_TIMEOUT_MS = 2_000;

/** A key nothing writes: reading it costs one lookup and proves the store answers. */
export const READINESS_PROBE_KEY = 'readiness/probe.json';

/** Set once, when the process begins to shut down (SIGTERM); read by `/api/ready`. */
export class Draining {
  #draining = false;

  start(): void {
    this.#draining = true;
  }

  get active(): boolean {
    return this.#draining;
  }
}

/** Whether `work` settles without an error within `ms`. */
async function answers(work: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), ms);
      }),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export interface ReadinessDeps {
  pool: Pool;
  storage: Storage;
  draining: Draining;
  timeoutMs?: number;
}

/** Asks the database (`select 1`) and the store (a sentinel key) at once, each within the timeout. */
export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const ms = deps.timeoutMs ?? READY_TIMEOUT_MS;
  const [db, storage] = await Promise.all([
    answers(() => deps.pool.query('select 1'), ms),
    answers(() => deps.storage.get(READINESS_PROBE_KEY), ms),
  ]);
  const parts = { db: db ? 'ok' : 'down', storage: storage ? 'ok' : 'down' } as const;
  if (deps.draining.active) return { status: 'draining', ...parts };
  return { status: db && storage ? 'ready' : 'unavailable', ...parts };
}
