import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { navigate } from './router.ts';

/**
 * A link to another screen of the signed-in app: a real `<a href>` (open in a new tab, copy the
 * address, works before the script runs) that moves without a page load on a plain click.
 */
export function AppLink({
  href,
  children,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  function follow(event: MouseEvent<HTMLAnchorElement>): void {
    onClick?.(event);
    if (event.defaultPrevented) return;
    // New tab, new window, download: the browser's own handling.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  }
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  );
}
