// One account with the app: an editor or admin signed in to Poolscape is signed in here too, with
// no second password. The app's session token (the `authToken` cookie the admin pages carry, or a
// bearer header from the app's own screens) is checked by the API over loopback on every request,
// so a role taken away or a sign-out in the app shuts the CMS at once. The person gets a CMS user
// of their own (found by their app id, made on first visit) holding the role the app gives them.
// The editor account made by the seed keeps signing in with its password beside this.
import { createHash, randomBytes } from 'node:crypto';
import { type StaffSession, StaffSessionSchema } from '@poolscape/shared/auth';
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { AuthStrategy, Payload } from 'payload';
import { env } from '../env.ts';
import { APP_SESSION_STRATEGY } from './strategy-name.ts';

const COOKIE = /(?:^|;\s*)authToken=([^;]*)/;
const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * The token a request carries: the bearer header's, else the cookie's. A cookie comes with
 * whatever page the browser is on, so it counts only on requests from this product's own pages
 * (a cross-site form or script cannot act with it); the bearer header cannot be forged that way.
 */
export function appTokenOf(headers: Headers, publicUrl: string): string | null {
  const bearer = headers.get('authorization')?.match(BEARER)?.[1];
  if (bearer) return bearer;
  const raw = headers.get('cookie')?.match(COOKIE)?.[1];
  if (!raw) return null;
  const origin = headers.get('origin');
  const site = headers.get('sec-fetch-site');
  if (origin && origin !== new URL(publicUrl).origin) return null;
  if (site && site !== 'same-origin' && site !== 'none') return null;
  try {
    return decodeURIComponent(raw) || null;
  } catch {
    return null;
  }
}

/**
 * Tokens the API said are not staff's, for a few seconds: every signed-in visitor's browser sends
 * the cookie with each CMS file it loads (the create screen's option pictures), and asking the API
 * once per picture would be waste. Staff's answers are never kept, so a sign-out counts at once; a
 * role just given counts within these seconds.
 */
const NOT_STAFF_MS = 5_000;
const notStaff = new Map<string, number>();

function rememberNotStaff(key: string, now: number): void {
  if (notStaff.size >= 1000) {
    for (const [old, until] of notStaff) if (until <= now) notStaff.delete(old);
    if (notStaff.size >= 1000) notStaff.clear();
  }
  notStaff.set(key, now + NOT_STAFF_MS);
}

/** Who the API says the token belongs to, when they are staff; null otherwise or when it cannot say. */
async function staffOf(token: string, payload: Payload): Promise<StaffSession | null> {
  const { API_INTERNAL_URL: api, INTERNAL_TOKEN: internal } = env;
  if (!api || !internal || token.length > 200) return null;
  const key = createHash('sha256').update(token).digest('base64url');
  const now = Date.now();
  if ((notStaff.get(key) ?? 0) > now) return null;
  try {
    const response = await fetch(`${api}/api/internal/staff-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-internal-token': internal },
      body: JSON.stringify({ token }),
      signal: AbortSignal.timeout(5_000),
    });
    if (response.status === 404) {
      rememberNotStaff(key, now);
      return null;
    }
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return StaffSessionSchema.parse(await response.json());
  } catch (error) {
    payload.logger.warn(`could not check an app session: ${(error as Error).message}`);
    return null;
  }
}

/**
 * The CMS user of this member of staff, made on their first visit or brought up to date with the
 * app's role, name and address. Found by their app id only: an address is chosen by whoever
 * registers it, so it never links anyone to an account that exists already (the installation's
 * editor account included). Should their address be taken by such an account, they are not let in
 * and the log says why.
 */
async function cmsUserOf(payload: Payload, staff: StaffSession) {
  const find = async () =>
    (
      await payload.find({
        collection: CMS_COLLECTIONS.users,
        where: { appUserId: { equals: staff.id } },
        depth: 0,
        limit: 1,
      })
    ).docs[0];
  const wanted = {
    appUserId: staff.id,
    role: staff.staffRole,
    name: staff.name,
    email: staff.email.toLowerCase(),
  };
  const found = await find();
  if (!found) {
    try {
      return await payload.create({
        collection: CMS_COLLECTIONS.users,
        // A password nobody knows: this person signs in through the app only.
        data: { ...wanted, password: randomBytes(32).toString('base64url') },
        depth: 0,
      });
    } catch (error) {
      // Two first requests at once: the other one made the user.
      const made = await find();
      if (made) return made;
      payload.logger.warn(
        `${staff.email} (${staff.staffRole} in the app) is not let into the CMS: a CMS account already uses that address. Change one of the two addresses.`,
      );
      throw error;
    }
  }
  const stale = (Object.keys(wanted) as (keyof typeof wanted)[]).some((key) => found[key] !== wanted[key]);
  if (!stale) return found;
  return payload.update({ collection: CMS_COLLECTIONS.users, id: found.id, data: wanted, depth: 0 });
}

export const appSessionStrategy: AuthStrategy = {
  name: APP_SESSION_STRATEGY,
  authenticate: async ({ headers, payload }) => {
    const token = appTokenOf(headers, env.PUBLIC_URL);
    const staff = token ? await staffOf(token, payload) : null;
    if (!staff) return { user: null };
    const user = await cmsUserOf(payload, staff);
    return { user: { ...user, collection: CMS_COLLECTIONS.users, _strategy: APP_SESSION_STRATEGY } };
  },
};
