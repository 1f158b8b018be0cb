// Regenerate (or retry) as a new version: the same mutation for the panel and the failed state.
// Its idempotency key stays the same while the same options are retried.
import type { Design, DesignVersion } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { regenerateDesign } from '../../../lib/designs/design-api.ts';
import { refreshAfterSubmit } from '../../../lib/designs/queries.ts';
import { SubmitKeys } from '../../../lib/submit-keys.ts';

export function useRegenerate(design: Design, onStarted: () => void) {
  const queryClient = useQueryClient();
  const keys = useRef(new SubmitKeys());
  return useMutation({
    mutationFn: (body: { options: DesignVersion['options']; corners: DesignVersion['corners'] }) =>
      regenerateDesign(design.id, body, keys.current.keyFor(body)),
    onSuccess: (updated) => {
      keys.current.reset();
      refreshAfterSubmit(queryClient, updated);
      onStarted();
    },
  });
}
