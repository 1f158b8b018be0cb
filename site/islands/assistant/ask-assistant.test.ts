import { CHAT_CONTEXT, CHAT_LIMITS, CHAT_TEXT, ChatRequestSchema } from '@poolscape/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { askAssistant, type SendRequest } from './ask-assistant.ts';
import {
  type ChatMessage,
  createAssistantMessage,
  createGreeting,
  createUserMessage,
} from './chat-messages.ts';

const EMAIL = 'help@pools.example';
const NOW = new Date('2025-06-01T14:07:00.000Z');

interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/** A request function that records what it was asked and answers with `answer`. */
function fakeSend(answer: () => Promise<Response>): { send: SendRequest; sent: SentRequest[] } {
  const sent: SentRequest[] = [];
  const send: SendRequest = async (method, url, body) => {
    sent.push({ method, url, body });
    return answer();
  };
  return { send, sent };
}

const json = (body: unknown): Promise<Response> => Promise.resolve(new Response(JSON.stringify(body)));

describe('askAssistant', () => {
  it('posts the trimmed question, the fixed context and the history in the shape the API accepts', async () => {
    const earlier: ChatMessage[] = [
      createGreeting(NOW),
      createUserMessage('Do you have infinity pools?', NOW),
      createAssistantMessage({ content: 'Yes.', sources: [], isError: false }, NOW),
    ];
    const { send, sent } = fakeSend(() => json({ response: 'It is $29.99.', sources: [] }));
    await askAssistant('  How much is Pro?\n', earlier, EMAIL, send);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/api/chat');
    expect(sent[0]?.body).toEqual({
      message: 'How much is Pro?',
      context: CHAT_CONTEXT,
      history: [
        { role: 'user', content: 'Do you have infinity pools?' },
        { role: 'assistant', content: 'Yes.' },
      ],
    });
    expect(ChatRequestSchema.safeParse(sent[0]?.body).success).toBe(true);
  });

  it('always sends a history the API accepts, however long the conversation', async () => {
    const earlier: ChatMessage[] = [];
    for (let index = 0; index < CHAT_LIMITS.historyMaxTurns * 3; index++) {
      earlier.push(createUserMessage('q'.repeat(CHAT_LIMITS.messageMaxLength), NOW));
      earlier.push(createAssistantMessage({ content: 'a'.repeat(5000), sources: [], isError: false }, NOW));
    }
    const { send, sent } = fakeSend(() => json({ response: 'ok', sources: [] }));
    await askAssistant('next', earlier, EMAIL, send);
    expect(ChatRequestSchema.safeParse(sent[0]?.body).success).toBe(true);
  });

  it('resolves to the answer and its sources', async () => {
    const { send } = fakeSend(() =>
      json({ response: 'The Pro plan is $29.99/month.', sources: [{ title: 'Pricing', url: '/subscribe' }] }),
    );
    expect(await askAssistant('Pro?', [], EMAIL, send)).toEqual({
      content: 'The Pro plan is $29.99/month.',
      sources: [{ title: 'Pricing', url: '/subscribe' }],
      isError: false,
    });
  });

  it('says it has trouble responding when the answer is empty or not JSON', async () => {
    for (const answer of [() => json({}), () => Promise.resolve(new Response('<html></html>'))]) {
      const { send } = fakeSend(answer);
      expect((await askAssistant('Pro?', [], EMAIL, send)).content).toBe(CHAT_TEXT.noResponse);
    }
  });

  it('turns an HTTP failure into the technical difficulties sentence with the support address', async () => {
    const { send } = fakeSend(() => Promise.reject(new ApiError(500, 'Internal Server Error', '')));
    expect((await askAssistant('Pro?', [], EMAIL, send)).content).toBe(
      CHAT_TEXT.technicalDifficulties(EMAIL),
    );
  });

  it("shows the server's message when rate-limited", async () => {
    const { send } = fakeSend(() =>
      Promise.reject(new ApiError(429, 'Too Many Requests', '{"message":"Too many requests."}')),
    );
    expect(await askAssistant('Pro?', [], EMAIL, send)).toEqual({
      content: 'Too many requests.',
      sources: [],
      isError: true,
    });
  });
});
