export interface SeedPost {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publishedAt: string;
  image:
    | 'garden-sloped-lawn-stone-house'
    | 'garden-small-fenced-yard'
    | 'pool-render-modern-villa-loungers'
    | 'pool-render-modern-villa-lawn-fence';
  markdown: string;
}

export const seedPosts: SeedPost[] = [
  {
    slug: 'choosing-a-pool-style-for-your-yard',
    title: 'Choosing a Pool Style That Fits Your Yard and Your Home',
    excerpt:
      'Modern, traditional, natural, infinity or geometric? How to read your house, your garden and your habits before you pick a pool style.',
    tags: ['design', 'homeowners', 'modern'],
    publishedAt: '2026-06-04T09:00:00.000Z',
    image: 'pool-render-modern-villa-lawn-fence',
    markdown: `A pool is the largest single object most people will ever add to a garden. It sits right outside the back windows, it is visible from the kitchen and the patio, and it will be there for decades. That is why style matters more than it first seems: the right shape and finish make the pool feel like it was always part of the property, while the wrong one can look dropped in from somewhere else.

Poolscape offers five core styles. Here is how to think about each one, and how to decide which belongs in your yard.

## Start with the house, not the pool

Before you look at a single pool render, step back and look at your home. The architecture gives you most of the answer.

- **Clean lines, large glass, flat or low-pitched roofs** usually pair well with modern or geometric pools.
- **Brick, stone, shutters and pitched roofs** tend to suit traditional shapes and classic coping.
- **Timber, cottage gardens and mature trees** open the door to natural designs with softer edges and planting.
- **A view, a slope or a drop at the edge of the lot** is the starting point for an infinity edge.

The pool does not have to copy the house exactly, but it should share at least one thing with it: a material, a line, a colour or a proportion.

## The five styles at a glance

### Modern

Modern pools are long, clean rectangles with crisp coping, flush decking and restrained detailing. They often feature a tanning ledge, linear lighting and large-format pavers. They suit contemporary homes and yards where you want the pool to read as a calm, architectural surface.

### Traditional

Traditional pools lean on familiar shapes such as rectangles with rounded ends, Roman steps and gentle curves, paired with bullnose coping and patterned tile. They feel welcoming and timeless, and they sit comfortably beside classic homes and formal gardens.

### Natural

Natural pools borrow from ponds and streams. Expect irregular edges, boulders, planted margins and darker interior finishes that make the water look deeper and more organic. They work best in larger, greener gardens where the pool can blend into the landscape rather than stand apart from it.

### Infinity

An infinity or vanishing edge lets water spill over one side so the surface appears to merge with the view beyond. It is the most dramatic option, and it needs the right site: a real view and a change in grade. We cover this in detail in a separate article.

### Geometric

Geometric pools go beyond the simple rectangle into L-shapes, offset rectangles, interlocking forms and pools that wrap around a terrace. They are a strong choice when you want a bold, sculptural look or need to work around an awkward footprint.

## Think about how you will use it

Style is not only about looks. The way your household uses the water should shape the design.

- **Lap swimming** calls for a long, straight run, which favours modern and geometric forms.
- **Young children** benefit from wide steps, a shallow bench and a sun shelf, all of which fit easily into traditional designs.
- **Entertaining** points toward generous decking, lighting and perhaps a spa, whatever the style.
- **Relaxing and looking at the garden** suits natural and infinity pools that put the surroundings first.

## Try several styles on the same photo

The fastest way to decide is to stop imagining and start comparing. Upload one photo of your backyard and generate the same space in two or three styles. Seeing a modern rectangle and a natural lagoon side by side in your own garden, with your own fence and trees in the frame, settles debates that could otherwise go on for weeks.

A few tips when you compare:

1. Keep the same photo for every version so only the design changes.
2. Add the same features, such as lighting or decking, to each style so the comparison is fair.
3. Look at each result for a day or two before deciding. First impressions can fade.
4. Share the favourites with everyone who will use the pool and ask what they notice first.

## A concept, not a construction drawing

A Poolscape design is a visual concept that helps you choose a direction. Once you have a style you love, bring the images to a qualified pool builder, who will confirm dimensions, engineering, drainage and cost for your specific site. Starting that conversation with a clear picture of what you want makes every step after it easier.`,
  },
  {
    slug: 'how-to-photograph-your-backyard-for-ai-pool-design',
    title: 'How to Photograph Your Backyard for the Best AI Pool Design',
    excerpt:
      'Better input, better renders. Light, angle, height and framing tips for taking a backyard photo that Poolscape can turn into a convincing design.',
    tags: ['photography', 'homeowners', 'contractors'],
    publishedAt: '2026-06-18T09:00:00.000Z',
    image: 'garden-sloped-lawn-stone-house',
    markdown: `Every Poolscape design starts with a single photo. The AI uses that image to understand the layout of your yard: where the ground is level, where the fence runs, how the light falls and what surrounds the space. A clear, well-framed photo gives it more to work with, and the result looks more like your real garden with a pool in it.

You do not need a professional camera. A modern phone is more than enough. What matters is when, where and how you take the shot.

## Choose the right light

Light has more influence on the final render than anything else.

- **Soft light is best.** A bright overcast day, or the first and last couple of hours of sunlight, gives even illumination without harsh contrast.
- **Avoid strong midday sun.** Deep shadows under trees and bright patches on the lawn can hide the shape of the ground.
- **Keep the sun behind you or to the side.** Shooting straight into the sun causes glare and silhouettes.
- **Skip night shots for the source photo.** You can add pool lighting to the design later. The base image should be taken in daylight.

## Find the right height

Most people take garden photos at standing eye level, which works, but a little extra height often helps.

- **Chest to head height** is a good default when you are standing on the lawn.
- **A raised deck, a step or an upstairs window** gives a slightly elevated view that shows more of the ground plane. This helps the AI understand the full footprint available for a pool.
- **Avoid extreme overhead angles.** A view straight down from a balcony flattens the scene and makes it harder to render realistic depth.

## Pick the angle people will actually see

Think about where you will most often look at the pool from. For many homes, that is the back door, the kitchen window or the main patio. Photographing from that spot produces a design that matches the view you will live with every day.

If you are not sure, take a few options:

1. From the back door or patio, looking out into the yard.
2. From one back corner of the yard, looking toward the house.
3. From an upstairs window, if you have one overlooking the garden.

Generate designs from each and see which perspective tells the story best.

## Include the whole area

Frame the photo so the space where the pool could go sits comfortably inside the image, with some margin around it.

- **Show the boundaries.** Fences, hedges and walls help the AI understand the scale of the yard.
- **Include the ground in the foreground.** A strip of lawn or patio at the bottom of the frame helps with perspective.
- **Leave some sky or background at the top.** This gives context for trees, rooflines and views.
- **Use landscape orientation.** Yards are usually wider than they are tall, and a horizontal frame captures more of the usable space.
- **Be careful with ultra-wide lenses.** The 0.5x setting on many phones can bend straight lines near the edges. The standard lens is usually the safer choice.

## Tidy up before you shoot

A few minutes of preparation makes a visible difference.

- Move hoses, toys, bins and garden tools out of the frame.
- Mow the lawn if it is overgrown, so the ground reads clearly.
- Open umbrellas and scattered chairs can confuse the layout. Stack or remove them.
- Keep permanent features such as trees, sheds and retaining walls. They anchor the design in reality.

## Hold the camera steady and level

A tilted horizon makes the whole yard look as if it slopes, and the design will follow. Turn on the grid overlay in your camera app and line it up with a fence, roofline or wall. Hold the phone with both hands or rest it against something steady, and tap to focus on the middle of the yard before taking the shot.

## For contractors taking site photos

If you photograph client yards on site visits, build the shot into your routine. Take the same set of angles at every visit, note the time of day and save the originals at full resolution. When the client asks for a design in a different style later, you will already have a clean, consistent starting image.

## A quick checklist

- Daylight, ideally soft or overcast
- Camera at chest height or slightly higher
- Standard lens, landscape orientation
- Whole area in frame with boundaries visible
- Clutter cleared, horizon level

Get these right and every design you generate will start from solid ground.`,
  },
  {
    slug: 'infinity-edge-pools-where-they-work',
    title: 'Infinity Edge Pools: Where They Work and Where They Do Not',
    excerpt:
      'A vanishing edge can be breathtaking, but only on the right site. Learn what an infinity pool needs and how to test the idea on your own yard first.',
    tags: ['infinity', 'design', 'homeowners'],
    publishedAt: '2026-07-02T09:00:00.000Z',
    image: 'pool-render-modern-villa-loungers',
    markdown: `Few pool designs make an impression like an infinity edge. When it is done well, the water appears to run straight into the horizon, a valley or the sea. When it is done on the wrong site, it can look like a pool with a strange wall and nothing special beyond it. The difference comes down to a few practical questions.

## How an infinity edge works

An infinity pool, also called a vanishing or negative edge pool, has at least one wall built slightly lower than the water level. Water flows continuously over that edge into a catch basin, sometimes called a trough, hidden below. A pump returns the water from the basin to the main pool, so the surface keeps spilling over.

From the main viewing position, you see the water surface but not the edge wall or the basin. That is what creates the illusion that the pool simply continues into the view.

## What your site needs

### A view worth borrowing

The illusion only works if there is something beyond the edge to merge into. Good candidates include:

- Open water, such as a lake, river or coastline
- A valley, hills or a distant skyline
- Open countryside or a long view across lower land

If the edge would face a neighbour's fence, a wall or a close row of trees, the effect is lost. In that case, a different style will probably serve you better.

### A change in grade

Infinity edges are most natural on sloping lots, where the ground drops away beyond the pool. The slope hides the catch basin and lets the water fall without the structure being obvious. On flat land, the basin and edge wall usually need to be concealed with raised terraces or planting, which adds complexity.

### A clear viewing point

Decide where you will be standing or sitting when you enjoy the view. The edge has to line up with that sightline. Designers usually plan the height of the edge relative to the main terrace, the living room or an outdoor lounge area.

## Things to weigh up

An infinity edge is a specialised structure, and it brings some extra considerations.

- **Engineering.** Pools on slopes often need structural design for the shell, the catch basin and any retaining walls. A qualified engineer and an experienced builder are essential.
- **Equipment.** Keeping water moving over the edge requires additional pumping and plumbing, so talk to your builder about efficient equipment and run times.
- **Water loss.** A larger exposed water surface and continuous flow can increase evaporation. Covers and sensible operating schedules help.
- **Maintenance access.** The catch basin and the outside face of the edge need to be reachable for cleaning.
- **Safety.** The drop on the far side of the edge should be considered in the overall layout and barrier planning for your property.

## Variations that fit more sites

If a full vanishing edge is not realistic, there are related options that capture some of the feeling.

- **A partial infinity edge** along one short section, framing the best part of the view.
- **A perimeter overflow pool**, where water sits level with the surrounding deck on all sides for a mirror-like surface.
- **A raised spa spilling into the main pool**, which gives the look of moving water on an edge without the site demands.

## Test the idea on your own photo

Because an infinity edge depends so heavily on the view, it is worth seeing it before you commit. Take a photo from your main viewing position, with the view beyond the garden clearly visible, and generate an infinity design in Poolscape.

When you review the result, ask yourself:

1. Does the water really appear to meet the view, or does something block it?
2. Would you see this angle often, or only from one spot in the garden?
3. Does the edge line up with the natural fall of the land?

Try the same photo with a modern or geometric design as well. Sometimes the comparison confirms that the infinity edge is the hero of the yard. Sometimes it shows that a simpler pool with a low wall and planting frames the view just as beautifully.

## The takeaway

Infinity edges reward the right site with an unforgettable result. If you have a view and a slope, they are well worth exploring. If you do not, there is no shortage of other styles that will look at home in your garden. Either way, a render of your own yard is the quickest way to find out, and a good starting point for a conversation with your builder.`,
  },
  {
    slug: 'pool-lighting-from-dusk-to-night',
    title: 'Pool Lighting From Dusk to Night: A Practical Design Guide',
    excerpt:
      'Underwater lights, step lights, uplighting and colour. How to plan pool lighting that looks beautiful after sunset and keeps everyone safe.',
    tags: ['lighting', 'design', 'homeowners'],
    publishedAt: '2026-07-16T09:00:00.000Z',
    image: 'pool-render-modern-villa-loungers',
    markdown: `A pool spends a large part of its life after dark. Summer evenings, late swims and dinners on the terrace all happen when the sun is low or gone. Good lighting turns the pool into the focal point of the garden at night, while poor lighting leaves it as a dark rectangle or, worse, a glaring one.

Here is how to think about lighting in layers, and how to preview it before anything is installed.

## Why dusk matters most

The most beautiful moment for a lit pool is usually not full darkness but dusk, sometimes called the blue hour. The sky still holds colour, the garden is softly visible and the pool lights start to glow. Design your lighting so it looks good in that transition, and it will almost always look good later too.

In Poolscape, you can add lighting to any design to see how the pool reads as evening falls. Comparing a daytime render with an evening one is a quick way to judge whether the lighting plan adds to the space or overwhelms it.

## Layer 1: In-pool lighting

Underwater lights are the foundation of any pool lighting scheme.

- **Placement.** Lights are usually set in the walls and aimed away from the main viewing area, so you see the glow of the water rather than the bright fixture.
- **Even coverage.** Several smaller lights spaced along the pool generally look better than one very bright light at one end.
- **Steps and benches.** Small lights on step edges and seating ledges help people judge depth and find their footing.
- **Colour.** Many modern fixtures can change colour. Soft white or a gentle blue tends to look natural. Saturated colours can be fun for parties but are best used sparingly.

## Layer 2: Edges, steps and paths

The area around the pool needs enough light to move safely without spoiling the atmosphere.

- Step lights set into walls or stair risers
- Low bollards or path lights along routes to the house, spa and changing area
- Linear lights tucked under the coping or bench seating for a floating effect
- Subtle lighting at level changes, where people are most likely to trip

Aim for light that shows the ground rather than shining into people's eyes.

## Layer 3: Landscape and features

This is where the garden comes alive at night.

- **Uplighting trees** adds height and frames the pool.
- **Grazing walls** with light from a low angle brings out the texture of stone or render.
- **Water features** such as sheer descents, scuppers and waterfalls look spectacular when lit from below or behind.
- **Planting beds** benefit from a few soft spots, enough to suggest depth without lighting every leaf.

## Common mistakes to avoid

- **Too bright.** A pool lit like a stadium loses its charm. Dimmable fixtures give you control.
- **Glare toward seating.** Check sightlines from the terrace, kitchen and lounge chairs.
- **Only one layer.** A glowing pool in a pitch-black garden can feel isolated. Add some surrounding light.
- **Forgetting the neighbours.** Keep fixtures aimed down and inward where possible.
- **Ignoring controls.** Timers, scenes and app control make it far more likely the lights will actually be used.

## Plan lighting before construction

Underwater fixtures, conduits and wiring need to be planned before the pool shell and decking are built. Adding them later is much harder. All pool and outdoor electrical work should be carried out by qualified professionals in line with local electrical codes.

A simple planning sequence looks like this:

1. Generate a daytime design you are happy with.
2. Add lighting and review the evening version of the same design.
3. Note which elements you want lit: pool, steps, spa, trees, walls, paths.
4. Share the evening render with your builder and electrician so everyone works from the same picture.

## For contractors

Evening renders are one of the most persuasive images you can show a client. Many homeowners have never imagined their garden at night, and seeing it lit up makes the project feel real. Including a lighting version alongside the daytime design also opens a natural conversation about upgrades, without any hard selling.

## The bottom line

Think of pool lighting in layers: the water, the edges and the garden around it. Design for dusk, keep glare away from where people sit and plan the wiring early. A few well-placed lights can make your pool the most beautiful thing you see all evening.`,
  },
  {
    slug: 'sizing-a-pool-for-a-small-yard',
    title: 'Sizing a Pool for a Small Yard Without Losing the Garden',
    excerpt:
      'A compact yard can still hold a beautiful pool. How to choose the right size and shape, and leave room for decking, planting and everyday life.',
    tags: ['design', 'homeowners', 'small-yards'],
    publishedAt: '2026-07-30T09:00:00.000Z',
    image: 'garden-small-fenced-yard',
    markdown: `Many people assume a pool is only for large properties. In reality, some of the most inviting pools are in small, fenced yards, where a compact design turns an ordinary patch of lawn into a private retreat. The trick is choosing a size and shape that fits the space and still leaves room to live around it.

## Start with what you want to do in the water

The right size depends far more on how you will use the pool than on how much space you have.

- **Cooling off and relaxing.** A small plunge pool with a bench or ledge is often all you need.
- **Exercise.** A narrow, longer lap pool or a compact pool paired with a swim jet can provide real swimming in a limited footprint.
- **Playing with children.** A shallow area and wide steps matter more than overall length.
- **Entertaining.** A modest pool with generous decking often works better than a larger pool with nowhere to sit.

Be honest about which of these describes your household. It is easy to overbuild for a use that only happens a few times a year.

## Measure the whole space, not just the pool

In a small yard, the space around the pool is as important as the water itself. Before deciding on dimensions, map out everything else the yard needs to do.

- Walking routes from the house to the pool, gate and side passage
- A place for loungers or a small dining table
- Room for pool equipment, usually a pump, filter and possibly a heater
- Access for maintenance and, during construction, for machinery
- Setbacks from boundaries, structures and utilities, which your local authority will define

Whatever is left after these are accounted for is your realistic pool footprint.

## Shapes that work in compact yards

Some shapes make better use of tight spaces than others.

- **Rectangles** align with fences and walls and leave clean, usable strips of decking.
- **Plunge pools** are short and relatively deep, perfect for cooling off.
- **Lap pools** run along one boundary and leave the rest of the yard open.
- **L-shapes** can wrap around a corner terrace and separate a shallow zone from a deeper one.
- **Pool and spa combinations** pack two experiences into one footprint.

Freeform curves can work too, but they often leave awkward leftover corners that are hard to use.

## Design tricks that make a small pool feel bigger

- **Darker interior finishes** make the water look deeper and more reflective.
- **Flush or minimal coping** keeps the eye moving across the surface.
- **Consistent decking** around the pool avoids a patchwork look that shrinks the space.
- **Vertical planting** on fences and walls adds greenery without taking floor area.
- **Lighting at night** pushes the boundaries back and makes the yard feel more expansive.
- **Built-in seating** on the pool edge or a raised wall doubles as furniture.

## Leave some lawn if you can

It is tempting to fill the whole yard with water and paving. A small strip of lawn or a planted bed softens the space, gives pets and children somewhere to play and makes the pool feel like part of a garden rather than a replacement for one.

## Test sizes on your own yard

Small yards are where a visual comparison really pays off. Take a clear photo that shows the full width of the yard and both boundaries, then generate a few variations.

1. A compact plunge pool with decking on two sides.
2. A longer lap pool along one fence.
3. A pool with an attached spa and a small lawn area kept open.

Looking at all three in your actual yard, with your own fence and neighbours' trees in the frame, shows which option leaves the space feeling balanced. Keep in mind that AI renders are visual concepts. Your builder will confirm exact dimensions, depths and setbacks before anything is finalised.

## Small can be spectacular

A well-proportioned small pool is easier to heat, quicker to clean and often more intimate than a larger one. Focus on how you will use it, protect the space around it and let a few design choices do the heavy lifting. The result can be the most-used room of the house, just outdoors.`,
  },
  {
    slug: 'presenting-pool-designs-to-close-sales',
    title: 'Presenting Pool Designs to Clients: A Contractor Playbook for Closing Sales',
    excerpt:
      'Clients buy what they can picture. How pool builders and sales consultants can use AI designs to run better consultations and win more projects.',
    tags: ['sales', 'contractors'],
    publishedAt: '2026-08-13T09:00:00.000Z',
    image: 'pool-render-modern-villa-lawn-fence',
    markdown: `Selling a pool means asking a homeowner to make a large decision about something that does not exist yet. Brochures, sketches and photos of other people's projects help, but they still ask the client to imagine. When a client sees their own backyard with a finished pool in it, the conversation changes. This playbook covers how to use Poolscape designs at each stage of the sale.

## Before the first meeting

Most clients share a photo of their yard when they first get in touch, or you can ask for one when booking the consultation. Use it.

- Generate two or three designs in different styles before you arrive.
- Match at least one option to what the client said they wanted.
- Include one option that stretches the brief slightly, for example with a spa or added lighting.
- Keep the designs realistic for the site and the likely budget range.

Walking in with the client's own yard already transformed shows that you listened, and it sets you apart from competitors who arrive with only a catalogue.

## During the consultation

### Lead with their yard, not your portfolio

Open with the designs of their space. Your portfolio still has value for proving quality, but the client's own garden is what holds their attention.

### Compare, do not just present

Put options side by side and ask questions.

- Which one feels most like your home?
- Where would you sit in the evening?
- Is there anything here you would remove?

These answers tell you far more about priorities than a questionnaire.

### Iterate live

If the client wants to see a change, such as a different style, a waterfall or a change in decking, generate it during the meeting on a tablet or laptop. Watching their idea appear in seconds builds excitement and shared ownership of the design.

## Set expectations clearly

Honesty at this stage protects the relationship later. Explain plainly that:

- The render is a concept visual, not a construction drawing.
- Final dimensions, depths and layout depend on site survey, engineering and local requirements.
- Materials and finishes in the image are representative, and samples will be shown before selection.
- Pricing is based on the agreed specification, not on the image itself.

Clients appreciate this clarity, and it prevents disputes when the finished pool differs in small ways from the render.

## After the meeting

The follow-up is where many sales are won or lost.

1. Send the client their favourite designs the same day, along with a short summary of what was discussed.
2. Include one daytime and one evening version, so they can picture both.
3. Attach your proposal to the design rather than sending numbers alone.
4. Check in a few days later and offer one final round of changes.

Clients often show these images to family and friends. A striking render of their own backyard travels much further than a PDF quote.

## Using video walkthroughs

On Pro and Premium plans, you can also create short videos of a design. A video gives clients a sense of movement and atmosphere that a still image cannot. Consider saving videos for serious prospects at the proposal stage, where they can tip a hesitant client toward a decision.

## Upselling without pressure

Designs make it easy to show the value of optional features without a hard pitch.

- Show the pool with and without lighting.
- Add a spa and let the client see how it changes the layout.
- Compare a basic deck with a premium material.

When a client can see the difference, they can decide for themselves whether it is worth it. That tends to lead to bigger projects and happier customers.

## Build it into your process

The contractors who get the most from AI design treat it as a standard step, not an occasional extra.

- Request a yard photo with every enquiry.
- Prepare designs before every consultation.
- Save designs in a consistent way so any team member can pick up the file.
- Reuse the approved design as a reference for your crew during construction.

## The result

A good design does not replace your expertise. It shows it. When clients can see exactly what you are proposing, in their own yard, they feel more confident, ask better questions and are more ready to sign.`,
  },
  {
    slug: 'pool-decking-materials-compared',
    title: 'Pool Decking Materials Compared: Travertine, Pavers, Timber and Composite',
    excerpt:
      'The deck frames your pool and takes daily wear. A practical comparison of travertine, concrete pavers, timber and composite decking.',
    tags: ['decking', 'design', 'materials'],
    publishedAt: '2026-08-27T09:00:00.000Z',
    image: 'pool-render-modern-villa-loungers',
    markdown: `The area around a pool often covers more ground than the water itself. It is where people walk barefoot, dry off, sunbathe and eat, so the decking material shapes both the look of the pool and how comfortable it is to use. Here is a practical comparison of four of the most popular choices.

## What to look for in any pool deck

Before comparing materials, it helps to know what matters most around water.

- **Slip resistance** when wet
- **Comfort underfoot** in direct sun
- **Durability** against pool water, sunscreen, chlorine or salt and weather
- **Maintenance** such as sealing, cleaning and repairs
- **Appearance** and how it works with your pool style and house
- **Cost** of materials and installation, which varies by region and supplier

No material wins on every point. The right choice depends on your climate, budget and style.

## Travertine

Travertine is a natural stone with a warm, soft colour range and a slightly textured surface.

**Strengths**

- Tends to stay comfortable underfoot in sun compared with many darker materials
- Tumbled and brushed finishes offer good grip when wet
- Timeless look that suits traditional, Mediterranean and many modern designs
- Individual pavers can be replaced if damaged

**Things to consider**

- Natural pores and pits may need filling and periodic sealing
- Quality varies, so buy from a reputable supplier and view samples
- Can be affected by harsh cleaners or repeated freezing in cold climates, depending on grade

## Concrete pavers

Concrete pavers are manufactured units available in a huge range of sizes, colours and textures, including large-format slabs that suit contemporary pools.

**Strengths**

- Very versatile, from classic brick-style to sleek, oversized slabs
- Generally good value
- Individual pavers can be lifted and reset if the base moves or repairs are needed
- Many products include textured or slip-resistant finishes

**Things to consider**

- Colour can fade over time, especially in strong sun
- Joints need occasional maintenance to control weeds and movement
- Darker colours can become hot underfoot

## Timber

Timber decking brings warmth and a natural, relaxed feel. It is popular for natural pools, raised decks and sloped sites.

**Strengths**

- Beautiful, organic appearance that softens hard landscaping
- Works well over uneven ground and for raised platforms
- Pleasant underfoot and easy to combine with planting

**Things to consider**

- Needs regular cleaning and oiling or sealing to stay looking its best
- Can weather to grey if left untreated, which some people like and others do not
- Potential for splinters, movement and rot if poorly specified or maintained
- Choose species and grades suitable for outdoor, wet environments

## Composite

Composite decking is made from a blend of materials, often wood fibres and plastics, designed to look like timber with less upkeep.

**Strengths**

- Low maintenance, with no oiling or staining needed
- Resistant to rot and splintering
- Consistent colour and finish across boards
- Works on raised frames, like timber

**Things to consider**

- Some products become hot in direct sun, particularly darker colours
- Slip resistance varies between products, so check specifications for wet areas
- Appearance is consistent, which can look less natural than real wood up close

## Mixing materials

Some of the best pool surrounds combine two materials. A stone or paver surround next to the water with a timber or composite lounging deck further back can give you durability where it matters and warmth where you relax. Keep transitions simple and consistent with the style of the pool.

## How to choose

A simple way to narrow things down:

1. Start with your climate. In hot, sunny areas, prioritise surfaces that stay cooler. In cold areas, check freeze resistance.
2. Decide how much maintenance you are willing to do each year.
3. Match the material to the pool style and the house.
4. Shortlist two options and view real samples wet and dry.

## See it before you buy

Decking changes the whole character of a pool. Generate the same design in Poolscape with different deck finishes and compare them side by side. A pale stone surround and a dark timber deck can make the same pool feel completely different, and seeing both in your own yard makes the decision much easier. Then confirm suitability, slip ratings and pricing with your builder or supplier before you commit.`,
  },
  {
    slug: 'natural-lagoon-pools-and-planting',
    title: 'Natural Lagoon Pools: Designing With Stone, Water and Planting',
    excerpt:
      'Soft edges, boulders and lush planting can make a pool look like it has always been there. How to design a natural lagoon pool that feels effortless.',
    tags: ['natural', 'landscaping', 'design'],
    publishedAt: '2026-09-10T09:00:00.000Z',
    image: 'garden-sloped-lawn-stone-house',
    markdown: `Some pools are designed to stand out. Natural lagoon pools are designed to blend in. With curved edges, rock outcrops, darker water and generous planting, they feel more like a woodland pond or a mountain swimming hole than a piece of architecture. For gardens with mature trees, slopes or a rural setting, they can be the most beautiful option of all.

## Two kinds of natural pool

The term natural pool is used in two different ways, and it helps to know which you mean.

- **Natural-style pools** are conventional pools with standard filtration and sanitation, designed to look natural through shape, materials and landscaping.
- **Biological or living pools** use plants and a separate regeneration zone to help keep the water clean, with little or no chemical treatment.

Both can look stunning. Biological pools need specialist design, more space for planted zones and a different approach to maintenance. Natural-style pools are more widely built and easier to maintain in a conventional way. Poolscape designs show the look, and your builder can advise which system suits your site.

## Shape and edges

Nature rarely makes straight lines, so natural pools avoid them.

- Use flowing, irregular outlines that follow the contours of the garden.
- Vary the edge treatment: boulders in one place, a planted margin in another, a shallow beach entry elsewhere.
- Let the pool tuck in behind planting or rocks so it is not all visible at once.
- Consider a shallow, gently sloping entry, which looks like a natural shoreline and is easy to walk into.

## Stone and materials

Materials do most of the work in making a pool feel natural.

- **Boulders and rock outcrops** should look as if they belong to the site. Local stone usually blends in best.
- **Darker interior finishes** in greys, greens or deep blues make the water look deeper and more like a lake.
- **Stepping stones** and flat rocks can double as seating or sunning ledges.
- **Timber decking** in a weathered finish suits the style better than polished paving.

Avoid mixing too many types of stone. One or two complementary choices look more convincing than a collection.

## Planting around the water

Planting is what turns a pool into a lagoon. Plan it in layers.

1. **Marginal plants** at the water's edge, such as reeds, rushes and grasses, soften the transition from water to land.
2. **Mid-height shrubs and perennials** create depth and frame views across the water.
3. **Trees and larger shrubs** provide a backdrop, shade and a sense of enclosure.

A few practical planting tips:

- Keep plants that shed heavily away from the water to reduce leaf litter.
- Avoid species with aggressive roots close to the pool shell and plumbing.
- Choose plants suited to your local climate and to occasional splashes of pool water.
- Leave clear access points for cleaning equipment and maintenance.

A local landscape designer or nursery can recommend species that thrive in your region.

## Adding water features

Natural pools and moving water go together. A rock waterfall, a trickling stream feeding the pool or a grotto behind a cascade all add sound and movement. Keep them in scale with the pool: a modest, well-placed cascade usually looks more natural than a towering one.

## Lighting a natural pool

Subtle is best. Warm, low-level lighting on rocks and planting, with soft in-pool lights, keeps the atmosphere of a pond at night. Avoid bright colours that break the illusion.

## Is a natural pool right for you?

Natural lagoon designs suit:

- Larger gardens with room for planting
- Sloped sites where rocks and waterfalls can follow the land
- Homes with timber, stone or cottage character
- Owners who enjoy gardening as much as swimming

They are less suited to very small, formal or highly architectural spaces, where a modern or geometric pool may sit more comfortably.

## Visualise it first

Because so much of the character comes from planting and stone, natural pools can be hard to imagine on a bare lawn. Upload a photo of your garden and generate a natural design with landscaping and a waterfall. Seeing boulders and reeds in your own yard will tell you quickly whether this style belongs there, and give your builder and landscaper a shared picture to work from.`,
  },
  {
    slug: 'adding-a-hot-tub-or-spa-to-your-pool-design',
    title: 'Adding a Hot Tub or Spa to Your Pool Design',
    excerpt:
      'A spa extends the swimming season and adds a social heart to the garden. Compare built-in spas and standalone hot tubs, and where to place them.',
    tags: ['hot-tubs', 'design', 'homeowners'],
    publishedAt: '2026-09-24T09:00:00.000Z',
    image: 'pool-render-modern-villa-lawn-fence',
    markdown: `A pool is wonderful on a hot afternoon. A spa is wonderful on a cool evening, an early morning or a night when you just want to sit in warm water and talk. Adding one to your design can make the whole outdoor area more useful across more of the year. Here is how to decide what kind of spa to add, and where it should go.

## Built-in spa or standalone hot tub?

The first decision is whether the spa is part of the pool construction or a separate unit.

### Built-in spa

A built-in spa is constructed at the same time as the pool, usually sharing the same materials and often the same equipment.

- Looks fully integrated with the pool and decking
- Can be designed in any shape to match the pool style
- Options include spillover spas, raised spas and spas set level with the pool
- Usually part of the main construction contract and schedule

### Standalone hot tub

A standalone or portable hot tub is a self-contained, factory-made unit.

- Can be added before, during or after the pool project
- Often heats up quickly and has its own controls and jets
- Can be recessed into a deck or set on a pad for a cleaner look
- Can potentially move with you if you relocate

If you want a seamless, architectural result, a built-in spa is usually the way to go. If flexibility or staging the project matters most, a standalone hot tub is worth considering.

## Spa styles that pair with each pool style

- **Modern:** a square or rectangular raised spa with a sheer spillover into the main pool.
- **Traditional:** a round or oval spa attached to the pool with matching coping and tile.
- **Natural:** a spa set among boulders, sometimes with a rock spillway into the lagoon.
- **Infinity:** a spa positioned to share the same view, often at the edge of the terrace.
- **Geometric:** a spa as one block in an interlocking arrangement of shapes.

## Where to place the spa

Location makes a big difference to how often a spa gets used.

- **Close to the house.** On cold evenings, a short walk from the back door is a real advantage.
- **With a view.** Position it to look at the pool, the garden or a borrowed view.
- **Away from the busiest play area.** Separate quiet soaking from splashing if you have children.
- **With some shelter.** A wall, screen or planting helps with wind and privacy.
- **Near equipment.** Shorter plumbing runs to pumps and heaters can help with efficiency.

## Spillover spas

One of the most popular configurations is a raised spa that spills water into the pool. The sound and movement add a water feature to the design at no extra footprint, and it visually links the two bodies of water. Raised spas also create a natural backrest wall and can double as informal seating from the pool side.

## Safety and comfort details

- Include secure, slip-resistant steps and a handrail where needed.
- Plan a lockable cover for standalone hot tubs and consider one for built-in spas too.
- Make sure the spa is included in the barrier or fencing arrangements required for your property.
- Add low-level lighting to the steps and around the spa for night use.
- Discuss water temperature settings and controls with your installer.

## Running costs and equipment

Heating water is the main running cost of any spa. Ask your builder about efficient heating options, good insulation and covers, and how the spa will share equipment with the pool. A clear picture of the controls and schedule helps you enjoy the spa without surprises.

## See how it changes the layout

A spa affects the balance of the whole garden. Adding it to the wrong side can crowd the decking, while the right spot creates a natural gathering point. Try generating your design with and without a hot tub in Poolscape.

1. Create your preferred pool design without a spa.
2. Generate the same design with a hot tub added.
3. Compare the layouts and think about how you would move through each.
4. Try a version with lighting to see the spa in the evening, when it will often be used most.

Seeing the options in your own backyard will make it clear whether a spa earns its place, and where it belongs.`,
  },
  {
    slug: 'waterfalls-and-water-features-for-pools',
    title: 'Waterfalls and Water Features: Adding Sound and Movement to Your Pool',
    excerpt:
      'Sheer descents, rock waterfalls, scuppers and deck jets. How to choose water features that suit your pool style and your garden.',
    tags: ['waterfalls', 'design', 'landscaping'],
    publishedAt: '2026-10-08T09:00:00.000Z',
    image: 'garden-sloped-lawn-stone-house',
    markdown: `Still water is calm and reflective. Moving water brings a pool to life. The sound of a waterfall can mask road noise, the sparkle of a sheer descent catches the light and deck jets turn a quiet pool into a playground. Water features are one of the most effective ways to give a pool personality, and they come in many forms.

## Why add a water feature?

- **Sound.** Falling water creates a soothing background that helps mask traffic and neighbours.
- **Visual interest.** Movement and reflections draw the eye to the pool even when no one is swimming.
- **Atmosphere at night.** Lit water features are often the highlight of an evening garden.
- **Play.** Jets and bubblers are a favourite with children.
- **Circulation.** Features that move water can help with surface circulation, alongside the main filtration system.

## Types of water features

### Rock waterfalls

Built from natural or manufactured boulders, rock waterfalls suit natural and traditional pools. They work especially well on sloping sites, where the rocks can follow the rise of the land. The best examples look as if the water has found its own path through the stone.

### Sheer descents

A sheer descent releases a smooth, clear sheet of water from a slot in a raised wall. It is clean and architectural, ideal for modern and geometric pools. A raised feature wall with one or more sheer descents can become the backdrop of the whole garden.

### Scuppers

Scuppers are spouts or channels, often in metal or stone, that pour water from a raised wall into the pool. They range from rustic to sleek, and suit many styles depending on the finish.

### Deck jets and laminars

Deck jets shoot arcs of water from the surrounding deck into the pool. Laminar jets produce smooth, glass-like arcs and are often lit from within. Both are playful and look great at night.

### Bubblers

Set into a shallow sun shelf or tanning ledge, bubblers push water up in a gentle column. They are popular with children and make a sun shelf feel more inviting.

### Spillover spas

A raised spa that spills into the pool doubles as a water feature, combining warm water and movement in one element.

## Matching features to your pool style

- **Modern:** sheer descents, slim scuppers, linear feature walls, bubblers in a sun shelf
- **Traditional:** tiled spillways, classic scuppers, a raised spa with a gentle spillover
- **Natural:** rock waterfalls, streams, grottos and rocky spillways
- **Infinity:** usually keep features minimal so the edge and the view remain the focus
- **Geometric:** sheer descents or scuppers aligned with the geometry of the pool

## Design tips

1. **Choose one hero feature.** A single well-placed waterfall has more impact than several competing ones.
2. **Place it where you will see and hear it.** Line it up with the main terrace or the view from the house.
3. **Think about the sound.** Higher drops are louder. If the feature is close to a bedroom or seating area, a gentler flow may be better.
4. **Consider wind.** Sheer descents and jets can be blown onto the deck on exposed sites.
5. **Plan the lighting.** Lighting behind or beneath the water makes features glow at night.
6. **Keep maintenance in mind.** Features need occasional cleaning, and pumps need to be accessible.

## Running and controls

Many water features use their own pump or valves, so they can be switched on when you want them rather than running all the time. Talk to your builder about efficient pumps, controls and how the features will be scheduled. Being able to turn a feature on from a phone or a simple switch makes it far more likely you will enjoy it often.

## Try features on your design

It is hard to picture how a waterfall or feature wall will look in a specific garden. With Poolscape, generate your preferred design, then try versions with a rock waterfall, a sheer descent or no feature at all. Compare them in daylight and with lighting added. You will quickly see whether a feature adds to the design or competes with it, and you will have a clear image to discuss with your builder.

## Final thought

A water feature should feel like it belongs to the pool and the garden, not like an afterthought. Choose one that suits your style, place it where you will enjoy it most and light it well. The sound alone can change how your whole backyard feels.`,
  },
  {
    slug: 'planning-a-pool-project-timeline-and-permits',
    title: 'Planning Your Pool Project: Timeline, Permits and What to Expect',
    excerpt:
      'From first idea to first swim. A location-neutral guide to the stages of a pool project, the approvals you may need and how to keep things on track.',
    tags: ['planning', 'homeowners', 'contractors'],
    publishedAt: '2026-10-22T09:00:00.000Z',
    image: 'garden-small-fenced-yard',
    markdown: `Building a pool is a project with many moving parts: design, approvals, excavation, plumbing, electrical work, finishes and landscaping. Knowing the stages in advance helps you plan, budget and avoid delays. Every region has its own rules and every site is different, so treat this as a general guide and confirm the specifics with your builder and local authority.

## Stage 1: Ideas and design

This is where you decide what you want. Spend time on it, because changes later are far more expensive.

- Decide how you will use the pool: swimming, relaxing, entertaining, children
- Explore styles and features on your own yard with Poolscape
- Collect a shortlist of designs you like to share with builders
- Think about decking, landscaping, lighting and any spa or water features

A clear set of design images makes quotes easier to compare, because every builder is responding to the same vision.

## Stage 2: Choosing a builder

Ask several builders for quotes based on your preferred design. When comparing them, look at:

- Licences, insurance and any registrations required in your area
- Examples of completed projects similar to yours
- What is included and excluded in each quote
- Payment schedule and warranty terms
- Who handles permits and inspections

The lowest price is not always the best value. Clear scope and good communication matter just as much.

## Stage 3: Site survey and engineering

Your builder will assess the site before finalising the design. This may include:

- Measuring the yard and checking levels and slopes
- Identifying access for machinery
- Locating underground utilities before any digging
- Soil assessment, particularly on sloping or unusual sites
- Structural engineering for the pool shell and any retaining walls

The results may lead to adjustments in size, depth or position. This is normal, and a good reason to treat early renders as concepts rather than final plans.

## Stage 4: Permits and approvals

Most places require some form of approval before a pool can be built. Requirements vary widely, so check locally. Common areas include:

- **Building or construction permits** for the pool and associated structures
- **Zoning and setback rules** that control how close a pool can be to boundaries and buildings
- **Barrier and fencing requirements** for pool safety
- **Electrical permits** for pumps, lighting and heaters
- **Drainage and water requirements**, including how the pool is filled and emptied
- **Homeowner association or community approvals**, where they apply

Many builders handle the paperwork, but as the homeowner it is wise to understand what is being applied for. Approval times vary, so build some margin into your schedule.

## Stage 5: Construction

While methods vary by pool type, construction typically follows this sequence:

1. Site preparation, setting out and excavation
2. Steel reinforcement, plumbing and electrical conduits
3. Building the pool shell
4. Coping, tiling and waterline finishes
5. Equipment installation, including pumps, filters and heaters
6. Decking and surrounding hardscape
7. Interior finish and filling
8. Start-up, water balancing and handover

Weather, inspections and material availability can all affect progress. Ask your builder which stages require inspections and how they will keep you informed.

## Stage 6: Landscaping and finishing touches

Planting, lighting around the garden, furniture and fencing often come last. Some homeowners complete these in stages to spread the cost. Having the full design visualised from the start makes it easier to phase the work without losing the overall vision.

## Tips for keeping the project on track

- **Finalise decisions early.** Changing materials or layout mid-build causes delays.
- **Keep one shared reference.** Use your approved design images as the common picture for everyone involved.
- **Plan for access.** Agree on where machinery will enter and how lawns or paths will be protected.
- **Talk to neighbours.** A friendly heads-up about noise and trucks goes a long way.
- **Keep a contingency.** Unexpected ground conditions can affect cost and schedule.

## For contractors

Sharing a clear project roadmap with clients, alongside their design renders, reduces anxiety and the number of follow-up calls. Clients who understand the stages are more patient when inspections or weather slow things down.

## Ready to begin?

The best pool projects start with a clear idea. Upload a photo of your backyard, explore styles and features and bring your favourite designs to your first builder meeting. You will be ahead from day one.`,
  },
  {
    slug: 'designing-a-low-maintenance-pool',
    title: 'Designing a Low-Maintenance Pool From Day One',
    excerpt:
      'Less cleaning, more swimming. Design choices, equipment and habits that keep a pool easy to look after for years.',
    tags: ['maintenance', 'homeowners', 'design'],
    publishedAt: '2026-11-05T09:00:00.000Z',
    image: 'garden-small-fenced-yard',
    markdown: `Every pool needs some care, but the amount of work varies enormously. Much of it is decided long before the pool is filled, by choices about shape, materials, planting and equipment. If you want more time swimming and less time skimming, plan for low maintenance at the design stage.

## Choose a shape that circulates well

Water moves more easily through simple shapes. Tight corners, narrow channels and complex curves can create dead spots where debris and algae settle.

- Rectangles and gentle curves are generally easier to keep clean.
- Avoid very narrow sections unless your builder has a plan for circulation.
- Position return jets and skimmers to suit the shape and prevailing wind.
- Keep steps and benches simple so automatic cleaners can reach most surfaces.

## Think about trees and planting

Leaves are one of the biggest sources of pool cleaning.

- Avoid planting deciduous trees and heavy-shedding shrubs right next to the water.
- Keep flowering plants that drop petals or berries at a distance from the pool edge.
- Choose grasses, evergreens and plants with tidy growth habits near the pool.
- Leave a clear margin of decking between planting beds and the water, so soil and mulch are not washed in.

If your site already has mature trees, a cover becomes even more valuable.

## Pick durable, easy-care finishes

- **Interior finishes.** Ask your builder about the durability and cleaning needs of different options. Smoother surfaces are generally easier to brush.
- **Waterline tiles.** A tiled band at the waterline is easier to wipe clean than many other finishes.
- **Coping and decking.** Choose materials that resist staining and do not need frequent sealing, or accept that sealing will be part of your routine.
- **Colours.** Mid-tone decking and interior colours can hide dust and marks better than very light or very dark ones.

## Invest in the right equipment

Good equipment reduces daily effort and often running costs too.

- **Variable-speed pumps** can run at lower speeds for longer periods, which is typically quieter and more efficient.
- **Quality filtration** sized properly for your pool keeps water clearer with less intervention.
- **Automatic cleaners** handle routine floor and wall cleaning.
- **Automated chemical or salt systems** help keep sanitiser levels steady, though water still needs regular testing.
- **Smart controls** let you schedule pumps, lighting, heating and water features from a phone.

Ask your builder to explain how each piece of equipment works and how often it needs servicing.

## Use a cover

A cover is one of the most effective tools for easier maintenance. It keeps out leaves and dust, reduces evaporation and helps retain heat. Automatic covers are convenient for daily use, while manual covers can be more budget-friendly. Make sure any cover you choose is compatible with the shape of your pool, which is another reason to favour simple outlines.

## Plan the equipment area

Pool equipment needs a home that is easy to reach, well ventilated and protected from the weather.

- Keep it close enough to the pool for efficient plumbing
- Screen it from view with planting or a small enclosure
- Leave space for servicing and future upgrades
- Consider noise, especially near bedrooms or neighbours

## Build simple habits

Even the best design needs a routine. A simple weekly rhythm might include:

1. Skim the surface and empty skimmer baskets.
2. Test and balance the water.
3. Brush walls and steps, especially the waterline.
4. Check the pump basket and filter pressure.
5. Run the cleaner or review its schedule.

Little and often is far easier than a big clean after weeks of neglect.

## See the low-maintenance version first

When you generate designs in Poolscape, compare a few options with maintenance in mind. How close are trees to the water? Is the shape simple or complex? Is there a clear deck margin? Visual comparisons make it easier to spot potential trouble spots before they are built, and give you a clear brief to discuss with your builder.

## The bottom line

A low-maintenance pool is not an accident. It comes from a sensible shape, thoughtful planting, durable finishes, good equipment and a cover. Get those right at the design stage and your pool will be a pleasure to own, not another chore.`,
  },
];
