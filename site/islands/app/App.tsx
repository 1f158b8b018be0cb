// The signed-in app: one React root for every signed-in route. It waits for the sign-in state
// (a full-page Loading screen), sends signed-out visitors to sign in, and shows the screen of
// the current path. The API checks every call on its own; this guard is only a convenience.
import { SIGN_IN_PATH, type User } from '@poolscape/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { getQueryClient } from '../../lib/query-client.ts';
import { isLeaving, navigate, screenFor, usePath } from '../../lib/router/router.ts';
import { ScreenNotFound } from '../../ui/ScreenNotFound.tsx';
import { useCurrentUser } from '../../ui/use-current-user.ts';
import { useBadgeToasts } from '../badges/use-badge-toasts.ts';
import { PastDueBanner } from '../billing/PastDueBanner.tsx';
import { LoginNotificationTest } from '../login-alerts/LoginNotificationTest.tsx';

// Every screen's own code loads with it, the dashboard's too: the shell is what all screens share.
const dashboardScreen = () => import('./screens/Dashboard.tsx');
const Dashboard = lazy(() => dashboardScreen().then((module) => ({ default: module.Dashboard })));
const ProfileForm = lazy(() =>
  import('./screens/ProfileForm.tsx').then((module) => ({ default: module.ProfileForm })),
);
// The design studio's screens load on first use: the dashboard never waits for the editor's code.
const DesignCreate = lazy(() =>
  import('../designs/DesignCreate.tsx').then((module) => ({ default: module.DesignCreate })),
);
const DesignResult = lazy(() =>
  import('../designs/result/DesignResult.tsx').then((module) => ({ default: module.DesignResult })),
);
const Advanced = lazy(() =>
  import('../designs/advanced/Advanced.tsx').then((module) => ({ default: module.Advanced })),
);
const Library = lazy(() =>
  import('../designs/library/Library.tsx').then((module) => ({ default: module.Library })),
);
// Plans and billing, also on first use.
const Upgrade = lazy(() => import('../billing/Upgrade.tsx').then((module) => ({ default: module.Upgrade })));
const BuyCredits = lazy(() =>
  import('../billing/BuyCredits.tsx').then((module) => ({ default: module.BuyCredits })),
);
const Billing = lazy(() => import('../billing/Billing.tsx').then((module) => ({ default: module.Billing })));
// Collections, also on first use.
const Collections = lazy(() =>
  import('../collections/Collections.tsx').then((module) => ({ default: module.Collections })),
);
const CollectionView = lazy(() =>
  import('../collections/CollectionView.tsx').then((module) => ({ default: module.CollectionView })),
);
// Presentations, also on first use.
const Presentations = lazy(() =>
  import('../presentations/Presentations.tsx').then((module) => ({ default: module.Presentations })),
);
const PresentationEditor = lazy(() =>
  import('../presentations/PresentationEditor.tsx').then((module) => ({
    default: module.PresentationEditor,
  })),
);
// The WordPress wizard, on first use.
const WordPressWizard = lazy(() =>
  import('../wordpress/WordPressWizard.tsx').then((module) => ({ default: module.WordPressWizard })),
);
// The owner's leads, on first use.
const Leads = lazy(() => import('../leads/Leads.tsx').then((module) => ({ default: module.Leads })));
// The admin area, on first use (only admins ever load it).
const AdminApp = lazy(() => import('../admin/AdminApp.tsx').then((module) => ({ default: module.AdminApp })));

/** What a lazily loaded screen shows while its code arrives. */
export function ScreenSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
      <span
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="sr-only">Loading</span>
    </div>
  );
}

export function FullPageLoading() {
  return (
    <div
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4"
      role="status"
      aria-live="polite"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <p className="text-sm font-medium text-slate-600">Loading</p>
    </div>
  );
}

/** Coming back from Google or Facebook: the landing page stores the token and reloads. */
function isSocialReturn(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.get('facebook_login') === 'success' || params.get('google_login') === 'success';
}

function SignedInApp() {
  const path = usePath();
  const { token, user, loading } = useCurrentUser();
  // The landing screen's code comes while the account is read, not after.
  useEffect(() => {
    // A failure here is the screen's to show, when it asks for its code again.
    if (screenFor(window.location.pathname).screen === 'dashboard') dashboardScreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (loading || user || isLeaving()) return;
    if (!token && isSocialReturn()) return;
    // Signed out (or the token was refused): back to sign in, and here again afterwards.
    if (path !== '/') localStorage.setItem('redirectAfterLogin', path);
    navigate(path === '/' ? '/' : SIGN_IN_PATH, { replace: true, full: true });
  }, [loading, user, token, path]);

  if (loading || !user) return <FullPageLoading />;
  return (
    <>
      <BadgeToasts path={path} />
      <PastDueBanner />
      <Screen path={path} user={user} />
    </>
  );
}

/** Tells of badges as they are earned (read again on each screen change). */
function BadgeToasts({ path }: { path: string }) {
  useBadgeToasts(path);
  return null;
}

/** The screen of `path`; the design studio's and billing's load on first use. */
function Screen({ path, user }: { path: string; user: User }) {
  const { screen, designId, collectionId, presentationId } = screenFor(path);
  switch (screen) {
    case 'dashboard':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Dashboard user={user} />
        </Suspense>
      );
    case 'design-create':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <DesignCreate />
        </Suspense>
      );
    case 'design-result':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          {/* Keyed by id: another design starts with a fresh screen, not this one's state. */}
          <DesignResult key={designId} designId={designId ?? ''} />
        </Suspense>
      );
    case 'library':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Library />
        </Suspense>
      );
    case 'advanced':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Advanced />
        </Suspense>
      );
    case 'upgrade':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Upgrade />
        </Suspense>
      );
    case 'buy-credits':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <BuyCredits />
        </Suspense>
      );
    case 'billing':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Billing />
        </Suspense>
      );
    case 'collections':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Collections />
        </Suspense>
      );
    case 'collection-view':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <CollectionView key={collectionId} collectionId={collectionId ?? ''} />
        </Suspense>
      );
    case 'presentations':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Presentations />
        </Suspense>
      );
    case 'presentation-edit':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <PresentationEditor key={presentationId} presentationId={presentationId ?? ''} />
        </Suspense>
      );
    case 'admin':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <AdminApp path={path.length > 1 ? path.replace(/\/+$/, '') : path} user={user} />
        </Suspense>
      );
    case 'wordpress-wizard':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <WordPressWizard />
        </Suspense>
      );
    case 'leads':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <Leads />
        </Suspense>
      );
    case 'profile-setup':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <ProfileForm user={user} mode="setup" />
        </Suspense>
      );
    case 'profile-edit':
      return (
        <Suspense fallback={<ScreenSpinner />}>
          <ProfileForm user={user} mode="edit" />
        </Suspense>
      );
    case 'login-notification-test':
      return <LoginNotificationTest user={user} />;
    default:
      return <ScreenNotFound />;
  }
}

export default function App() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SignedInApp />
    </QueryClientProvider>
  );
}
