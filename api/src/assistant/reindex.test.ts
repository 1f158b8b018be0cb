// A burst of publishes reloads the assistant's content twice at most, never once per publish, and
// every caller gets content read after it asked; a changed post is read again alone.
import { describe, expect, it } from 'vitest';
import { Assistant } from './assistant.ts';
import { buildPassages, type Knowledge, type PostSections } from './knowledge.ts';

const knowledge = (answers: number): Knowledge => ({
  settings: { enabled: true, supportEmail: 'support@poolscape.example', systemPrompt: '' },
  passages: Array.from({ length: answers }, (_, index) => ({
    id: `answer-${index}`,
    title: `Question ${index}`,
    url: '/support',
    heading: '',
    text: `Answer number ${index}.`,
    keywords: '',
    kind: 'answer' as const,
  })),
});

describe('Assistant.reindex', () => {
  it('runs one reload at a time and one more for everything asked meanwhile', async () => {
    let loads = 0;
    const releases: (() => void)[] = [];
    const assistant = new Assistant({
      load: async () => {
        loads += 1;
        const count = loads;
        await new Promise<void>((release) => releases.push(release));
        return knowledge(count);
      },
      log: { info: () => {}, warn: () => {} },
    });
    const first = assistant.reindex();
    const burst = [assistant.reindex(), assistant.reindex(), assistant.reindex()];
    expect(loads).toBe(1);
    releases.shift()?.();
    await first;
    expect(assistant.passageCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(2);
    releases.shift()?.();
    await Promise.all(burst);
    expect(assistant.passageCount).toBe(2);
    expect(loads).toBe(2);
  });
});

describe('Assistant.postChanged', () => {
  const post = (text: string): PostSections => ({
    slug: 'pool-heating',
    title: 'Pool heating',
    excerpt: 'Keeping the water warm.',
    tags: ['heating'],
    sections: [{ heading: 'Options', text }],
  });

  it('reads only the changed post again and answers from it, and forgets a post that left', async () => {
    let loads = 0;
    let current: PostSections | null = post('Gas heaters warm a pool quickly, whatever the weather outside.');
    const assistant = new Assistant({
      load: async () => {
        loads += 1;
        return {
          ...knowledge(1),
          passages: [...knowledge(1).passages, ...buildPassages([], current ? [current] : [])],
          postSlugs: { '7': 'pool-heating' },
        };
      },
      loadPost: async (cmsId) => (cmsId === '7' ? current : null),
      log: { info: () => {}, warn: () => {} },
    });
    await assistant.reindex();
    const solar = 'Do solar covers keep the heat in overnight?';
    expect((await assistant.answer(solar)).sources.map((source) => source.url)).not.toContain(
      '/blog/pool-heating',
    );

    current = post('Solar covers keep the heat in overnight and cut evaporation by most of it.');
    await assistant.postChanged('7');
    const answer = await assistant.answer(solar);
    expect(answer.sources.map((source) => source.url)).toContain('/blog/pool-heating');
    expect(answer.response).toContain('Solar covers keep the heat in overnight');

    current = null;
    await assistant.postChanged('7');
    expect(assistant.passageCount).toBe(1);
    expect((await assistant.answer(solar)).sources.map((source) => source.url)).not.toContain(
      '/blog/pool-heating',
    );
    expect(loads).toBe(1);
  });
});
