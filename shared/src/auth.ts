// Accounts and sessions: request and response shapes of every auth call, validation rules and
// every message the sign-in screens show, in one place for the API and the site.
import { z } from 'zod';
import { LENGTH_UNITS } from './dimensions.ts';

export * from './auth-text.ts';

import {
  AUTH_API_MESSAGES,
  AUTH_TEXT,
  PASSWORD_MIN_LENGTH,
  SUBSCRIPTION_TIERS,
  USER_ROLES,
} from './auth-text.ts';

const email = z
  .string({ error: AUTH_TEXT.validation.emailRequired })
  .trim()
  .min(1, AUTH_TEXT.validation.emailRequired)
  .max(254, 'Email is too long')
  .pipe(z.email(AUTH_TEXT.validation.emailInvalid))
  .transform((value) => value.toLowerCase());

const password = z
  .string({ error: AUTH_TEXT.validation.passwordRequired })
  .min(1, AUTH_TEXT.validation.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_TEXT.validation.passwordTooShort)
  .max(256, 'Password is too long');

const name = (required: string) =>
  z.string({ error: required }).trim().min(1, required).max(80, 'Name is too long');

export const LoginRequestSchema = z
  .object({
    email,
    // Any non-empty password may be tried; the length rule is for new passwords.
    password: z
      .string({ error: AUTH_TEXT.validation.passwordRequired })
      .min(1, AUTH_TEXT.validation.passwordRequired)
      .max(256),
    rememberMe: z.boolean().optional(),
  })
  .meta({ examples: [{ email: 'sam@example.com', password: 'correct horse battery', rememberMe: true }] });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const RegisterRequestSchema = z.object({
  firstName: name(AUTH_TEXT.validation.firstNameRequired),
  lastName: name(AUTH_TEXT.validation.lastNameRequired),
  email,
  password,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const ForgotPasswordRequestSchema = z.object({ email });
export const ResetPasswordRequestSchema = z.object({
  token: z.string().min(1, AUTH_API_MESSAGES.resetInvalid).max(200),
  newPassword: password,
});
export const SessionCloseRequestSchema = z.object({
  token: z.string().max(200).optional(),
  reason: z.string().max(40),
});

/** Who works in the admin area: an editor on content only, an admin on everything. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { editor: 'Editor', admin: 'Admin' };

/** What the API tells the CMS about the staff member a session token belongs to: one account for both. */
export const StaffSessionSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  staffRole: z.enum(STAFF_ROLES),
});
export type StaffSession = z.infer<typeof StaffSessionSchema>;

/** The signed-in user as the API returns it. */
export const UserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  company: z.string().nullable(),
  phone: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  profilePublic: z.boolean(),
  profileComplete: z.boolean(),
  /** null for everyone who is not staff. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  /** Feet or metres, for the pool's dimensions. */
  units: z.enum(LENGTH_UNITS),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const AuthSuccessSchema = z.object({
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  user: UserSchema,
});
export type AuthSuccess = z.infer<typeof AuthSuccessSchema>;

/**
 * Which social sign-ins this installation offers (`GET /api/auth/providers`): those whose keys are
 * set. The sign-in screens show a "Continue with" button for each, and none when both are false.
 */
export const SignInProvidersSchema = z
  .object({ google: z.boolean(), facebook: z.boolean() })
  .meta({ examples: [{ google: true, facebook: false }] });
export type SignInProviders = z.infer<typeof SignInProvidersSchema>;

// The examples below show in the API's description (`/api/openapi.json`); they change no validation.
export const MessageSchema = z
  .object({ message: z.string() })
  .meta({ examples: [{ message: 'Please sign in.' }] });

/**
 * A right password for an account that asked to be deleted (409): it is not signed in. The browser
 * holds a short-lived cookie instead, with which `/keep-account` can keep the account.
 */
export const KeepAccountOfferSchema = MessageSchema.extend({
  keepAccount: z.literal(true),
  deletionDueAt: z.string(),
});
export type KeepAccountOffer = z.infer<typeof KeepAccountOfferSchema>;

/** What `/keep-account` shows: whose account, and when it goes. */
export const KeepAccountStateSchema = z.object({ email: z.string(), deletionDueAt: z.string() });
export type KeepAccountState = z.infer<typeof KeepAccountStateSchema>;

export const ProfileUpdateSchema = z.object({
  firstName: name(AUTH_TEXT.validation.firstNameRequired).optional(),
  lastName: name(AUTH_TEXT.validation.lastNameRequired).optional(),
  role: z
    .enum(USER_ROLES, { error: 'Please choose contractor, builder, sales consultant or homeowner.' })
    .optional(),
  company: z.string().trim().max(120, 'Company is too long').nullable().optional(),
  phone: z
    .string()
    .trim()
    .max(40, 'Phone number is too long')
    .regex(/^[+\d][\d\s().-]*$/, 'Please enter a phone number with digits, spaces, +, ( ) or -')
    .or(z.literal(''))
    .nullable()
    .optional(),
  profilePublic: z.boolean().optional(),
  units: z.enum(LENGTH_UNITS, { error: 'units must be ft or m.' }).optional(),
  /** Marks the profile set-up as done (from /profile-setup). */
  completeSetup: z.boolean().optional(),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** What anyone may see of a user who made their profile public. */
export const PublicProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string().nullable(),
  company: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  memberSince: z.string(),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** Largest avatar upload. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
