// A ticket's conversation, oldest first: the user's messages, support's replies and (for support
// only) internal notes, each with who wrote it and when; the design it is about and its screenshot.
import type { Ticket } from '@poolscape/shared';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function TicketThread({ ticket, viewer }: { ticket: Ticket; viewer: 'user' | 'support' }) {
  return (
    <div className="mt-4 grid gap-3">
      {(ticket.design || ticket.screenshotUrl) && (
        <div className="flex flex-wrap items-start gap-4 text-sm">
          {ticket.design && (
            <p>
              About the design{' '}
              <a href={ticket.design.url} className="font-semibold text-brand-700 hover:underline">
                {ticket.design.name}
              </a>
            </p>
          )}
          {ticket.screenshotUrl && (
            <a href={ticket.screenshotUrl} target="_blank" rel="noopener" className="block">
              <img
                src={ticket.screenshotUrl}
                alt="The screenshot sent with the ticket"
                className="max-h-48 rounded-lg border border-slate-200"
              />
            </a>
          )}
        </div>
      )}
      <ol className="grid gap-3" aria-label="Messages">
        {ticket.messages.map((message) => (
          <li
            key={message.id}
            data-testid="ticket-message"
            className={`rounded-xl border p-3 ${
              message.internal
                ? 'border-amber-300 bg-amber-50'
                : message.fromSupport
                  ? 'border-brand-100 bg-brand-50'
                  : 'border-slate-200 bg-white'
            }`}
          >
            <p className="text-sm font-semibold text-slate-900">
              {message.internal
                ? `Internal note by ${message.author.replace(/ from Poolscape support$/, '')}`
                : message.fromSupport || viewer === 'support'
                  ? message.author
                  : 'You'}
              <span className="font-normal text-slate-600"> · {when(message.at)}</span>
            </p>
            <p className="mt-1 whitespace-pre-line break-words text-slate-800">{message.body}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
