import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`line_count\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`customer_orderedAt_idx\` ON \`orders\` (\`customer_id\`,\`ordered_at\`);`)
  // Orders placed before the column existed: count their lines once.
  await db.run(sql`UPDATE \`orders\` SET \`line_count\` = (SELECT count(*) FROM \`orders_lines\` WHERE \`orders_lines\`.\`_parent_id\` = \`orders\`.\`id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`customer_orderedAt_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`line_count\`;`)
}
