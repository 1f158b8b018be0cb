// Payload CMS: the content behind the public site. Served under /cms (admin at /cms/admin,
// REST at /cms/api) through the API's proxy. Its tables live in the `cms` schema.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { AdSlots } from './collections/AdSlots/index.ts';
import { Announcements } from './collections/Announcements/index.ts';
import { Banners } from './collections/Banners/index.ts';
import { CreditPacks } from './collections/CreditPacks/index.ts';
import { GalleryItems } from './collections/GalleryItems/index.ts';
import { Media } from './collections/Media/index.ts';
import { Pages } from './collections/Pages/index.ts';
import { Plans } from './collections/Plans/index.ts';
import { Posts } from './collections/Posts/index.ts';
import { PreviewLinks } from './collections/PreviewLinks/index.ts';
import { redirects } from './collections/Redirects/index.ts';
import { Tags } from './collections/Tags/index.ts';
import { Testimonials } from './collections/Testimonials/index.ts';
import { Tutorials } from './collections/Tutorials/index.ts';
import { Users } from './collections/Users/index.ts';
import { cmsDatabase } from './database/postgres.ts';
import { contentAdminEndpoints } from './endpoints/content-admin.ts';
import { previewEndpoints } from './endpoints/previews.ts';
import { siteBuildEndpoint } from './endpoints/site-build.ts';
import { env } from './env.ts';
import { searchAppearance } from './fields/seo.ts';
import { AiAssistant } from './globals/AiAssistant/index.ts';
import { DesignOptions } from './globals/DesignOptions/index.ts';
import { LandingVideo } from './globals/LandingVideo/index.ts';
import { SiteSettings } from './globals/SiteSettings/index.ts';
import { migrations } from './migrations/index.ts';
import { mediaStorage } from './storage/media-bucket.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default buildConfig({
  serverURL: env.PUBLIC_URL,
  routes: { admin: '/cms/admin', api: '/cms/api' },
  admin: {
    user: Users.slug,
    // Gravatar would call an outside service for every editor's picture.
    avatar: 'default',
    meta: { titleSuffix: ' · Poolscape CMS' },
    components: {
      // One account with the app: its editors and admins come in with their Poolscape session.
      beforeLogin: ['/components/AppSignIn.tsx#AppSignIn'],
      logout: { Button: '/components/AppSignOut.tsx#AppSignOut' },
      // A password chosen by someone else opens the account page alone, until its user picks one.
      providers: ['/components/ChoosePassword.tsx#ChoosePassword'],
      // The site build a save started (queued, building, live, failed), in the header of every page.
      actions: ['/components/SiteBuildIndicator.tsx#SiteBuildIndicator'],
    },
    importMap: {
      baseDir: path.resolve(dirname),
      importMapFile: path.resolve(dirname, 'app/cms/(payload)/admin/importMap.js'),
    },
  },
  collections: [
    Posts,
    Tags,
    Tutorials,
    Pages,
    Testimonials,
    Plans,
    CreditPacks,
    GalleryItems,
    Banners,
    Announcements,
    AdSlots,
    Media,
    Users,
    PreviewLinks,
  ],
  globals: [SiteSettings, LandingVideo, AiAssistant, DesignOptions],
  // The lists and quick actions of the app's content screens (/admin/blog and the like),
  // the state of the site build a save started (the admin header's indicator), and drafts for previews.
  endpoints: [...contentAdminEndpoints, siteBuildEndpoint, ...previewEndpoints],
  // Scheduled publishing: Payload queues a job per scheduled change; the CMS server runs them
  // every minute (started by src/instrumentation.ts; scripts such as the seed never do).
  jobs: { autoRun: [{ cron: '* * * * *', limit: 50, queue: 'default' }] },
  editor: lexicalEditor(),
  secret: env.PAYLOAD_SECRET,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: cmsDatabase({
    connectionString: env.DATABASE_URL,
    poolSize: env.CMS_POOL_SIZE,
    schemaName: 'cms',
    // The schema is only ever changed by committed migrations, never pushed.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  sharp,
  plugins: [mediaStorage(), redirects(), searchAppearance()],
  telemetry: false,
  // Nothing reads content through GraphQL (the site and the API use REST), and an anonymous
  // query with hundreds of aliases could keep the CMS busy for seconds: it is switched off.
  graphQL: { disable: true },
});
