// One presentation (/presentations/{id}): its design slides in order, each with its before and
// after, render, notes and price line, reordered with the buttons (keyboard) or by dragging; the
// title and closing slides' words; presenting it full screen, the share link, the PDF, and
// deleting it.
import type { Presentation, UpdatePresentation, UpdateSlide } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { navigate } from '../../lib/router/router.ts';
import { toast } from '../../stores/toasts.ts';
import { dangerButton, primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { Spinner } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AddDesignsModal } from '../collections/AddDesignsModal.tsx';
import { moveItem } from '../collections/collection-order.ts';
import { PdfButton } from './PdfButton.tsx';
import { DetailsPanel, SharePanel } from './PresentationDetails.tsx';
import { PresentationPlayer } from './PresentationPlayer.tsx';
import {
  addSlides,
  deletePresentation,
  presentationQueryKeys,
  rememberPresentation,
  removeSlide,
  reorderSlides,
  updatePresentation,
  updateSlide,
  usePresentation,
} from './presentation-api.ts';
import { SlideCard } from './SlideCard.tsx';

/** The API's words for a refusal, or `fallback`. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError ? errorMessage(error, fallback) : fallback;

export function PresentationEditor({ presentationId }: { presentationId: string }) {
  const queryClient = useQueryClient();
  const query = usePresentation(presentationId);
  const presentation = query.data;
  useDocumentTitle(presentation?.title ?? 'Presentation');
  const [adding, setAdding] = useState(false);
  const [presenting, setPresenting] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saved = (next: Presentation) => rememberPresentation(queryClient, next);
  const failed = (fallback: string) => (error: unknown) => {
    void queryClient.invalidateQueries({ queryKey: presentationQueryKeys.detail(presentationId) });
    toast({ title: 'Not saved', description: refusal(error, fallback), variant: 'destructive' });
  };
  const change = useMutation({
    mutationFn: (work: () => Promise<Presentation>) => work(),
    onSuccess: saved,
    onError: failed('The change was not saved. Try again.'),
  });
  const add = useMutation({
    mutationFn: (ids: string[]) => addSlides(presentationId, ids),
    onSuccess: (next) => {
      saved(next);
      setAdding(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => deletePresentation(presentationId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: presentationQueryKeys.all });
      toast({ title: 'Presentation deleted', description: 'Its designs are still in your library.' });
      navigate('/presentations');
    },
    onError: failed('The presentation was not deleted. Try again.'),
  });

  if (query.isPending) return <Spinner label="Loading the presentation" />;
  if (!presentation) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We could not find that presentation</h1>
        <p className="mt-2 text-slate-600">It may have been deleted, or the link is not quite right.</p>
        <AppLink href="/presentations" className={`${primaryButton} mt-6`}>
          Your presentations
        </AppLink>
      </div>
    );
  }

  const ids = presentation.slides.map((slide) => slide.id);
  const reorder = (next: string[]) => {
    // Shown at once; put back if the API refuses.
    queryClient.setQueryData<Presentation>(presentationQueryKeys.detail(presentationId), {
      ...presentation,
      slides: next
        .map((id) => presentation.slides.find((slide) => slide.id === id))
        .filter((slide) => !!slide),
    });
    change.mutate(() => reorderSlides(presentationId, next));
  };
  const save = (body: UpdatePresentation) =>
    change.mutateAsync(() => updatePresentation(presentationId, body));
  const slideChange = (slideId: string) => (body: UpdateSlide) =>
    change.mutate(() => updateSlide(presentationId, slideId, body));

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <AppLink href="/presentations" className="text-sm font-semibold text-brand-700 hover:underline">
        ← Your presentations
      </AppLink>
      <h1 className="mt-2 break-words text-3xl font-bold text-slate-900">{presentation.title}</h1>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {presentation.slideCount + 2} slides: a title slide,{' '}
        {presentation.slideCount === 1 ? '1 design' : `${presentation.slideCount} designs`} and a closing
        slide · {presentation.shared ? 'Shared' : 'Not shared'}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={primaryButton} onClick={() => setPresenting(true)}>
          Present
        </button>
        <PdfButton
          url={presentation.pdfUrl}
          title={presentation.title}
          className={secondaryButton}
          pages={presentation.slideCount + 2}
        />
        <button type="button" className={secondaryButton} onClick={() => setAdding(true)}>
          Add designs
        </button>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="grid gap-4">
          {presentation.slides.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <h2 className="text-lg font-semibold text-slate-900">No design slides yet</h2>
              <p className="mt-2 text-sm text-slate-600">
                Add designs: each becomes a slide with its before and after.
              </p>
            </div>
          ) : (
            <ol className="grid gap-4" aria-label="Design slides">
              {presentation.slides.map((slide, index) => (
                <SlideCard
                  key={`${slide.id}:${slide.notes}:${slide.priceLine}`}
                  slide={slide}
                  choices={presentation.choices[slide.id] ?? []}
                  index={index}
                  count={presentation.slides.length}
                  busy={change.isPending}
                  onMove={(to) => reorder(moveItem(ids, index, to))}
                  onDropOn={(from) => reorder(moveItem(ids, from, index))}
                  onChange={slideChange(slide.id)}
                  onRemove={() => change.mutate(() => removeSlide(presentationId, slide.id))}
                />
              ))}
            </ol>
          )}
        </div>
        <div className="grid gap-6">
          <SharePanel
            presentation={presentation}
            pending={change.isPending}
            onShare={(shared) => void save({ shared }).catch(() => undefined)}
          />
          <DetailsPanel key={presentation.updatedAt} presentation={presentation} onSave={save} />
          <section className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm" aria-label="Delete">
            <p className="text-sm text-slate-700">
              Deleting the presentation keeps its designs in your library.
            </p>
            <button type="button" className={`${dangerButton} mt-3`} onClick={() => setConfirmDelete(true)}>
              Delete presentation
            </button>
          </section>
        </div>
      </div>

      {presenting && <PresentationPlayer presentation={presentation} onExit={() => setPresenting(false)} />}
      <AddDesignsModal
        open={adding}
        present={new Set(presentation.slides.map((slide) => slide.designId))}
        pending={add.isPending}
        error={add.isError ? refusal(add.error, 'The designs were not added. Try again.') : null}
        onAdd={(designIds) => add.mutate(designIds)}
        onClose={() => setAdding(false)}
        place="this presentation"
      />
      <ConfirmDialog
        open={confirmDelete}
        title="Delete this presentation?"
        message={`“${presentation.title}” will be deleted, and its share link stops working. Its designs stay in your library.`}
        confirmLabel="Delete presentation"
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmDelete(false)}
      />
    </div>
  );
}
