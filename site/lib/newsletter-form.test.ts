import { describe, expect, it } from 'vitest';
import { submitNewsletter } from './newsletter-form.ts';

const reply = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('the newsletter form', () => {
  it('sends the address trimmed and lowercased', async () => {
    const sent: string[] = [];
    const result = await submitNewsletter('  Ana@Example.COM ', async (email) => {
      sent.push(email);
      return reply(201, { message: 'Thanks!' });
    });
    expect(sent).toEqual(['ana@example.com']);
    expect(result).toEqual({ toast: { title: 'Success!', description: 'Thanks!' }, clear: true, sent: true });
  });

  it('refuses an address without @ and sends nothing', async () => {
    let calls = 0;
    const result = await submitNewsletter('ana.example.com', async () => {
      calls += 1;
      return reply(201, {});
    });
    expect(calls).toBe(0);
    expect(result.toast).toEqual({
      title: 'Invalid Email',
      description: 'Please enter a valid email address',
      variant: 'destructive',
    });
  });

  it('falls back to the spec’s words when the server gives none', async () => {
    expect((await submitNewsletter('a@b.co', async () => reply(200, {}))).toast.description).toBe(
      'Successfully subscribed to our newsletter!',
    );
    expect(
      (await submitNewsletter('a@b.co', async () => reply(429, { message: 'Slow down.' }))).toast,
    ).toEqual({
      title: 'Subscription Failed',
      description: 'Slow down.',
      variant: 'destructive',
    });
    expect((await submitNewsletter('a@b.co', async () => reply(500, {}))).toast.description).toBe(
      'Failed to subscribe. Please try again',
    );
  });

  it('says something went wrong on a network or parse failure', async () => {
    const network = await submitNewsletter('a@b.co', async () => {
      throw new TypeError('Failed to fetch');
    });
    const parse = await submitNewsletter('a@b.co', async () => reply(200, '<html>'));
    for (const result of [network, parse]) {
      expect(result.toast).toEqual({
        title: 'Error',
        description: 'Something went wrong. Please try again later',
        variant: 'destructive',
      });
      expect(result.clear).toBe(false);
    }
  });
});
