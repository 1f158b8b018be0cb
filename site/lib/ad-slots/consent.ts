/**
 * The visitor's say over ads, on the pages that have an ad slot switched on. Until they allow ads
 * nothing is asked of the ad network: no script, no request, no cookie; the slots stay hidden and a
 * small prompt asks. The choice is kept in this browser (local storage): "Allow" loads AdSense and
 * fills the slots on every later visit, "No thanks" keeps the page as it is and is not asked again.
 * A shown slot has a button to stop ads again.
 */
import { AD_NETWORK_ATTRIBUTE, ADSENSE_SCRIPT_URL } from '@poolscape/shared/ad-network';

export const AD_CONSENT_KEY = 'poolscape:ad-consent';
export type AdConsent = 'granted' | 'denied';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;
type AdsWindow = { adsbygoogle?: unknown[] };

/** The saved choice, or null when none was made (or storage is not available). */
export function readConsent(storage: KeyValueStore | null): AdConsent | null {
  try {
    const value = storage?.getItem(AD_CONSENT_KEY);
    return value === 'granted' || value === 'denied' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the choice; where storage is refused the choice holds for this page only. */
export function saveConsent(storage: KeyValueStore | null, choice: AdConsent): void {
  try {
    storage?.setItem(AD_CONSENT_KEY, choice);
  } catch {
    // Private browsing or storage switched off: the prompt shows again on the next page.
  }
}

/** The page's ad slots (the rendered `<aside>`s). */
export function adSlotsOf(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(`[${AD_NETWORK_ATTRIBUTE}="adsense"]`)];
}

/** The AdSense script's address for a publisher, as AdSense's own code gives it. */
export function adsenseScriptUrl(publisherId: string): string {
  return `${ADSENSE_SCRIPT_URL}?client=${encodeURIComponent(publisherId)}`;
}

/** Shows the slots, loads AdSense once and asks it to fill each slot. Only after consent. */
export function showAds(doc: Document, win: AdsWindow): void {
  const slots = adSlotsOf(doc);
  const publisherId = slots[0]?.dataset.adClient;
  if (!publisherId) return;
  // A slot must be laid out (have a width) before AdSense fills it.
  for (const slot of slots) slot.hidden = false;
  if (!doc.querySelector('script[data-adsense]')) {
    const script = doc.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = adsenseScriptUrl(publisherId);
    script.dataset.adsense = '';
    doc.head.append(script);
  }
  win.adsbygoogle ??= [];
  for (const slot of slots) if (slot.querySelector('ins.adsbygoogle')) win.adsbygoogle.push({});
}

/** Wires the prompt and the slots' "stop ads" buttons, and shows ads when they were allowed. */
export function initAdConsent(
  doc: Document,
  win: AdsWindow & { location: Pick<Location, 'reload'> },
  storage: KeyValueStore | null,
): void {
  const prompt = doc.querySelector<HTMLElement>('[data-ad-consent]');
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-ad-stop]')) {
    button.addEventListener('click', () => {
      saveConsent(storage, 'denied');
      // The ad network's script cannot be unloaded: a fresh page is one without it.
      win.location.reload();
    });
  }
  const choice = readConsent(storage);
  if (choice === 'granted') {
    showAds(doc, win);
    return;
  }
  if (choice === 'denied' || !prompt) return;
  prompt.hidden = false;
  for (const button of prompt.querySelectorAll<HTMLButtonElement>('[data-ad-consent-choice]')) {
    button.addEventListener('click', () => {
      const chosen: AdConsent = button.dataset.adConsentChoice === 'granted' ? 'granted' : 'denied';
      saveConsent(storage, chosen);
      prompt.hidden = true;
      if (chosen === 'granted') showAds(doc, win);
    });
  }
}
