// Every message the API pushes over a WebSocket, one schema per socket. The API builds messages of
// these types and the site parses what it receives with them, so both sides agree on the shape.
import { z } from 'zod';

/**
 * Close codes of the API's sockets. `sessionEnded`: the session the socket was opened with was
 * signed out, expired or lost the right to it (an account disabled, a role removed); a client
 * does not reconnect with it.
 */
export const SOCKET_CLOSE = { sessionEnded: 4401 } as const;

/** Why an upgrade to the login alerts socket is refused. */
export const LOGIN_ALERT_TEXT = {
  alphaOnly: 'Login alerts are for alpha users.',
} as const;

/** Pushed on `WebSocket /ws/login-notifications?token=` to alpha users when someone else signs in. */
export const LoginAlertSchema = z.object({
  type: z.literal('login'),
  user: z.object({ name: z.string(), email: z.string(), tier: z.string(), role: z.string().nullable() }),
  location: z.object({
    city: z.string().nullable(),
    region: z.string().nullable(),
    country: z.string().nullable(),
    ip: z.string(),
  }),
});
export type LoginAlert = z.infer<typeof LoginAlertSchema>;

// The design studio's progress event lives beside the rest of its contract; it is listed here so
// this module names every socket message.
export { type DesignProgressEvent, DesignProgressEventSchema } from './designs.ts';
