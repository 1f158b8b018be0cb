// Next.js calls `register` once when the CMS server starts. Payload only runs its job queue
// (scheduled publishing) in a process that asked for it with `cron: true`; the admin pages do,
// but only when first opened, so the server asks at start.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ getPayload }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  await getPayload({ config, cron: true });
}
