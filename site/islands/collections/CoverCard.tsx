import { AppLink } from '../../lib/router/AppLink.tsx';

/** A card in a list of collections or presentations: its cover (or that it has none), name and facts. */
export function CoverCard({
  href,
  coverUrl,
  title,
  facts,
  aspect,
}: {
  href: string;
  coverUrl: string | null;
  title: string;
  facts: string;
  /** The cover's shape: 4:3 for collections, 16:9 for slides. */
  aspect: 'aspect-[4/3]' | 'aspect-video';
}) {
  return (
    <li className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <AppLink href={href} className="block hover:bg-slate-50">
        {coverUrl ? (
          <img src={coverUrl} alt="" className={`${aspect} w-full object-cover`} loading="lazy" />
        ) : (
          <div className={`flex ${aspect} items-center justify-center bg-slate-100 text-sm text-slate-500`}>
            No designs yet
          </div>
        )}
        <div className="p-3">
          <p className="truncate font-semibold text-slate-900">{title}</p>
          <p className="mt-1 text-sm text-slate-600">{facts}</p>
        </div>
      </AppLink>
    </li>
  );
}
