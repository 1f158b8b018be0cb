import { createFakeDocument, createFakeStorage } from '@poolscape/tests/kit/browser-fakes';
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../stores/auth-token.ts';
import { $toasts, removeToast } from '../stores/toasts.ts';
import { initNewsletterForm, submitNewsletter } from './newsletter-form.ts';

const fetchMock = vi.fn<typeof fetch>();
let fakeStorage: Storage;

beforeEach(() => {
  fakeStorage = createFakeStorage();
  vi.stubGlobal('document', createFakeDocument());
  vi.stubGlobal('localStorage', fakeStorage);
  vi.stubGlobal('window', Object.assign(new EventTarget(), { location: { protocol: 'http:' } }));
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(Response.json({ message: 'Thanks!' }, { status: 201 }));
});

afterEach(() => {
  removeToast();
  cleanStores($toasts);
  vi.unstubAllGlobals();
});

const reply = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

/** The one request sent: where, how, and the parsed JSON body. */
function sentRequest(): { url: string; init: RequestInit; headers: Headers; body: unknown } {
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const [input, init = {}] = fetchMock.mock.calls[0] ?? [];
  return {
    url: String(input),
    init,
    headers: new Headers(init.headers),
    body: JSON.parse(String(init.body)),
  };
}

const INVALID = {
  title: 'Invalid Email',
  description: 'Please enter a valid email address',
  variant: 'destructive',
};
const ERROR = {
  title: 'Error',
  description: 'Something went wrong. Please try again later',
  variant: 'destructive',
};

describe('subscribing', () => {
  it('posts the address trimmed and lowercased, with source footer, by the shared request rules', async () => {
    fakeStorage.setItem(AUTH_TOKEN_KEY, 'session-token');
    await submitNewsletter('  Ana@Example.COM ');
    const { url, init, headers, body } = sentRequest();
    expect(url).toBe('/api/newsletter/subscribe');
    expect(init.method).toBe('POST');
    expect(body).toEqual({ email: 'ana@example.com', source: 'footer' });
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Authorization')).toBe('Bearer session-token');
    expect(init.credentials).toBe('include');
    expect(init.mode).toBe('cors');
  });

  it('sends no Authorization header when signed out', async () => {
    await submitNewsletter('ana@example.com');
    expect(sentRequest().headers.has('Authorization')).toBe(false);
  });

  for (const typed of ['', '   ', 'ana.example.com', ' ANA ']) {
    it(`refuses ${JSON.stringify(typed)} with Invalid Email and sends nothing`, async () => {
      expect(await submitNewsletter(typed)).toEqual({ toast: INVALID, clear: false, sent: false });
      expect(fetchMock).not.toHaveBeenCalled();
    });
  }

  it('shows Success! with the server’s words, or the spec’s when it sends none, and clears the field', async () => {
    expect(await submitNewsletter('a@b.co')).toEqual({
      toast: { title: 'Success!', description: 'Thanks!' },
      clear: true,
      sent: true,
    });
    for (const body of [{}, { message: '' }, { message: 7 }, null]) {
      fetchMock.mockResolvedValueOnce(reply(200, body));
      expect((await submitNewsletter('a@b.co')).toast).toEqual({
        title: 'Success!',
        description: 'Successfully subscribed to our newsletter!',
      });
    }
  });

  it('shows Subscription Failed with the server’s words, or the spec’s, and keeps the field', async () => {
    fetchMock.mockResolvedValueOnce(reply(429, { message: 'Slow down.' }));
    expect(await submitNewsletter('a@b.co')).toEqual({
      toast: { title: 'Subscription Failed', description: 'Slow down.', variant: 'destructive' },
      clear: false,
      sent: true,
    });
    for (const [status, body] of [
      [500, {}],
      [400, { error: 'x' }],
      [503, { message: '' }],
    ] as const) {
      fetchMock.mockResolvedValueOnce(reply(status, body));
      expect((await submitNewsletter('a@b.co')).toast).toEqual({
        title: 'Subscription Failed',
        description: 'Failed to subscribe. Please try again',
        variant: 'destructive',
      });
    }
  });

  it('says Error: Something went wrong on a network failure or an answer that is not JSON', async () => {
    const answers: (() => Promise<Response>)[] = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => reply(200, '<html>'),
      async () => reply(502, '<html>Bad gateway</html>'),
      async () => reply(500, ''),
    ];
    for (const answer of answers) {
      fetchMock.mockImplementationOnce(answer);
      expect(await submitNewsletter('a@b.co')).toEqual({ toast: ERROR, clear: false, sent: true });
    }
  });
});

/** Just enough of the footer's form: an email input, a submit button, and events. */
function createFakeForm() {
  const input = Object.assign(new EventTarget(), { value: '', readOnly: false, type: 'email' });
  const button = Object.assign(new EventTarget(), { disabled: false, textContent: 'Subscribe' });
  const form = Object.assign(new EventTarget(), {
    noValidate: false,
    querySelector: (selector: string) =>
      selector === 'input[type=email]' ? input : selector === 'button[type=submit]' ? button : null,
  });
  const type = (value: string): void => {
    input.value = value;
    input.dispatchEvent(new Event('input'));
  };
  const submit = (): Event => {
    const event = new Event('submit', { cancelable: true });
    form.dispatchEvent(event);
    return event;
  };
  initNewsletterForm(form as unknown as HTMLFormElement);
  return { form, input, button, type, submit };
}

/** Lets the pending request and its handlers run to the end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the form', () => {
  it('takes over checking from the browser, and keeps Subscribe disabled while the field is empty', () => {
    const { form, button, type } = createFakeForm();
    expect(form.noValidate).toBe(true);
    expect(button).toMatchObject({ disabled: true, textContent: 'Subscribe' });
    type('a');
    expect(button.disabled).toBe(false);
    type('   ');
    expect(button.disabled).toBe(true);
  });

  it('reads Subscribing... and is disabled while sending; afterwards the field is empty and Success! shows', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { input, button, type, submit } = createFakeForm();
    type(' Ana@Example.com ');
    expect(submit().defaultPrevented).toBe(true);
    expect(button).toMatchObject({ disabled: true, textContent: 'Subscribing...' });
    expect(input.readOnly).toBe(true);
    // A second press while sending sends nothing more.
    submit();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);

    answer(reply(201, { message: 'Thanks for subscribing!' }));
    await settle();
    expect(input).toMatchObject({ value: '', readOnly: false });
    expect(button).toMatchObject({ disabled: true, textContent: 'Subscribe' });
    expect($toasts.get()).toMatchObject([
      { title: 'Success!', description: 'Thanks for subscribing!', variant: 'default', open: true },
    ]);
    expect(sentRequest().body).toEqual({ email: 'ana@example.com', source: 'footer' });
  });

  it('keeps what was typed and shows a destructive toast when the subscription fails', async () => {
    fetchMock.mockResolvedValueOnce(reply(429, { message: 'Too many requests.' }));
    const { input, button, type, submit } = createFakeForm();
    type('ana@example.com');
    submit();
    await settle();
    expect(input.value).toBe('ana@example.com');
    expect(button).toMatchObject({ disabled: false, textContent: 'Subscribe' });
    expect($toasts.get()).toMatchObject([
      { title: 'Subscription Failed', description: 'Too many requests.', variant: 'destructive' },
    ]);
  });

  it('shows Invalid Email for an address without @ and sends nothing', async () => {
    const { input, button, type, submit } = createFakeForm();
    type('ana.example.com');
    submit();
    await settle();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input.value).toBe('ana.example.com');
    expect(button.textContent).toBe('Subscribe');
    expect($toasts.get()).toMatchObject([INVALID]);
  });
});
