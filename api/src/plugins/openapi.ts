// The API's machine-readable description: OpenAPI 3.1 generated from the routes' own zod schemas,
// served at `GET /api/openapi.json`, and a readable reference of it at `/api/docs`. Registered
// before the routes, because it learns them as they are added; the document is built once, on
// its first request, so normal requests pay nothing for it.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiDocsPage } from './api-docs-page.ts';
import {
  describeStatus,
  hasSuccessSchema,
  privateReason,
  type RegisteredRoute,
  SECURITY_SCHEMES,
  securityOf,
  TAGS,
  tagOf,
} from './openapi-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Every route registered after this plugin, with whether the description lists it: what the
     * description's test compares the document with.
     */
    describedRoutes: () => readonly DescribedRoute[];
  }
}

export interface DescribedRoute {
  method: string;
  url: string;
  /** Why the route is left out of the description, or null when it is listed. */
  privateReason: string | null;
  /** Whether it declares the shape of a successful answer. */
  hasSuccessSchema: boolean;
}

export const OPENAPI_PATH = '/api/openapi.json';

type Responses = Record<string, { description?: string }>;
type Paths = Record<string, Record<string, { responses?: Responses }>>;

/** Answers whose schema has no description get what their status means, not "Default Response". */
function withStatusDescriptions<T extends { paths?: unknown }>(document: T): T {
  for (const path of Object.values((document.paths ?? {}) as Paths))
    for (const operation of Object.values(path))
      for (const [status, answer] of Object.entries(operation.responses ?? {}))
        if (answer.description === 'Default Response') answer.description = describeStatus(status);
  return document;
}

export const openApi = fp(
  async (app: FastifyInstance, options: { version: string; publicUrl: string }) => {
    const routes: DescribedRoute[] = [];
    app.addHook('onRoute', (route) => {
      // HEAD routes are Fastify's automatic copies of GET ones.
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        routes.push({
          method,
          url: route.url,
          privateReason: privateReason(route.url),
          hasSuccessSchema: hasSuccessSchema(route as RegisteredRoute),
        });
      }
    });
    app.decorate('describedRoutes', () => routes);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Poolscape API',
          version: options.version,
          description:
            'The JSON API behind the Poolscape site and app. Calls that need a signed-in user take ' +
            'the session token as `Authorization: Bearer <token>`; the WordPress feed takes an API ' +
            'key the same way. Refused input answers 400 with `{ statusCode, error, message }`.',
        },
        servers: [{ url: new URL(options.publicUrl).origin }],
        tags: TAGS.map((tag) => ({ ...tag })),
        components: { securitySchemes: { ...SECURITY_SCHEMES } },
      },
      // `app.requireSession` is read when the document is built, long after the session plugin is in.
      transform: (input) => {
        const route = input.route as unknown as RegisteredRoute;
        if (privateReason(input.url) !== null) return { schema: { hide: true }, url: input.url };
        const transformed = jsonSchemaTransform(input);
        const tag = tagOf(input.url);
        const security = securityOf(route, app.requireSession);
        return {
          url: transformed.url,
          schema: {
            ...transformed.schema,
            ...(tag ? { tags: [tag] } : {}),
            ...(security ? { security } : {}),
          },
        };
      },
      transformObject: (input) => withStatusDescriptions(jsonSchemaTransformObject(input)),
    });

    app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger();
    });
    await app.register(apiDocsPage, { specUrl: OPENAPI_PATH });
  },
  { name: 'openapi' },
);
