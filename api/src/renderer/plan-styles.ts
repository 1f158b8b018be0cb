// What sets the styles apart besides their layouts: pool sizes, finishes, deck materials and
// the look of the water, the hot tub and the waterfall each style gets.
import { fromBytes, type Rgb } from './colour.ts';
import type { Coping, Deck, Finish, Waterfall } from './plan-types.ts';
import type { CopingMaterial, DeckMaterial, PoolStyle, WaterTint } from './types.ts';

export const FINISHES: Record<PoolStyle, Finish> = {
  modern: { wall: fromBytes(226, 234, 238), floor: fromBytes(200, 222, 234), waterline: null, tile: 0.25 },
  geometric: { wall: fromBytes(224, 232, 236), floor: fromBytes(206, 224, 230), waterline: null, tile: 0.2 },
  traditional: {
    wall: fromBytes(232, 238, 240),
    floor: fromBytes(218, 230, 236),
    waterline: fromBytes(38, 92, 152),
    tile: 0,
  },
  natural: { wall: fromBytes(120, 118, 104), floor: fromBytes(168, 164, 140), waterline: null, tile: 0 },
  infinity: { wall: fromBytes(70, 104, 140), floor: fromBytes(80, 118, 158), waterline: null, tile: 0.3 },
};

export const DECKS: Record<PoolStyle, Omit<Deck, 'outline'>> = {
  modern: { kind: 'boards', colour: fromBytes(92, 86, 80), rise: 0.1 },
  geometric: { kind: 'boards', colour: fromBytes(150, 104, 72), rise: 0.1 },
  traditional: { kind: 'travertine', colour: fromBytes(222, 206, 180), rise: 0.06 },
  natural: { kind: 'flagstone', colour: fromBytes(170, 156, 134), rise: 0.06 },
  infinity: { kind: 'pavers', colour: fromBytes(196, 194, 188), rise: 0.06 },
};

/** The deck in each material, for a material the style does not have itself (RenderInput.deckMaterial). */
const DECK_MATERIAL_LOOKS: Record<DeckMaterial, Omit<Deck, 'outline'>> = {
  boards: DECKS.geometric,
  porcelain: DECKS.infinity,
  travertine: DECKS.traditional,
  flagstone: DECKS.natural,
};

/** The style's deck, or the chosen material's when the style's is another. */
export function deckLook(style: PoolStyle, material?: DeckMaterial): Omit<Deck, 'outline'> {
  const own = DECKS[style];
  if (!material) return own;
  const look = DECK_MATERIAL_LOOKS[material];
  return look.kind === own.kind ? own : look;
}

/** The styles whose coping already is one of the materials: choosing it changes nothing. */
const OWN_COPING: Partial<Record<PoolStyle, CopingMaterial>> = {
  traditional: 'travertine',
  natural: 'flagstone',
};

const COPING_COLOURS: Record<CopingMaterial, Rgb> = {
  porcelain: fromBytes(204, 204, 200),
  travertine: fromBytes(222, 206, 180),
  flagstone: fromBytes(178, 166, 146),
};

/**
 * The style's coping in the chosen material (RenderInput.copingMaterial): the same band, in the
 * material's colour, laid as flagstones for a flagstone coping. The natural pool's ring of stones
 * becomes a flush band of the same width in a cut material.
 */
export function copingLook(style: PoolStyle, coping: Coping, material?: CopingMaterial): Coping {
  if (!material || OWN_COPING[style] === material) return coping;
  const colour = COPING_COLOURS[material];
  if (material === 'flagstone') return { ...coping, colour, stone: 0.45, flagstones: true };
  if (coping.profile === 'stone') return { ...coping, profile: 'flush', colour, stone: 0.6 };
  return { ...coping, colour };
}

/** Corner radius of the deck (m): the natural pool's flagstones end in a soft curve. */
export const DECK_CORNERS: Record<PoolStyle, number> = {
  modern: 0.04,
  geometric: 0.04,
  traditional: 0.04,
  natural: 1.2,
  infinity: 0.04,
};

export interface SpaLook {
  /** A round tub, or a square one with rounded corners. */
  round: boolean;
  copingWidth: number;
  /** Height of its rim above the pool coping (m). */
  height: number;
  /** The cladding's colour, or null to clad it like the pool's coping. */
  cladding: Rgb | null;
}

const STONE_CLADDING = fromBytes(150, 138, 120);

export const SPA_LOOKS: Record<PoolStyle, SpaLook> = {
  modern: { round: false, copingWidth: 0.22, height: 0.3, cladding: null },
  geometric: { round: false, copingWidth: 0.22, height: 0.3, cladding: null },
  traditional: { round: true, copingWidth: 0.3, height: 0.3, cladding: STONE_CLADDING },
  natural: { round: true, copingWidth: 0.22, height: 0.35, cladding: STONE_CLADDING },
  infinity: { round: false, copingWidth: 0.22, height: 0.3, cladding: null },
};

export const WATERFALL_LOOKS: Record<PoolStyle, Pick<Waterfall, 'kind' | 'colour'>> = {
  modern: { kind: 'sheer', colour: fromBytes(70, 70, 72) },
  geometric: { kind: 'sheer', colour: fromBytes(120, 116, 110) },
  traditional: { kind: 'sheer', colour: fromBytes(196, 178, 150) },
  natural: { kind: 'rock', colour: fromBytes(120, 116, 110) },
  infinity: { kind: 'sheer', colour: fromBytes(150, 148, 142) },
};

export interface WaterLook {
  /** Absorption per metre of path (linear RGB). */
  absorb: Rgb;
  /** Colour the water body scatters back (before lighting). */
  body: Rgb;
  /** Share of the sky colour mixed into the body colour. */
  skyShare: number;
  /** Ripple slope. */
  ripple: number;
}

const POOL_BLUE = fromBytes(14, 86, 168);
const LAGOON_GREEN = fromBytes(8, 84, 96);

export const WATER_LOOKS: Record<PoolStyle, WaterLook> = {
  modern: { absorb: [0.75, 0.21, 0.065], body: POOL_BLUE, skyShare: 0.25, ripple: 1 },
  geometric: { absorb: [0.75, 0.21, 0.065], body: POOL_BLUE, skyShare: 0.25, ripple: 1 },
  traditional: { absorb: [0.72, 0.2, 0.06], body: POOL_BLUE, skyShare: 0.25, ripple: 1 },
  natural: { absorb: [0.85, 0.24, 0.22], body: LAGOON_GREEN, skyShare: 0.2, ripple: 1.1 },
  infinity: { absorb: [0.7, 0.2, 0.07], body: POOL_BLUE, skyShare: 0.4, ripple: 0.5 },
};

/** A dark interior (charcoal, deep blue water) or a light one (white plaster, turquoise water). */
const TINTED_FINISHES: Record<WaterTint, Pick<Finish, 'wall' | 'floor'>> = {
  dark: { wall: fromBytes(64, 70, 76), floor: fromBytes(50, 56, 62) },
  light: { wall: fromBytes(244, 246, 246), floor: fromBytes(238, 244, 246) },
};

const TINTED_WATERS: Record<WaterTint, Pick<WaterLook, 'absorb' | 'body'>> = {
  dark: { absorb: [0.9, 0.3, 0.14], body: fromBytes(6, 36, 64) },
  light: { absorb: [0.62, 0.11, 0.08], body: fromBytes(28, 164, 190) },
};

/** The style's finish, or the tinted one (RenderInput.water); the waterline and tiling stay. */
export function finishFor(style: PoolStyle, tint?: WaterTint): Finish {
  return tint ? { ...FINISHES[style], ...TINTED_FINISHES[tint] } : FINISHES[style];
}

/** The style's water, or the tinted one (RenderInput.water); its ripples and sky stay. */
export function waterLookFor(style: PoolStyle, tint?: WaterTint): WaterLook {
  return tint ? { ...WATER_LOOKS[style], ...TINTED_WATERS[tint] } : WATER_LOOKS[style];
}
