/**
 * The chat launcher's behaviour (ChatLauncher.astro), in plain TypeScript so that pages carry no
 * React until the visitor asks for the chat. It decides where the widget shows, turns the panel
 * state into the launcher's looks (big button when closed, hidden while open, small translucent
 * button when minimized) and loads the React panel from its own chunk on first use. Where the
 * chat is hidden (the sign-in page; the design screen on a phone) the panel is never loaded.
 */
import { APP_NAVIGATE_EVENT } from '../../lib/router/navigate-event.ts';
import { isChatHiddenOn, NARROW_SCREEN_QUERY } from './chat-visibility.ts';
import {
  $chatPanel,
  CHAT_PANEL_ID,
  type ChatPanelState,
  closeChat,
  openChat,
  restoreChatPanel,
} from './panel-state.ts';
import { getSessionStorage, readItem, writeItem } from './session-storage.ts';
import { keepActionsClear } from './step-aside.ts';

/** Accessible names of the launcher in its two visible looks. */
export const LAUNCHER_LABELS = { closed: 'Open AI Assistant', minimized: 'Restore AI Assistant' } as const;

const RELOAD_STORAGE_KEY = 'poolscape.chat.reloadedAt';
const RELOAD_GUARD_MS = 30_000;

/**
 * The panel's chunk could not be loaded. The site is rebuilt and swapped in while pages are open,
 * and a page from an older build asks for chunk names the new build no longer has; one reload gets
 * the current page, where the stored `open` state opens the panel again. A second failure soon
 * after is not that case (offline, say), so the chat just closes and can be tried again.
 */
function recoverFromFailedLoad(error: unknown): void {
  console.error('The chat could not be loaded.', error);
  const storage = getSessionStorage();
  const lastReload = Number(readItem(storage, RELOAD_STORAGE_KEY));
  if (storage === null || (Number.isFinite(lastReload) && Date.now() - lastReload < RELOAD_GUARD_MS)) {
    closeChat();
    return;
  }
  writeItem(storage, RELOAD_STORAGE_KEY, String(Date.now()));
  window.location.reload();
}

/** Wire up the launcher rendered by ChatLauncher.astro; does nothing on pages without one. */
export function initChatLauncher(): void {
  const launcher = document.querySelector<HTMLButtonElement>('[data-chat-launcher]');
  const panelRoot = document.querySelector<HTMLElement>('[data-chat-panel-root]');
  if (launcher && panelRoot) wireLauncher(launcher, panelRoot);
}

/**
 * Calls `listener` after every change of the page's path. The signed-in app moves between its
 * screens with the History API, which fires `popstate` for back and forward only; the Navigation
 * API, where the browser has it, also reports the app's own `pushState` calls.
 */
function onPathChange(listener: () => void): void {
  window.addEventListener('popstate', listener);
  // The signed-in app announces its own client-side navigations.
  window.addEventListener(APP_NAVIGATE_EVENT, listener);
  const navigation = (window as Window & { navigation?: EventTarget }).navigation;
  navigation?.addEventListener('currententrychange', listener);
}

function wireLauncher(launcher: HTMLButtonElement, panelRoot: HTMLElement): void {
  const supportEmail = launcher.dataset.supportEmail ?? '';
  const greeting = launcher.dataset.greeting || undefined;
  const narrowScreen = window.matchMedia(NARROW_SCREEN_QUERY);
  let panelRequested = false;
  let openedByVisitor = false;
  let previousState: ChatPanelState | null = null;

  function loadPanel(): void {
    if (panelRequested) return;
    panelRequested = true;
    import('./mount.tsx')
      .then(({ mountChatPanel }) => {
        mountChatPanel(panelRoot, { supportEmail, greeting, focusOnMount: openedByVisitor });
        launcher.setAttribute('aria-controls', CHAT_PANEL_ID);
      })
      .catch((error: unknown) => {
        panelRequested = false;
        recoverFromFailedLoad(error);
      });
  }

  function render(state: ChatPanelState): void {
    const hiddenHere = isChatHiddenOn(window.location.pathname, narrowScreen.matches);
    panelRoot.hidden = hiddenHere;
    launcher.hidden = hiddenHere || state === 'open';
    launcher.dataset.state = state;
    launcher.setAttribute('aria-expanded', String(state === 'open'));
    launcher.setAttribute(
      'aria-label',
      state === 'minimized' ? LAUNCHER_LABELS.minimized : LAUNCHER_LABELS.closed,
    );
    if (state === 'open' && !hiddenHere) loadPanel();
  }

  // Focus goes back to the launcher when the panel it was in closes or folds away (and not when
  // the visitor had already moved on to the page).
  function returnFocus(): void {
    const active = document.activeElement;
    if (launcher.hidden) return;
    if (active === null || active === document.body || panelRoot.contains(active)) launcher.focus();
  }

  $chatPanel.subscribe((state) => {
    const wasOpen = previousState === 'open';
    previousState = state;
    render(state);
    if (wasOpen && state !== 'open') returnFocus();
  });
  narrowScreen.addEventListener('change', () => render($chatPanel.get()));
  onPathChange(() => render($chatPanel.get()));
  // A page shown again from the back/forward cache takes the state another page may have changed.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) restoreChatPanel();
  });

  launcher.addEventListener('click', () => {
    openedByVisitor = true;
    openChat();
  });
  if (launcher.hasAttribute('data-steps-aside')) keepActionsClear(launcher);
}
