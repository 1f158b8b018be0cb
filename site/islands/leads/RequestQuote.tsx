// "Request a quote" on a shared page (a design, a public collection, a shared presentation), shown
// only when the page's data says its owner takes quote requests there: the API fills it into the
// page's `#share-data` block (api/src/share-pages/), with who answers and where the form goes.
// Signed-out visitors use it; nothing here needs an account.
import { LEAD_TEXT, type QuoteOffer, QuoteOfferSchema } from '@poolscape/shared';
import { useEffect, useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { QuoteForm } from './QuoteForm.tsx';

/** The offer in the page's data block, or null (switched off, missing or malformed). */
export function readQuoteOffer(text: string | null | undefined): QuoteOffer | null {
  if (!text) return null;
  try {
    const parsed = QuoteOfferSchema.safeParse((JSON.parse(text) as { quote?: unknown } | null)?.quote);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function RequestQuote() {
  const titleId = useId();
  const [offer, setOffer] = useState<QuoteOffer | null>(null);
  const [open, setOpen] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  useEffect(() => {
    setOffer(readQuoteOffer(document.getElementById('share-data')?.textContent));
  }, []);
  if (!offer) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Like what you see?
      </h2>
      {thanks ? (
        <p className="mt-2 text-slate-700" role="status">
          {thanks}
        </p>
      ) : (
        <>
          <p className="mt-1 text-slate-700">{`Ask ${offer.by} for a quote for your own pool.`}</p>
          <button type="button" className={`mt-4 ${primaryButton}`} onClick={() => setOpen(true)}>
            {LEAD_TEXT.button}
          </button>
        </>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={LEAD_TEXT.button}>
        {thanks ? (
          <div className="grid gap-4">
            <p className="text-slate-800" role="status">
              {thanks}
            </p>
            <div>
              <button type="button" className={secondaryButton} onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </div>
        ) : (
          <QuoteForm offer={offer} onSent={setThanks} />
        )}
      </Modal>
    </section>
  );
}
