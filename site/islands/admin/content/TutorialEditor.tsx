// /admin/tutorial-editor/new and /admin/tutorial-editor/{id}: the tutorial editor is the CMS's own
// (steps, video, thumbnail, SEO, drafts and versions), reached with the same account; this route
// takes the editor there, and says where it went if the browser does not follow.
import { useEffect } from 'react';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { Spinner } from '../../../ui/states.tsx';

export const tutorialEditorHref = (id: string) =>
  id === 'new' ? '/cms/admin/collections/tutorials/create' : `/cms/admin/collections/tutorials/${id}`;

export function TutorialEditor({ id }: { id: string }) {
  const valid = id === 'new' || /^\d{1,12}$/.test(id);
  useEffect(() => {
    if (valid) window.location.replace(tutorialEditorHref(id));
  }, [id, valid]);
  if (!valid)
    return (
      <div>
        <h1 className="text-2xl font-bold text-slate-900">We could not find that tutorial</h1>
        <AppLink
          href="/admin/tutorials"
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          ← All tutorials
        </AppLink>
      </div>
    );
  return (
    <div>
      <Spinner label={id === 'new' ? 'Opening a new tutorial' : 'Opening the tutorial'} />
      <p className="mt-4 text-slate-700">
        The tutorial editor opens in the content editor.{' '}
        <a href={tutorialEditorHref(id)} className="font-semibold text-brand-700 hover:underline">
          Open it
        </a>{' '}
        if it does not open by itself.
      </p>
    </div>
  );
}
