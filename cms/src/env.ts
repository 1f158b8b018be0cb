// The CMS's configuration, parsed once. The API starts this process and passes these values.
import path from 'node:path';
import { z } from 'zod';

const EnvSchema = z.object({
  DATABASE_URL: z.string().min(1),
  PAYLOAD_SECRET: z.string().min(32),
  /** Public origin of the product; the admin is at `${PUBLIC_URL}/cms/admin`. */
  PUBLIC_URL: z.string().default('http://localhost:3000'),
  /** Where the API listens on loopback, to ask it to rebuild the site after a publish. */
  API_INTERNAL_URL: z.string().optional(),
  INTERNAL_TOKEN: z.string().optional(),
  /** Connections of the CMS's pool (the README's connection budget). */
  CMS_POOL_SIZE: z.coerce.number().int().min(3).max(200).default(10),
  /** The first editor's sign-in address; a random one is made up when it is empty. */
  CMS_EDITOR_EMAIL: z.union([z.literal(''), z.email()]).default(''),
  /** Where the seed writes the first editor's address and password (mode 600, in the data folder). */
  CMS_EDITOR_ACCOUNT_FILE: z
    .string()
    .default(path.resolve(process.cwd(), '..', '.data', 'secrets', 'cms-editor-account.txt')),
  /** Folder of uploaded media; the API keeps it in its data folder. CMS processes run in cms/. */
  MEDIA_DIR: z.string().default(path.resolve(process.cwd(), '..', '.data', 'media')),
  /**
   * The product's bucket, when it has one (the API passes what its STORAGE_URL or S3_* variables
   * name): the media's files go there through Payload's S3 storage adapter instead of MEDIA_DIR.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
});

export const env = EnvSchema.parse(process.env);
