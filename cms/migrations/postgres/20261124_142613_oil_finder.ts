import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_vehicle_categories_key" AS ENUM('car', 'motorcycle', 'truck', 'agriculture', 'construction', 'marine', 'garden');
  CREATE TYPE "public"."enum_vehicle_types_fuel" AS ENUM('petrol', 'diesel', 'hybrid', 'plugInHybrid', 'electric', 'lpg', 'cng', 'twoStroke');
  CREATE TYPE "public"."enum_oil_recommendations_components_component" AS ENUM('engine', 'gearbox', 'automaticTransmission', 'transferCase', 'differential', 'finalDrive', 'hydraulics', 'powerSteering', 'brakes', 'cooling', 'fork', 'chain', 'primaryDrive', 'sterndrive');
  CREATE TABLE "vehicle_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_vehicle_categories_key" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vehicle_makes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"popular" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_makes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"vehicle_categories_id" integer
  );
  
  CREATE TABLE "vehicle_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"make_id" integer NOT NULL,
  	"category_id" integer NOT NULL,
  	"year_from" numeric NOT NULL,
  	"year_to" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"engine" varchar NOT NULL,
  	"power_kw" numeric NOT NULL,
  	"power_hp" numeric NOT NULL,
  	"year_from" numeric NOT NULL,
  	"year_to" numeric,
  	"fuel" "enum_vehicle_types_fuel" NOT NULL,
  	"engine_code" varchar,
  	"type_approval_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "license_plates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plate" varchar NOT NULL,
  	"type_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_recommendations_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"component" "enum_oil_recommendations_components_component" NOT NULL,
  	"capacity_litres" numeric
  );
  
  CREATE TABLE "oil_recommendations_components_locales" (
  	"interval" varchar,
  	"conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "oil_recommendations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"type_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_recommendations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "oil_finder_disclaimers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_finder_disclaimers_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "oil_finder_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"disclaimer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_finder_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"vehicle_types_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicle_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicle_makes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicle_models_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "vehicle_types_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "license_plates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "oil_recommendations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "oil_finder_disclaimers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "oil_finder_settings_id" integer;
  ALTER TABLE "vehicle_categories_locales" ADD CONSTRAINT "vehicle_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_makes" ADD CONSTRAINT "vehicle_makes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicle_makes_rels" ADD CONSTRAINT "vehicle_makes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_makes_rels" ADD CONSTRAINT "vehicle_makes_rels_vehicle_categories_fk" FOREIGN KEY ("vehicle_categories_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_category_id_vehicle_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "license_plates" ADD CONSTRAINT "license_plates_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_recommendations_components" ADD CONSTRAINT "oil_recommendations_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."oil_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_recommendations_components_locales" ADD CONSTRAINT "oil_recommendations_components_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."oil_recommendations_components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_recommendations" ADD CONSTRAINT "oil_recommendations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_recommendations" ADD CONSTRAINT "oil_recommendations_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_recommendations_rels" ADD CONSTRAINT "oil_recommendations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."oil_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_recommendations_rels" ADD CONSTRAINT "oil_recommendations_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_finder_disclaimers" ADD CONSTRAINT "oil_finder_disclaimers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_finder_disclaimers_locales" ADD CONSTRAINT "oil_finder_disclaimers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."oil_finder_disclaimers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_finder_settings" ADD CONSTRAINT "oil_finder_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_finder_settings" ADD CONSTRAINT "oil_finder_settings_disclaimer_id_oil_finder_disclaimers_id_fk" FOREIGN KEY ("disclaimer_id") REFERENCES "public"."oil_finder_disclaimers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_finder_settings_rels" ADD CONSTRAINT "oil_finder_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."oil_finder_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_finder_settings_rels" ADD CONSTRAINT "oil_finder_settings_rels_vehicle_types_fk" FOREIGN KEY ("vehicle_types_id") REFERENCES "public"."vehicle_types"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "vehicle_categories_key_idx" ON "vehicle_categories" USING btree ("key");
  CREATE INDEX "vehicle_categories_updated_at_idx" ON "vehicle_categories" USING btree ("updated_at");
  CREATE INDEX "vehicle_categories_created_at_idx" ON "vehicle_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicle_categories_locales_locale_parent_id_unique" ON "vehicle_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "vehicle_makes_name_idx" ON "vehicle_makes" USING btree ("name");
  CREATE INDEX "vehicle_makes_image_idx" ON "vehicle_makes" USING btree ("image_id");
  CREATE INDEX "vehicle_makes_updated_at_idx" ON "vehicle_makes" USING btree ("updated_at");
  CREATE INDEX "vehicle_makes_created_at_idx" ON "vehicle_makes" USING btree ("created_at");
  CREATE INDEX "vehicle_makes_rels_order_idx" ON "vehicle_makes_rels" USING btree ("order");
  CREATE INDEX "vehicle_makes_rels_parent_idx" ON "vehicle_makes_rels" USING btree ("parent_id");
  CREATE INDEX "vehicle_makes_rels_path_idx" ON "vehicle_makes_rels" USING btree ("path");
  CREATE INDEX "vehicle_makes_rels_vehicle_categories_id_idx" ON "vehicle_makes_rels" USING btree ("vehicle_categories_id");
  CREATE INDEX "vehicle_models_make_idx" ON "vehicle_models" USING btree ("make_id");
  CREATE INDEX "vehicle_models_category_idx" ON "vehicle_models" USING btree ("category_id");
  CREATE INDEX "vehicle_models_updated_at_idx" ON "vehicle_models" USING btree ("updated_at");
  CREATE INDEX "vehicle_models_created_at_idx" ON "vehicle_models" USING btree ("created_at");
  CREATE INDEX "vehicle_types_model_idx" ON "vehicle_types" USING btree ("model_id");
  CREATE INDEX "vehicle_types_type_approval_number_idx" ON "vehicle_types" USING btree ("type_approval_number");
  CREATE INDEX "vehicle_types_updated_at_idx" ON "vehicle_types" USING btree ("updated_at");
  CREATE INDEX "vehicle_types_created_at_idx" ON "vehicle_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "license_plates_plate_idx" ON "license_plates" USING btree ("plate");
  CREATE INDEX "license_plates_type_idx" ON "license_plates" USING btree ("type_id");
  CREATE INDEX "license_plates_updated_at_idx" ON "license_plates" USING btree ("updated_at");
  CREATE INDEX "license_plates_created_at_idx" ON "license_plates" USING btree ("created_at");
  CREATE INDEX "oil_recommendations_components_order_idx" ON "oil_recommendations_components" USING btree ("_order");
  CREATE INDEX "oil_recommendations_components_parent_id_idx" ON "oil_recommendations_components" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "oil_recommendations_components_locales_locale_parent_id_uniq" ON "oil_recommendations_components_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "oil_recommendations_tenant_idx" ON "oil_recommendations" USING btree ("tenant_id");
  CREATE INDEX "oil_recommendations_type_idx" ON "oil_recommendations" USING btree ("type_id");
  CREATE INDEX "oil_recommendations_updated_at_idx" ON "oil_recommendations" USING btree ("updated_at");
  CREATE INDEX "oil_recommendations_created_at_idx" ON "oil_recommendations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_type_idx" ON "oil_recommendations" USING btree ("tenant_id","type_id");
  CREATE INDEX "oil_recommendations_rels_order_idx" ON "oil_recommendations_rels" USING btree ("order");
  CREATE INDEX "oil_recommendations_rels_parent_idx" ON "oil_recommendations_rels" USING btree ("parent_id");
  CREATE INDEX "oil_recommendations_rels_path_idx" ON "oil_recommendations_rels" USING btree ("path");
  CREATE INDEX "oil_recommendations_rels_products_id_idx" ON "oil_recommendations_rels" USING btree ("products_id");
  CREATE INDEX "oil_finder_disclaimers_tenant_idx" ON "oil_finder_disclaimers" USING btree ("tenant_id");
  CREATE INDEX "oil_finder_disclaimers_updated_at_idx" ON "oil_finder_disclaimers" USING btree ("updated_at");
  CREATE INDEX "oil_finder_disclaimers_created_at_idx" ON "oil_finder_disclaimers" USING btree ("created_at");
  CREATE UNIQUE INDEX "oil_finder_disclaimers_locales_locale_parent_id_unique" ON "oil_finder_disclaimers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "oil_finder_settings_tenant_idx" ON "oil_finder_settings" USING btree ("tenant_id");
  CREATE INDEX "oil_finder_settings_disclaimer_idx" ON "oil_finder_settings" USING btree ("disclaimer_id");
  CREATE INDEX "oil_finder_settings_updated_at_idx" ON "oil_finder_settings" USING btree ("updated_at");
  CREATE INDEX "oil_finder_settings_created_at_idx" ON "oil_finder_settings" USING btree ("created_at");
  CREATE INDEX "oil_finder_settings_rels_order_idx" ON "oil_finder_settings_rels" USING btree ("order");
  CREATE INDEX "oil_finder_settings_rels_parent_idx" ON "oil_finder_settings_rels" USING btree ("parent_id");
  CREATE INDEX "oil_finder_settings_rels_path_idx" ON "oil_finder_settings_rels" USING btree ("path");
  CREATE INDEX "oil_finder_settings_rels_vehicle_types_id_idx" ON "oil_finder_settings_rels" USING btree ("vehicle_types_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_categories_fk" FOREIGN KEY ("vehicle_categories_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_makes_fk" FOREIGN KEY ("vehicle_makes_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_models_fk" FOREIGN KEY ("vehicle_models_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_types_fk" FOREIGN KEY ("vehicle_types_id") REFERENCES "public"."vehicle_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_license_plates_fk" FOREIGN KEY ("license_plates_id") REFERENCES "public"."license_plates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oil_recommendations_fk" FOREIGN KEY ("oil_recommendations_id") REFERENCES "public"."oil_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oil_finder_disclaimers_fk" FOREIGN KEY ("oil_finder_disclaimers_id") REFERENCES "public"."oil_finder_disclaimers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oil_finder_settings_fk" FOREIGN KEY ("oil_finder_settings_id") REFERENCES "public"."oil_finder_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_vehicle_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_categories_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_makes_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_makes_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_models_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_models_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_types_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_types_id");
  CREATE INDEX "payload_locked_documents_rels_license_plates_id_idx" ON "payload_locked_documents_rels" USING btree ("license_plates_id");
  CREATE INDEX "payload_locked_documents_rels_oil_recommendations_id_idx" ON "payload_locked_documents_rels" USING btree ("oil_recommendations_id");
  CREATE INDEX "payload_locked_documents_rels_oil_finder_disclaimers_id_idx" ON "payload_locked_documents_rels" USING btree ("oil_finder_disclaimers_id");
  CREATE INDEX "payload_locked_documents_rels_oil_finder_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("oil_finder_settings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "vehicle_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_makes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_makes_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_models" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "vehicle_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "license_plates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_recommendations_components" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_recommendations_components_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_recommendations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_recommendations_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_finder_disclaimers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_finder_disclaimers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_finder_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oil_finder_settings_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "vehicle_categories" CASCADE;
  DROP TABLE "vehicle_categories_locales" CASCADE;
  DROP TABLE "vehicle_makes" CASCADE;
  DROP TABLE "vehicle_makes_rels" CASCADE;
  DROP TABLE "vehicle_models" CASCADE;
  DROP TABLE "vehicle_types" CASCADE;
  DROP TABLE "license_plates" CASCADE;
  DROP TABLE "oil_recommendations_components" CASCADE;
  DROP TABLE "oil_recommendations_components_locales" CASCADE;
  DROP TABLE "oil_recommendations" CASCADE;
  DROP TABLE "oil_recommendations_rels" CASCADE;
  DROP TABLE "oil_finder_disclaimers" CASCADE;
  DROP TABLE "oil_finder_disclaimers_locales" CASCADE;
  DROP TABLE "oil_finder_settings" CASCADE;
  DROP TABLE "oil_finder_settings_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicle_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicle_makes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicle_models_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_vehicle_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_license_plates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_oil_recommendations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_oil_finder_disclaimers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_oil_finder_settings_fk";
  
  DROP INDEX "payload_locked_documents_rels_vehicle_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicle_makes_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicle_models_id_idx";
  DROP INDEX "payload_locked_documents_rels_vehicle_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_license_plates_id_idx";
  DROP INDEX "payload_locked_documents_rels_oil_recommendations_id_idx";
  DROP INDEX "payload_locked_documents_rels_oil_finder_disclaimers_id_idx";
  DROP INDEX "payload_locked_documents_rels_oil_finder_settings_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicle_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicle_makes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicle_models_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "vehicle_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "license_plates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "oil_recommendations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "oil_finder_disclaimers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "oil_finder_settings_id";
  DROP TYPE "public"."enum_vehicle_categories_key";
  DROP TYPE "public"."enum_vehicle_types_fuel";
  DROP TYPE "public"."enum_oil_recommendations_components_component";`)
}
