// The /test-page checks: the API's health (and how long it took), the session token's presence
// (never the token), the flags that are on, and the browser features the app relies on.
import { isSignedIn } from '../stores/auth-token.ts';
import { describeFlags } from '../stores/flags.ts';

/** Browser features the app uses, each with a check that cannot throw. */
export const BROWSER_FEATURES: { name: string; check: () => boolean | Promise<boolean> }[] = [
  { name: 'fetch', check: () => typeof fetch === 'function' },
  { name: 'WebSocket', check: () => typeof WebSocket === 'function' },
  { name: 'localStorage', check: () => storageWorks() },
  { name: 'IntersectionObserver', check: () => typeof IntersectionObserver === 'function' },
  { name: 'ResizeObserver', check: () => typeof ResizeObserver === 'function' },
  { name: 'navigator.sendBeacon', check: () => typeof navigator.sendBeacon === 'function' },
  { name: 'crypto.randomUUID', check: () => typeof crypto?.randomUUID === 'function' },
  {
    name: 'WebP images',
    check: () => decodes('data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=='),
  },
  {
    name: 'AVIF images',
    check: () =>
      decodes(
        'data:image/avif;base64,AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
      ),
  },
];

function storageWorks(): boolean {
  try {
    localStorage.setItem('poolscape-diagnostics', '1');
    localStorage.removeItem('poolscape-diagnostics');
    return true;
  } catch {
    return false;
  }
}

function decodes(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve(image.width > 0);
    image.onerror = () => resolve(false);
    image.src = src;
  });
}

export async function checkApi(): Promise<string> {
  const started = performance.now();
  try {
    const response = await fetch('/api/health', { cache: 'no-store' });
    const body = (await response.json()) as { status?: string; db?: string; version?: string };
    const ms = Math.round(performance.now() - started);
    return `${body.status === 'ok' ? 'OK' : 'Unavailable'} (database ${body.db ?? 'unknown'}, version ${body.version ?? 'unknown'}, ${ms} ms)`;
  } catch {
    return 'Not reachable';
  }
}

export async function runDiagnostics(root: HTMLElement): Promise<void> {
  const set = (name: string, text: string): void => {
    const cell = root.querySelector(`[data-check="${name}"]`);
    if (cell) cell.textContent = text;
  };
  set('session', isSignedIn() ? 'Yes' : 'No');
  const on = describeFlags(window.location.search).filter((flag) => flag.value);
  set('flags', on.length ? on.map((flag) => `${flag.flag} (${flag.source})`).join(', ') : 'none');
  const list = root.querySelector('[data-features]');
  const results: string[] = [];
  for (const feature of BROWSER_FEATURES) {
    let ok = false;
    try {
      ok = await feature.check();
    } catch {
      ok = false;
    }
    results.push(`${feature.name}: ${ok ? 'pass' : 'fail'}`);
    const item = document.createElement('li');
    item.className = 'flex justify-between gap-4 p-4';
    item.dataset.feature = feature.name;
    item.dataset.result = ok ? 'pass' : 'fail';
    const name = document.createElement('span');
    name.textContent = feature.name;
    const verdict = document.createElement('span');
    verdict.className = ok ? 'font-semibold text-emerald-700' : 'font-semibold text-red-700';
    verdict.textContent = ok ? 'Pass' : 'Fail';
    item.append(name, verdict);
    list?.append(item);
  }
  set('api', await checkApi());
  root.querySelector('[data-copy]')?.addEventListener('click', async () => {
    const lines = [...root.querySelectorAll('dl > div')].map(
      (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
    );
    const report = [...lines, ...results, `User agent: ${navigator.userAgent}`].join('\n');
    const status = root.querySelector('[data-copy-status]');
    try {
      await navigator.clipboard.writeText(report);
      if (status) status.textContent = 'Report copied.';
    } catch {
      if (status) status.textContent = 'Copying is not allowed here: select the page’s text instead.';
    }
  });
}
