import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts_entries" ADD COLUMN "seen_unit_price_cents" numeric;
  ALTER TABLE "carts_entries" ADD COLUMN "seen_pack" varchar;
  ALTER TABLE "carts_entries" ADD COLUMN "requested_count" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts_entries" DROP COLUMN "seen_unit_price_cents";
  ALTER TABLE "carts_entries" DROP COLUMN "seen_pack";
  ALTER TABLE "carts_entries" DROP COLUMN "requested_count";`)
}
