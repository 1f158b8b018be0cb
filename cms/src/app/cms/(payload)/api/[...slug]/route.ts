/* Payload's REST API (from Payload's app template), at /cms/api. */
import config from '@payload-config';
import '@payloadcms/next/css';
import {
  REST_DELETE,
  REST_GET,
  REST_OPTIONS,
  REST_PATCH,
  REST_POST,
  REST_PUT,
} from '@payloadcms/next/routes';

type Handler = ReturnType<typeof REST_GET>;

const NOT_FOUND = { message: 'Not found.' };

/**
 * Payload finds a collection by indexing an object with the address's first segment, so
 * `/cms/api/valueOf/…` or `/cms/api/constructor` found a function of every object and failed
 * with a 500. Those names are no collection of ours.
 */
function namesObjectBuiltIn(request: Request): boolean {
  const [, first] = new URL(request.url).pathname.split('/cms/api/', 2);
  const segment = first?.replace(/^globals\//, '').split('/')[0] ?? '';
  return segment in Object.prototype;
}

/**
 * Payload answers the version calls (`…/versions`, `…/versions/<id>`) of every collection and
 * global, and for one that keeps no versions (its own preferences, the design options) it reads a
 * table that does not exist and fails with a 500. There they are addresses that do not exist. The
 * preferences' `/payload-preferences/versions` alone is the preference of that name.
 */
async function asksUnkeptVersions(request: Request): Promise<boolean> {
  const [, rest = ''] = new URL(request.url).pathname.split('/cms/api/', 2);
  const segments = rest.split('/').filter(Boolean);
  const global = segments[0] === 'globals';
  const [slug, word, ...below] = global ? segments.slice(1) : segments;
  if (word !== 'versions') return false;
  const { collections, globals } = await config;
  const entity = global
    ? globals.find((candidate) => candidate.slug === slug)
    : collections.find((candidate) => candidate.slug === slug);
  if (!entity || entity.versions) return false;
  return global || below.length > 0 || slug !== 'payload-preferences';
}

/**
 * A collection without REST endpoints (Payload's own migrations list) is answered 501 with the
 * request's full internal URL, which names the CMS's loopback port. To a client it is simply an
 * address that does not exist.
 */
function hidingInternalRoutes(handler: Handler): Handler {
  return async (request, context) => {
    if (namesObjectBuiltIn(request) || (await asksUnkeptVersions(request)))
      return Response.json(NOT_FOUND, { status: 404 });
    const response = await handler(request, context);
    if (response.status !== 501) return response;
    return Response.json(NOT_FOUND, { status: 404 });
  };
}

export const GET = hidingInternalRoutes(REST_GET(config));
export const POST = hidingInternalRoutes(REST_POST(config));
export const DELETE = hidingInternalRoutes(REST_DELETE(config));
export const PATCH = hidingInternalRoutes(REST_PATCH(config));
export const PUT = hidingInternalRoutes(REST_PUT(config));
export const OPTIONS = hidingInternalRoutes(REST_OPTIONS(config));
