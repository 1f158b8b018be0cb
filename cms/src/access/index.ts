// Who may do what in the CMS, by the role of its user. Every CMS user is staff (the app's editors
// and admins through their app session, and the seeded editor account), so "signed in" already
// means staff; the role is still checked, as the app checks it for its own admin area.
import type { Access, FieldAccess, PayloadRequest } from 'payload';
import { APP_SESSION_STRATEGY } from '../auth/strategy-name.ts';

type Role = 'editor' | 'admin';
type CmsUser = { role?: unknown; appUserId?: unknown; _strategy?: unknown; passwordChangeRequired?: unknown };

/**
 * A password someone else chose (the installation's, or one an admin typed) opens the admin only to
 * choose a new one: until then the account may read and change itself, nothing else.
 */
export const mustChoosePassword = (req: PayloadRequest): boolean =>
  (req.user as CmsUser | null)?.passwordChangeRequired === true;

/**
 * The role of the request's user. Someone who signs in with their app session has their role only
 * through it: were they ever to hold a CMS token of another kind, it would carry a role the app may
 * have taken away since, so it counts for nothing. (Server-side work acting as a user, such as a
 * scheduled publish, comes with no strategy.)
 */
export const roleOf = (req: PayloadRequest): Role | null => {
  const user = req.user as CmsUser | null;
  if (!user) return null;
  if (user.appUserId && user._strategy && user._strategy !== APP_SESSION_STRATEGY) return null;
  if (mustChoosePassword(req)) return null;
  return user.role === 'editor' || user.role === 'admin' ? user.role : null;
};

/** Editors and admins. */
export const editors: Access = ({ req }) => roleOf(req) !== null;

/** Admins only: ad slots, and the CMS's own users. */
export const admins: Access = ({ req }) => roleOf(req) === 'admin';

/** Field-level twin of `admins`. */
export const adminsField: FieldAccess = ({ req }) => roleOf(req) === 'admin';

/** Admins, or a user reading or changing their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (roleOf(req) === 'admin') return true;
  return req.user ? { id: { equals: req.user.id } } : false;
};

/** Everyone may read published documents; editors also read drafts. */
export const publishedOrEditors: Access = ({ req }) => {
  if (roleOf(req)) return true;
  return { _status: { equals: 'published' } };
};

/** Files and other non-versioned content are public to read. */
export const anyone: Access = () => true;
