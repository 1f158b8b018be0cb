// "Add to collection" from a design's page or the library's selection: choose one of the user's
// collections, or name a new one, and the designs go in at its end (those already there stay put).
import { COLLECTION_LIMITS } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { navigate } from '../../lib/router/router.ts';
import { toast } from '../../stores/toasts.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { inputClass } from '../../ui/fields.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { addToCollection, createCollection, rememberCollection, useCollections } from './collection-api.ts';

const NEW = 'new';

export function AddToCollectionModal({
  open,
  designIds,
  onClose,
  onAdded,
}: {
  open: boolean;
  designIds: readonly string[];
  onClose: () => void;
  onAdded?: () => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const collections = useCollections();
  const [choice, setChoice] = useState<string>('');
  const [name, setName] = useState('');
  const list = collections.data ?? [];
  const target = choice || (list[0]?.id ?? NEW);
  const add = useMutation({
    mutationFn: async () => {
      const collectionId = target === NEW ? (await createCollection({ name: name.trim() })).id : target;
      return addToCollection(collectionId, designIds);
    },
    onSuccess: (collection) => {
      rememberCollection(queryClient, collection);
      toast({
        title: `Added to ${collection.name}`,
        description: designIds.length === 1 ? '1 design added.' : `${designIds.length} designs added.`,
        action: {
          label: 'Open',
          altText: 'Open the collection from Collections in the menu.',
          onClick: () => navigate(`/collections/${collection.id}`),
        },
      });
      setName('');
      onAdded?.();
      onClose();
    },
  });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={designIds.length === 1 ? 'Add to collection' : `Add ${designIds.length} designs to a collection`}
    >
      {collections.isPending && <Spinner label="Loading your collections" />}
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (target !== NEW || name.trim()) add.mutate();
        }}
      >
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-800">Collection</legend>
          {list.map((collection) => (
            <label
              key={collection.id}
              className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm"
            >
              <input
                type="radio"
                name={`${id}-collection`}
                checked={target === collection.id}
                onChange={() => setChoice(collection.id)}
              />
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{collection.name}</span>
              <span className="text-slate-500">{collection.designCount}</span>
            </label>
          ))}
          <label className="flex min-h-11 items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm">
            <input
              type="radio"
              name={`${id}-collection`}
              checked={target === NEW}
              onChange={() => setChoice(NEW)}
            />
            <span className="font-medium text-slate-900">A new collection</span>
          </label>
        </fieldset>
        {target === NEW && (
          <div>
            <label htmlFor={`${id}-name`} className="block text-sm font-medium text-slate-800">
              Name of the new collection
            </label>
            <input
              id={`${id}-name`}
              required
              maxLength={COLLECTION_LIMITS.nameLength}
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={`mt-1 ${inputClass}`}
            />
          </div>
        )}
        {add.isError && (
          <ErrorText message={errorMessage(add.error, 'The designs were not added. Try again.')} />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <AppLink href="/collections" className="text-sm font-semibold text-brand-700 underline">
            Your collections
          </AppLink>
          <button
            type="submit"
            className={primaryButton}
            disabled={add.isPending || (target === NEW && !name.trim())}
          >
            {add.isPending ? 'Adding…' : 'Add'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
