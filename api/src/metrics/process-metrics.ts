// This process's own figures, under the names Prometheus's client libraries use: resident memory,
// open file descriptors (Linux), CPU seconds and start time.
import { readdir } from 'node:fs/promises';
import { family } from './prometheus.ts';

/** Open descriptors, not counting the one reading the folder; null where /proc is missing. */
async function openFileDescriptors(): Promise<number | null> {
  try {
    return (await readdir('/proc/self/fd')).length - 1;
  } catch {
    return null;
  }
}

export async function processMetricsText(): Promise<string> {
  const fds = await openFileDescriptors();
  const cpu = process.cpuUsage();
  const gauge = (name: string, help: string, value: number) =>
    family(name, 'gauge', help, [{ labels: {}, value }]);
  return [
    gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', process.memoryUsage.rss()),
    fds === null ? '' : gauge('process_open_fds', 'Number of open file descriptors.', fds),
    family('process_cpu_seconds_total', 'counter', 'User and system CPU time spent in seconds.', [
      { labels: {}, value: (cpu.user + cpu.system) / 1e6 },
    ]),
    gauge(
      'process_start_time_seconds',
      'Start time of the process since the Unix epoch in seconds.',
      Math.round(Date.now() / 1000 - process.uptime()),
    ),
  ].join('');
}
