// Security headers on every response. The default Content-Security-Policy is the strictest one
// (JSON needs nothing); the site's pages and the CMS admin set their own, narrower-than-usual
// policies where they are served.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const securityHeaders = fp(
  async (app: FastifyInstance, options: { https: boolean }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"] },
      },
      // Cross-origin isolation would break embedded videos and share images; not needed here.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    // Set on the way out so that every answer carries it: JSON, pages, files, errors and the CMS.
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      return payload;
    });
  },
  { name: 'security-headers' },
);

/**
 * Powerful browser features no page of the product uses are switched off for it and for anything
 * it embeds, so an injected script or a hostile embed cannot ask for them. Features the video
 * embeds need (fullscreen, picture-in-picture, encrypted media, autoplay) keep their defaults.
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'display-capture=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

/** Outside origins a page may use beyond the site's own, by what it may load from them. */
export interface ExtraSources {
  script: readonly string[];
  img: readonly string[];
  frame: readonly string[];
  connect: readonly string[];
}

/**
 * The policy for the site's pages: only our own origin, plus the hashes of the few inline
 * scripts and styles the build produced (Astro's island loader), so no other inline code runs.
 * A page that shows an ad slot also gets the ad network's origins (`extra`, see
 * site-pages/ad-policy.ts); every other page's policy is exactly the one without.
 */
export function sitePolicy(
  hashes: { scripts: string[]; styles: string[] },
  https: boolean,
  extra?: ExtraSources,
): string {
  const quote = (hash: string): string => `'${hash}'`;
  const and = (sources: readonly string[] | undefined): string =>
    sources?.length ? ` ${sources.join(' ')}` : '';
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.map(quote).join(' ')}`.trim() + and(extra?.script),
    `style-src 'self' ${hashes.styles.map(quote).join(' ')}`.trim(),
    // Style attributes are set by React for transitions and carousels; they cannot run code.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data: blob:${and(extra?.img)}`,
    "font-src 'self'",
    "media-src 'self' blob:",
    `connect-src 'self'${and(extra?.connect)}`,
    `frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com${and(extra?.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The Payload admin is a Next.js app with inline bootstrapping code; it is for editors only. */
export const CMS_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'self'",
].join('; ');
