// Seeds the CMS with the demo content on a product's first start: an editor account (its
// password printed once) and the blog posts, published. Run by the API as `payload run`.
// Written with `context.skipRebuild`: the API builds the site right after seeding anyway.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from '@payload-config';
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { getPayload } from 'payload';
import { seedKnowledge } from './assistant-knowledge.ts';
import { seedImages } from './images.ts';
import { seedPosts } from './posts-content.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const EDITOR_EMAIL = 'editor@poolscape.example';

const payload = await getPayload({ config });
const context = { skipRebuild: true };

const editors = await payload.count({ collection: 'users' });
if (editors.totalDocs === 0) {
  const password = randomBytes(12).toString('base64url');
  await payload.create({
    collection: 'users',
    data: { email: EDITOR_EMAIL, password, name: 'Poolscape editor' },
    context,
  });
  console.log(
    `[seed] CMS editor account: ${EDITOR_EMAIL} / ${password}  (shown once; change it at /cms/admin/account)`,
  );
}

const mediaIds = new Map<string, number | string>();
for (const image of seedImages) {
  const existing = await payload.find({
    collection: 'media',
    where: { filename: { like: image.key } },
    limit: 1,
    depth: 0,
  });
  if (existing.docs[0]) {
    mediaIds.set(image.key, existing.docs[0].id);
    continue;
  }
  const data = await readFile(path.join(dirname, 'images', `${image.key}.jpg`));
  const doc = await payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { data, mimetype: 'image/jpeg', name: `${image.key}.jpg`, size: data.byteLength },
    context,
  });
  mediaIds.set(image.key, doc.id);
}

const editorConfig = await editorConfigFactory.default({ config: payload.config });
let created = 0;
for (const post of seedPosts) {
  const existing = await payload.count({ collection: 'posts', where: { slug: { equals: post.slug } } });
  if (existing.totalDocs > 0) continue;
  await payload.create({
    collection: 'posts',
    data: {
      title: post.title,
      slug: post.slug,
      excerpt: post.excerpt,
      featuredImage: mediaIds.get(post.image),
      content: convertMarkdownToLexical({ editorConfig, markdown: post.markdown }),
      tags: post.tags.map((tag) => ({ tag })),
      publishedAt: post.publishedAt,
      _status: 'published',
    },
    context,
  });
  created += 1;
}
console.log(`[seed] ${created} blog posts published`);

const assistant = await payload.findGlobal({ slug: 'ai-assistant', depth: 0 });
if (!assistant.knowledge?.length) {
  await payload.updateGlobal({ slug: 'ai-assistant', data: { knowledge: seedKnowledge }, context });
  console.log(`[seed] ${seedKnowledge.length} assistant knowledge entries`);
}
