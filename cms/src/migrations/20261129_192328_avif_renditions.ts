// Media get AVIF twins of their cropped renditions (`thumbnailAvif` to `heroAvif`): their columns.
// Media uploaded before them have none until the seed cuts their sizes again (seed/media-sizes.ts).
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."media" ADD COLUMN "sizes_thumbnail_avif_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_thumbnail_avif_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_thumbnail_avif_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_thumbnail_avif_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_thumbnail_avif_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_thumbnail_avif_filename" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_avif_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_avif_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_avif_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_avif_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_avif_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_medium_avif_filename" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_card_avif_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_card_avif_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_card_avif_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_card_avif_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_card_avif_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_card_avif_filename" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_avif_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_avif_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_avif_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_avif_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_avif_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_small_avif_filename" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_avif_url" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_avif_width" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_avif_height" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_avif_mime_type" varchar;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_avif_filesize" numeric;
  ALTER TABLE "cms"."media" ADD COLUMN "sizes_hero_avif_filename" varchar;
  CREATE INDEX "media_sizes_thumbnail_avif_sizes_thumbnail_avif_filename_idx" ON "cms"."media" USING btree ("sizes_thumbnail_avif_filename");
  CREATE INDEX "media_sizes_medium_avif_sizes_medium_avif_filename_idx" ON "cms"."media" USING btree ("sizes_medium_avif_filename");
  CREATE INDEX "media_sizes_card_avif_sizes_card_avif_filename_idx" ON "cms"."media" USING btree ("sizes_card_avif_filename");
  CREATE INDEX "media_sizes_hero_small_avif_sizes_hero_small_avif_filena_idx" ON "cms"."media" USING btree ("sizes_hero_small_avif_filename");
  CREATE INDEX "media_sizes_hero_avif_sizes_hero_avif_filename_idx" ON "cms"."media" USING btree ("sizes_hero_avif_filename");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."media_sizes_thumbnail_avif_sizes_thumbnail_avif_filename_idx";
  DROP INDEX "cms"."media_sizes_medium_avif_sizes_medium_avif_filename_idx";
  DROP INDEX "cms"."media_sizes_card_avif_sizes_card_avif_filename_idx";
  DROP INDEX "cms"."media_sizes_hero_small_avif_sizes_hero_small_avif_filena_idx";
  DROP INDEX "cms"."media_sizes_hero_avif_sizes_hero_avif_filename_idx";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_thumbnail_avif_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_thumbnail_avif_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_thumbnail_avif_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_thumbnail_avif_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_thumbnail_avif_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_thumbnail_avif_filename";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_avif_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_avif_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_avif_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_avif_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_avif_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_medium_avif_filename";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_card_avif_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_card_avif_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_card_avif_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_card_avif_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_card_avif_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_card_avif_filename";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_avif_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_avif_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_avif_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_avif_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_avif_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_small_avif_filename";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_avif_url";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_avif_width";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_avif_height";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_avif_mime_type";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_avif_filesize";
  ALTER TABLE "cms"."media" DROP COLUMN "sizes_hero_avif_filename";`)
}
