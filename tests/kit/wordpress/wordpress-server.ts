// Starts the browser tests' WordPress site in the background while other tests run:
// `node tests/kit/wordpress/wordpress-server.ts <dir> <port>`, a detached child of the global setup.
// Writes `<dir>/ready.json` (what specs need, read by `waitForWordPress()`) once the site answers,
// or `<dir>/failed.txt` with the error; stops the site on SIGTERM or SIGINT, or when the process
// that started it is gone.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startWordPress, wordPressInfo } from './wordpress.ts';

const [dir, port] = process.argv.slice(2);
if (!dir || !Number(port)) {
  process.stderr.write('usage: node tests/kit/wordpress/wordpress-server.ts <dir> <port>\n');
  process.exit(2);
}

let stopping = false;
const parent = process.ppid;
const starting = startWordPress({ dir, port: Number(port) });

/** Stops the site, once: a signal while it starts waits for the start to end first. */
async function shutDown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  clearInterval(watch);
  try {
    await (await starting).stop();
  } catch {
    // Its start failed, and stopped what it had started.
  }
  process.exit(code);
}

for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutDown(0));
// A test run that was killed never sends SIGTERM: then the site goes when its parent does.
const watch = setInterval(() => {
  if (process.ppid !== parent) void shutDown(0);
}, 1000);

try {
  const site = await starting;
  const ready = join(dir, 'ready.json');
  writeFileSync(`${ready}.tmp`, JSON.stringify(wordPressInfo(site), null, 2));
  renameSync(`${ready}.tmp`, ready);
} catch (error) {
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[wordpress] failed to start: ${message}\n`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'failed.txt'), message);
  await shutDown(1);
}
