/**
 * Toast notifications, shared by every island.
 *
 * Any island or script calls {@link toast}; the `<Toaster />` island renders `$toasts`. Only
 * {@link TOAST_LIMIT} toast is kept: a new one replaces the one on screen. A dismissed toast stays
 * in the store, closed, for {@link TOAST_REMOVE_DELAY_MS} before it is removed, so a
 * closing animation never loses its content. The auto-dismiss timer lives in the Toaster, not
 * here, because it pauses while the pointer or focus is on the toast.
 *
 * {@link flashToast} keeps a toast for the next page: the site is made of static pages, so a toast
 * raised just before a full navigation (after a sign-up, a social sign-in) would otherwise vanish
 * with the page that raised it.
 */
import { atom, type ReadableAtom } from 'nanostores';

/** At most this many toasts are on screen at once. */
export const TOAST_LIMIT = 1;
/** How long a toast stays before it dismisses itself, unless it says otherwise. */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast is kept, closed, before it leaves the store. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** A swipe to the right longer than this dismisses a toast. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Session-storage entry holding toasts raised for the next page. */
export const FLASH_TOASTS_KEY = 'flashToasts';
/** A flashed toast older than this is stale (the next page was not one that shows toasts). */
export const FLASH_TOAST_MAX_AGE_MS = 30_000;

export type ToastVariant = 'default' | 'destructive';

/** An optional button on a toast, such as Undo or Retry. */
export interface ToastAction {
  label: string;
  /** What a screen reader announces for the action; say how to do it without the button. */
  altText: string;
  onClick: () => void;
}

/** What a caller gives {@link toast}. */
export interface ToastInput {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  action?: ToastAction;
  /** Milliseconds before it dismisses itself; `Infinity` keeps it until closed. */
  duration?: number;
}

/** A toast in the store. */
export interface Toast {
  id: string;
  title: string | null;
  description: string | null;
  variant: ToastVariant;
  action: ToastAction | null;
  duration: number;
  /** False once dismissed: hidden, and removed after {@link TOAST_REMOVE_DELAY_MS}. */
  open: boolean;
}

/** Handle returned by {@link toast}. */
export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

const $store = atom<readonly Toast[]>([]);

/** Every toast in the store, newest first. Read-only: change it with the actions below. */
export const $toasts: ReadableAtom<readonly Toast[]> = $store;

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function nextId(): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  return `toast-${counter}`;
}

function forgetTimer(id: string): void {
  const timer = removalTimers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  removalTimers.delete(id);
}

function keep(toasts: readonly Toast[]): readonly Toast[] {
  const kept = toasts.slice(0, TOAST_LIMIT);
  for (const dropped of toasts.slice(TOAST_LIMIT)) forgetTimer(dropped.id);
  return kept;
}

function fromInput(input: ToastInput): Omit<Toast, 'id' | 'open'> {
  return {
    title: input.title ?? null,
    description: input.description ?? null,
    variant: input.variant ?? 'default',
    action: input.action ?? null,
    duration: input.duration ?? TOAST_DURATION_MS,
  };
}

/** Remove a toast from the store at once (after its closing delay, or to clean up). */
export function removeToast(id?: string): void {
  if (id === undefined) {
    for (const toastId of removalTimers.keys()) forgetTimer(toastId);
    $store.set([]);
    return;
  }
  forgetTimer(id);
  $store.set($store.get().filter((entry) => entry.id !== id));
}

/**
 * Close a toast (or every toast when `id` is omitted). It stays in the store, closed, for
 * {@link TOAST_REMOVE_DELAY_MS}, then is removed.
 */
export function dismissToast(id?: string): void {
  const targets = $store.get().filter((entry) => (id === undefined || entry.id === id) && entry.open);
  if (targets.length === 0) return;
  for (const target of targets) {
    if (removalTimers.has(target.id)) continue;
    removalTimers.set(
      target.id,
      setTimeout(() => removeToast(target.id), TOAST_REMOVE_DELAY_MS),
    );
  }
  const closing = new Set(targets.map((target) => target.id));
  $store.set($store.get().map((entry) => (closing.has(entry.id) ? { ...entry, open: false } : entry)));
}

/** Change what a toast says; fields left out of `input` keep their value. */
export function updateToast(id: string, input: ToastInput): void {
  $store.set(
    $store.get().map((entry) =>
      entry.id === id
        ? {
            ...entry,
            ...(input.title !== undefined && { title: input.title }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.variant !== undefined && { variant: input.variant }),
            ...(input.action !== undefined && { action: input.action }),
            ...(input.duration !== undefined && { duration: input.duration }),
          }
        : entry,
    ),
  );
}

/** Show a toast; it replaces the one on screen (one at a time). */
export function toast(input: ToastInput): ToastHandle {
  const id = nextId();
  $store.set(keep([{ ...fromInput(input), id, open: true }, ...$store.get()]));
  return { id, dismiss: () => dismissToast(id), update: (next) => updateToast(id, next) };
}

/** What survives a page load: text and variant (an action's callback cannot). */
interface FlashedToast {
  title?: string;
  description?: string;
  variant?: ToastVariant;
  /** When it was raised (ms since the epoch). */
  at: number;
  /** The page load that raised it (see {@link currentPageLoad}). */
  page: number;
}

/**
 * An id of this page load: the document's time origin, which every navigation and reload
 * renews. A page that flashes a toast and then reloads may still hydrate its Toaster before it
 * goes; the id keeps that Toaster from taking the toast meant for the next page.
 */
function currentPageLoad(): number {
  return typeof performance === 'undefined' ? 0 : performance.timeOrigin;
}

function getSessionStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function isFlashedToast(value: unknown): value is FlashedToast {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.at === 'number' &&
    typeof entry.page === 'number' &&
    (entry.title === undefined || typeof entry.title === 'string') &&
    (entry.description === undefined || typeof entry.description === 'string') &&
    (entry.variant === undefined || entry.variant === 'default' || entry.variant === 'destructive')
  );
}

function readFlashed(storage: Storage): FlashedToast[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FLASH_TOASTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isFlashedToast) : [];
  } catch {
    return [];
  }
}

function writeFlashed(storage: Storage, entries: readonly FlashedToast[]): void {
  if (entries.length === 0) storage.removeItem(FLASH_TOASTS_KEY);
  else storage.setItem(FLASH_TOASTS_KEY, JSON.stringify(entries));
}

/**
 * Keep a toast for the next page this tab loads, for a toast raised right before a full
 * navigation. Without session storage (blocked, or on the server) it is shown here instead.
 */
export function flashToast(
  input: Pick<ToastInput, 'title' | 'description' | 'variant'>,
  now = Date.now(),
  page = currentPageLoad(),
): void {
  const storage = getSessionStorage();
  const entry: FlashedToast = {
    ...(input.title !== undefined && { title: input.title }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.variant !== undefined && { variant: input.variant }),
    at: now,
    page,
  };
  try {
    if (!storage) throw new Error('no session storage');
    writeFlashed(storage, [...readFlashed(storage), entry]);
  } catch {
    toast(input);
  }
}

/**
 * Show the toasts flashed by earlier page loads (the Toaster calls this once when it mounts);
 * toasts this page load flashed are left for the next one. Toasts older than
 * {@link FLASH_TOAST_MAX_AGE_MS} are dropped: they belong to a page long gone.
 */
export function showFlashedToasts(now = Date.now(), page = currentPageLoad()): void {
  const storage = getSessionStorage();
  if (!storage) return;
  const flashed = readFlashed(storage);
  const forLater = flashed.filter((entry) => entry.page === page);
  try {
    writeFlashed(storage, forLater);
  } catch {
    // A storage that refuses access holds nothing to show.
    return;
  }
  for (const entry of flashed) {
    if (entry.page === page || now - entry.at > FLASH_TOAST_MAX_AGE_MS || now < entry.at) continue;
    toast({
      ...(entry.title !== undefined && { title: entry.title }),
      ...(entry.description !== undefined && { description: entry.description }),
      ...(entry.variant !== undefined && { variant: entry.variant }),
    });
  }
}
