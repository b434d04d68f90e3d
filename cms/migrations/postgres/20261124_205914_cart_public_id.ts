import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts" ADD COLUMN "public_id" varchar;
  CREATE UNIQUE INDEX "carts_public_id_idx" ON "carts" USING btree ("public_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "carts_public_id_idx";
  ALTER TABLE "carts" DROP COLUMN "public_id";`)
}
