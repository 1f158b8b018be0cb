// The chat assistant's panel: the conversation, a typing indicator while
// an answer is on its way, and the question box. Loaded only when the visitor first opens the chat
// (see launcher.ts); it shows while the panel state is `open` and keeps its conversation otherwise.
import { useStore } from '@nanostores/react';
import { CHAT_LIMITS, CHAT_TEXT } from '@poolscape/shared';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactElement,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { ChatMessageView } from './ChatMessageView.tsx';
import { ChatIcon, CloseIcon, MinimizeIcon, SendIcon } from './icons.tsx';
import { $chatPanel, CHAT_PANEL_ID, closeChat, minimizeChat } from './panel-state.ts';
import { useConversation } from './use-conversation.ts';

export interface ChatPanelProps {
  /** Named in the technical difficulties sentence. */
  supportEmail: string;
  /** The opening message, as editors set it in the CMS. */
  greeting?: string;
  /**
   * Move focus into the question box when the panel first shows. False when the panel reopens by
   * itself on a new page, so that page's own focus order (skip link first) is left alone.
   */
  focusOnMount: boolean;
}

const HEADER_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-white/90 hover:bg-white/15 hover:text-white focus-visible:outline-white';

function TypingIndicator(): ReactElement {
  return (
    <div className="inline-flex items-center gap-1.5 rounded-2xl rounded-bl-md bg-white px-4 py-3.5 shadow-sm ring-1 ring-slate-200">
      <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s] motion-reduce:animate-none" />
      <span className="size-2 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s] motion-reduce:animate-none" />
      <span className="size-2 animate-bounce rounded-full bg-slate-400 motion-reduce:animate-none" />
      <span className="sr-only">Assistant is typing</span>
    </div>
  );
}

export function ChatPanel({ supportEmail, greeting, focusOnMount }: ChatPanelProps): ReactElement {
  const state = useStore($chatPanel);
  const open = state === 'open';
  const { messages, waiting, send } = useConversation(supportEmail, greeting);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const skipNextFocus = useRef(!focusOnMount);
  const titleId = useId();
  const inputId = useId();
  const canSend = draft.trim() !== '' && !waiting;

  useEffect(() => {
    if (!open) return;
    if (skipNextFocus.current) skipNextFocus.current = false;
    else inputRef.current?.focus();
  }, [open]);

  // Scroll down whenever a message or the typing indicator appears.
  useEffect(() => {
    const list = scrollRef.current;
    if (open && list) list.scrollTop = list.scrollHeight;
  }, [open, messages, waiting]);

  function submit(): void {
    if (!canSend) return;
    setDraft('');
    void send(draft);
    inputRef.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    submit();
  }

  // Enter sends; Shift+Enter keeps the textarea's own new line. While an IME is composing, Enter
  // confirms the composition and must not send.
  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>): void {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    closeChat();
  }

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onPanelKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-white text-slate-900 md:inset-auto md:bottom-6 md:left-6 md:h-[min(36rem,calc(100dvh-3rem))] md:w-96 md:overflow-hidden md:rounded-2xl md:shadow-2xl md:ring-1 md:ring-slate-900/10"
    >
      <header className="flex items-center gap-3 bg-brand-600 px-4 py-3 text-white">
        <span className="flex size-9 items-center justify-center rounded-full bg-white/15">
          <ChatIcon className="size-5" />
        </span>
        <h2 id={titleId} className="flex-1 text-base font-semibold">
          {CHAT_TEXT.title}
        </h2>
        <button
          type="button"
          onClick={minimizeChat}
          aria-label="Minimize chat"
          className={`max-md:hidden ${HEADER_BUTTON}`}
        >
          <MinimizeIcon className="size-5" />
        </button>
        <button type="button" onClick={closeChat} aria-label="Close chat" className={HEADER_BUTTON}>
          <CloseIcon className="size-5" />
        </button>
      </header>

      <div ref={scrollRef} className="flex-1 overflow-y-auto bg-slate-50 px-4 py-4">
        <div role="log" aria-live="polite" aria-label="Conversation" className="flex flex-col gap-4">
          {messages.map((message) => (
            <ChatMessageView key={message.id} message={message} />
          ))}
        </div>
        <div role="status" className="mt-4 empty:mt-0">
          {waiting && <TypingIndicator />}
        </div>
      </div>

      <form onSubmit={onSubmit} className="flex items-end gap-2 border-t border-slate-200 bg-white p-3">
        <label htmlFor={inputId} className="sr-only">
          Your question
        </label>
        <textarea
          id={inputId}
          ref={inputRef}
          rows={1}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={CHAT_TEXT.placeholder}
          maxLength={CHAT_LIMITS.messageMaxLength}
          enterKeyHint="send"
          className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 md:text-sm"
        />
        <button
          type="submit"
          aria-label="Send message"
          disabled={!canSend}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:shadow-none"
        >
          <SendIcon className="size-5" />
        </button>
      </form>
    </section>
  );
}
