// What follows every sign-in, on every screen (password, social, "Keep my account"): the login alert
// for the account's other devices, and the admin role for an address in `ADMIN_EMAILS`. Neither may
// fail the sign-in: a failure is only logged.
import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'pg';
import { setStaffRoleByOperator } from '../admin/roles.ts';
import type { LoginAlertHub } from '../login-alerts/login-alerts.ts';
import type { ClientMeta } from './sign-in.ts';
import type { UserRow } from './users.ts';

export function afterSignIn(
  pool: Pool,
  loginAlerts: LoginAlertHub,
  adminEmails: readonly string[] | undefined,
  log: FastifyBaseLogger,
): (user: UserRow, client: ClientMeta) => void {
  return (user, client) => {
    loginAlerts.publishSignIn(user, client.ip).catch((error: Error) => {
      log.warn({ err: error }, 'could not publish a login alert');
    });
    if (user.staff_role !== 'admin' && adminEmails?.includes(user.email.toLowerCase()))
      setStaffRoleByOperator(pool, user.email, 'admin', 'ADMIN_EMAILS').catch((error: Error) => {
        log.warn({ err: error }, 'could not grant the admin role');
      });
  };
}
