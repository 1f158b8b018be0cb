// One message of the conversation: the text, the pages an answer comes from, and its time.
import type { ReactElement } from 'react';
import { type ChatMessage, formatMessageTime } from './chat-messages.ts';

function bubbleClasses(message: ChatMessage): string {
  if (message.isUser) return 'rounded-br-md bg-brand-600 text-white';
  if (message.isError) return 'rounded-bl-md bg-amber-50 text-amber-950 ring-1 ring-amber-200';
  return 'rounded-bl-md bg-white text-slate-800 ring-1 ring-slate-200';
}

export function ChatMessageView({ message }: { message: ChatMessage }): ReactElement {
  const sources = message.sources ?? [];
  return (
    <div
      className={`flex flex-col gap-1 ${message.isUser ? 'items-end pl-10' : 'items-start pr-10'}`}
      data-chat-message={message.isUser ? 'user' : 'assistant'}
    >
      <div
        className={`max-w-full rounded-2xl px-4 py-2.5 text-sm leading-6 shadow-sm ${bubbleClasses(message)}`}
      >
        <span className="sr-only">{message.isUser ? 'You: ' : 'Assistant: '}</span>
        <span className="whitespace-pre-wrap break-words">{message.content}</span>
        {sources.length > 0 && (
          <div className="mt-2 border-t border-slate-200 pt-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sources</p>
            <ul className="mt-1 space-y-1" aria-label="Sources">
              {sources.map((source) => (
                <li key={source.url}>
                  <a
                    href={source.url}
                    className="font-medium text-brand-700 underline decoration-brand-500/40 underline-offset-2 hover:text-brand-900 hover:decoration-brand-700"
                  >
                    {source.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <time dateTime={message.timestamp} className="px-1 text-xs text-slate-500">
        {formatMessageTime(message.timestamp)}
      </time>
    </div>
  );
}
