import { describe, expect, it } from 'vitest';
import { absoluteUrl, shareLinks } from './share-links.ts';

describe('the social share modal’s links', () => {
  const links = shareLinks({
    url: 'https://poolscape.example/design/share/abc',
    title: 'Smith & Co yard',
    imageUrl: 'https://poolscape.example/api/images/i1/display',
  });
  const byId = Object.fromEntries(links.map((link) => [link.id, link.href]));

  it('offers Facebook, X, Pinterest, LinkedIn and e-mail, in that order', () => {
    expect(links.map((link) => link.label)).toEqual([
      'Facebook',
      'X (Twitter)',
      'Pinterest',
      'LinkedIn',
      'E-mail',
    ]);
  });

  it('gives each network the design’s public link, encoded', () => {
    const encoded = encodeURIComponent('https://poolscape.example/design/share/abc');
    expect(byId.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`);
    expect(byId.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`);
    expect(byId.x).toContain(`url=${encoded}`);
    expect(byId.x).toContain(encodeURIComponent('Smith & Co yard'));
  });

  it('pins the render itself on Pinterest', () => {
    const pin = new URL(byId.pinterest ?? '');
    expect(pin.searchParams.get('media')).toBe('https://poolscape.example/api/images/i1/display');
    expect(pin.searchParams.get('url')).toBe('https://poolscape.example/design/share/abc');
  });

  it('writes an e-mail with the link in its body', () => {
    expect(byId.email).toMatch(/^mailto:\?subject=/);
    expect(decodeURIComponent(byId.email ?? '')).toContain('https://poolscape.example/design/share/abc');
  });

  it('makes image paths absolute for the networks', () => {
    expect(absoluteUrl('/api/images/i1/display', 'https://poolscape.example')).toBe(
      'https://poolscape.example/api/images/i1/display',
    );
  });
});
