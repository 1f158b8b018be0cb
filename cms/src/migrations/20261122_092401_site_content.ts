import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_tutorials_level" AS ENUM('beginner', 'intermediate', 'advanced');
  CREATE TYPE "cms"."enum_tutorials_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__tutorials_v_version_level" AS ENUM('beginner', 'intermediate', 'advanced');
  CREATE TYPE "cms"."enum__tutorials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_plans_key" AS ENUM('free', 'pro', 'premium');
  CREATE TYPE "cms"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__plans_v_version_key" AS ENUM('free', 'pro', 'premium');
  CREATE TYPE "cms"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_gallery_items_style" AS ENUM('modern', 'traditional', 'natural', 'infinity', 'geometric');
  CREATE TYPE "cms"."enum_gallery_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__gallery_items_v_version_style" AS ENUM('modern', 'traditional', 'natural', 'infinity', 'geometric');
  CREATE TYPE "cms"."enum__gallery_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "cms"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_landing_video_video_type" AS ENUM('youtube', 'other');
  CREATE TYPE "cms"."enum__landing_video_v_version_video_type" AS ENUM('youtube', 'other');
  CREATE TABLE "cms"."tutorials_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"detail" varchar
  );
  
  CREATE TABLE "cms"."tutorials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"summary" varchar,
  	"video_url" varchar,
  	"thumbnail_id" integer,
  	"duration_seconds" numeric,
  	"level" "cms"."enum_tutorials_level" DEFAULT 'beginner',
  	"published_at" timestamp(3) with time zone,
  	"order" numeric DEFAULT 100,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_tutorials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_tutorials_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"detail" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_tutorials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_summary" varchar,
  	"version_video_url" varchar,
  	"version_thumbnail_id" integer,
  	"version_duration_seconds" numeric,
  	"version_level" "cms"."enum__tutorials_v_version_level" DEFAULT 'beginner',
  	"version_published_at" timestamp(3) with time zone,
  	"version_order" numeric DEFAULT 100,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__tutorials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."pages_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "cms"."pages_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar
  );
  
  CREATE TABLE "cms"."pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"intro" varchar,
  	"content" jsonb,
  	"published_at" timestamp(3) with time zone,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_keywords" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_pages_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v_version_faqs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_intro" varchar,
  	"version_content" jsonb,
  	"version_published_at" timestamp(3) with time zone,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"content" varchar,
  	"rating" numeric DEFAULT 5,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_role" varchar,
  	"version_content" varchar,
  	"version_rating" numeric DEFAULT 5,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar
  );
  
  CREATE TABLE "cms"."plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "cms"."enum_plans_key",
  	"name" varchar,
  	"price" numeric,
  	"badge" varchar,
  	"summary" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "cms"."enum__plans_v_version_key",
  	"version_name" varchar,
  	"version_price" numeric,
  	"version_badge" varchar,
  	"version_summary" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."gallery_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"style" "cms"."enum_gallery_items_style",
  	"description" varchar,
  	"image_id" integer,
  	"before_image_id" integer,
  	"featured" boolean DEFAULT false,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_gallery_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_gallery_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_style" "cms"."enum__gallery_items_v_version_style",
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_before_image_id" integer,
  	"version_featured" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__gallery_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "cms"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "cms"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "cms"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "cms"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings_gallery_hostnames" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"hostname" varchar NOT NULL
  );
  
  CREATE TABLE "cms"."site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand_name" varchar DEFAULT 'Poolscape' NOT NULL,
  	"tagline" varchar DEFAULT 'Photorealistic AI pool designs from a photo of your backyard.' NOT NULL,
  	"contact_email" varchar DEFAULT 'hello@poolscape.example' NOT NULL,
  	"social_facebook" varchar DEFAULT 'https://www.facebook.com/poolscape',
  	"social_instagram" varchar DEFAULT 'https://www.instagram.com/poolscape',
  	"social_youtube" varchar DEFAULT 'https://www.youtube.com/@poolscape',
  	"rating_value" numeric DEFAULT 4.9 NOT NULL,
  	"rating_count" numeric DEFAULT 847 NOT NULL,
  	"site_verification" varchar,
  	"default_share_image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_site_settings_v_version_gallery_hostnames" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"hostname" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_brand_name" varchar DEFAULT 'Poolscape' NOT NULL,
  	"version_tagline" varchar DEFAULT 'Photorealistic AI pool designs from a photo of your backyard.' NOT NULL,
  	"version_contact_email" varchar DEFAULT 'hello@poolscape.example' NOT NULL,
  	"version_social_facebook" varchar DEFAULT 'https://www.facebook.com/poolscape',
  	"version_social_instagram" varchar DEFAULT 'https://www.instagram.com/poolscape',
  	"version_social_youtube" varchar DEFAULT 'https://www.youtube.com/@poolscape',
  	"version_rating_value" numeric DEFAULT 4.9 NOT NULL,
  	"version_rating_count" numeric DEFAULT 847 NOT NULL,
  	"version_site_verification" varchar,
  	"version_default_share_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."landing_video" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_url" varchar,
  	"video_type" "cms"."enum_landing_video_video_type" DEFAULT 'youtube' NOT NULL,
  	"title" varchar DEFAULT 'See Poolscape in action',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."_landing_video_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_video_url" varchar,
  	"version_video_type" "cms"."enum__landing_video_v_version_video_type" DEFAULT 'youtube' NOT NULL,
  	"version_title" varchar DEFAULT 'See Poolscape in action',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."posts" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "cms"."posts" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "cms"."posts" ADD COLUMN "seo_keywords" varchar;
  ALTER TABLE "cms"."posts" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "cms"."_posts_v" ADD COLUMN "version_seo_title" varchar;
  ALTER TABLE "cms"."_posts_v" ADD COLUMN "version_seo_description" varchar;
  ALTER TABLE "cms"."_posts_v" ADD COLUMN "version_seo_keywords" varchar;
  ALTER TABLE "cms"."_posts_v" ADD COLUMN "version_seo_image_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "tutorials_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "testimonials_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "plans_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "gallery_items_id" integer;
  ALTER TABLE "cms"."tutorials_steps" ADD CONSTRAINT "tutorials_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."tutorials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."tutorials" ADD CONSTRAINT "tutorials_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."tutorials" ADD CONSTRAINT "tutorials_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_tutorials_v_version_steps" ADD CONSTRAINT "_tutorials_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_tutorials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_tutorials_v" ADD CONSTRAINT "_tutorials_v_parent_id_tutorials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."tutorials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_tutorials_v" ADD CONSTRAINT "_tutorials_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_tutorials_v" ADD CONSTRAINT "_tutorials_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_highlights" ADD CONSTRAINT "pages_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages_faqs" ADD CONSTRAINT "pages_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."pages" ADD CONSTRAINT "pages_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_version_highlights" ADD CONSTRAINT "_pages_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_version_faqs" ADD CONSTRAINT "_pages_v_version_faqs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v" ADD CONSTRAINT "_pages_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."gallery_items" ADD CONSTRAINT "gallery_items_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."gallery_items" ADD CONSTRAINT "gallery_items_before_image_id_media_id_fk" FOREIGN KEY ("before_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_parent_id_gallery_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."gallery_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_gallery_items_v" ADD CONSTRAINT "_gallery_items_v_version_before_image_id_media_id_fk" FOREIGN KEY ("version_before_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings_gallery_hostnames" ADD CONSTRAINT "site_settings_gallery_hostnames_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."site_settings" ADD CONSTRAINT "site_settings_default_share_image_id_media_id_fk" FOREIGN KEY ("default_share_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v_version_gallery_hostnames" ADD CONSTRAINT "_site_settings_v_version_gallery_hostnames_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_default_share_image_id_media_id_fk" FOREIGN KEY ("version_default_share_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "tutorials_steps_order_idx" ON "cms"."tutorials_steps" USING btree ("_order");
  CREATE INDEX "tutorials_steps_parent_id_idx" ON "cms"."tutorials_steps" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tutorials_slug_idx" ON "cms"."tutorials" USING btree ("slug");
  CREATE INDEX "tutorials_thumbnail_idx" ON "cms"."tutorials" USING btree ("thumbnail_id");
  CREATE INDEX "tutorials_order_idx" ON "cms"."tutorials" USING btree ("order");
  CREATE INDEX "tutorials_seo_seo_image_idx" ON "cms"."tutorials" USING btree ("seo_image_id");
  CREATE INDEX "tutorials_updated_at_idx" ON "cms"."tutorials" USING btree ("updated_at");
  CREATE INDEX "tutorials_created_at_idx" ON "cms"."tutorials" USING btree ("created_at");
  CREATE INDEX "tutorials__status_idx" ON "cms"."tutorials" USING btree ("_status");
  CREATE INDEX "_tutorials_v_version_steps_order_idx" ON "cms"."_tutorials_v_version_steps" USING btree ("_order");
  CREATE INDEX "_tutorials_v_version_steps_parent_id_idx" ON "cms"."_tutorials_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_tutorials_v_parent_idx" ON "cms"."_tutorials_v" USING btree ("parent_id");
  CREATE INDEX "_tutorials_v_version_version_slug_idx" ON "cms"."_tutorials_v" USING btree ("version_slug");
  CREATE INDEX "_tutorials_v_version_version_thumbnail_idx" ON "cms"."_tutorials_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_tutorials_v_version_version_order_idx" ON "cms"."_tutorials_v" USING btree ("version_order");
  CREATE INDEX "_tutorials_v_version_seo_version_seo_image_idx" ON "cms"."_tutorials_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_tutorials_v_version_version_updated_at_idx" ON "cms"."_tutorials_v" USING btree ("version_updated_at");
  CREATE INDEX "_tutorials_v_version_version_created_at_idx" ON "cms"."_tutorials_v" USING btree ("version_created_at");
  CREATE INDEX "_tutorials_v_version_version__status_idx" ON "cms"."_tutorials_v" USING btree ("version__status");
  CREATE INDEX "_tutorials_v_created_at_idx" ON "cms"."_tutorials_v" USING btree ("created_at");
  CREATE INDEX "_tutorials_v_updated_at_idx" ON "cms"."_tutorials_v" USING btree ("updated_at");
  CREATE INDEX "_tutorials_v_latest_idx" ON "cms"."_tutorials_v" USING btree ("latest");
  CREATE INDEX "pages_highlights_order_idx" ON "cms"."pages_highlights" USING btree ("_order");
  CREATE INDEX "pages_highlights_parent_id_idx" ON "cms"."pages_highlights" USING btree ("_parent_id");
  CREATE INDEX "pages_faqs_order_idx" ON "cms"."pages_faqs" USING btree ("_order");
  CREATE INDEX "pages_faqs_parent_id_idx" ON "cms"."pages_faqs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "cms"."pages" USING btree ("slug");
  CREATE INDEX "pages_seo_seo_image_idx" ON "cms"."pages" USING btree ("seo_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "cms"."pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "cms"."pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "cms"."pages" USING btree ("_status");
  CREATE INDEX "_pages_v_version_highlights_order_idx" ON "cms"."_pages_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_pages_v_version_highlights_parent_id_idx" ON "cms"."_pages_v_version_highlights" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_faqs_order_idx" ON "cms"."_pages_v_version_faqs" USING btree ("_order");
  CREATE INDEX "_pages_v_version_faqs_parent_id_idx" ON "cms"."_pages_v_version_faqs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "cms"."_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "cms"."_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "cms"."_pages_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "cms"."_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "cms"."_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "cms"."_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "cms"."_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "cms"."_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "cms"."_pages_v" USING btree ("latest");
  CREATE INDEX "testimonials_order_idx" ON "cms"."testimonials" USING btree ("order");
  CREATE INDEX "testimonials_updated_at_idx" ON "cms"."testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "cms"."testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "cms"."testimonials" USING btree ("_status");
  CREATE INDEX "_testimonials_v_parent_idx" ON "cms"."_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_order_idx" ON "cms"."_testimonials_v" USING btree ("version_order");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "cms"."_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "cms"."_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "cms"."_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "cms"."_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "cms"."_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "cms"."_testimonials_v" USING btree ("latest");
  CREATE INDEX "plans_features_order_idx" ON "cms"."plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "cms"."plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_key_idx" ON "cms"."plans" USING btree ("key");
  CREATE INDEX "plans_order_idx" ON "cms"."plans" USING btree ("order");
  CREATE INDEX "plans_updated_at_idx" ON "cms"."plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "cms"."plans" USING btree ("created_at");
  CREATE INDEX "plans__status_idx" ON "cms"."plans" USING btree ("_status");
  CREATE INDEX "_plans_v_version_features_order_idx" ON "cms"."_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "cms"."_plans_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "cms"."_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_key_idx" ON "cms"."_plans_v" USING btree ("version_key");
  CREATE INDEX "_plans_v_version_version_order_idx" ON "cms"."_plans_v" USING btree ("version_order");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "cms"."_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "cms"."_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "cms"."_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "cms"."_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "cms"."_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_latest_idx" ON "cms"."_plans_v" USING btree ("latest");
  CREATE INDEX "gallery_items_image_idx" ON "cms"."gallery_items" USING btree ("image_id");
  CREATE INDEX "gallery_items_before_image_idx" ON "cms"."gallery_items" USING btree ("before_image_id");
  CREATE INDEX "gallery_items_order_idx" ON "cms"."gallery_items" USING btree ("order");
  CREATE INDEX "gallery_items_updated_at_idx" ON "cms"."gallery_items" USING btree ("updated_at");
  CREATE INDEX "gallery_items_created_at_idx" ON "cms"."gallery_items" USING btree ("created_at");
  CREATE INDEX "gallery_items__status_idx" ON "cms"."gallery_items" USING btree ("_status");
  CREATE INDEX "_gallery_items_v_parent_idx" ON "cms"."_gallery_items_v" USING btree ("parent_id");
  CREATE INDEX "_gallery_items_v_version_version_image_idx" ON "cms"."_gallery_items_v" USING btree ("version_image_id");
  CREATE INDEX "_gallery_items_v_version_version_before_image_idx" ON "cms"."_gallery_items_v" USING btree ("version_before_image_id");
  CREATE INDEX "_gallery_items_v_version_version_order_idx" ON "cms"."_gallery_items_v" USING btree ("version_order");
  CREATE INDEX "_gallery_items_v_version_version_updated_at_idx" ON "cms"."_gallery_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_gallery_items_v_version_version_created_at_idx" ON "cms"."_gallery_items_v" USING btree ("version_created_at");
  CREATE INDEX "_gallery_items_v_version_version__status_idx" ON "cms"."_gallery_items_v" USING btree ("version__status");
  CREATE INDEX "_gallery_items_v_created_at_idx" ON "cms"."_gallery_items_v" USING btree ("created_at");
  CREATE INDEX "_gallery_items_v_updated_at_idx" ON "cms"."_gallery_items_v" USING btree ("updated_at");
  CREATE INDEX "_gallery_items_v_latest_idx" ON "cms"."_gallery_items_v" USING btree ("latest");
  CREATE INDEX "payload_jobs_log_order_idx" ON "cms"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "cms"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "cms"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "cms"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "cms"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "cms"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "cms"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "cms"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "cms"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "cms"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "cms"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "site_settings_gallery_hostnames_order_idx" ON "cms"."site_settings_gallery_hostnames" USING btree ("_order");
  CREATE INDEX "site_settings_gallery_hostnames_parent_id_idx" ON "cms"."site_settings_gallery_hostnames" USING btree ("_parent_id");
  CREATE INDEX "site_settings_default_share_image_idx" ON "cms"."site_settings" USING btree ("default_share_image_id");
  CREATE INDEX "_site_settings_v_version_gallery_hostnames_order_idx" ON "cms"."_site_settings_v_version_gallery_hostnames" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_gallery_hostnames_parent_id_idx" ON "cms"."_site_settings_v_version_gallery_hostnames" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version_default_share_image_idx" ON "cms"."_site_settings_v" USING btree ("version_default_share_image_id");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "cms"."_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "cms"."_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_landing_video_v_created_at_idx" ON "cms"."_landing_video_v" USING btree ("created_at");
  CREATE INDEX "_landing_video_v_updated_at_idx" ON "cms"."_landing_video_v" USING btree ("updated_at");
  ALTER TABLE "cms"."posts" ADD CONSTRAINT "posts_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v" ADD CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tutorials_fk" FOREIGN KEY ("tutorials_id") REFERENCES "cms"."tutorials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "cms"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "cms"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_items_fk" FOREIGN KEY ("gallery_items_id") REFERENCES "cms"."gallery_items"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_seo_seo_image_idx" ON "cms"."posts" USING btree ("seo_image_id");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "cms"."_posts_v" USING btree ("version_seo_image_id");
  CREATE INDEX "payload_locked_documents_rels_tutorials_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("tutorials_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_items_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("gallery_items_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."tutorials_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."tutorials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_tutorials_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_tutorials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pages_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pages_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pages_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pages_v_version_faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plans_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."gallery_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_gallery_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."site_settings_gallery_hostnames" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."site_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_site_settings_v_version_gallery_hostnames" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."landing_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_landing_video_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."tutorials_steps" CASCADE;
  DROP TABLE "cms"."tutorials" CASCADE;
  DROP TABLE "cms"."_tutorials_v_version_steps" CASCADE;
  DROP TABLE "cms"."_tutorials_v" CASCADE;
  DROP TABLE "cms"."pages_highlights" CASCADE;
  DROP TABLE "cms"."pages_faqs" CASCADE;
  DROP TABLE "cms"."pages" CASCADE;
  DROP TABLE "cms"."_pages_v_version_highlights" CASCADE;
  DROP TABLE "cms"."_pages_v_version_faqs" CASCADE;
  DROP TABLE "cms"."_pages_v" CASCADE;
  DROP TABLE "cms"."testimonials" CASCADE;
  DROP TABLE "cms"."_testimonials_v" CASCADE;
  DROP TABLE "cms"."plans_features" CASCADE;
  DROP TABLE "cms"."plans" CASCADE;
  DROP TABLE "cms"."_plans_v_version_features" CASCADE;
  DROP TABLE "cms"."_plans_v" CASCADE;
  DROP TABLE "cms"."gallery_items" CASCADE;
  DROP TABLE "cms"."_gallery_items_v" CASCADE;
  DROP TABLE "cms"."payload_jobs_log" CASCADE;
  DROP TABLE "cms"."payload_jobs" CASCADE;
  DROP TABLE "cms"."site_settings_gallery_hostnames" CASCADE;
  DROP TABLE "cms"."site_settings" CASCADE;
  DROP TABLE "cms"."_site_settings_v_version_gallery_hostnames" CASCADE;
  DROP TABLE "cms"."_site_settings_v" CASCADE;
  DROP TABLE "cms"."landing_video" CASCADE;
  DROP TABLE "cms"."_landing_video_v" CASCADE;
  ALTER TABLE "cms"."posts" DROP CONSTRAINT "posts_seo_image_id_media_id_fk";
  
  ALTER TABLE "cms"."_posts_v" DROP CONSTRAINT "_posts_v_version_seo_image_id_media_id_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tutorials_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_testimonials_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_plans_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gallery_items_fk";
  
  DROP INDEX "cms"."posts_seo_seo_image_idx";
  DROP INDEX "cms"."_posts_v_version_seo_version_seo_image_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_tutorials_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_pages_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_testimonials_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_plans_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_gallery_items_id_idx";
  ALTER TABLE "cms"."posts" DROP COLUMN "seo_title";
  ALTER TABLE "cms"."posts" DROP COLUMN "seo_description";
  ALTER TABLE "cms"."posts" DROP COLUMN "seo_keywords";
  ALTER TABLE "cms"."posts" DROP COLUMN "seo_image_id";
  ALTER TABLE "cms"."_posts_v" DROP COLUMN "version_seo_title";
  ALTER TABLE "cms"."_posts_v" DROP COLUMN "version_seo_description";
  ALTER TABLE "cms"."_posts_v" DROP COLUMN "version_seo_keywords";
  ALTER TABLE "cms"."_posts_v" DROP COLUMN "version_seo_image_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "tutorials_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "pages_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "testimonials_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "plans_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "gallery_items_id";
  DROP TYPE "cms"."enum_tutorials_level";
  DROP TYPE "cms"."enum_tutorials_status";
  DROP TYPE "cms"."enum__tutorials_v_version_level";
  DROP TYPE "cms"."enum__tutorials_v_version_status";
  DROP TYPE "cms"."enum_pages_status";
  DROP TYPE "cms"."enum__pages_v_version_status";
  DROP TYPE "cms"."enum_testimonials_status";
  DROP TYPE "cms"."enum__testimonials_v_version_status";
  DROP TYPE "cms"."enum_plans_key";
  DROP TYPE "cms"."enum_plans_status";
  DROP TYPE "cms"."enum__plans_v_version_key";
  DROP TYPE "cms"."enum__plans_v_version_status";
  DROP TYPE "cms"."enum_gallery_items_style";
  DROP TYPE "cms"."enum_gallery_items_status";
  DROP TYPE "cms"."enum__gallery_items_v_version_style";
  DROP TYPE "cms"."enum__gallery_items_v_version_status";
  DROP TYPE "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE "cms"."enum_payload_jobs_log_state";
  DROP TYPE "cms"."enum_payload_jobs_task_slug";
  DROP TYPE "cms"."enum_landing_video_video_type";
  DROP TYPE "cms"."enum__landing_video_v_version_video_type";`)
}
