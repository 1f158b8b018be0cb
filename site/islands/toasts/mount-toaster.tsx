import { createRoot } from 'react-dom/client';
import { Toaster } from './Toaster.tsx';

export function mountToaster(container: HTMLElement): void {
  createRoot(container).render(<Toaster />);
}
