import { describe, expect, it } from 'vitest';
import { inLoaderOrder, numbered } from './loader-order.ts';

describe('content entries keep the editors order', () => {
  it('reads entries back in the order the loader returned them, whatever order the store gives', async () => {
    const loaded = await numbered(async () => [
      { id: '5', title: 'first' },
      { id: '13', title: 'second' },
      { id: '2', title: 'third' },
    ])();
    // The store reads entries back by id ("13" < "2" < "5" as strings).
    const fromStore = [...loaded].sort((a, b) => a.id.localeCompare(b.id)).map((data) => ({ data }));
    expect(inLoaderOrder(fromStore).map((entry) => entry.title)).toEqual(['first', 'second', 'third']);
    expect(inLoaderOrder(fromStore)[0]).toEqual({ id: '5', title: 'first' });
  });
});
