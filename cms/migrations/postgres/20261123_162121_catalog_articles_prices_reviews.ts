import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_tags" AS ENUM('NEW', 'BESTSELLER', 'SALE');
  CREATE TYPE "public"."enum_products_approvals" AS ENUM('ACEA A3/B4', 'ACEA A5/B5', 'ACEA C2', 'ACEA C3', 'ACEA C5', 'ACEA C6', 'ACEA E4', 'ACEA E6', 'ACEA E7', 'ACEA E11', 'API SN', 'API SP', 'API CK-4', 'API GL-4', 'API GL-5', 'VW 502 00', 'VW 504 00', 'VW 505 01', 'VW 507 00', 'VW 508 00', 'VW 509 00', 'MB 229.3', 'MB 229.5', 'MB 229.51', 'MB 229.52', 'MB 229.71', 'MB 228.51', 'MB 235.0', 'BMW LL-01', 'BMW LL-04', 'BMW LL-17 FE+', 'Porsche C30', 'Porsche A40', 'Ford WSS-M2C913-D', 'GM dexos2', 'Renault RN17', 'MAN M 3477', 'Volvo VDS-4.5', 'Scania LDF-4', 'ZF TE-ML 02B', 'JASO MA2', 'JASO MB', 'JASO FD', 'DIN 51524-2 HLP', 'DIN 51524-3 HVLP', 'ISO 15380 HEES', 'DIN 51517-3 CLP', 'NSF H1', 'DIN 51502 KP2K-30');
  CREATE TYPE "public"."enum_products_documents_kind" AS ENUM('datasheet', 'safetyDataSheet', 'approval', 'brochure');
  CREATE TYPE "public"."enum_products_viscosity" AS ENUM('0W-16', '0W-20', '0W-30', '0W-40', '5W-20', '5W-30', '5W-40', '10W-30', '10W-40', '10W-60', '15W-40', '15W-50', '20W-50', '75W-80', '75W-90', '80W-90', '85W-140', 'ISO VG 22', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68', 'ISO VG 100', 'ISO VG 150', 'ISO VG 220', 'ISO VG 320', 'ISO VG 460', 'NLGI 00', 'NLGI 0', 'NLGI 1', 'NLGI 2', 'NLGI 3');
  CREATE TYPE "public"."enum_products_base_oil" AS ENUM('fullySynthetic', 'synthetic', 'semiSynthetic', 'mineral', 'biodegradable');
  CREATE TYPE "public"."enum_articles_prices_tags" AS ENUM('NEW', 'BESTSELLER', 'SALE');
  CREATE TYPE "public"."enum_articles_unit" AS ENUM('L', 'kg', 'g', 'ml', 'pcs');
  CREATE TYPE "public"."enum_articles_container" AS ENUM('bottle', 'canister', 'pail', 'drum', 'ibc', 'cartridge', 'spray');
  CREATE TYPE "public"."enum_product_reviews_kind" AS ENUM('rating', 'question');
  CREATE TYPE "public"."enum_product_reviews_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TABLE "products_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_approvals" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_approvals",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video" varchar,
  	"youtube_id" varchar
  );
  
  CREATE TABLE "products_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"kind" "enum_products_documents_kind" DEFAULT 'datasheet' NOT NULL
  );
  
  CREATE TABLE "products_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "articles_prices_tags" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_articles_prices_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_prices_scales" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_quantity" numeric NOT NULL,
  	"unit_price_cents" numeric NOT NULL
  );
  
  CREATE TABLE "articles_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"article_number" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"pack_size" numeric NOT NULL,
  	"unit" "enum_articles_unit" DEFAULT 'L' NOT NULL,
  	"container" "enum_articles_container" DEFAULT 'canister',
  	"sort" numeric DEFAULT 0,
  	"image_id" integer,
  	"disabled" boolean DEFAULT false,
  	"recommended_retail_price_cents" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"product_id" integer NOT NULL,
  	"kind" "enum_product_reviews_kind" DEFAULT 'rating' NOT NULL,
  	"rating" numeric,
  	"status" "enum_product_reviews_status" DEFAULT 'pending' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"comment" varchar NOT NULL,
  	"language" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_reviews_locales" (
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "customers" ADD COLUMN "price_list_id" integer;
  ALTER TABLE "customers" ADD COLUMN "retailer_mode_available" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "viscosity" "enum_products_viscosity";
  ALTER TABLE "products" ADD COLUMN "base_oil" "enum_products_base_oil";
  ALTER TABLE "products" ADD COLUMN "hide_order_unit" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "disable_placeholder" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "placeholder_value" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "alternative_title" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "label" varchar;
  ALTER TABLE "products_locales" ADD COLUMN "contents" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "articles_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_lists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_reviews_id" integer;
  ALTER TABLE "products_tags" ADD CONSTRAINT "products_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_approvals" ADD CONSTRAINT "products_approvals_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features_locales" ADD CONSTRAINT "products_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_documents_locales" ADD CONSTRAINT "products_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_prices_tags" ADD CONSTRAINT "articles_prices_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_prices_scales" ADD CONSTRAINT "articles_prices_scales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_prices" ADD CONSTRAINT "articles_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_prices" ADD CONSTRAINT "articles_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_reviews_locales" ADD CONSTRAINT "product_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "products_tags_order_idx" ON "products_tags" USING btree ("order");
  CREATE INDEX "products_tags_parent_idx" ON "products_tags" USING btree ("parent_id");
  CREATE INDEX "products_approvals_order_idx" ON "products_approvals" USING btree ("order");
  CREATE INDEX "products_approvals_parent_idx" ON "products_approvals" USING btree ("parent_id");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_features_locales_locale_parent_id_unique" ON "products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_gallery_order_idx" ON "products_gallery" USING btree ("_order");
  CREATE INDEX "products_gallery_parent_id_idx" ON "products_gallery" USING btree ("_parent_id");
  CREATE INDEX "products_gallery_image_idx" ON "products_gallery" USING btree ("image_id");
  CREATE INDEX "products_documents_order_idx" ON "products_documents" USING btree ("_order");
  CREATE INDEX "products_documents_parent_id_idx" ON "products_documents" USING btree ("_parent_id");
  CREATE INDEX "products_documents_file_idx" ON "products_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "products_documents_locales_locale_parent_id_unique" ON "products_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_prices_tags_order_idx" ON "articles_prices_tags" USING btree ("order");
  CREATE INDEX "articles_prices_tags_parent_idx" ON "articles_prices_tags" USING btree ("parent_id");
  CREATE INDEX "articles_prices_scales_order_idx" ON "articles_prices_scales" USING btree ("_order");
  CREATE INDEX "articles_prices_scales_parent_id_idx" ON "articles_prices_scales" USING btree ("_parent_id");
  CREATE INDEX "articles_prices_order_idx" ON "articles_prices" USING btree ("_order");
  CREATE INDEX "articles_prices_parent_id_idx" ON "articles_prices" USING btree ("_parent_id");
  CREATE INDEX "articles_prices_price_list_idx" ON "articles_prices" USING btree ("price_list_id");
  CREATE INDEX "articles_tenant_idx" ON "articles" USING btree ("tenant_id");
  CREATE INDEX "articles_article_number_idx" ON "articles" USING btree ("article_number");
  CREATE INDEX "articles_product_idx" ON "articles" USING btree ("product_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "price_lists_tenant_idx" ON "price_lists" USING btree ("tenant_id");
  CREATE INDEX "price_lists_code_idx" ON "price_lists" USING btree ("code");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  CREATE INDEX "product_reviews_tenant_idx" ON "product_reviews" USING btree ("tenant_id");
  CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");
  CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status");
  CREATE INDEX "product_reviews_updated_at_idx" ON "product_reviews" USING btree ("updated_at");
  CREATE INDEX "product_reviews_created_at_idx" ON "product_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_reviews_locales_locale_parent_id_unique" ON "product_reviews_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "customers" ADD CONSTRAINT "customers_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_reviews_fk" FOREIGN KEY ("product_reviews_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "customers_price_list_idx" ON "customers" USING btree ("price_list_id");
  CREATE INDEX "products_viscosity_idx" ON "products" USING btree ("viscosity");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");
  CREATE INDEX "payload_locked_documents_rels_product_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("product_reviews_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_approvals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_gallery" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_prices_tags" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_prices_scales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles_prices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "articles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_lists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_reviews_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "products_tags" CASCADE;
  DROP TABLE "products_approvals" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_features_locales" CASCADE;
  DROP TABLE "products_gallery" CASCADE;
  DROP TABLE "products_documents" CASCADE;
  DROP TABLE "products_documents_locales" CASCADE;
  DROP TABLE "articles_prices_tags" CASCADE;
  DROP TABLE "articles_prices_scales" CASCADE;
  DROP TABLE "articles_prices" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "product_reviews" CASCADE;
  DROP TABLE "product_reviews_locales" CASCADE;
  ALTER TABLE "customers" DROP CONSTRAINT "customers_price_list_id_price_lists_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_articles_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_lists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_reviews_fk";
  
  DROP INDEX "customers_price_list_idx";
  DROP INDEX "products_viscosity_idx";
  DROP INDEX "payload_locked_documents_rels_articles_id_idx";
  DROP INDEX "payload_locked_documents_rels_price_lists_id_idx";
  DROP INDEX "payload_locked_documents_rels_product_reviews_id_idx";
  ALTER TABLE "customers" DROP COLUMN "price_list_id";
  ALTER TABLE "customers" DROP COLUMN "retailer_mode_available";
  ALTER TABLE "products" DROP COLUMN "viscosity";
  ALTER TABLE "products" DROP COLUMN "base_oil";
  ALTER TABLE "products" DROP COLUMN "hide_order_unit";
  ALTER TABLE "products" DROP COLUMN "disable_placeholder";
  ALTER TABLE "products" DROP COLUMN "placeholder_value";
  ALTER TABLE "products_locales" DROP COLUMN "alternative_title";
  ALTER TABLE "products_locales" DROP COLUMN "label";
  ALTER TABLE "products_locales" DROP COLUMN "contents";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "articles_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_lists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_reviews_id";
  DROP TYPE "public"."enum_products_tags";
  DROP TYPE "public"."enum_products_approvals";
  DROP TYPE "public"."enum_products_documents_kind";
  DROP TYPE "public"."enum_products_viscosity";
  DROP TYPE "public"."enum_products_base_oil";
  DROP TYPE "public"."enum_articles_prices_tags";
  DROP TYPE "public"."enum_articles_unit";
  DROP TYPE "public"."enum_articles_container";
  DROP TYPE "public"."enum_product_reviews_kind";
  DROP TYPE "public"."enum_product_reviews_status";`)
}
