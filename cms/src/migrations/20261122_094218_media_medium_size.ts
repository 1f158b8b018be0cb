import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_filename" varchar;
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "cms"."media" USING btree ("sizes_medium_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."media_sizes_medium_sizes_medium_filename_idx";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_filename";`)
}
