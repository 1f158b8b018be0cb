import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."preview_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"created_by_id" integer,
  	"token_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."preview_links_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"posts_id" integer,
  	"tutorials_id" integer,
  	"pages_id" integer
  );
  
  ALTER TABLE "cms"."_posts_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "cms"."_tutorials_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "cms"."_pages_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "preview_links_id" integer;
  ALTER TABLE "cms"."preview_links" ADD CONSTRAINT "preview_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "cms"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."preview_links_rels" ADD CONSTRAINT "preview_links_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."preview_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."preview_links_rels" ADD CONSTRAINT "preview_links_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."preview_links_rels" ADD CONSTRAINT "preview_links_rels_tutorials_fk" FOREIGN KEY ("tutorials_id") REFERENCES "cms"."tutorials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."preview_links_rels" ADD CONSTRAINT "preview_links_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "cms"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "preview_links_expires_at_idx" ON "cms"."preview_links" USING btree ("expires_at");
  CREATE INDEX "preview_links_created_by_idx" ON "cms"."preview_links" USING btree ("created_by_id");
  CREATE UNIQUE INDEX "preview_links_token_hash_idx" ON "cms"."preview_links" USING btree ("token_hash");
  CREATE INDEX "preview_links_updated_at_idx" ON "cms"."preview_links" USING btree ("updated_at");
  CREATE INDEX "preview_links_created_at_idx" ON "cms"."preview_links" USING btree ("created_at");
  CREATE INDEX "preview_links_rels_order_idx" ON "cms"."preview_links_rels" USING btree ("order");
  CREATE INDEX "preview_links_rels_parent_idx" ON "cms"."preview_links_rels" USING btree ("parent_id");
  CREATE INDEX "preview_links_rels_path_idx" ON "cms"."preview_links_rels" USING btree ("path");
  CREATE INDEX "preview_links_rels_posts_id_idx" ON "cms"."preview_links_rels" USING btree ("posts_id");
  CREATE INDEX "preview_links_rels_tutorials_id_idx" ON "cms"."preview_links_rels" USING btree ("tutorials_id");
  CREATE INDEX "preview_links_rels_pages_id_idx" ON "cms"."preview_links_rels" USING btree ("pages_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preview_links_fk" FOREIGN KEY ("preview_links_id") REFERENCES "cms"."preview_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_posts_v_autosave_idx" ON "cms"."_posts_v" USING btree ("autosave");
  CREATE INDEX "_tutorials_v_autosave_idx" ON "cms"."_tutorials_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_autosave_idx" ON "cms"."_pages_v" USING btree ("autosave");
  CREATE INDEX "payload_locked_documents_rels_preview_links_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("preview_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."preview_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."preview_links_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."preview_links" CASCADE;
  DROP TABLE "cms"."preview_links_rels" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_preview_links_fk";
  
  DROP INDEX "cms"."_posts_v_autosave_idx";
  DROP INDEX "cms"."_tutorials_v_autosave_idx";
  DROP INDEX "cms"."_pages_v_autosave_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_preview_links_id_idx";
  ALTER TABLE "cms"."_posts_v" DROP COLUMN "autosave";
  ALTER TABLE "cms"."_tutorials_v" DROP COLUMN "autosave";
  ALTER TABLE "cms"."_pages_v" DROP COLUMN "autosave";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "preview_links_id";`)
}
