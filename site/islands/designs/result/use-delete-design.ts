// Deleting a design: gone from the cache and the lists, then back to the library. A failure
// closes the confirmation (`onFailed`) and says why in a toast.
import type { Design } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client.ts';
import { deleteDesign, designQueryKeys } from '../../../lib/designs/design-api.ts';
import { navigate } from '../../../lib/router/router.ts';
import { toast } from '../../../stores/toasts.ts';

export function useDeleteDesign(design: Design, onFailed: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDesign(design.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: designQueryKeys.detail(design.id) });
      void queryClient.invalidateQueries({ queryKey: designQueryKeys.lists });
      toast({ title: 'Design deleted', description: `“${design.name}” was deleted.` });
      navigate('/library');
    },
    onError: (error) => {
      onFailed();
      toast({
        title: 'Design not deleted',
        description: errorMessage(error, 'Try again.'),
        variant: 'destructive',
      });
    },
  });
}
