import { z } from 'zod';

// User-facing words shared by several screens. One definition, used everywhere.

export const NOT_FOUND = {
  heading: '404 Page Not Found',
  line: 'Did you forget to add the page to the router?',
} as const;

/** Bodies of API errors: `{ message }` is what every screen reads on a failure. */
export const API_ERRORS = {
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  tooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request must be sent as JSON.',
  malformedJson: 'The request body is not valid JSON.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  nulCharacter: 'Text may not contain NUL characters.',
  storageUnavailable: 'Storage is not reachable right now. Try again in a minute.',
  databaseUnavailable: 'Poolscape is briefly unavailable. Please try again in a few seconds.',
  pageUnavailable: 'This page could not be shown just now. Please reload it in a few seconds.',
} as const;

/** Answers of the API's internal routes, called by the CMS (the site's rebuilds, content changes). */
export const INTERNAL_API_MESSAGES = {
  rebuildScheduled: 'Rebuild scheduled.',
  contentUpdated: 'Content updated.',
} as const;

/** JSON body of every API error response. */
export interface ApiErrorBody {
  message: string;
  /** Present on validation errors: one entry per invalid field. */
  errors?: { field: string; message: string }[];
}

/** Schema of `ApiErrorBody`, for routes that declare their error responses. */
export const ApiErrorSchema = z
  .object({
    message: z.string(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({
    examples: [
      {
        message: 'email: Please enter a valid email address',
        errors: [{ field: 'email', message: 'Please enter a valid email address' }],
      },
    ],
  });
