import { z } from 'zod';

/** `GET /api/health`: 200 with status "ok" when the database answers, 503 with "unavailable" when not. */
export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    db: z.enum(['up', 'down']),
    version: z.string(),
  })
  .meta({ examples: [{ status: 'ok', db: 'up', version: '1.4.0' }] });
export type Health = z.infer<typeof HealthSchema>;

/**
 * `GET /api/ready`: whether this API process should get traffic. 200 "ready" when its database
 * and its file store answer; 503 "unavailable" naming the part that does not, or "draining" once
 * the process is shutting down (a balancer stops sending it requests).
 */
export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  db: z.enum(['ok', 'down']),
  storage: z.enum(['ok', 'down']),
});
export type Readiness = z.infer<typeof ReadinessSchema>;
