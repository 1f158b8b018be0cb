// Next.js calls `register` once when the CMS server starts. Payload only runs its job queue
// (scheduled publishing) in a process that asked for it with `cron: true`; the admin pages do,
// but only when first opened, so the server asks at start.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  exitWithParent();
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  await getPayload({ config, cron: true });
}

/**
 * The API process starts this server and stops it on shutdown. After a hard kill of the API
 * nothing would: the server is handed to another parent and would run on, holding its port and
 * database connections. So it checks its parent every second and exits once that has changed.
 */
function exitWithParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 1000).unref();
}
