// The API's own calls to the CMS: they present the internal token the API gave this process.
import { timingSafeEqual } from 'node:crypto';
import type { PayloadRequest } from 'payload';
import { env } from '../env.ts';

/** Whether the request is the API's, presenting the internal token it gave this process. */
export const fromApi = (req: PayloadRequest): boolean => {
  const given = req.headers.get('x-internal-token');
  if (!given || !env.INTERNAL_TOKEN) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(env.INTERNAL_TOKEN);
  return a.length === b.length && timingSafeEqual(a, b);
};
