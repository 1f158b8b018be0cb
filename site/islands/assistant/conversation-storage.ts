/**
 * The conversation kept in session storage, so it survives moving between pages of one tab.
 *
 * Stored data is validated on the way back in: an older format, a truncated write or a value put
 * there by another script must never break the widget or render something unsafe, so invalid
 * entries are dropped and source links are checked again.
 */
import { z } from 'zod';
import { type ChatMessage, sanitizeSources } from './chat-messages.ts';
import { readItem, type StorageLike, writeItem } from './session-storage.ts';

/** Session-storage key of the conversation. */
export const CHAT_CONVERSATION_STORAGE_KEY = 'poolscape.chat.messages';

/** Only the newest messages are kept, so a long conversation cannot fill the tab's storage. */
export const STORED_MESSAGES_LIMIT = 100;

/** Longest message text accepted back from storage (answers are far shorter). */
const STORED_CONTENT_MAX_LENGTH = 20_000;

const StoredMessageSchema = z.object({
  id: z.string().min(1).max(100),
  content: z.string().max(STORED_CONTENT_MAX_LENGTH),
  isUser: z.boolean(),
  timestamp: z.iso.datetime(),
  sources: z.unknown().optional(),
  isError: z.boolean().optional(),
});

function toMessage(stored: z.infer<typeof StoredMessageSchema>): ChatMessage {
  const message: ChatMessage = {
    id: stored.id,
    content: stored.content,
    isUser: stored.isUser,
    timestamp: stored.timestamp,
  };
  const sources = stored.isUser ? [] : sanitizeSources(stored.sources);
  if (sources.length > 0) message.sources = sources;
  if (stored.isError === true && !stored.isUser) message.isError = true;
  return message;
}

/**
 * The conversation in a stored string: its valid messages (the newest
 * {@link STORED_MESSAGES_LIMIT}, first of each id), or `null` when nothing usable is stored.
 */
export function parseConversation(raw: string | null): ChatMessage[] | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const messages: ChatMessage[] = [];
  const ids = new Set<string>();
  for (const item of parsed) {
    const result = StoredMessageSchema.safeParse(item);
    if (!result.success || ids.has(result.data.id)) continue;
    ids.add(result.data.id);
    messages.push(toMessage(result.data));
  }
  return messages.length > 0 ? messages.slice(-STORED_MESSAGES_LIMIT) : null;
}

/** The string stored for `messages`: the newest {@link STORED_MESSAGES_LIMIT} as JSON. */
export function serializeConversation(messages: readonly ChatMessage[]): string {
  return JSON.stringify(messages.slice(-STORED_MESSAGES_LIMIT));
}

/** The conversation stored in this tab, or `null` when there is none (or none usable). */
export function readConversation(storage: StorageLike | null): ChatMessage[] | null {
  return parseConversation(readItem(storage, CHAT_CONVERSATION_STORAGE_KEY));
}

/** Keep `messages` for the next page of this tab. */
export function writeConversation(storage: StorageLike | null, messages: readonly ChatMessage[]): void {
  writeItem(storage, CHAT_CONVERSATION_STORAGE_KEY, serializeConversation(messages));
}
