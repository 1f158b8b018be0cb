// The newsletter call's request schema (the words are in newsletter-text.ts).
import { z } from 'zod';
import { NEWSLETTER_API } from './newsletter-text.ts';

export * from './newsletter-text.ts';

export const NewsletterSubscribeSchema = z
  .object({
    email: z
      .string({ error: NEWSLETTER_API.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, NEWSLETTER_API.emailTooLong)
      .pipe(z.email(NEWSLETTER_API.emailInvalid)),
    source: z
      .string({ error: NEWSLETTER_API.sourceInvalid })
      .regex(/^[a-z0-9-]{1,40}$/, NEWSLETTER_API.sourceInvalid)
      .default('footer'),
  })
  .strict();
export type NewsletterSubscribe = z.infer<typeof NewsletterSubscribeSchema>;
