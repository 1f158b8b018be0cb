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
 * A collection without REST endpoints (Payload's own migrations list) is answered 501 with the
 * request's full internal URL, which names the CMS's loopback port. To a client it is simply an
 * address that does not exist.
 */
function hidingInternalRoutes(handler: Handler): Handler {
  return async (request, context) => {
    if (namesObjectBuiltIn(request)) return Response.json(NOT_FOUND, { status: 404 });
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
