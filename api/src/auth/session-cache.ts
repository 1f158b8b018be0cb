// Keeps validated sessions in memory for a few seconds, so a signed-in request needs no database
// round trip. Safe across processes: a trigger announces every change to a session or a user
// (migration 0004), each process LISTENs and drops what it holds at once, and this process also
// drops synchronously when it revokes or changes something itself. Without a live LISTEN
// connection nothing is cached.
import pg from 'pg';
import type { ValidSession } from './sessions.ts';

export const AUTH_CHANGES_CHANNEL = 'poolscape_auth_changes';

interface Entry {
  valid: ValidSession;
  cachedAt: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<string, Set<string>>();
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  #listener: pg.Client | null = null;
  #stopped = false;
  #retry: NodeJS.Timeout | undefined;

  constructor(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? 10_000;
    this.#maxEntries = options.maxEntries ?? 20_000;
  }

  /** Whether entries are kept (only while the change feed is connected). */
  get active(): boolean {
    return this.#listener !== null;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(sessionId: string, now = Date.now()): ValidSession | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    if (
      !this.active ||
      now - entry.cachedAt > this.#maxAgeMs ||
      entry.valid.session.expiresAt.getTime() <= now
    ) {
      this.dropSession(sessionId);
      return undefined;
    }
    return entry.valid;
  }

  set(valid: ValidSession, now = Date.now()): void {
    if (!this.active) return;
    if (this.#entries.size >= this.#maxEntries) this.clear();
    const { id, userId } = valid.session;
    this.#entries.set(id, { valid, cachedAt: now });
    const sessions = this.#byUser.get(userId) ?? new Set<string>();
    sessions.add(id);
    this.#byUser.set(userId, sessions);
  }

  dropSession(sessionId: string): void {
    const entry = this.#entries.get(sessionId);
    if (!entry) return;
    this.#entries.delete(sessionId);
    const sessions = this.#byUser.get(entry.valid.session.userId);
    sessions?.delete(sessionId);
    if (sessions?.size === 0) this.#byUser.delete(entry.valid.session.userId);
  }

  dropUser(userId: string): void {
    for (const sessionId of this.#byUser.get(userId) ?? []) this.#entries.delete(sessionId);
    this.#byUser.delete(userId);
  }

  clear(): void {
    this.#entries.clear();
    this.#byUser.clear();
  }

  /** Applies one change announcement: `s:<session id>` or `u:<user id>`. */
  applyChange(payload: string): void {
    if (payload.startsWith('s:')) this.dropSession(payload.slice(2));
    else if (payload.startsWith('u:')) this.dropUser(payload.slice(2));
    else this.clear();
  }

  /** Connects the change feed; caching starts once it listens and stops whenever it is lost. */
  async listen(connectionString: string, log: (message: string) => void): Promise<void> {
    const client = new pg.Client({ connectionString });
    const lost = (reason: string): void => {
      if (this.#listener !== client) return;
      this.#listener = null;
      this.clear();
      client.end().catch(() => undefined);
      if (this.#stopped) return;
      log(`session cache off until the change feed reconnects (${reason})`);
      this.#retry = setTimeout(() => {
        this.listen(connectionString, log).catch((error: Error) => lost(error.message));
      }, 2_000);
      this.#retry.unref();
    };
    client.on('notification', (message) => {
      if (message.channel === AUTH_CHANGES_CHANNEL) this.applyChange(message.payload ?? '');
    });
    client.on('error', (error) => lost(error.message));
    client.on('end', () => lost('connection closed'));
    try {
      await client.connect();
      await client.query(`listen ${AUTH_CHANGES_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      if (!this.#stopped) {
        this.#retry = setTimeout(() => {
          this.listen(connectionString, log).catch(() => undefined);
        }, 2_000);
        this.#retry.unref();
      }
      throw error;
    }
    if (this.#stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.clear();
    this.#listener = client;
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#retry);
    const listener = this.#listener;
    this.#listener = null;
    this.clear();
    await listener?.end().catch(() => undefined);
  }
}

const caches = new WeakMap<object, SessionCache>();

/** Makes every session check on `pool` use `cache`. */
export function attachSessionCache(pool: object, cache: SessionCache): void {
  caches.set(pool, cache);
}

export function sessionCacheOf(pool: object): SessionCache | undefined {
  return caches.get(pool);
}
