// The assistant's knowledge rows as earlier seeds answered them: before and while videos,
// collections, presentations, WordPress publishing and Billing were not there.
import { CMS_GLOBALS } from '@poolscape/shared/content';
import { seedKnowledge } from '../assistant-knowledge.ts';
import type { Revision, RowRevision } from '../content-revisions.ts';

function knowledgeRow(question: string, answer: string, url: string): RowRevision {
  const now = seedKnowledge.find((entry) => entry.question === question);
  if (!now) throw new Error(`the seed has no knowledge entry "${question}"`);
  return {
    list: 'knowledge',
    before: { question, answer, url },
    after: { answer: now.answer, url: now.url },
  };
}

export const assistantKnowledgeRevision: Revision = {
  target: { global: CMS_GLOBALS.aiAssistant },
  rows: [
    // A fixed rating claim, before the rating was the testimonials' own.
    knowledgeRow(
      'What do other users say about Poolscape?',
      'Poolscape is rated 4.9 out of 5 from 847 ratings.',
      '/',
    ),
    // The free trial said in designs, and the plans without their videos.
    knowledgeRow(
      'What plans does Poolscape offer and what do they cost?',
      'Poolscape has three plans. Free costs $0/month with a 7-day trial and 10 designs. Pro costs $29.99/month and includes 100 images and 3 videos per month. Premium costs $89.99/month and includes 500 images and 10 videos per month.',
      '/subscribe',
    ),
    knowledgeRow(
      'How much does the Pro plan cost and what does it include?',
      'Pro costs $29.99/month and is our most popular plan. It includes 100 images per month, high-resolution downloads, backyard upload, the custom prompt generator, email support and commercial rights.',
      '/subscribe',
    ),
    knowledgeRow(
      'How much does the Premium plan cost and what does it include?',
      'Premium costs $89.99/month and is our best value. It includes 500 images per month, high-resolution downloads, backyard upload, custom prompts, priority email support and commercial rights.',
      '/subscribe',
    ),
    knowledgeRow(
      'Is there a free trial, and do I need a credit card?',
      'Yes. The Free plan is a 7-day free trial with 10 free designs, and no credit card is needed to start. It includes standard resolution downloads, sharing and limited support.',
      '/register',
    ),
    knowledgeRow(
      'What happens when I use up my designs or images?',
      "Each plan has a number of images per period: 10 designs during the Free trial, 100 images per month on Pro and 500 images per month on Premium. Every variation you generate counts as one image. When you reach the limit you can upgrade your plan on the Upgrade page, buy an image pack of 25, 100 or 250 images on the Buy extra images page (pack images are used after your plan's and never expire), or wait for the next period on a paid plan.",
      '/buy-credits',
    ),
    knowledgeRow(
      'How much does the Pro plan cost and what does it include?',
      'Pro costs $29.99/month and is our most popular plan. It includes 100 images per month, 3 videos per month, high-resolution downloads, the upload backyard generator, the presentation maker, the custom prompt generator, image to video, email support and commercial rights.',
      '/subscribe',
    ),
    knowledgeRow(
      'How much does the Premium plan cost and what does it include?',
      'Premium costs $89.99/month and is our best value. It includes 500 images per month, 10 videos per month, the presentation maker, multiple viewpoints and aspects, AI modeling styles, custom prompts, backyard upload, priority email support and commercial rights.',
      '/subscribe',
    ),
    knowledgeRow(
      'Is there a free trial, and do I need a credit card?',
      'Yes. The Free plan is a 7-day free trial with 10 free designs, and no credit card is needed to start. It includes standard resolution downloads, video design generation, the presentation creator, collections, sharing and limited support.',
      '/register',
    ),
    knowledgeRow(
      'What happens when I use up my designs or images?',
      'Each plan has a number of images per period: 10 designs during the Free trial, 100 images per month on Pro and 500 images per month on Premium. Every variation you generate counts as one image. When you reach the limit you can upgrade your plan, or wait for the next period on a paid plan.',
      '/upgrade',
    ),
    knowledgeRow(
      'Can I upgrade or change my plan?',
      'Yes. You can upgrade to Pro or Premium at any time from the Upgrade page or the pricing section.',
      '/upgrade',
    ),
    knowledgeRow(
      'How many videos can I make?',
      'Pro includes 3 videos per month and Premium includes 10 videos per month. Image to video turns a pool design into a short video you can share or show to clients.',
      '/subscribe',
    ),
    knowledgeRow(
      'How many videos can I make?',
      'Pro lists 3 videos per month and Premium 10 videos per month, but making a video from a design is not in Poolscape yet. Today, show a design with its before and after slider or its share link.',
      '/subscribe',
    ),
    knowledgeRow(
      'What are collections?',
      'Collections are not in Poolscape yet. Every design you make is in your Library, where you can filter by style and date, search by name and delete several at once.',
      '/library',
    ),
    knowledgeRow(
      'What is the presentation maker?',
      'The presentation maker turns your designs into a presentation you can show a client during a sales meeting. It is part of every plan: the presentation creator on Free, and the presentation maker on Pro and Premium.',
      '/blog/presenting-pool-designs-to-close-sales',
    ),
    // Presentations came later: the wording of the seed in between said they were not there yet.
    knowledgeRow(
      'What is the presentation maker?',
      'Presentations are not in Poolscape yet. To show designs to a client today, open a design and drag its before and after slider, or copy its share link: the client sees the before and after views on any phone, without an account.',
      '/tutorials',
    ),
    knowledgeRow(
      'What are collections?',
      'Collections let you group designs, for example by client or project, and share a whole collection.',
      '/ai-pool-design',
    ),
    knowledgeRow(
      'Can I publish designs to my WordPress website?',
      'Yes. The WordPress integration publishes your pool designs to your own WordPress website, and a setup wizard walks you through connecting it.',
      '/wordpress',
    ),
    // WordPress publishing came later: the wording of the seed in between said it was not there yet.
    knowledgeRow(
      'Can I publish designs to my WordPress website?',
      'Not directly: publishing to WordPress from Poolscape is not available yet. Today, download a variation from its design and add it to your WordPress media library, or link to the design’s share page after making it unlisted or public.',
      '/wordpress',
    ),
    knowledgeRow(
      'How do I contact support?',
      'Visit the Support page to read the FAQ or send us a message. Free includes limited support, Pro includes email support and Premium includes priority email support.',
      '/support',
    ),
    knowledgeRow(
      'How do I cancel my subscription?',
      'You can manage or cancel your subscription on the Billing page at any time.',
      '/billing',
    ),
    // Billing came later: the wording of the seed in between said plans could not be changed.
    knowledgeRow(
      'What happens when I use up my designs or images?',
      'Each plan has a number of images per period: 10 designs during the Free trial, 100 images per month on Pro and 500 images per month on Premium. Every variation you generate counts as one image. When you reach the limit on a paid plan, more images come with the next period. Plans cannot be changed in the app yet: to move to a bigger plan, write to our support team at the address on the Support page.',
      '/subscribe',
    ),
    knowledgeRow(
      'Can I upgrade or change my plan?',
      'Not in the app yet: Poolscape has no page for changing plans today. The Plans and pricing page shows what each plan includes; to move to Pro or Premium, write to our support team at the address on the Support page.',
      '/subscribe',
    ),
    knowledgeRow(
      'How do I cancel my subscription?',
      'There is no Billing page in Poolscape yet, so a subscription cannot be cancelled in the app. Write to our support team at the address on the Support page and we will take care of it.',
      '/support',
    ),
    // Before the studio drew the pool live, then before "Keep this".
    knowledgeRow(
      'How do I create a pool design?',
      'Sign in and choose Create design. Upload a photo of the backyard (or pick a sample), drag the four corners to mark where the pool goes, choose a style, the features you want and the time of day, then generate. Your design appears on its result page, where you can compare before and after, download and share it.',
      '/tutorials',
    ),
    knowledgeRow(
      'How do I create a pool design?',
      'Sign in and choose Create design. Upload a photo of the backyard (or pick a sample): the pool is drawn into it at once, on the open ground. Drag its corners to place it, choose a shape, a style, the features you want and the time of day, then generate. Your design appears on its result page, where you can compare before and after, download and share it.',
      '/tutorials',
    ),
  ],
};
