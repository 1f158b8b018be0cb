// A global with drafts (the site settings, the landing demo video) is published by any save that is
// not a draft, as every save was before it had drafts. Without this, a save that names no status
// (a script, an API client, the fault drill) would take the latest draft's status and leave
// visitors nothing to read.
import type { GlobalConfig } from 'payload';

type BeforeOperation = NonNullable<NonNullable<GlobalConfig['hooks']>['beforeOperation']>[number];

export const publishUnlessDraft: BeforeOperation = ({ args, operation }) => {
  const data = args?.data as Record<string, unknown> | undefined;
  if (operation !== 'update' || args?.draft || !data || data._status != null) return args;
  return { ...args, data: { ...data, _status: 'published' } };
};
