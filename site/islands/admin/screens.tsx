// Which screen each admin path shows (who may open it is in nav.ts).
import type { ContentKind, StaffRole } from '@poolscape/shared';
import { lazy, type ReactNode, Suspense } from 'react';
import { ScreenNotFound } from '../../ui/ScreenNotFound.tsx';
import { Spinner } from '../../ui/states.tsx';
import { AdminAssistant } from './AdminAssistant.tsx';
import { AdminAudit } from './AdminAudit.tsx';
import { AdminDesigns } from './AdminDesigns.tsx';
import { AdminHome } from './AdminHome.tsx';
import { AdminMail } from './AdminMail.tsx';
import { AdminOrphans } from './AdminOrphans.tsx';
import { AdminSupport } from './AdminSupport.tsx';
import { AdminUser } from './AdminUser.tsx';
import { AdminUsers } from './AdminUsers.tsx';
import { AdminVideos } from './AdminVideos.tsx';
import { AdminAdSlots } from './ad-slots/AdminAdSlots.tsx';
import { AdminContent } from './content/AdminContent.tsx';
import { KINDS } from './content/kinds.ts';
import { TutorialEditor } from './content/TutorialEditor.tsx';
import { AdminDesignOptions } from './design-options/AdminDesignOptions.tsx';
import { EditorHome } from './EditorHome.tsx';

const CONTENT_PATHS: Record<string, ContentKind> = {
  '/admin/blog': 'posts',
  '/admin/tutorials': 'tutorials',
  '/admin/banners': 'banners',
  '/admin/announcements': 'announcements',
};

// The charts library loads only with the statistics screens.
const AdminUserStats = lazy(() =>
  import('./AdminUserStats.tsx').then((module) => ({ default: module.AdminUserStats })),
);
const AdminUserAnalytics = lazy(() =>
  import('./AdminUserAnalytics.tsx').then((module) => ({ default: module.AdminUserAnalytics })),
);

const charts = (body: ReactNode) => (
  <Suspense fallback={<Spinner label="Loading the charts" />}>{body}</Suspense>
);

export interface Screen {
  title: string;
  body: ReactNode;
}

/** What `path` shows, for a member of staff with `role`. */
export function screenOf(path: string, role: StaffRole): Screen {
  if (path === '/admin')
    return role === 'admin'
      ? { title: 'Dashboard', body: <AdminHome /> }
      : { title: 'Content', body: <EditorHome /> };
  if (path === '/admin/users') return { title: 'Users', body: <AdminUsers /> };
  const content = CONTENT_PATHS[path];
  if (content) return { title: KINDS[content].title, body: <AdminContent key={content} kind={content} /> };
  const tutorial = path.match(/^\/admin\/tutorial-editor\/([^/]+)$/);
  if (tutorial?.[1])
    return { title: 'Tutorial editor', body: <TutorialEditor id={decodeURIComponent(tutorial[1])} /> };
  if (path === '/admin/support') return { title: 'Support', body: <AdminSupport /> };
  if (path === '/admin/designs') return { title: 'Designs', body: <AdminDesigns /> };
  if (path === '/admin/orphaned-designs') return { title: 'Orphaned designs', body: <AdminOrphans /> };
  if (path === '/admin/user-stats') return { title: 'User statistics', body: charts(<AdminUserStats />) };
  if (path === '/admin/audit') return { title: 'Audit log', body: <AdminAudit /> };
  if (path === '/admin/mail') return { title: 'Mail', body: <AdminMail /> };
  if (path === '/admin/ai-support-config') return { title: 'AI assistant', body: <AdminAssistant /> };
  if (path === '/admin/videos') return { title: 'Videos', body: <AdminVideos /> };
  if (path === '/admin/adsense') return { title: 'Ad slots', body: <AdminAdSlots /> };
  if (path === '/admin/design-options') return { title: 'Design options', body: <AdminDesignOptions /> };
  const sub = path.match(/^\/admin\/users\/([^/]+)\/(designs|tickets|analytics)$/);
  if (sub?.[1]) {
    const userId = decodeURIComponent(sub[1]);
    if (sub[2] === 'analytics')
      return { title: 'User analytics', body: charts(<AdminUserAnalytics key={userId} userId={userId} />) };
    if (sub[2] === 'designs')
      return { title: 'Their designs', body: <AdminDesigns key={userId} userId={userId} /> };
    return { title: 'Their tickets', body: <AdminSupport key={userId} userId={userId} /> };
  }
  const user = path.match(/^\/admin\/users\/([^/]+)$/);
  if (user?.[1]) {
    const userId = decodeURIComponent(user[1]);
    return { title: 'User', body: <AdminUser key={userId} userId={userId} /> };
  }
  // Unknown admin paths are the site's 404 before the app loads; this only answers a bad sub-path.
  return { title: 'Not found', body: <ScreenNotFound /> };
}
