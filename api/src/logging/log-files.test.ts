// Where request logs go: standard output under systemd (its journal keeps them) or when told, and
// otherwise a file a day in the data folder, named by the API process's port.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { endLog, logFolder, requestLogDestination } from './log-files.ts';

describe('request log files', () => {
  it('go to standard output under the journal or when told, else to DATA_DIR/logs', () => {
    const base = { dataDir: '/srv/poolscape', port: 3001 };
    expect(logFolder({ ...base, logTo: 'auto', environment: { JOURNAL_STREAM: '8:1234' } })).toBeNull();
    expect(logFolder({ ...base, logTo: 'stdout', environment: {} })).toBeNull();
    expect(logFolder({ ...base, logTo: 'auto', environment: {} })).toBe('/srv/poolscape/logs');
    expect(logFolder({ ...base, logTo: 'files', environment: { JOURNAL_STREAM: '8:1234' } })).toBe(
      '/srv/poolscape/logs',
    );
  });

  it('writes each line to the day’s file of the process', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'poolscape-logs-'));
    try {
      const stream = await requestLogDestination({ logTo: 'files', dataDir, port: 3001, environment: {} });
      if (!stream) throw new Error('no log file');
      stream.write('{"msg":"first"}\n');
      stream.write('{"msg":"second"}\n');
      await endLog(stream);
      const day = new Date();
      const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
      const files = await readdir(join(dataDir, 'logs'));
      expect(files).toEqual([`api-3001.${date}.1.log`]);
      expect(await readFile(join(dataDir, 'logs', files[0] ?? ''), 'utf8')).toBe(
        '{"msg":"first"}\n{"msg":"second"}\n',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
