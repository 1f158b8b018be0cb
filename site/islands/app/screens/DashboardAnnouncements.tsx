// The dashboard's banners and announcements, published by marketers in
// the CMS and served by `GET /api/announcements` (banners only while their dates say so). Nothing
// at all is shown while they load, when there are none, or when the call fails: they are news,
// never in the way of the work.
import { type Announcement, AnnouncementsResponseSchema, type Banner } from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const TONES: Record<Banner['tone'], string> = {
  info: 'border-brand-100 bg-brand-50 text-slate-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
};

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

function ContentLink({ href, label }: { href: string | null; label: string | null }) {
  if (!href) return null;
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {label || 'Learn more'}
    </a>
  );
}

function BannerItem({ banner }: { banner: Banner }) {
  return (
    <div role="status" className={`rounded-2xl border p-4 sm:p-5 ${TONES[banner.tone]}`}>
      <p className="font-medium">{banner.message}</p>
      <ContentLink href={banner.linkUrl} label={banner.linkLabel} />
    </div>
  );
}

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  return (
    <li className="rounded-2xl border border-slate-200 p-4 sm:p-5">
      <h3 className="font-semibold text-slate-900">{announcement.title}</h3>
      <p className="text-xs text-slate-500">
        <time dateTime={announcement.publishedAt}>
          {dateFormat.format(new Date(announcement.publishedAt))}
        </time>
      </p>
      {announcement.body && <p className="mt-1 text-sm text-slate-700">{announcement.body}</p>}
      <ContentLink href={announcement.linkUrl} label={announcement.linkLabel} />
    </li>
  );
}

export function DashboardAnnouncements() {
  const { data } = useQuery({
    queryKey: ['announcements'],
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/announcements', { schema: AnnouncementsResponseSchema, signal }),
    staleTime: 60_000,
  });
  if (!data) return null;
  const { banners, announcements } = data;
  if (banners.length === 0 && announcements.length === 0) return null;
  return (
    <>
      {banners.length > 0 && (
        <section aria-label="Banners" className="mt-8 grid gap-3">
          {banners.map((banner) => (
            <BannerItem key={banner.id} banner={banner} />
          ))}
        </section>
      )}
      {announcements.length > 0 && (
        <section aria-labelledby="announcements-heading" className="mt-8">
          <h2 id="announcements-heading" className="text-lg font-semibold text-slate-900">
            What’s new
          </h2>
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {announcements.map((announcement) => (
              <AnnouncementItem key={announcement.id} announcement={announcement} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
