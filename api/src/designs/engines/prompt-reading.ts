// What the built-in renderer makes of a custom prompt. It cannot read a prompt as a model does, but
// many prompts ask for things it can draw: a spa, lights, a waterfall, a deck, planting, stone or
// timber surfaces, a dark or a light pool. The prompt is cut into phrases (at commas, "and",
// "with", sentence ends...), each phrase is matched word by word against a vocabulary, and what it
// asks for changes the design's features and the render's surfaces; "no" or "without" removes a
// feature. Phrases that only restate the options or praise the result are dropped; the rest are
// reported as followed or not followed, in the user's own words. Pure, and total on any string.
import {
  POOL_FEATURES,
  type PoolFeature,
  type PoolStyle,
  type RenderInput,
  type TimeOfDay,
} from '../../renderer/index.ts';
import { PROMPT_VOCABULARY } from './prompt-vocabulary.ts';

type WaterTint = NonNullable<RenderInput['water']>;
type DeckMaterial = NonNullable<RenderInput['deckMaterial']>;

/** The render inputs a prompt can set, beyond the features. */
export type PromptRender = Pick<RenderInput, 'water' | 'deckMaterial' | 'copingMaterial'>;

export interface PromptReading {
  /** The design's features after the prompt's additions and removals. */
  features: PoolFeature[];
  /** Surfaces for the renderer to use instead of the style's (only those the prompt chose). */
  render: PromptRender;
  /** The user's phrases the render follows, as written (trimmed). */
  followed: string[];
  /** The other meaningful phrases, as written: what the render could not follow. */
  notFollowed: string[];
}

export interface PromptOptions {
  style: PoolStyle;
  features: readonly PoolFeature[];
  timeOfDay: TimeOfDay;
}

/** Words that end one phrase and start the next, and characters that end a phrase. */
const JOINS = new Set(['and', 'with', 'plus', 'also', 'but', 'or', 'nor', 'then', 'including', 'featuring']);
const STOPS = /[,;.!?:\n\r&+()[\]{}|/\\•·…—–]/;
/** Words that mark a phrase as a request of its own, not the tail of a list after "no". */
const ASKS = new Set(['a', 'an', 'some', 'add', 'want', 'like', 'please', 'include']);
const SPELLINGS: Record<string, string> = { color: 'colour', colored: 'coloured', gray: 'grey' };

type Entry =
  | { kind: 'feature'; feature: PoolFeature }
  | { kind: 'deck'; material?: DeckMaterial }
  | { kind: 'material'; material: DeckMaterial }
  | { kind: 'coping' | 'surround' | 'waterSurface' | 'notDrawn' | 'negation' | 'filler' }
  | { kind: 'water' | 'tint'; tint: WaterTint }
  | { kind: 'time'; time: TimeOfDay }
  | { kind: 'style'; style: PoolStyle };
type Term = { words: string[]; entry: Entry };
/** A word of the prompt, normalised, and where it is. */
type Token = { word: string; start: number; end: number };
/** A matched term over tokens [from, to), or an unknown word (entry null). */
type Item = { entry: Entry | null; from: number; to: number };
/** A phrase: its tokens and the joining word or the stop (",") before it. */
type Chunk = { tokens: Token[]; join: string };
/** One thing a phrase asks for; `soft` for a material named without a place, which gives way. */
type Effect = { key: string; value: string | boolean; soft?: boolean };

/** Every term by its first word, longest first: "hot tub" wins over "tub", "pool deck" over "pool". */
const TERMS = ((): Map<string, Term[]> => {
  const terms = new Map<string, Term[]>();
  const add = (list: readonly string[], entry: Entry): void => {
    for (const term of list) {
      const words = term.split(' ');
      terms.set(words[0] as string, [...(terms.get(words[0] as string) ?? []), { words, entry }]);
    }
  };
  const each = <K extends string>(lists: Record<K, readonly string[]>, entry: (key: K) => Entry): void => {
    for (const key of Object.keys(lists) as K[]) add(lists[key], entry(key));
  };
  const v = PROMPT_VOCABULARY;
  // Earlier kinds win a tie between equally long terms.
  add(v.notDrawn, { kind: 'notDrawn' });
  each(v.styles, (style) => ({ kind: 'style', style }));
  each(v.features, (feature) => ({ kind: 'feature', feature }));
  add(v.deck, { kind: 'deck' });
  each(v.deckSurfaces, (material) => ({ kind: 'deck', material }));
  each(v.materials, (material) => ({ kind: 'material', material }));
  add(v.coping, { kind: 'coping' });
  add(v.surround, { kind: 'surround' });
  each(v.water, (tint) => ({ kind: 'water', tint }));
  each(v.tints, (tint) => ({ kind: 'tint', tint }));
  add(v.waterSurfaces, { kind: 'waterSurface' });
  each(v.timesOfDay, (time) => ({ kind: 'time', time }));
  add(v.negations, { kind: 'negation' });
  add(v.filler, { kind: 'filler' });
  for (const list of terms.values()) list.sort((x, y) => y.words.length - x.words.length);
  return terms;
})();

/** True if `word` is `term`, or (ending a term) its plural. */
function sameWord(word: string, term: string, last: boolean): boolean {
  if (word === term || !last) return word === term;
  return (
    word === `${term}s` || word === `${term}es` || (term.endsWith('y') && word === `${term.slice(0, -1)}ies`)
  );
}

/** The tokens of a phrase as items, each the longest term starting there, or an unknown word. */
function match(tokens: Token[]): Item[] {
  const items: Item[] = [];
  for (let i = 0; i < tokens.length; ) {
    const word = (tokens[i] as Token).word;
    // The first word of a one-word term may be a plural.
    const forms = [word, word.replace(/s$/, ''), word.replace(/es$/, ''), word.replace(/ies$/, 'y')];
    let best: Term | null = null;
    for (const term of [...new Set(forms)].flatMap((form) => TERMS.get(form) ?? [])) {
      const n = term.words.length;
      if ((best && best.words.length >= n) || i + n > tokens.length) continue;
      if (term.words.every((w, k) => sameWord((tokens[i + k] as Token).word, w, k === n - 1))) best = term;
    }
    const to = i + (best?.words.length ?? 1);
    items.push({ entry: best?.entry ?? null, from: i, to });
    i = to;
  }
  return items;
}

/** Cuts the prompt into phrases at stops and joining words. */
function chunks(prompt: string): Chunk[] {
  const out: Chunk[] = [];
  let current: Chunk = { tokens: [], join: '' };
  let last = 0;
  for (const m of prompt.matchAll(/[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu)) {
    const raw = m[0].toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
    const token = { word: SPELLINGS[raw] ?? raw, start: m.index, end: m.index + m[0].length };
    const joins = JOINS.has(token.word);
    if (joins || STOPS.test(prompt.slice(last, token.start))) {
      if (current.tokens.length > 0) out.push(current);
      current = { tokens: [], join: joins ? token.word : ',' };
    }
    last = token.end;
    if (!joins) current.tokens.push(token);
  }
  if (current.tokens.length > 0) out.push(current);
  return out;
}

/** A phrase cut at each time of day, which becomes a phrase of its own with the filler leading to it. */
function splitTimes(items: Item[]): Item[][] {
  const groups: Item[][] = [[]];
  for (const item of items) {
    const group = groups.at(-1) as Item[];
    const before = groups.at(-2);
    if (item.entry?.kind !== 'time') group.push(item);
    else if (group.length === 0 && before?.some((it) => it.entry?.kind === 'time')) before.push(item);
    else {
      let lead = group.length;
      while (lead > 0 && group[lead - 1]?.entry?.kind === 'filler') lead--;
      groups.push([...group.splice(lead), item], []);
    }
  }
  return groups.filter((g) => g.length > 0);
}

interface Reading {
  effects: Effect[];
  /** Asks for something (even if nothing can be done about it). */
  meaningful: boolean;
  /** Still under a negation at its end ("no spa, waterfall or lights"). */
  negatedAtEnd: boolean;
  /** Only features and filler, with no word of asking: may continue a list after "no". */
  listTail: boolean;
}

/** What one phrase asks for. `negated` when it continues a list after "no". */
function readPhrase(items: Item[], tokens: Token[], style: PoolStyle, negated: boolean): Reading {
  const effects: Effect[] = [];
  const materials: DeckMaterial[] = [];
  const decks: { on: boolean; material?: DeckMaterial }[] = [];
  const places = { coping: false, surround: false };
  let blocked = false;
  let meaningful = false;
  let listTail = true;
  items.forEach((item, index) => {
    const e = item.entry;
    if (!e || e.kind === 'filler') {
      meaningful ||= !e;
      if (!e || ASKS.has((tokens[item.from] as Token).word)) listTail = false;
      return;
    }
    listTail &&= e.kind === 'feature' || e.kind === 'deck' || e.kind === 'negation';
    meaningful ||=
      e.kind !== 'waterSurface' && e.kind !== 'negation' && !(e.kind === 'style' && e.style === style);
    if (e.kind === 'negation') negated = true;
    else if (e.kind === 'feature') effects.push({ key: e.feature, value: !negated });
    else if (e.kind === 'deck') decks.push({ on: !negated, material: e.material });
    else if (e.kind === 'material' && !negated) materials.push(e.material);
    else if (e.kind === 'coping' || e.kind === 'surround') places[e.kind] = !negated;
    else if (e.kind === 'water' && !negated) effects.push({ key: 'water', value: e.tint });
    else if (e.kind === 'tint' && !negated) {
      // A tint counts when a pool surface follows it ("dark tile", "white pebble finish").
      const next = items.slice(index + 1).find((it) => it.entry && it.entry.kind !== 'filler');
      if (next?.entry?.kind === 'waterSurface') effects.push({ key: 'water', value: e.tint });
    } else if (e.kind === 'time') effects.push({ key: 'time', value: negated ? `not ${e.time}` : e.time });
    else if (e.kind === 'notDrawn') blocked = true;
  });
  const otherFeatures = effects.some((effect) => POOL_FEATURES.includes(effect.key as PoolFeature));
  const material = materials[0] ?? decks.find((d) => d.on && d.material)?.material;
  for (const deck of decks) effects.push({ key: 'decking', value: deck.on });
  const decked = decks.some((d) => d.on);
  const { coping, surround } = places;
  if (material && decked) effects.push({ key: 'deck', value: material });
  if (material && material !== 'boards' && (coping || surround))
    effects.push({ key: 'coping', value: material });
  if (material && surround) effects.push({ key: 'deck', value: material, soft: true });
  if (material && materials.length > 0 && !decked && !coping && !surround && !blocked && !otherFeatures) {
    // A material on its own: boards can only be a deck; stone, travertine or porcelain go on both.
    const place: Effect[] =
      material === 'boards'
        ? [
            { key: 'decking', value: true },
            { key: 'deck', value: material },
          ]
        : [
            { key: 'coping', value: material, soft: true },
            { key: 'deck', value: material, soft: true },
          ];
    effects.push(...place);
  }
  return { effects, meaningful, negatedAtEnd: negated, listTail };
}

/** Carries a negation on through a list: "no spa, waterfall or lights", "without lights and a waterfall". */
function carries(previous: Reading | null, join: string, reading: Reading): boolean {
  if (!previous?.negatedAtEnd) return false;
  return join === 'or' || join === 'nor' || ((join === 'and' || join === ',') && reading.listTail);
}

/** The words of a prompt the built-in renderer can act on, and what it makes of them. */
export function readPrompt(prompt: string | undefined, options: PromptOptions): PromptReading {
  const text = typeof prompt === 'string' ? prompt : '';
  const phrases: { from: number; to: number; reading: Reading }[] = [];
  for (const { tokens, join } of chunks(text)) {
    splitTimes(match(tokens)).forEach((group, index) => {
      const from = (tokens[(group[0] as Item).from] as Token).start;
      const to = (tokens[(group.at(-1) as Item).to - 1] as Token).end;
      const last = phrases.at(-1);
      const reading = readPhrase(group, tokens, options.style, false);
      if (!last || index > 0 || !carries(last.reading, join, reading)) {
        phrases.push({ from, to, reading });
        return;
      }
      // The rest of a list after "no" joins the phrase it continues: "no spa, waterfall or lights".
      const rest = readPhrase(group, tokens, options.style, true);
      last.reading = { ...rest, effects: [...last.reading.effects, ...rest.effects], meaningful: true };
      last.to = to;
    });
  }

  // Later phrases win; a material named without a place gives way to one with a place.
  const state = new Map<string, { value: string | boolean; soft: boolean }>();
  for (const { key, value, soft = false } of phrases.flatMap((p) => p.reading.effects)) {
    if (!(soft && state.get(key)?.soft === false)) state.set(key, { value, soft });
  }
  const wanted = (key: string): string | boolean | undefined => state.get(key)?.value;
  const features = [...new Set(options.features)].filter(
    (f) => POOL_FEATURES.includes(f) && wanted(f) !== false,
  );
  for (const f of POOL_FEATURES) if (wanted(f) === true && !features.includes(f)) features.push(f);
  const render: PromptRender = {};
  const water = wanted('water');
  if (water === 'dark' || water === 'light') render.water = water;
  const deck = wanted('deck');
  if (typeof deck === 'string' && features.includes('decking')) render.deckMaterial = deck as DeckMaterial;
  const coping = wanted('coping');
  if (coping === 'porcelain' || coping === 'travertine' || coping === 'flagstone')
    render.copingMaterial = coping;

  const holds = ({ key, value }: Effect): boolean => {
    if (key === 'time')
      return (
        value === options.timeOfDay ||
        (value !== `not ${options.timeOfDay}` && String(value).startsWith('not '))
      );
    if (key === 'water') return render.water === value;
    if (key === 'deck') return render.deckMaterial === value;
    if (key === 'coping') return render.copingMaterial === value;
    return features.includes(key as PoolFeature) === value;
  };
  const followed: string[] = [];
  const notFollowed: string[] = [];
  for (const { from, to, reading } of phrases) {
    const phrase = text.slice(from, to);
    const list = reading.effects.some(holds) ? followed : reading.meaningful ? notFollowed : null;
    if (list && !list.includes(phrase)) list.push(phrase);
  }
  // The same words read twice in different places count as followed.
  return { features, render, followed, notFollowed: notFollowed.filter((p) => !followed.includes(p)) };
}
