import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."ai_assistant" ADD COLUMN "greeting" varchar DEFAULT 'Hi! I''m the Poolscape assistant. I can help you with pool designs, features, subscription plans and using the app. What would you like to know?';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."ai_assistant" DROP COLUMN "greeting";`)
}
