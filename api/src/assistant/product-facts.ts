// What Poolscape does, said by the code that does it: the assistant's first source, before the
// knowledge entries editors keep in the CMS and the posts. Each fact is one capability: what it
// does, who has it and where to find it, with the README sections it stands for (a test fails when
// a capability in the README has no fact). Plans and their limits are read from shared/src/plans.ts,
// so an answer about a plan says what the API enforces.
import { FREE_TRIAL, formatPrice, PLANS } from '@poolscape/shared/plans';

/** A knowledge entry (knowledge.ts) with the README's capabilities it stands for. */
export interface ProductFact {
  question: string;
  answer: string;
  url: string;
  keywords: string;
  /** The README's headings and bold capability names this fact stands for. */
  readme: string[];
}

const plan = (key: 'free' | 'pro' | 'premium') => {
  const found = PLANS.find((entry) => entry.key === key);
  if (!found) throw new Error(`no plan ${key} in shared/src/plans.ts`);
  return found;
};
const [free, pro, premium] = [plan('free'), plan('pro'), plan('premium')];
const features = (entry: typeof pro) => entry.features.slice(2).join(', ').toLowerCase();

const PLAN_FACTS: ProductFact[] = [
  {
    question: 'What plans does Poolscape offer and what do they cost?',
    answer: `Three plans. Free: a ${FREE_TRIAL.days}-day trial with ${FREE_TRIAL.allowance} and ${free.videosPerPeriod} video, no credit card. Pro: ${formatPrice(pro.price)} a month with ${pro.imagesPerPeriod} images and ${pro.videosPerPeriod} videos a month. Premium: ${formatPrice(premium.price)} a month with ${premium.imagesPerPeriod} images and ${premium.videosPerPeriod} videos a month. Each variation of a design is one image.`,
    url: '/subscribe',
    keywords: 'plans pricing price cost how much monthly subscription compare tiers',
    readme: ['Plans and billing'],
  },
  {
    question: 'What does the Pro plan include?',
    answer: `Pro costs ${formatPrice(pro.price)} a month: ${pro.imagesPerPeriod} images and ${pro.videosPerPeriod} videos a month, ${features(pro)}.`,
    url: '/subscribe',
    keywords: 'pro plan includes features videos images price 29.99',
    readme: [],
  },
  {
    question: 'What does the Premium plan include?',
    answer: `Premium costs ${formatPrice(premium.price)} a month: ${premium.imagesPerPeriod} images and ${premium.videosPerPeriod} videos a month, ${features(premium)}.`,
    url: '/subscribe',
    keywords: 'premium plan includes features videos images price 89.99 advanced',
    readme: [],
  },
  {
    question: 'How does the free trial work?',
    answer: `The Free plan is a ${FREE_TRIAL.days}-day trial with ${FREE_TRIAL.freeImages} and ${free.videosPerPeriod} video, and no credit card is needed. Each variation of a design is one image, so a design with 4 variations uses 4.`,
    url: '/register',
    keywords: 'free trial credit card card needed sign up start seven days',
    readme: [],
  },
  {
    question: 'Do image packs expire?',
    answer:
      'No: the images of a pack (25, 100 or 250, on Buy extra images) are kept until used, and are used after your plan’s images each period.',
    url: '/buy-credits',
    keywords: 'image packs expire pack images kept until used extra credits buy more',
    readme: [],
  },
  {
    question: 'What happens when I run out of images?',
    answer: `Each variation uses one image of your plan's period: ${FREE_TRIAL.images} images in the Free trial, ${pro.imagesPerPeriod} images a month on Pro, ${premium.imagesPerPeriod} images a month on Premium. When they run out, upgrade on the Upgrade page, buy an image pack (25, 100 or 250 images, kept until used) on Buy extra images, or wait for the next period on a paid plan.`,
    url: '/buy-credits',
    keywords: 'run out used up limit quota credits image pack buy more extra images next period',
    readme: [],
  },
  {
    question: 'How do I upgrade, change or cancel my plan?',
    answer:
      'On the Upgrade page choose Pro or Premium and pay through Stripe; a change up applies at once, a change down at renewal. Billing shows your plan, card and invoices, and Manage billing cancels at the end of the period. Where payments are not set up, ask support with a "Change my plan" request and an admin changes your plan.',
    url: '/upgrade',
    keywords: 'upgrade change plan cancel subscription billing invoices card downgrade manage billing stripe',
    readme: [],
  },
];

const STUDIO_FACTS: ProductFact[] = [
  {
    question: 'How do I make a pool design?',
    answer:
      'On Create design, upload a photo of the backyard (JPEG, PNG or WebP up to 20 MB) or pick a sample, drag the four corners of the pool on the photo, choose the style, features (hot tub, waterfall, lighting, decking, landscaping), time of day and 1 to 4 variations, then Generate. The result page shows live progress and a before and after slider.',
    url: '/design/create',
    keywords: 'create design first pool upload photo corners style generate how to start',
    readme: ['The design studio'],
  },
  {
    question: 'Can I choose the pool’s shape and size, and see it before rendering?',
    answer:
      'Yes. On Create design the pool is drawn into your photo as you place it: drag a corner, move the whole pool by its middle handle or turn it with the round arrow, and it is redrawn at once. Choose a shape (the style’s own, rectangle, rounded rectangle, L-shape, kidney, oval, or freeform with points you drag), where the hot tub goes (a corner or a side, cut into the pool or apart) and the waterfall’s wall. Mark a length you know on the photo to see the size, or type the length and width you want. An uploaded photo starts with the pool on the open ground it shows. Under Keep this, paint over what must not change (a tree, a shed, a neighbour’s fence) with the brush, or take it off with the eraser: it is shown in front of the pool, and the render leaves it exactly as it is in the photo. Regenerate with changes uses the same preview and shows what you kept.',
    url: '/design/create',
    keywords:
      'shape kidney oval rectangle freeform l-shape rounded size dimensions feet metres length width preview live drawn place turn rotate move hot tub place waterfall wall keep this protect brush eraser tree shed fence unchanged',
    readme: [
      'The studio as a design tool.',
      'Placing.',
      'Shapes.',
      "The hot tub's place and the waterfall's wall",
      'Size by numbers.',
      'A placement that reads the photo.',
      'Keep this.',
    ],
  },
  {
    question: 'What can I do with a finished design?',
    answer:
      'On its result page: compare before and after, download each variation at your plan’s resolution, regenerate with changed options (every version is kept), rename, delete, make it private, unlisted or public, copy its share link, start a new design from any render (image to image) or make a video. Your library lists every design with filters and search.',
    url: '/library',
    keywords: 'result download regenerate rename delete share link library version history image to image',
    readme: [],
  },
  {
    question: 'Can I show the same pool from several photos of the yard?',
    answer:
      'Yes, on Premium: the Advanced area takes up to three more photos of the same yard, you place the pool on each, and they render as one design with a tab per viewpoint. Premium also downloads any render as Square, Portrait, Wide or Story (Aspects) and redraws it as a sketch, watercolour or clay model (AI modeling styles).',
    url: '/advanced',
    keywords:
      'several photos viewpoints angles same yard multiple views aspects crop sketch watercolour clay modeling styles advanced',
    readme: ['Multiple viewpoints', 'Aspects', 'AI modeling styles'],
  },
  {
    question: 'How big is the pool, and how do I measure its size?',
    answer:
      'On the create screen choose Mark a length you know: drag the amber line along something on the ground whose length you know (a paving stone, a fence panel) and type that length. The pool’s length, width, area and volume then show and follow the corners; without a reference the size stays unknown rather than guessed.',
    url: '/design/create',
    keywords: 'measure size dimensions length width area volume feet metres reference scale how big',
    readme: ['Real size'],
  },
  {
    question: 'Can Poolscape estimate what the pool will cost?',
    answer:
      'Yes, for pool professionals: keep a price table under Price estimates on your profile (per area, per style, per feature, a base price and a range), and every design with a measured size gets an estimate range on its page, on presentation slides and, if you choose, on shared pages. Visitors can then send you a quote request. Homeowners see no prices.',
    url: '/profile/edit',
    keywords: 'cost estimate price quote how much will the pool cost pricing table budget client show price',
    readme: ['Price estimates'],
  },
  {
    question: 'Can I turn a design into a video?',
    answer: `Yes: on a design’s result page choose Make a video, pick a template (Before and after reveal, Push in on the pool, or Day, dusk and night) and a format (Wide, Square or Story). Videos count per period: ${free.videosPerPeriod} in the Free trial, ${pro.videosPerPeriod} a month on Pro and ${premium.videosPerPeriod} on Premium.`,
    url: '/library',
    keywords: 'video mp4 animation reveal make a video push in day dusk night how many videos',
    readme: ['Videos', 'Built-in videos', 'A video model'],
  },
  {
    question: 'What photo of the backyard works best?',
    answer:
      'A daylight photo of the whole yard, taken from standing height or an upstairs window, with the area for the pool in view. JPEG, PNG or WebP files up to 20 MB work; the photo’s location data is removed when it is stored.',
    url: '/design/create',
    keywords: 'photo photograph picture take backyard best daylight angle upload tips',
    readme: [],
  },
  {
    question: 'Can I see the pool at dusk or night?',
    answer:
      'Yes: choose the time of day (day, dusk or night) when you create or regenerate a design. At dusk and night the whole photo gets a new sky and the pool and garden are lit by its lights.',
    url: '/design/create',
    keywords: 'dusk night evening lights lighting time of day sunset',
    readme: [],
  },
];

const SHARING_FACTS: ProductFact[] = [
  {
    question: 'How do I share a design with a client?',
    answer:
      'Make the design unlisted or public on its page and copy its share link: the client sees the before and after on any phone without an account. You can also group designs in a collection, present them as slides, or publish them to your WordPress site.',
    url: '/library',
    keywords: 'share client link send show homeowner social unlisted public',
    readme: [],
  },
  {
    question: 'How do I group designs for a client?',
    answer:
      'Use Collections: add designs from a design’s page or the library, reorder them by dragging or with Move up and Move down, add a note to each and a cover, and make the collection public to give it a page of its own.',
    url: '/collections',
    keywords: 'collection collections group folder organise client project album reorder order arrange sort',
    readme: ['Collections, presentations, public profiles and badges', 'Collections'],
  },
  {
    question: 'How do I give a client a presentation or a PDF?',
    answer:
      'On Presentations, make slides from a collection or chosen designs: a title slide with your brand, one slide per design (yard before, design after, notes, a price line) and a closing slide. Present it full screen, share a link the client can open without an account, or Download PDF. Every plan (Free, Pro and Premium) includes presentations.',
    url: '/presentations',
    keywords:
      'presentation presentations slides pdf present client meeting slideshow download pdf proposal every plan include',
    readme: ['Presentations'],
  },
  {
    question: 'How do clients request a quote?',
    answer:
      'Switch on "Show Request a quote on the shared page" in a shared design’s, collection’s or presentation’s sharing controls. Visitors send their name, e-mail, phone, postcode and a message; you get an e-mail and find every request on Leads, with a status, notes and Export CSV.',
    url: '/leads',
    keywords: 'quote request leads customers enquiries contact form export csv',
    readme: ['Leads'],
  },
  {
    question: 'What badges are there?',
    answer:
      'Badges for your first design, 10 and 100 designs, every style, your first share, first collection, first presentation, first video, and a design chosen for the gallery. The dashboard shows them and the progress to the next.',
    url: '/dashboard',
    keywords: 'badges badge achievements awards rewards progress earned exist list kinds',
    readme: ['Badges'],
  },
  {
    question: 'Can I have a public profile?',
    answer:
      'Yes: make your profile public on Edit profile, and your profile page shows your card, public designs, public collections and badges. Your e-mail is never shown.',
    url: '/profile/edit',
    keywords: 'public profile page portfolio member card',
    readme: ['Public profiles'],
  },
  {
    question: 'How do I get a design into the gallery?',
    answer:
      'On a public design’s page choose Submit to the gallery. Our team approves or refuses it; an approved design shows on the Gallery page with your name, and earns the "In the gallery" badge.',
    url: '/gallery',
    keywords: 'gallery submit community showcase featured approved',
    readme: ["The gallery's community designs"],
  },
  {
    question: 'Can I publish designs to my WordPress site?',
    answer:
      'Yes: connect your site once in the WordPress wizard with an application password, then choose Publish to WordPress on a design or collection. The Poolscape plugin also shows your public designs and collections on your own site with blocks.',
    url: '/wordpress',
    keywords: 'wordpress website publish plugin blog my site gallery embed',
    readme: ['WordPress', 'Publish to your site.', 'Show our content on your site.'],
  },
];

const ACCOUNT_FACTS: ProductFact[] = [
  {
    question: 'How do I get help or open a support ticket?',
    answer:
      'Signed in, open Support and send a ticket with a subject, a category, your message and optionally a design and a screenshot; our answers arrive in the ticket and by e-mail. Signed out, the Support page has the questions and answers and our e-mail address.',
    url: '/support',
    keywords:
      'help support ticket contact problem bug broken report issue error not working question open a ticket customer service',
    readme: ['Support and the admin area', 'Support tickets'],
  },
  {
    question: 'How do I sign in or reset my password?',
    answer:
      'Sign in with your e-mail and password (or Google or Facebook where this site offers them). Forgot your password? Choose Forgot password, and we e-mail a link that works for one hour.',
    url: '/login',
    keywords: 'sign in log in login password forgot reset google facebook account',
    readme: ['Accounts'],
  },
  {
    question: 'How do I download my data or delete my account?',
    answer:
      'Both are on Edit profile. "Download my data" prepares an archive of everything your account holds and e-mails you a link that works for 7 days. "Delete my account" closes the account at once and removes it with everything in it after 7 days, unless you sign in and choose "Keep my account" before then.',
    url: '/profile/edit',
    keywords:
      'download my data export archive delete account close remove gdpr privacy undo deleting keep my account restore recover',
    readme: ['Your data.', 'Delete my account.'],
  },
  {
    question: 'Who runs the admin area?',
    answer:
      'Poolscape’s staff: admins answer support tickets, manage users and plans, review gallery submissions and see statistics; editors keep the blog, tutorials, banners and the assistant’s answers in the CMS with the same account. Other users cannot open it.',
    url: '/support',
    keywords: 'admin staff editor team cms moderator who',
    readme: ['Who is staff', 'One account with the CMS.', 'The admin area'],
  },
  {
    question: 'What can the assistant help with?',
    answer:
      'I answer questions about Poolscape: plans, designs, sizes and estimates, videos, sharing, presentations, WordPress, your account and support. When I do not know, I say so and point you to support.',
    url: '/support',
    keywords: 'assistant chat bot help what can you do',
    readme: ['The assistant'],
  },
];

/** What the product does not do, so that a question about it gets a plain no instead of a guess. */
const LIMIT_FACTS: ProductFact[] = [
  {
    question: 'Does Poolscape make construction drawings or engineering plans?',
    answer:
      'No: Poolscape makes photorealistic design images, videos and presentations with a measured size and a price estimate range, not construction drawings, engineering plans or permits. Your pool builder prepares those.',
    url: '/ai-pool-design',
    keywords: 'construction drawings blueprints engineering plans permits cad 3d model build',
    readme: [],
  },
  {
    question: 'Is there a mobile app?',
    answer:
      'There is no app to install: Poolscape runs in the browser on phones, tablets and computers, and shared links open on any phone.',
    url: '/ai-pool-design',
    keywords: 'mobile app iphone android ipad tablet install application phone device computer work on',
    readme: [],
  },
];

export const PRODUCT_FACTS: readonly ProductFact[] = [
  ...PLAN_FACTS,
  ...STUDIO_FACTS,
  ...SHARING_FACTS,
  ...ACCOUNT_FACTS,
  ...LIMIT_FACTS,
];
