// The knowledge entries of the assistant settings form: each a collapsible card (its question and
// page in the summary; open when new or when it needs fixing) with its question, answer, page and
// other words people use; entries are added at the end and removed one by one.
import { ASSISTANT_ADMIN_LIMITS as LIMITS, ASSISTANT_ADMIN_TEXT as TEXT } from '@poolscape/shared';
import { useEffect, useRef } from 'react';
import { secondaryButton } from '../../ui/buttons.ts';
import { TextArea, TextField } from './AssistantFields.tsx';
import { emptyEntry, type FormEntry, type FormErrors, fieldId } from './assistant-form.ts';

interface Props {
  baseId: string;
  entries: FormEntry[];
  errors: FormErrors;
  /** Entries to show open (new ones, and one just made from an unanswered question). */
  opened: ReadonlySet<string>;
  onChange: (entries: FormEntry[]) => void;
  onOpen: (key: string) => void;
}

function EntryCard({
  baseId,
  entry,
  index,
  errors,
  open,
  onChange,
  onRemove,
}: {
  baseId: string;
  entry: FormEntry;
  index: number;
  errors: FormErrors;
  open: boolean;
  onChange: (entry: FormEntry) => void;
  onRemove: () => void;
}) {
  const path = (field: string) => `knowledge.${index}.${field}`;
  const id = (field: string) => fieldId(baseId, path(field));
  const broken = ['question', 'answer', 'url', 'keywords'].some((field) => errors[path(field)]);
  const set = (field: 'question' | 'answer' | 'url' | 'keywords') => (value: string) =>
    onChange({ ...entry, [field]: value });
  return (
    <li>
      <details open={open || broken} className="group rounded-xl border border-slate-200 bg-white">
        <summary className="flex min-h-11 cursor-pointer list-none items-start justify-between gap-3 rounded-xl p-3 hover:bg-slate-50">
          <span className="min-w-0">
            <span className="block break-words font-semibold text-slate-900">
              {entry.question.trim() || `New entry ${index + 1}`}
            </span>
            <span className="block break-all text-sm text-slate-600">{entry.url || 'No page yet'}</span>
          </span>
          <span className="flex shrink-0 items-center gap-2 text-sm">
            {broken && (
              <span className="rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-800">
                Needs fixing
              </span>
            )}
            <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">
              ▾
            </span>
          </span>
        </summary>
        <div className="grid gap-3 border-t border-slate-200 p-3">
          <TextField
            id={id('question')}
            label={TEXT.entryQuestionLabel}
            value={entry.question}
            maxLength={LIMITS.entryQuestionMaxLength}
            error={errors[path('question')]}
            onChange={set('question')}
          />
          <TextArea
            id={id('answer')}
            label={TEXT.entryAnswerLabel}
            rows={4}
            value={entry.answer}
            maxLength={LIMITS.entryAnswerMaxLength}
            error={errors[path('answer')]}
            onChange={set('answer')}
          />
          <TextField
            id={id('url')}
            label={TEXT.entryUrlLabel}
            hint={TEXT.entryUrlHint}
            value={entry.url}
            maxLength={LIMITS.entryUrlMaxLength}
            error={errors[path('url')]}
            onChange={set('url')}
          />
          <TextField
            id={id('keywords')}
            label={TEXT.entryKeywordsLabel}
            value={entry.keywords}
            maxLength={LIMITS.entryKeywordsMaxLength}
            error={errors[path('keywords')]}
            onChange={set('keywords')}
          />
          <div>
            <button
              type="button"
              className={secondaryButton}
              onClick={onRemove}
              aria-label={`${TEXT.removeEntry} entry ${index + 1}${entry.question ? `: ${entry.question}` : ''}`}
            >
              {TEXT.removeEntry}
            </button>
          </div>
        </div>
      </details>
    </li>
  );
}

export function AssistantKnowledge({ baseId, entries, errors, opened, onChange, onOpen }: Props) {
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    const key = focusNext.current;
    if (!key) return;
    focusNext.current = null;
    const index = entries.findIndex((entry) => entry.key === key);
    if (index >= 0) document.getElementById(fieldId(baseId, `knowledge.${index}.question`))?.focus();
  });
  const full = entries.length >= LIMITS.knowledgeMaxEntries;
  return (
    <section aria-labelledby={`${baseId}-knowledge`} className="grid gap-3">
      <div>
        <h2 id={`${baseId}-knowledge`} className="text-xl font-semibold text-slate-900">
          {TEXT.knowledgeTitle}{' '}
          <span className="text-base font-normal text-slate-600">({entries.length})</span>
        </h2>
        <p className="text-sm text-slate-600">{TEXT.knowledgeHint}</p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
          {TEXT.knowledgeEmpty}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={TEXT.knowledgeTitle}>
          {entries.map((entry, index) => (
            <EntryCard
              key={entry.key}
              baseId={baseId}
              entry={entry}
              index={index}
              errors={errors}
              open={opened.has(entry.key)}
              onChange={(next) => onChange(entries.map((item) => (item.key === entry.key ? next : item)))}
              onRemove={() => onChange(entries.filter((item) => item.key !== entry.key))}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={full}
          onClick={() => {
            const entry = emptyEntry();
            focusNext.current = entry.key;
            onOpen(entry.key);
            onChange([...entries, entry]);
          }}
        >
          {TEXT.addEntry}
        </button>
        {full && (
          <p className="text-sm text-slate-600">
            That is the most entries there can be ({LIMITS.knowledgeMaxEntries}).
          </p>
        )}
      </div>
    </section>
  );
}
