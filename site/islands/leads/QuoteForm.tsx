// The quote request form of a shared page: name, e-mail, phone (optional), postcode and a message
// (optional), checked with the API's own schema before it is sent, each field's problem named
// beside it. A honeypot field named "website" is out of sight and out of reach for people (and
// hidden from screen readers); only robots fill it, and the API then stores and sends nothing.
import {
  LEAD_LIMITS,
  PROOF_OF_WORK,
  ProofChallengeSchema,
  type QuoteOffer,
  type QuoteRequest,
  QuoteRequestAnswerSchema,
  QuoteRequestSchema,
  solveProofOfWork,
} from '@poolscape/shared';
import { type FormEvent, useId, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText } from '../../ui/states.tsx';

const QUOTE_CHALLENGE_PATH = '/api/quote-requests/challenge';

type Field = 'name' | 'email' | 'phone' | 'postcode' | 'message';
const FIELDS: { field: Field; label: string; type?: string; autoComplete: string; max: number }[] = [
  { field: 'name', label: 'Name', autoComplete: 'name', max: LEAD_LIMITS.nameLength },
  { field: 'email', label: 'E-mail', type: 'email', autoComplete: 'email', max: LEAD_LIMITS.emailLength },
  {
    field: 'phone',
    label: 'Phone (optional)',
    type: 'tel',
    autoComplete: 'tel',
    max: LEAD_LIMITS.phoneLength,
  },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code', max: LEAD_LIMITS.postcodeLength },
];

/** Each field's first problem, as the schema words it. */
function problems(values: Record<Field | 'website', string>): Partial<Record<Field, string>> {
  const parsed = QuoteRequestSchema.safeParse(values);
  if (parsed.success) return {};
  const found: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    found[field] ??= issue.message;
  }
  return found;
}

export function QuoteForm({ offer, onSent }: { offer: QuoteOffer; onSent: (message: string) => void }) {
  const id = useId();
  const [values, setValues] = useState<Record<Field | 'website', string>>({
    name: '',
    email: '',
    phone: '',
    postcode: '',
    message: '',
    website: '',
  });
  const [shown, setShown] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const send = async (body: QuoteRequest) => {
    setSending(true);
    setFailure(null);
    try {
      // The form's proof of work (shared/src/proof-of-work.ts): well under a second here, and a
      // real cost to anyone sending thousands.
      const challenge = await apiRequest('GET', QUOTE_CHALLENGE_PATH, {
        auth: 'none',
        schema: ProofChallengeSchema,
      });
      const answer = await apiRequest('POST', offer.action, {
        body,
        auth: 'none',
        headers: { [PROOF_OF_WORK.header]: await solveProofOfWork(challenge) },
        schema: QuoteRequestAnswerSchema,
      });
      onSent(answer.message);
    } catch (error) {
      setFailure(errorMessage(error, 'Your request was not sent. Check your connection and try again.'));
    } finally {
      setSending(false);
    }
  };
  const set = (field: Field | 'website', value: string) => setValues((old) => ({ ...old, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = problems(values);
    setShown(found);
    if (Object.keys(found).length > 0) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    void send(QuoteRequestSchema.parse(values));
  };
  const describedBy = (field: Field) => (shown[field] ? `${id}-${field}-problem` : undefined);
  const problem = (field: Field) =>
    shown[field] && (
      <p id={`${id}-${field}-problem`} className="mt-1 text-sm text-red-800">
        {shown[field]}
      </p>
    );
  return (
    <form className="relative grid gap-3" noValidate onSubmit={submit}>
      <p className="text-sm text-slate-700">{`${offer.by} will get your request and answer you. No account needed.`}</p>
      {FIELDS.map(({ field, label, type, autoComplete, max }) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={labelClass}>
            {label}
          </label>
          <input
            id={`${id}-${field}`}
            name={field}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            maxLength={max}
            required={field !== 'phone'}
            value={values[field]}
            onChange={(event) => set(field, event.target.value)}
            aria-invalid={shown[field] ? true : undefined}
            aria-describedby={describedBy(field)}
            className={`mt-1 ${inputClass}`}
          />
          {problem(field)}
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-message`} className={labelClass}>
          Message (optional)
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          maxLength={LEAD_LIMITS.messageLength}
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          aria-invalid={shown.message ? true : undefined}
          aria-describedby={describedBy('message')}
          className={`mt-1 ${inputClass}`}
        />
        {problem('message')}
      </div>
      {/* The honeypot: off screen, hidden from assistive technology, never reached with Tab. */}
      <div aria-hidden="true" className="absolute -left-[9999px] top-0 h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={(event) => set('website', event.target.value)}
        />
      </div>
      {failure && <ErrorText message={failure} />}
      <div>
        <button type="submit" className={primaryButton} disabled={sending}>
          {sending ? 'Sending…' : 'Send request'}
        </button>
      </div>
    </form>
  );
}
