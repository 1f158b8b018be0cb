/**
 * The reset password page (/reset-password?token=…): a new password twice,
 * Reset Password ("Resetting..." while pending) and Back to Login. Without a token it says the
 * link is invalid instead. The token is taken out of the address as soon as it is read. Success
 * toasts the server's message and opens /login after 2 s; a failure toasts "Error" with the
 * server's message, else "Failed to reset password".
 */
import { AUTH_TEXT, RESET_REDIRECT_DELAY_MS } from '@poolscape/shared/auth';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { toast } from '../../stores/toasts.ts';
import { resetPassword } from './auth-api.ts';
import { AUTH_LABELS } from './auth-labels.ts';
import { AuthCard, focusFirstInvalid, linkClass, readText, SubmitButton } from './FormControls.tsx';
import { PasswordField } from './FormFields.tsx';
import { validateNewPassword } from './validation.ts';

/** Where the page goes after a reset, and where Back to Login leads. */
export const LOGIN_PATH = '/login';

const primaryLinkClass =
  'flex w-full items-center justify-center rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700';

/** The reset token of the page's address, or null when there is none. */
export function tokenFromSearch(search: string): string | null {
  return new URLSearchParams(search).get('token') || null;
}

/** The page's address without its `token` parameter (other parameters and the hash kept). */
export function addressWithoutToken(location: { pathname: string; search: string; hash: string }): string {
  const params = new URLSearchParams(location.search);
  params.delete('token');
  const rest = params.toString();
  return `${location.pathname}${rest ? `?${rest}` : ''}${location.hash}`;
}

function InvalidLink(): ReactElement {
  return (
    <AuthCard title={AUTH_TEXT.errors.invalidResetLinkTitle}>
      <p className="text-sm text-slate-700">{AUTH_TEXT.errors.invalidResetLink}</p>
      <a href={LOGIN_PATH} className={primaryLinkClass}>
        {AUTH_LABELS.actions.backToLogin}
      </a>
    </AuthCard>
  );
}

export function ResetPasswordForm(): ReactElement {
  const errorId = useId();
  // Undefined until the address is read in the browser: the server-rendered page shows the form.
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);

  useEffect(() => {
    const found = tokenFromSearch(window.location.search);
    setToken(found);
    // The link's token is a password for the account until it is used: it stays in this page's
    // memory only, out of the address bar, the history and anything that reads them later.
    if (found !== null)
      window.history.replaceState(window.history.state, '', addressWithoutToken(window.location));
    if (found === null) {
      toast({
        title: AUTH_TEXT.errors.invalidLinkTitle,
        description: AUTH_TEXT.errors.invalidResetLink,
        variant: 'destructive',
      });
    }
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (inFlight.current || !token) return;
    const form = event.currentTarget;
    const password = readText(form, 'password');
    const invalid = validateNewPassword({ password, confirmPassword: readText(form, 'confirmPassword') });
    setProblem(invalid);
    setAttempt((count) => count + 1);
    if (invalid !== null) {
      // The confirmation is the field to fix when it is the empty one or the one that differs.
      const confirmationAtFault = password !== '' && invalid !== AUTH_TEXT.validation.passwordTooShort;
      focusFirstInvalid(form, [
        { field: confirmationAtFault ? 'confirmPassword' : 'password', message: invalid },
      ]);
      return;
    }
    inFlight.current = true;
    setPending(true);
    const result = await resetPassword(token, password);
    if (result.ok) {
      toast({ title: result.data.message });
      // The button keeps its pending label until the page changes.
      setTimeout(() => window.location.assign(LOGIN_PATH), RESET_REDIRECT_DELAY_MS);
      return;
    }
    inFlight.current = false;
    setPending(false);
    toast({
      title: AUTH_LABELS.reset.errorTitle,
      description:
        result.reason === 'rejected'
          ? (result.message ?? AUTH_TEXT.errors.resetFailed)
          : AUTH_TEXT.errors.networkError,
      variant: 'destructive',
    });
  };

  if (token === null) return <InvalidLink />;

  const { fields, actions, reset } = AUTH_LABELS;
  return (
    <AuthCard title={reset.title}>
      <form method="post" noValidate className="grid gap-4" onSubmit={onSubmit}>
        {problem !== null && (
          <p
            key={attempt}
            id={errorId}
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {problem}
          </p>
        )}
        <PasswordField
          label={fields.newPassword}
          name="password"
          autoComplete="new-password"
          errorId={problem === null ? null : errorId}
        />
        <PasswordField
          label={fields.confirmNewPassword}
          name="confirmPassword"
          autoComplete="new-password"
          errorId={problem === null ? null : errorId}
        />
        <SubmitButton pending={pending} pendingLabel={AUTH_TEXT.pending.resetting}>
          {actions.resetPassword}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        <a href={LOGIN_PATH} className={linkClass}>
          {actions.backToLogin}
        </a>
      </p>
    </AuthCard>
  );
}
