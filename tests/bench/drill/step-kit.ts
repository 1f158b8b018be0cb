// What every step of the drill shares: its result, waiting, and saying what the load saw.
import { type Load, type Outcome, summarise } from './load.ts';

export interface StepResult {
  name: string;
  figures: string[];
  problems: string[];
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number | null) => (ms === null ? '-' : `${(ms / 1000).toFixed(1)} s`);

export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return true;
    await sleep(250);
  }
  return false;
}

/** Waits until no request sent in the last `quietMs` failed; returns when the last failure ended. */
export async function waitForRecovery(load: Load, since: number, quietMs = 3_000): Promise<number | null> {
  await until(() => {
    const recent = load.between(load.now() - quietMs - 1_000, load.now() - 1_000);
    return recent.length > 0 && recent.every((outcome) => outcome.status > 0 && outcome.status < 500);
  }, 120_000);
  const failures = load.between(since).filter((outcome) => outcome.status === 0 || outcome.status >= 500);
  return failures.length ? Math.max(...failures.map((failure) => failure.at + failure.ms)) : null;
}

export function describe(outcomes: Outcome[]): string {
  const summary = summarise(outcomes);
  return `${summary.sent} requests, ${summary.failed} failed (${seconds(summary.failedFrom)} to ${seconds(summary.failedTo)}); statuses ${JSON.stringify(summary.statuses)}`;
}
