import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "account_product_idx";
  CREATE UNIQUE INDEX "account_customer_product_idx" ON "favourites" USING btree ("account_id","customer_id","product_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "account_customer_product_idx";
  CREATE UNIQUE INDEX "account_product_idx" ON "favourites" USING btree ("account_id","product_id");`)
}
