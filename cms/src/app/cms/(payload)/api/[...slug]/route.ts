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

/**
 * A collection without REST endpoints (Payload's own migrations list) is answered 501 with the
 * request's full internal URL, which names the CMS's loopback port. To a client it is simply an
 * address that does not exist.
 */
function hidingInternalRoutes(handler: Handler): Handler {
  return async (request, context) => {
    const response = await handler(request, context);
    if (response.status !== 501) return response;
    return Response.json({ message: 'Not found.' }, { status: 404 });
  };
}

export const GET = hidingInternalRoutes(REST_GET(config));
export const POST = hidingInternalRoutes(REST_POST(config));
export const DELETE = hidingInternalRoutes(REST_DELETE(config));
export const PATCH = hidingInternalRoutes(REST_PATCH(config));
export const PUT = hidingInternalRoutes(REST_PUT(config));
export const OPTIONS = hidingInternalRoutes(REST_OPTIONS(config));
