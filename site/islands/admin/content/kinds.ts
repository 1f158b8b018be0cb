// What each content screen is called and where its editors live: the CMS's own editor for an
// item, and for tutorials the app's tutorial-editor routes that open it.
import { CONTENT_KIND_SLUGS, type ContentKind } from '@poolscape/shared';

export interface KindInfo {
  title: string;
  intro: string;
  /** One item, as in "New post". */
  noun: string;
  newHref: string;
  editHref: (id: string) => string;
}

const cmsEditor = (kind: ContentKind) => (id: string) =>
  `/cms/admin/collections/${CONTENT_KIND_SLUGS[kind]}/${id}`;
const cmsCreate = (kind: ContentKind) => `/cms/admin/collections/${CONTENT_KIND_SLUGS[kind]}/create`;

export const KINDS: Record<ContentKind, KindInfo> = {
  posts: {
    title: 'Blog',
    intro: 'Posts on /blog. Write and edit them in the content editor; publish, unpublish or schedule here.',
    noun: 'post',
    newHref: cmsCreate('posts'),
    editHref: cmsEditor('posts'),
  },
  tutorials: {
    title: 'Tutorials',
    intro: 'Video tutorials on /tutorials, with their steps.',
    noun: 'tutorial',
    newHref: '/admin/tutorial-editor/new',
    editHref: (id) => `/admin/tutorial-editor/${id}`,
  },
  banners: {
    title: 'Banners',
    intro: 'Short notices across the top of the dashboard, shown between their start and end dates.',
    noun: 'banner',
    newHref: cmsCreate('banners'),
    editHref: cmsEditor('banners'),
  },
  announcements: {
    title: 'Announcements',
    intro: 'Product news on the dashboard, newest first.',
    noun: 'announcement',
    newHref: cmsCreate('announcements'),
    editHref: cmsEditor('announcements'),
  },
};
