// The Advanced area (/advanced), Premium's "multiple viewpoints and aspects" and "AI modeling
// styles". On Premium it is the Advanced studio: the create screen with extra viewpoints of the
// same yard and the modeling styles. On Free and Pro it shows what Advanced offers and the plan
// that unlocks it. The API refuses these options on other plans on its own.
import { ASPECT_LABELS, ASPECTS, formatPrice, MAX_VIEWPOINTS, PLANS } from '@poolscape/shared';
import { useCredits } from '../../../lib/designs/queries.ts';
import { primaryButton } from '../../../ui/buttons.ts';
import { ErrorText, Spinner } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { UpgradeLink } from '../../billing/UpgradeLink.tsx';
import { DesignCreate } from '../DesignCreate.tsx';

const premium = PLANS.find((plan) => plan.key === 'premium');

const OFFERS = [
  {
    title: 'Multiple viewpoints',
    text: `Up to ${MAX_VIEWPOINTS} photos of the same yard, from the patio, the lawn or an upstairs window, rendered as one design with the same pool, style and features.`,
  },
  {
    title: 'Aspects',
    text: `Download any render cropped around the pool for where it will be posted: ${ASPECTS.map((aspect) => ASPECT_LABELS[aspect]).join(', ')}.`,
  },
  {
    title: 'AI modeling styles',
    text: 'Present the same design as a photograph, an architect’s sketch, a watercolour or a clay model.',
  },
] as const;

export function Advanced() {
  useDocumentTitle('Advanced');
  const credits = useCredits();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Premium</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Advanced</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        Show a client the same pool from every side of the yard, in the shape each channel wants, drawn the
        way you present.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {OFFERS.map((offer) => (
          <li key={offer.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 className="font-semibold text-slate-900">{offer.title}</h2>
            <p className="mt-2 text-sm text-slate-600">{offer.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {credits.isPending && <Spinner label="Checking your plan" />}
        {credits.isError && (
          <ErrorText message="We could not check your plan. Reload the page to try again." />
        )}
        {credits.data?.advanced === true && (
          <>
            <h2 className="text-2xl font-bold text-slate-900">Start an advanced design</h2>
            <p className="mt-1 text-sm text-slate-600">Aspect downloads are on every render’s result page.</p>
            <div className="mt-4">
              <DesignCreate advanced />
            </div>
          </>
        )}
        {credits.data?.advanced === false && (
          <section
            aria-labelledby="advanced-locked"
            className="rounded-2xl border border-brand-200 bg-brand-50 p-6"
          >
            <h2 id="advanced-locked" className="text-xl font-semibold text-slate-900">
              Advanced comes with the Premium plan
            </h2>
            <p className="mt-2 text-slate-700">
              You are on the {credits.data.plan === 'pro' ? 'Pro' : 'Free'} plan. Premium is{' '}
              {formatPrice(premium?.price ?? 0)}/month with {premium?.imagesPerPeriod} images and{' '}
              {premium?.videosPerPeriod} videos a month, and unlocks multiple viewpoints, aspects and AI
              modeling styles.
            </p>
            <UpgradeLink limit="advanced" className={`${primaryButton} mt-4`}>
              Upgrade to Premium
            </UpgradeLink>
          </section>
        )}
      </div>
    </div>
  );
}
