import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "line_count" numeric DEFAULT 0;
  CREATE INDEX "customer_orderedAt_idx" ON "orders" USING btree ("customer_id","ordered_at");`)
  // Orders placed before the column existed: count their lines once.
  await db.execute(sql`UPDATE "orders" SET "line_count" = (SELECT count(*) FROM "orders_lines" WHERE "orders_lines"."_parent_id" = "orders"."id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "customer_orderedAt_idx";
  ALTER TABLE "orders" DROP COLUMN "line_count";`)
}
