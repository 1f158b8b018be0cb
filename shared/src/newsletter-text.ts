// The footer's newsletter box (its form, toasts and the API's answers): every message the visitor
// reads, word for word, and the client's checks. Free of zod, so the footer's script stays a few
// hundred bytes.
export const NEWSLETTER_TEXT = {
  title: 'Stay Updated',
  pitch: 'Pool design ideas, new features and tutorials, once a month.',
  label: 'Address for the newsletter',
  placeholder: 'you@example.com',
  button: 'Subscribe',
  pending: 'Subscribing...',
  invalidTitle: 'Invalid Email',
  invalidMessage: 'Please enter a valid email address',
  successTitle: 'Success!',
  successFallback: 'Successfully subscribed to our newsletter!',
  failureTitle: 'Subscription Failed',
  failureFallback: 'Failed to subscribe. Please try again',
  errorTitle: 'Error',
  errorMessage: 'Something went wrong. Please try again later',
} as const;

/** What the API answers (`message` is shown in the success or failure toast). */
export const NEWSLETTER_API = {
  subscribed: 'Thanks for subscribing! Look out for our next newsletter.',
  alreadySubscribed: 'You are already subscribed. Thanks for staying with us!',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: 'The email address is too long.',
  sourceInvalid: 'source must be a short name in lowercase letters, digits and hyphens, such as footer.',
  bodyTooLarge: 'The request is too large: send only an email address and a source.',
  tooManyForAddress: 'This address was just subscribed. Please wait a while before trying again.',
} as const;

/** The form's quick check before sending: non-empty and containing an @ (the API checks properly). */
export function looksLikeEmail(email: string): boolean {
  return email.length > 0 && email.includes('@');
}

/** Trimmed and lowercased, as the form sends it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
