// "Try it": a question asked of the assistant with the settings in the form, saved or not. Shows
// the opening message the form sets, the question, and the answer with its sources, who wrote it
// and whether it would count as unanswered. Nothing is stored.
import {
  type AssistantSettings,
  type AssistantTryResponse,
  CHAT_LIMITS,
  CHAT_TEXT,
  ASSISTANT_ADMIN_TEXT as TEXT,
} from '@poolscape/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText } from '../../ui/states.tsx';
import { tryAssistant } from './assistant-api.ts';

interface Props {
  greeting: string;
  /** The form's settings, or null when a field needs fixing first (the form then shows which). */
  settings: () => AssistantSettings | null;
}

const OUTCOME: Record<AssistantTryResponse['outcome'], { label: string; style: string }> = {
  answered: { label: 'Answered', style: 'bg-emerald-50 text-emerald-800' },
  unanswered: { label: TEXT.tryNotAnswered, style: 'bg-amber-50 text-amber-900' },
  off: { label: 'The assistant is off in these settings', style: 'bg-slate-100 text-slate-800' },
};

const bubble = 'max-w-[90%] whitespace-pre-wrap break-words rounded-2xl px-3 py-2 text-sm';

export function AssistantTry({ greeting, settings }: Props) {
  const id = useId();
  const [question, setQuestion] = useState('');
  const [asked, setAsked] = useState('');
  const [invalid, setInvalid] = useState(false);
  const ask = useMutation({
    mutationFn: (work: { settings: AssistantSettings; question: string }) =>
      tryAssistant(work.settings, work.question),
  });
  const submit = () => {
    const text = question.trim();
    if (!text || ask.isPending) return;
    const current = settings();
    setInvalid(current === null);
    if (!current) return;
    setAsked(text);
    ask.mutate({ settings: current, question: text });
  };
  const answer = ask.data;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
        {TEXT.tryTitle}
      </h2>
      <p className="text-sm text-slate-600">{TEXT.tryHint}</p>
      <div
        className="mt-3 grid gap-2 rounded-xl bg-slate-50 p-3"
        aria-live="polite"
        aria-busy={ask.isPending}
      >
        <p className={`${bubble} bg-white text-slate-800 shadow-sm`}>
          {greeting.trim() || CHAT_TEXT.greeting}
        </p>
        {asked && <p className={`${bubble} ml-auto bg-brand-600 text-white`}>{asked}</p>}
        {ask.isPending && (
          <p className={`${bubble} bg-white text-slate-600 shadow-sm`} role="status">
            Thinking…
          </p>
        )}
        {answer && !ask.isPending && (
          <div className={`${bubble} grid gap-2 bg-white text-slate-800 shadow-sm`}>
            <p>{answer.response}</p>
            {answer.sources.length > 0 && (
              <div>
                <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                  {TEXT.sourcesLabel}
                </p>
                <ul className="mt-1 grid gap-1">
                  {answer.sources.map((source) => (
                    <li key={source.url}>
                      <a
                        href={source.url}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {source.title}
                      </a>{' '}
                      <span className="break-all text-slate-600">({source.url})</span>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <p className="flex flex-wrap gap-2 text-xs">
              <span className={`rounded-full px-2 py-0.5 font-medium ${OUTCOME[answer.outcome].style}`}>
                {OUTCOME[answer.outcome].label}
              </span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                {answer.by === 'model' ? TEXT.tryByModel : TEXT.tryByBuiltIn}
              </span>
            </p>
          </div>
        )}
      </div>
      <form
        className="mt-3 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={`${id}-question`} className={labelClass}>
          {TEXT.tryLabel}
        </label>
        <textarea
          id={`${id}-question`}
          rows={2}
          maxLength={CHAT_LIMITS.messageMaxLength}
          value={question}
          placeholder={CHAT_TEXT.placeholder}
          onChange={(event) => setQuestion(event.target.value)}
          onKeyDown={(event) => {
            // Enter asks, as in the chat; Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
          className={inputClass}
        />
        {invalid && <ErrorText message={TEXT.fixFirst} />}
        {ask.isError && <ErrorText message={errorMessage(ask.error, TEXT.tryFailed)} />}
        <div>
          <button type="submit" className={primaryButton} disabled={!question.trim() || ask.isPending}>
            {ask.isPending ? 'Asking…' : TEXT.tryButton}
          </button>
        </div>
      </form>
    </section>
  );
}
