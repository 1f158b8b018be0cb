// For route tests of the studio's features (videos, collections, badges, the gallery): a test
// database, the real render queue on it (no workers: tests drain it) and the app built on both,
// made before the file's tests and closed after them.
import { JobQueue } from '@poolscape/api/jobs/job-queue';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from '../test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test-database.ts';
import { drainRenderJobs, standInEngine } from './render-jobs.ts';

export interface StudioTestApp {
  db: TestDatabase;
  test: TestApp;
  queue: JobQueue;
}

/** Makes the database, queue and app in `beforeAll` and hands them to `receive`. */
export function useStudioTestApp(
  receive: (made: StudioTestApp) => void,
  options: Omit<TestAppOptions, 'renderJobs'> = {},
): void {
  let made: StudioTestApp | undefined;
  beforeAll(async () => {
    const db = await createTestDatabase();
    const queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    const test = await createTestApp(db.pool, { ...options, renderJobs: queue });
    made = { db, test, queue };
    receive(made);
  });
  afterAll(async () => {
    await made?.test.close();
    await made?.queue.stop();
    await made?.db.drop();
  });
}

type Account = { auth: Record<string, string> };
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A request as `user` (or signed out). */
export function callAs(test: () => Pick<TestApp, 'app'>) {
  return (user: Account | null, method: Method, url: string, payload?: unknown) =>
    test().app.inject({
      method,
      url,
      headers: user?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** `count` rendered designs of `user` from the sample yard, named "Option 1", "Option 2"... */
export async function renderedDesigns(made: StudioTestApp, user: Account, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await callAs(() => made.test)(user, 'POST', '/api/designs', {
      source: { sampleId: 'garden-small-fenced-yard' },
      options: { style: 'natural' },
      name: `Option ${i + 1}`,
    });
    ids.push((response.json() as { id: string }).id);
  }
  await drainRenderJobs(made.queue, {
    pool: made.db.pool,
    storage: made.test.storage,
    engine: standInEngine(),
  });
  return ids;
}
