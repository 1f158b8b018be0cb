// Full-text search over the assistant's passages (MiniSearch), with light stemming so "prices"
// finds "price" and "videos" finds "video".
import MiniSearch from 'minisearch';
import type { Passage } from './knowledge.ts';

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does doing for from had has have how i if in into is it its ' +
    'me my of on or our so than that the their them then there these they this to too us was we were what when ' +
    'where which who whom why will with would you your yours am any about just also should shall may might ' +
    'please tell know want like get got there here much many some'
  ).split(' '),
);

/** Words that say the question is about the product in general, not which part of it. */
export const GENERIC_TERMS = new Set([
  'pool',
  'design',
  'poolscape',
  'app',
  'use',
  'make',
  'need',
  'work',
  'one',
  'way',
  'thing',
  'new',
  'available',
  'offer',
  'option',
  'type',
  'kind',
  'different',
  'choose',
  'possible',
  'best',
  'good',
  'able',
]);

/** Lowercase, plural-insensitive form of a word. */
export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  if (lower.length > 4 && lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.length > 4 && /(ches|shes|sses|xes)$/.test(lower)) return lower.slice(0, -2);
  if (lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('us'))
    return lower.slice(0, -1);
  return lower;
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

/** The words of a question that can match content, stemmed, stop words dropped. */
export function queryTerms(text: string): string[] {
  const terms = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.$]+/u)
    .map((token) => token.replace(/^[.]+|[.]+$/g, ''))
    .map((token) => processTerm(token))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** The sentences of a passage's text, without fragments too short to say anything. */
export function sentencesOf(text: string): string[] {
  return text
    .replace(/\n+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 20);
}

export interface SearchHit {
  passage: Passage;
  score: number;
  /** The question's terms this passage matched. */
  matched: string[];
}

export class PassageIndex {
  readonly #search: MiniSearch<Passage>;
  readonly #byId = new Map<string, Passage>();
  /** In how many passages each term appears. */
  readonly #documentFrequency = new Map<string, number>();
  /** Terms the content writes with a capital inside a sentence: plan, page and product names. */
  readonly #names = new Set<string>();

  constructor(passages: Passage[]) {
    this.#search = new MiniSearch<Passage>({
      fields: ['title', 'heading', 'text', 'keywords'],
      tokenize: (text) => text.split(/[^\p{L}\p{N}.$]+/u).map((token) => token.replace(/^[.]+|[.]+$/g, '')),
      processTerm,
      searchOptions: {
        boost: { title: 3, keywords: 2.5, heading: 1.5, text: 1 },
        fuzzy: (term) => (term.length > 5 ? 0.2 : false),
        prefix: (term) => term.length > 3,
        combineWith: 'OR',
      },
    });
    this.add(passages);
  }

  /** Adds passages (their ids new to the index). */
  add(passages: readonly Passage[]): void {
    this.#search.addAll(passages);
    for (const passage of passages) {
      this.#byId.set(passage.id, passage);
      this.#count(passage, 1);
      for (const sentence of sentencesOf(passage.text)) {
        for (const word of sentence.split(/[^\p{L}\p{N}]+/u).slice(1)) {
          if (/^\p{Lu}/u.test(word) && word.length > 1) this.#names.add(stem(word));
        }
      }
    }
  }

  /** Takes out the passages from the page at `url` (a post's, when it changed or left). */
  removePage(url: string): void {
    for (const passage of [...this.#byId.values()]) {
      if (passage.url !== url) continue;
      this.#search.discard(passage.id);
      this.#byId.delete(passage.id);
      this.#count(passage, -1);
    }
  }

  #count(passage: Passage, by: 1 | -1): void {
    for (const term of queryTerms(
      `${passage.title} ${passage.heading} ${passage.text} ${passage.keywords}`,
    )) {
      const count = (this.#documentFrequency.get(term) ?? 0) + by;
      if (count > 0) this.#documentFrequency.set(term, count);
      else this.#documentFrequency.delete(term);
    }
  }

  /** Whether a (stemmed) term names something, such as a plan (Pro) or a page (Library). */
  isName(term: string): boolean {
    return this.#names.has(term);
  }

  /**
   * How much a term says about what is asked: rare terms weigh most, and a term the content
   * never uses weighs most of all (a question about it cannot be answered from here).
   */
  weight(term: string): number {
    const count = this.#byId.size;
    return Math.log((count + 1) / ((this.#documentFrequency.get(term) ?? 0) + 0.5));
  }

  get size(): number {
    return this.#byId.size;
  }

  search(question: string, limit = 5): SearchHit[] {
    return this.#search
      .search(question)
      .slice(0, limit)
      .flatMap((result) => {
        const passage = this.#byId.get(String(result.id));
        return passage ? [{ passage, score: result.score, matched: result.queryTerms.map(stem) }] : [];
      });
  }
}
