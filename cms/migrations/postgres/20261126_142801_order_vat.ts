import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "vat_rate" numeric;
  ALTER TABLE "orders_lines" ADD COLUMN "vat_rate" numeric;
  ALTER TABLE "orders" ADD COLUMN "vat_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "gross_total_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "vat_breakdown" jsonb;
  ALTER TABLE "checkout_settings" ADD COLUMN "vat_standard_rate" numeric DEFAULT 8.1 NOT NULL;`)
  // Orders placed before VAT was stored: the Swiss standard rate of their order date (7.7 % until 2023, 8.1 % since 2024;
  // midnight in Zurich), the tax per order rounded half up to the cent, as the checkout computes it.
  await db.execute(sql`
  UPDATE "orders_lines" SET "vat_rate" = r.rate FROM (
    SELECT "id", (CASE WHEN "ordered_at" < '2018-01-01T00:00:00+01:00' THEN 8 WHEN "ordered_at" < '2024-01-01T00:00:00+01:00' THEN 7.7 ELSE 8.1 END)::numeric AS rate FROM "orders"
  ) r WHERE r."id" = "orders_lines"."_parent_id" AND "orders_lines"."vat_rate" IS NULL;
  UPDATE "orders" SET "vat_cents" = FLOOR(("total_cents" * (CASE WHEN "ordered_at" < '2018-01-01T00:00:00+01:00' THEN 800 WHEN "ordered_at" < '2024-01-01T00:00:00+01:00' THEN 770 ELSE 810 END) * 2 + 10000) / 20000) WHERE "vat_cents" IS NULL;
  UPDATE "orders" SET "gross_total_cents" = "total_cents" + "vat_cents",
    "vat_breakdown" = jsonb_build_array(jsonb_build_object('rate', (CASE WHEN "ordered_at" < '2018-01-01T00:00:00+01:00' THEN 8 WHEN "ordered_at" < '2024-01-01T00:00:00+01:00' THEN 7.7 ELSE 8.1 END), 'netCents', "total_cents"::bigint, 'vatCents', "vat_cents"::bigint))
    WHERE "gross_total_cents" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP COLUMN "vat_rate";
  ALTER TABLE "orders_lines" DROP COLUMN "vat_rate";
  ALTER TABLE "orders" DROP COLUMN "vat_cents";
  ALTER TABLE "orders" DROP COLUMN "gross_total_cents";
  ALTER TABLE "orders" DROP COLUMN "vat_breakdown";
  ALTER TABLE "checkout_settings" DROP COLUMN "vat_standard_rate";`)
}
