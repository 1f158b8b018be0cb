// The search fields of posts, tutorials and pages move from the hand-made `seo` group to the SEO
// plugin's `meta` group (fields/seo.ts). The columns, their foreign keys and indexes are renamed,
// so every value an editor set stays where it was.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cms"."posts" RENAME COLUMN "seo_title" TO "meta_title";
  ALTER TABLE "cms"."posts" RENAME COLUMN "seo_description" TO "meta_description";
  ALTER TABLE "cms"."posts" RENAME COLUMN "seo_keywords" TO "meta_keywords";
  ALTER TABLE "cms"."posts" RENAME COLUMN "seo_image_id" TO "meta_image_id";
  ALTER TABLE "cms"."posts" RENAME CONSTRAINT "posts_seo_image_id_media_id_fk" TO "posts_meta_image_id_media_id_fk";
  ALTER INDEX "cms"."posts_seo_seo_image_idx" RENAME TO "posts_meta_meta_image_idx";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_seo_title" TO "version_meta_title";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_seo_description" TO "version_meta_description";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_seo_keywords" TO "version_meta_keywords";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_seo_image_id" TO "version_meta_image_id";
  ALTER TABLE "cms"."_posts_v" RENAME CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" TO "_posts_v_version_meta_image_id_media_id_fk";
  ALTER INDEX "cms"."_posts_v_version_seo_version_seo_image_idx" RENAME TO "_posts_v_version_meta_version_meta_image_idx";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "seo_title" TO "meta_title";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "seo_description" TO "meta_description";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "seo_keywords" TO "meta_keywords";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "seo_image_id" TO "meta_image_id";
  ALTER TABLE "cms"."tutorials" RENAME CONSTRAINT "tutorials_seo_image_id_media_id_fk" TO "tutorials_meta_image_id_media_id_fk";
  ALTER INDEX "cms"."tutorials_seo_seo_image_idx" RENAME TO "tutorials_meta_meta_image_idx";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_seo_title" TO "version_meta_title";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_seo_description" TO "version_meta_description";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_seo_keywords" TO "version_meta_keywords";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_seo_image_id" TO "version_meta_image_id";
  ALTER TABLE "cms"."_tutorials_v" RENAME CONSTRAINT "_tutorials_v_version_seo_image_id_media_id_fk" TO "_tutorials_v_version_meta_image_id_media_id_fk";
  ALTER INDEX "cms"."_tutorials_v_version_seo_version_seo_image_idx" RENAME TO "_tutorials_v_version_meta_version_meta_image_idx";
  ALTER TABLE "cms"."pages" RENAME COLUMN "seo_title" TO "meta_title";
  ALTER TABLE "cms"."pages" RENAME COLUMN "seo_description" TO "meta_description";
  ALTER TABLE "cms"."pages" RENAME COLUMN "seo_keywords" TO "meta_keywords";
  ALTER TABLE "cms"."pages" RENAME COLUMN "seo_image_id" TO "meta_image_id";
  ALTER TABLE "cms"."pages" RENAME CONSTRAINT "pages_seo_image_id_media_id_fk" TO "pages_meta_image_id_media_id_fk";
  ALTER INDEX "cms"."pages_seo_seo_image_idx" RENAME TO "pages_meta_meta_image_idx";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_seo_title" TO "version_meta_title";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_seo_description" TO "version_meta_description";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_seo_keywords" TO "version_meta_keywords";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_seo_image_id" TO "version_meta_image_id";
  ALTER TABLE "cms"."_pages_v" RENAME CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" TO "_pages_v_version_meta_image_id_media_id_fk";
  ALTER INDEX "cms"."_pages_v_version_seo_version_seo_image_idx" RENAME TO "_pages_v_version_meta_version_meta_image_idx";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "cms"."posts" RENAME COLUMN "meta_title" TO "seo_title";
  ALTER TABLE "cms"."posts" RENAME COLUMN "meta_description" TO "seo_description";
  ALTER TABLE "cms"."posts" RENAME COLUMN "meta_keywords" TO "seo_keywords";
  ALTER TABLE "cms"."posts" RENAME COLUMN "meta_image_id" TO "seo_image_id";
  ALTER TABLE "cms"."posts" RENAME CONSTRAINT "posts_meta_image_id_media_id_fk" TO "posts_seo_image_id_media_id_fk";
  ALTER INDEX "cms"."posts_meta_meta_image_idx" RENAME TO "posts_seo_seo_image_idx";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_meta_title" TO "version_seo_title";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_meta_description" TO "version_seo_description";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_meta_keywords" TO "version_seo_keywords";
  ALTER TABLE "cms"."_posts_v" RENAME COLUMN "version_meta_image_id" TO "version_seo_image_id";
  ALTER TABLE "cms"."_posts_v" RENAME CONSTRAINT "_posts_v_version_meta_image_id_media_id_fk" TO "_posts_v_version_seo_image_id_media_id_fk";
  ALTER INDEX "cms"."_posts_v_version_meta_version_meta_image_idx" RENAME TO "_posts_v_version_seo_version_seo_image_idx";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "meta_title" TO "seo_title";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "meta_description" TO "seo_description";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "meta_keywords" TO "seo_keywords";
  ALTER TABLE "cms"."tutorials" RENAME COLUMN "meta_image_id" TO "seo_image_id";
  ALTER TABLE "cms"."tutorials" RENAME CONSTRAINT "tutorials_meta_image_id_media_id_fk" TO "tutorials_seo_image_id_media_id_fk";
  ALTER INDEX "cms"."tutorials_meta_meta_image_idx" RENAME TO "tutorials_seo_seo_image_idx";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_meta_title" TO "version_seo_title";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_meta_description" TO "version_seo_description";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_meta_keywords" TO "version_seo_keywords";
  ALTER TABLE "cms"."_tutorials_v" RENAME COLUMN "version_meta_image_id" TO "version_seo_image_id";
  ALTER TABLE "cms"."_tutorials_v" RENAME CONSTRAINT "_tutorials_v_version_meta_image_id_media_id_fk" TO "_tutorials_v_version_seo_image_id_media_id_fk";
  ALTER INDEX "cms"."_tutorials_v_version_meta_version_meta_image_idx" RENAME TO "_tutorials_v_version_seo_version_seo_image_idx";
  ALTER TABLE "cms"."pages" RENAME COLUMN "meta_title" TO "seo_title";
  ALTER TABLE "cms"."pages" RENAME COLUMN "meta_description" TO "seo_description";
  ALTER TABLE "cms"."pages" RENAME COLUMN "meta_keywords" TO "seo_keywords";
  ALTER TABLE "cms"."pages" RENAME COLUMN "meta_image_id" TO "seo_image_id";
  ALTER TABLE "cms"."pages" RENAME CONSTRAINT "pages_meta_image_id_media_id_fk" TO "pages_seo_image_id_media_id_fk";
  ALTER INDEX "cms"."pages_meta_meta_image_idx" RENAME TO "pages_seo_seo_image_idx";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_meta_title" TO "version_seo_title";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_meta_description" TO "version_seo_description";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_meta_keywords" TO "version_seo_keywords";
  ALTER TABLE "cms"."_pages_v" RENAME COLUMN "version_meta_image_id" TO "version_seo_image_id";
  ALTER TABLE "cms"."_pages_v" RENAME CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" TO "_pages_v_version_seo_image_id_media_id_fk";
  ALTER INDEX "cms"."_pages_v_version_meta_version_meta_image_idx" RENAME TO "_pages_v_version_seo_version_seo_image_idx";`)
}
