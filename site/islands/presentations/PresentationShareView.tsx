// A shared presentation (/present/{token}) for whoever the link was sent to: start it full screen,
// download its PDF, or scroll through its designs with their before and after, notes and prices,
// then the presenter's contact details. The page is a shell the API fills
// (api/src/share-pages/presentation-page.ts); the presentation arrives in its `#share-data` block.
import { type PlayablePresentation, PlayablePresentationSchema, slidePriceLine } from '@poolscape/shared';
import { useEffect, useState } from 'react';
import { BeforeAfterSlider } from '../../ui/BeforeAfterSlider.tsx';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { PdfButton } from './PdfButton.tsx';
import { PresentationPlayer } from './PresentationPlayer.tsx';

function readData(text: string | null | undefined): PlayablePresentation | null {
  if (!text) return null;
  try {
    const parsed = PlayablePresentationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function PresentationShareView() {
  const [presentation, setPresentation] = useState<PlayablePresentation | null>(null);
  const [presenting, setPresenting] = useState(false);
  useEffect(() => {
    setPresentation(readData(document.getElementById('share-data')?.textContent));
  }, []);
  if (!presentation) return null;
  const { brand } = presentation;
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => setPresenting(true)}>
          Start the presentation
        </button>
        <PdfButton
          url={presentation.pdfUrl}
          title={presentation.title}
          className={secondaryButton}
          pages={presentation.slides.length + 2}
        />
      </div>
      {presentation.slides.length === 0 ? (
        <p className="text-slate-700">This presentation has no designs yet.</p>
      ) : (
        <ol className="grid gap-8" aria-label="Designs">
          {presentation.slides.map((slide) => (
            <li key={slide.id} className="grid gap-3">
              <h2 className="text-xl font-semibold text-slate-900">{slide.name}</h2>
              {slide.render ? (
                <BeforeAfterSlider
                  beforeUrl={slide.photo.url}
                  afterUrl={slide.render.url}
                  width={slide.render.width}
                  height={slide.render.height}
                  afterAlt={`${slide.name}: the pool design`}
                />
              ) : (
                <img src={slide.photo.url} alt={`${slide.name}: the yard`} className="w-full rounded-xl" />
              )}
              {(slide.notes || slidePriceLine(slide)) && (
                <div className="flex flex-wrap items-end justify-between gap-3">
                  <p className="max-w-3xl whitespace-pre-line text-slate-700">{slide.notes}</p>
                  {slidePriceLine(slide) && (
                    <div className="text-right" data-testid="slide-price">
                      <p className="text-lg font-bold text-brand-700">{slidePriceLine(slide)}</p>
                      {slide.estimate && (
                        <p className="max-w-xs text-sm text-slate-600">{slide.estimate.text}</p>
                      )}
                    </div>
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <section aria-label="Contact" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-lg font-semibold text-slate-900">{presentation.closingMessage}</p>
        <address className="mt-2 grid gap-1 not-italic text-slate-700">
          <span className="font-semibold">{brand.name}</span>
          {brand.company && <span>{brand.company}</span>}
          {brand.phone && <a href={`tel:${brand.phone.replace(/[^\d+]/g, '')}`}>{brand.phone}</a>}
          {brand.email && <a href={`mailto:${brand.email}`}>{brand.email}</a>}
        </address>
      </section>
      {presenting && <PresentationPlayer presentation={presentation} onExit={() => setPresenting(false)} />}
    </div>
  );
}
