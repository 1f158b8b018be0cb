// Tickets on /support: signed out, a prompt to sign in; signed in, a form to open a ticket (a
// subject, a category, the message, optionally one of the user's designs and a screenshot), the
// user's tickets with their status, and the chosen one's conversation with a reply box. A link
// from support's e-mail (`?ticket=`) opens that ticket.
import {
  type CreateTicket,
  SUPPORT_LIMITS,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  type Ticket,
  TicketListSchema,
  TicketSchema,
} from '@poolscape/shared';
import { QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { apiUpload } from '../../lib/api-upload.ts';
import { useDesignList } from '../../lib/designs/queries.ts';
import { getQueryClient } from '../../lib/query-client.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useCurrentUser } from '../../ui/use-current-user.ts';
import { TicketThread } from './TicketThread.tsx';

const TICKETS_KEY = ['support', 'tickets'] as const;
const ticketKey = (id: string) => ['support', 'ticket', id] as const;
const url = (id: string) => `/api/support/tickets/${encodeURIComponent(id)}`;

async function attachScreenshot(
  ticketId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Ticket> {
  const body = new FormData();
  body.append('screenshot', file);
  return apiUpload('PUT', `${url(ticketId)}/screenshot`, { body, schema: TicketSchema, onProgress });
}

function NewTicketForm({ onOpened }: { onOpened: (ticket: Ticket) => void }) {
  const id = useId();
  const designs = useDesignList({ page: 1, pageSize: 50 });
  const [subject, setSubject] = useState('');
  // A link may choose the category (`/support?category=plan`, from the billing screens without Stripe).
  const [category, setCategory] = useState<CreateTicket['category']>(() => {
    if (typeof window === 'undefined') return 'designs';
    const asked = new URLSearchParams(window.location.search).get('category');
    return TICKET_CATEGORIES.find((known) => known === asked) ?? 'designs';
  });
  const [message, setMessage] = useState('');
  const [designId, setDesignId] = useState('');
  const [screenshot, setScreenshot] = useState<File | null>(null);
  // The screenshot's upload: undefined when none is going up, null while its size is not known yet.
  const [screenshotProgress, setScreenshotProgress] = useState<number | null | undefined>(undefined);
  const open = useMutation({
    mutationFn: async () => {
      const ticket = await apiRequest('POST', '/api/support/tickets', {
        body: {
          subject: subject.trim(),
          category,
          message: message.trim(),
          ...(designId ? { designId } : {}),
        },
        schema: TicketSchema,
      });
      if (!screenshot) return ticket;
      setScreenshotProgress(null);
      try {
        return await attachScreenshot(ticket.id, screenshot, setScreenshotProgress);
      } finally {
        setScreenshotProgress(undefined);
      }
    },
    onSuccess: (ticket) => {
      setSubject('');
      setMessage('');
      setDesignId('');
      setScreenshot(null);
      onOpened(ticket);
    },
  });
  const tooBig = screenshot !== null && screenshot.size > SUPPORT_LIMITS.screenshotBytes;
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (subject.trim() && message.trim() && !tooBig) open.mutate();
      }}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Open a ticket
      </h3>
      <div>
        <label htmlFor={`${id}-subject`} className={labelClass}>
          Subject
        </label>
        <input
          id={`${id}-subject`}
          required
          maxLength={SUPPORT_LIMITS.subjectLength}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-category`} className={labelClass}>
          What it is about
        </label>
        <select
          id={`${id}-category`}
          value={category}
          onChange={(event) => setCategory(event.target.value as CreateTicket['category'])}
          className={`mt-1 ${inputClass}`}
        >
          {TICKET_CATEGORIES.map((entry) => (
            <option key={entry} value={entry}>
              {TICKET_CATEGORY_LABELS[entry]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          Message
        </label>
        <textarea
          id={`${id}-message`}
          required
          rows={5}
          maxLength={SUPPORT_LIMITS.messageLength}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={`mt-1 ${inputClass}`}
        />
      </div>
      {(designs.data?.items.length ?? 0) > 0 && (
        <div>
          <label htmlFor={`${id}-design`} className={labelClass}>
            About one of your designs <span className="font-normal text-slate-500">(optional)</span>
          </label>
          <select
            id={`${id}-design`}
            value={designId}
            onChange={(event) => setDesignId(event.target.value)}
            className={`mt-1 ${inputClass}`}
          >
            <option value="">None</option>
            {designs.data?.items.map((design) => (
              <option key={design.id} value={design.id}>
                {design.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-screenshot`} className={labelClass}>
          Screenshot{' '}
          <span className="font-normal text-slate-500">(optional, JPEG, PNG or WebP up to 5 MB)</span>
        </label>
        <input
          id={`${id}-screenshot`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => setScreenshot(event.target.files?.[0] ?? null)}
          className="mt-1 block text-sm"
        />
        {tooBig && <ErrorText message="The screenshot can be up to 5 MB." />}
      </div>
      {screenshotProgress !== undefined && (
        <ProgressBar
          label={screenshotProgress === 1 ? 'Attaching the screenshot…' : 'Uploading the screenshot…'}
          value={screenshotProgress === 1 ? null : screenshotProgress}
        />
      )}
      {open.isError && (
        <ErrorText message={errorMessage(open.error, 'The ticket was not sent. Try again.')} />
      )}
      <div>
        <button
          type="submit"
          className={primaryButton}
          disabled={!subject.trim() || !message.trim() || tooBig || open.isPending}
        >
          {open.isPending ? 'Sending…' : 'Send to support'}
        </button>
      </div>
    </form>
  );
}

function TicketView({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const ticket = useQuery({
    queryKey: ticketKey(ticketId),
    queryFn: ({ signal }) => apiRequest('GET', url(ticketId), { schema: TicketSchema, signal }),
  });
  const [message, setMessage] = useState('');
  const reply = useMutation({
    mutationFn: () =>
      apiRequest('POST', `${url(ticketId)}/messages`, {
        body: { message: message.trim() },
        schema: TicketSchema,
      }),
    onSuccess: (next) => {
      queryClient.setQueryData(ticketKey(ticketId), next);
      void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
      setMessage('');
    },
  });
  if (ticket.isPending) return <Spinner label="Loading the ticket" />;
  if (!ticket.data) return <ErrorText message="We could not find that ticket." />;
  const data = ticket.data;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <button type="button" className="text-sm font-semibold text-brand-700 hover:underline" onClick={onBack}>
        ← Your tickets
      </button>
      <h3 id={`${id}-title`} className="mt-2 break-words text-xl font-semibold text-slate-900">
        {data.subject}
      </h3>
      <p className="text-sm text-slate-600">
        Ticket {data.number} · {TICKET_CATEGORY_LABELS[data.category]} · {TICKET_STATUS_LABELS[data.status]}
      </p>
      <TicketThread ticket={data} viewer="user" />
      <form
        className="mt-4 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim()) reply.mutate();
        }}
      >
        <label htmlFor={`${id}-reply`} className={labelClass}>
          {data.status === 'closed' ? 'Reply to reopen this ticket' : 'Your reply'}
        </label>
        <textarea
          id={`${id}-reply`}
          rows={3}
          maxLength={SUPPORT_LIMITS.messageLength}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={inputClass}
        />
        {reply.isError && (
          <ErrorText message={errorMessage(reply.error, 'Your reply was not sent. Try again.')} />
        )}
        <div>
          <button type="submit" className={primaryButton} disabled={!message.trim() || reply.isPending}>
            {reply.isPending ? 'Sending…' : 'Send reply'}
          </button>
        </div>
      </form>
    </section>
  );
}

function Tickets() {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    setChosen(new URLSearchParams(window.location.search).get('ticket'));
  }, []);
  const tickets = useQuery({
    queryKey: TICKETS_KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/api/support/tickets', { schema: TicketListSchema, signal }),
  });
  if (chosen) return <TicketView ticketId={chosen} onBack={() => setChosen(null)} />;
  return (
    <div className="grid gap-6 md:grid-cols-2 md:items-start">
      <NewTicketForm
        onOpened={(ticket) => {
          queryClient.setQueryData(ticketKey(ticket.id), ticket);
          void queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
          setChosen(ticket.id);
        }}
      />
      <section aria-label="Your tickets">
        <h3 className="text-lg font-semibold text-slate-900">Your tickets</h3>
        {tickets.isPending && <Spinner label="Loading your tickets" />}
        {tickets.isError && (
          <ErrorText message={errorMessage(tickets.error, 'Your tickets could not be loaded.')} />
        )}
        {tickets.data?.length === 0 && (
          <p className="mt-2 text-sm text-slate-600">You have not opened a ticket yet.</p>
        )}
        <ul className="mt-2 grid gap-2">
          {tickets.data?.map((ticket) => (
            <li key={ticket.id}>
              <button
                type="button"
                onClick={() => setChosen(ticket.id)}
                className="w-full rounded-xl border border-slate-200 bg-white p-3 text-left text-sm hover:border-brand-500"
              >
                <span className="block font-semibold text-slate-900">{ticket.subject}</span>
                <span className="block text-slate-600">
                  {TICKET_STATUS_LABELS[ticket.status]} · {formatDate(ticket.updatedAt)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function SupportTicketsInner() {
  const { token, user, loading } = useCurrentUser();
  if (!token || (!loading && !user)) {
    return (
      <p className="text-slate-700">
        <a href="/simple-login" className={secondaryButton}>
          Sign in
        </a>{' '}
        to open a support ticket and follow its answers here.
      </p>
    );
  }
  if (loading) return <Spinner label="Loading your tickets" />;
  return <Tickets />;
}

export function SupportTickets() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SupportTicketsInner />
    </QueryClientProvider>
  );
}
