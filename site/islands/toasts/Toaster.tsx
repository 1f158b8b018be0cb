/**
 * Renders `$toasts`: one toast at a time, top of the screen on phones,
 * bottom right from the `sm` breakpoint, at most 420 px wide from `md`. Each toast dismisses
 * itself after its duration (paused while hovered, focused or dragged), on its Close button, on
 * Escape, or when swiped more than 50 px to the right. F8 moves focus to the notification region,
 * whose name says so ("Notifications (F8)"), so keyboard users can reach a toast's buttons.
 */
import { useStore } from '@nanostores/react';
import {
  type ReactElement,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  $toasts,
  dismissToast,
  showFlashedToasts,
  TOAST_SWIPE_THRESHOLD_PX,
  type Toast,
} from '../../stores/toasts.ts';

/** Accessible name of the notification region; names the key that focuses it. */
export const NOTIFICATIONS_LABEL = 'Notifications (F8)';
const FOCUS_HOTKEY = 'F8';

const subscribeNever = (): (() => void) => () => {};

/** Dismisses toast `id` after `duration` ms of unpaused display. */
function useDismissTimer(id: string, duration: number, paused: boolean): void {
  const remaining = useRef(duration);
  useEffect(() => {
    remaining.current = duration;
  }, [duration]);
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismissToast(id), Math.max(0, remaining.current));
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [id, duration, paused]);
}

function CloseIcon(): ReactElement {
  return (
    <svg
      className="size-4"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
    </svg>
  );
}

function ToastCard({ toast }: { toast: Toast }): ReactElement {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [offset, setOffset] = useState(0);
  const drag = useRef<{ pointerId: number; startX: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  useDismissTimer(toast.id, toast.duration, hovered || focused || dragging);

  const destructive = toast.variant === 'destructive';
  const dismiss = (): void => dismissToast(toast.id);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>): void => {
    // A press on a button is a click, not the start of a swipe.
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    drag.current = { pointerId: event.pointerId, startX: event.clientX };
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>): void => {
    if (drag.current?.pointerId !== event.pointerId) return;
    // Only a swipe to the right moves the toast (and can dismiss it).
    setOffset(Math.max(0, event.clientX - drag.current.startX));
  };
  const endDrag = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean): void => {
    const start = drag.current;
    if (start?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (!cancelled && event.clientX - start.startX > TOAST_SWIPE_THRESHOLD_PX) dismiss();
    else setOffset(0);
  };
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape') dismiss();
  };

  return (
    // Pointer handlers implement the swipe gesture; the Close button and Escape are the keyboard
    // equivalents.
    // biome-ignore lint/a11y/noStaticElementInteractions: the swipe gesture (see above)
    <div
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant}
      className={`pointer-events-auto relative flex w-full touch-pan-y select-none items-center justify-between gap-4 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg ${
        dragging ? '' : 'transition-transform duration-200'
      } ${destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900'}`}
      style={
        offset > 0
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) }
          : undefined
      }
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endDrag(event, false)}
      onPointerCancel={(event) => endDrag(event, true)}
      onKeyDown={onKeyDown}
    >
      <div className="grid min-w-0 gap-1">
        {toast.title !== null && <p className="text-sm font-semibold">{toast.title}</p>}
        {toast.description !== null && (
          <p className={`text-sm ${destructive ? 'text-red-50' : 'text-slate-600'}`}>{toast.description}</p>
        )}
        {toast.action !== null && <p className="sr-only">{toast.action.altText}</p>}
      </div>
      {toast.action !== null && (
        <button
          type="button"
          className={`shrink-0 rounded-md border px-3 py-1.5 text-sm font-medium ${
            destructive ? 'border-red-200 hover:bg-red-800' : 'border-slate-300 hover:bg-slate-100'
          }`}
          onClick={() => {
            toast.action?.onClick();
            dismiss();
          }}
        >
          {toast.action.label}
        </button>
      )}
      <button
        type="button"
        aria-label="Close"
        className={`absolute top-2 right-2 rounded-md p-1 ${
          destructive
            ? 'text-red-50 hover:bg-red-800'
            : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'
        }`}
        onClick={dismiss}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/** The notification region. Include once per page, hydrated at load (`client:load`). */
export function Toaster(): ReactElement {
  const toasts = useStore($toasts);
  // A toast raised before this island hydrated (by a page script, say) is shown right after
  // hydration, so the first render matches the server's empty region.
  const hydrated = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    showFlashedToasts();
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== FOCUS_HOTKEY && event.code !== FOCUS_HOTKEY) return;
      event.preventDefault();
      region.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={region}
      aria-label={NOTIFICATIONS_LABEL}
      tabIndex={-1}
      className="pointer-events-none fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 sm:top-auto sm:right-0 sm:bottom-0 sm:flex-col md:max-w-[420px]"
    >
      {(hydrated ? toasts : [])
        .filter((entry) => entry.open)
        .map((entry) => (
          <ToastCard key={entry.id} toast={entry} />
        ))}
    </section>
  );
}
