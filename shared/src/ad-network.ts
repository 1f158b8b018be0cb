// What the public pages' own script needs to know of the ad network, kept apart from the slot
// schemas (ad-slots.ts) so the consent script a visitor downloads carries no validation library.

/** AdSense's script, loaded only on a page with a slot that is on, after the visitor agreed. */
export const ADSENSE_SCRIPT_URL = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js';

/** The attribute each rendered slot carries; the build lists the pages that have one. */
export const AD_NETWORK_ATTRIBUTE = 'data-ad-network';
