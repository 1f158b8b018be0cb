// Entry of the chat panel's code-split chunk: the launcher imports this (and with it React) only
// when the visitor first opens the chat, or on a later page of a tab that left the chat open.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ChatPanel } from './ChatPanel.tsx';

export interface MountChatPanelOptions {
  supportEmail: string;
  greeting?: string;
  /** See {@link ChatPanel}'s `focusOnMount`. */
  focusOnMount: boolean;
}

/** Render the chat panel into `container`. Called once per page. */
export function mountChatPanel(container: HTMLElement, options: MountChatPanelOptions): void {
  createRoot(container).render(
    <StrictMode>
      <ChatPanel
        supportEmail={options.supportEmail}
        greeting={options.greeting}
        focusOnMount={options.focusOnMount}
      />
    </StrictMode>,
  );
}
