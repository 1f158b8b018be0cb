// The assistant's seeded knowledge: short, factual answers about the product itself, each with
// the page it comes from. Editors change them in the CMS (Globals → AI assistant). Facts only
// from the product specification: plans and prices, what each includes, styles, features, how
// a design is made. A feature the product does not have yet is said to be missing, with what
// to do today instead: no answer describes a button or page that is not there.

export interface SeedKnowledge {
  question: string;
  answer: string;
  url: string;
  keywords: string;
}

export const seedKnowledge: SeedKnowledge[] = [
  {
    question: 'What plans does Poolscape offer and what do they cost?',
    answer:
      'Poolscape has three plans. Free costs $0/month: a 7-day trial with 10 images and 1 video. Pro costs $29.99/month and includes 100 images and 3 videos per month. Premium costs $89.99/month and includes 500 images and 10 videos per month.',
    url: '/subscribe',
    keywords: 'plans pricing price cost costs how much monthly subscription tiers compare',
  },
  {
    question: 'How much does the Pro plan cost and what does it include?',
    answer:
      'Pro costs $29.99/month and is our most popular plan. It includes 100 images and 3 videos per month, high-resolution downloads, backyard upload, the custom prompt generator, the presentation maker, image to video, email support and commercial rights.',
    url: '/subscribe',
    keywords: 'pro plan price cost 29.99 most popular includes features',
  },
  {
    question: 'How much does the Premium plan cost and what does it include?',
    answer:
      'Premium costs $89.99/month and is our best value. It includes 500 images and 10 videos per month, high-resolution downloads, backyard upload, custom prompts, multiple viewpoints, AI modeling styles, the presentation maker, priority email support and commercial rights.',
    url: '/subscribe',
    keywords:
      'premium plan price cost 89.99 best value includes features viewpoints contractor busy high volume professionals',
  },
  {
    question: 'Is there a free trial, and do I need a credit card?',
    answer:
      'Yes. The Free plan is a 7-day free trial with 10 free images (each variation of a design is one image), and no credit card is needed to start. It includes standard resolution downloads, sharing and limited support.',
    url: '/register',
    keywords: 'free trial 7-day seven days credit card no card needed sign up start trial 10 images designs',
  },
  {
    question: 'What happens when I use up my designs or images?',
    answer:
      "Each plan has a number of images per period: 10 images during the Free trial, 100 images per month on Pro and 500 images per month on Premium. Every variation you generate counts as one image. When you reach the limit you can upgrade your plan on the Upgrade page, buy an image pack of 25, 100 or 250 images on the Buy extra images page (pack images are used after your plan's and never expire), or wait for the next period on a paid plan.",
    url: '/buy-credits',
    keywords: 'credits limit run out used up quota images per month variations count upgrade',
  },
  {
    question: 'Can I upgrade or change my plan?',
    answer:
      "Yes. On the Upgrade page choose Pro or Premium and pay through Stripe's secure checkout. If you already have a plan, moving up applies at once (you pay the difference for the rest of the month), and moving down applies when your plan renews.",
    url: '/upgrade',
    keywords: 'upgrade change plan switch pro premium downgrade',
  },
  {
    question: 'How many videos can I make?',
    answer:
      'The Free trial includes 1 video, Pro 3 videos per month and Premium 10 videos per month. On a design’s result page, choose Make a video: pick a template (Before and after reveal, Push in on the pool, or Day, dusk and night) and a format (Wide 16:9, Square 1:1 or Story 9:16), and Poolscape makes an MP4 you can play, download and share. A video that fails is not counted.',
    url: '/subscribe',
    keywords: 'videos video how many per month image to video walkthrough',
  },
  {
    question: 'How do I create a pool design?',
    answer:
      'Sign in and choose Create design. Upload a photo of the backyard (or pick a sample): the pool is drawn into it at once, on the open ground. Drag its corners to place it, choose a shape, a style, the features you want and the time of day, then generate. To keep something in the photo exactly as it is, such as a tree or a shed, paint over it under Keep this. Your design appears on its result page, where you can compare before and after, download and share it.',
    url: '/tutorials',
    keywords: 'create make design how to start generate upload photo steps get started first design',
  },
  {
    question: 'What kind of photo should I upload?',
    answer:
      'Upload a JPEG, PNG or WebP photo of the backyard up to 20 MB. Take it in daylight from standing height or a little higher, showing the whole area where the pool should go, with the camera level.',
    url: '/blog/how-to-photograph-your-backyard-for-ai-pool-design',
    keywords:
      'photo upload image file format size jpeg png webp 20 mb picture camera angle best photo heic photograph photography shoot take',
  },
  {
    question: 'Which decking material should I choose around a pool?',
    answer:
      'It depends on the look and the upkeep you want. Travertine is a natural stone with a warm, soft colour range; concrete pavers come in a huge range of sizes, colours and textures; timber brings warmth and a natural, relaxed feel; composite looks like timber with less upkeep. Some of the best pool surrounds combine two, such as stone by the water and a timber or composite lounging deck further back.',
    url: '/blog/pool-decking-materials-compared',
    keywords:
      'decking deck material materials surround paving pavers stone travertine timber wood composite best',
  },
  {
    question: 'What size of pool fits a small yard?',
    answer:
      'Start from what the yard must still do (paths, seating, pool equipment, setbacks) and use what is left. Rectangles, plunge pools, lap pools along one boundary, L-shapes and pool and spa combinations make the best use of tight spaces. In Poolscape, generate a few variations on your own photo to compare sizes.',
    url: '/blog/sizing-a-pool-for-a-small-yard',
    keywords: 'small yard compact tiny size big fits space plunge lap courtyard',
  },
  {
    question: 'Where does an infinity edge work?',
    answer:
      'Infinity edges are most natural on sloping lots, where the ground drops away beyond the pool and there is a view to frame. On flat land the catch basin and edge wall must be hidden with terraces or planting, which adds complexity, and pools on slopes often need structural engineering.',
    url: '/blog/infinity-edge-pools-where-they-work',
    keywords: 'infinity edge vanishing negative edge view slope sloping hillside where works best',
  },
  {
    question: 'Which pool styles can I choose?',
    answer:
      'Poolscape offers five styles: modern, traditional, natural, infinity and geometric. Modern is a long rectangle with crisp, thin coping; traditional has rounded or Roman ends; natural is a freeform lagoon with stone edging; infinity has a vanishing far edge; geometric uses L-shapes and stepped forms.',
    url: '/ai-pool-design',
    keywords: 'styles style modern traditional natural infinity geometric lagoon shapes options',
  },
  {
    question: 'Which features can I add to a pool design?',
    answer:
      'You can add lighting, waterfalls, hot tubs, decking and landscaping to any design, and render it by day, at dusk or at night.',
    url: '/ai-pool-design',
    keywords:
      'features add ons addons lighting waterfall waterfalls hot tub spa decking deck landscaping plants',
  },
  {
    question: 'Can I see my design at night or at dusk?',
    answer:
      'Yes. Choose the time of day (day, dusk or night) when you create a design. At dusk and night, pool and deck lighting glow, which is a great way to show clients how the space feels in the evening.',
    url: '/blog/pool-lighting-from-dusk-to-night',
    keywords: 'night dusk evening time of day lighting lights glow',
  },
  {
    question: 'How many variations can I generate at once?',
    answer:
      'You can generate 1 to 4 variations of a design at once. Each variation counts as one image from your plan.',
    url: '/tutorials',
    keywords: 'variations options versions how many at once alternatives',
  },
  {
    question: 'How long does it take to generate a design?',
    answer:
      'A design is generated in seconds. A progress bar shows how far it has got, and you can leave the page and come back: the result is saved in your library.',
    url: '/ai-pool-design',
    keywords: 'how long time fast speed seconds wait generate progress',
  },
  {
    question: 'Can I download my designs, and at what resolution?',
    answer:
      'Yes. The Free plan downloads at standard resolution; Pro and Premium download in high resolution.',
    url: '/subscribe',
    keywords: 'download resolution high-resolution hd standard save image export',
  },
  {
    question: 'Can I share a design with a client?',
    answer:
      'Yes. Every design can be private, unlisted or public. Copy its share link or use the share buttons; the shared page shows the before and after views, and private designs are never shown to anyone else.',
    url: '/ai-pool-design',
    keywords: 'share sharing link client send social public private unlisted',
  },
  {
    question: 'What is the presentation maker?',
    answer:
      'The presentation maker turns your designs into slides for a client: a title slide with your company, logo and the client’s name, one slide per design with its before and after, your notes and an optional price line, and a closing slide with your contact details. Make one on the Presentations page from a collection or from the designs you choose, press Present to show it full screen (arrow keys or a swipe move on, and each design wipes from the yard to the pool), copy its share link for the client, or download it as a PDF. It is part of every plan.',
    url: '/tutorials#backyard-transformation-presentation',
    keywords: 'presentation presentations maker creator client meeting slides sales pitch',
  },
  {
    question: 'What are collections?',
    answer:
      'A collection groups designs for a client, such as three options for one backyard. Create one on the Collections page, or choose Add to collection on a design’s page or for designs selected in your Library. Put the designs in order (Move up and Move down, or drag), add a note to each, choose a cover, and make the collection public to share it with one link: the public view shows each design’s before and after with your notes, and leaves out designs you keep private.',
    url: '/collections',
    keywords: 'collections collection group organise organize folders projects',
  },
  {
    question: 'Where can I find my saved designs?',
    answer:
      'All your designs are in your Library, with thumbnails, filters by style and date, search by name, and bulk delete. Your dashboard also shows your most recent designs.',
    url: '/library',
    keywords: 'library saved designs find history my designs dashboard recent',
  },
  {
    question: 'Can I publish designs to my WordPress website?',
    answer:
      'Poolscape publishes to your own WordPress site. Connect it once in the WordPress wizard, linked from your dashboard: enter your site address, then your WordPress user name and an application password, which you make in your WordPress profile (it is not your login password, and you can revoke it in WordPress). Then choose Publish to WordPress on a design’s result page, on a finished design in your Library or on a collection’s page: Poolscape uploads the before and after pictures to your media library and makes a post or page with them side by side (a collection becomes a gallery), and publishing again updates the same post. The Poolscape plugin, downloaded from the same wizard, shows your public designs and collections, the gallery, blog posts and tutorials on your site with shortcodes and blocks, using an API key you create there.',
    url: '/wordpress',
    keywords:
      'wordpress website publish integration plugin site wizard connect application password shortcode shortcodes blocks api key post page',
  },
  {
    question: 'Who is Poolscape for?',
    answer:
      'Poolscape is for pool contractors, builders, sales consultants and homeowners: anyone who wants to see a photorealistic pool in a real backyard before it is built.',
    url: '/about',
    keywords: 'who for audience contractors builders sales consultants homeowners professionals',
  },
  {
    question: 'Can I use the designs commercially?',
    answer:
      'Pro and Premium include commercial rights, so you can use your designs in proposals, marketing and sales.',
    url: '/subscribe',
    keywords: 'commercial rights use marketing license licence proposals business',
  },
  {
    question: 'How do I contact support?',
    answer:
      'Visit the Support page to read the FAQ or write to us at the address there. Free includes limited support, Pro includes email support and Premium includes priority email support.',
    url: '/support',
    keywords: 'support contact help email ticket problem question reach',
  },
  {
    question: 'Are there tutorials?',
    answer:
      'Yes. The Tutorials page has step-by-step video tutorials for creating designs, sharing them and presenting them.',
    url: '/tutorials',
    keywords: 'tutorials tutorial videos learn guide how-to training',
  },
  {
    question: 'Can I write my own prompt?',
    answer:
      'Yes, on the paid plans: Pro includes the custom prompt generator and Premium includes custom prompts, so you can describe details the standard options do not cover.',
    url: '/subscribe',
    keywords: 'custom prompt write describe text instructions own words',
  },
  {
    question: 'What is the upload backyard generator?',
    answer:
      'The upload backyard generator turns your own backyard photo into pool designs. Backyard upload is part of Pro and Premium.',
    url: '/subscribe',
    keywords: 'upload backyard generator own photo yard',
  },
  {
    question: 'Is my photo kept private?',
    answer:
      'Your designs are private unless you choose to share them, and location data (GPS) is removed from the photos you upload.',
    url: '/privacy',
    keywords: 'privacy private photo data gps location safe secure',
  },
  {
    question: 'How do I download my data or delete my account?',
    answer:
      'Both are on your profile. "Download my data" prepares an archive of everything your account holds and e-mails you a link that works for 7 days. "Delete my account" closes the account at once and removes it with everything in it after 7 days, unless you sign in and choose "Keep my account" before then.',
    url: '/privacy',
    keywords: 'delete account remove close erase download my data export archive gdpr personal data',
  },
  {
    question: 'Does Poolscape build pools or give quotes?',
    answer:
      'Poolscape makes visual designs, not construction plans or quotes. A licensed pool builder confirms the dimensions, engineering, permits and cost of a project.',
    url: '/blog/planning-a-pool-project-timeline-and-permits',
    keywords:
      'build quote quotes estimate cost of pool construction builder price of a pool permits engineering',
  },
  {
    question: 'How do I cancel my subscription?',
    answer:
      'Open the Billing page and choose Manage billing. There you can cancel your plan (it stays active until the end of the period you paid for), change your card and see your invoices.',
    url: '/billing',
    keywords: 'cancel cancellation subscription billing stop unsubscribe manage invoices',
  },
  {
    question: 'How do I sign in or create an account?',
    answer:
      'Choose Sign In at the top of any page to sign in with your email and password or with Google, or Start Free Trial to create an account.',
    url: '/simple-login',
    keywords: 'sign in log in login account register create account sign up google password',
  },
  {
    question: 'I forgot my password.',
    answer:
      'On the sign-in page choose Forgot password, enter your email, and we will send you a link to set a new one.',
    url: '/simple-login',
    keywords: 'forgot password reset lost change password link email',
  },
  {
    question: 'What do other users say about Poolscape?',
    answer:
      'Pool contractors, builders and homeowners tell how they use Poolscape in the testimonials on the home page, and the rating shown there is the average of their ratings.',
    url: '/',
    keywords: 'reviews rating ratings testimonials users say rated stars',
  },
];
