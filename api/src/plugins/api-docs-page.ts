// `/api/docs`: a readable reference of the API description, drawn in the browser by Scalar. Its
// script is served from the package itself (`/api/docs/js/scalar.js`), never from a CDN, and the
// page gets its own Content-Security-Policy allowing exactly that script, the one inline script
// that starts it (by hash), and calls to this origin. Not wrapped in fastify-plugin: the policy
// hook stays with these routes.
import { createHash } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

export const API_DOCS_PATH = '/api/docs';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** The sha256 sources of the inline scripts of a page, as a CSP lists them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** The policy of the reference page, given the hashes of its inline scripts. */
export function apiDocsPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Scalar adds its stylesheet as a <style> element and sets style attributes; styles run no code.
    "style-src 'self' 'unsafe-inline'",
    // Its icons are inline SVG data.
    "img-src 'self' data:",
    "font-src 'self'",
    // The document, and the calls a reader tries from the page, go to this origin only.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export async function apiDocsPage(app: FastifyInstance, options: { specUrl: string }): Promise<void> {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') && typeof payload === 'string')
      reply.header('content-security-policy', apiDocsPolicy(inlineScriptHashes(payload)));
    return payload;
  });
  await app.register(scalar, {
    routePrefix: API_DOCS_PATH,
    logLevel: 'warn',
    configuration: {
      url: options.specUrl,
      pageTitle: 'Poolscape API reference',
      // Nothing from outside the product: no web fonts, no hosted client, no telemetry.
      withDefaultFonts: false,
      hideClientButton: true,
      telemetry: false,
    },
  });
}
