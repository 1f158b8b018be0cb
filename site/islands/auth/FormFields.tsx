/**
 * The labelled fields of the sign-in screens: text and e-mail, the password with show/hide, first
 * and last name, and checkboxes (the terms). A field with a problem is marked invalid and points
 * at the message that says why.
 */
import { type ReactElement, type ReactNode, useState } from 'react';
import { useDomId } from '../../lib/dom-id.ts';
import { AUTH_LABELS } from './auth-labels.ts';

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
  const id = useDomId();
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
        {...(type === 'email' && { inputMode: 'email' as const, spellCheck: false })}
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

/** The e-mail address field of the forms that check their fields themselves. */
export function EmailField({ errorId }: { errorId: string | null }): ReactElement {
  return (
    <TextField
      label={AUTH_LABELS.fields.email}
      name="email"
      type="email"
      autoComplete="email"
      errorId={errorId}
    />
  );
}

/** First and last name side by side (one column on a phone), as sign-up forms ask for them. */
export function NameFields({
  errorIdFor,
}: {
  errorIdFor: (field: 'firstName' | 'lastName') => string | null;
}): ReactElement {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={AUTH_LABELS.fields.firstName}
        name="firstName"
        autoComplete="given-name"
        errorId={errorIdFor('firstName')}
      />
      <TextField
        label={AUTH_LABELS.fields.lastName}
        name="lastName"
        autoComplete="family-name"
        errorId={errorIdFor('lastName')}
      />
    </div>
  );
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  name,
  autoComplete,
  errorId = null,
  message = null,
  required = false,
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }): ReactElement {
  const id = useDomId();
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
          // Shown as text, the password must not get a capital first letter from a phone keyboard;
          // a password field is never capitalised, and may not carry the attribute.
          autoCapitalize={visible ? 'none' : undefined}
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
  const id = useDomId();
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
