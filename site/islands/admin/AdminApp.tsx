// The admin area (/admin...): its navigation and the screen of each path. The server decides who
// is an admin (every admin call answers 403 to anyone else); this only spares others a screen of
// refusals, and says plainly what the area is when a non-admin opens it.
import type { User } from '@poolscape/shared';
import { ADMIN_TEXT } from '@poolscape/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { NotBuiltYet } from '../app/screens/NotBuiltYet.tsx';
import { primaryButton, Spinner, useDocumentTitle } from '../designs/ui.tsx';
import { AdminAudit } from './AdminAudit.tsx';
import { AdminDesigns } from './AdminDesigns.tsx';
import { AdminHome } from './AdminHome.tsx';
import { AdminOrphans } from './AdminOrphans.tsx';
import { AdminSupport } from './AdminSupport.tsx';
import { AdminUser } from './AdminUser.tsx';
import { AdminUsers } from './AdminUsers.tsx';

// The charts library loads only with the statistics screen.
const AdminUserStats = lazy(() =>
  import('./AdminUserStats.tsx').then((module) => ({ default: module.AdminUserStats })),
);

const AdminUserAnalytics = lazy(() =>
  import('./AdminUserAnalytics.tsx').then((module) => ({ default: module.AdminUserAnalytics })),
);

const NAV = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/users', label: 'Users' },
  { href: '/admin/designs', label: 'Designs' },
  { href: '/admin/support', label: 'Support' },
  { href: '/admin/user-stats', label: 'User statistics' },
  { href: '/admin/orphaned-designs', label: 'Orphaned designs' },
  { href: '/admin/audit', label: 'Audit log' },
] as const;

/** What each admin path shows; the later parts of the area name themselves until they exist. */
function screenOf(path: string): { title: string; body: ReactNode } {
  if (path === '/admin') return { title: 'Dashboard', body: <AdminHome /> };
  if (path === '/admin/users') return { title: 'Users', body: <AdminUsers /> };
  if (path === '/admin/support') return { title: 'Support', body: <AdminSupport /> };
  if (path === '/admin/designs') return { title: 'Designs', body: <AdminDesigns /> };
  if (path === '/admin/orphaned-designs') return { title: 'Orphaned designs', body: <AdminOrphans /> };
  if (path === '/admin/user-stats')
    return {
      title: 'User statistics',
      body: (
        <Suspense fallback={<Spinner label="Loading the charts" />}>
          <AdminUserStats />
        </Suspense>
      ),
    };
  const sub = path.match(/^\/admin\/users\/([^/]+)\/(designs|tickets|analytics)$/);
  if (sub?.[1] && sub[2] === 'analytics')
    return {
      title: 'User analytics',
      body: (
        <Suspense fallback={<Spinner label="Loading the charts" />}>
          <AdminUserAnalytics key={sub[1]} userId={decodeURIComponent(sub[1])} />
        </Suspense>
      ),
    };
  if (sub?.[1] && sub[2] === 'designs')
    return {
      title: 'Their designs',
      body: <AdminDesigns key={sub[1]} userId={decodeURIComponent(sub[1])} />,
    };
  if (sub?.[1] && sub[2] === 'tickets')
    return {
      title: 'Their tickets',
      body: <AdminSupport key={sub[1]} userId={decodeURIComponent(sub[1])} />,
    };
  if (path === '/admin/audit') return { title: 'Audit log', body: <AdminAudit /> };
  const user = path.match(/^\/admin\/users\/([^/]+)$/);
  if (user?.[1])
    return { title: 'User', body: <AdminUser key={user[1]} userId={decodeURIComponent(user[1])} /> };
  return { title: 'Admin', body: <NotBuiltYet feature="This part of the admin area" /> };
}

export function AdminApp({ path, user }: { path: string; user: User }) {
  const screen = screenOf(path);
  useDocumentTitle(user.isAdmin ? `${screen.title} · Admin` : 'Admin');
  if (!user.isAdmin) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{ADMIN_TEXT.forbidden}</h1>
        <p className="mt-2 text-slate-600">
          If you need something changed on your account, our support team can help.
        </p>
        <a href="/support" className={`${primaryButton} mt-6`}>
          Contact support
        </a>
      </div>
    );
  }
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:grid-cols-[12rem_minmax(0,1fr)]">
      <nav aria-label="Admin" className="lg:pt-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">Admin</p>
        <ul className="mt-2 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
          {NAV.map((item) => {
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
      </nav>
      <div className="min-w-0">{screen.body}</div>
    </div>
  );
}
