// The labelled fields of the assistant settings form: a label, an optional hint and the field's
// problem under it, tied to the input for screen readers (aria-describedby, aria-invalid).
import type { ReactNode } from 'react';
import { inputClass, labelClass } from '../../ui/fields.ts';

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  maxLength: number;
  onChange: (value: string) => void;
}

function described(id: string, hint?: string, error?: string) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

function Frame({
  id,
  label,
  hint,
  error,
  children,
}: Omit<FieldProps, 'value' | 'maxLength' | 'onChange'> & { children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const invalid = (error?: string) => (error ? ' border-red-600' : '');

export function TextField({ type = 'text', ...props }: FieldProps & { type?: 'text' | 'email' }) {
  return (
    <Frame {...props}>
      <input
        id={props.id}
        type={type}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${inputClass}${invalid(props.error)}`}
        {...described(props.id, props.hint, props.error)}
      />
    </Frame>
  );
}

export function TextArea({ rows = 3, ...props }: FieldProps & { rows?: number }) {
  return (
    <Frame {...props}>
      <textarea
        id={props.id}
        rows={rows}
        value={props.value}
        maxLength={props.maxLength}
        onChange={(event) => props.onChange(event.target.value)}
        className={`${inputClass}${invalid(props.error)}`}
        {...described(props.id, props.hint, props.error)}
      />
    </Frame>
  );
}
