/**
 * The conversation's messages and the rules that turn the assistant's answers (or failures) into
 * them. Pure functions, no React and no browser state.
 */
import { CHAT_LIMITS, CHAT_TEXT, type ChatSource, type ChatTurn } from '@poolscape/shared';
import { ApiError, apiErrorBody } from '../../lib/api-client.ts';

/** One line of the conversation, as shown and as kept in session storage. */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  /** When it was written, as an ISO 8601 string (what `<time dateTime>` wants). */
  timestamp: string;
  /** Pages an assistant answer comes from; only safe link targets are kept. */
  sources?: ChatSource[];
  /** An assistant line reporting a failure, not an answer: it is never sent back as history. */
  isError?: boolean;
}

/** What the assistant says back to one question. */
export interface AssistantReply {
  content: string;
  sources: ChatSource[];
  isError: boolean;
}

/** Id of the opening message, which is the widget's own words and not part of the history. */
export const GREETING_ID = 'greeting';

/** At most this many source links are shown under an answer. */
export const MAX_SOURCES_SHOWN = 5;

/** A fresh message id; `crypto.randomUUID` is missing on plain-HTTP origins other than localhost. */
export function createMessageId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** The assistant's opening message; editors may reword it in the CMS. */
export function createGreeting(now: Date, text: string = CHAT_TEXT.greeting): ChatMessage {
  return {
    id: GREETING_ID,
    content: text || CHAT_TEXT.greeting,
    isUser: false,
    timestamp: now.toISOString(),
  };
}

/** The visitor's question as it appears in the conversation. */
export function createUserMessage(content: string, now: Date): ChatMessage {
  return { id: createMessageId(), content, isUser: true, timestamp: now.toISOString() };
}

/** The assistant's reply as it appears in the conversation. */
export function createAssistantMessage(reply: AssistantReply, now: Date): ChatMessage {
  const message: ChatMessage = {
    id: createMessageId(),
    content: reply.content,
    isUser: false,
    timestamp: now.toISOString(),
  };
  if (reply.sources.length > 0) message.sources = reply.sources;
  if (reply.isError) message.isError = true;
  return message;
}

/**
 * `url` when it is safe to put in a link, else `null`. Security: sources come from the server and
 * from session storage, which a script on another page of the origin could have written; only
 * site paths and http(s) addresses pass, so no `javascript:` or `data:` link is ever rendered.
 */
export function safeLinkUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/')) {
    // `//host` and `/\host` are protocol-relative in browsers: another site, not a page of ours.
    return trimmed.startsWith('//') || trimmed.startsWith('/\\') ? null : trimmed;
  }
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? trimmed : null;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The well-formed, safe sources in `value`, duplicates (same link) removed, at most
 * {@link MAX_SOURCES_SHOWN}. Anything else, including a non-array, gives `[]`.
 */
export function sanitizeSources(value: unknown): ChatSource[] {
  if (!Array.isArray(value)) return [];
  const sources: ChatSource[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (!isRecord(item) || typeof item.title !== 'string' || typeof item.url !== 'string') continue;
    const title = item.title.trim();
    const url = safeLinkUrl(item.url);
    if (title === '' || url === null || seen.has(url)) continue;
    seen.add(url);
    sources.push({ title, url });
    if (sources.length === MAX_SOURCES_SHOWN) break;
  }
  return sources;
}

/**
 * The reply for a successful HTTP answer's JSON body: its `response` with its sources; else its
 * `error`; else the no-response sentence.
 */
export function replyFromResponseBody(body: unknown): AssistantReply {
  if (isRecord(body) && typeof body.response === 'string' && body.response.trim() !== '')
    return { content: body.response, sources: sanitizeSources(body.sources), isError: false };
  if (isRecord(body) && typeof body.error === 'string' && body.error.trim() !== '')
    return { content: body.error, sources: [], isError: true };
  return { content: CHAT_TEXT.noResponse, sources: [], isError: true };
}

/** Statuses whose `message` is written for the visitor: a refused question (400) or too many (429). */
const STATUSES_WITH_VISITOR_MESSAGE = new Set([400, 429]);

/**
 * The reply when asking failed. A rate limit or a refused question shows the server's own words
 * (they tell the visitor what to do); any other HTTP or network failure is the technical
 * difficulties sentence with the support address.
 */
export function replyFromFailure(error: unknown, supportEmail: string): AssistantReply {
  if (error instanceof ApiError && STATUSES_WITH_VISITOR_MESSAGE.has(error.status)) {
    const message = apiErrorBody(error)?.message ?? null;
    if (message !== null) return { content: message, sources: [], isError: true };
  }
  return { content: CHAT_TEXT.technicalDifficulties(supportEmail), sources: [], isError: true };
}

/**
 * The earlier turns sent with a question: the last `historyMaxTurns * 2` real turns, oldest
 * first, each cut to the length the API accepts. The greeting and failure notices are the
 * widget's words, not the assistant's, so they are left out.
 */
export function historyForRequest(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => message.id !== GREETING_ID && !message.isError)
    .slice(-CHAT_LIMITS.historyMaxTurns * 2)
    .map((message) => ({
      role: message.isUser ? 'user' : 'assistant',
      content: message.content.slice(0, CHAT_LIMITS.historyMessageMaxLength),
    }));
}

/** The time of day a message was written, in the visitor's locale (e.g. "3:07 PM"). */
export function formatMessageTime(timestamp: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(timestamp));
}
