// Serves the site from the current build: its pre-rendered files, its on-demand pages (the blog,
// the sitemap, the public content), the redirects kept in the CMS for addresses with no page, and
// the not-found page (HTTP 404) for any path that matches no page, route, file or redirect.
import { readFile, stat } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_ERRORS, isAppRoute, NOT_FOUND, ON_DEMAND_PAGE_PATHS } from '@poolscape/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { prepareShell } from '../share-pages/shell.ts';
import type { DraftPreview, PageRenderer, ServedPage } from '../site-builds/page-renderer.ts';
import type { SiteBuild, SiteBuilds } from '../site-builds/site-builds.ts';
import { onDemandPolicy, pagePolicy } from './ad-policy.ts';
import { type DraftSource, draftPath } from './previews.ts';
import type { RedirectLookup } from './redirects.ts';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** A path segment decoded, or null when its percent-encoding is malformed (such as `%ZZ`). */
function safelyDecoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The file for a URL path inside `root`, or null. Never leaves `root`. */
export async function resolvePage(root: string, urlPath: string): Promise<string | null> {
  const decoded = safelyDecoded(urlPath);
  if (decoded === null || decoded.includes('\0')) return null;
  const relative = normalize(decoded).replace(/^\/+/, '');
  if (relative.split('/').includes('..')) return null;
  const candidates = relative.endsWith('/')
    ? [join(relative, 'index.html')]
    : [relative, join(relative, 'index.html'), `${relative}.html`];
  for (const candidate of candidates) {
    if (await isFile(join(root, candidate))) return candidate;
  }
  return null;
}

/** The other addresses rendered on demand: the blog and its posts, the sitemaps, the public content. */
const ON_DEMAND =
  /^\/(?:blog(?:\/(?:tag\/)?[^/?#]+)?\/?|sitemap\.xml|sitemap-tags\.xml|sitemap-posts-[1-9][0-9]{0,5}\.xml|data\/public-content\.json)$/;
/** The site's pages rendered on demand, by their address as folders (`/about/`). */
const ON_DEMAND_PAGES = new Set(ON_DEMAND_PAGE_PATHS.map((path) => (path === '/' ? path : `${path}/`)));

/** No post's address is longer; a longer one is not rendered (nor kept) at all. */
const MAX_ON_DEMAND_PATH = 300;

/**
 * The address an on-demand page is rendered and kept under, or null when `url` names none. Pages
 * are folders (their canonical address ends in `/`); of the query only the blog's `page` counts.
 */
export function onDemandKey(url: string): string | null {
  const [path = '/', search = ''] = url.split('?', 2);
  const folder = path.endsWith('/') ? path : `${path}/`;
  if (ON_DEMAND_PAGES.has(folder)) return folder;
  if (path.length > MAX_ON_DEMAND_PATH || !ON_DEMAND.test(path)) return null;
  if (!path.startsWith('/blog')) return path;
  const page = path === '/blog' || path === '/blog/' ? new URLSearchParams(search).get('page') : null;
  if (page === null) return folder;
  return /^\d{1,7}$/.test(page) ? `${folder}?page=${page}` : `${folder}?page=0`;
}

const FALLBACK_404 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${NOT_FOUND.heading}</title></head><body><main><h1>${NOT_FOUND.heading}</h1><p>${NOT_FOUND.line}</p></main></body></html>`;

export interface SitePagesOptions {
  builds: SiteBuilds;
  https: boolean;
  /** Whether the visitor's `authToken` cookie is a valid session (then `/` is the dashboard). */
  isSignedIn: (request: FastifyRequest) => Promise<boolean>;
  /**
   * A member's public profile page, filled into the build's profile shell (as the API's share pages
   * are), or null when the member does not exist or keeps the profile private.
   */
  publicProfilePage: (userId: string, shell: string) => Promise<string | null>;
  /** Whether `/` on this hostname is the gallery landing page instead of the home page. */
  isGalleryHost?: (hostname: string) => Promise<boolean>;
  /** The redirect from an address that has no page (redirects.ts). */
  redirectFor?: RedirectLookup;
  /** Drafts for previews (previews.ts); without it, `/preview/...` is not found. */
  drafts?: DraftSource;
}

/**
 * Security headers a browser reads only on a document (or a frame, or a window it opens), which a
 * script or a style sheet does not need (the Permissions-Policy governs the document that loads
 * them). X-Content-Type-Options, Cross-Origin-Resource-Policy, Referrer-Policy (a module script's
 * own imports follow it), the strict default policy and the request id stay on every file.
 */
const DOCUMENT_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The signed-in app's shell, and the public profile page's shell, in every build. */
const APP_SHELL = 'app-shell/index.html';
/** The gallery hostnames' home page, rendered on demand (its own address is not served). */
const GALLERY_LANDING_PAGE = '/gallery-landing/';
const PROFILE_PAGE = 'public-profile/index.html';
const PUBLIC_PROFILE_PATH = /^\/profile(?:\/public)?\/([^/]+)\/?$/;

export const sitePages = fp(
  async (app: FastifyInstance, options: SitePagesOptions) => {
    // Pages and assets are compressed when the build is made (site-builds/precompress.ts); `sendFile`
    // picks the `.br` or `.gz` beside a file when the browser accepts it.
    await app.register(fastifyStatic, {
      root: options.builds.current?.root ?? '/nonexistent',
      serve: false,
      preCompressed: true,
    });

    // A page loads a dozen of the build's scripts and styles, and over HTTP/1.1 their headers
    // weighed as much as many of the files: the ones only a document reads are taken off on the way
    // out (after the security headers' own hook, registered before this one, has added its own).
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/_astro/'))
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      return payload;
    });

    const sendPage = (
      reply: FastifyReply,
      build: SiteBuild,
      file: string,
      status: number,
      cacheControl = file.startsWith('_astro/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    ): FastifyReply => {
      // Pages showing an ad slot also let in the ad network; every other page is as strict as ever.
      // Any other file (scripts, styles, pictures, SVGs included) keeps the strictest policy the
      // security headers give every answer: a page's policy would only weigh down every request.
      if (file.endsWith('.html'))
        reply.header('content-security-policy', pagePolicy(build, file, options.https));
      reply.header('cache-control', cacheControl);
      if (!file.startsWith('_astro/'))
        return reply.status(status).sendFile(file, build.root, { cacheControl: false });
      // The build's scripts and styles, named by their hash and kept for a year: the headers that
      // only a document reads are left off (see the hook above), and so is what revalidation uses.
      return reply.status(status).sendFile(file, build.root, {
        cacheControl: false,
        lastModified: false,
        etag: false,
        acceptRanges: false,
      });
    };

    // The profile shell of the current build, prepared once per build (its tokens for the page's
    // address and image, as the share pages' shells).
    let profileShellOf: { root: string; shell: Promise<string | null> } | null = null;
    const profileShell = (build: SiteBuild): Promise<string | null> => {
      if (profileShellOf?.root !== build.root)
        profileShellOf = {
          root: build.root,
          shell: readFile(join(build.root, PROFILE_PAGE), 'utf8').then(
            (html) => prepareShell(html, 'public-profile'),
            () => null,
          ),
        };
      return profileShellOf.shell;
    };

    /** The site's not-found page, with HTTP 404. */
    const notFound = async (
      reply: FastifyReply,
      build: SiteBuild,
      cacheControl?: string,
    ): Promise<FastifyReply> => {
      if (await isFile(join(build.root, '404.html')))
        return sendPage(reply, build, '404.html', 404, cacheControl);
      return reply.status(404).type('text/html').send(FALLBACK_404);
    };

    const sendOnDemand = (
      request: FastifyRequest,
      reply: FastifyReply,
      page: ServedPage,
      cacheControl = 'public, max-age=0, must-revalidate',
      policy = onDemandPolicy(page, options.https),
    ): FastifyReply => {
      if (page.contentType.startsWith('text/html')) reply.header('content-security-policy', policy);
      reply.header('cache-control', cacheControl);
      reply.header('vary', 'accept-encoding');
      reply.type(page.contentType);
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.body);
    };

    /**
     * Sends an on-demand page; false when there is no such page (then the not-found page answers).
     * (Not the reply itself: a reply is a thenable, which `await` would turn into undefined.)
     */
    const onDemand = async (
      request: FastifyRequest,
      reply: FastifyReply,
      pages: PageRenderer,
      key: string,
    ): Promise<boolean> => {
      let page: ServedPage;
      try {
        page = await pages.page(key);
      } catch (error) {
        request.log.error({ err: error }, `could not render ${key}`);
        reply.header('retry-after', '5');
        reply.status(503).type('text/plain').send(API_ERRORS.pageUnavailable);
        return true;
      }
      if (page.status === 404) return false;
      sendOnDemand(request, reply.status(page.status), page);
      return true;
    };

    /** What a draft's preview answers with: never kept by a browser or proxy, never indexed. */
    const unkeptUnindexed = (reply: FastifyReply) =>
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex, nofollow');

    /**
     * A page showing a draft (previews.ts): never kept by a browser or proxy, never indexed. Beside
     * the CMS form (`live`) it may be framed by the admin, on this origin only.
     */
    const sendPreview = async (
      request: FastifyRequest,
      reply: FastifyReply,
      load: () => Promise<DraftPreview | null>,
    ) => {
      unkeptUnindexed(reply);
      const build = options.builds.current;
      if (!build) return reply.status(503).type('text/plain').send(API_ERRORS.pageUnavailable);
      let draft: DraftPreview | null;
      let page: ServedPage | null = null;
      try {
        draft = await load();
        const path = draft && draftPath(draft);
        if (draft && path && build.pages) page = await build.pages.preview(path, draft);
      } catch (error) {
        request.log.error({ err: error }, `could not render a preview of ${request.url.split('?')[0]}`);
        reply.header('retry-after', '5');
        return reply.status(503).type('text/plain').send(API_ERRORS.pageUnavailable);
      }
      if (!draft || !page || page.status === 404) return notFound(reply, build, 'private, no-store');
      // Beside the CMS form, the admin (on this origin) frames it.
      const policy = onDemandPolicy(page, options.https);
      const framed =
        draft.mode === 'live' ? policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") : policy;
      return sendOnDemand(request, reply.status(page.status), page, 'private, no-store', framed);
    };

    /** The draft's version (its `updatedAt`) as JSON, to the same people as its preview. */
    const sendDraftVersion = async (
      request: FastifyRequest,
      reply: FastifyReply,
      load: () => Promise<DraftPreview | null>,
    ) => {
      unkeptUnindexed(reply);
      let draft: DraftPreview | null;
      try {
        draft = await load();
      } catch (error) {
        request.log.error({ err: error }, 'could not read the version of a draft');
        reply.header('retry-after', '5');
        return reply.status(503).send({ message: API_ERRORS.pageUnavailable });
      }
      if (!draft) return reply.status(404).send({ message: API_ERRORS.notFound });
      const version = draft.doc.updatedAt;
      return reply.send({ version: typeof version === 'string' ? version : '' });
    };

    const drafts = options.drafts;
    if (drafts) {
      // A token is 256 random bits: this limit only keeps guessers from costing the CMS lookups.
      const guarded = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
      app.get<{ Params: { token: string } }>('/preview/share/:token', guarded, async (request, reply) =>
        sendPreview(request, reply, () => drafts.forShareLink(request.params.token)),
      );
      // An editor's preview asks after every autosave (one every second while they type); the CMS
      // answers only their own cookie.
      const followed = { config: { rateLimit: { max: 300, timeWindow: '1 minute' } } };
      app.get<{ Params: { collection: string; id: string }; Querystring: { version?: string } }>(
        '/preview/:collection/:id',
        followed,
        async (request, reply) => {
          const { collection, id } = request.params;
          const load = () => drafts.forEditor(collection, id, request.headers);
          // Asked by the preview after each save: which version of the draft there is now, so the
          // page is rendered again only when it changed.
          if (request.query.version !== undefined) return sendDraftVersion(request, reply, load);
          return sendPreview(request, reply, load);
        },
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path.startsWith('/api/') || path === '/api') {
        return reply.status(404).send({ message: API_ERRORS.notFound });
      }
      const build = options.builds.current;
      if (!build) {
        reply.header('retry-after', '5');
        return reply
          .status(503)
          .type('text/plain')
          .send('Poolscape is starting. Please reload in a few seconds.');
      }
      if (request.method === 'GET' || request.method === 'HEAD') {
        // The gallery hostnames show the gallery landing at `/`, signed in or not.
        if (path === '/' && (await options.isGalleryHost?.(request.hostname.replace(/:\d+$/, '')))) {
          if (build.pages && (await onDemand(request, reply, build.pages, GALLERY_LANDING_PAGE)))
            return reply;
          return notFound(reply, build);
        }
        // Signed-in routes are screens of the app; its router (and guard) takes it from there.
        if (isAppRoute(path) || (path === '/' && (await options.isSignedIn(request)))) {
          return sendPage(reply, build, APP_SHELL, 200);
        }
        const profile = path.match(PUBLIC_PROFILE_PATH);
        if (profile?.[1]) {
          const userId = safelyDecoded(profile[1]);
          const shell = userId === null ? null : await profileShell(build);
          const html = userId !== null && shell ? await options.publicProfilePage(userId, shell) : null;
          if (html) {
            reply.header('content-security-policy', pagePolicy(build, PROFILE_PAGE, options.https));
            reply.header('cache-control', 'private, max-age=0, must-revalidate');
            return reply.status(200).type('text/html; charset=utf-8').send(html);
          }
        } else {
          const key = build.pages ? onDemandKey(request.url) : null;
          if (key && build.pages && (await onDemand(request, reply, build.pages, key))) return reply;
          const file = await resolvePage(build.root, path);
          if (
            file &&
            !file.endsWith('404.html') &&
            !file.startsWith('app-shell/') &&
            !file.startsWith('public-profile/')
          ) {
            return sendPage(reply, build, file, 200);
          }
          const redirect = await options.redirectFor?.(path);
          if (redirect)
            return reply.header('cache-control', 'no-cache').redirect(redirect.to, redirect.status);
        }
      }
      return notFound(reply, build);
    });
  },
  { name: 'site-pages' },
);
