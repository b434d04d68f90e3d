import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_order_documents_kind" AS ENUM('confirmation', 'deliveryNote', 'invoice');
  CREATE TYPE "public"."enum_order_schedules_status" AS ENUM('active', 'paused', 'ended');
  CREATE TYPE "public"."enum_order_schedules_frequency" AS ENUM('weeks', 'monthly');
  CREATE TYPE "public"."enum_order_schedule_runs_outcome" AS ENUM('placed', 'awaitingApproval', 'skipped', 'failed');
  CREATE TYPE "public"."enum_quotes_status" AS ENUM('requested', 'answered', 'accepted', 'declined', 'ordered');
  CREATE TYPE "public"."enum_quotes_source" AS ENUM('product', 'cart');
  CREATE TYPE "public"."enum_checkout_settings_delivery_warehouse_canton" AS ENUM('AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH');
  ALTER TYPE "public"."enum_account_notifications_kind" ADD VALUE 'repeatOrderPlaced';
  ALTER TYPE "public"."enum_account_notifications_kind" ADD VALUE 'repeatOrderSkipped';
  ALTER TYPE "public"."enum_account_notifications_kind" ADD VALUE 'quoteAnswered';
  CREATE TABLE "stock_levels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"article_number" varchar NOT NULL,
  	"article_id" integer,
  	"quantity" numeric DEFAULT 0 NOT NULL,
  	"restock_date" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"kind" "enum_order_documents_kind" NOT NULL,
  	"document_number" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer_id" integer NOT NULL,
  	"total_cents" numeric,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "order_schedules_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"item_ref_text" varchar
  );
  
  CREATE TABLE "order_schedules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"account_id" integer NOT NULL,
  	"contact_id" integer,
  	"customer_id" integer NOT NULL,
  	"created_by_id" integer,
  	"status" "enum_order_schedules_status" DEFAULT 'active' NOT NULL,
  	"frequency" "enum_order_schedules_frequency" DEFAULT 'monthly' NOT NULL,
  	"interval_weeks" numeric,
  	"day_of_month" numeric,
  	"start_date" varchar NOT NULL,
  	"end_date" varchar,
  	"max_runs" numeric,
  	"run_count" numeric DEFAULT 0,
  	"next_run_date" varchar,
  	"paused_reason" varchar,
  	"source_order_number" varchar,
  	"checkout_ship_to_id" integer,
  	"checkout_bill_to_id" integer,
  	"checkout_purchase_order_number" varchar,
  	"checkout_cost_centre" varchar,
  	"checkout_remark" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "order_schedule_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"schedule_id" integer NOT NULL,
  	"due_date" varchar NOT NULL,
  	"outcome" "enum_order_schedule_runs_outcome" NOT NULL,
  	"customer_id" integer NOT NULL,
  	"order_number" varchar,
  	"message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quotes_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"list_unit_price_cents" numeric,
  	"quoted_unit_price_cents" numeric
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"quote_number" varchar NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'requested' NOT NULL,
  	"source" "enum_quotes_source" DEFAULT 'product' NOT NULL,
  	"requested_at" timestamp(3) with time zone NOT NULL,
  	"account_id" integer NOT NULL,
  	"contact_id" integer,
  	"placed_by_id" integer,
  	"customer_id" integer NOT NULL,
  	"desired_date" varchar,
  	"remark" varchar,
  	"answer_valid_until" varchar,
  	"answer_answered_at" timestamp(3) with time zone,
  	"answer_answered_by_id" integer,
  	"answer_text" varchar,
  	"decided_at" timestamp(3) with time zone,
  	"order_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders_lines" ADD COLUMN "quoted_price" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "requested_delivery_date" varchar;
  ALTER TABLE "orders" ADD COLUMN "partial_delivery" boolean DEFAULT true;
  ALTER TABLE "orders" ADD COLUMN "terms_version" varchar;
  ALTER TABLE "orders" ADD COLUMN "quote_id" integer;
  ALTER TABLE "orders" ADD COLUMN "schedule_id" integer;
  ALTER TABLE "carts_entries" ADD COLUMN "quote_id" integer;
  ALTER TABLE "carts_entries" ADD COLUMN "quoted_unit_price_cents" numeric;
  ALTER TABLE "carts" ADD COLUMN "checkout_requested_delivery_date" varchar;
  ALTER TABLE "carts" ADD COLUMN "checkout_partial_delivery" boolean DEFAULT true;
  ALTER TABLE "checkout_settings" ADD COLUMN "terms_version" varchar;
  ALTER TABLE "checkout_settings" ADD COLUMN "delivery_warehouse_canton" "enum_checkout_settings_delivery_warehouse_canton" DEFAULT 'ZH' NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stock_levels_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_schedules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "order_schedule_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_documents" ADD CONSTRAINT "order_documents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules_entries" ADD CONSTRAINT "order_schedules_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules_entries" ADD CONSTRAINT "order_schedules_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."order_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "order_schedules" ADD CONSTRAINT "order_schedules_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules" ADD CONSTRAINT "order_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules" ADD CONSTRAINT "order_schedules_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules" ADD CONSTRAINT "order_schedules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules" ADD CONSTRAINT "order_schedules_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules" ADD CONSTRAINT "order_schedules_checkout_ship_to_id_addresses_id_fk" FOREIGN KEY ("checkout_ship_to_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedules" ADD CONSTRAINT "order_schedules_checkout_bill_to_id_addresses_id_fk" FOREIGN KEY ("checkout_bill_to_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedule_runs" ADD CONSTRAINT "order_schedule_runs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedule_runs" ADD CONSTRAINT "order_schedule_runs_schedule_id_order_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."order_schedules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "order_schedule_runs" ADD CONSTRAINT "order_schedule_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes_lines" ADD CONSTRAINT "quotes_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_placed_by_id_accounts_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_answer_answered_by_id_users_id_fk" FOREIGN KEY ("answer_answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "stock_levels_tenant_idx" ON "stock_levels" USING btree ("tenant_id");
  CREATE INDEX "stock_levels_article_number_idx" ON "stock_levels" USING btree ("article_number");
  CREATE INDEX "stock_levels_article_idx" ON "stock_levels" USING btree ("article_id");
  CREATE INDEX "stock_levels_updated_at_idx" ON "stock_levels" USING btree ("updated_at");
  CREATE INDEX "stock_levels_created_at_idx" ON "stock_levels" USING btree ("created_at");
  CREATE INDEX "order_documents_tenant_idx" ON "order_documents" USING btree ("tenant_id");
  CREATE INDEX "order_documents_kind_idx" ON "order_documents" USING btree ("kind");
  CREATE INDEX "order_documents_document_number_idx" ON "order_documents" USING btree ("document_number");
  CREATE INDEX "order_documents_issued_at_idx" ON "order_documents" USING btree ("issued_at");
  CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("order_id");
  CREATE INDEX "order_documents_customer_idx" ON "order_documents" USING btree ("customer_id");
  CREATE INDEX "order_documents_updated_at_idx" ON "order_documents" USING btree ("updated_at");
  CREATE INDEX "order_documents_created_at_idx" ON "order_documents" USING btree ("created_at");
  CREATE UNIQUE INDEX "order_documents_filename_idx" ON "order_documents" USING btree ("filename");
  CREATE INDEX "customer_issuedAt_idx" ON "order_documents" USING btree ("customer_id","issued_at");
  CREATE INDEX "order_schedules_entries_order_idx" ON "order_schedules_entries" USING btree ("_order");
  CREATE INDEX "order_schedules_entries_parent_id_idx" ON "order_schedules_entries" USING btree ("_parent_id");
  CREATE INDEX "order_schedules_entries_product_idx" ON "order_schedules_entries" USING btree ("product_id");
  CREATE INDEX "order_schedules_tenant_idx" ON "order_schedules" USING btree ("tenant_id");
  CREATE INDEX "order_schedules_account_idx" ON "order_schedules" USING btree ("account_id");
  CREATE INDEX "order_schedules_contact_idx" ON "order_schedules" USING btree ("contact_id");
  CREATE INDEX "order_schedules_customer_idx" ON "order_schedules" USING btree ("customer_id");
  CREATE INDEX "order_schedules_created_by_idx" ON "order_schedules" USING btree ("created_by_id");
  CREATE INDEX "order_schedules_status_idx" ON "order_schedules" USING btree ("status");
  CREATE INDEX "order_schedules_next_run_date_idx" ON "order_schedules" USING btree ("next_run_date");
  CREATE INDEX "order_schedules_checkout_checkout_ship_to_idx" ON "order_schedules" USING btree ("checkout_ship_to_id");
  CREATE INDEX "order_schedules_checkout_checkout_bill_to_idx" ON "order_schedules" USING btree ("checkout_bill_to_id");
  CREATE INDEX "order_schedules_updated_at_idx" ON "order_schedules" USING btree ("updated_at");
  CREATE INDEX "order_schedules_created_at_idx" ON "order_schedules" USING btree ("created_at");
  CREATE INDEX "status_nextRunDate_idx" ON "order_schedules" USING btree ("status","next_run_date");
  CREATE INDEX "order_schedule_runs_tenant_idx" ON "order_schedule_runs" USING btree ("tenant_id");
  CREATE INDEX "order_schedule_runs_schedule_idx" ON "order_schedule_runs" USING btree ("schedule_id");
  CREATE INDEX "order_schedule_runs_customer_idx" ON "order_schedule_runs" USING btree ("customer_id");
  CREATE INDEX "order_schedule_runs_updated_at_idx" ON "order_schedule_runs" USING btree ("updated_at");
  CREATE INDEX "order_schedule_runs_created_at_idx" ON "order_schedule_runs" USING btree ("created_at");
  CREATE UNIQUE INDEX "schedule_dueDate_idx" ON "order_schedule_runs" USING btree ("schedule_id","due_date");
  CREATE INDEX "quotes_lines_order_idx" ON "quotes_lines" USING btree ("_order");
  CREATE INDEX "quotes_lines_parent_id_idx" ON "quotes_lines" USING btree ("_parent_id");
  CREATE INDEX "quotes_lines_product_idx" ON "quotes_lines" USING btree ("product_id");
  CREATE INDEX "quotes_tenant_idx" ON "quotes" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "quotes_quote_number_idx" ON "quotes" USING btree ("quote_number");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_requested_at_idx" ON "quotes" USING btree ("requested_at");
  CREATE INDEX "quotes_account_idx" ON "quotes" USING btree ("account_id");
  CREATE INDEX "quotes_contact_idx" ON "quotes" USING btree ("contact_id");
  CREATE INDEX "quotes_placed_by_idx" ON "quotes" USING btree ("placed_by_id");
  CREATE INDEX "quotes_customer_idx" ON "quotes" USING btree ("customer_id");
  CREATE INDEX "quotes_answer_answer_answered_by_idx" ON "quotes" USING btree ("answer_answered_by_id");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  CREATE INDEX "customer_requestedAt_idx" ON "quotes" USING btree ("customer_id","requested_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_schedule_id_order_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."order_schedules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_entries" ADD CONSTRAINT "carts_entries_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stock_levels_fk" FOREIGN KEY ("stock_levels_id") REFERENCES "public"."stock_levels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_documents_fk" FOREIGN KEY ("order_documents_id") REFERENCES "public"."order_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_schedules_fk" FOREIGN KEY ("order_schedules_id") REFERENCES "public"."order_schedules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_order_schedule_runs_fk" FOREIGN KEY ("order_schedule_runs_id") REFERENCES "public"."order_schedule_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_quote_idx" ON "orders" USING btree ("quote_id");
  CREATE INDEX "orders_schedule_idx" ON "orders" USING btree ("schedule_id");
  CREATE INDEX "carts_entries_quote_idx" ON "carts_entries" USING btree ("quote_id");
  CREATE INDEX "payload_locked_documents_rels_stock_levels_id_idx" ON "payload_locked_documents_rels" USING btree ("stock_levels_id");
  CREATE INDEX "payload_locked_documents_rels_order_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("order_documents_id");
  CREATE INDEX "payload_locked_documents_rels_order_schedules_id_idx" ON "payload_locked_documents_rels" USING btree ("order_schedules_id");
  CREATE INDEX "payload_locked_documents_rels_order_schedule_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("order_schedule_runs_id");
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stock_levels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_schedules_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_schedules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "order_schedule_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stock_levels" CASCADE;
  DROP TABLE "order_documents" CASCADE;
  DROP TABLE "order_schedules_entries" CASCADE;
  DROP TABLE "order_schedules" CASCADE;
  DROP TABLE "order_schedule_runs" CASCADE;
  DROP TABLE "quotes_lines" CASCADE;
  DROP TABLE "quotes" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_quote_id_quotes_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_schedule_id_order_schedules_id_fk";
  
  ALTER TABLE "carts_entries" DROP CONSTRAINT "carts_entries_quote_id_quotes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stock_levels_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_schedules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_order_schedule_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DEFAULT 'editorial'::text;
  DROP TYPE "public"."enum_account_notifications_kind";
  CREATE TYPE "public"."enum_account_notifications_kind" AS ENUM('orderConfirmed', 'documentAvailable', 'editorial', 'approvalRequested', 'orderApproved', 'orderRejected');
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DEFAULT 'editorial'::"public"."enum_account_notifications_kind";
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_account_notifications_kind" USING "kind"::"public"."enum_account_notifications_kind";
  DROP INDEX "orders_quote_idx";
  DROP INDEX "orders_schedule_idx";
  DROP INDEX "carts_entries_quote_idx";
  DROP INDEX "payload_locked_documents_rels_stock_levels_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_schedules_id_idx";
  DROP INDEX "payload_locked_documents_rels_order_schedule_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  ALTER TABLE "orders_lines" DROP COLUMN "quoted_price";
  ALTER TABLE "orders" DROP COLUMN "requested_delivery_date";
  ALTER TABLE "orders" DROP COLUMN "partial_delivery";
  ALTER TABLE "orders" DROP COLUMN "terms_version";
  ALTER TABLE "orders" DROP COLUMN "quote_id";
  ALTER TABLE "orders" DROP COLUMN "schedule_id";
  ALTER TABLE "carts_entries" DROP COLUMN "quote_id";
  ALTER TABLE "carts_entries" DROP COLUMN "quoted_unit_price_cents";
  ALTER TABLE "carts" DROP COLUMN "checkout_requested_delivery_date";
  ALTER TABLE "carts" DROP COLUMN "checkout_partial_delivery";
  ALTER TABLE "checkout_settings" DROP COLUMN "terms_version";
  ALTER TABLE "checkout_settings" DROP COLUMN "delivery_warehouse_canton";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stock_levels_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_schedules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "order_schedule_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  DROP TYPE "public"."enum_order_documents_kind";
  DROP TYPE "public"."enum_order_schedules_status";
  DROP TYPE "public"."enum_order_schedules_frequency";
  DROP TYPE "public"."enum_order_schedule_runs_outcome";
  DROP TYPE "public"."enum_quotes_status";
  DROP TYPE "public"."enum_quotes_source";
  DROP TYPE "public"."enum_checkout_settings_delivery_warehouse_canton";`)
}
