import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carts_entries\` ADD \`seen_unit_price_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`carts_entries\` ADD \`seen_pack\` text;`)
  await db.run(sql`ALTER TABLE \`carts_entries\` ADD \`requested_count\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carts_entries\` DROP COLUMN \`seen_unit_price_cents\`;`)
  await db.run(sql`ALTER TABLE \`carts_entries\` DROP COLUMN \`seen_pack\`;`)
  await db.run(sql`ALTER TABLE \`carts_entries\` DROP COLUMN \`requested_count\`;`)
}
