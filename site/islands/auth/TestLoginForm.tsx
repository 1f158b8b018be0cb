/**
 * The diagnostic sign-in page (/test-login): a plain form against POST /api/auth/login that shows
 * what came back, whether a session token is saved, and a Sign out button.
 */
import { useStore } from '@nanostores/react';
import { AUTH_TEXT } from '@poolscape/shared/auth';
import { type FormEvent, type ReactElement, useState } from 'react';
import { apiRequest } from '../../lib/api-client.ts';
import { $authToken, clearAuthToken, signedIn } from '../../stores/auth-token.ts';
import { type AuthCallResult, type IssuedSession, SIGN_IN_PATHS, signIn } from './auth-api.ts';
import { AUTH_LABELS } from './auth-labels.ts';
import { AuthCard, readText, SubmitButton, useHydrated } from './FormControls.tsx';
import { PasswordField, TextField } from './FormFields.tsx';

/**
 * The result as shown on screen. Security: the page is public and ends up in screenshots and
 * screen shares, so only the token's first characters are shown, never the whole session key.
 */
export function redactResult(result: AuthCallResult<IssuedSession>): AuthCallResult<IssuedSession> {
  if (!result.ok) return result;
  return { ok: true, data: { ...result.data, token: `${result.data.token.slice(0, 6)}…` } };
}

export function TestLoginForm(): ReactElement {
  // Storage is only read in the browser: until hydration is done the page says "no", as the server did.
  const token = useStore($authToken);
  const hydrated = useHydrated();
  const hasSession = hydrated && token !== null;
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<AuthCallResult<IssuedSession> | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    setPending(true);
    const answer = await signIn(SIGN_IN_PATHS.login, {
      email: readText(form, 'email'),
      password: readText(form, 'password'),
    });
    if (answer.ok) signedIn(answer.data.token, false);
    setResult(redactResult(answer));
    setPending(false);
  };

  const signOut = async (): Promise<void> => {
    try {
      // Ends the session on the server too; the token is dropped here whatever the answer.
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // Already signed out there, or unreachable: nothing more to do.
    }
    clearAuthToken();
    setResult(null);
  };

  const { fields, actions, testLogin } = AUTH_LABELS;
  return (
    <AuthCard title={testLogin.title}>
      <form method="post" className="grid gap-4" onSubmit={onSubmit}>
        <TextField label={fields.email} name="email" type="email" autoComplete="email" required />
        <PasswordField label={fields.password} name="password" autoComplete="current-password" required />
        <SubmitButton pending={pending} pendingLabel={AUTH_TEXT.pending.signingIn}>
          {actions.signIn}
        </SubmitButton>
      </form>
      <p className="text-sm text-slate-700">
        {testLogin.tokenPresent}:{' '}
        <strong data-testid="token-present">{hasSession ? testLogin.yes : testLogin.no}</strong>
      </p>
      <button
        type="button"
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        onClick={signOut}
      >
        {actions.signOut}
      </button>
      <section aria-labelledby="test-login-result">
        <h2 id="test-login-result" className="text-sm font-semibold text-slate-900">
          {testLogin.result}
        </h2>
        {/* An <output> may only hold text, so it goes inside the <pre>. */}
        <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-900 p-3 text-xs text-slate-100">
          <output>{result === null ? 'null' : JSON.stringify(result, null, 2)}</output>
        </pre>
      </section>
    </AuthCard>
  );
}
