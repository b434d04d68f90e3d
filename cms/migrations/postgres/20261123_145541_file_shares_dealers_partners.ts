import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_location_map_locations_icon" AS ENUM('default', 'headquarters', 'plant', 'warehouse', 'office', 'dealer', 'topDealer');
  CREATE TYPE "public"."enum_pages_blocks_location_map_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_location_map_locations_icon" AS ENUM('default', 'headquarters', 'plant', 'warehouse', 'office', 'dealer', 'topDealer');
  CREATE TYPE "public"."enum__pages_v_blocks_location_map_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_dealers_partner_types" AS ENUM('ZBM004', 'ZBM005', 'ZBM019', 'ZBM018');
  CREATE TYPE "public"."enum_dealers_country" AS ENUM('CH', 'DE', 'AT');
  CREATE TYPE "public"."enum_distribution_partners_country" AS ENUM('AE', 'AR', 'AU', 'BE', 'BR', 'CA', 'CL', 'CN', 'CZ', 'DK', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IN', 'IT', 'JP', 'KE', 'KR', 'LU', 'MA', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'TH', 'TR', 'US', 'VN', 'ZA');
  CREATE TYPE "public"."enum_distribution_partners_region" AS ENUM('westernEurope', 'southernEurope', 'northernEurope', 'easternEurope', 'middleEast', 'africa', 'asia', 'americas', 'oceania');
  CREATE TABLE "pages_blocks_location_map_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"icon" "enum_pages_blocks_location_map_locations_icon" DEFAULT 'default'
  );
  
  CREATE TABLE "pages_blocks_location_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum_pages_blocks_location_map_width" DEFAULT 'default',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location_map_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"icon" "enum__pages_v_blocks_location_map_locations_icon" DEFAULT 'default',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum__pages_v_blocks_location_map_width" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "dealers_partner_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dealers_partner_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dealers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"top_dealer" boolean DEFAULT false,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country" "enum_dealers_country" DEFAULT 'CH' NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealers_locales" (
  	"opening_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dealers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_lines_id" integer
  );
  
  CREATE TABLE "distribution_partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"country" "enum_distribution_partners_country" NOT NULL,
  	"province" varchar,
  	"region" "enum_distribution_partners_region" NOT NULL,
  	"street" varchar,
  	"postal_code" varchar,
  	"city" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "distribution_partners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_lines_id" integer
  );
  
  CREATE TABLE "file_shares" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "file_shares_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "file_shares_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"share_files_id" integer
  );
  
  CREATE TABLE "share_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
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
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "share_files_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "dealers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "distribution_partners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "file_shares_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "share_files_id" integer;
  ALTER TABLE "pages_blocks_location_map_locations" ADD CONSTRAINT "pages_blocks_location_map_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_location_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_map" ADD CONSTRAINT "pages_blocks_location_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_map_locations" ADD CONSTRAINT "_pages_v_blocks_location_map_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_location_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_map" ADD CONSTRAINT "_pages_v_blocks_location_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_partner_types" ADD CONSTRAINT "dealers_partner_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers" ADD CONSTRAINT "dealers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealers_locales" ADD CONSTRAINT "dealers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_rels" ADD CONSTRAINT "dealers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_rels" ADD CONSTRAINT "dealers_rels_product_lines_fk" FOREIGN KEY ("product_lines_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distribution_partners" ADD CONSTRAINT "distribution_partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "distribution_partners_rels" ADD CONSTRAINT "distribution_partners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."distribution_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distribution_partners_rels" ADD CONSTRAINT "distribution_partners_rels_product_lines_fk" FOREIGN KEY ("product_lines_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "file_shares_locales" ADD CONSTRAINT "file_shares_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "file_shares_rels" ADD CONSTRAINT "file_shares_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "file_shares_rels" ADD CONSTRAINT "file_shares_rels_share_files_fk" FOREIGN KEY ("share_files_id") REFERENCES "public"."share_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "share_files" ADD CONSTRAINT "share_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "share_files_locales" ADD CONSTRAINT "share_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."share_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_location_map_locations_order_idx" ON "pages_blocks_location_map_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_map_locations_parent_id_idx" ON "pages_blocks_location_map_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_map_locations_locale_idx" ON "pages_blocks_location_map_locations" USING btree ("_locale");
  CREATE INDEX "pages_blocks_location_map_order_idx" ON "pages_blocks_location_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_map_parent_id_idx" ON "pages_blocks_location_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_map_path_idx" ON "pages_blocks_location_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_map_locale_idx" ON "pages_blocks_location_map" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_location_map_locations_order_idx" ON "_pages_v_blocks_location_map_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_map_locations_parent_id_idx" ON "_pages_v_blocks_location_map_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_map_locations_locale_idx" ON "_pages_v_blocks_location_map_locations" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_location_map_order_idx" ON "_pages_v_blocks_location_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_map_parent_id_idx" ON "_pages_v_blocks_location_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_map_path_idx" ON "_pages_v_blocks_location_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_map_locale_idx" ON "_pages_v_blocks_location_map" USING btree ("_locale");
  CREATE INDEX "dealers_partner_types_order_idx" ON "dealers_partner_types" USING btree ("order");
  CREATE INDEX "dealers_partner_types_parent_idx" ON "dealers_partner_types" USING btree ("parent_id");
  CREATE INDEX "dealers_tenant_idx" ON "dealers" USING btree ("tenant_id");
  CREATE INDEX "dealers_name_idx" ON "dealers" USING btree ("name");
  CREATE INDEX "dealers_updated_at_idx" ON "dealers" USING btree ("updated_at");
  CREATE INDEX "dealers_created_at_idx" ON "dealers" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealers_locales_locale_parent_id_unique" ON "dealers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dealers_rels_order_idx" ON "dealers_rels" USING btree ("order");
  CREATE INDEX "dealers_rels_parent_idx" ON "dealers_rels" USING btree ("parent_id");
  CREATE INDEX "dealers_rels_path_idx" ON "dealers_rels" USING btree ("path");
  CREATE INDEX "dealers_rels_product_lines_id_idx" ON "dealers_rels" USING btree ("product_lines_id");
  CREATE INDEX "distribution_partners_tenant_idx" ON "distribution_partners" USING btree ("tenant_id");
  CREATE INDEX "distribution_partners_country_idx" ON "distribution_partners" USING btree ("country");
  CREATE INDEX "distribution_partners_updated_at_idx" ON "distribution_partners" USING btree ("updated_at");
  CREATE INDEX "distribution_partners_created_at_idx" ON "distribution_partners" USING btree ("created_at");
  CREATE INDEX "distribution_partners_rels_order_idx" ON "distribution_partners_rels" USING btree ("order");
  CREATE INDEX "distribution_partners_rels_parent_idx" ON "distribution_partners_rels" USING btree ("parent_id");
  CREATE INDEX "distribution_partners_rels_path_idx" ON "distribution_partners_rels" USING btree ("path");
  CREATE INDEX "distribution_partners_rels_product_lines_id_idx" ON "distribution_partners_rels" USING btree ("product_lines_id");
  CREATE INDEX "file_shares_tenant_idx" ON "file_shares" USING btree ("tenant_id");
  CREATE INDEX "file_shares_expires_at_idx" ON "file_shares" USING btree ("expires_at");
  CREATE UNIQUE INDEX "file_shares_token_idx" ON "file_shares" USING btree ("token");
  CREATE INDEX "file_shares_updated_at_idx" ON "file_shares" USING btree ("updated_at");
  CREATE INDEX "file_shares_created_at_idx" ON "file_shares" USING btree ("created_at");
  CREATE UNIQUE INDEX "file_shares_locales_locale_parent_id_unique" ON "file_shares_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "file_shares_rels_order_idx" ON "file_shares_rels" USING btree ("order");
  CREATE INDEX "file_shares_rels_parent_idx" ON "file_shares_rels" USING btree ("parent_id");
  CREATE INDEX "file_shares_rels_path_idx" ON "file_shares_rels" USING btree ("path");
  CREATE INDEX "file_shares_rels_share_files_id_idx" ON "file_shares_rels" USING btree ("share_files_id");
  CREATE INDEX "share_files_tenant_idx" ON "share_files" USING btree ("tenant_id");
  CREATE INDEX "share_files_updated_at_idx" ON "share_files" USING btree ("updated_at");
  CREATE INDEX "share_files_created_at_idx" ON "share_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "share_files_filename_idx" ON "share_files" USING btree ("filename");
  CREATE INDEX "share_files_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "share_files" USING btree ("sizes_thumbnail_filename");
  CREATE UNIQUE INDEX "share_files_locales_locale_parent_id_unique" ON "share_files_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distribution_partners_fk" FOREIGN KEY ("distribution_partners_id") REFERENCES "public"."distribution_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_file_shares_fk" FOREIGN KEY ("file_shares_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_share_files_fk" FOREIGN KEY ("share_files_id") REFERENCES "public"."share_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_dealers_id_idx" ON "payload_locked_documents_rels" USING btree ("dealers_id");
  CREATE INDEX "payload_locked_documents_rels_distribution_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("distribution_partners_id");
  CREATE INDEX "payload_locked_documents_rels_file_shares_id_idx" ON "payload_locked_documents_rels" USING btree ("file_shares_id");
  CREATE INDEX "payload_locked_documents_rels_share_files_id_idx" ON "payload_locked_documents_rels" USING btree ("share_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_location_map_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_location_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location_map_locations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_location_map" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers_partner_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "dealers_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "distribution_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "distribution_partners_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "file_shares" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "file_shares_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "file_shares_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "share_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "share_files_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_location_map_locations" CASCADE;
  DROP TABLE "pages_blocks_location_map" CASCADE;
  DROP TABLE "_pages_v_blocks_location_map_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_location_map" CASCADE;
  DROP TABLE "dealers_partner_types" CASCADE;
  DROP TABLE "dealers" CASCADE;
  DROP TABLE "dealers_locales" CASCADE;
  DROP TABLE "dealers_rels" CASCADE;
  DROP TABLE "distribution_partners" CASCADE;
  DROP TABLE "distribution_partners_rels" CASCADE;
  DROP TABLE "file_shares" CASCADE;
  DROP TABLE "file_shares_locales" CASCADE;
  DROP TABLE "file_shares_rels" CASCADE;
  DROP TABLE "share_files" CASCADE;
  DROP TABLE "share_files_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_dealers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_distribution_partners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_file_shares_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_share_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_dealers_id_idx";
  DROP INDEX "payload_locked_documents_rels_distribution_partners_id_idx";
  DROP INDEX "payload_locked_documents_rels_file_shares_id_idx";
  DROP INDEX "payload_locked_documents_rels_share_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "dealers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "distribution_partners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "file_shares_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "share_files_id";
  DROP TYPE "public"."enum_pages_blocks_location_map_locations_icon";
  DROP TYPE "public"."enum_pages_blocks_location_map_width";
  DROP TYPE "public"."enum__pages_v_blocks_location_map_locations_icon";
  DROP TYPE "public"."enum__pages_v_blocks_location_map_width";
  DROP TYPE "public"."enum_dealers_partner_types";
  DROP TYPE "public"."enum_dealers_country";
  DROP TYPE "public"."enum_distribution_partners_country";
  DROP TYPE "public"."enum_distribution_partners_region";`)
}
