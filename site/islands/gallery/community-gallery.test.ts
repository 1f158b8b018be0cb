// The community section shows only designs with what a card needs, and links only to this site or
// to http(s) addresses, whatever the answer holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { communityDesigns } from './community-gallery.ts';

const design = {
  designId: 'd1',
  name: 'Lagoon at dusk',
  url: '/design/share/abc',
  image: { url: '/files/a.webp', width: 1200, height: 900 },
  thumbnailUrl: '/files/a-thumb.webp',
  owner: { name: 'Sunny Deck', url: '/profile/public/u1' },
};

describe('community designs', () => {
  it('keeps whole designs, a private owner included', () => {
    const privateOwner = { ...design, designId: 'd2', owner: { name: 'A Poolscape member', url: null } };
    expect(communityDesigns([design, privateOwner])).toEqual([design, privateOwner]);
  });

  it('leaves out designs with a missing field or a link that is no site path or http(s) address', () => {
    for (const broken of [
      { ...design, url: 'javascript:alert(1)' },
      { ...design, thumbnailUrl: '//evil.example/x.png' },
      { ...design, owner: { name: 'x', url: 'data:text/html,x' } },
      { ...design, image: { url: '/x', width: 0, height: 10 } },
      { ...design, name: undefined },
      null,
      'text',
    ])
      expect(communityDesigns([broken])).toEqual([]);
    expect(communityDesigns({ designs: [design] })).toEqual([]);
  });

  it('never throws, and every design it keeps links safely', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (body, url) => {
        const kept = communityDesigns([body, { ...design, url }]);
        for (const entry of kept) expect(entry.url).toMatch(/^(\/(?!\/)|https?:\/\/)/i);
      }),
    );
  });
});
