// The BuyCredits screen (/buy-credits): the image packs on sale (images, price, price per image)
// and how many images the user has now. Buying opens Stripe Checkout for the pack; the images are
// added when Stripe confirms the payment (the Billing screen waits for that on the way back).
import { formatPrice } from '@poolscape/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useCredits } from '../../lib/designs/queries.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { ErrorText } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import type { OfferPack } from './billing-api.ts';
import { countImages, formatPricePerImage } from './billing-format.ts';
import {
  BillingLinks,
  NotConfiguredNotice,
  OfferCard,
  ScreenHeading,
  SkeletonCards,
  SkeletonLine,
} from './billing-ui.tsx';
import { useCheckout, useOffer } from './queries.ts';

function ImagesLeft() {
  const credits = useCredits();
  const data = credits.data;
  if (credits.isError && !data)
    return <p className="text-sm text-slate-600">We could not load how many images you have left.</p>;
  if (!data)
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading your images</span>
        <SkeletonLine className="h-5 w-64" />
      </div>
    );
  const fromPlan = Math.max(0, data.imagesLeft - data.packImages);
  return (
    <p className="text-slate-800" data-testid="images-left">
      You have <span className="font-semibold">{countImages(data.imagesLeft)}</span> left: {fromPlan} from
      your plan this period and {data.packImages} from image packs.
    </p>
  );
}

function PackCard({
  pack,
  canBuy,
  opening,
  busy,
  onBuy,
}: {
  pack: OfferPack;
  canBuy: boolean;
  opening: boolean;
  busy: boolean;
  onBuy: () => void;
}) {
  const nameId = useId();
  return (
    <OfferCard badge={pack.badge} highlighted={pack.badge === 'Popular'} labelledBy={nameId}>
      <h2 id={nameId} className="text-lg font-semibold text-slate-900">
        {pack.name}
      </h2>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(pack.price)}</span>
        <span className="text-sm font-medium text-slate-600">one payment</span>
      </p>
      <p className="mt-2 text-sm text-slate-600">
        {countImages(pack.images)} · {formatPricePerImage(pack.price, pack.images)} per image
      </p>
      <p className="mt-1 text-sm text-slate-600">Used after your plan’s images, kept until you use them.</p>
      {canBuy && (
        <div className="mt-auto pt-6">
          <button type="button" className={`${primaryButton} w-full`} disabled={busy} onClick={onBuy}>
            {opening
              ? 'Opening secure checkout…'
              : `Buy ${countImages(pack.images)} · ${formatPrice(pack.price)}`}
          </button>
        </div>
      )}
    </OfferCard>
  );
}

export function BuyCredits() {
  useDocumentTitle('Buy images');
  const offer = useOffer();
  const checkout = useCheckout();
  const [chosen, setChosen] = useState<OfferPack['key'] | null>(null);
  const configured = offer.data?.configured !== false;
  const packs = offer.data?.packs ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ScreenHeading eyebrow="Images" title="Buy extra images">
        <p>
          One payment, no subscription. Pack images are used once your plan’s images for the period run out.
        </p>
      </ScreenHeading>
      <div className="mt-4">
        <ImagesLeft />
      </div>

      <div className="mt-6 grid gap-4">
        {!configured && <NotConfiguredNotice />}
        {checkout.error && (
          <ErrorText
            message={errorMessage(checkout.error, 'We could not open the payment page. Try again.')}
          />
        )}
      </div>

      <div className="mt-8">
        {offer.isPending && <SkeletonCards count={3} label="Loading the image packs" />}
        {offer.isError && (
          <ErrorText message="The image packs could not be loaded. Reload the page to try again." />
        )}
        {packs.length > 0 && (
          <ul className="grid gap-6 pt-3 md:grid-cols-3" aria-label="Image packs">
            {packs.map((pack) => (
              <PackCard
                key={pack.key}
                pack={pack}
                canBuy={configured}
                busy={checkout.leaving}
                opening={checkout.leaving && chosen === pack.key}
                onBuy={() => {
                  setChosen(pack.key);
                  checkout.mutate({ pack: pack.key });
                }}
              />
            ))}
          </ul>
        )}
        {offer.data && packs.length === 0 && (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
            No image packs are on sale right now.
          </p>
        )}
      </div>

      <div className="mt-10">
        <BillingLinks buy={false} />
      </div>
    </div>
  );
}
