import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_tenants_social_links_network" AS ENUM('linkedin', 'youtube', 'instagram', 'facebook', 'x');
  CREATE TYPE "public"."enum_pages_navigation_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_version_navigation_target" AS ENUM('_self', '_blank');
  CREATE TABLE "tenants_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "tenants_footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tenants_footer_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_tenants_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "product_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"icon" varchar,
  	"show_oil_finder_teaser" boolean DEFAULT false,
  	"add_separator" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_lines_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "tenants_locales" ADD COLUMN "old_browser_title" varchar;
  ALTER TABLE "tenants_locales" ADD COLUMN "old_browser_text" varchar;
  ALTER TABLE "pages" ADD COLUMN "navigation_target" "enum_pages_navigation_target" DEFAULT '_self';
  ALTER TABLE "pages" ADD COLUMN "add_separator" boolean DEFAULT false;
  ALTER TABLE "_pages_v" ADD COLUMN "version_navigation_target" "enum__pages_v_version_navigation_target" DEFAULT '_self';
  ALTER TABLE "_pages_v" ADD COLUMN "version_add_separator" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "product_lines_id" integer;
  ALTER TABLE "tenants_footer_columns_links" ADD CONSTRAINT "tenants_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_footer_columns_links_locales" ADD CONSTRAINT "tenants_footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_footer_columns" ADD CONSTRAINT "tenants_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_footer_columns_locales" ADD CONSTRAINT "tenants_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_social_links" ADD CONSTRAINT "tenants_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_parent_id_product_lines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_lines_locales" ADD CONSTRAINT "product_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_footer_columns_links_order_idx" ON "tenants_footer_columns_links" USING btree ("_order");
  CREATE INDEX "tenants_footer_columns_links_parent_id_idx" ON "tenants_footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tenants_footer_columns_links_locales_locale_parent_id_unique" ON "tenants_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tenants_footer_columns_order_idx" ON "tenants_footer_columns" USING btree ("_order");
  CREATE INDEX "tenants_footer_columns_parent_id_idx" ON "tenants_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tenants_footer_columns_locales_locale_parent_id_unique" ON "tenants_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tenants_social_links_order_idx" ON "tenants_social_links" USING btree ("_order");
  CREATE INDEX "tenants_social_links_parent_id_idx" ON "tenants_social_links" USING btree ("_parent_id");
  CREATE INDEX "product_lines_tenant_idx" ON "product_lines" USING btree ("tenant_id");
  CREATE INDEX "product_lines_parent_idx" ON "product_lines" USING btree ("parent_id");
  CREATE INDEX "product_lines_updated_at_idx" ON "product_lines" USING btree ("updated_at");
  CREATE INDEX "product_lines_created_at_idx" ON "product_lines" USING btree ("created_at");
  CREATE INDEX "product_lines_slug_idx" ON "product_lines_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "product_lines_locales_locale_parent_id_unique" ON "product_lines_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_lines_fk" FOREIGN KEY ("product_lines_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_product_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("product_lines_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "tenants_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tenants_footer_columns_links_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tenants_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tenants_footer_columns_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tenants_social_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "product_lines_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "tenants_footer_columns_links" CASCADE;
  DROP TABLE "tenants_footer_columns_links_locales" CASCADE;
  DROP TABLE "tenants_footer_columns" CASCADE;
  DROP TABLE "tenants_footer_columns_locales" CASCADE;
  DROP TABLE "tenants_social_links" CASCADE;
  DROP TABLE "product_lines" CASCADE;
  DROP TABLE "product_lines_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_product_lines_fk";
  
  DROP INDEX "payload_locked_documents_rels_product_lines_id_idx";
  ALTER TABLE "tenants_locales" DROP COLUMN "old_browser_title";
  ALTER TABLE "tenants_locales" DROP COLUMN "old_browser_text";
  ALTER TABLE "pages" DROP COLUMN "navigation_target";
  ALTER TABLE "pages" DROP COLUMN "add_separator";
  ALTER TABLE "_pages_v" DROP COLUMN "version_navigation_target";
  ALTER TABLE "_pages_v" DROP COLUMN "version_add_separator";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "product_lines_id";
  DROP TYPE "public"."enum_tenants_social_links_network";
  DROP TYPE "public"."enum_pages_navigation_target";
  DROP TYPE "public"."enum__pages_v_version_navigation_target";`)
}
