import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_accounts_service_reminders_digest" AS ENUM('weekly', 'off');
  CREATE TYPE "public"."enum_fleet_entries_components_component" AS ENUM('engine', 'gearbox', 'automaticTransmission', 'transferCase', 'differential', 'finalDrive', 'hydraulics', 'powerSteering', 'brakes', 'cooling', 'fork', 'chain', 'primaryDrive', 'sterndrive', 'hydraulicSystem', 'gearUnit', 'compressorOil', 'spindle', 'circulation', 'slideway', 'greasePoints');
  CREATE TYPE "public"."enum_fleet_entries_kind" AS ENUM('vehicle', 'machine');
  CREATE TYPE "public"."enum_fleet_entries_source" AS ENUM('selection', 'typeApproval', 'plate', 'import', 'manual');
  CREATE TYPE "public"."enum_fleet_entries_machine_kind" AS ENUM('hydraulicPress', 'injectionMoulding', 'machineTool', 'compressor', 'gearUnit', 'forklift', 'constructionMachine', 'generator', 'pump', 'conveyor', 'other');
  CREATE TYPE "public"."enum_fleet_services_component" AS ENUM('engine', 'gearbox', 'automaticTransmission', 'transferCase', 'differential', 'finalDrive', 'hydraulics', 'powerSteering', 'brakes', 'cooling', 'fork', 'chain', 'primaryDrive', 'sterndrive', 'hydraulicSystem', 'gearUnit', 'compressorOil', 'spindle', 'circulation', 'slideway', 'greasePoints');
  CREATE TYPE "public"."enum_service_reminders_kind" AS ENUM('due', 'digest');
  CREATE TYPE "public"."enum_competitor_products_specifications" AS ENUM('ACEA A3/B4', 'ACEA A5/B5', 'ACEA C2', 'ACEA C3', 'ACEA C5', 'ACEA C6', 'ACEA E4', 'ACEA E6', 'ACEA E7', 'ACEA E11', 'API SN', 'API SP', 'API CK-4', 'API GL-4', 'API GL-5', 'VW 502 00', 'VW 504 00', 'VW 505 01', 'VW 507 00', 'VW 508 00', 'VW 509 00', 'MB 229.3', 'MB 229.5', 'MB 229.51', 'MB 229.52', 'MB 229.71', 'MB 228.51', 'MB 235.0', 'BMW LL-01', 'BMW LL-04', 'BMW LL-17 FE+', 'Porsche C30', 'Porsche A40', 'Ford WSS-M2C913-D', 'GM dexos2', 'Renault RN17', 'MAN M 3477', 'Volvo VDS-4.5', 'Scania LDF-4', 'ZF TE-ML 02B', 'JASO MA2', 'JASO MB', 'JASO FD', 'DIN 51524-2 HLP', 'DIN 51524-3 HVLP', 'ISO 15380 HEES', 'DIN 51517-3 CLP', 'NSF H1', 'DIN 51502 KP2K-30');
  CREATE TYPE "public"."enum_competitor_products_category" AS ENUM('engineOil', 'gearOil', 'atf', 'hydraulicOil', 'grease', 'other');
  CREATE TYPE "public"."enum_competitor_products_viscosity" AS ENUM('0W-16', '0W-20', '0W-30', '0W-40', '5W-20', '5W-30', '5W-40', '10W-30', '10W-40', '10W-60', '15W-40', '15W-50', '20W-50', '75W-80', '75W-90', '80W-90', '85W-140', 'ISO VG 22', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68', 'ISO VG 100', 'ISO VG 150', 'ISO VG 220', 'ISO VG 320', 'ISO VG 460', 'NLGI 00', 'NLGI 0', 'NLGI 1', 'NLGI 2', 'NLGI 3');
  ALTER TYPE "public"."enum_account_notifications_kind" ADD VALUE 'serviceDue';
  CREATE TABLE "fleet_entries_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"component" "enum_fleet_entries_components_component" NOT NULL,
  	"product_id" integer,
  	"capacity_litres" numeric,
  	"interval_months" numeric,
  	"interval_km" numeric,
  	"interval_hours" numeric,
  	"last_service_date" varchar,
  	"last_service_reading" numeric,
  	"from_recommendation" boolean DEFAULT false,
  	"product_in_use_text" varchar
  );
  
  CREATE TABLE "fleet_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"kind" "enum_fleet_entries_kind" DEFAULT 'vehicle' NOT NULL,
  	"name" varchar NOT NULL,
  	"source" "enum_fleet_entries_source" DEFAULT 'manual' NOT NULL,
  	"vehicle_type_id" integer,
  	"license_plate" varchar,
  	"type_approval_number" varchar,
  	"machine_kind" "enum_fleet_entries_machine_kind",
  	"site" varchar,
  	"cost_centre" varchar,
  	"reading_km" numeric,
  	"reading_hours" numeric,
  	"reading_date" varchar,
  	"yearly_km" numeric,
  	"yearly_hours" numeric,
  	"note" varchar,
  	"created_by_id" integer,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fleet_services" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"account_id" integer,
  	"entry_id" integer,
  	"component_id" varchar NOT NULL,
  	"component" "enum_fleet_services_component" NOT NULL,
  	"done_on" varchar NOT NULL,
  	"reading" numeric,
  	"litres" numeric,
  	"product_id" integer,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "service_reminders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"key" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"account_id" integer,
  	"kind" "enum_service_reminders_kind" NOT NULL,
  	"entry_id" integer,
  	"component_id" varchar,
  	"due_date" varchar,
  	"sent_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "competitor_products_specifications" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_competitor_products_specifications",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "competitor_products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"category" "enum_competitor_products_category" DEFAULT 'engineOil' NOT NULL,
  	"viscosity" "enum_competitor_products_viscosity",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "competitor_products_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "accounts" ADD COLUMN "service_reminders_notify" boolean DEFAULT true;
  ALTER TABLE "accounts" ADD COLUMN "service_reminders_digest" "enum_accounts_service_reminders_digest" DEFAULT 'weekly';
  ALTER TABLE "accounts" ADD COLUMN "service_reminders_lead_days" numeric DEFAULT 14;
  ALTER TABLE "oil_recommendations_components" ADD COLUMN "interval_km" numeric;
  ALTER TABLE "oil_recommendations_components" ADD COLUMN "interval_hours" numeric;
  ALTER TABLE "oil_recommendations_components" ADD COLUMN "interval_months" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fleet_entries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "fleet_services_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "service_reminders_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "competitor_products_id" integer;
  ALTER TABLE "fleet_entries_components" ADD CONSTRAINT "fleet_entries_components_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_entries_components" ADD CONSTRAINT "fleet_entries_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fleet_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fleet_entries" ADD CONSTRAINT "fleet_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_entries" ADD CONSTRAINT "fleet_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_entries" ADD CONSTRAINT "fleet_entries_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_entries" ADD CONSTRAINT "fleet_entries_created_by_id_accounts_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_entries" ADD CONSTRAINT "fleet_entries_updated_by_id_accounts_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_services" ADD CONSTRAINT "fleet_services_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_services" ADD CONSTRAINT "fleet_services_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_services" ADD CONSTRAINT "fleet_services_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_services" ADD CONSTRAINT "fleet_services_entry_id_fleet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."fleet_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fleet_services" ADD CONSTRAINT "fleet_services_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_entry_id_fleet_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."fleet_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "competitor_products_specifications" ADD CONSTRAINT "competitor_products_specifications_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."competitor_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitor_products_texts" ADD CONSTRAINT "competitor_products_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."competitor_products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "fleet_entries_components_order_idx" ON "fleet_entries_components" USING btree ("_order");
  CREATE INDEX "fleet_entries_components_parent_id_idx" ON "fleet_entries_components" USING btree ("_parent_id");
  CREATE INDEX "fleet_entries_components_product_idx" ON "fleet_entries_components" USING btree ("product_id");
  CREATE INDEX "fleet_entries_tenant_idx" ON "fleet_entries" USING btree ("tenant_id");
  CREATE INDEX "fleet_entries_customer_idx" ON "fleet_entries" USING btree ("customer_id");
  CREATE INDEX "fleet_entries_vehicle_type_idx" ON "fleet_entries" USING btree ("vehicle_type_id");
  CREATE INDEX "fleet_entries_site_idx" ON "fleet_entries" USING btree ("site");
  CREATE INDEX "fleet_entries_cost_centre_idx" ON "fleet_entries" USING btree ("cost_centre");
  CREATE INDEX "fleet_entries_created_by_idx" ON "fleet_entries" USING btree ("created_by_id");
  CREATE INDEX "fleet_entries_updated_by_idx" ON "fleet_entries" USING btree ("updated_by_id");
  CREATE INDEX "fleet_entries_updated_at_idx" ON "fleet_entries" USING btree ("updated_at");
  CREATE INDEX "fleet_entries_created_at_idx" ON "fleet_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_licensePlate_idx" ON "fleet_entries" USING btree ("customer_id","license_plate");
  CREATE INDEX "fleet_services_tenant_idx" ON "fleet_services" USING btree ("tenant_id");
  CREATE INDEX "fleet_services_customer_idx" ON "fleet_services" USING btree ("customer_id");
  CREATE INDEX "fleet_services_account_idx" ON "fleet_services" USING btree ("account_id");
  CREATE INDEX "fleet_services_entry_idx" ON "fleet_services" USING btree ("entry_id");
  CREATE INDEX "fleet_services_product_idx" ON "fleet_services" USING btree ("product_id");
  CREATE INDEX "fleet_services_updated_at_idx" ON "fleet_services" USING btree ("updated_at");
  CREATE INDEX "fleet_services_created_at_idx" ON "fleet_services" USING btree ("created_at");
  CREATE INDEX "entry_doneOn_idx" ON "fleet_services" USING btree ("entry_id","done_on");
  CREATE INDEX "service_reminders_tenant_idx" ON "service_reminders" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "service_reminders_key_idx" ON "service_reminders" USING btree ("key");
  CREATE INDEX "service_reminders_customer_idx" ON "service_reminders" USING btree ("customer_id");
  CREATE INDEX "service_reminders_account_idx" ON "service_reminders" USING btree ("account_id");
  CREATE INDEX "service_reminders_entry_idx" ON "service_reminders" USING btree ("entry_id");
  CREATE INDEX "service_reminders_sent_at_idx" ON "service_reminders" USING btree ("sent_at");
  CREATE INDEX "service_reminders_updated_at_idx" ON "service_reminders" USING btree ("updated_at");
  CREATE INDEX "service_reminders_created_at_idx" ON "service_reminders" USING btree ("created_at");
  CREATE INDEX "competitor_products_specifications_order_idx" ON "competitor_products_specifications" USING btree ("order");
  CREATE INDEX "competitor_products_specifications_parent_idx" ON "competitor_products_specifications" USING btree ("parent_id");
  CREATE INDEX "competitor_products_brand_idx" ON "competitor_products" USING btree ("brand");
  CREATE INDEX "competitor_products_name_idx" ON "competitor_products" USING btree ("name");
  CREATE INDEX "competitor_products_viscosity_idx" ON "competitor_products" USING btree ("viscosity");
  CREATE INDEX "competitor_products_updated_at_idx" ON "competitor_products" USING btree ("updated_at");
  CREATE INDEX "competitor_products_created_at_idx" ON "competitor_products" USING btree ("created_at");
  CREATE UNIQUE INDEX "brand_name_idx" ON "competitor_products" USING btree ("brand","name");
  CREATE INDEX "competitor_products_texts_order_parent" ON "competitor_products_texts" USING btree ("order","parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fleet_entries_fk" FOREIGN KEY ("fleet_entries_id") REFERENCES "public"."fleet_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fleet_services_fk" FOREIGN KEY ("fleet_services_id") REFERENCES "public"."fleet_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_reminders_fk" FOREIGN KEY ("service_reminders_id") REFERENCES "public"."service_reminders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_competitor_products_fk" FOREIGN KEY ("competitor_products_id") REFERENCES "public"."competitor_products"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_fleet_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("fleet_entries_id");
  CREATE INDEX "payload_locked_documents_rels_fleet_services_id_idx" ON "payload_locked_documents_rels" USING btree ("fleet_services_id");
  CREATE INDEX "payload_locked_documents_rels_service_reminders_id_idx" ON "payload_locked_documents_rels" USING btree ("service_reminders_id");
  CREATE INDEX "payload_locked_documents_rels_competitor_products_id_idx" ON "payload_locked_documents_rels" USING btree ("competitor_products_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "fleet_entries_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fleet_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "fleet_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "service_reminders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitor_products_specifications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitor_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitor_products_texts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "fleet_entries_components" CASCADE;
  DROP TABLE "fleet_entries" CASCADE;
  DROP TABLE "fleet_services" CASCADE;
  DROP TABLE "service_reminders" CASCADE;
  DROP TABLE "competitor_products_specifications" CASCADE;
  DROP TABLE "competitor_products" CASCADE;
  DROP TABLE "competitor_products_texts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fleet_entries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_fleet_services_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_reminders_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_competitor_products_fk";
  
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DEFAULT 'editorial'::text;
  DROP TYPE "public"."enum_account_notifications_kind";
  CREATE TYPE "public"."enum_account_notifications_kind" AS ENUM('orderConfirmed', 'documentAvailable', 'editorial', 'approvalRequested', 'orderApproved', 'orderRejected', 'repeatOrderPlaced', 'repeatOrderSkipped', 'quoteAnswered');
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DEFAULT 'editorial'::"public"."enum_account_notifications_kind";
  ALTER TABLE "account_notifications" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_account_notifications_kind" USING "kind"::"public"."enum_account_notifications_kind";
  DROP INDEX "payload_locked_documents_rels_fleet_entries_id_idx";
  DROP INDEX "payload_locked_documents_rels_fleet_services_id_idx";
  DROP INDEX "payload_locked_documents_rels_service_reminders_id_idx";
  DROP INDEX "payload_locked_documents_rels_competitor_products_id_idx";
  ALTER TABLE "accounts" DROP COLUMN "service_reminders_notify";
  ALTER TABLE "accounts" DROP COLUMN "service_reminders_digest";
  ALTER TABLE "accounts" DROP COLUMN "service_reminders_lead_days";
  ALTER TABLE "oil_recommendations_components" DROP COLUMN "interval_km";
  ALTER TABLE "oil_recommendations_components" DROP COLUMN "interval_hours";
  ALTER TABLE "oil_recommendations_components" DROP COLUMN "interval_months";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fleet_entries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "fleet_services_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "service_reminders_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "competitor_products_id";
  DROP TYPE "public"."enum_accounts_service_reminders_digest";
  DROP TYPE "public"."enum_fleet_entries_components_component";
  DROP TYPE "public"."enum_fleet_entries_kind";
  DROP TYPE "public"."enum_fleet_entries_source";
  DROP TYPE "public"."enum_fleet_entries_machine_kind";
  DROP TYPE "public"."enum_fleet_services_component";
  DROP TYPE "public"."enum_service_reminders_kind";
  DROP TYPE "public"."enum_competitor_products_specifications";
  DROP TYPE "public"."enum_competitor_products_category";
  DROP TYPE "public"."enum_competitor_products_viscosity";`)
}
