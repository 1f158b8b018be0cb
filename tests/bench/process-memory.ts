// Resident memory of a process and all its descendants (the API, the CMS, PostgreSQL and any
// site build), read from /proc. Sampled in the background; the peak is what the bench reports.
import { readdirSync, readFileSync } from 'node:fs';

function children(): Map<number, number[]> {
  const tree = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      tree.set(parent, [...(tree.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while we looked
    }
  }
  return tree;
}

function rssBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/** CPU time (user and system) a process has used, in clock ticks. */
function cpuTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The sum of `measure` over `root` and its descendants. */
function overTree(root: number, measure: (pid: number) => number): number {
  const tree = children();
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += measure(pid);
    stack.push(...(tree.get(pid) ?? []));
  }
  return total;
}

/** Total resident memory of `root` and its descendants, in bytes. */
export function treeRss(root: number): number {
  return overTree(root, rssBytes);
}

/**
 * Waits until `root` and its descendants have used under a tenth of a core for two seconds (the
 * work a step left behind, such as a search index rebuilt after a site build, is done), or a
 * minute has gone by. Returns the seconds waited.
 */
export async function untilIdle(root: number): Promise<number> {
  const began = performance.now();
  // Clock ticks are hundredths of a second on Linux.
  const ticksPerSecond = 100;
  let last = overTree(root, cpuTicks);
  let quiet = 0;
  while (quiet < 4 && performance.now() - began < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = overTree(root, cpuTicks);
    quiet = (now - last) / ticksPerSecond < 0.05 ? quiet + 1 : 0;
    last = now;
  }
  return (performance.now() - began) / 1000;
}

/** Samples the tree every `everyMs` until stopped; returns the peak in bytes. */
export function samplePeak(root: () => number | undefined, everyMs = 200): { stop(): number } {
  let peak = 0;
  const timer = setInterval(() => {
    const pid = root();
    if (pid) peak = Math.max(peak, treeRss(pid));
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
