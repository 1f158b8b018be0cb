// Payload holds one pooled connection for the whole of a write (its transaction), but a few of its
// own queries during that write ask the pool for another connection: the document-lock check of
// every update and delete runs outside the transaction. With as many concurrent writes as the pool
// has free connections, each transaction waits for a connection that only another transaction can
// give back, and the CMS stops for good. Letting fewer transactions run at once than the pool has
// connections always leaves one for those queries, so every write finishes; the others wait their
// turn without holding a connection. Work a hook must not do inside a transaction (an HTTP call)
// is run once the transaction has committed.
import type { BaseDatabaseAdapter, DatabaseAdapterObj, PayloadRequest } from 'payload';
import { APIError } from 'payload';

export interface TransactionLimit {
  /** Transactions that may be open at once; keep it below the pool's free connections. */
  concurrent: number;
  /** How long a write waits for its turn before it fails (503), so a stuck CMS does not queue forever. */
  waitMs: number;
}

type Work = () => Promise<void> | void;

/** Work waiting for each open transaction's commit, by transaction id; kept on the adapter. */
const PENDING = Symbol.for('poolscape.cms.afterCommit');
type WithPending = { [PENDING]?: Map<string, Work[]> };

/** A counting semaphore whose waiters give up after a while. */
export class Turns {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(count: number) {
    this.free = count;
  }

  /** Resolves once a turn is free; rejects after `waitMs` without taking one. */
  take(waitMs: number): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const granted = (): void => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(granted), 1);
        reject(new APIError('The CMS is busy. Try again in a moment.', 503));
      }, waitMs);
      this.waiting.push(granted);
    });
  }

  /** Hands the turn to the longest waiter, or frees it. */
  give(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

async function idOf(id: unknown): Promise<string | null> {
  const value = id instanceof Promise ? await id.catch(() => null) : id;
  return value === null || value === undefined || value === '' ? null : String(value);
}

function runLater(work: Work[], log: (error: unknown) => void): void {
  for (const item of work) {
    void (async () => item())().catch(log);
  }
}

/**
 * Wraps a database adapter so at most `limit.concurrent` transactions are open at once, and so
 * {@link afterCommit} work runs when its transaction commits (and is dropped when it rolls back).
 */
export function limitTransactions<T extends BaseDatabaseAdapter>(
  adapter: DatabaseAdapterObj<T>,
  limit: TransactionLimit,
): DatabaseAdapterObj<T> {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args);
      const turns = new Turns(limit.concurrent);
      const pending = new Map<string, Work[]>();
      (db as WithPending)[PENDING] = pending;
      const begin = db.beginTransaction;
      const commit = db.commitTransaction;
      const rollback = db.rollbackTransaction;
      const log = (error: unknown): void =>
        db.payload.logger.error({ err: error, msg: 'after-commit work failed' });
      /** Ends a transaction this wrapper opened: frees its turn and hands back its waiting work. */
      const finish = (id: string | null): Work[] | null => {
        const work = id === null ? undefined : pending.get(id);
        if (!work || id === null) return null;
        pending.delete(id);
        turns.give();
        return work;
      };
      db.beginTransaction = async (options) => {
        await turns.take(limit.waitMs);
        try {
          const id = await begin.call(db, options);
          if (id === null) turns.give();
          else pending.set(String(id), []);
          return id;
        } catch (error) {
          turns.give();
          throw error;
        }
      };
      db.commitTransaction = async (id) => {
        const key = await idOf(id);
        try {
          await commit.call(db, id);
        } catch (error) {
          finish(key);
          throw error;
        }
        const work = finish(key);
        if (work) runLater(work, log);
      };
      db.rollbackTransaction = async (id) => {
        const key = await idOf(id);
        try {
          await rollback.call(db, id);
        } finally {
          finish(key);
        }
      };
      return db;
    },
  };
}

/**
 * Runs `work` once the request's transaction has committed (at once when there is none), without
 * delaying the request; dropped when the transaction rolls back, since nothing was saved.
 */
export async function afterCommit(req: PayloadRequest, work: Work): Promise<void> {
  const key = await idOf(req.transactionID);
  const waiting = key === null ? undefined : (req.payload.db as WithPending)[PENDING]?.get(key);
  if (waiting) {
    waiting.push(work);
    return;
  }
  runLater([work], (error) => req.payload.logger.error({ err: error, msg: 'after-commit work failed' }));
}
