import { describe, expect, it } from 'vitest';
import { AD_CONSENT_KEY, adsenseScriptUrl, readConsent, saveConsent } from './consent.ts';

function memoryStorage(failing = false) {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => {
      if (failing) throw new Error('SecurityError');
      return values.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (failing) throw new Error('QuotaExceededError');
      values.set(key, value);
    },
  };
}

describe('the visitor’s choice about ads', () => {
  it('is none until made, then remembered', () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    saveConsent(storage, 'granted');
    expect(storage.values.get(AD_CONSENT_KEY)).toBe('granted');
    expect(readConsent(storage)).toBe('granted');
    saveConsent(storage, 'denied');
    expect(readConsent(storage)).toBe('denied');
  });

  it('counts anything else stored under its key as no choice, so the visitor is asked', () => {
    const storage = memoryStorage();
    storage.values.set(AD_CONSENT_KEY, 'yes please');
    expect(readConsent(storage)).toBeNull();
  });

  it('asks again rather than fails where storage is refused', () => {
    const storage = memoryStorage(true);
    expect(() => saveConsent(storage, 'granted')).not.toThrow();
    expect(readConsent(storage)).toBeNull();
    expect(readConsent(null)).toBeNull();
  });

  it('loads AdSense’s script for the slot’s publisher', () => {
    expect(adsenseScriptUrl('ca-pub-1234567890123456')).toBe(
      'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
    );
  });
});
