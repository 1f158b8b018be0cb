// The newsletter call's request and response schemas (`POST /api/newsletter/subscribe`). The
// words are in newsletter-text.ts, which has no zod so that the footer's script stays small.
import { z } from 'zod';
import { NEWSLETTER_API } from './newsletter-text.ts';

export * from './newsletter-text.ts';

/** Longest address the API accepts (the limit of a forward path in RFC 5321). */
export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

/**
 * `POST /api/newsletter/subscribe`: the address is trimmed and lowercased before it is checked and
 * stored, as the form does. Unknown keys are refused (400 naming the key) rather than ignored: a
 * client sending more than it should is told so instead of believing it was stored.
 */
export const NewsletterSubscribeSchema = z
  .object({
    email: z
      .string({ error: NEWSLETTER_API.emailInvalid })
      .trim()
      .toLowerCase()
      .max(NEWSLETTER_EMAIL_MAX_LENGTH, NEWSLETTER_API.emailTooLong)
      .pipe(z.email(NEWSLETTER_API.emailInvalid)),
    source: z
      .string({ error: NEWSLETTER_API.sourceInvalid })
      .regex(/^[a-z0-9-]{1,40}$/, NEWSLETTER_API.sourceInvalid)
      .default('footer'),
  })
  .strict();
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;

/** Every answer of the call, success or refusal, carries the sentence the form shows. */
export const NewsletterSubscribeResponseSchema = z.object({ message: z.string() });
export type NewsletterSubscribeResponse = z.infer<typeof NewsletterSubscribeResponseSchema>;
