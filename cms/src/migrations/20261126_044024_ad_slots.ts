import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_ad_slots_placement" AS ENUM('blog-between-posts', 'blog-post-sidebar', 'blog-post-end');
  CREATE TABLE "cms"."ad_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"placement" "cms"."enum_ad_slots_placement" NOT NULL,
  	"publisher_id" varchar NOT NULL,
  	"slot_id" varchar NOT NULL,
  	"enabled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "ad_slots_id" integer;
  CREATE UNIQUE INDEX "ad_slots_placement_idx" ON "cms"."ad_slots" USING btree ("placement");
  CREATE INDEX "ad_slots_updated_at_idx" ON "cms"."ad_slots" USING btree ("updated_at");
  CREATE INDEX "ad_slots_created_at_idx" ON "cms"."ad_slots" USING btree ("created_at");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ad_slots_fk" FOREIGN KEY ("ad_slots_id") REFERENCES "cms"."ad_slots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ad_slots_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("ad_slots_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."ad_slots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."ad_slots" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ad_slots_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_ad_slots_id_idx";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "ad_slots_id";
  DROP TYPE "cms"."enum_ad_slots_placement";`)
}
