// The Content-Security-Policy each page of the site is served with. The pages of a build that show
// an ad slot (`SiteBuild.adPages`, from the list the build writes) also let in the ad network;
// every other page keeps the site's policy exactly.
import { type ExtraSources, sitePolicy } from '../plugins/security-headers.ts';
import type { ServedPage } from '../site-builds/page-renderer.ts';
import type { SiteBuild } from '../site-builds/site-builds.ts';

/**
 * The origins the AdSense tag uses on a page: its script and ad requests (pagead2), the ad
 * frames and their images (googleads.g.doubleclick.net, tpc.googlesyndication.com, www.google.com)
 * and its ad-quality checks (ep1/ep2.adtrafficquality.google).
 *
 * Security: Google documents no list of origins. Its CSP guide for AdSense ("Integrate the AdSense
 * ad code with a Content Security Policy", support.google.com/adsense/answer/16283098) supports only
 * a nonce-based strict policy, because these origins change over time; that would need a fresh
 * nonce written into every served page, which pre-rendered, pre-compressed pages cannot carry.
 * This allowlist is the set that sites serving AdSense under an allowlist policy converge on; if
 * Google moves the tag to another origin, the browser blocks that part and ads stop showing (the
 * rest of the page is unaffected) until it is added here.
 */
export const ADSENSE_SOURCES: ExtraSources = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://ep2.adtrafficquality.google',
  ],
  img: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://ep1.adtrafficquality.google',
  ],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    'https://ep2.adtrafficquality.google',
  ],
  connect: [
    'https://pagead2.googlesyndication.com',
    'https://googleads.g.doubleclick.net',
    'https://ep1.adtrafficquality.google',
  ],
};

/** The policy the build's page `file` is served with. */
export function pagePolicy(build: SiteBuild, file: string, https: boolean): string {
  return build.adPages?.has(file)
    ? sitePolicy(build.hashes, https, ADSENSE_SOURCES)
    : sitePolicy(build.hashes, https);
}

/** The policy of a page rendered on demand: its own inline code, and the ad network if it shows a slot. */
export function onDemandPolicy(page: ServedPage, https: boolean): string {
  return page.showsAds ? sitePolicy(page.hashes, https, ADSENSE_SOURCES) : sitePolicy(page.hashes, https);
}
