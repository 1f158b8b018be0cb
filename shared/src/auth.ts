// Accounts and sessions: request and response shapes of every auth call, validation rules and
// every message the spec quotes (sections 4, 5, 8 and 9), in one place for the API and the site.
import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 6;
/** Remember me lasts 30 days; without it a session lasts one day. Both slide with use. */
export const SESSION_DAYS = { remembered: 30, default: 1 } as const;
export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;
export const RESET_REDIRECT_DELAY_MS = 2000;
export const LOGIN_REDIRECT_DELAY_MS = 1000;
export const LOGIN_ALERT_DURATION_MS = 8000;
/** Password reset links are valid for one hour and can be used once. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const USER_ROLES = ['contractor', 'builder', 'sales_consultant', 'homeowner'] as const;
export const ROLE_LABELS: Record<(typeof USER_ROLES)[number], string> = {
  contractor: 'Contractor',
  builder: 'Builder',
  sales_consultant: 'Sales consultant',
  homeowner: 'Homeowner',
};
export const SUBSCRIPTION_TIERS = ['free', 'pro', 'premium', 'alpha'] as const;

/** Words of the spec, quoted exactly. */
export const AUTH_TEXT = {
  validation: {
    firstNameRequired: 'First name is required',
    lastNameRequired: 'Last name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordRequired: 'Password is required',
    passwordTooShort: 'Password must be at least 6 characters long',
    confirmRequired: 'Password confirmation is required',
    passwordsDoNotMatch: 'Passwords do not match',
    termsRequired: 'You must agree to the Terms of Service and Privacy Policy',
    noticeTitle: 'Please fix the following:',
    resetEmailRequired: 'Email address is required',
    resetEmailRequiredTitle: 'Missing Information',
    resetEmailInvalidTitle: 'Invalid Email',
    freshEmailInvalid: 'Please enter a valid email',
    freshPasswordTooShort: 'Password must be at least 6 characters',
    resetFillAll: 'Please fill in all fields',
  },
  errors: {
    loginFailed: 'Login failed',
    loginNetwork: 'An error occurred during login.',
    registrationFailed: 'Registration failed',
    registrationNetwork: 'An error occurred during registration.',
    authFailed: 'Authentication failed',
    networkError: 'Network error',
    invalidLinkTitle: 'Invalid Link',
    invalidResetLinkTitle: 'Invalid Reset Link',
    invalidResetLink: 'This password reset link is invalid or has expired.',
    resetFailed: 'Failed to reset password',
    forgotFailed: 'Failed to send reset email',
    facebookFailed: 'Facebook login failed',
    googleFailed: 'Google login failed',
    socialFailed: 'Social login failed',
  },
  success: {
    loggedIn: 'Successfully logged in!',
    accountCreated: 'Account created successfully!',
    facebook: 'Facebook login successful',
    google: 'Google login successful',
    loggedInShort: 'Logged in successfully',
    emailSent: 'Email Sent',
  },
  pending: {
    signingIn: 'Signing in...',
    creatingAccount: 'Creating account...',
    pleaseWait: 'Please wait...',
    sending: 'Sending...',
    resetting: 'Resetting...',
  },
} as const;

/** Messages of the API's auth answers (not quoted by the spec; chosen to reveal nothing). */
export const AUTH_API_MESSAGES = {
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Sign in instead, or reset your password.',
  signedIn: 'Logged in successfully',
  registered: 'Account created successfully!',
  forgotSent:
    'If an account exists for that email, we have sent a link to reset its password. It is valid for one hour.',
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  resetInvalid: 'This password reset link is invalid or has expired.',
  notSignedIn: 'Please sign in.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
} as const;

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

export const LoginRequestSchema = z.object({
  email,
  // Any non-empty password may be tried; the length rule is for new passwords.
  password: z
    .string({ error: AUTH_TEXT.validation.passwordRequired })
    .min(1, AUTH_TEXT.validation.passwordRequired)
    .max(256),
  rememberMe: z.boolean().optional(),
});
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
  isAdmin: z.boolean(),
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

export const MessageSchema = z.object({ message: z.string() });

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
