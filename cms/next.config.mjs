// Next.js hosts the Payload admin under /cms; every asset it loads is under /cms/_next/.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPayload } from '@payloadcms/next/withPayload';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** @type {import('next').NextConfig} */
const nextConfig = {
  assetPrefix: '/cms',
  images: { localPatterns: [{ pathname: '/cms/api/media/file/**' }] },
  turbopack: { root: path.resolve(dirname, '..') },
  typescript: { ignoreBuildErrors: true },
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
