import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`carts\` ADD \`public_id\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_public_id_idx\` ON \`carts\` (\`public_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`carts_public_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`carts\` DROP COLUMN \`public_id\`;`)
}
