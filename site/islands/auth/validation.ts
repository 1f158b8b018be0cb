/**
 * Client-side checks of every sign-in screen, returning each screen's own messages in the order
 * the fields appear. The rules for a single value (what an address looks like, password
 * length, name length) come from the request schemas the API validates with, so a form never
 * accepts what the API will refuse; only the wording differs per screen.
 */
import { AUTH_TEXT, PASSWORD_MIN_LENGTH, RegisterRequestSchema } from '@poolscape/shared/auth';
import type { z } from 'zod';

const TEXT = AUTH_TEXT.validation;

/** One message about one field. */
export interface FieldError<F extends string = string> {
  field: F;
  message: string;
}

/** A titled message shown as a toast. */
export interface TitledMessage {
  title: string;
  description: string;
}

/** The first message `schema` gives for `value`, or null when it passes. */
function firstIssue(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

const checkFirstName = (value: string): string | null =>
  firstIssue(RegisterRequestSchema.shape.firstName, value);
const checkLastName = (value: string): string | null =>
  firstIssue(RegisterRequestSchema.shape.lastName, value);
/** "Email is required" or "Please enter a valid email address". */
const checkEmail = (value: string): string | null => firstIssue(RegisterRequestSchema.shape.email, value);
/** "Password is required" or "Password must be at least 6 characters long". */
const checkNewPassword = (value: string): string | null =>
  firstIssue(RegisterRequestSchema.shape.password, value);

function collect<F extends string>(checks: readonly [F, string | null][]): FieldError<F>[] {
  return checks.flatMap(([field, message]) => (message === null ? [] : [{ field, message }]));
}

export type RegistrationField = 'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword' | 'terms';

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreedToTerms: boolean;
}

function checkConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return TEXT.confirmRequired;
  return confirmation === password ? null : TEXT.passwordsDoNotMatch;
}

/** The register screen (/register): every problem at once, for the "Please fix the following:" notice. */
export function validateRegistration(values: RegistrationValues): FieldError<RegistrationField>[] {
  return collect<RegistrationField>([
    ['firstName', checkFirstName(values.firstName)],
    ['lastName', checkLastName(values.lastName)],
    ['email', checkEmail(values.email)],
    ['password', checkNewPassword(values.password)],
    ['confirmPassword', checkConfirmation(values.password, values.confirmPassword)],
    ['terms', values.agreedToTerms ? null : TEXT.termsRequired],
  ]);
}

export type CombinedSignInField = 'email' | 'password';
export type CombinedSignUpField = 'firstName' | 'lastName' | 'email' | 'password' | 'terms';

/** The combined screen (/simple-login) in sign-in mode: the register rules for email and password. */
export function validateCombinedSignIn(values: {
  email: string;
  password: string;
}): FieldError<CombinedSignInField>[] {
  return collect<CombinedSignInField>([
    ['email', checkEmail(values.email)],
    ['password', checkNewPassword(values.password)],
  ]);
}

/** The combined screen in sign-up mode: the register rules, without a confirmation field. */
export function validateCombinedSignUp(
  values: Omit<RegistrationValues, 'confirmPassword'>,
): FieldError<CombinedSignUpField>[] {
  return collect<CombinedSignUpField>([
    ['firstName', checkFirstName(values.firstName)],
    ['lastName', checkLastName(values.lastName)],
    ['email', checkEmail(values.email)],
    ['password', checkNewPassword(values.password)],
    ['terms', values.agreedToTerms ? null : TEXT.termsRequired],
  ]);
}

/** The combined screen in reset mode: one titled message (a toast), or null when the email is fine. */
export function validateResetRequestEmail(email: string): TitledMessage | null {
  if (email.trim() === '')
    return { title: TEXT.resetEmailRequiredTitle, description: TEXT.resetEmailRequired };
  if (checkEmail(email) !== null)
    return { title: TEXT.resetEmailInvalidTitle, description: TEXT.emailInvalid };
  return null;
}

export type FreshMode = 'signin' | 'signup';
export type FreshField = 'firstName' | 'lastName' | 'email' | 'password';

export interface FreshValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** The fresh page (/fresh-register): one message per field; names only when creating an account. */
export function validateFreshForm(mode: FreshMode, values: FreshValues): FieldError<FreshField>[] {
  const signingUp = mode === 'signup';
  return collect<FreshField>([
    ['firstName', signingUp && values.firstName.trim() === '' ? TEXT.firstNameRequired : null],
    ['lastName', signingUp && values.lastName.trim() === '' ? TEXT.lastNameRequired : null],
    ['email', checkEmail(values.email) === null ? null : TEXT.freshEmailInvalid],
    ['password', values.password.length < PASSWORD_MIN_LENGTH ? TEXT.freshPasswordTooShort : null],
  ]);
}

/** The reset page (/reset-password): the first problem only: both filled, then long enough, then equal. */
export function validateNewPassword(values: { password: string; confirmPassword: string }): string | null {
  if (values.password === '' || values.confirmPassword === '') return TEXT.resetFillAll;
  if (values.password.length < PASSWORD_MIN_LENGTH) return TEXT.passwordTooShort;
  if (values.password !== values.confirmPassword) return TEXT.passwordsDoNotMatch;
  return null;
}
