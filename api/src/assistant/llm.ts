// An OpenAI-compatible chat completions client (OpenAI, Ollama, vLLM and others speak it):
// POST {baseUrl}/chat/completions with { model, messages }, answer in choices[0].message.content.
import { z } from 'zod';

export interface LlmConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

const CompletionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export class LlmError extends Error {}

/** Asks the model; throws LlmError on an HTTP error, a timeout or an answer without text. */
export async function completeChat(config: LlmConfig, messages: LlmMessage[]): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 400 }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${config.timeoutMs} ms`
        : (error as Error).message;
    throw new LlmError(`the language model could not be reached: ${reason}`);
  }
  if (!response.ok) throw new LlmError(`the language model answered HTTP ${response.status}`);
  const parsed = CompletionSchema.safeParse(await response.json().catch(() => null));
  const content = parsed.success ? parsed.data.choices[0]?.message.content?.trim() : '';
  if (!content) throw new LlmError('the language model gave no answer text');
  return content;
}
