// The admin video manager (/admin/videos): the landing page's demo video at the top, then every
// user video with filters in the address (design name or owner's e-mail, status, template, shared
// or private, hidden, one owner), each played in a dialog, and a shared one hidden from public
// pages (or shown again) after a confirmation.
import {
  ADMIN_VIDEO_TEXT,
  type AdminVideoAction,
  type AdminVideoRow,
  DESIGN_STATUSES,
  VIDEO_TEMPLATE_LABELS,
  VIDEO_TEMPLATES,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../stores/toasts.ts';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { STATUS_LABELS } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { VideoViewModal } from '../videos/VideoViewModal.tsx';
import { AdminVideoCard } from './AdminVideoCard.tsx';
import { adminVideoKeys, moderateVideo, useAdminVideos } from './admin-videos-api.ts';
import { FilterSelect, useAddressFilters } from './filters.tsx';
import { LandingDemoVideo } from './LandingDemoVideo.tsx';
import { Pager } from './Pager.tsx';

const FILTERS: [string, string, [string, string][]][] = [
  ['status', 'Status', DESIGN_STATUSES.map((status) => [status, STATUS_LABELS[status]])],
  ['template', 'Template', VIDEO_TEMPLATES.map((template) => [template, VIDEO_TEMPLATE_LABELS[template]])],
  [
    'public',
    'Sharing',
    [
      ['true', 'Shared (public or unlisted)'],
      ['false', 'Private'],
    ],
  ],
  [
    'hidden',
    'Hidden by an admin',
    [
      ['true', 'Hidden'],
      ['false', 'Not hidden'],
    ],
  ],
];

interface Pending {
  video: AdminVideoRow;
  action: AdminVideoAction;
}

export function AdminVideos() {
  const id = useId();
  const queryClient = useQueryClient();
  const { search, params, set } = useAddressFilters();
  const videos = useAdminVideos(search);
  const [playing, setPlaying] = useState<AdminVideoRow | null>(null);
  const [asking, setAsking] = useState<Pending | null>(null);
  const act = useMutation({
    mutationFn: ({ video, action }: Pending) => moderateVideo(video.id, action),
    onSuccess: (_video, { action }) => {
      setAsking(null);
      toast({
        title: action === 'hide' ? ADMIN_VIDEO_TEXT.hidden : ADMIN_VIDEO_TEXT.unhidden,
        description: 'The change is in the audit log.',
      });
      void queryClient.invalidateQueries({ queryKey: adminVideoKeys.all });
    },
    onError: (error) => {
      setAsking(null);
      toast({ title: 'Not changed', description: errorMessage(error, 'Try again.'), variant: 'destructive' });
      void queryClient.invalidateQueries({ queryKey: adminVideoKeys.all });
    },
  });
  const data = videos.data;
  const hiding = asking?.action === 'hide';
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Videos</h1>
      <LandingDemoVideo />
      <h2 className="mt-8 text-2xl font-semibold text-slate-900">{ADMIN_VIDEO_TEXT.userHeading}</h2>
      <form
        className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
        aria-label="Filter videos"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className={`sm:col-span-2 ${labelClass}`}>
          Design name or owner's e-mail
          <input
            type="search"
            name="q"
            defaultValue={params.get('q') ?? ''}
            maxLength={100}
            onChange={(event) => set('q', event.target.value.trim())}
            className={`mt-1 ${inputClass}`}
          />
        </label>
        {FILTERS.map(([key, label, options]) => (
          <FilterSelect key={key} {...{ id, label, options, params, set }} name={key} anyLabel="Any" />
        ))}
      </form>
      {params.get('userId') && (
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          Showing one owner's videos.
          <button type="button" className={secondaryButton} onClick={() => set('userId', '')}>
            Show everyone's videos
          </button>
        </p>
      )}
      {videos.isPending && <Spinner label="Loading videos" />}
      {videos.isError && <ErrorText message={errorMessage(videos.error, ADMIN_VIDEO_TEXT.loadError)} />}
      {data && (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? '1 video' : `${data.total.toLocaleString('en-US')} videos`}
          </p>
          {data.items.length === 0 ? (
            <p className="mt-2 rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              {ADMIN_VIDEO_TEXT.empty}
            </p>
          ) : (
            <ul
              className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
              aria-label="User videos"
            >
              {data.items.map((video) => (
                <AdminVideoCard
                  key={video.id}
                  video={video}
                  busy={act.isPending}
                  onPlay={() => setPlaying(video)}
                  onModerate={(action) => setAsking({ video, action })}
                />
              ))}
            </ul>
          )}
          <Pager
            page={data.page}
            pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            onPage={(next) => set('page', String(next))}
          />
        </>
      )}
      <VideoViewModal
        video={playing}
        designName={playing?.designName ?? ''}
        visibility={playing?.visibility ?? 'private'}
        onClose={() => setPlaying(null)}
      />
      <Modal
        open={asking !== null}
        onClose={() => setAsking(null)}
        title={hiding ? 'Hide this video from public pages?' : 'Show this video again?'}
      >
        <p className="text-sm text-slate-700">
          {asking && `${asking.video.designName}, by ${asking.video.owner.email}. `}
          {hiding ? ADMIN_VIDEO_TEXT.hideConfirm : ADMIN_VIDEO_TEXT.unhideConfirm}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={() => setAsking(null)}>
            Cancel
          </button>
          <button
            type="button"
            className={hiding ? dangerButton : primaryButton}
            disabled={act.isPending}
            onClick={() => asking && act.mutate(asking)}
          >
            {act.isPending ? 'Saving...' : hiding ? 'Hide video' : 'Unhide video'}
          </button>
        </div>
      </Modal>
    </div>
  );
}
