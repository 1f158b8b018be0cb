// Response schemas for the answers that are not JSON: files and redirects. A route declares them
// beside its JSON answers, so the API's description says what each status brings. Fastify never
// serializes these answers (the body is bytes or empty), so declaring them changes nothing sent.
import { z } from 'zod';

/** The bytes of a file, whatever its type. */
const FileBytes = z.string().meta({ format: 'binary', description: "The file's bytes." });

/** A response carrying a file of one of `mediaTypes` (ranges such as `image/*` allowed). */
export function fileAnswer(
  description: string,
  mediaTypes: readonly string[],
): { description: string; content: Record<string, { schema: typeof FileBytes }> } {
  return {
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileBytes }])),
  };
}

/** An answer with no body: a redirect (the address in `Location`) or a 304. */
export function emptyAnswer(description: string): z.ZodNull {
  return z.null().meta({ description });
}
