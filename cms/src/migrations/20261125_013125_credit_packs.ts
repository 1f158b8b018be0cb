import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_credit_packs_key" AS ENUM('credits_25', 'credits_100', 'credits_250');
  CREATE TYPE "cms"."enum_credit_packs_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__credit_packs_v_version_key" AS ENUM('credits_25', 'credits_100', 'credits_250');
  CREATE TYPE "cms"."enum__credit_packs_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "cms"."credit_packs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "cms"."enum_credit_packs_key",
  	"name" varchar,
  	"price" numeric,
  	"badge" varchar,
  	"order" numeric DEFAULT 100,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_credit_packs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_credit_packs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "cms"."enum__credit_packs_v_version_key",
  	"version_name" varchar,
  	"version_price" numeric,
  	"version_badge" varchar,
  	"version_order" numeric DEFAULT 100,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__credit_packs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "credit_packs_id" integer;
  ALTER TABLE "cms"."_credit_packs_v" ADD CONSTRAINT "_credit_packs_v_parent_id_credit_packs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."credit_packs"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "credit_packs_key_idx" ON "cms"."credit_packs" USING btree ("key");
  CREATE INDEX "credit_packs_order_idx" ON "cms"."credit_packs" USING btree ("order");
  CREATE INDEX "credit_packs_updated_at_idx" ON "cms"."credit_packs" USING btree ("updated_at");
  CREATE INDEX "credit_packs_created_at_idx" ON "cms"."credit_packs" USING btree ("created_at");
  CREATE INDEX "credit_packs__status_idx" ON "cms"."credit_packs" USING btree ("_status");
  CREATE INDEX "_credit_packs_v_parent_idx" ON "cms"."_credit_packs_v" USING btree ("parent_id");
  CREATE INDEX "_credit_packs_v_version_version_key_idx" ON "cms"."_credit_packs_v" USING btree ("version_key");
  CREATE INDEX "_credit_packs_v_version_version_order_idx" ON "cms"."_credit_packs_v" USING btree ("version_order");
  CREATE INDEX "_credit_packs_v_version_version_updated_at_idx" ON "cms"."_credit_packs_v" USING btree ("version_updated_at");
  CREATE INDEX "_credit_packs_v_version_version_created_at_idx" ON "cms"."_credit_packs_v" USING btree ("version_created_at");
  CREATE INDEX "_credit_packs_v_version_version__status_idx" ON "cms"."_credit_packs_v" USING btree ("version__status");
  CREATE INDEX "_credit_packs_v_created_at_idx" ON "cms"."_credit_packs_v" USING btree ("created_at");
  CREATE INDEX "_credit_packs_v_updated_at_idx" ON "cms"."_credit_packs_v" USING btree ("updated_at");
  CREATE INDEX "_credit_packs_v_latest_idx" ON "cms"."_credit_packs_v" USING btree ("latest");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_credit_packs_fk" FOREIGN KEY ("credit_packs_id") REFERENCES "cms"."credit_packs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_credit_packs_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("credit_packs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."credit_packs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_credit_packs_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."credit_packs" CASCADE;
  DROP TABLE "cms"."_credit_packs_v" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_credit_packs_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_credit_packs_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "credit_packs_id";
  DROP TYPE "cms"."enum_credit_packs_key";
  DROP TYPE "cms"."enum_credit_packs_status";
  DROP TYPE "cms"."enum__credit_packs_v_version_key";
  DROP TYPE "cms"."enum__credit_packs_v_version_status";`)
}
