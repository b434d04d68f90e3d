import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`account_product_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_customer_product_idx\` ON \`favourites\` (\`account_id\`,\`customer_id\`,\`product_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`account_customer_product_idx\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_product_idx\` ON \`favourites\` (\`account_id\`,\`product_id\`);`)
}
