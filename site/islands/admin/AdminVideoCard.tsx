// One user video in the admin video manager: its poster (Play opens the player), design, owner,
// template, status, date, sharing and whether an admin hid it, with Hide or Unhide and a link to
// the design's share page when anyone may see it.
import { type AdminVideoRow, VIDEO_FORMAT_LABELS, VIDEO_TEMPLATE_LABELS } from '@poolscape/shared';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { secondaryButton } from '../../ui/buttons.ts';
import { formatDate } from '../../ui/format.ts';
import { StatusBadge } from '../../ui/StatusBadge.tsx';
import { VideoPosterButton } from '../videos/VideoPosterButton.tsx';

const SHARING: Record<AdminVideoRow['visibility'], string> = {
  private: 'Private',
  unlisted: 'Unlisted (public link)',
  public: 'Public',
};

function Badge({ tone, children }: { tone: 'slate' | 'green' | 'amber'; children: string }) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700',
    green: 'bg-emerald-50 text-emerald-800',
    amber: 'bg-amber-100 text-amber-900',
  };
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

export function AdminVideoCard({
  video,
  busy,
  onPlay,
  onModerate,
}: {
  video: AdminVideoRow;
  busy: boolean;
  onPlay: () => void;
  onModerate: (action: 'hide' | 'unhide') => void;
}) {
  const label = `${VIDEO_TEMPLATE_LABELS[video.template]} of ${video.designName}`;
  const seenByOthers = video.public && !video.hiddenAt && video.status === 'ready';
  return (
    <li
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      data-testid="admin-video"
    >
      {video.status === 'ready' ? (
        <VideoPosterButton posterUrl={video.posterUrl} label={label} onPlay={onPlay} />
      ) : (
        <div className="flex aspect-video items-center justify-center bg-slate-100 p-4 text-center text-sm text-slate-600">
          {video.status === 'failed' ? (video.error ?? 'The video could not be made.') : 'Not made yet'}
        </div>
      )}
      <div className="grid flex-1 content-start gap-1 p-3 text-sm">
        <p className="truncate font-semibold text-slate-900">{video.designName}</p>
        <AppLink href={`/admin/users/${video.owner.id}`} className="truncate text-brand-700 hover:underline">
          {video.owner.email}
        </AppLink>
        <p className="text-slate-600">
          {VIDEO_TEMPLATE_LABELS[video.template]} · {VIDEO_FORMAT_LABELS[video.format]} ·{' '}
          {formatDate(video.createdAt)}
        </p>
        <p className="flex flex-wrap gap-1.5">
          <StatusBadge status={video.status} />
          <Badge tone={video.public ? 'green' : 'slate'}>{SHARING[video.visibility]}</Badge>
          {video.hiddenAt && <Badge tone="amber">Hidden</Badge>}
        </p>
        {video.hiddenAt && (
          <p className="text-xs text-slate-600">
            Hidden {formatDate(video.hiddenAt)}
            {video.hiddenBy ? ` by ${video.hiddenBy}` : ''}.
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          {seenByOthers && (
            <a
              href={`/design/share/${video.designId}`}
              target="_blank"
              rel="noopener"
              className={secondaryButton}
            >
              Share page<span className="sr-only"> of {video.designName} (opens in a new tab)</span>
            </a>
          )}
          {video.hiddenAt ? (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => onModerate('unhide')}
            >
              Unhide<span className="sr-only"> {label}</span>
            </button>
          ) : (
            video.public && (
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => onModerate('hide')}
              >
                Hide<span className="sr-only"> {label}</span>
              </button>
            )
          )}
        </div>
      </div>
    </li>
  );
}
