// Keeps validated sessions in memory for a few seconds, so a signed-in request needs no database
// round trip. Safe across processes: a trigger announces every change to a session or a user
// (migration 0004), each process LISTENs and drops what it holds at once, and this process also
// drops synchronously when it revokes or changes something itself. Without a live LISTEN
// connection nothing is cached.
import { z } from 'zod';
import { type ChannelListener, type ListenSource, listen } from '../db/pg-channel.ts';
import type { ValidSession } from './session-types.ts';

export const AUTH_CHANGES_CHANNEL = 'poolscape_auth_changes';

/**
 * A change to who may do what: a session or a user changed (told by the change feed, or by this
 * process after it changed a user), one session or all of a user's sessions ended here, or
 * anything (`all`, after the feed was lost).
 */
export type AuthChange =
  | { kind: 'session'; sessionId: string }
  | { kind: 'user'; userId: string }
  | { kind: 'session-ended'; sessionId: string }
  | { kind: 'user-signed-out'; userId: string }
  | { kind: 'all' };

/** The change feed's plain-text payload (`s:<session id>`, `u:<user id>`) as a change. */
function parseChange(payload: string): AuthChange {
  if (payload.startsWith('s:')) return { kind: 'session', sessionId: payload.slice(2) };
  if (payload.startsWith('u:')) return { kind: 'user', userId: payload.slice(2) };
  return { kind: 'all' };
}

interface Entry {
  valid: ValidSession;
  cachedAt: number;
}

export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #byUser = new Map<string, Set<string>>();
  readonly #maxAgeMs: number;
  readonly #maxEntries: number;
  #listener: ChannelListener | null = null;
  /** Told of every change the feed carries (set by {@link attachSessionCache}). */
  onChange: ((change: AuthChange) => void) | null = null;

  constructor(options: { maxAgeMs?: number; maxEntries?: number } = {}) {
    this.#maxAgeMs = options.maxAgeMs ?? 10_000;
    this.#maxEntries = options.maxEntries ?? 20_000;
  }

  /** Whether entries are kept (only while the change feed is connected). */
  get active(): boolean {
    return this.#listener?.connected ?? false;
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
    const change = parseChange(payload);
    if (change.kind === 'session') this.dropSession(change.sessionId);
    else if (change.kind === 'user') this.dropUser(change.userId);
    else this.clear();
    this.onChange?.(change);
  }

  /**
   * Connects the change feed. Caching starts once it listens and stops whenever it is lost; on
   * every (re)connection the cache starts empty, since changes made meanwhile were not heard.
   */
  async listen(source: ListenSource, log: (message: string) => void): Promise<void> {
    // The trigger sends `s:<session id>` or `u:<user id>` as plain text.
    this.#listener = await listen(
      source,
      AUTH_CHANGES_CHANNEL,
      z.string(),
      (change) => this.applyChange(change),
      {
        onConnect: () => this.clear(),
        onDisconnect: (reason) => {
          this.clear();
          log(`session cache off until the change feed reconnects (${reason})`);
        },
        log,
      },
    );
  }

  async stop(): Promise<void> {
    const listener = this.#listener;
    this.#listener = null;
    this.clear();
    await listener?.stop();
  }
}

const caches = new WeakMap<object, SessionCache>();

/** Makes every session check on `pool` use `cache`, and what its feed hears an announced change. */
export function attachSessionCache(pool: object, cache: SessionCache): void {
  caches.set(pool, cache);
  cache.onChange = (change) => announceAuthChange(pool, change);
}

const observers = new WeakMap<object, Set<(change: AuthChange) => void>>();

/** Calls `observer` with every change announced for `pool`; returns the function that stops it. */
export function observeAuthChanges(pool: object, observer: (change: AuthChange) => void): () => void {
  const set = observers.get(pool) ?? new Set();
  set.add(observer);
  observers.set(pool, set);
  return () => set.delete(observer);
}

/** Tells the observers of `pool` (open sockets among them) of a change. */
export function announceAuthChange(pool: object, change: AuthChange): void {
  for (const observer of observers.get(pool) ?? []) observer(change);
}

export function sessionCacheOf(pool: object): SessionCache | undefined {
  return caches.get(pool);
}
