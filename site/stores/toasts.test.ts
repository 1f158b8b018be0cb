import { createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  dismissToast,
  FLASH_TOAST_MAX_AGE_MS,
  FLASH_TOASTS_KEY,
  flashToast,
  removeToast,
  showFlashedToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  toast,
  updateToast,
} from './toasts.ts';

beforeEach(() => {
  vi.useFakeTimers();
  removeToast();
});

afterEach(() => {
  removeToast();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('toast', () => {
  it('shows an open toast with the spec defaults: default variant, 5000 ms', () => {
    const handle = toast({ title: 'Email Sent', description: 'Check your inbox.' });
    expect($toasts.get()).toEqual([
      {
        id: handle.id,
        title: 'Email Sent',
        description: 'Check your inbox.',
        variant: 'default',
        action: null,
        duration: TOAST_DURATION_MS,
        open: true,
      },
    ]);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('keeps one toast at a time: a new toast replaces the one on screen', () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({ id: second.id, title: 'Second', variant: 'destructive' });
  });

  it('gives every toast its own id', () => {
    const ids = new Set([toast({}).id, toast({}).id, toast({}).id]);
    expect(ids.size).toBe(3);
  });

  it('keeps a custom duration, such as the 8 s login alert', () => {
    toast({ title: 'Login alert', duration: 8000 });
    expect($toasts.get()[0]?.duration).toBe(8000);
  });
});

describe('dismissToast', () => {
  it('closes the toast at once and removes it after the 1,000,000 ms removal delay', () => {
    const handle = toast({ title: 'Bye' });
    dismissToast(handle.id);
    expect($toasts.get()[0]).toMatchObject({ id: handle.id, open: false });
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('closes every toast when no id is given', () => {
    toast({ title: 'One' });
    dismissToast();
    expect($toasts.get().every((entry) => !entry.open)).toBe(true);
  });

  it('is what the handle dismiss does; dismissing twice schedules one removal', () => {
    const handle = toast({ title: 'Twice' });
    handle.dismiss();
    handle.dismiss();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('leaves no removal timer behind for a toast replaced by a newer one', () => {
    toast({ title: 'Old' }).dismiss();
    toast({ title: 'New' });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('updateToast', () => {
  it('changes only the fields given', () => {
    const handle = toast({ title: 'Uploading', description: '1 of 2' });
    updateToast(handle.id, { description: '2 of 2' });
    expect($toasts.get()[0]).toMatchObject({ title: 'Uploading', description: '2 of 2', open: true });
    handle.update({ variant: 'destructive' });
    expect($toasts.get()[0]?.variant).toBe('destructive');
  });
});

describe('flashToast and showFlashedToasts', () => {
  it('carries a toast over to the next page load, once', () => {
    const storage = createFakeStorage();
    vi.stubGlobal('sessionStorage', storage);
    flashToast({ title: 'Account created successfully!' }, 1_000, 1);
    expect($toasts.get()).toEqual([]);

    showFlashedToasts(2_000, 2);
    expect($toasts.get()[0]).toMatchObject({ title: 'Account created successfully!', open: true });
    expect(storage.getItem(FLASH_TOASTS_KEY)).toBeNull();

    removeToast();
    showFlashedToasts(3_000, 3);
    expect($toasts.get()).toEqual([]);
  });

  it('leaves a toast for the next page even if the page that raised it shows toasts before it goes', () => {
    vi.stubGlobal('sessionStorage', createFakeStorage());
    flashToast({ title: 'Google login successful' }, 1_000, 1);
    showFlashedToasts(1_100, 1);
    expect($toasts.get()).toEqual([]);
    showFlashedToasts(1_500, 2);
    expect($toasts.get()[0]).toMatchObject({ title: 'Google login successful' });
  });

  it('drops a flashed toast that waited too long for a page that shows toasts', () => {
    vi.stubGlobal('sessionStorage', createFakeStorage());
    flashToast({ title: 'Stale' }, 0, 1);
    showFlashedToasts(FLASH_TOAST_MAX_AGE_MS + 1, 2);
    expect($toasts.get()).toEqual([]);
  });

  it('ignores a corrupted entry instead of failing the page', () => {
    const storage = createFakeStorage();
    storage.setItem(FLASH_TOASTS_KEY, '{not json');
    vi.stubGlobal('sessionStorage', storage);
    expect(() => showFlashedToasts()).not.toThrow();
    expect($toasts.get()).toEqual([]);
  });

  it('shows the toast right away when there is no session storage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    flashToast({ title: 'Here and now', variant: 'destructive' });
    expect($toasts.get()[0]).toMatchObject({ title: 'Here and now', variant: 'destructive' });
  });
});
