import { describe, expect, it } from 'vitest';
import { scriptsAfterFirstPaint } from './page-scripts.ts';

describe('scriptsAfterFirstPaint', () => {
  it('fetches the module scripts Astro writes at low priority, and leaves other scripts alone', () => {
    const html =
      '<head><script type="application/ld+json">{}</script></head><body><h1>Pools</h1>' +
      '<script type="module" src="/_astro/SiteHeader.abc.js"></script>' +
      '<script type="module" src="/_astro/ChatLauncher.def.js"></script>' +
      '<script>document.body.dataset.ready = "";</script></body>';
    expect(scriptsAfterFirstPaint(html)).toBe(
      '<head><script type="application/ld+json">{}</script></head><body><h1>Pools</h1>' +
        '<script type="module" fetchpriority="low" src="/_astro/SiteHeader.abc.js"></script>' +
        '<script type="module" fetchpriority="low" src="/_astro/ChatLauncher.def.js"></script>' +
        '<script>document.body.dataset.ready = "";</script></body>',
    );
  });
});
