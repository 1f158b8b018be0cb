// The shared design page's before and after (/design/share/{id}). The page is a shell the API
// fills per design (api/src/share-pages/design-page.ts): the first render's and the photo's addresses
// arrive as props, already in the server-rendered HTML; every variation arrives in the page's
// `#share-data` block and becomes choosable once the island runs.
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { BeforeAfterSlider } from '../../ui/BeforeAfterSlider.tsx';
import { ImageCarousel } from './ImageCarousel.tsx';

/** What the API writes into `#share-data`. */
export const ShareDataSchema = z.object({
  name: z.string(),
  photo: z.object({ url: z.string(), width: z.number(), height: z.number() }),
  images: z.array(
    z.object({
      id: z.string(),
      variation: z.number(),
      url: z.string(),
      thumbnailUrl: z.string(),
      width: z.number(),
      height: z.number(),
    }),
  ),
  /** Finished videos of the design (older pages have none). */
  videos: z
    .array(
      z.object({
        id: z.string(),
        url: z.string(),
        posterUrl: z.string(),
        width: z.number(),
        height: z.number(),
        label: z.string(),
      }),
    )
    .default([]),
});
export type ShareData = z.infer<typeof ShareDataSchema>;

/** The page's data block, or null when it is missing or malformed. */
export function readShareData(text: string | null | undefined): ShareData | null {
  if (!text) return null;
  try {
    const parsed = ShareDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `photoUrl` and `renderUrl` are same-origin paths (the shell's tokens, filled by the API); no
 * other text goes through props, because the props are JSON inside an HTML attribute.
 */
export function ShareView({ photoUrl, renderUrl }: { photoUrl: string; renderUrl: string }) {
  const [data, setData] = useState<ShareData | null>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setData(readShareData(document.getElementById('share-data')?.textContent));
  }, []);

  const images = data?.images ?? [];
  if (images.length === 0) {
    // Before the data is read (and in the server's HTML): the first render over the photo.
    return <BeforeAfterSlider beforeUrl={photoUrl} afterUrl={renderUrl} afterAlt="The pool design" />;
  }
  const name = data?.name ?? 'This design';
  return (
    <>
      <ImageCarousel
        label="Variations"
        images={images}
        index={Math.min(index, images.length - 1)}
        onIndexChange={setIndex}
        slideLabel={(image) => `Variation ${image.variation}`}
        renderSlide={(image) => (
          <BeforeAfterSlider
            key={image.id}
            beforeUrl={data?.photo.url ?? photoUrl}
            afterUrl={image.url}
            width={image.width}
            height={image.height}
            afterAlt={`${name}, variation ${image.variation}: the pool design`}
          />
        )}
      />
      {data && data.videos.length > 0 && (
        <section aria-label="Videos" className="mt-8 grid gap-4 sm:grid-cols-2">
          {data.videos.map((video) => (
            <figure key={video.id} className="grid gap-2">
              {/* biome-ignore lint/a11y/useMediaCaption: the video has no speech or sound to caption */}
              <video
                src={video.url}
                poster={video.posterUrl}
                controls
                playsInline
                preload="metadata"
                width={video.width}
                height={video.height}
                className="h-auto max-h-[70vh] w-full rounded-xl bg-slate-900 object-contain"
              />
              <figcaption className="text-sm text-slate-600">{video.label}</figcaption>
            </figure>
          ))}
        </section>
      )}
    </>
  );
}
