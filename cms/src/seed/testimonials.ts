// Ten testimonials for the landing page's carousel; the seed rates each five stars.
export const seedTestimonials = [
  {
    name: 'Marcus Bell',
    role: 'Owner, Bell Pools & Spas (Phoenix, AZ)',
    content:
      'We used to wait a week for a 3D rendering. Now I photograph the yard during the first visit and show the homeowner their pool before I leave the driveway. Our close rate went up noticeably in the first month.',
  },
  {
    name: 'Priya Raman',
    role: 'Homeowner, Raleigh, NC',
    content:
      'I could not picture a pool in our sloped yard until I saw it in our own photo. We tried three styles in ten minutes and picked the natural lagoon with the waterfall.',
  },
  {
    name: 'Dan Kowalski',
    role: 'Sales consultant, Blue Haven dealer',
    content:
      'The before and after slider does the selling for me. Clients forward the share link to their spouse and come back with questions about the deck, not about whether to build.',
  },
  {
    name: 'Elena García',
    role: 'Landscape architect, Austin, TX',
    content:
      'The perspective is right: the far edge narrows the way it should and the coping follows the plane of the lawn. It is the first tool I have trusted in a first meeting.',
  },
  {
    name: 'Tom Whitfield',
    role: 'General contractor, Sacramento, CA',
    content:
      'Dusk and night renders with the lighting package sell the upgrade on their own. We added pool lighting to almost every contract since we started showing them.',
  },
  {
    name: 'Aisha Johnson',
    role: 'Homeowner, Tampa, FL',
    content:
      'We uploaded a phone photo, dragged four corners and had a design in seconds. Our builder used the same image in his quote, so everyone was talking about the same pool.',
  },
  {
    name: 'Greg Lindqvist',
    role: 'Owner, Northshore Pool Builders',
    content:
      'Adding our Poolscape renders to the WordPress gallery keeps the website fresh with our own projects. Half our leads now mention a design they saw there.',
  },
  {
    name: 'Sofia Martins',
    role: 'Design-build sales, Orlando, FL',
    content:
      'Premium pays for itself. I make variations for every lead, send the share link and the client picks a favourite before the site visit.',
  },
  {
    name: 'Kevin O’Brien',
    role: 'Builder, Dallas-Fort Worth',
    content:
      'Infinity edges are hard to explain with a brochure. Showing one spilling toward the client’s own view ended a two-month debate in one evening.',
  },
  {
    name: 'Rachel Kim',
    role: 'Homeowner, San Diego, CA',
    content:
      'The free trial was enough to plan our whole backyard: pool, hot tub and decking. Support answered my question about resolution within the hour.',
  },
] as const;
