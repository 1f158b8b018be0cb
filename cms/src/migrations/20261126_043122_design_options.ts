import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_design_options_styles_key" AS ENUM('modern', 'traditional', 'natural', 'infinity', 'geometric');
  CREATE TYPE "cms"."enum_design_options_features_key" AS ENUM('lighting', 'waterfalls', 'hotTub', 'decking', 'landscaping');
  CREATE TYPE "cms"."enum_design_options_times_of_day_key" AS ENUM('day', 'dusk', 'night');
  CREATE TABLE "cms"."design_options_styles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "cms"."enum_design_options_styles_key" NOT NULL,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"enabled" boolean DEFAULT true
  );
  
  CREATE TABLE "cms"."design_options_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "cms"."enum_design_options_features_key" NOT NULL,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"enabled" boolean DEFAULT true
  );
  
  CREATE TABLE "cms"."design_options_times_of_day" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" "cms"."enum_design_options_times_of_day_key" NOT NULL,
  	"label" varchar NOT NULL,
  	"description" varchar,
  	"image_id" integer,
  	"enabled" boolean DEFAULT true
  );
  
  CREATE TABLE "cms"."design_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cms"."design_options_styles" ADD CONSTRAINT "design_options_styles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."design_options_styles" ADD CONSTRAINT "design_options_styles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."design_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."design_options_features" ADD CONSTRAINT "design_options_features_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."design_options_features" ADD CONSTRAINT "design_options_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."design_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."design_options_times_of_day" ADD CONSTRAINT "design_options_times_of_day_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."design_options_times_of_day" ADD CONSTRAINT "design_options_times_of_day_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."design_options"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "design_options_styles_order_idx" ON "cms"."design_options_styles" USING btree ("_order");
  CREATE INDEX "design_options_styles_parent_id_idx" ON "cms"."design_options_styles" USING btree ("_parent_id");
  CREATE INDEX "design_options_styles_image_idx" ON "cms"."design_options_styles" USING btree ("image_id");
  CREATE INDEX "design_options_features_order_idx" ON "cms"."design_options_features" USING btree ("_order");
  CREATE INDEX "design_options_features_parent_id_idx" ON "cms"."design_options_features" USING btree ("_parent_id");
  CREATE INDEX "design_options_features_image_idx" ON "cms"."design_options_features" USING btree ("image_id");
  CREATE INDEX "design_options_times_of_day_order_idx" ON "cms"."design_options_times_of_day" USING btree ("_order");
  CREATE INDEX "design_options_times_of_day_parent_id_idx" ON "cms"."design_options_times_of_day" USING btree ("_parent_id");
  CREATE INDEX "design_options_times_of_day_image_idx" ON "cms"."design_options_times_of_day" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."design_options_styles" CASCADE;
  DROP TABLE "cms"."design_options_features" CASCADE;
  DROP TABLE "cms"."design_options_times_of_day" CASCADE;
  DROP TABLE "cms"."design_options" CASCADE;
  DROP TYPE "cms"."enum_design_options_styles_key";
  DROP TYPE "cms"."enum_design_options_features_key";
  DROP TYPE "cms"."enum_design_options_times_of_day_key";`)
}
