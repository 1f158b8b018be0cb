// The prompt an image model gets: the whole final picture described in plain sentences, as
// inpainting models need (they paint what the prompt says is there, not a list of edits), built
// from the design's style, features and time of day, with the customer's own words last.
import type { ModelingStyle, PoolFeature, PoolStyle, TimeOfDay } from '@poolscape/shared/designs';
import type { PoolShape } from '@poolscape/shared/plan-geometry';

const STYLES: Record<PoolStyle, string> = {
  modern:
    'a modern in-ground swimming pool: a long rectangle with crisp square corners, thin flush pale stone coping and smooth light grey plaster that makes the water clear turquoise',
  traditional:
    'a traditional in-ground swimming pool: a rectangle with rounded Roman ends, a wide rounded bullnose travertine coping and white plaster under bright blue water',
  natural:
    'a natural freeform lagoon pool with irregular flat stone edging, large weathered boulders along its banks and dark green-blue water over a pebble floor',
  infinity:
    'an infinity-edge pool whose far edge has no coping: the water spills over a knife edge into a hidden catch basin, its surface meeting the view beyond, dark grey tile coping on the other sides',
  geometric:
    'a geometric in-ground pool made of stepped, interlocking rectangles in an L shape, with crisp dark grey coping and clear blue water',
};

const FEATURES: Record<PoolFeature, string> = {
  lighting: 'underwater pool lights and low warm lights set into the deck',
  waterfalls: 'a waterfall pouring from the far edge into the pool with white foam where it lands',
  hotTub: 'a raised round hot tub attached at one corner of the pool, with its own coping',
  decking: 'a wide deck around the pool in timber boards or large pavers, wider where people sit',
  landscaping:
    'planted beds with ornamental grasses, rounded shrubs and a few small palms along the far side',
};

const TIMES: Record<TimeOfDay, string> = {
  day: 'Bright natural daylight, soft shadows matching the sun in the photo, reflections of the sky and house in the water.',
  dusk: 'At dusk: a warm golden-pink sky, the garden dimmed and cool, the pool lights beginning to glow.',
  night:
    'At night: a dark blue night sky, the garden dark and blue, the pool glowing from its underwater lights and warm pools of light on the deck.',
};

/** How the prompt names a shape the customer chose. */
const SHAPES: Record<Exclude<PoolShape, 'styleDefault'>, string> = {
  rectangle: 'a sharp-cornered rectangle',
  roundedRectangle: 'a rectangle with softly rounded corners',
  lShape: 'an L-shape',
  kidney: 'a kidney shape',
  oval: 'an oval',
  freeform: 'a flowing freeform curve',
};

export interface PromptOptions {
  style: PoolStyle;
  shape?: PoolShape | undefined;
  features: readonly PoolFeature[];
  timeOfDay: TimeOfDay;
  /** The customer's own words (Pro and Premium), already checked for length. */
  custom?: string | undefined;
}

/** The model's prompt for a design's options. */
export function buildPrompt({ style, shape, features, timeOfDay, custom }: PromptOptions): string {
  const parts = [
    `A photorealistic photograph of this same backyard with ${STYLES[style]}, built into the lawn where the marked area is, in true perspective with the ground.`,
  ];
  if (shape && shape !== 'styleDefault')
    parts.push(`The pool is ${SHAPES[shape]}, its coping following the edge of the marked area.`);
  const chosen = [...new Set(features)].map((feature) => FEATURES[feature]);
  if (chosen.length > 0) parts.push(`Around it: ${chosen.join('; ')}.`);
  parts.push(TIMES[timeOfDay]);
  parts.push(
    'Outside the marked area nothing is added, moved or repainted: the same house, fence, trees and garden. Realistic materials, contact shadows and water; no people, no text.',
  );
  const words = custom?.replace(/\s+/g, ' ').trim();
  if (words) parts.push(`The customer asks for: ${words}`);
  return parts.join(' ');
}

const MODELING: Record<Exclude<ModelingStyle, 'photoreal'>, string> = {
  sketch:
    "Redraw this exact picture as an architect's presentation sketch: confident black ink and pencil line work on warm off-white paper, light hatching in the shadows and a faint wash of colour on the water and planting.",
  watercolour:
    'Repaint this exact picture as a landscape architect’s watercolour: soft transparent washes, pigment pooling at the edges of shapes, fine pencil under-drawing and white paper showing at the borders.',
  clay: 'Remake this exact picture as a handmade architectural clay model photographed in soft studio light: matte clay in a few muted tones, smooth rounded forms, soft shadows in the creases, light blue matte clay for the water.',
};

/**
 * The second prompt for a modeling style other than a photograph: the finished design redrawn
 * whole, keeping everything where it is.
 */
export function buildModelingPrompt(style: Exclude<ModelingStyle, 'photoreal'>): string {
  return `${MODELING[style]} Keep the composition, the house, the pool and every object exactly where they are; no people, no text.`;
}
