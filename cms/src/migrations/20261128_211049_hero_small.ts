// Posts get a cover rendition for phones (`heroSmall`, 800x450 beside the 1600x900 `hero`): its
// columns. Media uploaded before it have none; the site then offers the `hero` alone.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_filename" varchar;
  CREATE INDEX "media_sizes_hero_small_sizes_hero_small_filename_idx" ON "cms"."media" USING btree ("sizes_hero_small_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."media_sizes_hero_small_sizes_hero_small_filename_idx";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_filename";`)
}
