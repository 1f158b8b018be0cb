// How long renders and videos take, across every worker process: each finished job adds its seconds
// to one bucket row of `app.render_timings`; `/api/metrics` reads the rows as a histogram.
import type { Queryable } from '../db/pg-channel.ts';
import type { Pool } from '../db/pool.ts';

/** Upper bounds in seconds: a built-in render takes seconds, a video model up to half an hour. */
export const RENDER_SECONDS_BOUNDS: readonly number[] = [1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 1800];

export type RenderKind = 'design' | 'video';

/** Adds one finished job of `seconds` to its bucket. */
export async function recordRenderSeconds(db: Queryable, kind: RenderKind, seconds: number): Promise<void> {
  const bucket = RENDER_SECONDS_BOUNDS.find((bound) => seconds <= bound) ?? Number.POSITIVE_INFINITY;
  await db.query(
    `insert into app.render_timings (kind, bucket, renders, seconds) values ($1, $2, 1, $3)
     on conflict (kind, bucket) do update
       set renders = render_timings.renders + 1, seconds = render_timings.seconds + excluded.seconds`,
    [kind, bucket, Math.max(0, seconds)],
  );
}

export interface RenderTimings {
  kind: RenderKind;
  /** Jobs per bucket, one more than the bounds (the last is past the last bound). */
  counts: number[];
  sum: number;
}

/** The histogram of each kind, buckets without jobs counted as 0. */
export async function readRenderTimings(db: Pool): Promise<RenderTimings[]> {
  const rows = (
    await db.query<{ kind: RenderKind; bucket: number; renders: string; seconds: number }>(
      'select kind, bucket, renders, seconds from app.render_timings',
    )
  ).rows;
  return (['design', 'video'] as const).map((kind) => {
    const counts = new Array<number>(RENDER_SECONDS_BOUNDS.length + 1).fill(0);
    let sum = 0;
    for (const row of rows.filter((entry) => entry.kind === kind)) {
      const index = RENDER_SECONDS_BOUNDS.indexOf(row.bucket);
      const slot = index === -1 ? RENDER_SECONDS_BOUNDS.length : index;
      counts[slot] = (counts[slot] ?? 0) + Number(row.renders);
      sum += row.seconds;
    }
    return { kind, counts, sum };
  });
}
