import type { Access } from 'payload';

/** Signed-in editors only. */
export const editors: Access = ({ req }) => Boolean(req.user);

/** Everyone may read published documents; editors also read drafts. */
export const publishedOrEditors: Access = ({ req }) => {
  if (req.user) return true;
  return { _status: { equals: 'published' } };
};

/** Files and other non-versioned content are public to read. */
export const anyone: Access = () => true;
