// What the result screen shows for a design that does not exist or is another user's.
import { DESIGN_TEXT } from '@poolscape/shared';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';

export function DesignNotFound() {
  useDocumentTitle('Design not found');
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Design not found</h1>
      <p className="mt-3 text-slate-600">{DESIGN_TEXT.notFound}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <AppLink href="/library" className={secondaryButton}>
          Go to your library
        </AppLink>
        <AppLink href="/design/create" className={primaryButton}>
          Create a design
        </AppLink>
      </div>
    </div>
  );
}
