// Stops a child process with `signal` and resolves once it has exited (at once if it already has);
// with `killAfterMs`, one that is still running then is killed.
import type { ChildProcess } from 'node:child_process';

export function stopChild(child: ChildProcess, signal: NodeJS.Signals, killAfterMs?: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
    if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs).unref();
  });
}
