import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { navigate } from '../../lib/router/router.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CollectionFields } from './CollectionFields.tsx';
import { CoverCard } from './CoverCard.tsx';
import { createCollection, rememberCollection, useCollections } from './collection-api.ts';

function NewCollectionForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useMutation({
    mutationFn: () => createCollection({ name: name.trim(), description: description.trim() }),
    onSuccess: (collection) => {
      rememberCollection(queryClient, collection);
      navigate(`/collections/${collection.id}`);
    },
  });
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) create.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        New collection
      </h2>
      <CollectionFields
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
      />
      {create.isError && (
        <ErrorText message={errorMessage(create.error, 'The collection was not created. Try again.')} />
      )}
      <div>
        <button type="submit" className={primaryButton} disabled={!name.trim() || create.isPending}>
          {create.isPending ? 'Creating…' : 'Create collection'}
        </button>
      </div>
    </form>
  );
}

export function Collections() {
  useDocumentTitle('Collections');
  const collections = useCollections();
  const items = collections.data ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Collections</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Your collections</h1>
      <p className="mt-1 max-w-2xl text-slate-600">
        Group designs for a client, put them in order, add a note to each and share the collection with one
        link.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div>
          {collections.isPending && <Spinner label="Loading your collections" />}
          {collections.isError && (
            <ErrorText
              message={errorMessage(
                collections.error,
                'Your collections could not be loaded. Reload to try again.',
              )}
            />
          )}
          {collections.data && items.length === 0 && (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No collections yet</h2>
              <p className="mt-2 text-sm text-slate-600">
                Create one here, or choose Add to collection on a design or in your library.
              </p>
            </div>
          )}
          {items.length > 0 && (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Collections">
              {items.map((collection) => (
                <CoverCard
                  key={collection.id}
                  href={`/collections/${collection.id}`}
                  coverUrl={collection.coverUrl}
                  title={collection.name}
                  facts={`${collection.designCount === 1 ? '1 design' : `${collection.designCount} designs`} · ${collection.visibility === 'public' ? 'Public' : 'Private'} · ${formatDate(collection.updatedAt)}`}
                  aspect="aspect-[4/3]"
                />
              ))}
            </ul>
          )}
        </div>
        <NewCollectionForm />
      </div>
    </div>
  );
}
