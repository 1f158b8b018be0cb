import { z } from 'zod';

/** `GET /api/health`: 200 with status "ok" when the database answers, 503 with "unavailable" when not. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['up', 'down']),
  version: z.string(),
});
export type Health = z.infer<typeof HealthSchema>;
