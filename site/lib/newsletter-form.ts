// The footer's Stay Updated form (spec §3, §4, §5, §8): the email trimmed and lowercased, checked
// for an @, sent as `{ email, source: "footer" }`; the button reads Subscribing... and is disabled
// while the request runs (and while the field is empty); every outcome is a toast, word for word.
import { looksLikeEmail, normalizeEmail, NEWSLETTER_TEXT as TEXT } from '@poolscape/shared/newsletter-text';
import { type ToastInput, toast } from '../stores/toasts.ts';

export type Send = (email: string) => Promise<Response>;

const sendToApi: Send = (email) =>
  fetch('/api/newsletter/subscribe', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, source: 'footer' }),
    credentials: 'include',
    mode: 'cors',
  });

/** What a submission of `raw` ends in: the toast to show and whether the field is cleared. */
export async function submitNewsletter(
  raw: string,
  send: Send = sendToApi,
): Promise<{ toast: ToastInput; clear: boolean; sent: boolean }> {
  const email = normalizeEmail(raw);
  if (!looksLikeEmail(email)) {
    return {
      toast: { title: TEXT.invalidTitle, description: TEXT.invalidMessage, variant: 'destructive' },
      clear: false,
      sent: false,
    };
  }
  try {
    const response = await send(email);
    const body = (await response.json()) as { message?: unknown };
    const message = typeof body?.message === 'string' && body.message ? body.message : null;
    if (response.ok) {
      return {
        toast: { title: TEXT.successTitle, description: message ?? TEXT.successFallback },
        clear: true,
        sent: true,
      };
    }
    return {
      toast: {
        title: TEXT.failureTitle,
        description: message ?? TEXT.failureFallback,
        variant: 'destructive',
      },
      clear: false,
      sent: true,
    };
  } catch {
    return {
      toast: { title: TEXT.errorTitle, description: TEXT.errorMessage, variant: 'destructive' },
      clear: false,
      sent: true,
    };
  }
}

/** Wires a `form[data-newsletter]`. */
export function initNewsletterForm(form: HTMLFormElement, send: Send = sendToApi): void {
  const input = form.querySelector<HTMLInputElement>('input[type=email]');
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!input || !button) return;
  let submitting = false;
  const sync = (): void => {
    button.disabled = submitting || input.value.trim() === '';
    button.textContent = submitting ? TEXT.pending : TEXT.button;
  };
  input.addEventListener('input', sync);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (submitting) return;
    submitting = true;
    sync();
    const result = await submitNewsletter(input.value, send);
    submitting = false;
    if (result.clear) input.value = '';
    sync();
    toast(result.toast);
  });
  // The form is checked by this script: the browser's own bubble would hide the spec's toast.
  form.noValidate = true;
  sync();
}
