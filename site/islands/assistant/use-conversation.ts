/**
 * The conversation as React state: restored from session storage, written back on every change,
 * and extended by {@link UseConversation.send}, which asks the assistant one question at a time.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { askAssistant } from './ask-assistant.ts';
import {
  type ChatMessage,
  createAssistantMessage,
  createGreeting,
  createUserMessage,
} from './chat-messages.ts';
import { readConversation, writeConversation } from './conversation-storage.ts';
import { getSessionStorage } from './session-storage.ts';

export interface UseConversation {
  messages: ChatMessage[];
  /** A question is on its way and its answer has not arrived yet. */
  waiting: boolean;
  /** Ask `text`; resolves to `false` (and sends nothing) when it is blank or an answer is pending. */
  send: (text: string) => Promise<boolean>;
}

function restoreOrGreet(greeting?: string): ChatMessage[] {
  return readConversation(getSessionStorage()) ?? [createGreeting(new Date(), greeting)];
}

export function useConversation(supportEmail: string, greeting?: string): UseConversation {
  const [messages, setMessages] = useState<ChatMessage[]>(() => restoreOrGreet(greeting));
  const [waiting, setWaiting] = useState(false);
  // Refs, not state, answer "is a question pending" and "what was said so far" at the moment of
  // sending, so a fast second Enter cannot send twice.
  const messagesRef = useRef(messages);
  const waitingRef = useRef(false);

  useEffect(() => {
    messagesRef.current = messages;
    writeConversation(getSessionStorage(), messages);
  }, [messages]);

  // A page restored from the back/forward cache still shows its old conversation; the tab may have
  // talked on another page since, so take the stored one again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted && !waitingRef.current) setMessages(restoreOrGreet(greeting));
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [greeting]);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const question = text.trim();
      if (question === '' || waitingRef.current) return false;
      waitingRef.current = true;
      setWaiting(true);
      const earlier = messagesRef.current;
      const asked = createUserMessage(question, new Date());
      messagesRef.current = [...earlier, asked];
      setMessages((current) => [...current, asked]);
      try {
        const reply = await askAssistant(question, earlier, supportEmail);
        setMessages((current) => [...current, createAssistantMessage(reply, new Date())]);
      } finally {
        waitingRef.current = false;
        setWaiting(false);
      }
      return true;
    },
    [supportEmail],
  );

  return { messages, waiting, send };
}
