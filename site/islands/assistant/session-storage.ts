/**
 * The tab's session storage, where the chat keeps its conversation and panel state so that both
 * survive moving between pages of the same tab (every page is a separate document).
 */

/** The part of `Storage` the chat uses; tests pass a small in-memory fake. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Session storage, or `null` on the server or when the browser refuses it (some private modes and
 * blocked third-party storage throw on the mere property access).
 */
export function getSessionStorage(): StorageLike | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The stored text under `key`, or `null` when there is none or storage refuses to answer. */
export function readItem(storage: StorageLike | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Store `value` under `key`; a full or blocked storage only costs the copy for the next page. */
export function writeItem(storage: StorageLike | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Quota exceeded or storage blocked: the widget keeps working on this page.
  }
}
