// Renaming a design; the cached design and the lists follow, and a toast says the new name.
import type { Design } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateDesign } from '../../../lib/designs/design-api.ts';
import { rememberDesign } from '../../../lib/designs/queries.ts';
import { toast } from '../../../stores/toasts.ts';

export function useRenameDesign(design: Design, onRenamed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => updateDesign(design.id, { name }),
    onSuccess: (updated) => {
      rememberDesign(queryClient, updated);
      onRenamed();
      toast({ title: 'Design renamed', description: `It is now called “${updated.name}”.` });
    },
  });
}
