// The built-in assistant's answer: the best passage, said briefly, with the page it comes from;
// several passages combined when the question spans them (comparisons, "which plans …"); or,
// when the content does not cover the question, an honest "I don't know" and the way to reach
// support. It never writes a fact that is not in a passage.
import type { ChatSource } from '@poolscape/shared';
import {
  comparedPassages,
  contentTerms,
  type SpanningQuestion,
  spanningQuestion,
  whichSentences,
  withoutYesOrNo,
} from './combine-passages.ts';
import type { Passage } from './knowledge.ts';
import {
  GENERIC_TERMS,
  type PassageIndex,
  queryTerms,
  type SearchHit,
  sentencesOf,
  stem,
} from './search-index.ts';

export interface ComposedAnswer {
  response: string;
  sources: ChatSource[];
  /** True when the assistant said it does not know. */
  declined: boolean;
  /** Passages used, best first (the language model gets these). */
  passages: Passage[];
}

const GREETING =
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|thanks|thank you|thx|cheers)\b[\s!.,]*$/i;

export function declineAnswer(supportEmail: string): ComposedAnswer {
  return {
    response: `I'm not sure about that, and I'd rather not guess. Our support team can help: e-mail ${supportEmail} or visit the Support page.`,
    sources: [{ title: 'Support', url: '/support' }],
    declined: true,
    passages: [],
  };
}

/** Share of the question's specific meaning (weighted by rarity) that a hit matched. */
function coverage(index: PassageIndex, hit: SearchHit, terms: string[]): number {
  const specific = terms.filter((term) => !GENERIC_TERMS.has(term));
  const matched = (term: string): boolean =>
    hit.matched.some((m) => m === term || m.startsWith(term) || term.startsWith(m));
  if (specific.length === 0) return terms.every(matched) ? 1 : 0;
  const total = specific.reduce((sum, term) => sum + index.weight(term), 0);
  const found = specific.filter(matched).reduce((sum, term) => sum + index.weight(term), 0);
  return total > 0 ? found / total : 0;
}

/** Words of a text including the small ones, for comparing a question with an FAQ title. */
function allWords(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}$.]+/u)
      .filter(Boolean)
      .map(stem),
  );
}

/** Reorders hits: curated answers whose question reads like the visitor's come first. */
function rerank(hits: SearchHit[], question: string): SearchHit[] {
  const asked = allWords(question);
  const scored = hits.map((hit) => {
    const title = allWords(hit.passage.title);
    const shared = [...asked].filter((word) => title.has(word)).length;
    const similarity = shared / Math.max(asked.size, 1);
    const curated = hit.passage.kind === 'answer' ? 1.4 : 1;
    return { hit, score: hit.score * curated * (1 + similarity) };
  });
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.hit);
}

/** Up to `count` sentences from `texts` that carry the most of the question, in their order. */
function relevantSentences(index: PassageIndex, texts: string[], terms: string[], count: number): string {
  const sentences = texts.flatMap(sentencesOf);
  const scored = sentences.map((sentence, position) => {
    const words = new Set(queryTerms(sentence));
    return {
      position,
      score: terms.filter((term) => words.has(term)).reduce((sum, term) => sum + index.weight(term), 0),
    };
  });
  const best = [...scored].sort((a, b) => b.score - a.score || a.position - b.position).slice(0, count);
  return best
    .sort((a, b) => a.position - b.position)
    .map((entry) => sentences[entry.position])
    .join(' ');
}

const MIN_COVERAGE = 0.5;

export function composeAnswer(index: PassageIndex, question: string, supportEmail: string): ComposedAnswer {
  if (GREETING.test(question.trim())) {
    return {
      response:
        'Hello! Ask me anything about Poolscape: pool styles and features, creating a design, sharing it with clients, or our plans and prices.',
      sources: [],
      declined: false,
      passages: [],
    };
  }
  const spanning = spanningQuestion(question);
  const terms = contentTerms(queryTerms(question));
  const found = index.search(question, 8).map((hit) => ({ hit, share: coverage(index, hit, terms) }));
  const covering = (least: number): SearchHit[] =>
    rerank(
      found.filter((entry) => entry.share >= least).map((entry) => entry.hit),
      question,
    );
  const hits = covering(MIN_COVERAGE);
  const combined = spanning
    ? combinePassages(index, spanning, spanning.kind === 'compare' ? covering(0.25) : hits, terms)
    : null;
  if (combined) return answerFrom(combined.text, combined.hits, hits);
  const best = hits[0];
  if (!best) return declineAnswer(supportEmail);

  // A curated answer is said as written; from a post, the sentences of its matching sections
  // that carry the most of the question.
  const response =
    best.passage.kind === 'answer'
      ? best.passage.text
      : relevantSentences(
          index,
          hits.filter((hit) => hit.passage.url === best.passage.url).map((hit) => hit.passage.text),
          terms,
          3,
        );
  return answerFrom(response, [best], hits);
}

/**
 * A comparison said passage by passage (each curated answer as written, the best sentences of a
 * post), or a "which" question's sentences from every passage that answers it; null when one
 * passage answers it alone.
 */
function combinePassages(
  index: PassageIndex,
  spanning: SpanningQuestion,
  hits: SearchHit[],
  terms: string[],
): { text: string; hits: SearchHit[] } | null {
  if (spanning.kind === 'compare') {
    const compared = comparedPassages(hits, terms);
    if (!compared) return null;
    const parts = compared.map((hit) =>
      hit.passage.kind === 'answer'
        ? withoutYesOrNo(hit.passage.text)
        : relevantSentences(index, [hit.passage.text], terms, 2),
    );
    return { text: parts.join(' '), hits: compared };
  }
  const best = hits[0];
  if (!best) return null;
  const strong = hits.filter((hit) => hit.score >= best.score * 0.3).slice(0, 5);
  return whichSentences(index, strong, terms, spanning.asked);
}

/** The answer with its sources: the passages it was said from first, then any nearly as good. */
function answerFrom(response: string, used: SearchHit[], hits: SearchHit[]): ComposedAnswer {
  const best = used[0];
  const sources: ChatSource[] = [];
  for (const hit of [...used, ...hits]) {
    if (sources.length === 2) break;
    if (!used.includes(hit) && best && hit.score < best.score * 0.6) continue;
    if (sources.some((source) => source.url === hit.passage.url)) continue;
    sources.push({ title: sourceTitle(hit.passage), url: hit.passage.url });
  }
  const passages = [...new Set([...used, ...hits])]
    .slice(0, Math.max(3, used.length))
    .map((hit) => hit.passage);
  return { response, sources, declined: false, passages };
}

const PAGE_TITLES: Record<string, string> = {
  '/subscribe': 'Plans and pricing',
  '/register': 'Start your free trial',
  '/tutorials': 'Tutorials',
  '/support': 'Support',
  '/ai-pool-design': 'AI pool design',
  '/wordpress': 'Designs on your WordPress site',
  '/wordpress-wizard': 'The WordPress wizard',
  '/about': 'About Poolscape',
  '/privacy': 'Privacy',
  '/library': 'Your library',
  '/simple-login': 'Sign in',
  '/': 'Poolscape',
};

function sourceTitle(passage: Passage): string {
  return passage.kind === 'post' ? passage.title : (PAGE_TITLES[passage.url] ?? passage.title);
}
