// For route tests of the studio's features (videos, collections, badges, the gallery): a test
// database, the real render queue on it (no workers: tests drain it) and the app built on both,
// made before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/integration/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/integration/test-database.ts';
import { RenderQueue } from '../render-queue.ts';

export interface StudioTestApp {
  db: TestDatabase;
  test: TestApp;
  queue: RenderQueue;
}

/** Makes the database, queue and app in `beforeAll` and hands them to `receive`. */
export function useStudioTestApp(receive: (made: StudioTestApp) => void): void {
  let made: StudioTestApp | undefined;
  beforeAll(async () => {
    const db = await createTestDatabase();
    const queue = new RenderQueue({ pool: db.pool, supervise: false, log: () => {} });
    const test = await createTestApp(db.pool, { renderJobs: queue });
    made = { db, test, queue };
    receive(made);
  });
  afterAll(async () => {
    await made?.test.close();
    await made?.queue.stop();
    await made?.db.drop();
  });
}
