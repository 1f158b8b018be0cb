import { AppLink } from '../../../lib/router/AppLink.tsx';
import { primaryButton } from '../../../ui/buttons.ts';

/** The library of someone who has no designs yet: what it is for and how to start. */
export function EmptyLibrary() {
  return (
    <section
      className="rounded-2xl border border-dashed border-slate-300 p-8 text-center"
      aria-labelledby="empty-library"
    >
      <h2 id="empty-library" className="text-xl font-semibold text-slate-900">
        Your library is empty
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        Every design you create is kept here. Upload a photo of a backyard (or use a sample), drag the pool’s
        corners into place, pick a style and see it rendered in under a minute.
      </p>
      <AppLink href="/design/create" className={`${primaryButton} mt-5`}>
        Create your first design
      </AppLink>
    </section>
  );
}
