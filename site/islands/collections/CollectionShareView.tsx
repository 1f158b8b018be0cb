// A public collection's designs (/profile/public/{userId}/collections/{collectionId}): the owner's
// public profile card, then each design's before and after with its note, in the owner's order.
// The page is a shell the API fills (api/src/share-pages/collection-page.ts); the designs arrive
// in its `#share-data` block.
import { PublicProfileSchema } from '@poolscape/shared';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { BeforeAfterSlider } from '../../ui/BeforeAfterSlider.tsx';

const CollectionDataSchema = z.object({
  name: z.string(),
  description: z.string(),
  owner: PublicProfileSchema.nullable(),
  items: z.array(
    z.object({
      designId: z.string(),
      name: z.string(),
      note: z.string(),
      photoUrl: z.string(),
      render: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
    }),
  ),
});
type CollectionData = z.infer<typeof CollectionDataSchema>;

function readData(text: string | null | undefined): CollectionData | null {
  if (!text) return null;
  try {
    const parsed = CollectionDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function CollectionShareView() {
  const [data, setData] = useState<CollectionData | null>(null);
  useEffect(() => {
    setData(readData(document.getElementById('share-data')?.textContent));
  }, []);
  if (!data) return <p className="text-slate-600">Loading the designs…</p>;
  const shown = data.items.filter((item) => item.render);
  return (
    <div className="grid gap-8">
      {data.owner && (
        <a
          href={`/profile/public/${data.owner.id}`}
          className="flex max-w-md items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:bg-slate-50"
          data-testid="owner-card"
        >
          {data.owner.avatarUrl ? (
            <img src={data.owner.avatarUrl} alt="" className="size-14 rounded-full object-cover" />
          ) : (
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-100 text-xl font-bold text-brand-800">
              {data.owner.name.slice(0, 1)}
            </span>
          )}
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{data.owner.name}</span>
            {data.owner.company && <span className="block text-sm text-slate-600">{data.owner.company}</span>}
          </span>
        </a>
      )}
      {shown.length === 0 ? (
        <p className="text-slate-700">There are no designs to show in this collection yet.</p>
      ) : (
        <ol className="grid gap-10" aria-label="Designs">
          {shown.map((item, index) => (
            <li key={item.designId} className="grid gap-3">
              <h2 className="text-xl font-semibold text-slate-900">
                {index + 1}. {item.name}
              </h2>
              {item.render && (
                <BeforeAfterSlider
                  beforeUrl={item.photoUrl}
                  afterUrl={item.render.url}
                  width={item.render.width}
                  height={item.render.height}
                  afterAlt={`${item.name}: the pool design`}
                />
              )}
              {item.note && <p className="max-w-3xl whitespace-pre-line text-slate-700">{item.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
