// The API's description, as an integrator gets it: `GET /api/openapi.json` is a valid OpenAPI 3.1
// document that lists every public route with the shape of its answers, and leaves the internal
// ones out; `/api/docs` is a readable page of it that loads nothing from outside the product.

import { useTestApp } from '@poolscape/tests/kit/test-app';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { API_DOCS_PATH, inlineScriptHashes } from './api-docs-page.ts';
import { hasSuccessSchema, privateReason, tagOf } from './openapi-routes.ts';

interface Operation {
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  tags: { name: string }[];
  components: { securitySchemes: Record<string, unknown> };
}

/** Fastify's `/api/designs/:id` as OpenAPI writes it: `/api/designs/{id}`. */
const openApiPath = (url: string): string => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('the API description', () => {
  const test = useTestApp();
  const fetchDocument = async (): Promise<Document> => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    return response.json();
  };

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = await fetchDocument();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document) as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every public route, each with its feature and the shape of its answer', async () => {
    const document = await fetchDocument();
    const routes = test.app.describedRoutes();
    const listed = routes.filter((route) => route.privateReason === null);
    // The whole API, not a sample: a hundred-odd calls.
    expect(listed.length).toBeGreaterThan(120);
    const problems: string[] = [];
    for (const route of listed) {
      const name = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) problems.push(`${name} is missing from the document`);
      if (!route.hasSuccessSchema) problems.push(`${name} declares no response schema for its success`);
      if (!tagOf(route.url)) problems.push(`${name} belongs to no feature (tag)`);
      if (operation && !operation.tags?.length) problems.push(`${name} has no tag in the document`);
    }
    expect(problems).toEqual([]);
    const declaredTags = new Set(document.tags.map((tag) => tag.name));
    for (const operation of Object.values(document.paths).flatMap((path) => Object.values(path)))
      for (const tag of operation.tags ?? []) expect(declaredTags).toContain(tag);
  });

  it('fails a route that declares no response schema, or is left out', () => {
    // What the check above reads of each route: a route without a success schema is flagged.
    expect(hasSuccessSchema({ method: 'GET', url: '/api/new-call' })).toBe(false);
    expect(hasSuccessSchema({ method: 'GET', url: '/api/new-call', schema: { response: { 404: {} } } })).toBe(
      false,
    );
    expect(hasSuccessSchema({ method: 'GET', url: '/api/new-call', schema: { response: { 200: {} } } })).toBe(
      true,
    );
    expect(privateReason('/api/new-call')).toBeNull();
    expect(privateReason('/api/internal/staff-session')).toMatch(/internal token/);
  });

  it('leaves out the internal routes, metrics, pages, sockets and the CMS', async () => {
    const document = await fetchDocument();
    const paths = Object.keys(document.paths);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
    for (const hidden of ['/api/internal/', '/api/metrics', '/api/docs', '/api/openapi.json'])
      expect(paths.filter((path) => path.startsWith(hidden))).toEqual([]);
    for (const route of test.app.describedRoutes().filter((entry) => entry.privateReason !== null))
      expect(document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()]).toBeUndefined();
  });

  it('says how to sign in: a session for signed-in calls, an API key for the feed, none for public ones', async () => {
    const document = await fetchDocument();
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'session',
      'sessionCookie',
    ]);
    expect(document.paths['/api/designs']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/admin/users']?.get?.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/feed/v1/{resource}']?.get?.security).toEqual([{ apiKey: [] }]);
    expect(document.paths['/api/presentations/{id}/pdf']?.get?.security).toContainEqual({
      sessionCookie: [],
    });
    expect(document.paths['/api/health']?.get?.security).toBeUndefined();
  });

  it('describes files and redirects by what they carry', async () => {
    const document = await fetchDocument();
    const pdf = document.paths['/api/presentations/{id}/pdf']?.get?.responses['200'];
    expect(Object.keys(pdf?.content ?? {})).toEqual(['application/pdf']);
    const google = document.paths['/api/auth/google']?.get?.responses['302'];
    expect(google?.content).toBeUndefined();
    expect(google?.description).toMatch(/Google/);
    // Every answer has a description a reader can use, not the generator's placeholder.
    for (const operation of Object.values(document.paths).flatMap((path) => Object.values(path)))
      for (const answer of Object.values(operation.responses))
        expect(answer.description).not.toBe('Default Response');
  });

  it('gives examples of the common answers', async () => {
    const text = JSON.stringify(await fetchDocument());
    expect(text).toContain('"examples"');
  });

  it('is the same document on every request', async () => {
    const first = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const second = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(second.body).toBe(first.body);
  });
});

describe('the API reference page', () => {
  const test = useTestApp();

  it('renders the description from scripts of this origin only, allowed by its own policy', async () => {
    const bare = await test.app.inject({ method: 'GET', url: API_DOCS_PATH });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe(`${API_DOCS_PATH}/`);
    const page = await test.app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('/api/openapi.json');
    const sources = [...page.body.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      const url = new URL(source, `http://localhost:3000${API_DOCS_PATH}/`);
      expect(url.origin).toBe('http://localhost:3000');
      const script = await test.app.inject({ method: 'GET', url: url.pathname });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
    // Nothing else from outside: no stylesheet, font or module from a CDN.
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    for (const hash of inlineScriptHashes(page.body)) expect(policy).toContain(hash);
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toMatch(/https?:|\*|'unsafe-eval'/);
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("keeps the strict policy of the API's JSON answers everywhere else", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['content-security-policy']).not.toContain("script-src 'self'");
  });
});
