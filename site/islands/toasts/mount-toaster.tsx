import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Toaster } from './Toaster.tsx';

/** Renders the Toaster into `container`; its notification region exists when this returns. */
export function mountToaster(container: HTMLElement): void {
  const root = createRoot(container);
  flushSync(() => root.render(<Toaster />));
}
