/**
 * Whether the chat panel is closed (the big launcher button), open, or minimized (a small
 * translucent button). `$chatPanel` is shared by the launcher script, which must stay
 * free of React, and the React panel; the state is kept in session storage so that a panel left
 * open is open again on the next page of the same tab.
 *
 * Nothing here touches a browser global at import time: the store reads storage when the first
 * subscriber arrives.
 */
import { atom, onMount, type ReadableAtom } from 'nanostores';
import { getSessionStorage, readItem, type StorageLike, writeItem } from './session-storage.ts';

export type ChatPanelState = 'closed' | 'open' | 'minimized';

/** `id` of the panel element, for the launcher's `aria-controls`. */
export const CHAT_PANEL_ID = 'chat-panel';

/** Session-storage key of the panel state. */
export const CHAT_PANEL_STORAGE_KEY = 'poolscape.chat.panel';

const PANEL_STATES: readonly ChatPanelState[] = ['closed', 'open', 'minimized'];

/** The stored panel state; anything missing or unknown (an older or tampered value) is `closed`. */
export function parsePanelState(raw: string | null): ChatPanelState {
  return PANEL_STATES.find((state) => state === raw) ?? 'closed';
}

/** The panel state stored in `storage`, `closed` when there is none. */
export function readPanelState(storage: StorageLike | null): ChatPanelState {
  return parsePanelState(readItem(storage, CHAT_PANEL_STORAGE_KEY));
}

/** Remember `state` for the next page of this tab. */
export function writePanelState(storage: StorageLike | null, state: ChatPanelState): void {
  writeItem(storage, CHAT_PANEL_STORAGE_KEY, state);
}

const $store = atom<ChatPanelState>('closed');

/** The panel's current state. Read-only: change it with the actions below so storage follows. */
export const $chatPanel: ReadableAtom<ChatPanelState> = $store;

/** Take the state stored in this tab again (on mount, and for a page shown from the back/forward cache). */
export function restoreChatPanel(): void {
  $store.set(readPanelState(getSessionStorage()));
}

onMount($store, () => {
  restoreChatPanel();
});

function setPanelState(state: ChatPanelState): void {
  $store.set(state);
  writePanelState(getSessionStorage(), state);
}

/** Show the panel (from closed or minimized). */
export function openChat(): void {
  setPanelState('open');
}

/** Fold the panel into the small restore button; the conversation stays. */
export function minimizeChat(): void {
  setPanelState('minimized');
}

/** Close the panel; the launcher shows again. The conversation stays for this tab. */
export function closeChat(): void {
  setPanelState('closed');
}
