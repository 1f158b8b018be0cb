// The questions the assistant could not answer, most asked first: each can become a new knowledge
// entry in the form (its question filled in) or be dismissed. Who asked is never known here.
import { type AssistantGap, ASSISTANT_ADMIN_TEXT as TEXT } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../stores/toasts.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { dismissGap, useAssistantGaps } from './assistant-api.ts';
import { Pager } from './Pager.tsx';

interface Props {
  /** Gaps already turned into an entry of the form (their button says so). */
  added: ReadonlySet<string>;
  onAdd: (gap: AssistantGap) => void;
}

export function AssistantGaps({ added, onAdd }: Props) {
  const id = useId();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const gaps = useAssistantGaps(page);
  const dismiss = useMutation({
    mutationFn: (gap: AssistantGap) => dismissGap(gap.id),
    onSuccess: (_, gap) => toast({ title: TEXT.gapDismissed, description: gap.question }),
    onError: (error) =>
      toast({
        title: 'Not dismissed',
        description: errorMessage(error, 'Try again.'),
        variant: 'destructive',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'assistant', 'gaps'] }),
  });
  const data = gaps.data;
  // The last page emptied by dismissals: show the one before it.
  useEffect(() => {
    if (data && data.items.length === 0 && page > 1) setPage(page - 1);
  }, [data, page]);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {TEXT.gapsTitle}
        {data && data.total > 0 && (
          <span className="text-base font-normal text-slate-600"> ({data.total})</span>
        )}
      </h2>
      <p className="text-sm text-slate-600">{TEXT.gapsHint}</p>
      <div className="mt-3">
        {gaps.isPending && <Spinner label="Loading the unanswered questions" />}
        {gaps.isError && <ErrorText message={errorMessage(gaps.error, TEXT.gapsFailed)} />}
        {data && data.items.length === 0 && (
          <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
            {TEXT.gapsEmpty}
          </p>
        )}
        {data && data.items.length > 0 && (
          <ul className="grid gap-2" aria-label={TEXT.gapsTitle}>
            {data.items.map((gap) => {
              const isAdded = added.has(gap.id);
              return (
                <li key={gap.id} className="rounded-xl border border-slate-200 p-3">
                  <p className="break-words font-semibold text-slate-900">{gap.question}</p>
                  <p className="mt-0.5 text-sm text-slate-600">
                    Asked {gap.count === 1 ? 'once' : `${gap.count} times`} · first{' '}
                    {formatDate(gap.firstAskedAt)}
                    {formatDate(gap.lastAskedAt) !== formatDate(gap.firstAskedAt)
                      ? ` · last ${formatDate(gap.lastAskedAt)}`
                      : ''}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={isAdded}
                      onClick={() => onAdd(gap)}
                      aria-label={`${TEXT.gapToEntry}: ${gap.question}`}
                    >
                      {isAdded ? 'Added below' : TEXT.gapToEntry}
                    </button>
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={dismiss.isPending && dismiss.variables?.id === gap.id}
                      onClick={() => dismiss.mutate(gap)}
                      aria-label={`${TEXT.gapDismiss}: ${gap.question}`}
                    >
                      {TEXT.gapDismiss}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        {data && <Pager page={page} pages={pages} onPage={setPage} />}
      </div>
    </section>
  );
}
