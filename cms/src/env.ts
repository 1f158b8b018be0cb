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
  /** The first editor's sign-in address; a random one is made up when it is empty. */
  CMS_EDITOR_EMAIL: z.union([z.literal(''), z.email()]).default(''),
  /** Where the seed writes the first editor's address and password (mode 600, in the data folder). */
  CMS_EDITOR_ACCOUNT_FILE: z
    .string()
    .default(path.resolve(process.cwd(), '..', '.data', 'secrets', 'cms-editor-account.txt')),
  /** Folder of uploaded media; the API keeps it in its data folder. CMS processes run in cms/. */
  MEDIA_DIR: z.string().default(path.resolve(process.cwd(), '..', '.data', 'media')),
});

export const env = EnvSchema.parse(process.env);
