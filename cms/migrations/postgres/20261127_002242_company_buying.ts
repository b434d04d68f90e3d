import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_accounts_company_role" AS ENUM('administrator', 'buyer', 'viewer');
  CREATE TYPE "public"."enum_orders_approval_reasons" AS ENUM('limit', 'budget');
  CREATE TYPE "public"."enum_password_reset_tokens_purpose" AS ENUM('reset', 'invitation');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'awaitingApproval' BEFORE 'open';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'rejected';
  CREATE TABLE "orders_approval_reasons" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_orders_approval_reasons",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "shopping_lists_changes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"action" varchar NOT NULL,
  	"details" jsonb
  );
  
  CREATE TABLE "shopping_lists_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"accounts_id" integer
  );
  
  CREATE TABLE "saved_carts_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_key" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"item_ref_text" varchar
  );
  
  CREATE TABLE "saved_carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"account_id" integer NOT NULL,
  	"contact_id" integer,
  	"customer_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "accounts" ADD COLUMN "company_role" "enum_accounts_company_role" DEFAULT 'buyer';
  ALTER TABLE "accounts" ADD COLUMN "order_limit_cents" numeric;
  ALTER TABLE "accounts" ADD COLUMN "monthly_budget_cents" numeric;
  ALTER TABLE "accounts" ADD COLUMN "deactivated_at" timestamp(3) with time zone;
  ALTER TABLE "accounts" ADD COLUMN "invited_at" timestamp(3) with time zone;
  ALTER TABLE "accounts" ADD COLUMN "invited_by_id" integer;
  ALTER TABLE "accounts" ADD COLUMN "password_set_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "approval_requested_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "approval_submitted_total_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "approval_limit_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "approval_budget_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "approval_spent_cents" numeric;
  ALTER TABLE "orders" ADD COLUMN "approval_decided_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "approval_decided_by_id" integer;
  ALTER TABLE "orders" ADD COLUMN "approval_decided_by_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "approval_on_behalf_of_id" integer;
  ALTER TABLE "orders" ADD COLUMN "approval_rejection_reason" varchar;
  ALTER TABLE "shopping_lists_entries" ADD COLUMN "added_by_id" integer;
  ALTER TABLE "shopping_lists" ADD COLUMN "shared_with_company" boolean DEFAULT false;
  ALTER TABLE "shopping_lists" ADD COLUMN "last_changed_by_id" integer;
  ALTER TABLE "shopping_lists" ADD COLUMN "last_changed_at" timestamp(3) with time zone;
  ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" "enum_password_reset_tokens_purpose" DEFAULT 'reset';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_carts_id" integer;
  ALTER TABLE "orders_approval_reasons" ADD CONSTRAINT "orders_approval_reasons_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shopping_lists_changes" ADD CONSTRAINT "shopping_lists_changes_by_id_accounts_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists_changes" ADD CONSTRAINT "shopping_lists_changes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shopping_lists_rels" ADD CONSTRAINT "shopping_lists_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shopping_lists_rels" ADD CONSTRAINT "shopping_lists_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_carts_entries" ADD CONSTRAINT "saved_carts_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_carts_entries" ADD CONSTRAINT "saved_carts_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "saved_carts" ADD CONSTRAINT "saved_carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_approval_reasons_order_idx" ON "orders_approval_reasons" USING btree ("order");
  CREATE INDEX "orders_approval_reasons_parent_idx" ON "orders_approval_reasons" USING btree ("parent_id");
  CREATE INDEX "shopping_lists_changes_order_idx" ON "shopping_lists_changes" USING btree ("_order");
  CREATE INDEX "shopping_lists_changes_parent_id_idx" ON "shopping_lists_changes" USING btree ("_parent_id");
  CREATE INDEX "shopping_lists_changes_by_idx" ON "shopping_lists_changes" USING btree ("by_id");
  CREATE INDEX "shopping_lists_rels_order_idx" ON "shopping_lists_rels" USING btree ("order");
  CREATE INDEX "shopping_lists_rels_parent_idx" ON "shopping_lists_rels" USING btree ("parent_id");
  CREATE INDEX "shopping_lists_rels_path_idx" ON "shopping_lists_rels" USING btree ("path");
  CREATE INDEX "shopping_lists_rels_accounts_id_idx" ON "shopping_lists_rels" USING btree ("accounts_id");
  CREATE INDEX "saved_carts_entries_order_idx" ON "saved_carts_entries" USING btree ("_order");
  CREATE INDEX "saved_carts_entries_parent_id_idx" ON "saved_carts_entries" USING btree ("_parent_id");
  CREATE INDEX "saved_carts_entries_product_idx" ON "saved_carts_entries" USING btree ("product_id");
  CREATE INDEX "saved_carts_tenant_idx" ON "saved_carts" USING btree ("tenant_id");
  CREATE INDEX "saved_carts_account_idx" ON "saved_carts" USING btree ("account_id");
  CREATE INDEX "saved_carts_contact_idx" ON "saved_carts" USING btree ("contact_id");
  CREATE INDEX "saved_carts_customer_idx" ON "saved_carts" USING btree ("customer_id");
  CREATE INDEX "saved_carts_updated_at_idx" ON "saved_carts" USING btree ("updated_at");
  CREATE INDEX "saved_carts_created_at_idx" ON "saved_carts" USING btree ("created_at");
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_invited_by_id_accounts_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_decided_by_id_accounts_id_fk" FOREIGN KEY ("approval_decided_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_approval_on_behalf_of_id_accounts_id_fk" FOREIGN KEY ("approval_on_behalf_of_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists_entries" ADD CONSTRAINT "shopping_lists_entries_added_by_id_accounts_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_last_changed_by_id_accounts_id_fk" FOREIGN KEY ("last_changed_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_carts_fk" FOREIGN KEY ("saved_carts_id") REFERENCES "public"."saved_carts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "accounts_company_role_idx" ON "accounts" USING btree ("company_role");
  CREATE INDEX "accounts_invited_by_idx" ON "accounts" USING btree ("invited_by_id");
  CREATE INDEX "orders_approval_approval_requested_at_idx" ON "orders" USING btree ("approval_requested_at");
  CREATE INDEX "orders_approval_approval_decided_by_idx" ON "orders" USING btree ("approval_decided_by_id");
  CREATE INDEX "orders_approval_approval_on_behalf_of_idx" ON "orders" USING btree ("approval_on_behalf_of_id");
  CREATE INDEX "shopping_lists_entries_added_by_idx" ON "shopping_lists_entries" USING btree ("added_by_id");
  CREATE INDEX "shopping_lists_shared_with_company_idx" ON "shopping_lists" USING btree ("shared_with_company");
  CREATE INDEX "shopping_lists_last_changed_by_idx" ON "shopping_lists" USING btree ("last_changed_by_id");
  CREATE INDEX "payload_locked_documents_rels_saved_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_carts_id");`)
  // The accounts customers had before company roles could do everything: they stay able to (administrators).
  await db.execute(sql`UPDATE "accounts" SET "company_role" = 'administrator' WHERE "type" = 'customer';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_approval_reasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopping_lists_changes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shopping_lists_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_carts_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "saved_carts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_approval_reasons" CASCADE;
  DROP TABLE "shopping_lists_changes" CASCADE;
  DROP TABLE "shopping_lists_rels" CASCADE;
  DROP TABLE "saved_carts_entries" CASCADE;
  DROP TABLE "saved_carts" CASCADE;
  ALTER TABLE "accounts" DROP CONSTRAINT "accounts_invited_by_id_accounts_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_approval_decided_by_id_accounts_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_approval_on_behalf_of_id_accounts_id_fk";
  
  ALTER TABLE "shopping_lists_entries" DROP CONSTRAINT "shopping_lists_entries_added_by_id_accounts_id_fk";
  
  ALTER TABLE "shopping_lists" DROP CONSTRAINT "shopping_lists_last_changed_by_id_accounts_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_carts_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'open'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('open', 'inProcess', 'shipped', 'completed', 'cancelled');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'open'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  DROP INDEX "accounts_company_role_idx";
  DROP INDEX "accounts_invited_by_idx";
  DROP INDEX "orders_approval_approval_requested_at_idx";
  DROP INDEX "orders_approval_approval_decided_by_idx";
  DROP INDEX "orders_approval_approval_on_behalf_of_idx";
  DROP INDEX "shopping_lists_entries_added_by_idx";
  DROP INDEX "shopping_lists_shared_with_company_idx";
  DROP INDEX "shopping_lists_last_changed_by_idx";
  DROP INDEX "payload_locked_documents_rels_saved_carts_id_idx";
  ALTER TABLE "accounts" DROP COLUMN "company_role";
  ALTER TABLE "accounts" DROP COLUMN "order_limit_cents";
  ALTER TABLE "accounts" DROP COLUMN "monthly_budget_cents";
  ALTER TABLE "accounts" DROP COLUMN "deactivated_at";
  ALTER TABLE "accounts" DROP COLUMN "invited_at";
  ALTER TABLE "accounts" DROP COLUMN "invited_by_id";
  ALTER TABLE "accounts" DROP COLUMN "password_set_at";
  ALTER TABLE "orders" DROP COLUMN "approval_requested_at";
  ALTER TABLE "orders" DROP COLUMN "approval_submitted_total_cents";
  ALTER TABLE "orders" DROP COLUMN "approval_limit_cents";
  ALTER TABLE "orders" DROP COLUMN "approval_budget_cents";
  ALTER TABLE "orders" DROP COLUMN "approval_spent_cents";
  ALTER TABLE "orders" DROP COLUMN "approval_decided_at";
  ALTER TABLE "orders" DROP COLUMN "approval_decided_by_id";
  ALTER TABLE "orders" DROP COLUMN "approval_decided_by_name";
  ALTER TABLE "orders" DROP COLUMN "approval_on_behalf_of_id";
  ALTER TABLE "orders" DROP COLUMN "approval_rejection_reason";
  ALTER TABLE "shopping_lists_entries" DROP COLUMN "added_by_id";
  ALTER TABLE "shopping_lists" DROP COLUMN "shared_with_company";
  ALTER TABLE "shopping_lists" DROP COLUMN "last_changed_by_id";
  ALTER TABLE "shopping_lists" DROP COLUMN "last_changed_at";
  ALTER TABLE "password_reset_tokens" DROP COLUMN "purpose";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_carts_id";
  DROP TYPE "public"."enum_accounts_company_role";
  DROP TYPE "public"."enum_orders_approval_reasons";
  DROP TYPE "public"."enum_password_reset_tokens_purpose";`)
}
