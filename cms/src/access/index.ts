// Who may do what in the CMS, by the role of its user. Every CMS user is staff (the app's editors
// and admins through their app session, and the seeded editor account), so "signed in" already
// means staff; the role is still checked, as the app checks it for its own admin area.
import type { Access, FieldAccess, PayloadRequest } from 'payload';

type Role = 'editor' | 'admin';
const roleOf = (req: PayloadRequest): Role | null => {
  const role = (req.user as { role?: unknown } | null)?.role;
  return role === 'editor' || role === 'admin' ? role : null;
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
