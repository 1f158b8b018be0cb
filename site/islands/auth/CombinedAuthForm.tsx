/**
 * The combined auth screen (/simple-login): sign in (the
 * default), create account, and reset password (email only). `?mode=signup` and `?mode=forgot`
 * open the other two. Google always shows, Facebook while its flag is on. Sign-in and sign-up list
 * every problem under "Please fix the following:"; reset mode reports its one problem as a toast.
 * Success stores the token and loads / (a full navigation); a sent reset link toasts "Email Sent"
 * and returns to sign in.
 */
import type { SignInProviders } from '@poolscape/shared/auth';
import { AUTH_TEXT } from '@poolscape/shared/auth';
import { type FormEvent, type ReactElement, useEffect, useId, useRef, useState } from 'react';
import { signedIn } from '../../stores/auth-token.ts';
import { toast } from '../../stores/toasts.ts';
import {
  type AuthCallResult,
  REGISTER_PATHS,
  registerAccount,
  requestPasswordReset,
  SIGN_IN_PATHS,
  signIn,
} from './auth-api.ts';
import { AUTH_LABELS } from './auth-labels.ts';
import {
  AuthCard,
  focusFirstInvalid,
  linkClass,
  readChecked,
  readText,
  SubmitButton,
  ValidationNotice,
} from './FormControls.tsx';
import { CheckboxField, EmailField, NameFields, PasswordField, TermsCheckbox } from './FormFields.tsx';
import { SocialSignInChoice } from './SocialSignInLinks.tsx';
import {
  type FieldError,
  validateCombinedSignIn,
  validateCombinedSignUp,
  validateResetRequestEmail,
} from './validation.ts';

export type CombinedMode = 'signin' | 'signup' | 'forgot';

/** Where a successful sign-in or sign-up on this screen goes. */
export const COMBINED_SUCCESS_PATH = '/';

/** The mode named by the page's `mode` query parameter; sign in for anything else. */
export function modeFromSearch(search: string): CombinedMode {
  const mode = new URLSearchParams(search).get('mode');
  if (mode === 'forgot') return 'forgot';
  if (mode === 'signup') return 'signup';
  return 'signin';
}

/** The toast description for a failed sign-in or sign-up. */
function describeAuthFailure(result: Exclude<AuthCallResult<unknown>, { ok: true }>): string {
  if (result.reason === 'rejected') return result.message ?? AUTH_TEXT.errors.authFailed;
  return AUTH_TEXT.errors.networkError;
}

export function CombinedAuthForm({ providers }: { providers: SignInProviders }): ReactElement {
  const noticeId = useId();
  const [mode, setMode] = useState<CombinedMode>('signin');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const movedByVisitor = useRef(false);

  useEffect(() => {
    setMode(modeFromSearch(window.location.search));
  }, []);

  useEffect(() => {
    // Announce a mode the visitor chose; the mode read from the address on load needs no focus move.
    if (movedByVisitor.current) heading.current?.focus();
    movedByVisitor.current = false;
  }, [mode]);

  const switchTo = (next: CombinedMode): void => {
    movedByVisitor.current = true;
    setErrors([]);
    setMode(next);
  };

  const errorIdFor = (field: string): string | null =>
    errors.some((error) => error.field === field) ? noticeId : null;

  const finishRequest = (): void => {
    inFlight.current = false;
    setPending(false);
  };

  const submitForgot = async (form: HTMLFormElement): Promise<void> => {
    const email = readText(form, 'email');
    const problem = validateResetRequestEmail(email);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      focusFirstInvalid(form, [{ field: 'email', message: problem.description }]);
      return;
    }
    inFlight.current = true;
    setPending(true);
    const result = await requestPasswordReset(email);
    finishRequest();
    if (result.ok) {
      toast({ title: AUTH_TEXT.success.emailSent, description: result.data.message });
      switchTo('signin');
      return;
    }
    toast({
      title: AUTH_TEXT.errors.forgotFailed,
      description:
        result.reason === 'rejected' ? (result.message ?? undefined) : AUTH_TEXT.errors.networkError,
      variant: 'destructive',
    });
  };

  const submitAccount = async (form: HTMLFormElement, signingUp: boolean): Promise<void> => {
    const email = readText(form, 'email');
    const password = readText(form, 'password');
    const rememberMe = readChecked(form, 'rememberMe');
    const account = {
      firstName: readText(form, 'firstName'),
      lastName: readText(form, 'lastName'),
      email,
      password,
    };
    const problems = signingUp
      ? validateCombinedSignUp({ ...account, agreedToTerms: readChecked(form, 'terms') })
      : validateCombinedSignIn({ email, password });
    setErrors(problems);
    setAttempt((count) => count + 1);
    if (problems.length > 0) {
      focusFirstInvalid(form, problems);
      return;
    }
    inFlight.current = true;
    setPending(true);
    const result = signingUp
      ? await registerAccount(REGISTER_PATHS.simple, account)
      : await signIn(SIGN_IN_PATHS.simple, { email, password, rememberMe });
    if (result.ok) {
      // Accounts are created signed in for 30 days; a sign-in lasts 30 days only with remember me.
      signedIn(result.data.token, signingUp || rememberMe);
      window.location.assign(COMBINED_SUCCESS_PATH);
      return;
    }
    finishRequest();
    toast({
      title: signingUp ? AUTH_TEXT.errors.registrationFailed : AUTH_TEXT.errors.loginFailed,
      description: describeAuthFailure(result),
      variant: 'destructive',
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (inFlight.current) return;
    if (mode === 'forgot') await submitForgot(event.currentTarget);
    else await submitAccount(event.currentTarget, mode === 'signup');
  };

  const { fields, actions, combined } = AUTH_LABELS;
  const title =
    mode === 'signin'
      ? combined.signInTitle
      : mode === 'signup'
        ? combined.signUpTitle
        : combined.forgotTitle;
  const submit =
    mode === 'signin'
      ? { label: actions.signIn, pending: AUTH_TEXT.pending.signingIn }
      : mode === 'signup'
        ? { label: actions.createAccount, pending: AUTH_TEXT.pending.creatingAccount }
        : { label: actions.sendResetLink, pending: AUTH_TEXT.pending.sending };

  return (
    <AuthCard
      title={title}
      subtitle={mode === 'forgot' ? combined.forgotSubtitle : null}
      headingRef={heading}
    >
      {mode !== 'forgot' && <SocialSignInChoice google providers={providers} />}
      <form method="post" noValidate className="grid gap-4" onSubmit={onSubmit}>
        <ValidationNotice id={noticeId} attempt={attempt} errors={errors} />
        {mode === 'signup' && <NameFields errorIdFor={errorIdFor} />}
        <EmailField errorId={errorIdFor('email')} />
        {mode !== 'forgot' && (
          <PasswordField
            label={fields.password}
            name="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            errorId={errorIdFor('password')}
          />
        )}
        {mode === 'signin' && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <CheckboxField name="rememberMe">{fields.rememberMe}</CheckboxField>
            <button type="button" className={`text-sm ${linkClass}`} onClick={() => switchTo('forgot')}>
              {actions.forgotPassword}
            </button>
          </div>
        )}
        {mode === 'signup' && <TermsCheckbox errorId={errorIdFor('terms')} />}
        <SubmitButton pending={pending} pendingLabel={submit.pending}>
          {submit.label}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        {mode === 'forgot' ? (
          <button type="button" className={linkClass} onClick={() => switchTo('signin')}>
            {actions.backToSignIn}
          </button>
        ) : (
          <button
            type="button"
            className={linkClass}
            onClick={() => switchTo(mode === 'signin' ? 'signup' : 'signin')}
          >
            {mode === 'signin' ? combined.toSignUp : combined.toSignIn}
          </button>
        )}
      </p>
    </AuthCard>
  );
}
