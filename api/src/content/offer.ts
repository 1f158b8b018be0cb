// The plans and image packs on sale, as the Upgrade screen and checkout show them: the CMS's
// words and prices (through the site build's public content) joined with the code's limits, so
// an editor can reword or reprice an offer but never change what it allows.
import { CREDIT_PACKS, type Offer } from '@poolscape/shared/billing';
import type { PublicContent, PublicCreditPack, PublicPlan } from '@poolscape/shared/content';
import { PLANS } from '@poolscape/shared/plans';

type OfferContent = Pick<PublicContent, 'plans' | 'creditPacks'>;

/** The cards as the CMS is seeded with them, for when a build carries none. */
const CODE_PLANS: PublicPlan[] = PLANS.map(({ key, name, price, badge, summary, features }) => ({
  key,
  name,
  price,
  badge,
  summary,
  features: [...features],
}));
const CODE_PACKS: PublicCreditPack[] = CREDIT_PACKS.map(({ key, name, price, badge }) => ({
  key,
  name,
  price,
  badge,
}));

/**
 * The content with only the plans and packs the code knows, and the code's own where none is
 * left: there is always something to sell, before the first build, from a build made before these
 * were in the content, or when editors unpublished every card.
 */
export function withCodeOffer<T extends OfferContent>(content: T): T {
  const plans = content.plans.filter((card) => PLANS.some((plan) => plan.key === card.key));
  const creditPacks = content.creditPacks.filter((card) =>
    CREDIT_PACKS.some((pack) => pack.key === card.key),
  );
  return {
    ...content,
    plans: plans.length > 0 ? plans : CODE_PLANS,
    creditPacks: creditPacks.length > 0 ? creditPacks : CODE_PACKS,
  };
}

/**
 * What `GET /api/billing/offer` answers: the CMS's plans in the product's order (Free, Pro,
 * Premium) and its packs in the editors' order, each with the limits of the code's plan or pack of
 * the same key. Cards whose key the code does not know are left out.
 */
export function offerFrom(content: OfferContent, configured: boolean): Offer {
  const { plans, creditPacks } = withCodeOffer(content);
  return {
    configured,
    plans: PLANS.flatMap((plan) => {
      const card = plans.find((entry) => entry.key === plan.key);
      if (!card) return [];
      const { name, price, badge, summary, features } = card;
      return [
        {
          key: plan.key,
          name,
          price,
          badge,
          summary,
          features,
          imagesPerPeriod: plan.imagesPerPeriod,
          videosPerPeriod: plan.videosPerPeriod,
        },
      ];
    }),
    packs: creditPacks.flatMap((card) => {
      const pack = CREDIT_PACKS.find((entry) => entry.key === card.key);
      if (!pack) return [];
      return [{ key: pack.key, name: card.name, images: pack.images, price: card.price, badge: card.badge }];
    }),
  };
}
