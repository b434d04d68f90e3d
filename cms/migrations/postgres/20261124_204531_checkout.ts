import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_addresses_type" AS ENUM('SHIP_TO', 'BILL_TO');
  CREATE TABLE "addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"partner_id" varchar NOT NULL,
  	"type" "enum_addresses_type" NOT NULL,
  	"preferred" boolean DEFAULT false,
  	"company_name" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country" varchar DEFAULT 'CH' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkout_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"confirmation_contact_image_id" integer,
  	"confirmation_contact_first_name" varchar,
  	"confirmation_contact_last_name" varchar,
  	"confirmation_contact_phone" varchar,
  	"confirmation_contact_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkout_settings_locales" (
  	"terms_title" varchar NOT NULL,
  	"terms_content" jsonb NOT NULL,
  	"confirmation_title" varchar NOT NULL,
  	"confirmation_text" varchar NOT NULL,
  	"confirmation_subline" varchar,
  	"confirmation_home_button_label" varchar,
  	"confirmation_contact_department" varchar,
  	"confirmation_contact_function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "orders_lines" ADD COLUMN "item_ref_text" varchar;
  ALTER TABLE "orders_lines" ADD COLUMN "manual_price" boolean DEFAULT false;
  ALTER TABLE "orders" ADD COLUMN "contact_id" integer;
  ALTER TABLE "orders" ADD COLUMN "placed_by_id" integer;
  ALTER TABLE "orders" ADD COLUMN "submission_key" varchar;
  ALTER TABLE "orders" ADD COLUMN "purchase_order_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "cost_centre" varchar;
  ALTER TABLE "orders" ADD COLUMN "remark" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_partner_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_company_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_street" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_postal_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "ship_to_country" varchar;
  ALTER TABLE "orders" ADD COLUMN "bill_to_partner_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "bill_to_company_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "bill_to_street" varchar;
  ALTER TABLE "orders" ADD COLUMN "bill_to_postal_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "bill_to_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "bill_to_country" varchar;
  ALTER TABLE "carts" ADD COLUMN "checkout_ship_to_id" integer;
  ALTER TABLE "carts" ADD COLUMN "checkout_bill_to_id" integer;
  ALTER TABLE "carts" ADD COLUMN "checkout_purchase_order_number" varchar;
  ALTER TABLE "carts" ADD COLUMN "checkout_cost_centre" varchar;
  ALTER TABLE "carts" ADD COLUMN "checkout_remark" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "addresses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checkout_settings_id" integer;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_confirmation_contact_image_id_media_id_fk" FOREIGN KEY ("confirmation_contact_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_settings_locales" ADD CONSTRAINT "checkout_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "addresses_tenant_idx" ON "addresses" USING btree ("tenant_id");
  CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");
  CREATE INDEX "addresses_partner_id_idx" ON "addresses" USING btree ("partner_id");
  CREATE INDEX "addresses_updated_at_idx" ON "addresses" USING btree ("updated_at");
  CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");
  CREATE UNIQUE INDEX "checkout_settings_tenant_idx" ON "checkout_settings" USING btree ("tenant_id");
  CREATE INDEX "checkout_settings_confirmation_contact_confirmation_cont_idx" ON "checkout_settings" USING btree ("confirmation_contact_image_id");
  CREATE INDEX "checkout_settings_updated_at_idx" ON "checkout_settings" USING btree ("updated_at");
  CREATE INDEX "checkout_settings_created_at_idx" ON "checkout_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "checkout_settings_locales_locale_parent_id_unique" ON "checkout_settings_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_id_accounts_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_ship_to_id_addresses_id_fk" FOREIGN KEY ("checkout_ship_to_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_bill_to_id_addresses_id_fk" FOREIGN KEY ("checkout_bill_to_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addresses_fk" FOREIGN KEY ("addresses_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkout_settings_fk" FOREIGN KEY ("checkout_settings_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_contact_idx" ON "orders" USING btree ("contact_id");
  CREATE INDEX "orders_placed_by_idx" ON "orders" USING btree ("placed_by_id");
  CREATE UNIQUE INDEX "orders_submission_key_idx" ON "orders" USING btree ("submission_key");
  CREATE INDEX "carts_checkout_checkout_ship_to_idx" ON "carts" USING btree ("checkout_ship_to_id");
  CREATE INDEX "carts_checkout_checkout_bill_to_idx" ON "carts" USING btree ("checkout_bill_to_id");
  CREATE INDEX "payload_locked_documents_rels_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("addresses_id");
  CREATE INDEX "payload_locked_documents_rels_checkout_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("checkout_settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "addresses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkout_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checkout_settings_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "addresses" CASCADE;
  DROP TABLE "checkout_settings" CASCADE;
  DROP TABLE "checkout_settings_locales" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_contact_id_contacts_id_fk";
  
  ALTER TABLE "orders" DROP CONSTRAINT "orders_placed_by_id_accounts_id_fk";
  
  ALTER TABLE "carts" DROP CONSTRAINT "carts_checkout_ship_to_id_addresses_id_fk";
  
  ALTER TABLE "carts" DROP CONSTRAINT "carts_checkout_bill_to_id_addresses_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_addresses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checkout_settings_fk";
  
  DROP INDEX "orders_contact_idx";
  DROP INDEX "orders_placed_by_idx";
  DROP INDEX "orders_submission_key_idx";
  DROP INDEX "carts_checkout_checkout_ship_to_idx";
  DROP INDEX "carts_checkout_checkout_bill_to_idx";
  DROP INDEX "payload_locked_documents_rels_addresses_id_idx";
  DROP INDEX "payload_locked_documents_rels_checkout_settings_id_idx";
  ALTER TABLE "orders_lines" DROP COLUMN "item_ref_text";
  ALTER TABLE "orders_lines" DROP COLUMN "manual_price";
  ALTER TABLE "orders" DROP COLUMN "contact_id";
  ALTER TABLE "orders" DROP COLUMN "placed_by_id";
  ALTER TABLE "orders" DROP COLUMN "submission_key";
  ALTER TABLE "orders" DROP COLUMN "purchase_order_number";
  ALTER TABLE "orders" DROP COLUMN "cost_centre";
  ALTER TABLE "orders" DROP COLUMN "remark";
  ALTER TABLE "orders" DROP COLUMN "ship_to_partner_id";
  ALTER TABLE "orders" DROP COLUMN "ship_to_company_name";
  ALTER TABLE "orders" DROP COLUMN "ship_to_street";
  ALTER TABLE "orders" DROP COLUMN "ship_to_postal_code";
  ALTER TABLE "orders" DROP COLUMN "ship_to_city";
  ALTER TABLE "orders" DROP COLUMN "ship_to_country";
  ALTER TABLE "orders" DROP COLUMN "bill_to_partner_id";
  ALTER TABLE "orders" DROP COLUMN "bill_to_company_name";
  ALTER TABLE "orders" DROP COLUMN "bill_to_street";
  ALTER TABLE "orders" DROP COLUMN "bill_to_postal_code";
  ALTER TABLE "orders" DROP COLUMN "bill_to_city";
  ALTER TABLE "orders" DROP COLUMN "bill_to_country";
  ALTER TABLE "carts" DROP COLUMN "checkout_ship_to_id";
  ALTER TABLE "carts" DROP COLUMN "checkout_bill_to_id";
  ALTER TABLE "carts" DROP COLUMN "checkout_purchase_order_number";
  ALTER TABLE "carts" DROP COLUMN "checkout_cost_centre";
  ALTER TABLE "carts" DROP COLUMN "checkout_remark";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "addresses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checkout_settings_id";
  DROP TYPE "public"."enum_addresses_type";`)
}
