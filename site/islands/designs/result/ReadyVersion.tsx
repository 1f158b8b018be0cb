// A finished version: its variations, each before and after, what rendered them, what the
// built-in renderer made of the custom prompt, the download of the one shown at the resolution the
// plan allows, and (Premium) the same render cropped to an aspect around the pool.
import {
  ASPECT_LABELS,
  ASPECTS,
  aspectSlug,
  type Design,
  type DesignVersion,
  renderedByText,
  STANDARD_DOWNLOAD_WIDTH,
} from '@poolscape/shared';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { BeforeAfterSlider } from '../../../ui/BeforeAfterSlider.tsx';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { UpgradeLink } from '../../billing/UpgradeLink.tsx';
import { ImageCarousel } from '../ImageCarousel.tsx';

type RenderedImage = DesignVersion['images'][number];

function PromptReading({ reading }: { reading: NonNullable<DesignVersion['promptReading']> }) {
  if (reading.followed.length === 0 && reading.notFollowed.length === 0) return null;
  return (
    <section
      aria-label="Your custom prompt"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      {reading.followed.length > 0 && (
        <p className="text-slate-800">
          <span className="font-semibold">From your prompt, this render follows:</span>{' '}
          {reading.followed.map((phrase) => `“${phrase}”`).join(', ')}.
        </p>
      )}
      {reading.notFollowed.length > 0 && (
        <p className="mt-1 text-slate-700" data-testid="prompt-not-followed">
          <span className="font-semibold">The built-in renderer could not follow:</span>{' '}
          {reading.notFollowed.map((phrase) => `“${phrase}”`).join(', ')}. An AI image model reads the whole
          prompt.
        </p>
      )}
    </section>
  );
}

function AspectDownloads({ image, advanced }: { image: RenderedImage; advanced: boolean | undefined }) {
  if (advanced === undefined) return null;
  return (
    <section aria-label="Aspects" className="grid gap-2">
      <h3 className="text-sm font-semibold text-slate-900">Download for posting</h3>
      {advanced ? (
        <div className="flex flex-wrap gap-2">
          {ASPECTS.map((aspect) => (
            <a
              key={aspect}
              href={`/api/images/${image.id}/aspects/${aspectSlug(aspect)}`}
              download
              className={secondaryButton}
            >
              {ASPECT_LABELS[aspect]}
            </a>
          ))}
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          Square, portrait, wide and story crops around the pool come with the Premium plan.{' '}
          <AppLink href="/advanced" className="font-semibold text-brand-700 underline">
            See Advanced
          </AppLink>
        </p>
      )}
    </section>
  );
}

export function ReadyVersion({
  design,
  version,
  beforeUrl,
  images,
  index,
  onIndexChange,
  highResolution,
  advanced,
}: {
  design: Design;
  version: DesignVersion;
  /** The photo of the viewpoint shown. */
  beforeUrl: string;
  images: RenderedImage[];
  index: number;
  onIndexChange: (index: number) => void;
  /** Whether the plan downloads at full resolution; unknown until the credits have loaded. */
  highResolution: boolean | undefined;
  /** Whether the plan has the Advanced area (aspect crops); unknown until the credits have loaded. */
  advanced: boolean | undefined;
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
            beforeUrl={beforeUrl}
            afterUrl={image.url}
            width={image.width}
            height={image.height}
            afterAlt={`${design.name}, variation ${image.variation}: the pool design`}
          />
        )}
      />
      <p className="text-sm text-slate-600" data-testid="rendered-by">
        {renderedByText(currentImage.engine, currentImage.model)}
      </p>
      {version.promptReading && <PromptReading reading={version.promptReading} />}
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
              <UpgradeLink limit="highResolution" className="font-semibold text-brand-700 underline">
                Upgrade for full resolution
              </UpgradeLink>
            </>
          )}
        </p>
      </div>
      <AspectDownloads image={currentImage} advanced={advanced} />
    </>
  );
}
