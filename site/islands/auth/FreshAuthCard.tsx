/**
 * The fresh register/login page (/fresh-register): one card that toggles between
 * Sign In ("Welcome Back") and Create Account, with a message under each field that needs fixing.
 * Sign-in success: "Successfully logged in!", the user fetched again from `GET /api/fresh/user`,
 * and after 1 s a full load of /. Sign-up success: "Account created successfully!" (kept for the
 * next page), the user query refreshed, and /. A failure is a destructive toast titled "Login
 * failed" (or "Registration failed") with the server's message.
 */
import { AUTH_TEXT, LOGIN_REDIRECT_DELAY_MS } from '@poolscape/shared/auth';
import { type FormEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { signedIn } from '../../stores/auth-token.ts';
import { flashToast, toast } from '../../stores/toasts.ts';
import {
  fetchFreshUser,
  REGISTER_PATHS,
  refreshCurrentUser,
  registerAccount,
  SIGN_IN_PATHS,
  signIn,
} from './auth-api.ts';
import { AUTH_LABELS } from './auth-labels.ts';
import { AuthCard, focusFirstInvalid, linkClass, readText, SubmitButton } from './FormControls.tsx';
import { PasswordField, TextField } from './FormFields.tsx';
import { type FieldError, type FreshField, type FreshMode, validateFreshForm } from './validation.ts';

/** Where the fresh page goes after a successful sign-in or sign-up. */
export const FRESH_SUCCESS_PATH = '/';

export function FreshAuthCard(): ReactElement {
  const [mode, setMode] = useState<FreshMode>('signin');
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldError<FreshField>[]>([]);
  const inFlight = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    if (toggled.current) heading.current?.focus();
  }, [mode]);

  const messageFor = (field: FreshField): string | null =>
    errors.find((error) => error.field === field)?.message ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = {
      firstName: readText(form, 'firstName'),
      lastName: readText(form, 'lastName'),
      email: readText(form, 'email'),
      password: readText(form, 'password'),
    };
    const problems = validateFreshForm(mode, values);
    setErrors(problems);
    if (problems.length > 0) {
      focusFirstInvalid(form, problems);
      return;
    }
    inFlight.current = true;
    setPending(true);
    const signingUp = mode === 'signup';
    const result = signingUp
      ? await registerAccount(REGISTER_PATHS.fresh, values)
      : await signIn(SIGN_IN_PATHS.fresh, { email: values.email, password: values.password });

    if (!result.ok) {
      inFlight.current = false;
      setPending(false);
      toast({
        title: signingUp ? AUTH_TEXT.errors.registrationFailed : AUTH_TEXT.errors.loginFailed,
        description:
          result.reason === 'rejected'
            ? (result.message ?? undefined)
            : signingUp
              ? AUTH_TEXT.errors.registrationNetwork
              : AUTH_TEXT.errors.loginNetwork,
        variant: 'destructive',
      });
      return;
    }
    signedIn(result.data.token, true);
    if (signingUp) {
      // The page is about to be replaced, so the toast is kept for the next one.
      flashToast({ title: AUTH_TEXT.success.accountCreated });
      await refreshCurrentUser();
      window.location.assign(FRESH_SUCCESS_PATH);
      return;
    }
    toast({ title: AUTH_TEXT.success.loggedIn });
    await refreshCurrentUser();
    await fetchFreshUser();
    // The button keeps its pending label until the page changes.
    setTimeout(() => window.location.assign(FRESH_SUCCESS_PATH), LOGIN_REDIRECT_DELAY_MS);
  };

  const toggle = (): void => {
    toggled.current = true;
    setErrors([]);
    setMode((current) => (current === 'signin' ? 'signup' : 'signin'));
  };

  const { fields, actions, fresh } = AUTH_LABELS;
  const signingUp = mode === 'signup';
  return (
    <AuthCard
      title={signingUp ? fresh.signUpTitle : fresh.signInTitle}
      subtitle={signingUp ? fresh.signUpSubtitle : fresh.signInSubtitle}
      headingRef={heading}
    >
      <form method="post" noValidate className="grid gap-4" onSubmit={onSubmit}>
        {signingUp && (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={fresh.firstName}
              name="firstName"
              autoComplete="given-name"
              message={messageFor('firstName')}
            />
            <TextField
              label={fresh.lastName}
              name="lastName"
              autoComplete="family-name"
              message={messageFor('lastName')}
            />
          </div>
        )}
        <TextField
          label={fields.email}
          name="email"
          type="email"
          autoComplete="email"
          message={messageFor('email')}
        />
        <PasswordField
          label={fields.password}
          name="password"
          autoComplete={signingUp ? 'new-password' : 'current-password'}
          message={messageFor('password')}
        />
        <SubmitButton pending={pending} pendingLabel={AUTH_TEXT.pending.pleaseWait}>
          {signingUp ? actions.createAccount : actions.signIn}
        </SubmitButton>
      </form>
      <p className="text-center text-sm">
        <button type="button" className={linkClass} onClick={toggle}>
          {signingUp ? fresh.toSignIn : fresh.toSignUp}
        </button>
      </p>
    </AuthCard>
  );
}
