/**
 * Asks `POST /api/chat` one question and always resolves to something the assistant can say: an
 * answer, the server's own words, or one of the failure sentences.
 */
import { CHAT_CONTEXT, type ChatRequest } from '@poolscape/shared';
import { apiRequest, type HttpMethod } from '../../lib/api-client.ts';
import {
  type AssistantReply,
  type ChatMessage,
  historyForRequest,
  replyFromFailure,
  replyFromResponseBody,
} from './chat-messages.ts';

/** The request function; {@link apiRequest} in the browser, a fake in tests. */
export type SendRequest = (method: HttpMethod, url: string, body: unknown) => Promise<Response>;

const sendWithApiClient: SendRequest = (method, url, body) => apiRequest(method, url, { body });

/**
 * Send `question` with the conversation so far (`earlier`, not including the question) and turn
 * the outcome into the assistant's reply. Never rejects.
 */
export async function askAssistant(
  question: string,
  earlier: readonly ChatMessage[],
  supportEmail: string,
  send: SendRequest = sendWithApiClient,
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
