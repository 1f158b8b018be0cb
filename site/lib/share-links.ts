// The social share modal's links: each network's own share address
// with the design's public link, its name and (for Pinterest) its image.

export interface ShareTarget {
  /** The design's share page (absolute). */
  url: string;
  title: string;
  /** The render (absolute), for networks that pin an image. */
  imageUrl?: string | null;
}

export interface ShareLink {
  id: 'facebook' | 'x' | 'pinterest' | 'linkedin' | 'email';
  label: string;
  href: string;
}

export function shareLinks(target: ShareTarget): ShareLink[] {
  const url = encodeURIComponent(target.url);
  const text = `${target.title}: a pool design made with Poolscape`;
  const pin = new URLSearchParams({ url: target.url, description: text });
  if (target.imageUrl) pin.set('media', target.imageUrl);
  return [
    { id: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    {
      id: 'x',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`,
    },
    { id: 'pinterest', label: 'Pinterest', href: `https://pinterest.com/pin/create/button/?${pin}` },
    { id: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
    {
      id: 'email',
      label: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(`Take a look: ${target.url}`)}`,
    },
  ];
}

/** An absolute address for a same-origin path (image URLs in the API's answers are paths). */
export function absoluteUrl(path: string, origin: string): string {
  return new URL(path, origin).href;
}
