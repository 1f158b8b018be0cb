// An editor's start in the admin area (/admin): the content and settings they look after.
import { AppLink } from '../../lib/router/AppLink.tsx';
import { NAV_GROUPS } from './nav.ts';

export function EditorHome() {
  const items = NAV_GROUPS.flatMap((group) => group.items.filter((item) => item.editors));
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Content</h1>
      <p className="mt-1 text-slate-700">
        What you can edit and publish as an editor. Posts, pages and media are written in the{' '}
        <a href="/cms/admin" className="font-semibold text-brand-700 hover:underline">
          content editor
        </a>
        , with this same account.
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <AppLink
              href={item.href}
              className="block rounded-2xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 shadow-sm hover:border-brand-500"
            >
              {item.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
