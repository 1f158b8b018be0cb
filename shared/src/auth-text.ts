// The words and numbers of accounts and sessions (sign-in screens, validation, remember me, the
// session's heartbeat and login alerts), with no dependency: the site's small page scripts import
// these without pulling zod in.

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
export type SubscriptionTier = (typeof SUBSCRIPTION_TIERS)[number];
/** Each plan as the signed-in app names it (the dashboard, the plan meter, the admin area). */
export const SUBSCRIPTION_TIER_LABELS: Record<SubscriptionTier, string> = {
  free: 'Free trial',
  pro: 'Pro',
  premium: 'Premium',
  alpha: 'Alpha',
};

/** The sign-in screens' validation and button words, shown exactly as written here. */
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

/** Messages of the API's auth answers, worded to reveal nothing about which accounts exist. */
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
  accountDisabled: 'This account has been disabled. Please contact support to find out why.',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyResetRequests:
    'Too many password reset requests for this email. Please check your inbox for the link, or try again later.',
  signedOut: 'Signed out.',
  sessionActive: 'Session active.',
  sessionCloseRecorded: 'Recorded.',
  socketOriginRefused: 'This origin may not open a socket.',
  accountDeleting: 'This account is set to be deleted. You can still keep it.',
  keepAccountExpired: 'This page has expired. Please sign in again to keep your account.',
  accountKept: 'Welcome back. Your account is kept, and nothing was deleted.',
} as const;
