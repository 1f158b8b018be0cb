// Changing a design's visibility (the select and the share modal's "make unlisted"), with a toast
// either way.
import type { Design, Visibility } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { updateDesign } from '../../../lib/designs/design-api.ts';
import { rememberDesign } from '../../../lib/designs/queries.ts';
import { toast } from '../../../stores/toasts.ts';
import { VISIBILITY_LABELS } from './visibility-labels.ts';

export function useChangeVisibility(design: Design) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: Visibility) => updateDesign(design.id, { visibility: next }),
    onSuccess: (updated) => {
      rememberDesign(queryClient, updated);
      toast({
        title: 'Visibility changed',
        description: VISIBILITY_LABELS[updated.visibility],
      });
    },
    onError: (error) =>
      toast({
        title: 'Visibility not changed',
        description: errorMessage(error, 'Try again.'),
        variant: 'destructive',
      }),
  });
}
