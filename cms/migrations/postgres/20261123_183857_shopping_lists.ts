import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "shopping_lists_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "shopping_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"account_id" integer NOT NULL,
  	"customer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "shopping_lists_id" integer;
  ALTER TABLE "shopping_lists_entries" ADD CONSTRAINT "shopping_lists_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists_entries" ADD CONSTRAINT "shopping_lists_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shopping_lists_entries_order_idx" ON "shopping_lists_entries" USING btree ("_order");
  CREATE INDEX "shopping_lists_entries_parent_id_idx" ON "shopping_lists_entries" USING btree ("_parent_id");
  CREATE INDEX "shopping_lists_entries_product_idx" ON "shopping_lists_entries" USING btree ("product_id");
  CREATE INDEX "shopping_lists_tenant_idx" ON "shopping_lists" USING btree ("tenant_id");
  CREATE INDEX "shopping_lists_account_idx" ON "shopping_lists" USING btree ("account_id");
  CREATE INDEX "shopping_lists_customer_idx" ON "shopping_lists" USING btree ("customer_id");
  CREATE INDEX "shopping_lists_updated_at_idx" ON "shopping_lists" USING btree ("updated_at");
  CREATE INDEX "shopping_lists_created_at_idx" ON "shopping_lists" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopping_lists_fk" FOREIGN KEY ("shopping_lists_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_shopping_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("shopping_lists_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shopping_lists_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopping_lists" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "shopping_lists_entries" CASCADE;
  DROP TABLE "shopping_lists" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_shopping_lists_fk";
  
  DROP INDEX "payload_locked_documents_rels_shopping_lists_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "shopping_lists_id";`)
}
