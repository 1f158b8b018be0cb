// Questions a pool contractor or homeowner would ask, with what a correct answer must contain
// (every fact, case-insensitive), or `decline` where the content has no answer and the assistant
// must say it does not know rather than invent one. Used by the tests and by `npm run bench`.

export interface EvalCase {
  question: string;
  mustContain?: string[];
  decline?: true;
}

/** Questions whose answer is in several passages, which the assistant must combine. */
export const SPANNING_CASES: EvalCase[] = [
  {
    question: 'Which plans include commercial rights?',
    mustContain: ['Pro', 'Premium', 'commercial rights'],
  },
  {
    question: "What's the difference between Pro and Premium?",
    mustContain: ['$29.99', '$89.99', '100 images', '500 images'],
  },
  { question: 'Compare the Free trial with the Pro plan', mustContain: ['7-day', '$29.99'] },
  {
    question: 'Which plans include high-resolution downloads?',
    mustContain: ['Pro', 'Premium', 'high resolution'],
  },
  { question: 'Which plans let me write a custom prompt?', mustContain: ['Pro', 'Premium', 'custom prompt'] },
  { question: 'Which plans come with priority support?', mustContain: ['Premium', 'priority'] },
  { question: 'Pro vs Premium: how many images do I get?', mustContain: ['100 images', '500 images'] },
  {
    question: 'What is the difference between the modern and geometric styles?',
    mustContain: ['modern', 'geometric'],
  },
];

/**
 * Every capability the product facts describe (product-facts.ts), asked as a new user would, in
 * several phrasings, and what the product does not do.
 */
export const CAPABILITY_CASES: EvalCase[] = [
  { question: 'Can Poolscape estimate what the pool will cost?', mustContain: ['estimate', 'price table'] },
  { question: 'Can I show my client a price for the pool?', mustContain: ['estimate'] },
  { question: 'How do I set up price estimates?', mustContain: ['Price estimates'] },
  { question: 'Does the design come with a cost estimate?', mustContain: ['estimate'] },
  { question: 'How do I measure the pool?', mustContain: ['Mark a length you know'] },
  { question: 'How big is the pool in my design?', mustContain: ['length', 'width'] },
  { question: 'Can I get the dimensions of the pool in feet?', mustContain: ['Mark a length you know'] },
  { question: 'How do I know the area and volume of the pool?', mustContain: ['area', 'volume'] },
  { question: 'How do I open a support ticket?', mustContain: ['ticket'] },
  { question: 'Something is broken, how do I report it?', mustContain: ['Support'] },
  { question: 'Where do I see support’s reply to my ticket?', mustContain: ['ticket'] },
  { question: 'What badges exist?', mustContain: ['first design', 'first video'] },
  { question: 'Which badges can I earn?', mustContain: ['first collection'] },
  { question: 'Are there achievements?', mustContain: ['badges'] },
  { question: 'How do I show the same pool from several photos?', mustContain: ['viewpoint', 'Premium'] },
  { question: 'Can I render the yard from different angles?', mustContain: ['Premium'] },
  { question: 'Can I download a render for Instagram stories?', mustContain: ['Story'] },
  { question: 'Can I get a watercolour or sketch of the design?', mustContain: ['watercolour'] },
  { question: 'How do I give a client a PDF?', mustContain: ['Download PDF'] },
  { question: 'Can I export my presentation as a PDF?', mustContain: ['PDF'] },
  { question: 'How do I present designs in a meeting?', mustContain: ['full screen'] },
  { question: 'Which plans include presentations?', mustContain: ['every plan'] },
  { question: 'How many videos does Pro include?', mustContain: ['3 videos'] },
  { question: 'How many videos do I get on Premium?', mustContain: ['10 videos'] },
  { question: 'Can I make a video of my design?', mustContain: ['Make a video'] },
  { question: 'What video templates are there?', mustContain: ['Before and after reveal'] },
  { question: 'Can I make a day to night video?', mustContain: ['Day, dusk and night'] },
  { question: 'How many videos are in the free trial?', mustContain: ['1 video'] },
  { question: 'How many images does the free trial include?', mustContain: ['10', 'images'] },
  { question: 'Does a design with four variations use four images?', mustContain: ['one image'] },
  { question: 'Can I buy more images?', mustContain: ['image pack'] },
  { question: 'Do image packs expire?', mustContain: ['kept until used'] },
  { question: 'How do I change my plan?', mustContain: ['Upgrade'] },
  { question: 'Where are my invoices?', mustContain: ['Billing'] },
  { question: 'Can a client request a quote from my shared design?', mustContain: ['Request a quote'] },
  { question: 'Where do I see quote requests?', mustContain: ['Leads'] },
  { question: 'Can I export my leads to a spreadsheet?', mustContain: ['Export CSV'] },
  { question: 'How do I make a collection for a client?', mustContain: ['collection'] },
  { question: 'Can I reorder designs in a collection?', mustContain: ['Move up'] },
  { question: 'Can I make my profile public?', mustContain: ['public'] },
  { question: 'Does my public profile show my e-mail?', mustContain: ['never'] },
  { question: 'How do I get my design into the gallery?', mustContain: ['Submit to the gallery'] },
  { question: 'Can my pool be featured in the gallery?', mustContain: ['gallery'] },
  { question: 'Is there a WordPress plugin?', mustContain: ['plugin'] },
  { question: 'How do I connect my WordPress site?', mustContain: ['application password'] },
  { question: 'How do I download all my data?', mustContain: ['Download my data'] },
  { question: 'How do I delete my account?', mustContain: ['Delete my account'] },
  { question: 'Can I undo deleting my account?', mustContain: ['Keep my account'] },
  { question: 'How long is a password reset link valid?', mustContain: ['one hour'] },
  { question: 'Can I sign in with Google?', mustContain: ['Google'] },
  { question: 'How do I start a new design from one of my renders?', mustContain: ['image to image'] },
  { question: 'Can I regenerate a design with different options?', mustContain: ['regenerate'] },
  { question: 'Are old versions of a design kept?', mustContain: ['every version'] },
  { question: 'Can I make a design private?', mustContain: ['private'] },
  { question: 'What can the assistant help with?', mustContain: ['support'] },
  { question: 'Who can open the admin area?', mustContain: ['staff'] },
  { question: 'Does Poolscape make construction drawings?', mustContain: ['not construction drawings'] },
  { question: 'Can I get engineering plans for a permit?', mustContain: ['permits'] },
  { question: 'Is there an iPhone app?', mustContain: ['browser'] },
  { question: 'Does it work on my tablet?', mustContain: ['browser'] },
  { question: 'Can Poolscape build my pool?', mustContain: ['pool builder'] },
  { question: 'What does the Premium plan include?', mustContain: ['500 images', '10 videos'] },
  { question: 'What do I get with Pro?', mustContain: ['100 images', '3 videos'] },
  { question: 'How much do plans cost per month?', mustContain: ['$29.99', '$89.99'] },
  { question: 'Can homeowners see my prices?', mustContain: ['Homeowners see no prices'] },
  { question: 'Can I share a presentation with a link?', mustContain: ['link'] },
  { question: 'Where do I find my leads?', mustContain: ['Leads'] },
  { question: 'Can I cancel at any time?', mustContain: ['Manage billing'] },
  { question: 'How do I publish a collection to WordPress?', mustContain: ['Publish to WordPress'] },
];

export const EVAL_SET: EvalCase[] = [
  { question: 'How much does the Pro plan cost?', mustContain: ['$29.99'] },
  { question: "What's the price of Premium?", mustContain: ['$89.99'] },
  { question: 'What plans do you have?', mustContain: ['Free', 'Pro', 'Premium'] },
  { question: 'How much is a monthly subscription?', mustContain: ['$29.99', '$89.99'] },
  { question: 'Is there a free trial?', mustContain: ['7-day', '10'] },
  { question: 'Do I need a credit card to try it?', mustContain: ['no credit card'] },
  { question: 'How many images do I get per month on Pro?', mustContain: ['100 images'] },
  { question: 'How many images per month with Premium?', mustContain: ['500 images'] },
  { question: 'How many videos can I make each month?', mustContain: ['3 videos', '10 videos'] },
  { question: 'Which plan is best value for a busy contractor?', mustContain: ['Premium'] },
  { question: 'What happens when I run out of designs?', mustContain: ['next period', 'image pack'] },
  { question: 'Does each variation use up a credit?', mustContain: ['one image'] },
  { question: 'How do I make my first pool design?', mustContain: ['upload', 'corners', 'style'] },
  { question: 'What photo formats can I upload?', mustContain: ['JPEG', 'PNG', 'WebP'] },
  { question: 'What is the maximum file size for a backyard photo?', mustContain: ['20 MB'] },
  { question: 'Can I upload a HEIC photo from my iPhone?', mustContain: ['JPEG'] },
  {
    question: 'What pool styles are available?',
    mustContain: ['modern', 'traditional', 'natural', 'infinity', 'geometric'],
  },
  { question: 'Can you do a natural lagoon style pool?', mustContain: ['natural'] },
  { question: 'Can I add a waterfall or a hot tub?', mustContain: ['waterfall', 'hot tub'] },
  { question: 'What features can I add to my design?', mustContain: ['lighting', 'decking', 'landscaping'] },
  { question: 'Can I see how the pool looks at night?', mustContain: ['night'] },
  { question: 'How many variations can I generate at once?', mustContain: ['1 to 4'] },
  { question: 'How long does it take to generate a design?', mustContain: ['seconds'] },
  { question: 'Can I download designs in high resolution?', mustContain: ['high resolution', 'Pro'] },
  { question: 'How do I share a design with my client?', mustContain: ['share link'] },
  { question: 'What is the presentation maker for?', mustContain: ['slides', 'share link', 'PDF'] },
  { question: 'Where are my saved designs?', mustContain: ['Library'] },
  {
    question: 'Can I put my designs on my WordPress site?',
    mustContain: ['WordPress wizard', 'Publish to WordPress'],
  },
  { question: 'Do I get commercial rights to use designs in proposals?', mustContain: ['commercial rights'] },
  { question: 'How can I contact support?', mustContain: ['Support'] },
  { question: 'Are there any video tutorials?', mustContain: ['tutorials'] },
  { question: 'Can I write a custom prompt?', mustContain: ['custom prompt'] },
  { question: 'How do I cancel my subscription?', mustContain: ['Billing'] },
  { question: 'How do I upgrade to Premium?', mustContain: ['Upgrade'] },
  { question: 'Can I group my designs into collections?', mustContain: ['Library'] },
  { question: 'I forgot my password, what do I do?', mustContain: ['Forgot password'] },
  { question: 'Is my backyard photo kept private?', mustContain: ['private'] },
  { question: 'Who is Poolscape for?', mustContain: ['contractors', 'homeowners'] },
  { question: 'What rating do users give Poolscape?', mustContain: ['testimonials'] },
  { question: 'How should I photograph my backyard?', mustContain: ['daylight'] },
  { question: 'Where does an infinity edge work best?', mustContain: ['sloping'] },
  { question: 'What decking material is best around a pool?', mustContain: ['travertine'] },
  { question: 'How big a pool fits in a small yard?', mustContain: ['plunge'] },
  { question: 'Does Poolscape give construction quotes?', mustContain: ['not construction'] },
  ...SPANNING_CASES,
  ...CAPABILITY_CASES,
  { question: 'What is the capital of France?', decline: true },
  { question: 'Do you accept payment by PayPal?', decline: true },
  { question: 'Is there an Android app I can download?', mustContain: ['browser'] },
  { question: 'Can you recommend a pool builder in Denver?', decline: true },
  { question: 'What was the score of the football game last night?', decline: true },
];

/** Prices the product has; any other dollar amount in an answer is invented. */
export const KNOWN_PRICES = ['$0', '$29.99', '$89.99'];

export interface EvalResult {
  question: string;
  passed: boolean;
  reason: string;
  answer: string;
}

/**
 * Whether an answer says `fact` as words of its own, ignoring case and a plural ending: "Pro" is
 * in "Pro and Premium" but not in "proposals", "waterfall" is in "waterfalls".
 */
export function saysFact(response: string, fact: string): boolean {
  const escaped = fact.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu').test(response);
}

/** Judges one answer against its case. */
export function judge(testCase: EvalCase, answer: { response: string; declined: boolean }): EvalResult {
  const prices = answer.response.match(/\$\d+(?:\.\d{2})?/g) ?? [];
  const invented = prices.filter((price) => !KNOWN_PRICES.includes(price));
  let passed = invented.length === 0;
  let reason = invented.length > 0 ? `invented price ${invented.join(', ')}` : '';
  if (passed && testCase.decline) {
    passed = answer.declined;
    reason = passed ? '' : 'answered instead of declining';
  } else if (passed) {
    const missing = (testCase.mustContain ?? []).filter((fact) => !saysFact(answer.response, fact));
    passed = !answer.declined && missing.length === 0;
    reason = answer.declined ? 'declined' : missing.length > 0 ? `missing ${missing.join(', ')}` : '';
  }
  return { question: testCase.question, passed, reason, answer: answer.response };
}
