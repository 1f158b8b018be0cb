// The pages a link to a shared design, a public collection or a shared presentation opens:
// /design/share/{id} and /design-share/{id}, /profile/public/{userId}/collections/{collectionId}
// and /present/{token}. Each fills the site's shell for its kind with what it shows (the domain
// modules in share-pages/), with the same headers as every other page of the site; whatever is not
// shared gets the site's not-found page, exactly like any other path. The unfilled shells are not
// pages of their own.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { designOptionLabels, NOT_FOUND } from '@poolscape/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import type { DesignOptionsReader } from '../../design-options/design-options.ts';
import { quoteOffer } from '../../leads/quote-targets.ts';
import { sitePolicy } from '../../plugins/security-headers.ts';
import {
  COLLECTION_SHELL,
  fillCollectionShell,
  findSharedCollection,
} from '../../share-pages/collection-page.ts';
import { fillShell, findSharedDesign, SHARE_SHELL } from '../../share-pages/design-page.ts';
import {
  fillPresentationShell,
  findPlayable,
  PRESENTATION_SHELL,
} from '../../share-pages/presentation-page.ts';
import { prepareShell } from '../../share-pages/shell.ts';
import type { SiteBuild, SiteBuilds } from '../../site-builds/site-builds.ts';

export interface SharePagesOptions {
  pool: Pool;
  builds: SiteBuilds;
  https: boolean;
  /** Public origin, for the canonical link and the absolute share image. */
  publicUrl: string;
  /** The editors' names of the options, for the page's description. */
  designOptions: DesignOptionsReader;
}

const FALLBACK_404 = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${NOT_FOUND.heading}</title></head><body><main><h1>${NOT_FOUND.heading}</h1><p>${NOT_FOUND.line}</p></main></body></html>`;

async function readOrNull(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return null;
  }
}

export const sharePages = fp(
  async (app: FastifyInstance, options: SharePagesOptions) => {
    const { pool, publicUrl } = options;
    // One prepared shell per build and page, read on first use; a new build replaces them.
    let cached: { root: string; shells: Map<string, Promise<string | null>> } | null = null;
    const shellOf = (build: SiteBuild, file: string): Promise<string | null> => {
      if (cached?.root !== build.root) cached = { root: build.root, shells: new Map() };
      let shell = cached.shells.get(file);
      if (!shell) {
        shell = readOrNull(join(build.root, file)).then((html) =>
          html ? prepareShell(html, file.split('/')[0]) : null,
        );
        cached.shells.set(file, shell);
      }
      return shell;
    };
    const starting = (reply: FastifyReply): FastifyReply =>
      reply
        .status(503)
        .header('retry-after', '5')
        .type('text/plain')
        .send('Poolscape is starting. Please reload in a few seconds.');

    // The same headers as every other page of the site (site-pages.ts).
    const send = (reply: FastifyReply, build: SiteBuild, status: number, html: string): FastifyReply =>
      reply
        .status(status)
        .header('content-security-policy', sitePolicy(build.hashes, options.https))
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .type('text/html; charset=utf-8')
        .send(html);

    const notFound = async (reply: FastifyReply, build: SiteBuild): Promise<FastifyReply> =>
      send(reply, build, 404, (await readOrNull(join(build.root, '404.html'))) ?? FALLBACK_404);

    /**
     * Answers with one share page: what `find` finds, filled into the current build's shell `file`
     * by `fill`; the site's 404 when nothing is found (or the build has no such shell).
     */
    const sharePage = async <T>(
      reply: FastifyReply,
      file: string,
      find: () => Promise<T | null>,
      fill: (shell: string, found: T) => Promise<string>,
    ): Promise<FastifyReply> => {
      const build = options.builds.current;
      if (!build) return starting(reply);
      const found = await find();
      const shell = found ? await shellOf(build, file) : null;
      if (!found || !shell) return notFound(reply, build);
      return send(reply, build, 200, await fill(shell, found));
    };

    const designPage = (request: { params: { id?: string } }, reply: FastifyReply): Promise<FastifyReply> =>
      sharePage(
        reply,
        SHARE_SHELL,
        () => findSharedDesign(pool, request.params.id ?? ''),
        async (shell, design) => {
          const labels = designOptionLabels(await options.designOptions.current());
          const quote = await quoteOffer(pool, 'design', design.id);
          return fillShell(shell, { ...design, quote }, publicUrl, labels);
        },
      );
    app.get<{ Params: { id: string } }>('/design/share/:id', designPage);
    app.get<{ Params: { id: string } }>('/design-share/:id', designPage);

    app.get<{ Params: { userId: string; collectionId: string } }>(
      '/profile/public/:userId/collections/:collectionId',
      (request, reply) =>
        sharePage(
          reply,
          COLLECTION_SHELL,
          () => findSharedCollection(pool, request.params.userId, request.params.collectionId),
          async (shell, collection) => {
            const quote = await quoteOffer(pool, 'collection', collection.id);
            return fillCollectionShell(shell, { ...collection, quote }, publicUrl);
          },
        ),
    );

    app.get<{ Params: { token: string } }>('/present/:token', (request, reply) => {
      const { token } = request.params;
      return sharePage(
        reply,
        PRESENTATION_SHELL,
        () => findPlayable(pool, token),
        async (shell, presentation) => {
          const quote = await quoteOffer(pool, 'presentation', token);
          return fillPresentationShell(shell, token, presentation, publicUrl, quote);
        },
      );
    });

    // The unfilled shell is not a page of its own.
    const shellItself = async (_request: unknown, reply: FastifyReply): Promise<FastifyReply> => {
      const build = options.builds.current;
      if (!build) return reply.status(404).type('text/html').send(FALLBACK_404);
      return notFound(reply, build);
    };
    for (const shell of ['/design-share', '/collection-share', '/presentation-share']) {
      app.get(shell, shellItself);
      app.get(`${shell}/`, shellItself);
    }
  },
  { name: 'share-pages' },
);
