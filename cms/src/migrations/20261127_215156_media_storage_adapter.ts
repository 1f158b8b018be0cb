// The fields of Payload's S3 storage adapter (storage/media-bucket.ts), in the schema whether or not
// the product has a bucket. Existing images get the adapter's folder, where the API used to keep them.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."media" ADD COLUMN "prefix" varchar DEFAULT 'cms-media';
  ALTER TABLE "cms"."media" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."media" DROP COLUMN "prefix";
  ALTER TABLE "cms"."media" DROP COLUMN "_objectkey";`)
}
