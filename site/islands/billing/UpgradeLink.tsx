// The way past a plan's limit, wherever one is met: a real link to /upgrade (a new tab, a copied
// address and a page without script still get the plans) whose plain click opens the subscription
// modal in place, so the user keeps their work on screen. The modal's code loads on first use.
import { type AnchorHTMLAttributes, lazy, type MouseEvent, type ReactNode, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PlanLimit } from './plan-limit.ts';

const SubscriptionModal = lazy(() =>
  import('./SubscriptionModal.tsx').then((module) => ({ default: module.SubscriptionModal })),
);

/**
 * The subscription modal for `limit`: `show()` opens it, `element` must be rendered. It is put at
 * the end of the page (a dialog may not sit inside a paragraph), and stays mounted once opened so
 * closing it returns focus to what opened it.
 */
export function useSubscriptionModal(limit: PlanLimit, message?: string) {
  const [state, setState] = useState<'unused' | 'open' | 'closed'>('unused');
  const element =
    state === 'unused'
      ? null
      : createPortal(
          <Suspense fallback={null}>
            <SubscriptionModal
              open={state === 'open'}
              onClose={() => setState('closed')}
              limit={limit}
              message={message}
            />
          </Suspense>,
          document.body,
        );
  return { show: () => setState('open'), element };
}

/** A link to /upgrade that opens the subscription modal for `limit` on a plain click. */
export function UpgradeLink({
  limit,
  message,
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  limit: PlanLimit;
  message?: string;
  children: ReactNode;
}) {
  const modal = useSubscriptionModal(limit, message);
  function open(event: MouseEvent<HTMLAnchorElement>): void {
    // New tab, new window, download: the browser's own handling.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    modal.show();
  }
  return (
    <>
      <a href="/upgrade" onClick={open} aria-haspopup="dialog" {...rest}>
        {children}
      </a>
      {modal.element}
    </>
  );
}
