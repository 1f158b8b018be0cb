// Threads beside the event loop give way to it: libuv's pool (uploads decoded, passwords hashed),
// the threads it starts and V8's helpers run at nice 10 (or the process's own when lower), the event loop's
// thread at the process's own. Checked
// in a process of its own, so the test runner's pool keeps its priority.
import { execFileSync } from 'node:child_process';
import { getPriority } from 'node:os';
import { describe, expect, it } from 'vitest';

const SCRIPT = `
import { lowerHelperThreads } from ${JSON.stringify(new URL('./thread-priority.ts', import.meta.url).href)};
import { readdirSync, readFileSync } from 'node:fs';
import { pbkdf2 } from 'node:crypto';
const lowered = await lowerHelperThreads();
// A task on the pool after the change still runs.
await new Promise((resolve, reject) => pbkdf2('a', 'b', 1000, 32, 'sha256', (e) => (e ? reject(e) : resolve())));
const threads = readdirSync('/proc/self/task').map((task) => {
  const stat = readFileSync('/proc/self/task/' + task + '/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name: readFileSync('/proc/self/task/' + task + '/comm', 'utf8').trim(), nice: Number(fields[16]) };
});
console.log(JSON.stringify({ lowered, threads }));
`;

describe.runIf(process.platform === 'linux')('thread priorities', () => {
  it("lower libuv's and V8's helper threads, and leave the event loop's thread as it was", () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', SCRIPT], {
      encoding: 'utf8',
    });
    const { lowered, threads } = JSON.parse(output) as {
      lowered: number;
      threads: { name: string; nice: number }[];
    };
    const pool = threads.filter((thread) => thread.name === 'libuv-worker' || thread.name === 'V8Worker');
    expect(new Set(pool.map((thread) => thread.name))).toEqual(new Set(['libuv-worker', 'V8Worker']));
    expect(lowered).toBe(pool.length);
    const own = getPriority();
    expect(pool.every((thread) => thread.nice === Math.max(own, 10))).toBe(true);
    expect(threads.find((thread) => thread.name === 'MainThread')?.nice).toBe(own);
  });
});
