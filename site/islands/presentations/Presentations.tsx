// The presentation maker's home (/presentations): the user's presentations, and a new one made
// from a collection (its designs and notes, in its order) or started empty. `?collection={id}`
// (the collection screen's "Make a presentation") chooses that collection.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { navigate, useSearch } from '../../lib/router/router.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { CoverCard } from '../collections/CoverCard.tsx';
import { useCollections } from '../collections/collection-api.ts';
import { createPresentation, rememberPresentation, usePresentations } from './presentation-api.ts';
import { TitleFields } from './TitleFields.tsx';

function NewPresentationForm() {
  const id = useId();
  const queryClient = useQueryClient();
  const collections = useCollections();
  const [title, setTitle] = useState('');
  const [clientName, setClientName] = useState('');
  const search = useSearch();
  const [source, setSource] = useState(() => new URLSearchParams(search).get('collection') ?? '');
  const create = useMutation({
    mutationFn: () =>
      createPresentation({
        title: title.trim(),
        clientName: clientName.trim(),
        ...(source ? { collectionId: source } : {}),
      }),
    onSuccess: (presentation) => {
      rememberPresentation(queryClient, presentation);
      navigate(`/presentations/${presentation.id}`);
    },
  });
  return (
    <form
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (title.trim()) create.mutate();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        New presentation
      </h2>
      <TitleFields
        id={id}
        title={title}
        clientName={clientName}
        onTitle={setTitle}
        onClientName={setClientName}
        examples
      />
      <div>
        <label htmlFor={`${id}-source`} className={labelClass}>
          Start from
        </label>
        <select
          id={`${id}-source`}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          className={`mt-1 ${inputClass}`}
        >
          <option value="">No designs yet (add them next)</option>
          {(collections.data ?? []).map((collection) => (
            <option key={collection.id} value={collection.id}>
              Collection: {collection.name} (
              {collection.designCount === 1 ? '1 design' : `${collection.designCount} designs`})
            </option>
          ))}
        </select>
      </div>
      {create.isError && (
        <ErrorText message={errorMessage(create.error, 'The presentation was not created. Try again.')} />
      )}
      <div>
        <button type="submit" className={primaryButton} disabled={!title.trim() || create.isPending}>
          {create.isPending ? 'Creating…' : 'Create presentation'}
        </button>
      </div>
    </form>
  );
}

export function Presentations() {
  useDocumentTitle('Presentations');
  const presentations = usePresentations();
  const items = presentations.data ?? [];
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Presentations</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Your presentations</h1>
      <p className="mt-1 max-w-2xl text-slate-600">
        Walk a client through their designs: a title slide with your brand, a before and after for each design
        with your notes and prices, and your contact details. Present full screen, share a link or give them
        the PDF.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div>
          {presentations.isPending && <Spinner label="Loading your presentations" />}
          {presentations.isError && (
            <ErrorText
              message={errorMessage(
                presentations.error,
                'Your presentations could not be loaded. Reload to try again.',
              )}
            />
          )}
          {presentations.data && items.length === 0 && (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No presentations yet</h2>
              <p className="mt-2 text-sm text-slate-600">
                Create one here, from a collection or with the designs you choose.
              </p>
            </div>
          )}
          {items.length > 0 && (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Presentations">
              {items.map((presentation) => (
                <CoverCard
                  key={presentation.id}
                  href={`/presentations/${presentation.id}`}
                  coverUrl={presentation.coverUrl}
                  title={presentation.title}
                  facts={`${presentation.slideCount === 1 ? '1 design' : `${presentation.slideCount} designs`}${presentation.clientName ? ` · for ${presentation.clientName}` : ''} · ${presentation.shared ? 'Shared' : 'Not shared'} · ${formatDate(presentation.updatedAt)}`}
                  aspect="aspect-video"
                />
              ))}
            </ul>
          )}
        </div>
        <NewPresentationForm />
      </div>
    </div>
  );
}
