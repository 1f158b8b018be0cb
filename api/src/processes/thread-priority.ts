// Work beside the event loop gives way to it on a busy machine: a session check waits for no photo
// being decoded. Renders run in threads of their own at a lower priority (designs/engines/
// built-in-thread.ts), and so do libuv's thread pool, where uploads are decoded and stored (sharp),
// passwords hashed (argon2id) and files read, and V8's helper threads, which collect garbage and
// compile for every thread of the process (the render threads' included). Under `npm run loadtest`
// on 2 cores, the session check's p99 went from 22–24 ms to 13–14 ms (README, "Capacity"). On Linux
// a thread has its own nice value, set through its thread id, and the threads it starts (libvips's)
// inherit it; elsewhere nothing changes.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { getPriority, setPriority } from 'node:os';

/** The nice value of background threads: the 10 the worker's systemd unit gives a whole worker process. */
export const BACKGROUND_NICE = 10;

/** Gives thread `threadId` the background priority, unless it runs at a lower one already. */
function lower(threadId: number): void {
  if (getPriority(threadId) < BACKGROUND_NICE) setPriority(threadId, BACKGROUND_NICE);
}

/** Lowers the priority of the calling thread (and of the threads it starts from now on). */
export function lowerThisThread(): void {
  try {
    const threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
    if (threadId > 0) lower(threadId);
  } catch {
    // Not Linux (no /proc/thread-self): the thread keeps the process's priority.
  }
}

/** The helper threads lowered: libuv's pool, and V8's (started with the process). */
const HELPERS = new Set(['libuv-worker', 'V8Worker']);

/**
 * Lowers the priority of libuv's and V8's helper threads; how many it lowered. libuv's pool starts
 * all its threads on its first task, which this gives it (a file's status) if nothing did before.
 */
export async function lowerHelperThreads(): Promise<number> {
  await stat(import.meta.dirname);
  let lowered = 0;
  try {
    for (const task of readdirSync('/proc/self/task')) {
      if (!HELPERS.has(readFileSync(`/proc/self/task/${task}/comm`, 'utf8').trim())) continue;
      lower(Number(task));
      lowered += 1;
    }
  } catch {
    // Not Linux (no /proc/self/task), or a thread that ended meanwhile: the rest keep their priority.
  }
  return lowered;
}
