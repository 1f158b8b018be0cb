import { describe, expect, it } from 'vitest';
import { type LiveCollection, LiveContent } from './live-content.ts';

/** A CMS whose tutorials editors change, counting how often each collection is read. */
function cms() {
  const state = { tutorials: ['Your first design'], reads: 0, down: false, gate: Promise.resolve() };
  const read = async () => {
    state.reads += 1;
    const answer = [...state.tutorials];
    await state.gate;
    if (state.down) throw new Error('the CMS answered 502 for tutorials');
    return answer.map((title) => ({ title }));
  };
  const empty = async () => [];
  const loaders = Object.fromEntries(
    (
      [
        'tutorials',
        'pages',
        'testimonials',
        'plans',
        'credit-packs',
        'gallery-items',
        'banners',
        'announcements',
      ] satisfies LiveCollection[]
    ).map((name) => [name, name === 'tutorials' ? read : empty]),
  ) as Record<LiveCollection, () => Promise<unknown[]>>;
  return { state, content: new LiveContent(loaders) };
}

const titles = async (content: LiveContent) =>
  ((await content.entries('tutorials')) as unknown as { title: string }[]).map((entry) => entry.title);

describe('LiveContent', () => {
  it('reads a collection once, and again only after the CMS says it changed', async () => {
    const { state, content } = cms();
    expect(await titles(content)).toEqual(['Your first design']);
    expect(await titles(content)).toEqual(['Your first design']);
    expect(state.reads).toBe(1);
    state.tutorials.push('Dusk and night renders');
    content.changed('pages');
    expect(await titles(content)).toEqual(['Your first design']);
    content.changed('tutorials');
    expect(await titles(content)).toEqual(['Your first design', 'Dusk and night renders']);
    expect(state.reads).toBe(2);
  });

  it('does not remember a failed read, nor keep a read that began before a change', async () => {
    const { state, content } = cms();
    state.down = true;
    await expect(content.entries('tutorials')).rejects.toThrow('502');
    state.down = false;
    expect(await titles(content)).toEqual(['Your first design']);

    content.changed('tutorials');
    let open = () => {};
    state.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const before = titles(content);
    state.tutorials = ['Renamed'];
    content.changed('tutorials');
    state.gate = Promise.resolve();
    const after = titles(content);
    open();
    expect(await before).toEqual(['Your first design']);
    expect(await after).toEqual(['Renamed']);
    expect(await titles(content)).toEqual(['Renamed']);
  });
});
