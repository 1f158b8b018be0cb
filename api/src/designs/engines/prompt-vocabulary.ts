// The vocabulary of a custom prompt for the built-in renderer (prompt-reading.ts reads prompts with
// it): the words for each feature, surface, water tint, time of day and style it can draw, the
// things it knows it does not draw, the negations, and the filler words a phrase may hold without
// asking for anything.

/** A comma-separated list of terms (one string, so that the formatter keeps it compact). */
function terms(text: string): readonly string[] {
  return text
    .split(',')
    .map((term) => term.trim().replace(/\s+/g, ' '))
    .filter((term) => term.length > 0);
}

/**
 * The words the renderer acts on, and those it knows to ignore. Matching is case-insensitive, on
 * whole words, with a plural on the last word ("palms", "hot tubs"), "color"/"gray" read as
 * "colour"/"grey", and hyphens as spaces ("hot-tub", "L-shaped"). Longer terms win ("pool deck"
 * over "pool", "stone wall" over "stone").
 */
export const PROMPT_VOCABULARY = {
  /** Add the feature (or remove it after a negation). */
  features: {
    hotTub: terms('hot tub, hottub, spa, spa pool, jacuzzi, whirlpool'),
    lighting: terms(`lights, lighting, lit, lit up, light up, lamp, lantern, illuminated, illumination,
      uplighting, uplight, spotlight, floodlight, led, led light, underwater light, pool light, deck light,
      string light`),
    waterfalls: terms(`waterfall, water fall, cascade, cascading water, rock feature, rock waterfall,
      water feature, spillway, sheer descent, water wall, scupper`),
    landscaping: terms(`landscaping, landscaped, landscape, plant, planting, planted, palm, palm tree,
      garden bed, flower bed, flowerbed, planting bed, raised bed, shrub, shrubbery, bush, greenery, flower,
      hedge, hedging, ornamental grass, boxwood, cypress, agave, succulent, foliage, tree, tropical plant`),
  },
  /** A deck (adds decking). */
  deck: terms('deck, decking, pool deck, sun deck, sundeck, patio, terrace, hardscape, hardscaping'),
  /** Nouns that add decking and name its surface. */
  deckSurfaces: {
    boards: terms('board, decking board, plank, boardwalk'),
    porcelain: terms('paver, paving, paving stone, paving slab'),
  },
  /** Surface materials: for the deck or the coping the phrase names, or both when it names neither. */
  materials: {
    boards: terms('wood, wooden, timber, composite, ipe, teak, hardwood, cedar, redwood'),
    porcelain: terms('porcelain, porcelain tile, ceramic'),
    travertine: terms('travertine, limestone'),
    flagstone: terms(`flagstone, flag stone, flagging, stone, natural stone, sandstone, bluestone, slate,
      fieldstone, crazy paving`),
  },
  coping: terms('coping, coping stone, edge, edging, pool edge, rim, border, lip'),
  /** Both the coping and the deck. */
  surround: terms('surround, pool surround'),
  /** The water's colour: these words alone, or a tint followed by one of `waterSurfaces` ("dark tile"). */
  water: {
    dark: terms('lagoon, dark blue, deep blue, navy, navy blue, midnight blue, dark water, black bottom'),
    light: terms(`turquoise, aqua, aquamarine, azure, cyan, bright blue, light blue, sky blue, baby blue,
      caribbean blue, tropical blue, crystal blue, white plaster`),
  },
  tints: {
    dark: terms('dark, black, charcoal, graphite, anthracite, dark grey'),
    light: terms('white, light, pale, bright, light grey'),
  },
  waterSurfaces: terms(`tile, tiling, tiled, bottom, floor, finish, interior, plaster, pebble, pool, water,
    lining, liner, mosaic, surface, quartz`),
  /** Followed when they agree with the chosen time of day (which always wins), else not followed. */
  timesOfDay: {
    day: terms('day, daytime, daylight, midday, noon, afternoon, morning, sunny, sunshine, sunlit, blue sky'),
    dusk: terms('dusk, sunset, twilight, golden hour, evening, sundown, blue hour'),
    night: terms(
      'night, nighttime, night sky, after dark, moonlight, moonlit, starry, starry sky, stars, midnight',
    ),
  },
  /** Restating the chosen style is filler; asking for another one cannot be followed. */
  styles: {
    modern: terms('modern, contemporary, minimalist, minimal, sleek, clean lines, rectangular, rectangle'),
    traditional: terms('traditional, classic, classical, roman, roman end, bullnose'),
    natural: terms('natural, naturalistic, freeform, free form, organic, rustic, swimming pond, rock pool'),
    infinity: terms('infinity, infinity edge, vanishing edge, negative edge, overflow edge, edgeless'),
    geometric: terms('geometric, l shaped, l shape, angular'),
  },
  /** Things the renderer never draws, matched first so that their words trigger nothing else. */
  notDrawn: terms(`diving board, deck chair, deckchair, sun lounger, lounger, lounge chair, chaise, daybed,
    day bed, umbrella, pool house, pool fence, fence, wall, stone wall, retaining wall, fire pit, firepit,
    fire bowl, fire feature, fireplace, water slide, slide, beach entry, sun shelf, tanning ledge, baja shelf,
    swim up bar, bar, outdoor kitchen, kitchen, bbq, barbecue, grill, pergola, cabana, gazebo, fountain,
    bubbler, deck jet, laminar jet, lawn, grass, turf, boulder, rock, bench, seating, furniture, table, chair,
    step, stair, path, pathway, walkway, statue, sculpture, planter, pot, marble, concrete, brick`),
  negations: terms(`no, not, without, never, don't, dont, do not, doesn't, none, remove, skip, exclude,
    excluding, minus, lose, ditch, avoid, get rid of, take out, leave out, instead of, nothing`),
  /** Words that ask, praise, restate or describe the picture: a phrase of nothing else is dropped. */
  filler: terms(`a, an, the, some, any, my, our, your, their, its, it, it's, this, that, these, those,
    there, here, i, i'd, i'm, me, we, we'd, us, you, please, pls, kindly, can, could, would, will, should,
    want, wanted, need, like, love, make, made, give, show, create, render, rendering, generate, design,
    designed, add, added, adding, put, have, has, had, having, get, build, install, be, is, are, was, do,
    let, let's, really, very, super, extra, quite, so, more, lots, lot, plenty, many, several, of, nice,
    nicely, beautiful, beautifully, gorgeous, stunning, lovely, amazing, awesome, pretty, elegant,
    luxurious, luxury, upscale, high end, premium, fancy, cool, great, perfect, dream, dreamy, wonderful,
    fantastic, inviting, relaxing, cozy, cosy, realistic, photorealistic, photoreal, photo realistic,
    hyperrealistic, hyper realistic, detailed, high quality, quality, hq, hd, 4k, 8k, professional, image,
    photo, picture, view, sky, style, styled, stylish, looking, look, feel, vibe, inspired, themed, aesthetic,
    swimming pool, swimming, backyard, back yard, yard, garden, outdoor, space, area, around, near, next, to,
    in, on, at, by, for, from, during, into, side, whole, entire, all, just, maybe, perhaps, ideally,
    possible, if, new, well, along, together, as, both, each, time, colour, coloured, toned, w, etc, too,
    much, overly, not too, not so, not many, not much, not overly, cinematic, cinematic lighting,
    dramatic lighting, natural lighting, natural light, soft lighting, studio lighting, volumetric lighting`),
};
