import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "safety_data_sheets" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "safety_data_sheets" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "share_files" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "share_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "form_files" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "form_files" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT '';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "safety_data_sheets" DROP COLUMN "prefix";
  ALTER TABLE "safety_data_sheets" DROP COLUMN "_objectkey";
  ALTER TABLE "share_files" DROP COLUMN "prefix";
  ALTER TABLE "share_files" DROP COLUMN "_objectkey";
  ALTER TABLE "form_files" DROP COLUMN "prefix";
  ALTER TABLE "form_files" DROP COLUMN "_objectkey";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";`)
}
