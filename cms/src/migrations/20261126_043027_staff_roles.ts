import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_users_role" AS ENUM('editor', 'admin');
  ALTER TABLE "cms"."users" ADD COLUMN "role" "cms"."enum_users_role" DEFAULT 'editor' NOT NULL;
  ALTER TABLE "cms"."users" ADD COLUMN "app_user_id" varchar;
  -- Accounts made before roles (the seeded editor) keep every power they had.
  UPDATE "cms"."users" SET "role" = 'admin';
  CREATE UNIQUE INDEX "users_app_user_id_idx" ON "cms"."users" USING btree ("app_user_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "cms"."users_app_user_id_idx";
  ALTER TABLE "cms"."users" DROP COLUMN "role";
  ALTER TABLE "cms"."users" DROP COLUMN "app_user_id";
  DROP TYPE "cms"."enum_users_role";`)
}
