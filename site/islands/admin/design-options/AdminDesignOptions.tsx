// The design options manager (/admin/design-options, editors and admins): the styles, features
// and times of day the create screen offers, each with its name, description, preview image and
// on/off switch, reordered by dragging or with Move up / Move down, saved in one go to the CMS's
// `design-options` global. The CMS then tells the API, which offers and accepts only what is on.
import {
  DESIGN_OPTION_GROUP_NAMES,
  DESIGN_OPTION_GROUPS,
  DESIGN_OPTIONS_TEXT,
  type DesignOptionGroup,
} from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from '../../../stores/toasts.ts';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { ErrorText, Spinner } from '../../../ui/states.tsx';
import { designOptionsKey } from '../../designs/design-options.ts';
import {
  cmsProblem,
  DESIGN_OPTIONS_ADMIN_KEY,
  type DesignOptionsDraft,
  type OptionDraft,
  problemsOf,
  saveDesignOptions,
  useDesignOptionsGlobal,
} from './design-options-api.ts';
import { OptionCard } from './OptionCard.tsx';

const GROUP_HINTS: Record<DesignOptionGroup, string> = {
  styles: 'Every design has one style. The first one offered is chosen at the start.',
  features: 'Extras a design may add, as many as the user likes.',
  timesOfDay: 'The light a design is rendered in. The first one offered is chosen at the start.',
};

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

function Group({
  group,
  options,
  onChange,
  problems,
  busy,
}: {
  group: DesignOptionGroup;
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  problems: ReturnType<typeof problemsOf>;
  busy: boolean;
}) {
  const id = useId();
  // Drops count only within the group the drag started in (each group numbers its own cards).
  const dragging = useRef<DesignOptionGroup | null>(null);
  const onCount = options.filter((option) => option.enabled).length;
  const change = (index: number, patch: Partial<OptionDraft>) =>
    onChange(options.map((option, at) => (at === index ? { ...option, ...patch } : option)));
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div>
        <h2 id={`${id}-title`} className="text-xl font-semibold text-slate-900">
          {DESIGN_OPTION_GROUP_NAMES[group].title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{GROUP_HINTS[group]}</p>
      </div>
      <ol
        className="grid gap-3"
        onDragStart={() => {
          dragging.current = group;
        }}
        onDragEnd={() => {
          dragging.current = null;
        }}
      >
        {options.map((option, index) => {
          const mine = problems.filter((problem) => problem.group === group && problem.index === index);
          return (
            <OptionCard
              key={option.key}
              option={option}
              index={index}
              count={options.length}
              busy={busy}
              lastOn={onCount === 1}
              lastOnText={DESIGN_OPTIONS_TEXT.lastOn(group)}
              problems={Object.fromEntries(mine.map((problem) => [problem.field, problem.message]))}
              onChange={(patch) => change(index, patch)}
              onMove={(to) => onChange(moved(options, index, to))}
              onDropOn={(from) => {
                if (dragging.current === group) onChange(moved(options, from, index));
              }}
            />
          );
        })}
      </ol>
    </section>
  );
}

function Editor({
  saved,
  onSaved,
}: {
  saved: DesignOptionsDraft;
  onSaved: (next: DesignOptionsDraft) => void;
}) {
  const [draft, setDraft] = useState(saved);
  const [showProblems, setShowProblems] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const save = useMutation({
    mutationFn: saveDesignOptions,
    onSuccess: (next) => {
      toast({ title: 'Design options saved', description: 'The create screen offers them now.' });
      onSaved(next);
    },
  });
  const changed = JSON.stringify(draft) !== JSON.stringify(saved);
  const problems = showProblems ? problemsOf(draft) : [];
  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (save.isPending) return;
    if (problemsOf(draft).length > 0) {
      setShowProblems(true);
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    save.mutate(draft);
  }
  return (
    <form ref={form} onSubmit={onSubmit} className="mt-6 grid gap-10" noValidate>
      {DESIGN_OPTION_GROUPS.map((group) => (
        <Group
          key={group}
          group={group}
          options={draft[group]}
          onChange={(options) => setDraft({ ...draft, [group]: options })}
          problems={problems}
          busy={save.isPending}
        />
      ))}
      <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
        {problems.length > 0 && (
          <ErrorText message="Some options need a fix before they can be saved; see the marked fields." />
        )}
        {save.isError && <ErrorText message={cmsProblem(save.error, 'change design options')} />}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={!changed || save.isPending}
            onClick={() => {
              setDraft(saved);
              setShowProblems(false);
              save.reset();
            }}
          >
            Discard changes
          </button>
          <p role="status" className="text-sm text-slate-600">
            {changed ? 'You have unsaved changes.' : 'Everything is saved.'}
          </p>
        </div>
      </div>
    </form>
  );
}

export function AdminDesignOptions() {
  const queryClient = useQueryClient();
  const global = useDesignOptionsGlobal();
  // Each save starts the form again from what the CMS stored.
  const [generation, setGeneration] = useState(0);
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Design options</h1>
      <p className="mt-2 max-w-2xl text-slate-600">
        The styles, features and times of day people choose from when they create a design: their names,
        descriptions, pictures and order. Switch one off and the create screen stops offering it; designs
        already made with it keep it.
      </p>
      {global.isPending ? (
        <Spinner label="Loading the design options" />
      ) : global.isError ? (
        <div className="mt-6 grid justify-items-start gap-3">
          <ErrorText message={cmsProblem(global.error, 'read the design options')} />
          <button type="button" className={secondaryButton} onClick={() => void global.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <Editor
          key={generation}
          saved={global.data}
          onSaved={(next) => {
            queryClient.setQueryData(DESIGN_OPTIONS_ADMIN_KEY, next);
            void queryClient.invalidateQueries({ queryKey: designOptionsKey });
            setGeneration((value) => value + 1);
          }}
        />
      )}
    </div>
  );
}
