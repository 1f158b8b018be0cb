// Whether a render job queued now is run within seconds by a queue that polls only every minute:
// then the queue's worker was woken by the news of the job on its listening connection.
import type { Pool } from '@poolscape/api/db/pool';
import type { JobQueue } from '@poolscape/api/jobs/job-queue';

/** Starts `queue`'s worker, queues one job through `pool`, and waits up to 15 s for it to run. */
export async function expectJobWoken(queue: JobQueue, pool: Pool, notWoken: string): Promise<void> {
  const ran: string[] = [];
  await queue.work({ render: async (data) => void ran.push(data.versionId), failed: async () => {} }, 1);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const data = {
    designId: crypto.randomUUID(),
    versionId: crypto.randomUUID(),
    version: 1,
    userId: crypto.randomUUID(),
  };
  const client = await pool.connect();
  try {
    await queue.enqueue(client, data);
  } finally {
    client.release();
  }
  const deadline = Date.now() + 15_000;
  while (!ran.includes(data.versionId)) {
    if (Date.now() > deadline) throw new Error(notWoken);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
