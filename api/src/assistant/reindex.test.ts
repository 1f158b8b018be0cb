// A burst of publishes reloads the assistant's content twice at most, never once per publish, and
// every caller gets content read after it asked.
import { describe, expect, it } from 'vitest';
import { Assistant } from './assistant.ts';
import type { Knowledge } from './knowledge.ts';

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
