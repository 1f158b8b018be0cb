// What a process says while it starts, runs and stops: one line each on stdout, prefixed
// `[poolscape]`, the lines an operator (and the browser tests' start-up) reads. The parts a process
// starts each push their stop onto one list of closers, which the shutdown runs in reverse.

/** Writes one line of the process's log. */
export function say(message: string): void {
  process.stdout.write(`[poolscape] ${message}\n`);
}

/** The same log with levels, for the modules that take a logger. */
export const log = {
  info: say,
  warn: (message: string): void => say(`warning: ${message}`),
  error: (message: string): void => say(`error: ${message}`),
};

/** Stops one part of the process. */
export type Closer = () => Promise<unknown>;

/** The seconds since `startedAt` (a `performance.now()`), with one decimal, for the ready lines. */
export function secondsSince(startedAt: number): string {
  return ((performance.now() - startedAt) / 1000).toFixed(1);
}
