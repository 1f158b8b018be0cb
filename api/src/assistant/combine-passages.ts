// Answers that no single passage holds: a comparison ("What's the difference between Pro and
// Premium?") takes the passage about each thing compared, and a "which" question ("Which plans
// include commercial rights?") takes from every passage that answers it the sentences that name
// something the answer does not name yet. Both only reuse sentences of the content.
import { GENERIC_TERMS, type PassageIndex, queryTerms, type SearchHit, sentencesOf } from './search-index.ts';

/** Words that ask for a comparison; they say nothing about what is compared. */
const COMPARISON_WORDS = new Set([
  'difference',
  'differ',
  'compare',
  'compared',
  'comparison',
  'versus',
  'vs',
  'between',
]);

/** What a "which" question's things do ("Which plans include …"); the answer need not say it. */
const LISTING_VERBS = new Set(['include', 'come', 'offer', 'give', 'let', 'allow', 'get', 'with']);

export type SpanningQuestion =
  | { kind: 'compare' }
  /** `asked`: the kind of thing listed (plan, style), not what it must have. */
  | { kind: 'which'; asked: Set<string> };

/** Whether the answer is expected to span passages, and how. */
export function spanningQuestion(question: string): SpanningQuestion | null {
  const words = question.toLowerCase().match(/[\p{L}\p{N}.$-]+/gu) ?? [];
  if (words.some((word) => COMPARISON_WORDS.has(word.replace(/\.$/, '')))) return { kind: 'compare' };
  // "Which plans …", "what styles include …": a plural after the question word lists several.
  const listed =
    question.match(/\bwhich\s+((?:\w+\s+){0,2}?\w{3,}s)\b/i) ??
    question.match(
      /\bwhat\s+((?:\w+\s+){0,2}?\w{3,}s)\s+(?:include|includes|have|has|come|comes|offer|offers|support|supports|give|gives|let|lets|allow|allows|get)\b/i,
    );
  return listed?.[1] ? { kind: 'which', asked: new Set(queryTerms(listed[1])) } : null;
}

/** The question's terms that can match content: comparison words dropped. */
export function contentTerms(terms: string[]): string[] {
  return terms.filter((term) => !COMPARISON_WORDS.has(term));
}

function termsOf(text: string): Set<string> {
  return new Set(queryTerms(text));
}

/**
 * For a comparison: a passage per thing compared, preferring the passage about it (its title
 * names it) over one that mentions it; null when one passage covers everything.
 */
export function comparedPassages(hits: SearchHit[], terms: string[]): SearchHit[] | null {
  const uncovered = new Set(terms.filter((term) => !GENERIC_TERMS.has(term)));
  const chosen: SearchHit[] = [];
  const candidates = hits.map((hit) => ({
    hit,
    title: termsOf(hit.passage.title),
    text: termsOf(`${hit.passage.heading} ${hit.passage.text}`),
  }));
  while (uncovered.size > 0 && chosen.length < 3) {
    let best: (typeof candidates)[number] | null = null;
    let bestGain = 0;
    for (const candidate of candidates) {
      if (chosen.includes(candidate.hit)) continue;
      let gain = 0;
      for (const term of uncovered) gain += candidate.title.has(term) ? 3 : candidate.text.has(term) ? 1 : 0;
      if (gain > bestGain) {
        best = candidate;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best.hit);
    for (const term of [...uncovered])
      if (best.title.has(term) || best.text.has(term)) uncovered.delete(term);
  }
  return chosen.length > 1 ? chosen : null;
}

interface Candidate {
  sentence: string;
  hit: SearchHit;
  rank: number;
  score: number;
  /** The first name the sentence says (what it is about: "Premium costs …"), if any. */
  subject: string | null;
}

/** A sentence that starts with "It" or "They" says what it is about in its passage's first sentence. */
function withSubject(sentence: string, position: number, first: string): string {
  return position > 0 && /^(It|They|This|These)\b/.test(sentence) ? `${first} ${sentence}` : sentence;
}

/**
 * "Yes, on the paid plans: …" answers a yes-no question; beside other passages it is "On the paid
 * plans: …".
 */
export function withoutYesOrNo(text: string): string {
  const rest = text.replace(/^(Yes|No)[,.]\s+/, '');
  return rest === text ? text : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/**
 * For a "which" question: the sentences of the hits that carry the most of what is asked for,
 * the most direct first, each further one only when it is about something (a plan, a page) that
 * the answer does not name yet. Null when nothing but the kind of thing listed was asked.
 */
export function whichSentences(
  index: PassageIndex,
  hits: SearchHit[],
  terms: string[],
  asked: Set<string>,
): { text: string; hits: SearchHit[] } | null {
  const focus = terms.filter(
    (term) => !asked.has(term) && !LISTING_VERBS.has(term) && !GENERIC_TERMS.has(term),
  );
  if (focus.length === 0) return null;
  const candidates: Candidate[] = hits.flatMap((hit, rank) => {
    const sentences = sentencesOf(hit.passage.text);
    return sentences.map((raw, position) => {
      const sentence = withSubject(withoutYesOrNo(raw), position, sentences[0] ?? '');
      const words = queryTerms(sentence);
      const score = focus
        .filter((term) => words.includes(term))
        .reduce((sum, term) => sum + index.weight(term), 0);
      return { sentence, hit, rank, score, subject: words.find((word) => index.isName(word)) ?? null };
    });
  });
  const top = Math.max(0, ...candidates.map((candidate) => candidate.score));
  if (top <= 0) return null;
  const strong = candidates
    .filter((candidate) => candidate.score >= top * 0.75)
    .sort((a, b) => b.score - a.score || a.sentence.length - b.sentence.length || a.rank - b.rank);
  const chosen: Candidate[] = [];
  const named = new Set<string>();
  for (const candidate of strong) {
    if (chosen.length === 3) break;
    if (chosen.length > 0 && (!candidate.subject || named.has(candidate.subject))) continue;
    chosen.push(candidate);
    for (const word of queryTerms(candidate.sentence)) if (index.isName(word)) named.add(word);
  }
  const used = [...new Set(chosen.map((candidate) => candidate.hit))];
  return { text: chosen.map((candidate) => candidate.sentence).join(' '), hits: used };
}
