import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` ADD \`vat_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`vat_rate\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`gross_total_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`vat_breakdown\` text;`)
  await db.run(sql`ALTER TABLE \`checkout_settings\` ADD \`vat_standard_rate\` numeric DEFAULT 8.1 NOT NULL;`)
  // Orders placed before VAT was stored: the Swiss standard rate of their order date (7.7 % until 2023, 8.1 % since 2024;
  // midnight in Zurich), the tax per order rounded half up to the cent in integer arithmetic, as the checkout computes it.
  const rate = sql`(CASE WHEN \`ordered_at\` < '2017-12-31T23:00:00.000Z' THEN 800 WHEN \`ordered_at\` < '2023-12-31T23:00:00.000Z' THEN 770 ELSE 810 END)`
  await db.run(sql`UPDATE \`orders_lines\` SET \`vat_rate\` = (SELECT ${rate} / 100.0 FROM \`orders\` WHERE \`orders\`.\`id\` = \`orders_lines\`.\`_parent_id\`) WHERE \`vat_rate\` IS NULL;`)
  await db.run(sql`UPDATE \`orders\` SET \`vat_cents\` = (CAST(\`total_cents\` AS INTEGER) * ${rate} * 2 + 10000) / 20000 WHERE \`vat_cents\` IS NULL;`)
  await db.run(sql`UPDATE \`orders\` SET \`gross_total_cents\` = \`total_cents\` + \`vat_cents\`, \`vat_breakdown\` = json_array(json_object('rate', ${rate} / 100.0, 'netCents', CAST(\`total_cents\` AS INTEGER), 'vatCents', CAST(\`vat_cents\` AS INTEGER))) WHERE \`gross_total_cents\` IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`articles\` DROP COLUMN \`vat_rate\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`vat_rate\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_cents\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`gross_total_cents\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`vat_breakdown\`;`)
  await db.run(sql`ALTER TABLE \`checkout_settings\` DROP COLUMN \`vat_standard_rate\`;`)
}
