// Mounts the Toaster only when a toast exists: now, or saved by the previous page for this one.
// Pages that never raise a toast load no React for it.
import { $toasts, FLASH_TOASTS_KEY } from '../../stores/toasts.ts';

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
    mounting ??= import('./mount-toaster.tsx').then(({ mountToaster }) => mountToaster(container));
    return mounting;
  };
  if (hasFlashedToasts()) void mount();
  const stop = $toasts.subscribe((toasts) => {
    if (toasts.length === 0) return;
    void mount();
    queueMicrotask(() => stop());
  });
}
