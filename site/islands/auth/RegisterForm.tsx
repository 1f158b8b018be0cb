/**
 * The register screen (/register): first and last name, email,
 * password, confirmation and the terms checkbox, every problem listed together under "Please fix
 * the following:". POST /api/simple/register; success stores the token and opens the page the
 * visitor was heading to (`redirectAfterLogin`, default /dashboard), clearing the sign-up intent,
 * or, for a paid plan chosen on /subscribe, that plan's Stripe Checkout (the Upgrade screen with
 * the reason when it cannot open); failure is a "Registration failed" toast with the server's
 * message.
 */
import type { SignInProviders } from '@poolscape/shared/auth';
import { AUTH_TEXT } from '@poolscape/shared/auth';
import { type FormEvent, type ReactElement, useId, useRef, useState } from 'react';
import { signedIn } from '../../stores/auth-token.ts';
import { toast } from '../../stores/toasts.ts';
import { pageAfterSignup } from './after-signup.ts';
import { REGISTER_PATHS, registerAccount } from './auth-api.ts';
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
import { EmailField, NameFields, PasswordField, TermsCheckbox } from './FormFields.tsx';
import { SocialSignInChoice } from './SocialSignInLinks.tsx';
import { type FieldError, type RegistrationField, validateRegistration } from './validation.ts';

export function RegisterForm({ providers }: { providers: SignInProviders }): ReactElement {
  const noticeId = useId();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldError<RegistrationField>[]>([]);
  const [attempt, setAttempt] = useState(0);
  const inFlight = useRef(false);

  const errorIdFor = (field: RegistrationField): string | null =>
    errors.some((error) => error.field === field) ? noticeId : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const values = {
      firstName: readText(form, 'firstName'),
      lastName: readText(form, 'lastName'),
      email: readText(form, 'email'),
      password: readText(form, 'password'),
      confirmPassword: readText(form, 'confirmPassword'),
      agreedToTerms: readChecked(form, 'terms'),
    };
    const problems = validateRegistration(values);
    setErrors(problems);
    setAttempt((count) => count + 1);
    if (problems.length > 0) {
      focusFirstInvalid(form, problems);
      return;
    }
    inFlight.current = true;
    setPending(true);
    const result = await registerAccount(REGISTER_PATHS.simple, {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      password: values.password,
    });
    if (result.ok) {
      signedIn(result.data.token, true);
      window.location.assign(await pageAfterSignup());
      return;
    }
    inFlight.current = false;
    setPending(false);
    toast({
      title: AUTH_TEXT.errors.registrationFailed,
      // A refusal without a message needs no description; no readable answer at all is a network failure.
      description:
        result.reason === 'rejected' ? (result.message ?? undefined) : AUTH_TEXT.errors.registrationNetwork,
      variant: 'destructive',
    });
  };

  const { fields, actions, register } = AUTH_LABELS;
  return (
    <AuthCard title={register.title} subtitle={register.subtitle}>
      <SocialSignInChoice google providers={providers} />
      <form method="post" noValidate className="grid gap-4" onSubmit={onSubmit}>
        <ValidationNotice id={noticeId} attempt={attempt} errors={errors} />
        <NameFields errorIdFor={errorIdFor} />
        <EmailField errorId={errorIdFor('email')} />
        <PasswordField
          label={fields.password}
          name="password"
          autoComplete="new-password"
          errorId={errorIdFor('password')}
        />
        <PasswordField
          label={fields.confirmPassword}
          name="confirmPassword"
          autoComplete="new-password"
          errorId={errorIdFor('confirmPassword')}
        />
        <TermsCheckbox errorId={errorIdFor('terms')} />
        <SubmitButton pending={pending} pendingLabel={AUTH_TEXT.pending.creatingAccount}>
          {actions.createAccount}
        </SubmitButton>
      </form>
      <p className="text-center text-sm text-slate-600">
        {register.haveAccount}{' '}
        <a href="/login" className={linkClass}>
          {register.signInLink}
        </a>
      </p>
    </AuthCard>
  );
}
