// The sockets opened with a session (design progress, login alerts) live no longer than the
// session's right to them. A socket is checked when it opens only, so without this one would keep
// receiving after sign-out, after the account was disabled, or, for login alerts (other users'
// addresses), after the alpha role was removed. Each tracked socket is closed with
// `SOCKET_CLOSE.sessionEnded`:
// - at once when this process ends its session or all of its user's sessions (`sessions.ts`);
// - when a change to its session or user is announced (this process's changes, and through the
//   session cache's change feed every other process's), after a check against the database;
// - at the latest at the next sweep, every `recheckMs` (a minute), which checks every socket.
import { SOCKET_CLOSE } from '@poolscape/shared';
import type { Pool } from 'pg';
import { type AuthChange, observeAuthChanges } from './session-cache.ts';
import type { ValidSession } from './session-types.ts';
import { findLiveSessions } from './sessions.ts';
import type { UserRow } from './users.ts';

/** The members of a `ws` socket this module uses. */
export interface TrackableSocket {
  close(code?: number, reason?: string): void;
  on(event: 'close', listener: () => void): unknown;
}

interface Tracked {
  socket: TrackableSocket;
  sessionId: string;
  userId: string;
  /** Whether the user (as it is now) may still hold this socket. */
  allowed: (user: UserRow) => boolean;
}

export class SessionSockets {
  readonly #pool: Pool;
  readonly #tracked = new Set<Tracked>();
  readonly #timer: NodeJS.Timeout;
  readonly #stopObserving: () => void;
  readonly #log: (message: string) => void;

  constructor(pool: Pool, options: { recheckMs?: number; log?: (message: string) => void } = {}) {
    this.#pool = pool;
    this.#log = options.log ?? (() => undefined);
    this.#timer = setInterval(() => void this.recheck(), options.recheckMs ?? 60_000);
    this.#timer.unref();
    this.#stopObserving = observeAuthChanges(pool, (change) => this.#onChange(change));
  }

  /** How many sockets are tracked. */
  get size(): number {
    return this.#tracked.size;
  }

  /** Tracks `socket`, opened with `valid`, until it closes; `allowed` narrows who may keep it. */
  track(
    socket: TrackableSocket,
    valid: ValidSession,
    allowed: (user: UserRow) => boolean = () => true,
  ): void {
    const entry: Tracked = { socket, sessionId: valid.session.id, userId: valid.user.id, allowed };
    this.#tracked.add(entry);
    socket.on('close', () => this.#tracked.delete(entry));
  }

  /**
   * Checks the tracked sockets (those of `only`, or all) against the database and closes each whose
   * session is gone or expired, whose account is disabled, or whose user is no longer allowed.
   * Returns how many were closed.
   */
  async recheck(only?: (entry: Tracked) => boolean): Promise<number> {
    const entries = [...this.#tracked].filter((entry) => !only || only(entry));
    if (entries.length === 0) return 0;
    let live: Map<string, UserRow>;
    try {
      live = await findLiveSessions(this.#pool, [...new Set(entries.map((entry) => entry.sessionId))]);
    } catch (error) {
      // The database is away: the sockets stay until the next sweep can tell.
      this.#log(`socket sessions not checked: ${(error as Error).message}`);
      return 0;
    }
    let closed = 0;
    for (const entry of entries) {
      const user = live.get(entry.sessionId);
      if (user && entry.allowed(user)) continue;
      this.#close(entry);
      closed += 1;
    }
    return closed;
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#stopObserving();
  }

  #onChange(change: AuthChange): void {
    if (change.kind === 'session-ended') {
      for (const entry of this.#tracked) if (entry.sessionId === change.sessionId) this.#close(entry);
    } else if (change.kind === 'user-signed-out') {
      for (const entry of this.#tracked) if (entry.userId === change.userId) this.#close(entry);
    } else if (change.kind === 'session') {
      void this.recheck((entry) => entry.sessionId === change.sessionId);
    } else if (change.kind === 'user') {
      void this.recheck((entry) => entry.userId === change.userId);
    } else {
      void this.recheck();
    }
  }

  #close(entry: Tracked): void {
    this.#tracked.delete(entry);
    entry.socket.close(SOCKET_CLOSE.sessionEnded, 'session ended');
  }
}
