// What the seed and the site's pages say about the plans agrees with what the API enforces
// (shared/src/plans.ts): the free trial in images, as counted, and each paid plan's images and
// videos a month. A sentence that says otherwise fails here, with where it is.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FREE_TRIAL, PLANS } from '@poolscape/shared/plans';
import { describe, expect, it } from 'vitest';
import { seedAnnouncement } from './announcement.ts';
import { seedKnowledge } from './assistant-knowledge.ts';
import { seedBanner } from './banner.ts';
import { seedPages } from './pages-content.ts';
import { seedPosts } from './posts-content.ts';
import { seedTutorials } from './tutorials-content.ts';

/** Every text with where it comes from: the seed's content, and the site's pages as written. */
function texts(): [string, string][] {
  const found: [string, string][] = [];
  const walk = (where: string, value: unknown): void => {
    if (typeof value === 'string') found.push([where, value]);
    else if (Array.isArray(value))
      for (const [index, item] of value.entries()) walk(`${where}[${index}]`, item);
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(`${where}.${key}`, item);
  };
  walk('pages', seedPages);
  walk('knowledge', seedKnowledge);
  walk('posts', seedPosts);
  walk('tutorials', seedTutorials);
  walk('announcement', seedAnnouncement);
  walk('banner', seedBanner);
  const pages = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'site', 'pages');
  for (const file of readdirSync(pages, { recursive: true }) as string[])
    if (file.endsWith('.astro')) found.push([`site/pages/${file}`, readFileSync(join(pages, file), 'utf8')]);
  return found;
}

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);
const [free, pro, premium] = PLANS;

describe('what the product says about its plans', () => {
  it(`says the free trial in images: ${FREE_TRIAL.images}, as the API counts them`, () => {
    const wrong: string[] = [];
    for (const [where, text] of texts())
      for (const sentence of sentences(text)) {
        if (!/\btrial\b/i.test(sentence)) continue;
        if (/\b\d+\s+(free\s+)?(AI\s+pool\s+)?designs\b/i.test(sentence)) wrong.push(`${where}: ${sentence}`);
        for (const [, count] of sentence.matchAll(/\b(\d+)\s+(?:free\s+)?images\b/gi))
          if (Number(count) !== FREE_TRIAL.images && !/Pro|Premium|month/i.test(sentence))
            wrong.push(`${where}: ${sentence}`);
      }
    expect(wrong).toEqual([]);
    expect(free?.imagesPerPeriod).toBe(FREE_TRIAL.images);
  });

  it('gives each plan the images and videos it has, wherever a sentence names the plan', () => {
    const plans = [
      { name: /\b(Free|trial)\b/, plan: free },
      { name: /\bPro\b/, plan: pro },
      { name: /\bPremium\b/, plan: premium },
    ];
    const wrong: string[] = [];
    for (const [where, text] of texts())
      for (const sentence of sentences(text)) {
        // A count belongs to the plan its clause names ("100 images per month on Pro"), else to the
        // plan named last before it ("Pro costs $29.99 and includes 100 images").
        let current: (typeof plans)[number]['plan'] | undefined;
        for (const clause of sentence.split(/[,;:]|\band\b/)) {
          current = plans.find(({ name }) => name.test(clause))?.plan ?? current;
          if (!current) continue;
          for (const match of clause.matchAll(/\b(\d+)\s+(?:free\s+)?(images|videos)\b/g)) {
            const has = match[2] === 'images' ? current.imagesPerPeriod : current.videosPerPeriod;
            if (Number(match[1]) !== has) wrong.push(`${where}: ${match[0]} (${current.name}): ${sentence}`);
          }
        }
      }
    expect(wrong).toEqual([]);
  });
});
