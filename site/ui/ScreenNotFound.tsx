import { NOT_FOUND } from '@poolscape/shared';
import { AppLink } from '../lib/router/AppLink.tsx';
import { primaryButton } from './buttons.ts';

/** A path inside the app that names no screen (reached by a link within the app; the server 404s it). */
export function ScreenNotFound() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{NOT_FOUND.heading}</h1>
      <p className="mt-3 text-slate-600">{NOT_FOUND.line}</p>
      <AppLink href="/dashboard" className={`${primaryButton} mt-6`}>
        Back to Dashboard
      </AppLink>
    </div>
  );
}
