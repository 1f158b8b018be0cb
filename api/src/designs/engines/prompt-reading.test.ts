// The built-in renderer's reading of a custom prompt: which words change the features and the
// surfaces, which phrases it reports as followed or not, and that it never fails on any string.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POOL_FEATURES, POOL_STYLES, type PoolFeature, TIMES_OF_DAY } from '../../renderer/index.ts';
import { COPING_MATERIALS, DECK_MATERIALS, WATER_TINTS } from '../../renderer/types.ts';
import { type PromptOptions, type PromptReading, readPrompt } from './prompt-reading.ts';
import { PROMPT_VOCABULARY } from './prompt-vocabulary.ts';

const modern = (
  features: PoolFeature[] = [],
  timeOfDay: PromptOptions['timeOfDay'] = 'day',
): PromptOptions => ({
  style: 'modern',
  features,
  timeOfDay,
});

interface Case {
  prompt: string;
  options?: PromptOptions;
  expected: Partial<PromptReading>;
}

const cases: Case[] = [
  {
    prompt: 'a spa and dark tile, with a small beach entry',
    expected: {
      features: ['hotTub'],
      render: { water: 'dark' },
      followed: ['a spa', 'dark tile'],
      notFollowed: ['a small beach entry'],
    },
  },
  {
    prompt: 'no waterfall',
    options: modern(['waterfalls', 'lighting']),
    expected: { features: ['lighting'], render: {}, followed: ['no waterfall'], notFollowed: [] },
  },
  { prompt: 'Hot-tub', expected: { features: ['hotTub'], followed: ['Hot-tub'] } },
  { prompt: 'a JACUZZI please', expected: { features: ['hotTub'], followed: ['a JACUZZI please'] } },
  { prompt: 'two hot tubs', expected: { features: ['hotTub'] } },
  { prompt: 'well-lit', expected: { features: ['lighting'], followed: ['well-lit'] } },
  { prompt: 'pool lights', expected: { features: ['lighting'] } },
  { prompt: 'with lighting', expected: { features: ['lighting'], followed: ['lighting'] } },
  { prompt: 'a cascade', expected: { features: ['waterfalls'] } },
  { prompt: 'a rock feature', expected: { features: ['waterfalls'] } },
  {
    prompt: 'palm trees and garden beds',
    expected: { features: ['landscaping'], followed: ['palm trees', 'garden beds'] },
  },
  { prompt: 'lush planting', expected: { features: ['landscaping'], followed: ['lush planting'] } },
  { prompt: 'landscaping', expected: { features: ['landscaping'] } },
  { prompt: 'a deck', expected: { features: ['decking'], render: {} } },
  {
    prompt: 'decking boards',
    options: { style: 'traditional', features: [], timeOfDay: 'day' },
    expected: { features: ['decking'], render: { deckMaterial: 'boards' }, followed: ['decking boards'] },
  },
  { prompt: 'a wood deck', expected: { features: ['decking'], render: { deckMaterial: 'boards' } } },
  { prompt: 'porcelain pavers', expected: { features: ['decking'], render: { deckMaterial: 'porcelain' } } },
  { prompt: 'a flagstone patio', expected: { features: ['decking'], render: { deckMaterial: 'flagstone' } } },
  {
    prompt: 'travertine pavers',
    expected: { features: ['decking'], render: { deckMaterial: 'travertine' } },
  },
  {
    prompt: 'travertine coping',
    expected: { features: [], render: { copingMaterial: 'travertine' }, followed: ['travertine coping'] },
  },
  { prompt: 'stone coping', expected: { features: [], render: { copingMaterial: 'flagstone' } } },
  { prompt: 'a natural stone edge', expected: { render: { copingMaterial: 'flagstone' } } },
  // A material alone goes on the coping and, when there is one, the deck.
  { prompt: 'travertine', expected: { features: [], render: { copingMaterial: 'travertine' } } },
  {
    prompt: 'travertine',
    options: modern(['decking']),
    expected: { features: ['decking'], render: { copingMaterial: 'travertine', deckMaterial: 'travertine' } },
  },
  // A place named wins over a material named alone, whatever the order.
  {
    prompt: 'a wood deck; travertine',
    expected: { features: ['decking'], render: { deckMaterial: 'boards', copingMaterial: 'travertine' } },
  },
  { prompt: 'white plaster', expected: { render: { water: 'light' }, followed: ['white plaster'] } },
  { prompt: 'light tile', expected: { render: { water: 'light' } } },
  { prompt: 'turquoise water', expected: { render: { water: 'light' } } },
  { prompt: 'bright blue', expected: { render: { water: 'light' } } },
  { prompt: 'a black pool', expected: { render: { water: 'dark' } } },
  { prompt: 'dark bottom', expected: { render: { water: 'dark' } } },
  { prompt: 'a lagoon', expected: { render: { water: 'dark' } } },
  { prompt: 'dark gray colored tiles', expected: { render: { water: 'dark' } } },
  { prompt: 'glossy black mosaic tiles', expected: { render: { water: 'dark' } } },
  { prompt: 'black coping', expected: { render: {}, notFollowed: ['black coping'] } },
  { prompt: 'no dark tile', expected: { render: {}, notFollowed: ['no dark tile'] } },
  // Negations remove features, also through a list.
  {
    prompt: 'without lights',
    options: modern(['lighting']),
    expected: { features: [], followed: ['without lights'] },
  },
  { prompt: "I don't want a spa", options: modern(['hotTub']), expected: { features: [] } },
  {
    prompt: 'no spa, waterfall or lights',
    options: modern(['hotTub', 'waterfalls', 'lighting', 'decking']),
    expected: { features: ['decking'], followed: ['no spa, waterfall or lights'], notFollowed: [] },
  },
  {
    prompt: 'no plants and a deck',
    options: modern(['landscaping']),
    expected: { features: ['decking'], followed: ['no plants', 'a deck'] },
  },
  // The later of two contradicting phrases wins; the earlier is not followed.
  {
    prompt: 'dark tile. White plaster',
    expected: { render: { water: 'light' }, followed: ['White plaster'], notFollowed: ['dark tile'] },
  },
  { prompt: 'a spa. No spa', expected: { features: [], followed: ['No spa'], notFollowed: ['a spa'] } },
  // The time of day chosen always wins; a phrase that agrees with it is followed.
  {
    prompt: 'lit at night',
    expected: { features: ['lighting'], followed: ['lit'], notFollowed: ['at night'] },
  },
  {
    prompt: 'lit at night',
    options: modern([], 'night'),
    expected: { followed: ['lit', 'at night'], notFollowed: [] },
  },
  {
    prompt: 'a sunset glow',
    options: modern([], 'dusk'),
    expected: { followed: ['a sunset'], notFollowed: ['glow'] },
  },
  // Filler, restating the style, and wishes about the picture are dropped.
  {
    prompt: 'Please make it beautiful and photorealistic, 4K, high quality',
    expected: { features: [], render: {}, followed: [], notFollowed: [] },
  },
  { prompt: 'a modern looking pool', expected: { followed: [], notFollowed: [] } },
  {
    prompt: 'a modern looking pool',
    options: { style: 'traditional', features: [], timeOfDay: 'day' },
    expected: { notFollowed: ['a modern looking pool'] },
  },
  // What the renderer never draws triggers nothing, even with words it knows.
  { prompt: 'a diving board', expected: { features: [], render: {}, notFollowed: ['a diving board'] } },
  { prompt: 'a stone wall', expected: { render: {}, notFollowed: ['a stone wall'] } },
  { prompt: 'a wooden pergola', expected: { features: [], render: {}, notFollowed: ['a wooden pergola'] } },
  { prompt: 'fire bowls', expected: { notFollowed: ['fire bowls'] } },
  // Words about the picture, or about how much, are not requests.
  {
    prompt: 'Photorealistic 8k render, cinematic lighting',
    expected: { features: [], followed: [], notFollowed: [] },
  },
  {
    prompt: 'not too many plants',
    expected: { features: ['landscaping'], followed: ['not too many plants'] },
  },
  // The user's own words, trimmed.
  { prompt: '   A SPA!!  ', expected: { followed: ['A SPA'] } },
  {
    prompt: 'Please make it a beautiful photorealistic modern looking pool with palm trees and fire bowls',
    expected: { features: ['landscaping'], followed: ['palm trees'], notFollowed: ['fire bowls'] },
  },
];

describe('readPrompt', () => {
  it.each(cases)('$prompt', ({ prompt, options = modern(), expected }) => {
    expect(readPrompt(prompt, options)).toMatchObject(expected);
  });

  it.each([undefined, '', '   ', '...,;!'])('leaves the design as it is for %j', (prompt) => {
    const options = modern(['decking', 'lighting']);
    expect(readPrompt(prompt, options)).toStrictEqual({
      features: ['decking', 'lighting'],
      render: {},
      followed: [],
      notFollowed: [],
    });
  });

  it('keeps the chosen features in their order and adds new ones after them', () => {
    expect(readPrompt('a spa', modern(['landscaping', 'decking'])).features).toEqual([
      'landscaping',
      'decking',
      'hotTub',
    ]);
  });

  it('gives no deck material without a deck', () => {
    expect(readPrompt('a wood deck. no deck', modern()).render).toStrictEqual({});
  });
});

const options = fc.record({
  style: fc.constantFrom(...POOL_STYLES),
  features: fc.array(fc.constantFrom(...POOL_FEATURES), { maxLength: 7 }),
  timeOfDay: fc.constantFrom(...TIMES_OF_DAY),
});

/** Every term of the vocabulary, to build prompts that mean something. */
const vocabulary = Object.values(PROMPT_VOCABULARY).flatMap((group) =>
  Array.isArray(group) ? group : Object.values(group as Record<string, readonly string[]>).flat(),
);
const joins = fc.constantFrom(
  ', ',
  ' and ',
  ' with ',
  '. ',
  ' or ',
  ' no ',
  ' without ',
  ' ',
  '; ',
  '\n',
  '-',
);
const wordy = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...vocabulary), fc.string({ maxLength: 8 })), joins), {
    maxLength: 25,
  })
  .map((parts) => parts.map(([word, join]) => word + join).join(''));
const prompts = fc.oneof(
  wordy,
  fc.string({ maxLength: 600 }),
  fc.string({ maxLength: 200, unit: 'grapheme' }),
  fc.string({ maxLength: 200, unit: 'binary' }),
);

function checkReading(prompt: string, reading: PromptReading): void {
  expect(new Set(reading.features).size).toBe(reading.features.length);
  for (const f of reading.features) expect(POOL_FEATURES).toContain(f);
  for (const phrase of [...reading.followed, ...reading.notFollowed]) {
    expect(phrase.length).toBeGreaterThan(0);
    expect(phrase).toBe(phrase.trim());
    expect(prompt).toContain(phrase);
  }
  expect(reading.notFollowed.filter((p) => reading.followed.includes(p))).toEqual([]);
  const { water, deckMaterial, copingMaterial, ...rest } = reading.render;
  expect(rest).toEqual({});
  if (water !== undefined) expect(WATER_TINTS).toContain(water);
  if (copingMaterial !== undefined) expect(COPING_MATERIALS).toContain(copingMaterial);
  if (deckMaterial !== undefined) {
    expect(DECK_MATERIALS).toContain(deckMaterial);
    expect(reading.features).toContain('decking');
  }
}

describe('readPrompt on any string', () => {
  it('never throws, and keeps its promises', () => {
    fc.assert(
      fc.property(prompts, options, (prompt, opts) => {
        const reading = readPrompt(prompt, opts);
        checkReading(prompt, reading);
        expect(readPrompt(prompt, opts)).toStrictEqual(reading);
      }),
      { numRuns: 400 },
    );
  });

  it('changes nothing for a prompt without letters or digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[^\p{L}\p{N}]*$/u), options, (prompt, opts) => {
        const reading = readPrompt(prompt, opts);
        expect(reading).toStrictEqual({
          features: [...new Set(opts.features)],
          render: {},
          followed: [],
          notFollowed: [],
        });
      }),
    );
  });

  it('only adds what a phrase asks for: a prompt of filler leaves the features as chosen', () => {
    const filler = fc
      .array(fc.constantFrom(...PROMPT_VOCABULARY.filler), { maxLength: 12 })
      .map((w) => w.join(' '));
    fc.assert(
      fc.property(filler, options, (prompt, opts) => {
        const reading = readPrompt(prompt, opts);
        expect(reading.features).toEqual([...new Set(opts.features)]);
        expect(reading.followed).toEqual([]);
        expect(reading.notFollowed).toEqual([]);
      }),
    );
  });
});
