// The owner's switch for "Request a quote" on a shared page, in the sharing controls of a design,
// a collection and a presentation. Off by default; the page shows the form only while the item is
// shared and the switch is on.
import { LEAD_TEXT, type LeadItemKind } from '@poolscape/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { toast } from '../../stores/toasts.ts';
import { fetchQuoteSwitch, leadQueryKeys, saveQuoteSwitch } from './leads-api.ts';

export function QuoteRequestsSwitch({
  kind,
  id,
  shared,
}: {
  kind: LeadItemKind;
  id: string;
  /** Whether the item's page is shared now (the form shows only then). */
  shared: boolean;
}) {
  const hintId = useId();
  const queryClient = useQueryClient();
  const key = leadQueryKeys.quoteSwitch(kind, id);
  const current = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchQuoteSwitch(kind, id, signal) });
  const change = useMutation({
    mutationFn: (enabled: boolean) => saveQuoteSwitch(kind, id, enabled),
    onSuccess: (next) => queryClient.setQueryData(key, next),
    onError: (error) =>
      toast({
        title: 'Quote requests not changed',
        description: errorMessage(error, 'Try again.'),
        variant: 'destructive',
      }),
  });
  const saved = current.data?.enabled ?? false;
  const checked = change.isPending ? (change.variables ?? saved) : saved;
  return (
    <div className="grid gap-1">
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={checked}
          disabled={!current.data || change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
          aria-describedby={hintId}
          className="h-4 w-4"
        />
        {LEAD_TEXT.switchLabel}
      </label>
      <p id={hintId} className="text-sm text-slate-600" data-testid="quote-switch-hint">
        {current.isError ? (
          errorMessage(current.error, 'Whether quote requests are on could not be read. Reload the page.')
        ) : !saved ? (
          'Visitors can ask you for a quote without an account; you get an e-mail and a lead.'
        ) : shared ? (
          <>
            Quote requests are on. They arrive in{' '}
            <AppLink href="/leads" className="font-semibold text-brand-700 hover:underline">
              your leads
            </AppLink>
            .
          </>
        ) : (
          'Quote requests are on; the form shows once the page is shared.'
        )}
      </p>
    </div>
  );
}
