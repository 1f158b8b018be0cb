// Support's queue (/admin/support): tickets filtered by status, category and who has them (waiting
// ones first), and the chosen ticket's thread beside it (`?ticket=`) with a reply (e-mailed to the
// user) or an internal note, assigning, closing and reopening.
import {
  type AdminTicket,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { toast } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useCurrentUser } from '../../ui/use-current-user.ts';
import { TicketThread } from '../support/TicketThread.tsx';
import { adminKeys, answerTicket, updateTicket, useAdminTicket, useAdminTickets } from './admin-api.ts';
import { FilterSelect, useAddressFilters } from './filters.tsx';

function TicketPanel({ ticketId }: { ticketId: string }) {
  const id = useId();
  const queryClient = useQueryClient();
  const me = useCurrentUser();
  const query = useAdminTicket(ticketId);
  const ticket = query.data;
  const [message, setMessage] = useState('');
  const [internal, setInternal] = useState(false);
  const saved = (next: AdminTicket) => {
    queryClient.setQueryData(adminKeys.ticket(ticketId), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'tickets'] });
  };
  const change = useMutation({
    mutationFn: (work: () => Promise<AdminTicket>) => work(),
    onSuccess: saved,
    onError: (error) =>
      toast({ title: 'Not saved', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
  });
  const send = useMutation({
    mutationFn: () => answerTicket(ticketId, { message: message.trim(), internal }),
    onSuccess: (next) => {
      saved(next);
      toast({
        title: internal ? 'Note added' : 'Reply sent',
        description: internal ? 'Only support sees it.' : `E-mailed to ${next.user.email}.`,
      });
      setMessage('');
      setInternal(false);
    },
  });
  if (query.isPending) return <Spinner label="Loading the ticket" />;
  if (!ticket) return <ErrorText message="We could not find that ticket." />;
  const mine = Boolean(ticket.assignee) && me.user?.id === ticket.assignee?.id;
  return (
    <section
      aria-label={`Ticket ${ticket.number}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <p className="text-sm text-slate-600">
        Ticket {ticket.number} · {TICKET_CATEGORY_LABELS[ticket.category]} ·{' '}
        {TICKET_STATUS_LABELS[ticket.status]}
      </p>
      <h2 className="mt-1 break-words text-xl font-semibold text-slate-900">{ticket.subject}</h2>
      <p className="mt-1 text-sm text-slate-700">
        From{' '}
        <AppLink
          href={`/admin/users/${ticket.user.id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {ticket.user.name}
        </AppLink>{' '}
        ({ticket.user.email}) · {ticket.assignee ? `Assigned to ${ticket.assignee.name}` : 'Not assigned'}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(() => updateTicket(ticketId, { assigneeId: mine ? null : (me.user?.id ?? null) }))
          }
        >
          {mine ? 'Unassign me' : 'Assign to me'}
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(() =>
              updateTicket(ticketId, { status: ticket.status === 'closed' ? 'open' : 'closed' }),
            )
          }
        >
          {ticket.status === 'closed' ? 'Reopen' : 'Close ticket'}
        </button>
      </div>
      <TicketThread ticket={ticket} viewer="support" />
      <form
        className="mt-4 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (message.trim()) send.mutate();
        }}
      >
        <label htmlFor={`${id}-message`} className={labelClass}>
          {internal
            ? 'Internal note (only support sees it)'
            : `Reply to ${ticket.user.name} (sent by e-mail too)`}
        </label>
        <textarea
          id={`${id}-message`}
          rows={4}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          className={inputClass}
        />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={internal}
            onChange={(event) => setInternal(event.target.checked)}
            className="h-4 w-4"
          />
          Internal note
        </label>
        {send.isError && <ErrorText message={errorMessage(send.error, 'It was not sent. Try again.')} />}
        <div>
          <button type="submit" className={primaryButton} disabled={!message.trim() || send.isPending}>
            {send.isPending ? 'Sending…' : internal ? 'Add note' : 'Send reply'}
          </button>
        </div>
      </form>
    </section>
  );
}

export function AdminSupport({ userId }: { userId?: string }) {
  const id = useId();
  const { search, params, set } = useAddressFilters();
  const chosen = params.get('ticket');
  const listParams = new URLSearchParams(search);
  listParams.delete('ticket');
  if (userId) listParams.set('userId', userId);
  const listSearch = listParams.toString() ? `?${listParams.toString()}` : '';
  const tickets = useAdminTickets(listSearch);
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{userId ? 'Their tickets' : 'Support'}</h1>
      {userId && (
        <AppLink
          href={`/admin/users/${userId}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Back to the user
        </AppLink>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <FilterSelect
          {...{ id, params, set }}
          name="status"
          label="Status"
          anyLabel="Any status"
          options={TICKET_STATUSES.map((status) => [status, TICKET_STATUS_LABELS[status]] as const)}
        />
        <FilterSelect
          {...{ id, params, set }}
          name="category"
          label="Category"
          anyLabel="Any category"
          options={TICKET_CATEGORIES.map((category) => [category, TICKET_CATEGORY_LABELS[category]] as const)}
        />
        <FilterSelect
          {...{ id, params, set }}
          name="assignee"
          label="Assigned to"
          anyLabel="Anyone"
          options={[
            ['me', 'Me'],
            ['none', 'Nobody'],
          ]}
        />
      </div>
      <div className="mt-6 grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div>
          {tickets.isPending && <Spinner label="Loading tickets" />}
          {tickets.isError && (
            <ErrorText message={errorMessage(tickets.error, 'The tickets could not be loaded.')} />
          )}
          {tickets.data && tickets.data.items.length === 0 && (
            <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
              No tickets here.
            </p>
          )}
          {tickets.data && tickets.data.items.length > 0 && (
            <ul className="grid gap-2" aria-label="Tickets">
              {tickets.data.items.map((ticket) => (
                <li key={ticket.id}>
                  <button
                    type="button"
                    onClick={() => set('ticket', ticket.id)}
                    aria-current={chosen === ticket.id ? 'true' : undefined}
                    className={`w-full rounded-xl border p-3 text-left text-sm ${chosen === ticket.id ? 'border-brand-500 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-500'}`}
                  >
                    <span className="block font-semibold text-slate-900">
                      {ticket.number} · {ticket.subject}
                    </span>
                    <span className="block text-slate-600">
                      {ticket.user.name} · {TICKET_STATUS_LABELS[ticket.status]} ·{' '}
                      {formatDate(ticket.updatedAt)}
                      {ticket.assignee ? ` · ${ticket.assignee.name}` : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        {chosen ? (
          <TicketPanel key={chosen} ticketId={chosen} />
        ) : (
          <p className="text-slate-600">Choose a ticket to read and answer it.</p>
        )}
      </div>
    </div>
  );
}
