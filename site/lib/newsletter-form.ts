// The footer's Stay Updated form: the email trimmed and lowercased,
// checked for an @, sent as `{ email, source: "footer" }` by the shared request rules; the button
// reads Subscribing... and is disabled while the request runs (and while the field is empty);
// every outcome is a toast, word for word, raised through the toasts store so the lazy Toaster
// shows it. No React and no zod here: this runs on every page that has the footer.
import { looksLikeEmail, normalizeEmail, NEWSLETTER_TEXT as TEXT } from '@poolscape/shared/newsletter-text';
import { type ToastInput, toast } from '../stores/toasts.ts';
import { apiErrorBody, apiRequest } from './api-client.ts';

/** Where the form posts. */
export const NEWSLETTER_SUBSCRIBE_PATH = '/api/newsletter/subscribe';
/** The `source` the footer's form sends. */
export const NEWSLETTER_FOOTER_SOURCE = 'footer';

/** What a submission ends in. */
export interface NewsletterOutcome {
  /** The toast to show. */
  toast: ToastInput;
  /** Whether the field is emptied (only after a success). */
  clear: boolean;
  /** Whether a request went out. */
  sent: boolean;
}

/** The `message` of a parsed JSON answer, or `null` when it has none. */
function messageIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('message' in body)) return null;
  return typeof body.message === 'string' && body.message !== '' ? body.message : null;
}

const invalidEmail: NewsletterOutcome = {
  toast: { title: TEXT.invalidTitle, description: TEXT.invalidMessage, variant: 'destructive' },
  clear: false,
  sent: false,
};

const somethingWentWrong: NewsletterOutcome = {
  toast: { title: TEXT.errorTitle, description: TEXT.errorMessage, variant: 'destructive' },
  clear: false,
  sent: true,
};

/**
 * Subscribes the address typed as `raw`. The HTTP ok flag decides success; the server's message
 * is shown when it sends one. A network failure, or an answer that is not JSON, is "Error".
 */
export async function submitNewsletter(raw: string): Promise<NewsletterOutcome> {
  const email = normalizeEmail(raw);
  if (!looksLikeEmail(email)) return invalidEmail;
  try {
    const response = await apiRequest('POST', NEWSLETTER_SUBSCRIBE_PATH, {
      body: { email, source: NEWSLETTER_FOOTER_SOURCE },
    });
    const message = messageIn(await response.json());
    return {
      toast: { title: TEXT.successTitle, description: message ?? TEXT.successFallback },
      clear: true,
      sent: true,
    };
  } catch (error) {
    // No answer at all, or one that is not JSON: nothing the server said to show.
    const said = apiErrorBody(error);
    if (!said) return somethingWentWrong;
    return {
      toast: {
        title: TEXT.failureTitle,
        description: said.message ?? TEXT.failureFallback,
        variant: 'destructive',
      },
      clear: false,
      sent: true,
    };
  }
}

/** Wires a `form[data-newsletter]` holding an `input[type=email]` and a submit button. */
export function initNewsletterForm(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('input[type=email]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!input || !button) return;
  let submitting = false;
  const sync = (): void => {
    button.disabled = submitting || input.value.trim() === '';
    button.textContent = submitting ? TEXT.pending : TEXT.button;
    // Held while sending, so the address that was sent is the one cleared on success.
    input.readOnly = submitting;
  };
  input.addEventListener('input', sync);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    sync();
    const outcome = await submitNewsletter(input.value);
    submitting = false;
    if (outcome.clear) input.value = '';
    sync();
    toast(outcome.toast);
  });
  // This script does the checking: the browser's own bubble would hide the form's toast.
  form.noValidate = true;
  sync();
}
