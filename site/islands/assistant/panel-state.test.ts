import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $chatPanel,
  CHAT_PANEL_STORAGE_KEY,
  closeChat,
  minimizeChat,
  openChat,
  parsePanelState,
  readPanelState,
  writePanelState,
} from './panel-state.ts';
import type { StorageLike } from './session-storage.ts';

function createFakeSessionStorage(initial: Record<string, string> = {}): StorageLike & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

describe('parsePanelState', () => {
  it('accepts the three states', () => {
    expect(parsePanelState('open')).toBe('open');
    expect(parsePanelState('minimized')).toBe('minimized');
    expect(parsePanelState('closed')).toBe('closed');
  });

  it('reads a missing or unknown value as closed, so a bad entry never opens the panel', () => {
    for (const raw of [null, '', 'OPEN', '"open"', 'maximized', '{}'])
      expect(parsePanelState(raw)).toBe('closed');
  });
});

describe('readPanelState and writePanelState', () => {
  it('round-trips through storage', () => {
    const storage = createFakeSessionStorage();
    writePanelState(storage, 'minimized');
    expect(storage.items.get(CHAT_PANEL_STORAGE_KEY)).toBe('minimized');
    expect(readPanelState(storage)).toBe('minimized');
  });

  it('treats missing or refusing storage as closed and writes nothing', () => {
    expect(readPanelState(null)).toBe('closed');
    const refusing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(readPanelState(refusing)).toBe('closed');
    expect(() => writePanelState(refusing, 'open')).not.toThrow();
  });
});

describe('$chatPanel', () => {
  let storage: ReturnType<typeof createFakeSessionStorage>;

  beforeEach(() => {
    storage = createFakeSessionStorage({ [CHAT_PANEL_STORAGE_KEY]: 'open' });
    vi.stubGlobal('sessionStorage', storage);
  });

  afterEach(() => {
    cleanStores($chatPanel);
    vi.unstubAllGlobals();
  });

  it('starts from the state the previous page left in this tab', () => {
    const seen: string[] = [];
    $chatPanel.subscribe((state) => seen.push(state));
    expect(seen.at(-1)).toBe('open');
  });

  it('keeps every change for the next page', () => {
    $chatPanel.listen(() => {});
    minimizeChat();
    expect($chatPanel.get()).toBe('minimized');
    expect(storage.items.get(CHAT_PANEL_STORAGE_KEY)).toBe('minimized');
    closeChat();
    expect(storage.items.get(CHAT_PANEL_STORAGE_KEY)).toBe('closed');
    openChat();
    expect($chatPanel.get()).toBe('open');
    expect(storage.items.get(CHAT_PANEL_STORAGE_KEY)).toBe('open');
  });
});
