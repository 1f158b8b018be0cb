// Called by the CMS when published content changes (internal: see guard.ts), with a notice of the
// change (shared/content-changes.ts). A changed post, or another collection the site renders on
// demand, is read again by the pages, and answered once it shows; any other change (the layout's
// settings, the ad slots) schedules a site build. What each part of the product does with it is in
// content-changes/; the path is the one the CMS has always called.

import { INTERNAL_API_MESSAGES } from '@poolscape/shared';
import { describeChange } from '@poolscape/shared/content';
import { type ContentChangeNotice, ContentChangeNoticeSchema } from '@poolscape/shared/content-changes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { internalOnly } from './guard.ts';

/** What the route hands a change to (ContentChanges). */
export interface ContentChangeReceiver {
  receive(notice: ContentChangeNotice): Promise<void>;
}

export const contentChangeRoutes: FastifyPluginAsyncZod<{
  changes: ContentChangeReceiver;
  token: string;
}> = async (app, { changes, token }) => {
  app.post(
    '/api/internal/site/rebuild',
    {
      onRequest: internalOnly(token),
      schema: { body: ContentChangeNoticeSchema.optional() },
    },
    async (request, reply) => {
      const change = request.body?.change;
      const reason = request.body?.reason ?? 'content changed';
      if (change === undefined) {
        // A site build is scheduled (debounced); the CMS does not wait for it.
        changes.receive({ reason }).catch((error: Error) => {
          request.log.error({ err: error }, `the change could not be handled: ${reason}`);
        });
        return reply.status(202).send({ message: INTERNAL_API_MESSAGES.rebuildScheduled });
      }
      // Answered once the change shows, or could not be read: it is saved in the CMS either way.
      await changes.receive({ reason, change }).catch((error: Error) => {
        request.log.error({ err: error }, `the site could not read ${describeChange(change)} again`);
      });
      return reply.status(200).send({ message: INTERNAL_API_MESSAGES.contentUpdated });
    },
  );
};
