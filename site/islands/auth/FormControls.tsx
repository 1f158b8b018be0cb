/**
 * The building blocks of the sign-in screens around their fields (see FormFields.tsx): reading
 * and focusing fields, the error notice, the submit button with its pending label, and the card.
 *
 * Fields are uncontrolled and read with `FormData` on submit: what a visitor typed before the
 * island hydrated is kept, and there is one source of truth (the form) for every value.
 */
import { AUTH_TEXT } from '@poolscape/shared/auth';
import { type ReactElement, type ReactNode, type Ref, useSyncExternalStore } from 'react';
import type { FieldError } from './validation.ts';

const subscribeNever = (): (() => void) => () => {};

/**
 * False in the server-rendered HTML and during hydration, true once the island runs. Submit
 * buttons stay disabled until then, so a form is never sent natively (as a GET with the password
 * in the address) before its script can handle it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The text of field `name` in `form`, or '' when it is missing or a file. */
export function readText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}

/** Whether checkbox `name` in `form` is ticked. */
export function readChecked(form: HTMLFormElement, name: string): boolean {
  return new FormData(form).has(name);
}

/** Move focus to the first field that has an error, so the visitor can fix it right away. */
export function focusFirstInvalid(form: HTMLFormElement, errors: readonly FieldError[]): void {
  const first = errors[0];
  if (!first) return;
  const element = form.elements.namedItem(first.field);
  if (element instanceof HTMLElement) element.focus();
}

/**
 * Every problem of a form together, under one title ("Please fix the following:").
 * Announced as an alert; give it a new `key` per attempt so an unchanged list is announced again.
 */
export function ErrorNotice({
  id,
  title,
  messages,
  ref,
}: {
  id: string;
  title: string;
  messages: readonly string[];
  ref?: Ref<HTMLDivElement>;
}): ReactElement {
  return (
    <div
      id={id}
      ref={ref}
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800"
    >
      <p className="font-semibold">{title}</p>
      {messages.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The problems found when a form was sent, under "Please fix the following:", or nothing when
 * there are none. A new `attempt` announces an unchanged list again.
 */
export function ValidationNotice({
  id,
  attempt,
  errors,
}: {
  id: string;
  attempt: number;
  errors: readonly FieldError[];
}): ReactElement | null {
  if (errors.length === 0) return null;
  return (
    <ErrorNotice
      key={attempt}
      id={id}
      title={AUTH_TEXT.validation.noticeTitle}
      messages={errors.map((error) => error.message)}
    />
  );
}

const primaryButtonClass =
  'flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-70';

/**
 * The form's submit button. Disabled until the island runs (see {@link useHydrated}); while a
 * request is pending it shows `pendingLabel` and is only `aria-disabled`, so it keeps focus.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}): ReactElement {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      disabled={!hydrated}
      aria-disabled={pending || undefined}
      className={primaryButtonClass}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

/** The card every sign-in screen sits in, with its heading. */
export function AuthCard({
  title,
  subtitle,
  children,
  headingRef,
}: {
  title: string;
  subtitle?: string | null;
  children: ReactNode;
  /** For screens that switch mode: focus moves to the heading so the change is announced. */
  headingRef?: Ref<HTMLHeadingElement>;
}): ReactElement {
  return (
    <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-slate-900 focus:outline-none"
      >
        {title}
      </h1>
      {subtitle && <p className="mt-2 text-sm text-slate-600">{subtitle}</p>}
      <div className="mt-6 grid gap-5">{children}</div>
    </div>
  );
}

/** Styles of the secondary links and text buttons under a form. */
export const linkClass =
  'font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';
