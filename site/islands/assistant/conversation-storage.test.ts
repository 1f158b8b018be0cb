import { describe, expect, it } from 'vitest';
import {
  type ChatMessage,
  createAssistantMessage,
  createGreeting,
  createUserMessage,
} from './chat-messages.ts';
import {
  CHAT_CONVERSATION_STORAGE_KEY,
  parseConversation,
  readConversation,
  STORED_MESSAGES_LIMIT,
  serializeConversation,
  writeConversation,
} from './conversation-storage.ts';
import type { StorageLike } from './session-storage.ts';

const NOW = new Date('2025-06-01T14:07:00.000Z');

function createFakeSessionStorage(): StorageLike & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

function sampleConversation(): ChatMessage[] {
  return [
    createGreeting(NOW),
    createUserMessage('How much does the Pro plan cost?\nMonthly?', NOW),
    createAssistantMessage(
      {
        content: 'It is $29.99 a month.',
        sources: [{ title: 'Pricing', url: '/subscribe' }],
        isError: false,
      },
      NOW,
    ),
    createAssistantMessage({ content: 'Too many requests.', sources: [], isError: true }, NOW),
  ];
}

describe('conversation storage', () => {
  it('restores exactly what it stored, on the next page of the tab', () => {
    const storage = createFakeSessionStorage();
    const messages = sampleConversation();
    writeConversation(storage, messages);
    expect(storage.items.has(CHAT_CONVERSATION_STORAGE_KEY)).toBe(true);
    expect(readConversation(storage)).toEqual(messages);
  });

  it('has nothing to restore in a fresh tab or when storage is unavailable', () => {
    expect(readConversation(createFakeSessionStorage())).toBeNull();
    expect(readConversation(null)).toBeNull();
  });

  it('starts afresh from unreadable or foreign data instead of breaking', () => {
    for (const raw of ['', 'not json', '{"a":1}', '"text"', '42', '[]', '[1,2]', '[{"id":"x"}]'])
      expect(parseConversation(raw)).toBeNull();
  });

  it('drops invalid entries and keeps the valid ones', () => {
    const [greeting, question] = sampleConversation();
    const raw = JSON.stringify([
      greeting,
      { ...question, timestamp: 'yesterday' },
      { ...question, isUser: 'yes' },
      { ...question, content: 7 },
      { ...question, id: '' },
      question,
      question,
    ]);
    expect(parseConversation(raw)).toEqual([greeting, question]);
  });

  it('never restores an unsafe link, and never gives a visitor message sources', () => {
    const raw = JSON.stringify([
      {
        id: 'a',
        content: 'answer',
        isUser: false,
        timestamp: NOW.toISOString(),
        sources: [
          { title: 'Bad', url: 'javascript:alert(document.cookie)' },
          { title: 'Blog', url: '/blog' },
        ],
      },
      {
        id: 'q',
        content: 'question',
        isUser: true,
        timestamp: NOW.toISOString(),
        sources: [{ title: 'Blog', url: '/blog' }],
        isError: true,
      },
    ]);
    expect(parseConversation(raw)).toEqual([
      {
        id: 'a',
        content: 'answer',
        isUser: false,
        timestamp: NOW.toISOString(),
        sources: [{ title: 'Blog', url: '/blog' }],
      },
      { id: 'q', content: 'question', isUser: true, timestamp: NOW.toISOString() },
    ]);
  });

  it('keeps only the newest messages of a long conversation', () => {
    const messages = Array.from({ length: STORED_MESSAGES_LIMIT + 20 }, (_, index) =>
      createUserMessage(`question ${index}`, NOW),
    );
    const restored = parseConversation(serializeConversation(messages));
    expect(restored).toHaveLength(STORED_MESSAGES_LIMIT);
    expect(restored?.[0]?.content).toBe('question 20');
  });
});
