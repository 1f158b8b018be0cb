// The admin area (/admin...): its navigation and the screen of each path. The server decides who
// is staff (every admin call answers 403 to anyone else, and editors' calls to admin-only ones);
// this only spares others a screen of refusals, and says plainly what the area is.
import type { User } from '@poolscape/shared';
import { ADMIN_TEXT } from '@poolscape/shared';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { primaryButton } from '../../ui/buttons.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { mayOpen, NAV_GROUPS } from './nav.ts';
import { screenOf } from './screens.tsx';

function Refused({ editor }: { editor: boolean }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{ADMIN_TEXT.forbidden}</h1>
      <p className="mt-2 text-slate-600">
        {editor
          ? 'As an editor you work on the content: the blog, tutorials, banners, announcements, the assistant and the design options.'
          : 'If you need something changed on your account, our support team can help.'}
      </p>
      <a href={editor ? '/admin' : '/support'} className={`${primaryButton} mt-6`}>
        {editor ? 'Go to the content' : 'Contact support'}
      </a>
    </div>
  );
}

export function AdminApp({ path, user }: { path: string; user: User }) {
  const role = user.staffRole;
  const allowed = role !== null && mayOpen(path, role);
  const screen = role ? screenOf(path, role) : null;
  useDocumentTitle(allowed && screen ? `${screen.title} · Admin` : 'Admin');
  if (!role || !allowed || !screen) return <Refused editor={role === 'editor'} />;
  const groups = NAV_GROUPS.map((group) => ({
    ...group,
    items: group.items.filter(
      (item) => mayOpen(item.href, role) && (role === 'admin' || item.href !== '/admin'),
    ),
  })).filter((group) => group.items.length > 0);
  if (role === 'editor') groups.unshift({ label: 'Editor', items: [{ href: '/admin', label: 'Overview' }] });
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <nav aria-label="Admin" className="lg:pt-2">
        {groups.map((group) => (
          <div key={group.label} className="mb-4">
            <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{group.label}</p>
            <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {group.items.map((item) => {
                const current = item.href === '/admin' ? path === '/admin' : path.startsWith(item.href);
                return (
                  <li key={item.href}>
                    <AppLink
                      href={item.href}
                      aria-current={current ? 'page' : undefined}
                      className={`block rounded-lg px-3 py-2 text-sm font-semibold ${current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
                    >
                      {item.label}
                    </AppLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </nav>
      <div className="min-w-0">{screen.body}</div>
    </div>
  );
}
