// A content screen of the admin area (/admin/blog, /admin/tutorials, /admin/banners,
// /admin/announcements): every item with its status (draft, published, published with changes not
// yet live), any scheduled publish or unpublish, its dates, and the quick actions: publish,
// unpublish, schedule, cancel the schedule. Writing happens in the CMS's own editor, one click
// away, with the same account. Everything here goes through the CMS's REST API with the app's
// session, so the CMS's access rules decide.
import {
  type ContentAction,
  type ContentItem,
  type ContentKind,
  ContentListSchema,
  MessageSchema,
} from '@poolscape/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { inputClass, labelClass } from '../../../ui/fields.ts';
import { ErrorText, Spinner } from '../../../ui/states.tsx';
import { useAddressFilters } from '../filters.tsx';
import { Pager } from '../Pager.tsx';
import { KINDS } from './kinds.ts';
import { ScheduleForm } from './ScheduleForm.tsx';

const STATUS: Record<ContentItem['status'], { label: string; className: string }> = {
  draft: { label: 'Draft', className: 'bg-slate-100 text-slate-800' },
  published: { label: 'Published', className: 'bg-emerald-100 text-emerald-900' },
  changed: { label: 'Published, with unpublished changes', className: 'bg-amber-100 text-amber-900' },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Runs a quick action; resolves to whether it was done (the toast says why not). */
type Act = (item: ContentItem, action: ContentAction, body?: unknown) => Promise<boolean>;

function ContentRow({
  kind,
  item,
  act,
  busy,
}: {
  kind: ContentKind;
  item: ContentItem;
  act: Act;
  busy: boolean;
}) {
  const [scheduling, setScheduling] = useState(false);
  const info = KINDS[kind];
  const status = STATUS[item.status];
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <a
            href={info.editHref(item.id)}
            className="break-words text-lg font-semibold text-slate-900 hover:underline"
          >
            {item.title}
          </a>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${status.className}`}>
              {status.label}
            </span>
          </p>
          {item.schedules.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2 text-sm">
              {item.schedules.map((schedule) => {
                const verb = schedule.action === 'publish' ? 'publish' : 'unpublish';
                return (
                  <li
                    key={`${schedule.action}-${schedule.at}`}
                    className={`flex items-center gap-2 rounded-full px-3 py-0.5 font-semibold ${schedule.failed ? 'bg-red-100 text-red-900' : 'bg-sky-100 text-sky-900'}`}
                  >
                    {schedule.failed
                      ? `The ${verb} scheduled for ${when(schedule.at)} failed: open the item to see why`
                      : `${schedule.action === 'publish' ? 'Publishes' : 'Unpublishes'} ${when(schedule.at)}`}
                    <button
                      type="button"
                      className="rounded-full px-1 underline hover:no-underline"
                      disabled={busy}
                      aria-label={`Cancel the scheduled ${verb}`}
                      onClick={() => void act(item, 'cancel-schedule', { action: schedule.action })}
                    >
                      {schedule.failed ? 'Dismiss' : 'Cancel'}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          <p className="mt-1 text-sm text-slate-600">
            Updated {when(item.updatedAt)}
            {item.publishedAt ? ` · Dated ${when(item.publishedAt)}` : ''}
            {item.startsAt ? ` · Shows from ${when(item.startsAt)}` : ''}
            {item.endsAt ? ` until ${when(item.endsAt)}` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {item.status !== 'published' && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => void act(item, 'publish')}
            >
              {item.status === 'changed' ? 'Publish changes' : 'Publish'}
            </button>
          )}
          {item.status !== 'draft' && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => void act(item, 'unpublish')}
            >
              Unpublish
            </button>
          )}
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={scheduling}
            onClick={() => setScheduling((open) => !open)}
          >
            Schedule…
          </button>
          <a href={info.editHref(item.id)} className={secondaryButton}>
            Edit
          </a>
          {item.url && (
            <a href={item.url} className={secondaryButton}>
              View
            </a>
          )}
        </div>
      </div>
      {scheduling && (
        <ScheduleForm
          busy={busy}
          onCancel={() => setScheduling(false)}
          onSchedule={async (at, action) => {
            if (await act(item, 'schedule', { at, action })) setScheduling(false);
          }}
        />
      )}
    </li>
  );
}

export function AdminContent({ kind }: { kind: ContentKind }) {
  const id = useId();
  const info = KINDS[kind];
  const queryClient = useQueryClient();
  const { search, params, set } = useAddressFilters();
  const [q, setQ] = useState(params.get('q') ?? '');
  const list = useQuery({
    queryKey: ['admin', 'content', kind, search],
    queryFn: ({ signal }) =>
      // A refusal from the CMS is about the CMS (it may be restarting), never a reason to sign out.
      apiRequest('GET', `/cms/api/content-admin/${kind}${search}`, {
        schema: ContentListSchema,
        signal,
        signOutOn401: false,
      }),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: ({ item, action, body }: { item: ContentItem; action: ContentAction; body?: unknown }) =>
      apiRequest('POST', `/cms/api/content-admin/${kind}/${item.id}/${action}`, {
        body,
        schema: MessageSchema,
        signOutOn401: false,
      }),
    onSuccess: ({ message }, { item }) => {
      toast({ title: message, description: item.title });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'content', kind] });
    },
    onError: (error) =>
      toast({ title: 'Not changed', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
  });
  const data = list.data;
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{info.title}</h1>
          <p className="mt-1 max-w-2xl text-slate-700">{info.intro}</p>
        </div>
        <a href={info.newHref} className={primaryButton}>
          New {info.noun}
        </a>
      </div>
      <form
        className="mt-4 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          set('q', q.trim());
        }}
      >
        <div className="grow sm:grow-0">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search by title
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={inputClass}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <button type="submit" className={secondaryButton}>
          Search
        </button>
      </form>
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <Spinner label={`Loading ${info.title.toLowerCase()}`} />
        ) : list.isError ? (
          <ErrorText
            message={errorMessage(list.error, `We could not load the ${info.title.toLowerCase()}.`)}
          />
        ) : data && data.items.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
            {params.get('q') ? `Nothing matches “${params.get('q')}”.` : `No ${info.noun}s yet.`}
          </p>
        ) : (
          data && (
            <>
              <p className="mb-3 text-sm text-slate-600">
                {data.total} {data.total === 1 ? info.noun : `${info.noun}s`}
              </p>
              <ul className="grid gap-3">
                {data.items.map((item) => (
                  <ContentRow
                    key={item.id}
                    kind={kind}
                    item={item}
                    busy={act.isPending}
                    act={(target, action, body) =>
                      act.mutateAsync({ item: target, action, body }).then(
                        () => true,
                        () => false,
                      )
                    }
                  />
                ))}
              </ul>
              <Pager
                page={data.page}
                pages={Math.ceil(data.total / data.pageSize)}
                onPage={(page) => set('page', String(page))}
              />
            </>
          )
        )}
      </div>
    </div>
  );
}
