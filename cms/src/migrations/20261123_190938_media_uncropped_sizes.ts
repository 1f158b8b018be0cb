import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_small_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_small_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_small_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_small_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_small_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_small_filename" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_uncropped_filename" varchar;
  CREATE INDEX "media_sizes_uncropped_small_sizes_uncropped_small_filena_idx" ON "cms"."media" USING btree ("sizes_uncropped_small_filename");
  CREATE INDEX "media_sizes_uncropped_sizes_uncropped_filename_idx" ON "cms"."media" USING btree ("sizes_uncropped_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."media_sizes_uncropped_small_sizes_uncropped_small_filena_idx";
  DROP INDEX "cms"."media_sizes_uncropped_sizes_uncropped_filename_idx";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_small_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_small_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_small_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_small_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_small_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_small_filename";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_uncropped_filename";`)
}
