// Seeds the CMS with the demo content on a product's first start: an editor account (its address
// printed, its password written to a file only the product's user can read) and the demo posts,
// pages, tutorials, testimonials, plans, image packs, gallery designs, demo video, announcement and
// banner, published. Run by the API as `payload run`.
// Written with `context.skipRebuild`: the API builds the site right after seeding anyway.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '@payload-config';
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { CREDIT_PACKS } from '@poolscape/shared/billing';
import { CMS_COLLECTIONS, CMS_GLOBALS, type CmsCollectionSlug } from '@poolscape/shared/content';
import { PLANS } from '@poolscape/shared/plans';
import { getPayload } from 'payload';
import { env } from '../env.ts';
import { seedAnnouncement } from './announcement.ts';
import { seedKnowledge } from './assistant-knowledge.ts';
import { seedBanner } from './banner.ts';
import { applyContentRevisions, payloadRevisionStore } from './content-revisions.ts';
import { firstEditor, writeEditorAccount } from './editor-account.ts';
import { seedGallery } from './gallery.ts';
import { seedImages } from './images.ts';
import { makeMissingSizes } from './media-sizes.ts';
import { seedPages } from './pages-content.ts';
import { seedPosts } from './posts-content.ts';
import { CONTENT_REVISIONS } from './revisions/index.ts';
import { seedTestimonials } from './testimonials.ts';
import { seedTutorials } from './tutorials-content.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const payload = await getPayload({ config });
const context = { skipRebuild: true };

const editors = await payload.count({ collection: CMS_COLLECTIONS.users });
if (editors.totalDocs === 0) {
  const { email, password } = firstEditor(env.CMS_EDITOR_EMAIL);
  await payload.create({
    collection: CMS_COLLECTIONS.users,
    // Made with a password nobody chose, it must pick its own at the first sign-in (Users' hooks).
    data: { email, password, name: 'Poolscape editor', role: 'admin' },
    context,
  });
  // Security: the start log is kept by whatever captures standard output (the systemd journal
  // too), often readable by others; the password goes to a file readable by this user alone.
  await writeEditorAccount(env.CMS_EDITOR_ACCOUNT_FILE, { email, password });
  console.log(
    `[seed] CMS editor account: ${email}, password in ${env.CMS_EDITOR_ACCOUNT_FILE}  (readable by this user only; you choose your own at the first sign-in)`,
  );
}

const mediaIds = new Map<string, number>();
for (const image of seedImages) {
  const existing = await payload.find({
    collection: CMS_COLLECTIONS.media,
    where: { filename: { like: image.key } },
    limit: 1,
    depth: 0,
  });
  if (existing.docs[0]) {
    mediaIds.set(image.key, existing.docs[0].id);
    continue;
  }
  const file = image.file ?? `${image.key}.jpg`;
  const data = await readFile(path.join(dirname, 'images', file));
  const mimetype = file.endsWith('.webp') ? 'image/webp' : file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  const doc = await payload.create({
    collection: CMS_COLLECTIONS.media,
    data: { alt: image.alt },
    file: { data, mimetype, name: file, size: data.byteLength },
    // A context of its own: the S3 storage adapter leaves its marks on the one it is given (the
    // file, and a flag that skips the next upload), which would stop every later image at the disk.
    context: { ...context },
  });
  mediaIds.set(image.key, doc.id);
}

const editorConfig = await editorConfigFactory.default({ config: payload.config });
/** The blog's tag of this name: found, or made on first use. */
const tagIds = new Map<string, number>();
async function tagId(name: string): Promise<number> {
  const known = tagIds.get(name);
  if (known !== undefined) return known;
  const where = { name: { equals: name } };
  const [found] = (await payload.find({ collection: CMS_COLLECTIONS.tags, where, limit: 1, depth: 0 })).docs;
  const id =
    found?.id ?? (await payload.create({ collection: CMS_COLLECTIONS.tags, data: { name }, context })).id;
  tagIds.set(name, id);
  return id;
}
let created = 0;
for (const post of seedPosts) {
  const existing = await payload.count({
    collection: CMS_COLLECTIONS.posts,
    where: { slug: { equals: post.slug } },
  });
  if (existing.totalDocs > 0) continue;
  await payload.create({
    collection: CMS_COLLECTIONS.posts,
    data: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      featuredImage: mediaIds.get(post.image),
      content: convertMarkdownToLexical({ editorConfig, markdown: post.markdown }),
      tags: await Promise.all(post.tags.map(tagId)),
      publishedAt: post.publishedAt,
      _status: 'published',
    },
    context,
  });
  created += 1;
}
console.log(`[seed] ${created} blog posts published`);

const assistant = await payload.findGlobal({ slug: CMS_GLOBALS.aiAssistant, depth: 0 });
if (!assistant.knowledge?.length) {
  await payload.updateGlobal({ slug: CMS_GLOBALS.aiAssistant, data: { knowledge: seedKnowledge }, context });
  console.log(`[seed] ${seedKnowledge.length} assistant knowledge entries`);
}

// Each section below is skipped when its content exists, so a newer seed only adds what is new.
async function isEmpty(collection: CmsCollectionSlug): Promise<boolean> {
  return (await payload.count({ collection })).totalDocs === 0;
}

if (await isEmpty(CMS_COLLECTIONS.pages)) {
  for (const page of seedPages) {
    await payload.create({
      collection: CMS_COLLECTIONS.pages,
      data: {
        slug: page.slug,
        title: page.title,
        intro: page.intro,
        content: convertMarkdownToLexical({ editorConfig, markdown: page.markdown }),
        highlights: page.highlights ?? [],
        faqs: page.faqs ?? [],
        meta: page.seo,
        _status: 'published',
      },
      context,
    });
  }
  console.log(`[seed] ${seedPages.length} pages published`);
}

if (await isEmpty(CMS_COLLECTIONS.tutorials)) {
  for (const [index, tutorial] of seedTutorials.entries()) {
    await payload.create({
      collection: CMS_COLLECTIONS.tutorials,
      data: {
        ...tutorial,
        steps: tutorial.steps.map((step) => ({ ...step })),
        thumbnail: mediaIds.get('garden-sloped-lawn-stone-house'),
        order: (index + 1) * 10,
        publishedAt: new Date(Date.UTC(2026, 9, 1 + index * 7)).toISOString(),
        _status: 'published',
      },
      context,
    });
  }
  console.log(`[seed] ${seedTutorials.length} tutorials published`);
}

if (await isEmpty(CMS_COLLECTIONS.testimonials)) {
  for (const [index, testimonial] of seedTestimonials.entries()) {
    await payload.create({
      collection: CMS_COLLECTIONS.testimonials,
      data: { ...testimonial, rating: 5, order: (index + 1) * 10, _status: 'published' },
      context,
    });
  }
  console.log(`[seed] ${seedTestimonials.length} testimonials published`);
}

if (await isEmpty(CMS_COLLECTIONS.plans)) {
  for (const [index, plan] of PLANS.entries()) {
    await payload.create({
      collection: CMS_COLLECTIONS.plans,
      data: {
        key: plan.key,
        name: plan.name,
        price: plan.price,
        badge: plan.badge ?? '',
        summary: plan.summary,
        features: plan.features.map((feature) => ({ feature })),
        order: (index + 1) * 10,
        _status: 'published',
      },
      context,
    });
  }
  console.log(`[seed] ${PLANS.length} plans published`);
}

if (await isEmpty(CMS_COLLECTIONS.creditPacks)) {
  for (const [index, pack] of CREDIT_PACKS.entries()) {
    await payload.create({
      collection: CMS_COLLECTIONS.creditPacks,
      data: {
        key: pack.key,
        name: pack.name,
        price: pack.price,
        badge: pack.badge ?? '',
        order: (index + 1) * 10,
        _status: 'published',
      },
      context,
    });
  }
  console.log(`[seed] ${CREDIT_PACKS.length} image packs published`);
}

// Gallery designs are added one by one, so designs added to the seed reach existing installations.
let galleryAdded = 0;
for (const [index, item] of seedGallery.entries()) {
  const image = mediaIds.get(item.image);
  const exists = await payload.count({
    collection: CMS_COLLECTIONS.galleryItems,
    where: { title: { equals: item.title } },
  });
  if (!image || exists.totalDocs > 0) continue;
  await payload.create({
    collection: CMS_COLLECTIONS.galleryItems,
    data: {
      title: item.title,
      style: item.style,
      description: item.description,
      image,
      beforeImage: item.before ? mediaIds.get(item.before) : undefined,
      featured: item.featured,
      order: (index + 1) * 10,
      _status: 'published',
    },
    context,
  });
  galleryAdded += 1;
}
if (galleryAdded) console.log(`[seed] ${galleryAdded} gallery designs published`);

const video = await payload.findGlobal({ slug: CMS_GLOBALS.landingVideo, depth: 0 });
if (!video.videoUrl) {
  await payload.updateGlobal({
    slug: CMS_GLOBALS.landingVideo,
    data: {
      videoUrl: '/videos/backyard-transformation.mp4',
      videoType: 'other',
      title: 'See Poolscape in action',
      _status: 'published',
    },
    context,
  });
}

if ((await payload.count({ collection: CMS_COLLECTIONS.announcements })).totalDocs === 0) {
  await payload.create({
    collection: CMS_COLLECTIONS.announcements,
    data: {
      ...seedAnnouncement,
      publishedAt: new Date(Date.UTC(2026, 10, 15)).toISOString(),
      _status: 'published',
    },
    context,
  });
  await payload.create({
    collection: CMS_COLLECTIONS.banners,
    data: {
      ...seedBanner,
      startsAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
      _status: 'published',
    },
    context,
  });
  console.log('[seed] 1 announcement and 1 banner published');
}

// Content an earlier seed worded differently: reworded where editors left it as seeded.
const revised = await applyContentRevisions(
  payloadRevisionStore(payload, context, (markdown) => convertMarkdownToLexical({ editorConfig, markdown })),
  CONTENT_REVISIONS,
);
if (revised) console.log(`[seed] ${revised} earlier seed texts reworded`);

// Images uploaded before a size existed, or cut otherwise: their sizes made again from their originals.
const sizes = await makeMissingSizes(payload, context);
if (sizes.made === 1) console.log('[seed] 1 image given the sizes added or changed since its upload');
else if (sizes.made)
  console.log(`[seed] ${sizes.made} images given the sizes added or changed since their upload`);
for (const line of sizes.skipped) console.log(`[seed] media ${line}`);
