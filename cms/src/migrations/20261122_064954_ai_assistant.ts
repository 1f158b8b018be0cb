import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cms"."ai_assistant_knowledge" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"keywords" varchar
  );
  
  CREATE TABLE "cms"."ai_assistant" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"support_email" varchar DEFAULT 'support@poolscape.example' NOT NULL,
  	"system_prompt" varchar DEFAULT 'You are the Poolscape assistant on the Poolscape website, an AI pool design product. Answer in two to four friendly sentences, using only the facts in the passages you are given. Never invent prices, numbers, features or policies. If the passages do not answer the question, say you do not know and suggest contacting the support team by e-mail.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "cms"."ai_assistant_knowledge" ADD CONSTRAINT "ai_assistant_knowledge_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."ai_assistant"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "ai_assistant_knowledge_order_idx" ON "cms"."ai_assistant_knowledge" USING btree ("_order");
  CREATE INDEX "ai_assistant_knowledge_parent_id_idx" ON "cms"."ai_assistant_knowledge" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."ai_assistant_knowledge" CASCADE;
  DROP TABLE "cms"."ai_assistant" CASCADE;`)
}
