// Behaviour of the top navigation's menus (see SiteHeader.astro), and the signed-in variant of
// its actions: Back to Dashboard instead of Sign In and Start Free Trial.
import { isSignedIn } from '../stores/auth-token.ts';
import { startSessionUpkeep } from './session-upkeep.ts';
import { initSignupLinks } from './signup-intent.ts';
import { handleSocialLoginReturn } from './social-login-return.ts';

const MENU_SELECTOR = 'details[data-menu]';

function closeMenus(except?: Element): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>(MENU_SELECTOR)) {
    if (menu !== except) menu.open = false;
  }
}

function showAuthState(): void {
  const signedIn = isSignedIn();
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-in]'))
    element.classList.toggle('hidden', !signedIn);
  for (const element of document.querySelectorAll<HTMLElement>('[data-signed-out]'))
    element.classList.toggle('hidden', signedIn);
}

export function initSiteHeader(): void {
  // Back from Google or Facebook (any page can be the return address): store the token or say why not.
  if (handleSocialLoginReturn().kind === 'signed-in') return;
  // Choosing a link closes the menu it is in (also for links to a place on the same page).
  document.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    const menu = target?.closest(MENU_SELECTOR) ?? undefined;
    if (target?.closest('a')) closeMenus();
    else closeMenus(menu);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const open = document.querySelector<HTMLDetailsElement>(`${MENU_SELECTOR}[open]`);
    if (!open) return;
    open.open = false;
    open.querySelector('summary')?.focus();
  });
  showAuthState();
  // Start Free Trial, Design Now and the plan buttons remember where the visitor was heading.
  initSignupLinks();
  window.addEventListener('authTokenUpdated', showAuthState);
  window.addEventListener('storage', showAuthState);
  startSessionUpkeep({
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    setInterval: (handler, ms) => window.setInterval(handler, ms),
    clearInterval: (id) => window.clearInterval(id as number),
    onPageHide: (handler) => {
      window.addEventListener('pagehide', handler);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') handler();
      });
    },
    log: (message) => console.info(`[poolscape] ${message}`),
  });
}
