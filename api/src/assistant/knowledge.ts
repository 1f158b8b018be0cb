// What the assistant knows: passages, each with the page it comes from. First the product's facts,
// kept with the code (product-facts.ts, added by the Assistant); then published content, read from
// the CMS in production (the AI assistant global's entries, and published posts); tests build
// those from the seed.

export interface Passage {
  id: string;
  /** Title shown as the source of an answer. */
  title: string;
  /** Page the passage comes from, e.g. `/subscribe` or `/blog/{slug}`. */
  url: string;
  /** Heading of the section inside that page, if any. */
  heading: string;
  text: string;
  /** Extra search words (synonyms editors add). */
  keywords: string;
  kind: 'answer' | 'post';
}

export interface KnowledgeEntry {
  question: string;
  answer: string;
  url: string;
  keywords?: string | null;
}

export interface PostSections {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  sections: { heading: string; text: string }[];
}

export interface AssistantSettings {
  enabled: boolean;
  supportEmail: string;
  systemPrompt: string;
}

export interface Knowledge {
  settings: AssistantSettings;
  passages: Passage[];
  /** The CMS id of each post the passages come from, and its slug (for a post that changes later). */
  postSlugs?: Record<string, string>;
}

/** Passages of question-and-answer entries, their ids starting with `prefix`. */
export function entryPassages(entries: readonly KnowledgeEntry[], prefix = 'answer'): Passage[] {
  return entries.map((entry, index) => ({
    id: `${prefix}-${index}`,
    title: entry.question,
    url: entry.url,
    heading: '',
    text: entry.answer,
    keywords: entry.keywords ?? '',
    kind: 'answer',
  }));
}

/** Passages from the assistant's knowledge entries and from posts, one per post section. */
export function buildPassages(entries: KnowledgeEntry[], posts: PostSections[]): Passage[] {
  const passages: Passage[] = entryPassages(entries);
  for (const post of posts) {
    passages.push({
      id: `post-${post.slug}-intro`,
      title: post.title,
      url: `/blog/${post.slug}`,
      heading: '',
      text: post.excerpt,
      keywords: post.tags.join(' '),
      kind: 'post',
    });
    post.sections.forEach((section, index) => {
      if (section.text.trim().length < 40) return;
      passages.push({
        id: `post-${post.slug}-${index}`,
        title: post.title,
        url: `/blog/${post.slug}`,
        heading: section.heading,
        text: section.text,
        keywords: post.tags.join(' '),
        kind: 'post',
      });
    });
  }
  return passages;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|li|h\d)>/gi, '\n')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Splits a post's HTML at its `<h2>` headings. */
export function sectionsFromHtml(html: string): PostSections['sections'] {
  const parts = html.split(/<h2[^>]*>/i);
  const sections: PostSections['sections'] = [];
  const intro = htmlToText(parts[0] ?? '');
  if (intro) sections.push({ heading: '', text: intro });
  for (const part of parts.slice(1)) {
    const [heading = '', body = ''] = part.split(/<\/h2>/i);
    sections.push({ heading: htmlToText(heading), text: htmlToText(body) });
  }
  return sections;
}

/** Splits a post's Markdown at its `##` headings (the seed's form of the same content). */
export function sectionsFromMarkdown(markdown: string): PostSections['sections'] {
  const sections: PostSections['sections'] = [];
  let current = { heading: '', text: '' };
  for (const line of markdown.split('\n')) {
    const heading = line.match(/^##\s+(.+)$/);
    if (heading?.[1]) {
      if (current.text.trim()) sections.push(current);
      current = { heading: heading[1].trim(), text: '' };
    } else {
      current.text += `${line
        .replace(/^#+\s+/, '')
        .replace(/^\s*([-*]|\d+\.)\s+/, '')
        .replace(/\*\*/g, '')}\n`;
    }
  }
  if (current.text.trim()) sections.push(current);
  return sections.map((section) => ({ heading: section.heading, text: section.text.trim() }));
}
