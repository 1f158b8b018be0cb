/**
 * Asks `POST /api/chat` one question (spec §7) and always resolves to something the assistant
 * can say: an answer, the server's own words, or the failure sentences of spec §8.
 */
import { CHAT_CONTEXT, type ChatRequest } from '@poolscape/shared';
import { apiRequest } from '../../lib/api-request.ts';
import {
  type AssistantReply,
  type ChatMessage,
  historyForRequest,
  replyFromFailure,
  replyFromResponseBody,
} from './chat-messages.ts';

/** The request function; {@link apiRequest} in the browser, a fake in tests. */
export type SendRequest = typeof apiRequest;

/**
 * Send `question` with the conversation so far (`earlier`, not including the question) and turn
 * the outcome into the assistant's reply. Never rejects.
 */
export async function askAssistant(
  question: string,
  earlier: readonly ChatMessage[],
  supportEmail: string,
  send: SendRequest = apiRequest,
): Promise<AssistantReply> {
  const request: ChatRequest = {
    message: question.trim(),
    context: CHAT_CONTEXT,
    history: historyForRequest(earlier),
  };
  let response: Response;
  try {
    response = await send('POST', '/api/chat', request);
  } catch (error) {
    return replyFromFailure(error, supportEmail);
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A 200 whose body is not JSON carries neither `response` nor `error`.
  }
  return replyFromResponseBody(body);
}
