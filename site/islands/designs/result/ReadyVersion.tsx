// A finished version: its variations, each before and after, and the download of the one shown
// at the resolution the plan allows.
import { type Design, type DesignVersion, STANDARD_DOWNLOAD_WIDTH } from '@poolscape/shared';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { BeforeAfterSlider } from '../BeforeAfterSlider.tsx';
import { ImageCarousel } from '../ImageCarousel.tsx';
import { primaryButton } from '../ui.tsx';

type RenderedImage = DesignVersion['images'][number];

export function ReadyVersion({
  design,
  images,
  index,
  onIndexChange,
  highResolution,
}: {
  design: Design;
  images: RenderedImage[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Whether the plan downloads at full resolution; unknown until the credits have loaded. */
  highResolution: boolean | undefined;
}) {
  const currentImage = images[index];
  if (!currentImage) return null;
  return (
    <>
      <ImageCarousel
        label="Variations"
        images={images}
        index={index}
        onIndexChange={onIndexChange}
        slideLabel={(image) => `Variation ${image.variation}`}
        renderSlide={(image) => (
          <BeforeAfterSlider
            key={image.id}
            beforeUrl={design.photo.url}
            afterUrl={image.url}
            width={image.width}
            height={image.height}
            afterAlt={`${design.name}, variation ${image.variation}: the pool design`}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <a href={currentImage.downloadUrl} download className={primaryButton}>
          Download variation {currentImage.variation}
        </a>
        <p className="text-sm text-slate-600">
          {highResolution || currentImage.width <= STANDARD_DOWNLOAD_WIDTH ? (
            `Full resolution PNG, ${currentImage.width} × ${currentImage.height} pixels.`
          ) : (
            <>
              Standard resolution PNG, {STANDARD_DOWNLOAD_WIDTH} pixels wide, on your plan.{' '}
              <AppLink href="/upgrade" className="font-semibold text-brand-700 underline">
                Upgrade for full resolution
              </AppLink>
            </>
          )}
        </p>
      </div>
    </>
  );
}
