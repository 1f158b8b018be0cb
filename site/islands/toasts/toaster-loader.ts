// Mounts the Toaster only when it is needed: a toast exists (now, or saved by the previous page
// for this one), or the visitor pressed F8 to reach the notification region. Pages
// that never raise a toast load no React for it.
import { $toasts, FLASH_TOASTS_KEY } from '../../stores/toasts.ts';

/** The key that moves focus to the notification region (the Toaster handles it once mounted). */
const FOCUS_HOTKEY = 'F8';

function hasFlashedToasts(): boolean {
  try {
    return Boolean(sessionStorage.getItem(FLASH_TOASTS_KEY));
  } catch {
    return false;
  }
}

export function initToasterLoader(container: HTMLElement): void {
  let mounting: Promise<void> | null = null;
  const mount = (): Promise<void> => {
    mounting ??= import('./mount-toaster.tsx').then(({ mountToaster }) => {
      mountToaster(container);
      document.removeEventListener('keydown', onKeyDown);
    });
    return mounting;
  };
  // Before the Toaster exists, F8 mounts it and then focuses its (empty) region.
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key !== FOCUS_HOTKEY && event.code !== FOCUS_HOTKEY) return;
    event.preventDefault();
    void mount().then(() => container.querySelector<HTMLElement>('section[tabindex]')?.focus());
  };
  document.addEventListener('keydown', onKeyDown);
  if (hasFlashedToasts()) void mount();
  const stop = $toasts.subscribe((toasts) => {
    if (toasts.length === 0) return;
    void mount();
    queueMicrotask(() => stop());
  });
}
