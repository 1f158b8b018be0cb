// The lists and quick actions behind the app's content screens (/admin/blog, /admin/tutorials,
// /admin/banners, /admin/announcements): each item's status (draft, published, published with
// unpublished changes), its scheduled publish or unpublish, and publish, unpublish, schedule and
// cancel. Called with the staff member's app session (auth/app-session.ts); every read and write
// runs under the CMS's own access rules as that person, and a publish reaches the site like any
// other (the collections' hooks tell the API, whose pages read it again).
import {
  CancelScheduleSchema,
  CONTENT_ACTIONS,
  CONTENT_ADMIN_TEXT,
  CONTENT_KIND_SLUGS,
  CONTENT_KINDS,
  type ContentAction,
  type ContentItem,
  type ContentKind,
  type ScheduleAction,
  ScheduleContentSchema,
} from '@poolscape/shared/content-admin';
import type { Endpoint, PayloadRequest, Where } from 'payload';
import { editors } from '../access/index.ts';

const PAGE_SIZE = 50;
type Doc = Record<string, unknown> & { id: string | number };

const isKind = (value: unknown): value is ContentKind => CONTENT_KINDS.includes(value as ContentKind);
const fail = (status: number, message: string) => Response.json({ message }, { status });

const titleOf = (kind: ContentKind, doc: Doc) =>
  String((kind === 'banners' ? doc.message : doc.title) ?? '') || 'Untitled';

function urlOf(kind: ContentKind, doc: Doc): string | null {
  if (typeof doc.slug !== 'string' || !doc.slug) return null;
  if (kind === 'posts') return `/blog/${doc.slug}`;
  if (kind === 'tutorials') return `/tutorials#${doc.slug}`;
  return null;
}

const iso = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString() : null);

/**
 * Scheduled publishes and unpublishes of the documents of `slug`: waiting, or failed when their
 * time came.
 */
async function pendingSchedules(req: PayloadRequest, slug: string) {
  const jobs = await req.payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { completedAt: { exists: false } }] },
    limit: 1000,
    depth: 0,
    req,
  });
  return jobs.docs.flatMap((job) => {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown } } | undefined;
    if (input?.doc?.relationTo !== slug) return [];
    return [
      {
        jobId: job.id,
        docId: String(input.doc.value),
        action: input.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const),
        at: iso(job.waitUntil) ?? new Date().toISOString(),
        failed: Boolean(job.hasError),
      },
    ];
  });
}

async function list(req: PayloadRequest, kind: ContentKind): Promise<Response> {
  const slug = CONTENT_KIND_SLUGS[kind];
  const url = new URL(req.url ?? 'http://localhost');
  const page = Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 10_000);
  const q = url.searchParams.get('q')?.trim().slice(0, 100);
  const where: Where | undefined = q
    ? { [kind === 'banners' ? 'message' : 'title']: { like: q } }
    : undefined;
  // The latest version of each (a draft saved after a publish shows here) ...
  const latest = await req.payload.find({
    collection: slug,
    draft: true,
    depth: 0,
    limit: PAGE_SIZE,
    page,
    sort: '-updatedAt',
    where,
    overrideAccess: false,
    req,
  });
  const docs = latest.docs as unknown as Doc[];
  // ... and which of them are on the site (the published document, not its later drafts).
  const live = await req.payload.find({
    collection: slug,
    depth: 0,
    limit: docs.length || 1,
    where: { and: [{ id: { in: docs.map((doc) => doc.id) } }, { _status: { equals: 'published' } }] },
    overrideAccess: false,
    req,
  });
  const liveIds = new Set(live.docs.map((doc) => String(doc.id)));
  const schedules = await pendingSchedules(req, slug);
  const items: ContentItem[] = docs.map((doc) => {
    const id = String(doc.id);
    const onSite = liveIds.has(id);
    return {
      id,
      title: titleOf(kind, doc),
      status: !onSite ? 'draft' : doc._status === 'draft' ? 'changed' : 'published',
      schedules: schedules
        .filter((entry) => entry.docId === id)
        .sort((a, b) => a.at.localeCompare(b.at))
        .map(({ action, at, failed }) => ({ action, at, failed })),
      publishedAt: iso(doc.publishedAt),
      updatedAt: iso(doc.updatedAt) ?? new Date(0).toISOString(),
      url: onSite ? urlOf(kind, doc) : null,
      startsAt: iso(doc.startsAt),
      endsAt: iso(doc.endsAt),
    };
  });
  return Response.json({ items, total: latest.totalDocs, page: latest.page ?? page, pageSize: PAGE_SIZE });
}

/** The request body as JSON, or undefined when there is none or it is not JSON. */
async function bodyOf(req: PayloadRequest): Promise<unknown> {
  try {
    return await req.json?.();
  } catch {
    return undefined;
  }
}

async function act(req: PayloadRequest, kind: ContentKind, id: number, action: ContentAction) {
  const slug = CONTENT_KIND_SLUGS[kind];
  const found = await req.payload.find({
    collection: slug,
    draft: true,
    depth: 0,
    limit: 1,
    where: { id: { equals: id } },
    overrideAccess: false,
    req,
  });
  if (found.docs.length === 0) return fail(404, CONTENT_ADMIN_TEXT.notFound);
  const waiting = (await pendingSchedules(req, slug)).filter((entry) => entry.docId === String(id));
  /** Cancels the item's schedules of one kind (a failed one too), or of both. */
  const cancel = async (kind?: ScheduleAction) => {
    const gone = waiting.filter((entry) => !kind || entry.action === kind);
    for (const entry of gone) await req.payload.delete({ collection: 'payload-jobs', id: entry.jobId, req });
    return gone.length;
  };
  if (action === 'publish' || action === 'unpublish') {
    await req.payload.update({
      collection: slug,
      id,
      data: { _status: action === 'publish' ? 'published' : 'draft' },
      depth: 0,
      overrideAccess: false,
      req,
    });
    // Done now, the same change waiting for later is moot; the other kind still stands (a post
    // published now keeps its scheduled unpublish).
    await cancel(action);
    return Response.json({
      message: action === 'publish' ? CONTENT_ADMIN_TEXT.published : CONTENT_ADMIN_TEXT.unpublished,
    });
  }
  if (action === 'cancel-schedule') {
    const which = CancelScheduleSchema.safeParse(await bodyOf(req));
    if (!which.success) return fail(400, 'action must be publish or unpublish.');
    if ((await cancel(which.data?.action)) === 0) return fail(409, CONTENT_ADMIN_TEXT.nothingScheduled);
    return Response.json({ message: CONTENT_ADMIN_TEXT.cancelled });
  }
  const parsed = ScheduleContentSchema.safeParse(await bodyOf(req));
  if (!parsed.success) return fail(400, parsed.error.issues[0]?.message ?? 'Give a date and time.');
  const at = new Date(parsed.data.at);
  if (at.getTime() <= Date.now()) return fail(400, CONTENT_ADMIN_TEXT.pastDate);
  // One schedule of each kind per item: a new time replaces the old one.
  await cancel(parsed.data.action);
  await req.payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: parsed.data.action,
      doc: { relationTo: slug, value: id },
      // The publish later runs as this person, under their access rules.
      ...(req.user ? { user: { relationTo: 'users' as const, value: Number(req.user.id) } } : {}),
    },
    waitUntil: at,
    req,
  });
  return Response.json({ message: CONTENT_ADMIN_TEXT.scheduled });
}

/**
 * Editors and admins only; a Payload error the person can act on (a publish that fails validation)
 * in words.
 */
const guarded =
  (handler: (req: PayloadRequest) => Promise<Response>) =>
  async (req: PayloadRequest): Promise<Response> => {
    if (!editors({ req })) return fail(req.user ? 403 : 401, 'Sign in as an editor or an admin.');
    try {
      return await handler(req);
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status && status >= 400 && status < 500) return fail(status, (error as Error).message);
      throw error;
    }
  };

export const contentAdminEndpoints: Endpoint[] = [
  {
    path: '/content-admin/:kind',
    method: 'get',
    handler: guarded(async (req) => {
      const kind = req.routeParams?.kind;
      return isKind(kind) ? list(req, kind) : fail(404, CONTENT_ADMIN_TEXT.notFound);
    }),
  },
  {
    path: '/content-admin/:kind/:id/:action',
    method: 'post',
    handler: guarded(async (req) => {
      const { kind, id, action } = (req.routeParams ?? {}) as Record<string, unknown>;
      if (!isKind(kind) || typeof id !== 'string' || !/^\d{1,12}$/.test(id))
        return fail(404, CONTENT_ADMIN_TEXT.notFound);
      if (!CONTENT_ACTIONS.includes(action as ContentAction))
        return fail(400, `action must be one of ${CONTENT_ACTIONS.join(', ')}.`);
      return act(req, kind, Number(id), action as ContentAction);
    }),
  },
];
