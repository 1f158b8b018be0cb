// The OpenAI-compatible path, against a local server that speaks the documented chat completions
// contract (POST /v1/chat/completions → { choices: [{ message: { role, content } }] }).
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seededKnowledge } from '@poolscape/tests/kit/seed-knowledge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Assistant, NO_ANSWER } from './assistant.ts';

type Mode = 'ok' | 'error' | 'slow' | 'empty' | 'no-answer';

interface Received {
  authorization?: string;
  body: { model: string; messages: { role: string; content: string }[] };
}

describe('the assistant with an OpenAI-compatible model', () => {
  let server: Server;
  let baseUrl = '';
  let mode: Mode = 'ok';
  const received: Received[] = [];

  const readBody = (request: IncomingMessage): Promise<string> =>
    new Promise((resolve) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const body = JSON.parse(await readBody(request));
      received.push({ authorization: request.headers.authorization, body });
      if (mode === 'error') {
        response
          .writeHead(500, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
        return;
      }
      if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1500));
      const content =
        mode === 'empty'
          ? ''
          : mode === 'no-answer'
            ? NO_ANSWER
            : 'Pro is $29.99 a month, with 100 images and 3 videos.';
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-1',
          object: 'chat.completion',
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const warnings: string[] = [];
  async function assistant(): Promise<Assistant> {
    const instance = new Assistant({
      load: async () => seededKnowledge(),
      llm: { baseUrl, apiKey: 'sk-test', model: 'test-model', timeoutMs: 500 },
      log: { info: () => {}, warn: (message) => warnings.push(message) },
    });
    await instance.reindex();
    return instance;
  }

  it('lets the model write the answer from the retrieved passages and the recent conversation', async () => {
    mode = 'ok';
    const answer = await (await assistant()).answer('How much is Pro?', [
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello!' },
    ]);
    expect(answer.by).toBe('model');
    expect(answer.response).toBe('Pro is $29.99 a month, with 100 images and 3 videos.');
    expect(answer.sources[0]?.url).toBe('/subscribe');
    const last = received.at(-1);
    expect(last?.authorization).toBe('Bearer sk-test');
    expect(last?.body.model).toBe('test-model');
    const [system, passages, ...conversation] = last?.body.messages ?? [];
    expect(system?.content).toBe('Answer from the passages only.');
    expect(passages?.content).toContain('$29.99');
    expect(conversation.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(conversation.at(-1)?.content).toBe('How much is Pro?');
  });

  it('falls back to the built-in answer when the model errs, times out or says nothing', async () => {
    for (const failure of ['error', 'slow', 'empty'] as const) {
      mode = failure;
      warnings.length = 0;
      const answer = await (await assistant()).answer('How much does the Premium plan cost?');
      expect(answer.by, failure).toBe('built-in');
      expect(answer.response, failure).toContain('$89.99');
      expect(warnings.join(' '), failure).not.toContain('Premium');
    }
  });

  it('turns the model saying it has no answer into the built-in "I\'m not sure", counted as unanswered', async () => {
    mode = 'no-answer';
    const before = received.length;
    const answer = await (await assistant()).answer('How much is Pro?');
    expect(received.length).toBe(before + 1);
    expect(received.at(-1)?.body.messages[1]?.content).toContain(`reply with exactly ${NO_ANSWER}`);
    expect(answer).toMatchObject({ by: 'model', declined: true, unanswered: true });
    expect(answer.response).toContain("I'm not sure");
    expect(answer.response).toContain('support@poolscape.example');
    expect(answer.response).not.toContain(NO_ANSWER);
  });

  it('does not ask the model when the content has nothing on the question', async () => {
    mode = 'ok';
    const before = received.length;
    const answer = await (await assistant()).answer('What is the capital of France?');
    expect(answer).toMatchObject({ declined: true, unanswered: true });
    expect(received.length).toBe(before);
  });
});
