// The shapes of a session, shared by the session store (sessions.ts) and its in-memory cache
// (session-cache.ts) so that neither has to import the other for its types.
import type { UserRow } from './users.ts';

export interface Session {
  id: string;
  userId: string;
  expiresAt: Date;
  remember: boolean;
}

export interface NewSession {
  token: string;
  session: Session;
}

/** A session that is known, unexpired and unrevoked, with its user. */
export interface ValidSession {
  session: Session;
  user: UserRow;
}
