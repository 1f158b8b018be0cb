// The standing pages, as their editors would write them. Markdown becomes Lexical at seed time.
interface SeedPage {
  slug: string;
  title: string;
  intro: string;
  markdown: string;
  highlights?: { title: string; text: string }[];
  faqs?: { question: string; answer: string }[];
  seo: { title: string; description: string; keywords: string };
}

export const seedPages: SeedPage[] = [
  {
    slug: 'about',
    title: 'About Poolscape',
    intro:
      'We build the fastest way to see a pool in your own backyard, for the people who design, sell and dream about them.',
    markdown: `## Why we started

Every pool starts with the same question: what will it look like in *my* yard? Brochures show someone else's house. Hand sketches take days. 3D models take a week and a designer. Poolscape answers the question in the first conversation, from a single photo.

## Who it is for

- **Pool contractors and builders** who want to close on the first visit.
- **Sales consultants** who present several options to every lead.
- **Homeowners** who want to try ideas before they call anyone.

## How it works

You photograph the backyard, mark where the pool goes, and choose a style and features. Poolscape draws the pool in the photo's own perspective and light and leaves everything else in the picture exactly as it was, so what you see is your yard, not a stock image.

## What we believe

- **Honest images.** A render should help people decide, not mislead them. We never alter the parts of a photo outside the design.
- **Your data is yours.** Photos are stripped of location data when they are stored, and private designs stay private.
- **Fast beats fancy.** A good design in seconds on a phone is worth more than a perfect one next week.`,
    seo: {
      title: 'About Poolscape',
      description:
        'Poolscape turns a photo of any backyard into a photorealistic pool design in seconds, for pool contractors, builders, sales consultants and homeowners.',
      keywords: 'about poolscape, pool design software, pool visualization company',
    },
  },
  {
    slug: 'ai-pool-design',
    title: 'AI pool design from a photo of your backyard',
    intro:
      'Upload a photo, place the pool, choose a style. Poolscape draws a photorealistic pool in your own backyard in seconds.',
    highlights: [
      {
        title: 'Five pool styles',
        text: 'Modern, traditional, natural, infinity and geometric, each with its own shape, coping and edge.',
      },
      {
        title: 'True perspective',
        text: 'Drag four corners on the lawn; the pool, coping and deck follow the plane of your yard.',
      },
      {
        title: 'Features that sell',
        text: 'Lighting, waterfalls, hot tubs, decking and landscaping, drawn where they belong.',
      },
      {
        title: 'Day, dusk and night',
        text: 'Show the same design in three lights; underwater and deck lights glow after dark.',
      },
      {
        title: 'Only the pool changes',
        text: 'By day every pixel outside the design stays exactly as you photographed it; at dusk and night it is relit, never repainted.',
      },
      {
        title: 'Share in one click',
        text: 'Before and after slider, share links and social sharing.',
      },
    ],
    markdown: `## From photo to pool in three steps

1. **Upload** a JPEG, PNG or WebP photo of the backyard, up to 20 MB, or start from a sample yard.
2. **Place** the pool by dragging the four corners of its outline onto the ground.
3. **Design**: pick a style, add features, choose the time of day and how many variations you want.

## Built for the first meeting

Contractors use Poolscape on a phone during the site visit. The homeowner sees their yard with a pool before the meeting ends, and the share link keeps the conversation going afterwards.

## Plans for every stage

Start with the 7-day free trial: 10 free images, no credit card. Pro adds high-resolution downloads and 100 images a month; Premium 500 images a month for busy sales teams.`,
    seo: {
      title: 'AI Pool Design: see a pool in your backyard photo',
      description:
        'Design a photorealistic pool in a photo of your own backyard: five styles, lighting, waterfalls, hot tubs, decking and landscaping. Free 7-day trial.',
      keywords: 'ai pool design, pool design app, backyard pool visualizer, pool rendering',
    },
  },
  {
    slug: 'wordpress',
    title: 'Pool designs on your WordPress site',
    intro:
      'Connect your WordPress site once in the WordPress wizard, then publish a finished design to it as a post or page with its before and after pictures, or a whole collection as a gallery. The Poolscape plugin shows your designs and more on your own pages.',
    highlights: [
      {
        title: 'Connect in a minute',
        text: 'The wizard checks your site, then connects with a WordPress application password: not your login password, stored encrypted and revocable in WordPress at any time.',
      },
      {
        title: 'Publish to WordPress',
        text: 'One button on a design, in your library or on a collection makes a post on your site: a design’s before and after side by side, a collection as a gallery. Publishing again updates the same post.',
      },
      {
        title: 'The Poolscape plugin',
        text: 'Shortcodes and blocks show your public designs and collections, the Poolscape gallery, our blog posts and tutorials on your site.',
      },
    ],
    markdown: `## Connect your site

Sign in and open the WordPress wizard from your dashboard. It has three steps:

1. **Your site**: enter the site address and choose *Check the site*. Poolscape checks that the address is a WordPress site with its REST API on.
2. **Application password**: choose *Open your WordPress profile* to open your profile on your own site, and make a new password under Application Passwords. Enter your WordPress user name and the application password, then choose *Connect*.
3. **Connected**: the wizard shows your site, with *Disconnect* to make Poolscape forget the password.

An application password is WordPress's own way to let an app post for you. It is not your login password. Poolscape stores it encrypted and never shows it again, and you can revoke it in WordPress at any time.

## Publish a design or a collection

Choose **Publish to WordPress** on a design's result page, on a finished design in your library, or on a collection's page. Give it a title and, if you like, some text. Publish it as a post (in the category you choose) or a page, choose *Save as a draft* or *Publish now*, then choose *Publish*.

Poolscape uploads the before and after pictures to your site's media library and makes a post (or page) with them side by side; a collection becomes a gallery of its designs. When the design or collection is shared, the post links to its share page. Publishing again updates the same post. The WordPress panel then shows where it was published, with *View the post* and *Edit in WordPress*.

## The Poolscape plugin

The plugin shows Poolscape content on your own pages and keeps it fresh on its own.

1. In the WordPress wizard, under The Poolscape plugin, choose **Download the plugin** (poolscape.zip).
2. In WordPress, go to Plugins → Add New → Upload Plugin, choose poolscape.zip, then Install Now and Activate.
3. In the wizard, choose **Create an API key**, copy the key (it is shown only once) and paste it in Settings → Poolscape on your site.

Then add a shortcode to any post or page. Each takes \`count\`, how many to show:

- \`[poolscape_designs]\`: your public designs, before and after.
- \`[poolscape_collections]\`: your public collections.
- \`[poolscape_gallery]\`: the Poolscape gallery.
- \`[poolscape_posts]\`: the latest Poolscape blog posts.
- \`[poolscape_tutorials]\`: the Poolscape tutorials.

The same five are blocks in the block editor, under Poolscape. To stop a site showing your content, choose *Revoke* next to its key in the wizard: the plugin stops within a minute.

## What you need

- To publish: WordPress 5.6 or newer served over HTTPS, with its REST API on, and a WordPress user who may publish posts and upload media (an Author, Editor or Administrator).
- For the plugin: WordPress 6.1 or newer and PHP 7.4 or newer.`,
    seo: {
      title: 'Publish pool designs to your WordPress site',
      description:
        'Connect your WordPress site to Poolscape and publish pool designs as posts with before and after pictures, or show them with the Poolscape plugin.',
      keywords: 'wordpress pool gallery, pool builder website, publish pool designs, wordpress plugin',
    },
  },
  {
    slug: 'support',
    title: 'Support',
    intro: 'Answers to the questions we hear most, and how to reach a person when you need one.',
    markdown: `## Contact us

Write to us at the address below and we answer within one business day. Pro customers get e-mail support and Premium customers priority e-mail support. The assistant in the corner of every page answers the common questions at once.`,
    faqs: [
      {
        question: 'What photos work best?',
        answer:
          'A daylight photo of the whole yard taken from a standing height or an upstairs window, with the area for the pool in view. JPEG, PNG or WebP files up to 20 MB work.',
      },
      {
        question: 'How many designs do I get on the free trial?',
        answer:
          'The 7-day free trial includes 10 images and needs no credit card. Each variation of a design is one image, so a design with 2 variations uses 2.',
      },
      {
        question: 'What is the difference between Pro and Premium?',
        answer:
          'Pro ($29.99/month) includes 100 images and 3 videos a month with high-resolution downloads. Premium ($89.99/month) includes 500 images and 10 videos a month, multiple viewpoints, AI modeling styles and priority support.',
      },
      {
        question: 'Does Poolscape change anything else in my photo?',
        answer:
          'No. Only the pool and the features you chose are drawn; every other pixel stays as you photographed it.',
      },
      {
        question: 'Who can see my designs?',
        answer:
          'Designs are private until you make them unlisted (anyone with the link) or public (listed on your public profile).',
      },
      {
        question: 'How do I cancel?',
        answer:
          'Open Billing and choose Manage billing, then cancel your plan there. It stays active until the end of the period you paid for.',
      },
    ],
    seo: {
      title: 'Support and frequently asked questions',
      description:
        'Answers about photos, plans, privacy and billing, and how to contact the Poolscape support team.',
      keywords: 'poolscape support, pool design help, faq',
    },
  },
  {
    slug: 'privacy',
    title: 'Privacy Policy',
    intro: 'What we collect, why, and the choices you have. Last updated 22 November 2026.',
    markdown: `## What we collect

- **Account details**: your name, e-mail address and, if you add them, your company, role, phone number and picture.
- **Photos and designs** you upload and create. Location (GPS) data embedded in photos is removed when they are stored.
- **Usage data**: sign-ins, the approximate location derived from your IP address for security alerts, and error logs.

## Why we use it

To provide the service, keep your account secure, answer support requests and, if you subscribe, send the newsletter. We do not sell personal data.

## Cookies and local storage

We store your sign-in token in your browser's local storage and a cookie of the same name. We set no advertising cookies. Some blog pages may have room for ads from Google AdSense: nothing is loaded from Google unless you allow ads on such a page, and then Google may set its own cookies to choose the ads. Your choice is kept in your browser, and each ad has a button to stop them.

## How long we keep it

- **Your account and everything in it** (profile, designs, photos, renders, videos, collections, presentations, leads, support requests): as long as your account exists. When you delete your account, 7 more days, then all of it is removed.
- **A design you delete**, with its photo, renders and videos: removed at once.
- **Archives from "Download my data"**: 7 days.
- **Sign-in sessions**: until you sign out or they expire (after 30 days at most); expired ones are removed within the hour.
- **Password reset links**: one hour, then removed the next day.
- **The e-mails we send you**, only while this installation has no mail server and our admins pass them on by hand: 7 days.
- **Server logs**: 30 days.
- **Records of sign-in attempts and request limits**: one day at most.
- **Newsletter**: until you unsubscribe or delete your account.
- **Invoices and payments**: kept by our payment provider, Stripe, for as long as tax law requires, also after your account is deleted.
- **The log of changes our admins make to accounts**: kept; once an account is deleted, it names the account by its number only, never by name or e-mail address.

## Your rights

You can see and correct your data on your profile, and download an archive of all of it there with "Download my data": we e-mail you the link when it is ready, and it works for 7 days. You can delete your account there too, with "Delete my account": it is closed at once and removed with everything in it after 7 days, unless you sign in and choose "Keep my account" before then. We e-mail you at each step.`,
    seo: {
      title: 'Privacy Policy',
      description: 'How Poolscape collects, uses and protects personal data, and the choices you have.',
      keywords: 'privacy policy, poolscape privacy, data protection',
    },
  },
  {
    slug: 'terms',
    title: 'Terms of Service',
    intro: 'The agreement between you and Poolscape when you use the service. Last updated 22 November 2026.',
    markdown: `## Your account

You are responsible for your account and for keeping your password safe. You must be 18 or older to subscribe.

## Your content

You keep all rights to the photos you upload and the designs you create. You give us the permission we need to store, process and show them to the people you share them with.

## Acceptable use

Upload only photos you have the right to use. Do not use the service to mislead buyers about a property or a finished project.

## Plans, trials and billing

The free trial lasts 7 days and includes 10 images (each variation of a design is one image). Paid plans renew monthly until cancelled. Commercial rights to designs come with Pro and Premium.

## Renders are illustrations

Designs are visualizations for discussion, not engineering drawings. Sizes, materials and site conditions must be confirmed by a qualified builder.

## Changes

We may update these terms and will tell you by e-mail before material changes take effect.`,
    seo: {
      title: 'Terms of Service',
      description: 'The terms for using Poolscape: accounts, your content, plans, trials and billing.',
      keywords: 'terms of service, poolscape terms',
    },
  },
];
