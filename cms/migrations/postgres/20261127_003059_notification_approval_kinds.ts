import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_account_notifications_kind" ADD VALUE 'approvalRequested';
  ALTER TYPE "public"."enum_account_notifications_kind" ADD VALUE 'orderApproved';
  ALTER TYPE "public"."enum_account_notifications_kind" ADD VALUE 'orderRejected';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DEFAULT 'editorial'::text;
  DROP TYPE "public"."enum_account_notifications_kind";
  CREATE TYPE "public"."enum_account_notifications_kind" AS ENUM('orderConfirmed', 'documentAvailable', 'editorial');
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DEFAULT 'editorial'::"public"."enum_account_notifications_kind";
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_account_notifications_kind" USING "kind"::"public"."enum_account_notifications_kind";`)
}
