// One lead on the Leads screen: who asked (with mailto and tel links), from which design,
// collection or presentation (linked while it exists), their postcode and message, when; and the
// owner's follow-up: the status (saved as it is chosen) and notes (saved with the button).
import {
  LEAD_ITEM_LABELS,
  LEAD_LIMITS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
  type Lead,
  type LeadStatus,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { toast } from '../../stores/toasts.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText } from '../../ui/states.tsx';
import { leadQueryKeys, updateLead } from './leads-api.ts';

const STATUS_STYLES: Record<LeadStatus, string> = {
  new: 'bg-brand-50 text-brand-800',
  contacted: 'bg-amber-50 text-amber-800',
  won: 'bg-emerald-50 text-emerald-800',
  lost: 'bg-slate-100 text-slate-700',
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function LeadCard({ lead }: { lead: Lead }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(lead.notes);
  const save = useMutation({
    mutationFn: (change: { status?: LeadStatus; notes?: string }) => updateLead(lead.id, change),
    onSuccess: (next, change) => {
      if (change.notes !== undefined) setNotes(next.notes);
      void queryClient.invalidateQueries({ queryKey: leadQueryKeys.list });
      toast({
        title: change.status ? `Marked ${LEAD_STATUS_LABELS[next.status].toLowerCase()}` : 'Notes saved',
      });
    },
  });
  const status = save.isPending && save.variables.status ? save.variables.status : lead.status;
  return (
    <article
      aria-labelledby={`${id}-name`}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="lead"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-name`} className="break-words text-lg font-semibold text-slate-900">
            {lead.name}
          </h2>
          <p className="text-sm text-slate-600">
            <time dateTime={lead.createdAt}>{dateFormat.format(new Date(lead.createdAt))}</time> · From{' '}
            {LEAD_ITEM_LABELS[lead.item.kind].toLowerCase()}{' '}
            {lead.item.url ? (
              <AppLink href={lead.item.url} className="font-semibold text-brand-700 hover:underline">
                {lead.item.name}
              </AppLink>
            ) : (
              <span>
                {lead.item.name} <span className="text-slate-500">(deleted)</span>
              </span>
            )}
          </p>
        </div>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[lead.status]}`}>
          {LEAD_STATUS_LABELS[lead.status]}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">E-mail</dt>
        <dd className="min-w-0 break-all">
          <a href={`mailto:${lead.email}`} className="text-brand-700 hover:underline">
            {lead.email}
          </a>
        </dd>
        <dt className="font-medium text-slate-600">Phone</dt>
        <dd>
          {lead.phone ? (
            <a href={`tel:${lead.phone.replace(/[^0-9+]/g, '')}`} className="text-brand-700 hover:underline">
              {lead.phone}
            </a>
          ) : (
            <span className="text-slate-500">Not given</span>
          )}
        </dd>
        <dt className="font-medium text-slate-600">Postcode</dt>
        <dd>{lead.postcode}</dd>
        <dt className="font-medium text-slate-600">Message</dt>
        <dd className="min-w-0 whitespace-pre-line break-words text-slate-800">
          {lead.message || <span className="text-slate-500">No message</span>}
        </dd>
      </dl>
      <div className="grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-[12rem_1fr]">
        <div>
          <label htmlFor={`${id}-status`} className={labelClass}>
            Status<span className="sr-only"> for {lead.name}</span>
          </label>
          <select
            id={`${id}-status`}
            value={status}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ status: event.target.value as LeadStatus })}
            className={`mt-1 ${inputClass}`}
          >
            {LEAD_STATUSES.map((option) => (
              <option key={option} value={option}>
                {LEAD_STATUS_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ notes: notes.trim() });
          }}
        >
          <label htmlFor={`${id}-notes`} className={labelClass}>
            Notes<span className="sr-only"> for {lead.name}</span>
          </label>
          <textarea
            id={`${id}-notes`}
            rows={2}
            value={notes}
            maxLength={LEAD_LIMITS.notesLength}
            onChange={(event) => setNotes(event.target.value)}
            className={inputClass}
          />
          <div>
            <button
              type="submit"
              className={secondaryButton}
              disabled={notes.trim() === lead.notes || save.isPending}
            >
              Save notes
            </button>
          </div>
        </form>
      </div>
      {save.isError && <ErrorText message={errorMessage(save.error, 'That was not saved. Try again.')} />}
    </article>
  );
}
