import { ROLE_LABELS, SUBSCRIPTION_TIER_LABELS, type User } from '@poolscape/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../lib/api-client.ts';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { navigate } from '../../../lib/router/router.ts';
import { clearAuthToken } from '../../../stores/auth-token.ts';
import { BadgeDashboard } from '../../badges/BadgeDashboard.tsx';
import { PlanUsage, RecentDesigns } from '../../designs/DashboardDesigns.tsx';
import { DashboardAnnouncements } from './DashboardAnnouncements.tsx';

export function Dashboard({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut(): Promise<void> {
    setSigningOut(true);
    try {
      await apiRequest('POST', '/api/auth/logout');
    } catch {
      // Already signed out on the server; clearing the token locally is what matters here.
    }
    navigate('/', { full: true, replace: true });
    clearAuthToken();
    queryClient.clear();
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Dashboard</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">
            Welcome back, {user.firstName || user.name}
          </h1>
          <p className="mt-2 text-slate-600">
            {SUBSCRIPTION_TIER_LABELS[user.subscriptionTier]} plan
            {user.role && user.role in ROLE_LABELS
              ? ` · ${ROLE_LABELS[user.role as keyof typeof ROLE_LABELS]}`
              : ''}
            {user.company ? ` · ${user.company}` : ''}
          </p>
        </div>
        <button
          type="button"
          onClick={signOut}
          disabled={signingOut}
          className="rounded-lg px-4 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
        >
          {signingOut ? 'Signing out...' : 'Sign out'}
        </button>
      </div>

      {!user.profileComplete && (
        <section
          className="mt-8 rounded-2xl border border-brand-100 bg-brand-50 p-6"
          aria-labelledby="finish-profile"
        >
          <h2 id="finish-profile" className="text-lg font-semibold text-slate-900">
            Finish setting up your profile
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Tell us what you do, so your designs carry your company’s name.
          </p>
          <a
            href="/profile-setup"
            onClick={(event) => {
              event.preventDefault();
              navigate('/profile-setup');
            }}
            className="mt-4 inline-block rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Set up my profile
          </a>
        </section>
      )}

      <DashboardAnnouncements />

      <section className="mt-8 grid gap-6 md:grid-cols-3" aria-label="Get started">
        <AppLink
          href="/design/create"
          className="group rounded-2xl bg-brand-600 p-6 text-white shadow-sm hover:bg-brand-700 md:col-span-2"
        >
          <h2 className="text-xl font-semibold">Create design</h2>
          <p className="mt-2 text-brand-50">
            Upload a photo of a backyard, mark where the pool goes and choose a style.
          </p>
          <span className="mt-6 inline-block text-sm font-semibold group-hover:underline">
            Start a new design →
          </span>
        </AppLink>
        <PlanUsage />
      </section>

      <nav aria-label="Your work" className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {[
          { href: '/library', title: 'Library', line: 'Every design, with filters and bulk actions' },
          {
            href: '/collections',
            title: 'Collections',
            line: 'Designs grouped for a client, shared by link',
          },
          {
            href: '/presentations',
            title: 'Presentations',
            line: 'Slides to walk a client through, and a PDF',
          },
          {
            href: '/leads',
            title: 'Leads',
            line: 'Quote requests from your shared pages',
          },
          {
            href: '/wordpress-wizard',
            title: 'WordPress',
            line: 'Publish designs to your site, and the Poolscape plugin',
          },
          ...(user.staffRole === 'admin'
            ? [{ href: '/admin', title: 'Admin area', line: 'People, designs, support, content and figures' }]
            : user.staffRole === 'editor'
              ? [{ href: '/admin', title: 'Content', line: 'Blog, tutorials, banners and the assistant' }]
              : []),
        ].map((link) => (
          <AppLink
            key={link.href}
            href={link.href}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
          >
            <span className="font-semibold text-slate-900">{link.title}</span>
            <span className="mt-1 block text-sm text-slate-600">{link.line}</span>
          </AppLink>
        ))}
      </nav>

      <RecentDesigns />
      <BadgeDashboard />

      <section className="mt-8 rounded-2xl border border-slate-200 p-6" aria-labelledby="learn">
        <h2 id="learn" className="text-lg font-semibold text-slate-900">
          Learn Poolscape
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          New here? The tutorials show how to take a photo that renders well and place a pool in two minutes.
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <li>
            <a className="text-brand-700 hover:underline" href="/tutorials">
              Video tutorials
            </a>
          </li>
          <li>
            <a className="text-brand-700 hover:underline" href="/blog">
              Design ideas on the blog
            </a>
          </li>
          <li>
            <a className="text-brand-700 hover:underline" href="/support">
              Support and FAQ
            </a>
          </li>
        </ul>
      </section>

      <p className="mt-8 text-sm text-slate-500">
        <a
          className="hover:underline"
          href="/profile/edit"
          onClick={(event) => {
            event.preventDefault();
            navigate('/profile/edit');
          }}
        >
          Edit profile
        </a>
        {' · '}Signed in as {user.email}
      </p>
    </div>
  );
}
