// The API's one source of design options: what it serves before, while and after the CMS answers,
// when it reads them again, and the loopback read of the CMS global itself.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogFromCms, DEFAULT_DESIGN_OPTIONS, type DesignOptionsCatalog } from '@poolscape/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDesignOptionsFromCms } from './cms-design-options.ts';
import { DesignOptionsSource, offeredOptions } from './design-options.ts';

const waterfallsOff = catalogFromCms({
  features: [{ key: 'waterfalls', label: 'Waterfalls', enabled: false }],
});
const renamed = catalogFromCms({ styles: [{ key: 'modern', label: 'Contemporary' }] });

/** A loader answering from a script of results, counting its calls; `gate` holds a call until released. */
function scriptedLoader(results: (DesignOptionsCatalog | Error)[]) {
  const state = { calls: 0 };
  const load = async (): Promise<DesignOptionsCatalog> => {
    const result = results[Math.min(state.calls, results.length - 1)];
    state.calls += 1;
    if (!result || result instanceof Error) throw result ?? new Error('no answer');
    return result;
  };
  return { state, load };
}

describe('DesignOptionsSource', () => {
  it('serves the built-in options while the CMS cannot be read, says so once, and retries later', async () => {
    let clock = 0;
    const logged: string[] = [];
    const { state, load } = scriptedLoader([new Error('connect ECONNREFUSED'), waterfallsOff]);
    const source = new DesignOptionsSource({
      load,
      now: () => clock,
      retryMs: 5_000,
      log: (m) => logged.push(m),
    });
    expect(await source.current()).toEqual(DEFAULT_DESIGN_OPTIONS);
    expect(await source.current()).toEqual(DEFAULT_DESIGN_OPTIONS);
    expect(state.calls).toBe(1);
    expect(source.fromCms).toBe(false);
    expect(logged).toEqual([
      'could not read the design options (connect ECONNREFUSED); using the built-in ones',
    ]);
    clock = 5_000;
    await source.current();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await source.current()).toEqual(waterfallsOff);
    expect(source.fromCms).toBe(true);
    expect(logged.at(-1)).toBe('design options are read from the CMS again');
  });

  it('waits for the first read, then answers from its copy and reads again in the background once it is old', async () => {
    let clock = 0;
    const { state, load } = scriptedLoader([waterfallsOff, renamed]);
    const source = new DesignOptionsSource({ load, now: () => clock, maxAgeMs: 60_000 });
    const [first, second] = await Promise.all([source.current(), source.current()]);
    expect(first).toEqual(waterfallsOff);
    expect(second).toEqual(waterfallsOff);
    expect(state.calls).toBe(1);
    clock = 59_999;
    await source.current();
    expect(state.calls).toBe(1);
    clock = 60_000;
    // Due: this answer is still the copy held; the next one has the new read.
    expect(await source.current()).toEqual(waterfallsOff);
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.calls).toBe(2);
    expect(await source.current()).toEqual(renamed);
  });

  it('keeps the last options read when the CMS stops answering', async () => {
    let clock = 0;
    const { load } = scriptedLoader([waterfallsOff, new Error('timeout')]);
    const source = new DesignOptionsSource({ load, now: () => clock, maxAgeMs: 1_000 });
    expect(await source.current()).toEqual(waterfallsOff);
    clock = 2_000;
    await source.current();
    expect(await source.refresh()).toBe(false);
    expect(await source.current()).toEqual(waterfallsOff);
  });

  it('starts from the options kept on disk when the CMS cannot answer after a restart', async () => {
    const keepFile = join(mkdtempSync(join(tmpdir(), 'design-options-')), 'design-options.json');
    const before = new DesignOptionsSource({ load: scriptedLoader([waterfallsOff]).load, keepFile });
    expect(await before.current()).toEqual(waterfallsOff);
    const restarted = new DesignOptionsSource({
      load: scriptedLoader([new Error('connect ECONNREFUSED')]).load,
      keepFile,
    });
    expect(await restarted.current()).toEqual(waterfallsOff);
    writeFileSync(keepFile, '{"not":"options"}');
    const spoilt = new DesignOptionsSource({ load: scriptedLoader([new Error('timeout')]).load, keepFile });
    expect(await spoilt.current()).toEqual(DEFAULT_DESIGN_OPTIONS);
  });

  it('reads again at once when told the options changed, and a slower older read never wins', async () => {
    let release: (() => void) | undefined;
    let calls = 0;
    const source = new DesignOptionsSource({
      load: async () => {
        calls += 1;
        if (calls === 2) {
          // The background read started before the edit answers after the refresh did.
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return DEFAULT_DESIGN_OPTIONS;
        }
        return calls === 1 ? DEFAULT_DESIGN_OPTIONS : waterfallsOff;
      },
      maxAgeMs: 0,
    });
    await source.current();
    await source.current(); // starts the slow background read
    expect(await source.refresh()).toBe(true);
    expect(await source.current()).toEqual(waterfallsOff);
    release?.();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await source.current()).toEqual(waterfallsOff);
  });

  it('refuses a switched-off option by name and passes an offered choice', async () => {
    const source = new DesignOptionsSource({ load: async () => waterfallsOff });
    expect(
      await offeredOptions(source, { style: 'modern', features: ['waterfalls'], timeOfDay: 'day' }),
    ).toEqual({
      ok: false,
      reason: 'option-off',
      field: 'options.features',
      message: 'Waterfalls are not available right now.',
    });
    expect(
      await offeredOptions(source, { style: 'modern', features: ['lighting'], timeOfDay: 'day' }),
    ).toEqual({
      ok: true,
      catalog: waterfallsOff,
    });
    // Without a source (scripts, older tests): the built-in options, all offered.
    expect(
      (await offeredOptions(undefined, { style: 'modern', features: ['waterfalls'], timeOfDay: 'day' })).ok,
    ).toBe(true);
  });
});

describe('loadDesignOptionsFromCms', () => {
  let server: Server;
  let url: string;
  const seen: { path: string; token: string | undefined }[] = [];
  let status = 200;
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push({
        path: request.url ?? '',
        token: request.headers['x-internal-token'] as string | undefined,
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ features: [{ key: 'hotTub', label: 'Spa', enabled: false }] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the global at depth 1 with the internal token', async () => {
    const catalog = await loadDesignOptionsFromCms(url, 'the-token');
    expect(seen.at(-1)).toEqual({ path: '/cms/api/globals/design-options?depth=1', token: 'the-token' });
    expect(catalog.features[0]).toMatchObject({ key: 'hotTub', label: 'Spa', enabled: false });
  });

  it('fails on an error answer, on no answer and before the CMS has an address', async () => {
    status = 500;
    await expect(loadDesignOptionsFromCms(url, 'the-token')).rejects.toThrow('the CMS answered 500');
    status = 200;
    await expect(loadDesignOptionsFromCms('http://127.0.0.1:9', 'the-token')).rejects.toThrow();
    await expect(loadDesignOptionsFromCms('', 'the-token')).rejects.toThrow();
  });
});
