// Calling a provider within a time limit: 429 and 5xx answers (and dropped connections) are tried
// again with exponential backoff and jitter, honouring Retry-After, until the limit; every other
// failure is final at once.
import { ProviderError } from '../providers/provider.ts';

export interface RetryOptions {
  /** The whole budget, first attempt included (ms). */
  timeLimitMs: number;
  /** The first pause (ms); doubled per attempt, capped at 20 s. */
  baseDelayMs?: number;
  /** Told about every failed attempt that will be retried. */
  onRetry?: (error: ProviderError, attempt: number, delayMs: number) => void;
  /** A seeded or fixed jitter source in [0, 1) (tests). */
  random?: () => number;
}

const MAX_DELAY_MS = 20_000;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Runs `attempt` with a signal that aborts when the time limit is reached, again after retryable
 * failures. Throws the last ProviderError (a 'timeout' when the limit ran out).
 */
export async function withRetries<T>(
  attempt: (signal: AbortSignal) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const { timeLimitMs, baseDelayMs = 1000, onRetry, random = Math.random } = options;
  const deadline = Date.now() + timeLimitMs;
  const signal = AbortSignal.timeout(timeLimitMs);
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(signal);
    } catch (error) {
      const failure =
        error instanceof ProviderError
          ? error
          : new ProviderError('malformed', error instanceof Error ? error.message : String(error));
      if (signal.aborted)
        throw new ProviderError('timeout', `no answer within ${Math.round(timeLimitMs / 1000)} s`);
      if (failure.kind !== 'retryable') throw failure;
      const backoff = Math.min(MAX_DELAY_MS, baseDelayMs * 2 ** (tries - 1)) * (0.5 + random() / 2);
      const delay = Math.max(backoff, (failure.retryAfter ?? 0) * 1000);
      if (Date.now() + delay >= deadline) throw failure;
      onRetry?.(failure, tries, delay);
      await pause(delay, signal);
    }
  }
}
