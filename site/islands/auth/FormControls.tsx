/**
 * The building blocks of the sign-in screens: labelled fields, the password field with show/hide,
 * the error notice, the submit button with its pending label, and the social sign-in links.
 *
 * Fields are uncontrolled and read with `FormData` on submit: what a visitor typed before the
 * island hydrated is kept, and there is one source of truth (the form) for every value.
 */
import { useStore } from '@nanostores/react';
import { type ReactElement, type ReactNode, type Ref, useId, useState, useSyncExternalStore } from 'react';
import { $featureFlags } from '../../stores/flags.ts';
import { SOCIAL_SIGN_IN_PATHS } from './auth-api.ts';
import { AUTH_LABELS } from './auth-labels.ts';
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

const inputClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 aria-invalid:border-red-600';
const labelClass = 'block text-sm font-medium text-slate-800';

interface FieldProps {
  label: string;
  name: string;
  autoComplete: string;
  /** Marks the field invalid and points it at the message that says why. */
  errorId?: string | null;
  /** A message shown under this field only (the fresh page's style). */
  message?: string | null;
  /** Let the browser check that it is filled in (for forms without their own checks). */
  required?: boolean;
}

/** Ids tying a field to its error text, for `aria-describedby`. */
function describedBy(...ids: (string | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

function FieldMessage({ id, message }: { id: string; message: string }): ReactElement {
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}

export function TextField({
  label,
  name,
  autoComplete,
  errorId = null,
  message = null,
  required = false,
  type = 'text',
}: FieldProps & { type?: 'text' | 'email' }): ReactElement {
  const id = useId();
  const messageId = `${id}-message`;
  const invalid = Boolean(errorId) || Boolean(message);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        required={required}
        {...(type === 'email' && { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false })}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(errorId, message ? messageId : null)}
        className={`mt-1 ${inputClass}`}
      />
      {message && <FieldMessage id={messageId} message={message} />}
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }): ReactElement {
  return (
    <svg
      className="size-5"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

/** A password input with a button that shows or hides what was typed. */
/** First and last name side by side (one column on a phone), as sign-up forms ask for them. */
export function NameFields({
  firstNameLabel,
  lastNameLabel,
  errorIdFor,
}: {
  firstNameLabel: string;
  lastNameLabel: string;
  errorIdFor: (field: 'firstName' | 'lastName') => string | null;
}): ReactElement {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={firstNameLabel}
        name="firstName"
        autoComplete="given-name"
        errorId={errorIdFor('firstName')}
      />
      <TextField
        label={lastNameLabel}
        name="lastName"
        autoComplete="family-name"
        errorId={errorIdFor('lastName')}
      />
    </div>
  );
}

export function PasswordField({
  label,
  name,
  autoComplete,
  errorId = null,
  message = null,
  required = false,
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }): ReactElement {
  const id = useId();
  const messageId = `${id}-message`;
  const [visible, setVisible] = useState(false);
  const invalid = Boolean(errorId) || Boolean(message);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(errorId, message ? messageId : null)}
          className={`${inputClass} pr-11`}
        />
        <button
          type="button"
          aria-controls={id}
          aria-label={visible ? AUTH_LABELS.fields.hidePassword : AUTH_LABELS.fields.showPassword}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-lg text-slate-500 hover:text-slate-900"
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      {message && <FieldMessage id={messageId} message={message} />}
    </div>
  );
}

export function CheckboxField({
  name,
  children,
  errorId = null,
}: {
  name: string;
  children: ReactNode;
  errorId?: string | null;
}): ReactElement {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId ?? undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-slate-700">
        {children}
      </label>
    </div>
  );
}

/** The terms checkbox of the sign-up forms, with its links (opened in a new tab to keep the form). */
export function TermsCheckbox({ errorId }: { errorId: string | null }): ReactElement {
  const linkClass = 'font-medium text-brand-700 underline hover:text-brand-900';
  const { fields } = AUTH_LABELS;
  return (
    <CheckboxField name="terms" errorId={errorId}>
      {fields.termsBefore}{' '}
      <a href="/terms" target="_blank" rel="noopener" className={linkClass}>
        {fields.termsOfService}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>{' '}
      {fields.termsJoin}{' '}
      <a href="/privacy" target="_blank" rel="noopener" className={linkClass}>
        {fields.privacyPolicy}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </CheckboxField>
  );
}

/**
 * Every problem of a form together, under one title (spec §5: "Please fix the following:").
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

const outlineButtonClass =
  'flex w-full items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50';

function GoogleIcon(): ReactElement {
  return (
    <svg className="size-5" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2-1.9 3.3-4.7 3.3-8z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1-3.7 1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7.1H2.1a11 11 0 0 0 0 9.8l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

function FacebookIcon(): ReactElement {
  return (
    <svg className="size-5 text-[#1877F2]" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
    </svg>
  );
}

/**
 * "Continue with Google" and "Continue with Facebook". They are links: social sign-in starts with
 * a full navigation to the API, which works even before the island runs. Facebook shows only
 * while its feature flag is on (spec §9).
 */
export function SocialSignInLinks({ google }: { google: boolean }): ReactElement | null {
  const { facebookLogin } = useStore($featureFlags);
  if (!google && !facebookLogin) return null;
  return (
    <div className="grid gap-3">
      {google && (
        <a href={SOCIAL_SIGN_IN_PATHS.google} className={outlineButtonClass}>
          <GoogleIcon />
          {AUTH_LABELS.actions.continueWithGoogle}
        </a>
      )}
      {facebookLogin && (
        <a href={SOCIAL_SIGN_IN_PATHS.facebook} className={outlineButtonClass}>
          <FacebookIcon />
          {AUTH_LABELS.actions.continueWithFacebook}
        </a>
      )}
    </div>
  );
}

/** A line with "or" between the social links and the form. */
export function OrDivider(): ReactElement {
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {AUTH_LABELS.actions.or}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
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
