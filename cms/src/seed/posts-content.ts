// The demo blog posts: one Markdown file each in ./posts/, named by the post's slug, with the
// post's other fields as front matter. Markdown becomes Lexical at seed time.
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { seedImages } from './images.ts';

const FrontMatterSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  tags: z.array(z.string()),
  publishedAt: z.iso.datetime(),
  /** A key of seedImages: the post's featured image. */
  image: z.string().refine((key) => seedImages.some((image) => image.key === key), {
    error: 'image must be a key of the seed images (cms/src/seed/images.ts).',
  }),
});

export interface SeedPost extends z.infer<typeof FrontMatterSchema> {
  slug: string;
  markdown: string;
}

/**
 * Reads a post file: front matter between `---` lines, one `field: value` a line with the value
 * written as JSON (which is also YAML, so editors and previews read it as front matter), then the
 * Markdown. Blank lines in the front matter are skipped: the formatter puts one after its first
 * `---`, which it reads as a thematic break.
 */
export function parsePostFile(slug: string, text: string): SeedPost {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`posts/${slug}.md: no front matter between --- lines`);
  const [, head = '', markdown = ''] = match;
  const fields: Record<string, unknown> = {};
  for (const line of head.split('\n')) {
    if (!line.trim()) continue;
    const field = /^(\w+): (.+)$/.exec(line);
    if (!field?.[1] || !field[2]) throw new Error(`posts/${slug}.md: front matter line "${line}"`);
    fields[field[1]] = JSON.parse(field[2]);
  }
  const front = FrontMatterSchema.parse(fields);
  return { slug, ...front, markdown: markdown.trim() };
}

const dir = new URL('./posts/', import.meta.url);

/** Every demo post, oldest first. */
export const seedPosts: SeedPost[] = readdirSync(dir)
  .filter((name) => name.endsWith('.md'))
  .map((name) => parsePostFile(name.slice(0, -'.md'.length), readFileSync(new URL(name, dir), 'utf8')))
  .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
