// Designs from the community on /gallery (and the gallery hostnames): public designs their owners
// submitted and an operator chose, each linking to its share page, with its owner's name linked to
// their public profile. Read when the section comes into view; nothing shows while there are none.
import { type CommunityDesign, CommunityGallerySchema } from '@poolscape/shared';
import { useEffect, useState } from 'react';

export function CommunityGallery() {
  const [designs, setDesigns] = useState<CommunityDesign[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/gallery/community', { signal: controller.signal })
      .then(async (response) => (response.ok ? CommunityGallerySchema.parse(await response.json()) : []))
      .then(setDesigns)
      .catch(() => setDesigns([]));
    return () => controller.abort();
  }, []);
  if (!designs || designs.length === 0) return null;
  return (
    <section aria-labelledby="community-designs" className="mt-14">
      <h2 id="community-designs" className="text-2xl font-bold text-slate-900">
        From the Poolscape community
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">
        Designs our members made of their own backyards and chose to share.
      </p>
      <ul className="mt-6 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {designs.map((design) => (
          <li
            key={design.designId}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <a href={design.url} className="block hover:opacity-95">
              <img
                src={design.thumbnailUrl}
                alt={`${design.name}: a pool design`}
                width={400}
                height={Math.round((400 * design.image.height) / design.image.width)}
                className="aspect-[4/3] w-full object-cover"
                loading="lazy"
              />
            </a>
            <div className="p-4">
              <a href={design.url} className="font-semibold text-slate-900 hover:underline">
                {design.name}
              </a>
              <p className="mt-1 text-sm text-slate-600">
                by{' '}
                {design.owner.url ? (
                  <a href={design.owner.url} className="font-medium text-brand-700 underline">
                    {design.owner.name}
                  </a>
                ) : (
                  design.owner.name
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
