import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_accounts_service_reminders_locale" AS ENUM('de-ch', 'fr-ch', 'it-ch', 'de-de', 'de-at', 'en');
  ALTER TABLE "accounts" ADD COLUMN "service_reminders_locale" "enum_accounts_service_reminders_locale";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "accounts" DROP COLUMN "service_reminders_locale";
  DROP TYPE "public"."enum_accounts_service_reminders_locale";`)
}
