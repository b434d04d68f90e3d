import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_search_changes_scope" AS ENUM('products', 'product-lines', 'pages', 'news', 'media');
  CREATE TABLE "search_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant" numeric NOT NULL,
  	"scope" "enum_search_changes_scope" NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "search_changes_id" integer;
  CREATE INDEX "search_changes_tenant_idx" ON "search_changes" USING btree ("tenant");
  CREATE INDEX "search_changes_updated_at_idx" ON "search_changes" USING btree ("updated_at");
  CREATE INDEX "search_changes_created_at_idx" ON "search_changes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_changes_fk" FOREIGN KEY ("search_changes_id") REFERENCES "public"."search_changes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_search_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("search_changes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "search_changes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "search_changes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_search_changes_fk";
  
  DROP INDEX "payload_locked_documents_rels_search_changes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "search_changes_id";
  DROP TYPE "public"."enum_search_changes_scope";`)
}
