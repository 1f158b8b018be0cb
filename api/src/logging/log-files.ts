// Request logs kept no longer than the privacy page says (30 days). Under systemd they go to standard
// output and the journal keeps them, for as long as its own retention says (the README shows how to
// set 30 days). When the product runs by itself, it writes them to the data folder: one file a day
// per API process (`logs/api-<port>.<date>.<n>.log`), through pino's own rolling transport, which
// removes all but the newest 30 when it rolls over to a new day.
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import pinoRoll from 'pino-roll';

/** How many days of request logs are kept (the privacy page's figure). */
export const LOG_RETENTION_DAYS = 30;

export interface LogFilesOptions {
  logTo: 'auto' | 'files' | 'stdout';
  dataDir: string;
  port: number;
  /** The process's environment: systemd sets `JOURNAL_STREAM` when standard output is its journal. */
  environment?: NodeJS.ProcessEnv;
}

/** The folder the logs are written to, or null when they go to standard output. */
export function logFolder(options: LogFilesOptions): string | null {
  const underJournal = Boolean((options.environment ?? process.env).JOURNAL_STREAM);
  if (options.logTo === 'stdout' || (options.logTo === 'auto' && underJournal)) return null;
  return join(options.dataDir, 'logs');
}

/**
 * Where this process's request log lines go: a rolling file (end it when the process stops, so the
 * last lines are written), or undefined for standard output.
 */
export async function requestLogDestination(options: LogFilesOptions): Promise<Writable | undefined> {
  const folder = logFolder(options);
  if (!folder) return undefined;
  return pinoRoll({
    file: join(folder, `api-${options.port}`),
    extension: '.log',
    frequency: 'daily',
    dateFormat: 'yyyy-MM-dd',
    mkdir: true,
    limit: { count: LOG_RETENTION_DAYS - 1, removeOtherLogFiles: true },
  });
}

/** Ends a log file stream once its last lines are written. */
export function endLog(stream: Writable): Promise<void> {
  return new Promise((resolve) => {
    stream.once('close', () => resolve());
    stream.end();
  });
}
