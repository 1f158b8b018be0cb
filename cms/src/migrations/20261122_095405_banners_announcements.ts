import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_banners_tone" AS ENUM('info', 'success', 'warning');
  CREATE TYPE "cms"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__banners_v_version_tone" AS ENUM('info', 'success', 'warning');
  CREATE TYPE "cms"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_announcements_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__announcements_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "cms"."banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"message" varchar,
  	"tone" "cms"."enum_banners_tone" DEFAULT 'info',
  	"link_label" varchar,
  	"link_url" varchar,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_banners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_message" varchar,
  	"version_tone" "cms"."enum__banners_v_version_tone" DEFAULT 'info',
  	"version_link_label" varchar,
  	"version_link_url" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."announcements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"body" varchar,
  	"link_label" varchar,
  	"link_url" varchar,
  	"published_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_announcements_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_announcements_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_body" varchar,
  	"version_link_label" varchar,
  	"version_link_url" varchar,
  	"version_published_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__announcements_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "banners_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "announcements_id" integer;
  ALTER TABLE "cms"."_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_announcements_v" ADD CONSTRAINT "_announcements_v_parent_id_announcements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."announcements"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "banners_updated_at_idx" ON "cms"."banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "cms"."banners" USING btree ("created_at");
  CREATE INDEX "banners__status_idx" ON "cms"."banners" USING btree ("_status");
  CREATE INDEX "_banners_v_parent_idx" ON "cms"."_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "cms"."_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "cms"."_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "cms"."_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "cms"."_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "cms"."_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_latest_idx" ON "cms"."_banners_v" USING btree ("latest");
  CREATE INDEX "announcements_published_at_idx" ON "cms"."announcements" USING btree ("published_at");
  CREATE INDEX "announcements_updated_at_idx" ON "cms"."announcements" USING btree ("updated_at");
  CREATE INDEX "announcements_created_at_idx" ON "cms"."announcements" USING btree ("created_at");
  CREATE INDEX "announcements__status_idx" ON "cms"."announcements" USING btree ("_status");
  CREATE INDEX "_announcements_v_parent_idx" ON "cms"."_announcements_v" USING btree ("parent_id");
  CREATE INDEX "_announcements_v_version_version_published_at_idx" ON "cms"."_announcements_v" USING btree ("version_published_at");
  CREATE INDEX "_announcements_v_version_version_updated_at_idx" ON "cms"."_announcements_v" USING btree ("version_updated_at");
  CREATE INDEX "_announcements_v_version_version_created_at_idx" ON "cms"."_announcements_v" USING btree ("version_created_at");
  CREATE INDEX "_announcements_v_version_version__status_idx" ON "cms"."_announcements_v" USING btree ("version__status");
  CREATE INDEX "_announcements_v_created_at_idx" ON "cms"."_announcements_v" USING btree ("created_at");
  CREATE INDEX "_announcements_v_updated_at_idx" ON "cms"."_announcements_v" USING btree ("updated_at");
  CREATE INDEX "_announcements_v_latest_idx" ON "cms"."_announcements_v" USING btree ("latest");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "cms"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcements_fk" FOREIGN KEY ("announcements_id") REFERENCES "cms"."announcements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_announcements_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("announcements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."announcements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_announcements_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."banners" CASCADE;
  DROP TABLE "cms"."_banners_v" CASCADE;
  DROP TABLE "cms"."announcements" CASCADE;
  DROP TABLE "cms"."_announcements_v" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_banners_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_announcements_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_banners_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_announcements_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "banners_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "announcements_id";
  DROP TYPE "cms"."enum_banners_tone";
  DROP TYPE "cms"."enum_banners_status";
  DROP TYPE "cms"."enum__banners_v_version_tone";
  DROP TYPE "cms"."enum__banners_v_version_status";
  DROP TYPE "cms"."enum_announcements_status";
  DROP TYPE "cms"."enum__announcements_v_version_status";`)
}
