// The site settings and the landing demo video get drafts (saved as the editor types, seen in the
// live preview of the landing page until published). What they hold now, and every earlier
// version, stays published; an installation that never saved its site settings gets the row of
// defaults a visitor's read needs (a visitor reads only the published row).
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_landing_video_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__landing_video_v_version_status" AS ENUM('draft', 'published');
  ALTER TABLE "cms"."site_settings_gallery_hostnames" ALTER COLUMN "hostname" DROP NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "brand_name" DROP NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "tagline" DROP NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "contact_email" DROP NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "rating_value" DROP NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "rating_count" DROP NOT NULL;
  ALTER TABLE "cms"."_site_settings_v_version_gallery_hostnames" ALTER COLUMN "hostname" DROP NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_brand_name" DROP NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_tagline" DROP NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_contact_email" DROP NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_rating_value" DROP NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_rating_count" DROP NOT NULL;
  ALTER TABLE "cms"."landing_video" ALTER COLUMN "video_type" DROP NOT NULL;
  ALTER TABLE "cms"."_landing_video_v" ALTER COLUMN "version_video_type" DROP NOT NULL;
  ALTER TABLE "cms"."site_settings" ADD COLUMN "_status" "cms"."enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "cms"."_site_settings_v" ADD COLUMN "version__status" "cms"."enum__site_settings_v_version_status" DEFAULT 'draft';
  ALTER TABLE "cms"."_site_settings_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "cms"."_site_settings_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "cms"."landing_video" ADD COLUMN "_status" "cms"."enum_landing_video_status" DEFAULT 'draft';
  ALTER TABLE "cms"."_landing_video_v" ADD COLUMN "version__status" "cms"."enum__landing_video_v_version_status" DEFAULT 'draft';
  ALTER TABLE "cms"."_landing_video_v" ADD COLUMN "latest" boolean;
  ALTER TABLE "cms"."_landing_video_v" ADD COLUMN "autosave" boolean;
  CREATE INDEX "site_settings__status_idx" ON "cms"."site_settings" USING btree ("_status");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "cms"."_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_latest_idx" ON "cms"."_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "cms"."_site_settings_v" USING btree ("autosave");
  CREATE INDEX "landing_video__status_idx" ON "cms"."landing_video" USING btree ("_status");
  CREATE INDEX "_landing_video_v_version_version__status_idx" ON "cms"."_landing_video_v" USING btree ("version__status");
  CREATE INDEX "_landing_video_v_latest_idx" ON "cms"."_landing_video_v" USING btree ("latest");
  CREATE INDEX "_landing_video_v_autosave_idx" ON "cms"."_landing_video_v" USING btree ("autosave");
  INSERT INTO "cms"."site_settings" ("_status", "updated_at", "created_at")
    SELECT 'published', now(), now() WHERE NOT EXISTS (SELECT 1 FROM "cms"."site_settings");
  UPDATE "cms"."site_settings" SET "_status" = 'published';
  UPDATE "cms"."landing_video" SET "_status" = 'published';
  UPDATE "cms"."_site_settings_v" SET "version__status" = 'published',
    "latest" = ("id" = (SELECT max("id") FROM "cms"."_site_settings_v"));
  UPDATE "cms"."_landing_video_v" SET "version__status" = 'published',
    "latest" = ("id" = (SELECT max("id") FROM "cms"."_landing_video_v"));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."site_settings__status_idx";
  DROP INDEX "cms"."_site_settings_v_version_version__status_idx";
  DROP INDEX "cms"."_site_settings_v_latest_idx";
  DROP INDEX "cms"."_site_settings_v_autosave_idx";
  DROP INDEX "cms"."landing_video__status_idx";
  DROP INDEX "cms"."_landing_video_v_version_version__status_idx";
  DROP INDEX "cms"."_landing_video_v_latest_idx";
  DROP INDEX "cms"."_landing_video_v_autosave_idx";
  ALTER TABLE "cms"."site_settings_gallery_hostnames" ALTER COLUMN "hostname" SET NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "brand_name" SET NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "tagline" SET NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "contact_email" SET NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "rating_value" SET NOT NULL;
  ALTER TABLE "cms"."site_settings" ALTER COLUMN "rating_count" SET NOT NULL;
  ALTER TABLE "cms"."_site_settings_v_version_gallery_hostnames" ALTER COLUMN "hostname" SET NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_brand_name" SET NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_tagline" SET NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_contact_email" SET NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_rating_value" SET NOT NULL;
  ALTER TABLE "cms"."_site_settings_v" ALTER COLUMN "version_rating_count" SET NOT NULL;
  ALTER TABLE "cms"."landing_video" ALTER COLUMN "video_type" SET NOT NULL;
  ALTER TABLE "cms"."_landing_video_v" ALTER COLUMN "version_video_type" SET NOT NULL;
  ALTER TABLE "cms"."site_settings" DROP COLUMN "_status";
  ALTER TABLE "cms"."_site_settings_v" DROP COLUMN "version__status";
  ALTER TABLE "cms"."_site_settings_v" DROP COLUMN "latest";
  ALTER TABLE "cms"."_site_settings_v" DROP COLUMN "autosave";
  ALTER TABLE "cms"."landing_video" DROP COLUMN "_status";
  ALTER TABLE "cms"."_landing_video_v" DROP COLUMN "version__status";
  ALTER TABLE "cms"."_landing_video_v" DROP COLUMN "latest";
  ALTER TABLE "cms"."_landing_video_v" DROP COLUMN "autosave";
  DROP TYPE "cms"."enum_site_settings_status";
  DROP TYPE "cms"."enum__site_settings_v_version_status";
  DROP TYPE "cms"."enum_landing_video_status";
  DROP TYPE "cms"."enum__landing_video_v_version_status";`)
}
