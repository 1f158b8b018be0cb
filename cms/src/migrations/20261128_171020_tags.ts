// Tags become documents of their own (collections/Tags) that posts relate to, instead of text rows
// each post kept. Every tag text posts and their versions hold becomes one tag (the same words in
// another case or spacing are one tag), related to those posts and versions in their order, before
// the old rows go.
import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."posts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "cms"."_posts_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "cms"."tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  

  INSERT INTO "cms"."tags" ("name", "slug")
  SELECT DISTINCT ON ("slug") "name", "slug" FROM (
    SELECT regexp_replace(btrim("tag"), '[[:space:]]+', ' ', 'g') AS "name", trim(both '-' from regexp_replace(lower(btrim("tag")), '[^a-z0-9]+', '-', 'g')) AS "slug"
    FROM (SELECT "tag" FROM "cms"."posts_tags" UNION ALL SELECT "tag" FROM "cms"."_posts_v_version_tags") AS "every_tag"
    WHERE "tag" IS NOT NULL
  ) AS "named"
  WHERE "slug" <> ''
  ORDER BY "slug", "name";

  INSERT INTO "cms"."posts_rels" ("order", "parent_id", "path", "tags_id")
  SELECT DISTINCT ON (pt."_parent_id", tg."id") pt."_order", pt."_parent_id", 'tags', tg."id"
  FROM "cms"."posts_tags" AS pt JOIN "cms"."tags" AS tg ON tg."slug" = trim(both '-' from regexp_replace(lower(btrim(pt."tag")), '[^a-z0-9]+', '-', 'g'))
  ORDER BY pt."_parent_id", tg."id", pt."_order";

  INSERT INTO "cms"."_posts_v_rels" ("order", "parent_id", "path", "tags_id")
  SELECT DISTINCT ON (vt."_parent_id", tg."id") vt."_order", vt."_parent_id", 'version.tags', tg."id"
  FROM "cms"."_posts_v_version_tags" AS vt JOIN "cms"."tags" AS tg ON tg."slug" = trim(both '-' from regexp_replace(lower(btrim(vt."tag")), '[^a-z0-9]+', '-', 'g'))
  ORDER BY vt."_parent_id", tg."id", vt."_order";

  ALTER TABLE "cms"."posts_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_posts_v_version_tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."posts_tags" CASCADE;
  DROP TABLE "cms"."_posts_v_version_tags" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "cms"."posts_rels" ADD CONSTRAINT "posts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."posts_rels" ADD CONSTRAINT "posts_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "cms"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_rels" ADD CONSTRAINT "_posts_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "cms"."tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_rels_order_idx" ON "cms"."posts_rels" USING btree ("order");
  CREATE INDEX "posts_rels_parent_idx" ON "cms"."posts_rels" USING btree ("parent_id");
  CREATE INDEX "posts_rels_path_idx" ON "cms"."posts_rels" USING btree ("path");
  CREATE INDEX "posts_rels_tags_id_idx" ON "cms"."posts_rels" USING btree ("tags_id");
  CREATE INDEX "_posts_v_rels_order_idx" ON "cms"."_posts_v_rels" USING btree ("order");
  CREATE INDEX "_posts_v_rels_parent_idx" ON "cms"."_posts_v_rels" USING btree ("parent_id");
  CREATE INDEX "_posts_v_rels_path_idx" ON "cms"."_posts_v_rels" USING btree ("path");
  CREATE INDEX "_posts_v_rels_tags_id_idx" ON "cms"."_posts_v_rels" USING btree ("tags_id");
  CREATE UNIQUE INDEX "tags_name_idx" ON "cms"."tags" USING btree ("name");
  CREATE UNIQUE INDEX "tags_slug_idx" ON "cms"."tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "cms"."tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "cms"."tags" USING btree ("created_at");
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "cms"."tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."posts_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" varchar
  );
  
  CREATE TABLE "cms"."_posts_v_version_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "cms"."posts_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_posts_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."posts_rels" CASCADE;
  DROP TABLE "cms"."_posts_v_rels" CASCADE;
  DROP TABLE "cms"."tags" CASCADE;
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_tags_fk";
  
  DROP INDEX "cms"."payload_locked_documents_rels_tags_id_idx";
  ALTER TABLE "cms"."posts_tags" ADD CONSTRAINT "posts_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_posts_v_version_tags" ADD CONSTRAINT "_posts_v_version_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_tags_order_idx" ON "cms"."posts_tags" USING btree ("_order");
  CREATE INDEX "posts_tags_parent_id_idx" ON "cms"."posts_tags" USING btree ("_parent_id");
  CREATE INDEX "_posts_v_version_tags_order_idx" ON "cms"."_posts_v_version_tags" USING btree ("_order");
  CREATE INDEX "_posts_v_version_tags_parent_id_idx" ON "cms"."_posts_v_version_tags" USING btree ("_parent_id");
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "tags_id";`)
}
