// Text that PostgreSQL cannot store never reaches a route's handler: a NUL character in any string
// of any request body (at any depth, names and values alike) is refused with 400 naming the field.
// It runs after the route's own validation, so a body of the wrong shape is told that first.
// Without this a NUL in a name, a company or a reason would fail deep in an insert as a 500.
// The query string of a route that reads one (its schema names it) is held to the same rule: a
// NUL in an admin search's `q` would otherwise fail in the database's `like` as a 500. Routes that
// read no query (the site's pages, the CMS's proxy) are left alone, so a stray parameter there is
// ignored as before.
import { API_ERRORS, type ApiErrorBody } from '@poolscape/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function isJsonContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * The dotted path of the first string in `value` that holds a NUL character (a key holding one
 * counts too), or null. Walked without recursion: a body may nest as deep as its size allows.
 */
export function findNul(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || 'body';
      continue;
    }
    // Only what a body parser made of JSON: never a raw stream (the CMS proxy's) or a buffer.
    if (!isJsonContainer(item)) continue;
    const children: [unknown, string][] = [];
    for (const [key, child] of Object.entries(item)) {
      const field = path ? `${path}.${key}` : key;
      // A name is not a field of its own: the object that holds it is the one to fix.
      if (key.includes('\u0000')) return path || 'body';
      children.push([child, field]);
    }
    // Reversed onto the stack, so fields are looked at in the order they came.
    for (let index = children.length - 1; index >= 0; index -= 1)
      pending.push(children[index] as [unknown, string]);
  }
  return null;
}

export const textInput = fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request, reply) => {
      const inQuery = request.routeOptions.schema?.querystring ? findNul(request.query) : null;
      // A query's field is named as the client wrote it (`q`); a NUL in a parameter's name, `query`.
      const field = inQuery === null ? findNul(request.body) : inQuery === 'body' ? 'query' : inQuery;
      if (field === null) return;
      const body: ApiErrorBody = {
        message: `${field}: ${API_ERRORS.nulCharacter}`,
        errors: [{ field, message: API_ERRORS.nulCharacter }],
      };
      await reply.status(400).send(body);
    });
  },
  { name: 'text-input' },
);
