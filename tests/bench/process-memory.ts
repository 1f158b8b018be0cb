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

/** Total resident memory of `root` and its descendants, in bytes. */
export function treeRss(root: number): number {
  const tree = children();
  let total = 0;
  const stack = [root];
  while (stack.length > 0) {
    const pid = stack.pop() as number;
    total += rssBytes(pid);
    stack.push(...(tree.get(pid) ?? []));
  }
  return total;
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
