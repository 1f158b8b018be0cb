// Next.js hosts the Payload admin under /cms; every asset it loads is under /cms/_next/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  assetPrefix: '/cms',
  // Each build of changed sources gets its own folder (see api/src/cms/cms-process.ts).
  distDir: process.env.CMS_DIST_DIR || '.next',
  // Nothing here uses next/image (the admin shows media files as they are), so its resizing
  // endpoint stays off: it would only let anyone make the CMS resize images on demand.
  images: { unoptimized: true },
  // Which framework serves the admin is nobody else's business.
  poweredByHeader: false,
  turbopack: { root: path.resolve(dirname, '..') },
  typescript: { ignoreBuildErrors: true },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
