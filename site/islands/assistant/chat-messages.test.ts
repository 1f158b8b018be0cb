import { CHAT_LIMITS, CHAT_TEXT } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import {
  type ChatMessage,
  createAssistantMessage,
  createGreeting,
  createUserMessage,
  formatMessageTime,
  GREETING_ID,
  historyForRequest,
  MAX_SOURCES_SHOWN,
  replyFromFailure,
  replyFromResponseBody,
  safeLinkUrl,
  sanitizeSources,
} from './chat-messages.ts';

const EMAIL = 'help@pools.example';
const NOW = new Date('2025-06-01T14:07:00.000Z');

describe('replyFromResponseBody', () => {
  it('shows the answer with its sources as links', () => {
    const reply = replyFromResponseBody({
      response: 'The Pro plan costs $29.99 a month.',
      sources: [{ title: 'Pricing', url: '/subscribe' }],
    });
    expect(reply).toEqual({
      content: 'The Pro plan costs $29.99 a month.',
      sources: [{ title: 'Pricing', url: '/subscribe' }],
      isError: false,
    });
  });

  it('accepts an answer without sources', () => {
    expect(replyFromResponseBody({ response: 'Yes.' })).toEqual({
      content: 'Yes.',
      sources: [],
      isError: false,
    });
  });

  it('shows the error text when the body carries one instead of an answer', () => {
    expect(replyFromResponseBody({ error: 'The assistant is resting.' })).toEqual({
      content: 'The assistant is resting.',
      sources: [],
      isError: true,
    });
  });

  it('says it has trouble responding when the body has neither response nor error', () => {
    for (const body of [{}, null, 'text', [], { response: 42 }, { response: '   ' }, { error: '' }])
      expect(replyFromResponseBody(body)).toEqual({
        content: CHAT_TEXT.noResponse,
        sources: [],
        isError: true,
      });
  });
});

describe('replyFromFailure', () => {
  it('gives the technical difficulties sentence with the support address on an HTTP failure', () => {
    for (const error of [
      new ApiError(500, 'Internal Server Error', ''),
      new ApiError(502, 'Bad Gateway', '<html>oops</html>'),
      new ApiError(404, 'Not Found', '{"message":"Route POST:/api/chat not found"}'),
    ])
      expect(replyFromFailure(error, EMAIL)).toEqual({
        content: CHAT_TEXT.technicalDifficulties(EMAIL),
        sources: [],
        isError: true,
      });
    expect(replyFromFailure(new ApiError(500, 'x', ''), EMAIL).content).toContain(EMAIL);
  });

  it('gives the same sentence when the network fails before any answer', () => {
    expect(replyFromFailure(new TypeError('Failed to fetch'), EMAIL).content).toBe(
      CHAT_TEXT.technicalDifficulties(EMAIL),
    );
  });

  it("shows the server's own words when the visitor asked too often", () => {
    const error = new ApiError(429, 'Too Many Requests', '{"message":"Too many requests. Please wait."}');
    expect(replyFromFailure(error, EMAIL)).toEqual({
      content: 'Too many requests. Please wait.',
      sources: [],
      isError: true,
    });
  });

  it("shows the server's words for a refused question, and falls back when there are none", () => {
    const refused = new ApiError(400, 'Bad Request', '{"message":"Please type a question."}');
    expect(replyFromFailure(refused, EMAIL).content).toBe('Please type a question.');
    const unreadable = new ApiError(429, 'Too Many Requests', 'slow down');
    expect(replyFromFailure(unreadable, EMAIL).content).toBe(CHAT_TEXT.technicalDifficulties(EMAIL));
  });
});

describe('safeLinkUrl and sanitizeSources', () => {
  it('lets site paths and http(s) addresses through', () => {
    expect(safeLinkUrl('/blog/pool-lighting')).toBe('/blog/pool-lighting');
    expect(safeLinkUrl('https://poolscape.example/subscribe')).toBe('https://poolscape.example/subscribe');
    expect(safeLinkUrl('http://localhost:3000/about')).toBe('http://localhost:3000/about');
  });

  it('refuses links that would run code or leave the site unannounced', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/path',
      '/\\evil.example',
      'blog/relative',
      '',
    ])
      expect(safeLinkUrl(url)).toBeNull();
  });

  it('keeps well-formed, safe, distinct sources up to the limit', () => {
    const many = Array.from({ length: MAX_SOURCES_SHOWN + 3 }, (_, index) => ({
      title: `Post ${index}`,
      url: `/blog/post-${index}`,
    }));
    expect(sanitizeSources(many)).toHaveLength(MAX_SOURCES_SHOWN);
    expect(
      sanitizeSources([
        { title: 'Pricing', url: '/subscribe' },
        { title: 'Pricing again', url: '/subscribe' },
        { title: 'Bad', url: 'javascript:alert(1)' },
        { title: '', url: '/about' },
        { title: 'No url' },
        'not an object',
        null,
      ]),
    ).toEqual([{ title: 'Pricing', url: '/subscribe' }]);
    expect(sanitizeSources('nope')).toEqual([]);
    expect(sanitizeSources(undefined)).toEqual([]);
  });
});

describe('historyForRequest', () => {
  function conversation(turns: number): ChatMessage[] {
    const messages: ChatMessage[] = [createGreeting(NOW)];
    for (let index = 0; index < turns; index++) {
      messages.push(createUserMessage(`question ${index}`, NOW));
      messages.push(createAssistantMessage({ content: `answer ${index}`, sources: [], isError: false }, NOW));
    }
    return messages;
  }

  it('sends nothing before the first question', () => {
    expect(historyForRequest([createGreeting(NOW)])).toEqual([]);
  });

  it('sends the turns in order with their roles, without the greeting', () => {
    expect(historyForRequest(conversation(2))).toEqual([
      { role: 'user', content: 'question 0' },
      { role: 'assistant', content: 'answer 0' },
      { role: 'user', content: 'question 1' },
      { role: 'assistant', content: 'answer 1' },
    ]);
  });

  it('keeps only the newest turns the API accepts', () => {
    const history = historyForRequest(conversation(CHAT_LIMITS.historyMaxTurns + 4));
    expect(history).toHaveLength(CHAT_LIMITS.historyMaxTurns * 2);
    expect(history[0]).toEqual({ role: 'user', content: 'question 4' });
    expect(history.at(-1)).toEqual({
      role: 'assistant',
      content: `answer ${CHAT_LIMITS.historyMaxTurns + 3}`,
    });
  });

  it('leaves out failure notices and cuts long turns to the accepted length', () => {
    const long = 'x'.repeat(CHAT_LIMITS.historyMessageMaxLength + 50);
    const history = historyForRequest([
      createUserMessage('first', NOW),
      createAssistantMessage({ content: CHAT_TEXT.noResponse, sources: [], isError: true }, NOW),
      createUserMessage('second', NOW),
      createAssistantMessage({ content: long, sources: [], isError: false }, NOW),
    ]);
    expect(history.map((turn) => turn.role)).toEqual(['user', 'user', 'assistant']);
    expect(history[2]?.content).toHaveLength(CHAT_LIMITS.historyMessageMaxLength);
  });
});

describe('messages', () => {
  it('opens with the greeting', () => {
    expect(createGreeting(NOW)).toEqual({
      id: GREETING_ID,
      content: CHAT_TEXT.greeting,
      isUser: false,
      timestamp: NOW.toISOString(),
    });
  });

  it('gives every message its own id and its time', () => {
    const first = createUserMessage('a', NOW);
    const second = createUserMessage('a', NOW);
    expect(first.id).not.toBe(second.id);
    expect(first).toMatchObject({ content: 'a', isUser: true, timestamp: '2025-06-01T14:07:00.000Z' });
  });

  it('marks failure notices and attaches sources only when there are some', () => {
    const answer = createAssistantMessage({ content: 'ok', sources: [], isError: false }, NOW);
    expect(answer).not.toHaveProperty('sources');
    expect(answer).not.toHaveProperty('isError');
    const failure = createAssistantMessage({ content: 'no', sources: [], isError: true }, NOW);
    expect(failure.isError).toBe(true);
  });

  it('formats the time of day', () => {
    expect(formatMessageTime('2025-06-01T14:07:00.000Z', 'en-US')).toMatch(/^\d{1,2}:07\s?(AM|PM)$/);
  });
});

describe('the greeting editors set in the CMS', () => {
  it("opens the conversation with their words, or the spec's greeting when they left it empty", () => {
    expect(createGreeting(NOW, 'Welcome to Blue Water Pools!').content).toBe('Welcome to Blue Water Pools!');
    expect(createGreeting(NOW, '').content).toBe(createGreeting(NOW).content);
  });
});
