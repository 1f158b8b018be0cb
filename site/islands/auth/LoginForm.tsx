/**
 * The login screen (/login): email, password with show/hide, remember me,
 * a forgot-password link, Continue with Facebook (flag-gated), a sign-up link and Back to home.
 * POST /api/auth/login; success stores the token and goes to /dashboard (or to `?next=`, a path on
 * this site, such as /cms/admin for staff coming from the CMS), failure shows the server's message
 * or "Login failed".
 */
import type { SignInProviders } from '@poolscape/shared/auth';
import { AUTH_TEXT } from '@poolscape/shared/auth';
import { type FormEvent, type ReactElement, useRef, useState } from 'react';
import { sameSitePath } from '../../lib/signup-intent.ts';
import { signedIn } from '../../stores/auth-token.ts';
import { SIGN_IN_PATHS, signIn } from './auth-api.ts';
import { AUTH_LABELS } from './auth-labels.ts';
import { AuthCard, linkClass, readChecked, readText, SubmitButton } from './FormControls.tsx';
import { CheckboxField, PasswordField, TextField } from './FormFields.tsx';
import { SocialSignInChoice } from './SocialSignInLinks.tsx';

/** Where a successful sign-in on this screen goes. */
export const LOGIN_SUCCESS_PATH = '/dashboard';
/** The forgot-password link opens the combined screen in reset mode. */
export const FORGOT_PASSWORD_PATH = '/simple-login?mode=forgot';

/** Where to go after signing in: the page's `?next=` when it is a path on this site, else the dashboard. */
export function afterLogin(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return (next && sameSitePath(next)) || LOGIN_SUCCESS_PATH;
}

export function LoginForm({ providers }: { providers: SignInProviders }): ReactElement {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const rememberMe = readChecked(form, 'rememberMe');
    inFlight.current = true;
    setPending(true);
    setError(null);
    const result = await signIn(SIGN_IN_PATHS.login, {
      email: readText(form, 'email'),
      password: readText(form, 'password'),
      rememberMe,
    });
    if (result.ok) {
      signedIn(result.data.token, rememberMe);
      window.location.assign(afterLogin(window.location.search));
      return;
    }
    inFlight.current = false;
    setPending(false);
    setAttempt((count) => count + 1);
    setError(
      result.reason === 'network'
        ? AUTH_TEXT.errors.loginNetwork
        : result.reason === 'rejected'
          ? (result.message ?? AUTH_TEXT.errors.loginFailed)
          : AUTH_TEXT.errors.loginFailed,
    );
  };

  const { fields, actions, login } = AUTH_LABELS;
  return (
    <AuthCard title={login.title} subtitle={login.subtitle}>
      <SocialSignInChoice google={false} providers={providers} />
      <form method="post" className="grid gap-4" onSubmit={onSubmit}>
        {error !== null && (
          <p
            key={attempt}
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
          >
            {error}
          </p>
        )}
        <TextField label={fields.email} name="email" type="email" autoComplete="email" required />
        <PasswordField label={fields.password} name="password" autoComplete="current-password" required />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField name="rememberMe">{fields.rememberMe}</CheckboxField>
          <a href={FORGOT_PASSWORD_PATH} className={`text-sm ${linkClass}`}>
            {actions.forgotPassword}
          </a>
        </div>
        <SubmitButton pending={pending} pendingLabel={AUTH_TEXT.pending.signingIn}>
          {actions.signIn}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-slate-600">
        {login.noAccount}{' '}
        <a href="/register" className={linkClass}>
          {login.signUpLink}
        </a>
      </p>
      <p className="text-center text-sm">
        <a href="/" className={linkClass}>
          {actions.backToHome}
        </a>
      </p>
    </AuthCard>
  );
}
