// The admin area's navigation, and who may open what: admins everything, editors the content and
// configuration screens. The server decides again on every call (an editor's call to an
// admin-only endpoint answers 403); this only keeps screens of refusals out of an editor's way.
import type { StaffRole } from '@poolscape/shared';

export interface NavItem {
  href: string;
  label: string;
  /** Who sees it; admins see everything. */
  editors?: true;
}

export const NAV_GROUPS: { label: string; items: NavItem[] }[] = [
  {
    label: 'People and operations',
    items: [
      { href: '/admin', label: 'Dashboard' },
      { href: '/admin/users', label: 'Users' },
      { href: '/admin/designs', label: 'Designs' },
      { href: '/admin/videos', label: 'Videos' },
      { href: '/admin/support', label: 'Support' },
      { href: '/admin/user-stats', label: 'User statistics' },
      { href: '/admin/orphaned-designs', label: 'Orphaned designs' },
      { href: '/admin/adsense', label: 'Ad slots' },
      { href: '/admin/audit', label: 'Audit log' },
      { href: '/admin/mail', label: 'Mail' },
    ],
  },
  {
    label: 'Content and settings',
    items: [
      { href: '/admin/blog', label: 'Blog', editors: true },
      { href: '/admin/tutorials', label: 'Tutorials', editors: true },
      { href: '/admin/banners', label: 'Banners', editors: true },
      { href: '/admin/announcements', label: 'Announcements', editors: true },
      { href: '/admin/ai-support-config', label: 'AI assistant', editors: true },
      { href: '/admin/design-options', label: 'Design options', editors: true },
    ],
  },
];

/** The paths an editor may open: the content screens and the tutorial editor. */
const EDITOR_PATHS = [
  ...NAV_GROUPS.flatMap((group) => group.items.filter((item) => item.editors).map((item) => item.href)),
  '/admin/tutorial-editor',
];

export const mayOpen = (path: string, role: StaffRole) =>
  role === 'admin' ||
  path === '/admin' ||
  EDITOR_PATHS.some((href) => path === href || path.startsWith(`${href}/`));
