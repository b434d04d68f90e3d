import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contracts_type" AS ENUM('framework', 'price');
  CREATE TYPE "public"."enum_contracts_status" AS ENUM('active', 'planned', 'expired');
  CREATE TYPE "public"."enum_safety_data_sheets_language" AS ENUM('de', 'fr', 'it', 'en');
  CREATE TABLE "ordered_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"order_count" numeric NOT NULL,
  	"total_quantity" numeric NOT NULL,
  	"last_unit_price_cents" numeric,
  	"last_order_number" varchar,
  	"first_ordered_at" timestamp(3) with time zone NOT NULL,
  	"last_ordered_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contracts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"contract_number" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"type" "enum_contracts_type" DEFAULT 'framework' NOT NULL,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_to" timestamp(3) with time zone NOT NULL,
  	"status" "enum_contracts_status" DEFAULT 'active' NOT NULL,
  	"total_value_cents" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contracts_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contract_positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"contract_id" integer NOT NULL,
  	"position_number" numeric NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"agreed_quantity" numeric NOT NULL,
  	"called_quantity" numeric DEFAULT 0 NOT NULL,
  	"unit_price_cents" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "safety_data_sheets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"article_id" integer NOT NULL,
  	"article_number" varchar,
  	"product_id" integer,
  	"language" "enum_safety_data_sheets_language" NOT NULL,
  	"version" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
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
  
  CREATE TABLE "favourites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"account_id" integer NOT NULL,
  	"customer_id" integer,
  	"product_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ordered_articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contracts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contract_positions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "safety_data_sheets_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favourites_id" integer;
  ALTER TABLE "ordered_articles" ADD CONSTRAINT "ordered_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ordered_articles" ADD CONSTRAINT "ordered_articles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ordered_articles" ADD CONSTRAINT "ordered_articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contracts_locales" ADD CONSTRAINT "contracts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ordered_articles_tenant_idx" ON "ordered_articles" USING btree ("tenant_id");
  CREATE INDEX "ordered_articles_customer_idx" ON "ordered_articles" USING btree ("customer_id");
  CREATE INDEX "ordered_articles_article_number_idx" ON "ordered_articles" USING btree ("article_number");
  CREATE INDEX "ordered_articles_product_idx" ON "ordered_articles" USING btree ("product_id");
  CREATE INDEX "ordered_articles_order_count_idx" ON "ordered_articles" USING btree ("order_count");
  CREATE INDEX "ordered_articles_total_quantity_idx" ON "ordered_articles" USING btree ("total_quantity");
  CREATE INDEX "ordered_articles_last_ordered_at_idx" ON "ordered_articles" USING btree ("last_ordered_at");
  CREATE INDEX "ordered_articles_updated_at_idx" ON "ordered_articles" USING btree ("updated_at");
  CREATE INDEX "ordered_articles_created_at_idx" ON "ordered_articles" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_articleNumber_idx" ON "ordered_articles" USING btree ("customer_id","article_number");
  CREATE INDEX "contracts_tenant_idx" ON "contracts" USING btree ("tenant_id");
  CREATE INDEX "contracts_contract_number_idx" ON "contracts" USING btree ("contract_number");
  CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");
  CREATE INDEX "contracts_valid_from_idx" ON "contracts" USING btree ("valid_from");
  CREATE INDEX "contracts_valid_to_idx" ON "contracts" USING btree ("valid_to");
  CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status");
  CREATE INDEX "contracts_updated_at_idx" ON "contracts" USING btree ("updated_at");
  CREATE INDEX "contracts_created_at_idx" ON "contracts" USING btree ("created_at");
  CREATE UNIQUE INDEX "contracts_locales_locale_parent_id_unique" ON "contracts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contract_positions_tenant_idx" ON "contract_positions" USING btree ("tenant_id");
  CREATE INDEX "contract_positions_contract_idx" ON "contract_positions" USING btree ("contract_id");
  CREATE INDEX "contract_positions_position_number_idx" ON "contract_positions" USING btree ("position_number");
  CREATE INDEX "contract_positions_product_idx" ON "contract_positions" USING btree ("product_id");
  CREATE INDEX "contract_positions_article_number_idx" ON "contract_positions" USING btree ("article_number");
  CREATE INDEX "contract_positions_updated_at_idx" ON "contract_positions" USING btree ("updated_at");
  CREATE INDEX "contract_positions_created_at_idx" ON "contract_positions" USING btree ("created_at");
  CREATE INDEX "safety_data_sheets_tenant_idx" ON "safety_data_sheets" USING btree ("tenant_id");
  CREATE INDEX "safety_data_sheets_article_idx" ON "safety_data_sheets" USING btree ("article_id");
  CREATE INDEX "safety_data_sheets_article_number_idx" ON "safety_data_sheets" USING btree ("article_number");
  CREATE INDEX "safety_data_sheets_product_idx" ON "safety_data_sheets" USING btree ("product_id");
  CREATE INDEX "safety_data_sheets_language_idx" ON "safety_data_sheets" USING btree ("language");
  CREATE INDEX "safety_data_sheets_issued_at_idx" ON "safety_data_sheets" USING btree ("issued_at");
  CREATE INDEX "safety_data_sheets_updated_at_idx" ON "safety_data_sheets" USING btree ("updated_at");
  CREATE INDEX "safety_data_sheets_created_at_idx" ON "safety_data_sheets" USING btree ("created_at");
  CREATE UNIQUE INDEX "safety_data_sheets_filename_idx" ON "safety_data_sheets" USING btree ("filename");
  CREATE INDEX "favourites_tenant_idx" ON "favourites" USING btree ("tenant_id");
  CREATE INDEX "favourites_account_idx" ON "favourites" USING btree ("account_id");
  CREATE INDEX "favourites_customer_idx" ON "favourites" USING btree ("customer_id");
  CREATE INDEX "favourites_product_idx" ON "favourites" USING btree ("product_id");
  CREATE INDEX "favourites_updated_at_idx" ON "favourites" USING btree ("updated_at");
  CREATE INDEX "favourites_created_at_idx" ON "favourites" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_product_idx" ON "favourites" USING btree ("account_id","product_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ordered_articles_fk" FOREIGN KEY ("ordered_articles_id") REFERENCES "public"."ordered_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contracts_fk" FOREIGN KEY ("contracts_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contract_positions_fk" FOREIGN KEY ("contract_positions_id") REFERENCES "public"."contract_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_safety_data_sheets_fk" FOREIGN KEY ("safety_data_sheets_id") REFERENCES "public"."safety_data_sheets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourites_fk" FOREIGN KEY ("favourites_id") REFERENCES "public"."favourites"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_purchase_order_number_idx" ON "orders" USING btree ("purchase_order_number");
  CREATE INDEX "payload_locked_documents_rels_ordered_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("ordered_articles_id");
  CREATE INDEX "payload_locked_documents_rels_contracts_id_idx" ON "payload_locked_documents_rels" USING btree ("contracts_id");
  CREATE INDEX "payload_locked_documents_rels_contract_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("contract_positions_id");
  CREATE INDEX "payload_locked_documents_rels_safety_data_sheets_id_idx" ON "payload_locked_documents_rels" USING btree ("safety_data_sheets_id");
  CREATE INDEX "payload_locked_documents_rels_favourites_id_idx" ON "payload_locked_documents_rels" USING btree ("favourites_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ordered_articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contracts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contracts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contract_positions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "safety_data_sheets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "favourites" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ordered_articles" CASCADE;
  DROP TABLE "contracts" CASCADE;
  DROP TABLE "contracts_locales" CASCADE;
  DROP TABLE "contract_positions" CASCADE;
  DROP TABLE "safety_data_sheets" CASCADE;
  DROP TABLE "favourites" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ordered_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contracts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contract_positions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_safety_data_sheets_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favourites_fk";
  
  DROP INDEX "orders_status_idx";
  DROP INDEX "orders_purchase_order_number_idx";
  DROP INDEX "payload_locked_documents_rels_ordered_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_contracts_id_idx";
  DROP INDEX "payload_locked_documents_rels_contract_positions_id_idx";
  DROP INDEX "payload_locked_documents_rels_safety_data_sheets_id_idx";
  DROP INDEX "payload_locked_documents_rels_favourites_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ordered_articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contracts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contract_positions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "safety_data_sheets_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favourites_id";
  DROP TYPE "public"."enum_contracts_type";
  DROP TYPE "public"."enum_contracts_status";
  DROP TYPE "public"."enum_safety_data_sheets_language";`)
}
