// The assistant's settings (/admin/ai-support-config), for editors and admins: on or off, the
// greeting, the support e-mail, the language model's instructions and the knowledge entries, read
// from and saved to the CMS (its access rules decide); "Try it" with the unsaved settings; and the
// questions the assistant could not answer, each a click away from a new entry. Leaving with
// unsaved changes asks first; Ctrl+S (⌘S) saves.
import {
  type AssistantGap,
  type AssistantSettings,
  type CmsAiAssistantDoc,
  ASSISTANT_ADMIN_LIMITS as LIMITS,
  ASSISTANT_ADMIN_TEXT as TEXT,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from '../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { TextArea, TextField } from './AssistantFields.tsx';
import { AssistantGaps } from './AssistantGaps.tsx';
import { AssistantKnowledge } from './AssistantKnowledge.tsx';
import { AssistantTry } from './AssistantTry.tsx';
import {
  assistantKeys,
  cmsErrorMessage,
  dismissGap,
  saveAssistantSettings,
  useAssistantSettings,
} from './assistant-api.ts';
import {
  type AssistantForm,
  checkForm,
  entryFromGap,
  type FormErrors,
  fieldId,
  formFromCms,
  sameSettings,
} from './assistant-form.ts';

/** Asks before the page or the admin area's links take someone away from unsaved changes. */
function useLeaveWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const click = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const to = new URL(link.href, window.location.href);
      if (to.origin === window.location.origin && to.pathname === window.location.pathname) return;
      if (!window.confirm(TEXT.leaveWarning)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', beforeUnload);
    // Capturing, so it runs before the in-app link's own navigation.
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty]);
}

/** Ctrl+S (⌘S) anywhere on the screen saves, rather than the browser saving the page. */
function useSaveShortcut(save: () => void) {
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const keydown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      latest.current();
    };
    window.addEventListener('keydown', keydown);
    return () => window.removeEventListener('keydown', keydown);
  }, []);
}

function AssistantEditor({ initial }: { initial: CmsAiAssistantDoc }) {
  const baseId = useId();
  const queryClient = useQueryClient();
  const [baseline, setBaseline] = useState(() => formFromCms(initial));
  const [form, setForm] = useState(baseline);
  const [attempted, setAttempted] = useState(false);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const checked = useMemo(() => checkForm(form), [form]);
  const errors: FormErrors = attempted && 'errors' in checked ? checked.errors : {};
  const dirty = !sameSettings(form, baseline);
  useLeaveWarning(dirty);

  const change =
    <K extends keyof AssistantForm>(key: K) =>
    (value: AssistantForm[K]) =>
      setForm((current) => ({ ...current, [key]: value }));
  const open = (key: string) => setOpened((current) => new Set([...current, key]));
  /** Marks what needs fixing; `focus` moves to the first such field (opening its entry). */
  const valid = (focus: boolean): AssistantSettings | null => {
    setAttempted(true);
    if ('settings' in checked) return checked.settings;
    const first = Object.keys(checked.errors)[0] ?? '';
    const entry = first.match(/^knowledge\.(\d+)\./)?.[1];
    if (entry !== undefined) open(form.knowledge[Number(entry)]?.key ?? '');
    if (focus) requestAnimationFrame(() => document.getElementById(fieldId(baseId, first))?.focus());
    return null;
  };

  const save = useMutation({
    mutationFn: (settings: AssistantSettings) => saveAssistantSettings(settings),
    onSuccess: async (doc) => {
      const saved = formFromCms(doc);
      // The same cards stay (and keep focus); the CMS gave new entries their ids.
      saved.knowledge = saved.knowledge.map((entry, index) => ({
        ...entry,
        key: form.knowledge[index]?.key ?? entry.key,
      }));
      const answered = form.knowledge.flatMap((entry) => (entry.gapId ? [entry.gapId] : []));
      setBaseline(saved);
      setForm(saved);
      setAttempted(false);
      queryClient.setQueryData(assistantKeys.settings, doc);
      toast({ title: 'Saved', description: TEXT.saved });
      // A question now answered by a saved entry leaves the list of unanswered ones.
      await Promise.allSettled(answered.map((id) => dismissGap(id)));
      if (answered.length > 0)
        void queryClient.invalidateQueries({ queryKey: ['admin', 'assistant', 'gaps'] });
    },
  });
  const submit = () => {
    if (save.isPending) return;
    const settings = valid(true);
    if (settings) save.mutate(settings);
  };
  useSaveShortcut(() => {
    if (dirty) submit();
  });
  const addFromGap = (gap: AssistantGap) => {
    const entry = entryFromGap(gap);
    open(entry.key);
    setForm((current) => ({ ...current, knowledge: [...current.knowledge, entry] }));
    toast({ title: 'Entry added', description: TEXT.gapAdded });
    requestAnimationFrame(() =>
      document.getElementById(fieldId(baseId, `knowledge.${form.knowledge.length}.answer`))?.focus(),
    );
  };
  const added = new Set(form.knowledge.flatMap((entry) => (entry.gapId ? [entry.gapId] : [])));
  const field = (path: keyof AssistantForm) => ({ id: fieldId(baseId, path), error: errors[path] });

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        aria-label="Assistant settings"
        className="grid content-start gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {attempted && 'errors' in checked && <ErrorText message={TEXT.fixFirst} />}
        <fieldset disabled={save.isPending} className="grid min-w-0 gap-6">
          <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex items-start gap-3">
              <input
                id={fieldId(baseId, 'enabled')}
                type="checkbox"
                checked={form.enabled}
                onChange={(event) => change('enabled')(event.target.checked)}
                aria-describedby={`${fieldId(baseId, 'enabled')}-hint`}
                className="mt-1 size-5 shrink-0"
              />
              <div>
                <label htmlFor={fieldId(baseId, 'enabled')} className="font-semibold text-slate-900">
                  {TEXT.enabledLabel}
                </label>
                <p id={`${fieldId(baseId, 'enabled')}-hint`} className="text-sm text-slate-600">
                  {TEXT.enabledHint}
                </p>
              </div>
            </div>
            <TextArea
              {...field('greeting')}
              label={TEXT.greetingLabel}
              hint={TEXT.greetingHint}
              value={form.greeting}
              maxLength={LIMITS.greetingMaxLength}
              onChange={change('greeting')}
            />
            <TextField
              {...field('supportEmail')}
              type="email"
              label={TEXT.supportEmailLabel}
              hint={TEXT.supportEmailHint}
              value={form.supportEmail}
              maxLength={254}
              onChange={change('supportEmail')}
            />
            <TextArea
              {...field('systemPrompt')}
              label={TEXT.systemPromptLabel}
              hint={TEXT.systemPromptHint}
              rows={5}
              value={form.systemPrompt}
              maxLength={LIMITS.systemPromptMaxLength}
              onChange={change('systemPrompt')}
            />
          </section>
          <AssistantKnowledge
            baseId={baseId}
            entries={form.knowledge}
            errors={errors}
            opened={opened}
            onChange={change('knowledge')}
            onOpen={open}
          />
        </fieldset>
        <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          {save.isError && (
            <div className="w-full">
              <ErrorText message={cmsErrorMessage(save.error, TEXT.saveFailed)} />
            </div>
          )}
          <p role="status" className="text-sm text-slate-700">
            {save.isPending ? 'Saving…' : dirty ? TEXT.unsaved : 'No unsaved changes.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {dirty && (
              <button
                type="button"
                className={secondaryButton}
                disabled={save.isPending}
                onClick={() => {
                  setForm(baseline);
                  setAttempted(false);
                }}
              >
                Discard changes
              </button>
            )}
            <button type="submit" className={primaryButton} disabled={!dirty || save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
        </div>
      </form>
      <div className="grid content-start gap-6">
        <AssistantTry greeting={form.greeting} settings={() => valid(false)} />
        <AssistantGaps added={added} onAdd={addFromGap} />
      </div>
    </div>
  );
}

export function AdminAssistant() {
  const settings = useAssistantSettings();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{TEXT.title}</h1>
        <p className="mt-1 max-w-3xl text-slate-600">{TEXT.intro}</p>
      </div>
      {settings.isPending && <Spinner label="Loading the assistant settings" />}
      {settings.isError && (
        <div className="grid justify-items-start gap-3">
          <ErrorText message={cmsErrorMessage(settings.error, TEXT.loadFailed)} />
          <button type="button" className={secondaryButton} onClick={() => void settings.refetch()}>
            Try again
          </button>
        </div>
      )}
      {settings.data && <AssistantEditor initial={settings.data} />}
    </div>
  );
}
