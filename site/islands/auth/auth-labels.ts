/**
 * Screen words of the sign-in screens that `AUTH_TEXT` (shared/src/auth.ts) does not hold: their
 * labels, titles and links. Defined once here, used by the islands
 * and the browser tests; candidates to move into `AUTH_TEXT` so the API and CMS can share them.
 */
export const AUTH_LABELS = {
  fields: {
    email: 'Email',
    password: 'Password',
    firstName: 'First name',
    lastName: 'Last name',
    confirmPassword: 'Confirm password',
    newPassword: 'New password',
    confirmNewPassword: 'Confirm new password',
    rememberMe: 'Remember me',
    termsBefore: 'I agree to the',
    termsOfService: 'Terms of Service',
    termsJoin: 'and',
    privacyPolicy: 'Privacy Policy',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  actions: {
    signIn: 'Sign In',
    createAccount: 'Create Account',
    continueWithGoogle: 'Continue with Google',
    continueWithFacebook: 'Continue with Facebook',
    forgotPassword: 'Forgot password?',
    sendResetLink: 'Send Reset Link',
    backToSignIn: 'Back to sign in',
    backToHome: 'Back to home',
    backToLogin: 'Back to Login',
    resetPassword: 'Reset Password',
    signOut: 'Sign out',
    or: 'or',
  },
  login: {
    title: 'Sign in to Poolscape',
    subtitle: 'Welcome back. Sign in to see your pool designs.',
    noAccount: "Don't have an account?",
    signUpLink: 'Sign up',
  },
  register: {
    title: 'Create your Poolscape account',
    subtitle: 'Start your 7-day free trial: 10 free images, no credit card.',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
  },
  combined: {
    signInTitle: 'Sign in',
    signUpTitle: 'Create your account',
    forgotTitle: 'Reset your password',
    forgotSubtitle: 'Enter the email of your account and we will send you a link to choose a new password.',
    toSignUp: "Don't have an account? Sign up",
    toSignIn: 'Already have an account? Sign in',
  },
  fresh: {
    signInTitle: 'Welcome Back',
    signInSubtitle: 'Sign in to your pool design account',
    signUpTitle: 'Create Account',
    signUpSubtitle: 'Start creating amazing pool designs today',
    toSignUp: 'Need an account? Sign up',
    toSignIn: 'Already have an account? Sign in',
    firstName: 'First Name',
    lastName: 'Last Name',
  },
  reset: {
    title: 'Choose a new password',
    errorTitle: 'Error',
  },
  testLogin: {
    title: 'Test login',
    result: 'Result',
    tokenPresent: 'Current token present',
    yes: 'yes',
    no: 'no',
  },
} as const;
