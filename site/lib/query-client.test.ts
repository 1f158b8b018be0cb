import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, getQueryClient, QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from './query-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createQueryClient', () => {
  it('keeps data fresh for 5 minutes and discards it after 10 unused minutes', () => {
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(600_000);
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(queries?.gcTime).toBe(QUERY_GC_TIME_MS);
  });

  it('never retries a failed call nor refetches on its own, so a rejected login is not repeated', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
    expect(queries?.refetchInterval).toBe(false);
    expect(mutations?.retry).toBe(false);
  });

  it('lets an island fetch by query key alone, failing loudly on 401', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValueOnce(Response.json({ role: 'alpha' }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 401, statusText: 'Unauthorized' }));
    const client = createQueryClient();

    await expect(client.fetchQuery({ queryKey: ['/api', 'fresh', 'user'] })).resolves.toEqual({
      role: 'alpha',
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/fresh/user');
    await expect(client.fetchQuery({ queryKey: ['/api/simple/user'] })).rejects.toThrow('401: Unauthorized');
  });
});

describe('getQueryClient', () => {
  it('gives every island in the browser the same cache', () => {
    vi.stubGlobal('window', new EventTarget());
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('never shares a cache between server renders, so one visitor cannot see another’s data', () => {
    expect(getQueryClient()).not.toBe(getQueryClient());
  });
});
