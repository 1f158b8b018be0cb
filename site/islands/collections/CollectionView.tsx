// One collection (/collections/{id}): its name, description and whether it is public (with the
// share link), its designs in order with their before and after and notes, reordered with the
// buttons (keyboard) or by dragging, a cover, designs added or taken out, and deleting it.
import type { Collection, CollectionVisibility } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { navigate } from '../../lib/router/router.ts';
import { toast } from '../../stores/toasts.ts';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { CopyLinkButton } from '../../ui/CopyLinkButton.tsx';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { QuoteRequestsSwitch } from '../leads/QuoteRequestsSwitch.tsx';
import { PublishPanel } from '../wordpress/PublishPanel.tsx';
import { AddDesignsModal } from './AddDesignsModal.tsx';
import { CollectionFields } from './CollectionFields.tsx';
import { CollectionItemCard } from './CollectionItemCard.tsx';
import {
  addToCollection,
  collectionQueryKeys,
  deleteCollection,
  rememberCollection,
  removeFromCollection,
  reorderCollection,
  setCollectionNote,
  updateCollection,
  useCollection,
} from './collection-api.ts';
import { moveItem } from './collection-order.ts';

function DetailsForm({
  collection,
  onSaved,
}: {
  collection: Collection;
  onSaved: (next: Collection) => void;
}) {
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description);
  const save = useMutation({
    mutationFn: () => updateCollection(collection.id, { name: name.trim(), description: description.trim() }),
    onSuccess: onSaved,
  });
  const changed = name.trim() !== collection.name || description.trim() !== collection.description;
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) save.mutate();
      }}
    >
      <CollectionFields
        name={name}
        description={description}
        onName={setName}
        onDescription={setDescription}
        rows={3}
      />
      {save.isError && (
        <ErrorText message={errorMessage(save.error, 'The changes were not saved. Try again.')} />
      )}
      <div>
        <button
          type="submit"
          className={secondaryButton}
          disabled={!changed || !name.trim() || save.isPending}
        >
          {save.isPending ? 'Saving…' : 'Save name and description'}
        </button>
      </div>
    </form>
  );
}

function SharingPanel({
  collection,
  onChange,
  pending,
}: {
  collection: Collection;
  onChange: (visibility: CollectionVisibility) => void;
  pending: boolean;
}) {
  const id = useId();
  const hidden = collection.items.filter((item) => item.visibility === 'private').length;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        Sharing
      </h2>
      <div>
        <label htmlFor={`${id}-visibility`} className={labelClass}>
          Who can see it
        </label>
        <select
          id={`${id}-visibility`}
          value={collection.visibility}
          disabled={pending}
          onChange={(event) => onChange(event.target.value as CollectionVisibility)}
          className={`mt-1 ${inputClass}`}
        >
          <option value="private">Private: only you</option>
          <option value="public">Public: anyone with the link</option>
        </select>
      </div>
      {collection.visibility === 'public' ? (
        <>
          <p className="break-all text-sm text-slate-700" data-testid="collection-public-url">
            {collection.publicUrl}
          </p>
          <div className="flex flex-wrap gap-2">
            <CopyLinkButton
              url={collection.publicUrl}
              copiedLine="Anyone with the link can see this collection."
            />
            <a href={collection.publicUrl} target="_blank" rel="noopener" className={secondaryButton}>
              Open the public view<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </div>
          {hidden > 0 && (
            <p className="text-sm text-amber-800">
              {hidden === 1 ? '1 design is private' : `${hidden} designs are private`} and not shown there.
              Make a design unlisted or public on its page to include it.
            </p>
          )}
        </>
      ) : (
        <p className="text-sm text-slate-600">Make it public to share it with a link.</p>
      )}
      <QuoteRequestsSwitch kind="collection" id={collection.id} shared={collection.visibility === 'public'} />
    </section>
  );
}

/** The API's words for a refusal, or `fallback`. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError ? errorMessage(error, fallback) : fallback;

export function CollectionView({ collectionId }: { collectionId: string }) {
  const queryClient = useQueryClient();
  const query = useCollection(collectionId);
  const collection = query.data;
  useDocumentTitle(collection?.name ?? 'Collection');
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saved = (next: Collection) => rememberCollection(queryClient, next);
  const failed = (fallback: string) => (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: collectionQueryKeys.detail(collectionId) });
    toast({ title: 'Not saved', description: refusal(error, fallback), variant: 'destructive' });
  };
  const change = useMutation({
    mutationFn: (work: () => Promise<Collection>) => work(),
    onSuccess: saved,
    onError: failed('The change was not saved. Try again.'),
  });
  const add = useMutation({
    mutationFn: (ids: string[]) => addToCollection(collectionId, ids),
    onSuccess: (next) => {
      saved(next);
      setAdding(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCollection(collectionId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: collectionQueryKeys.all });
      toast({ title: 'Collection deleted', description: 'Its designs are still in your library.' });
      navigate('/collections');
    },
    onError: failed('The collection was not deleted. Try again.'),
  });

  if (query.isPending) return <Spinner label="Loading the collection" />;
  if (!collection) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We could not find that collection</h1>
        <p className="mt-2 text-slate-600">It may have been deleted, or the link is not quite right.</p>
        <AppLink href="/collections" className={`${primaryButton} mt-6`}>
          Your collections
        </AppLink>
      </div>
    );
  }

  const ids = collection.items.map((item) => item.designId);
  const reorder = (next: string[]) => {
    // Shown at once; put back if the API refuses.
    queryClient.setQueryData<Collection>(collectionQueryKeys.detail(collectionId), {
      ...collection,
      items: next.map((id) => collection.items.find((item) => item.designId === id)).filter((item) => !!item),
    });
    change.mutate(() => reorderCollection(collectionId, next));
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <AppLink href="/collections" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Your collections
      </AppLink>
      <h1 className="mt-2 break-words text-3xl font-bold text-slate-900">{collection.name}</h1>
      {collection.description && <p className="mt-1 max-w-3xl text-slate-700">{collection.description}</p>}
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {collection.designCount === 1 ? '1 design' : `${collection.designCount} designs`} ·{' '}
        {collection.visibility === 'public' ? 'Public' : 'Private'}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-4">
          <div className="flex flex-wrap gap-3">
            <button type="button" className={primaryButton} onClick={() => setAdding(true)}>
              Add designs
            </button>
            {collection.items.length > 0 && (
              <AppLink href={`/presentations?collection=${collection.id}`} className={secondaryButton}>
                Make a presentation
              </AppLink>
            )}
          </div>
          {collection.items.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No designs in this collection yet</h2>
              <p className="mt-2 text-sm text-slate-600">
                Add designs here, from a design’s page or from your library.
              </p>
            </div>
          ) : (
            <ol className="grid gap-4" aria-label="Designs in this collection">
              {collection.items.map((item, index) => (
                <CollectionItemCard
                  key={item.designId}
                  item={item}
                  index={index}
                  count={collection.items.length}
                  isCover={collection.coverDesignId === item.designId}
                  busy={change.isPending}
                  onMove={(to) => reorder(moveItem(ids, index, to))}
                  onDropOn={(from) => reorder(moveItem(ids, from, index))}
                  onNote={(note) => change.mutate(() => setCollectionNote(collectionId, item.designId, note))}
                  onCover={() =>
                    change.mutate(() => updateCollection(collectionId, { coverDesignId: item.designId }))
                  }
                  onRemove={() => change.mutate(() => removeFromCollection(collectionId, item.designId))}
                />
              ))}
            </ol>
          )}
        </div>
        <div className="grid gap-6">
          <SharingPanel
            collection={collection}
            pending={change.isPending}
            onChange={(visibility) => change.mutate(() => updateCollection(collectionId, { visibility }))}
          />
          <PublishPanel
            kind="collection"
            id={collection.id}
            name={collection.name}
            disabled={collection.items.length === 0}
          />
          <section
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            aria-label="Details"
          >
            <DetailsForm key={collection.updatedAt} collection={collection} onSaved={saved} />
          </section>
          <section className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm" aria-label="Delete">
            <p className="text-sm text-slate-700">
              Deleting the collection keeps its designs in your library.
            </p>
            <button type="button" className={`${dangerButton} mt-3`} onClick={() => setConfirmDelete(true)}>
              Delete collection
            </button>
          </section>
        </div>
      </div>

      <AddDesignsModal
        open={adding}
        present={new Set(ids)}
        pending={add.isPending}
        error={add.isError ? refusal(add.error, 'The designs were not added. Try again.') : null}
        onAdd={(designIds) => add.mutate(designIds)}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this collection?"
        message={`“${collection.name}” will be deleted. Its designs stay in your library.`}
        confirmLabel="Delete collection"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
