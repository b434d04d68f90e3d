import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_processes_steps_type" AS ENUM('iconButton', 'formConfig', 'formSubmit', 'button', 'Overview');
  CREATE TYPE "public"."enum_contact_processes_steps_option_source" AS ENUM('options', 'productLines');
  CREATE TYPE "public"."enum_contact_requests_status" AS ENUM('new', 'answered');
  CREATE TABLE "faq_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"icon" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"category_id" integer NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_questions_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_processes_steps_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"option_id" varchar,
  	"icon" varchar,
  	"next_step" varchar
  );
  
  CREATE TABLE "contact_processes_steps_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_processes_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_id" varchar NOT NULL,
  	"type" "enum_contact_processes_steps_type" NOT NULL,
  	"next_step" varchar,
  	"field_name" varchar,
  	"option_source" "enum_contact_processes_steps_option_source" DEFAULT 'options',
  	"form_id" integer,
  	"product_field" varchar DEFAULT 'product'
  );
  
  CREATE TABLE "contact_processes_steps_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_label" varchar,
  	"link" varchar,
  	"send_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_processes_routing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_line_id" integer NOT NULL,
  	"recipients" varchar NOT NULL
  );
  
  CREATE TABLE "contact_processes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"first_step" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"recipients" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_processes_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"confirmation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_contact_requests_status" DEFAULT 'new' NOT NULL,
  	"summary_title" varchar,
  	"process_id" integer,
  	"topic" varchar,
  	"product_line_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"language" varchar,
  	"summary" varchar,
  	"values" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_processes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_categories_locales" ADD CONSTRAINT "faq_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_questions_locales" ADD CONSTRAINT "faq_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps_options" ADD CONSTRAINT "contact_processes_steps_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps_options_locales" ADD CONSTRAINT "contact_processes_steps_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes_steps_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps" ADD CONSTRAINT "contact_processes_steps_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_processes_steps" ADD CONSTRAINT "contact_processes_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps_locales" ADD CONSTRAINT "contact_processes_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_routing" ADD CONSTRAINT "contact_processes_routing_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_processes_routing" ADD CONSTRAINT "contact_processes_routing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes" ADD CONSTRAINT "contact_processes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_processes_locales" ADD CONSTRAINT "contact_processes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_process_id_contact_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."contact_processes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "faq_categories_tenant_idx" ON "faq_categories" USING btree ("tenant_id");
  CREATE INDEX "faq_categories_sort_order_idx" ON "faq_categories" USING btree ("sort_order");
  CREATE INDEX "faq_categories_published_idx" ON "faq_categories" USING btree ("published");
  CREATE INDEX "faq_categories_updated_at_idx" ON "faq_categories" USING btree ("updated_at");
  CREATE INDEX "faq_categories_created_at_idx" ON "faq_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_categories_locales_locale_parent_id_unique" ON "faq_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_questions_tenant_idx" ON "faq_questions" USING btree ("tenant_id");
  CREATE INDEX "faq_questions_category_idx" ON "faq_questions" USING btree ("category_id");
  CREATE INDEX "faq_questions_sort_order_idx" ON "faq_questions" USING btree ("sort_order");
  CREATE INDEX "faq_questions_published_idx" ON "faq_questions" USING btree ("published");
  CREATE INDEX "faq_questions_updated_at_idx" ON "faq_questions" USING btree ("updated_at");
  CREATE INDEX "faq_questions_created_at_idx" ON "faq_questions" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_questions_locales_locale_parent_id_unique" ON "faq_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_processes_steps_options_order_idx" ON "contact_processes_steps_options" USING btree ("_order");
  CREATE INDEX "contact_processes_steps_options_parent_id_idx" ON "contact_processes_steps_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_processes_steps_options_locales_locale_parent_id_uni" ON "contact_processes_steps_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_processes_steps_order_idx" ON "contact_processes_steps" USING btree ("_order");
  CREATE INDEX "contact_processes_steps_parent_id_idx" ON "contact_processes_steps" USING btree ("_parent_id");
  CREATE INDEX "contact_processes_steps_form_idx" ON "contact_processes_steps" USING btree ("form_id");
  CREATE UNIQUE INDEX "contact_processes_steps_locales_locale_parent_id_unique" ON "contact_processes_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_processes_routing_order_idx" ON "contact_processes_routing" USING btree ("_order");
  CREATE INDEX "contact_processes_routing_parent_id_idx" ON "contact_processes_routing" USING btree ("_parent_id");
  CREATE INDEX "contact_processes_routing_product_line_idx" ON "contact_processes_routing" USING btree ("product_line_id");
  CREATE INDEX "contact_processes_tenant_idx" ON "contact_processes" USING btree ("tenant_id");
  CREATE INDEX "contact_processes_published_idx" ON "contact_processes" USING btree ("published");
  CREATE INDEX "contact_processes_updated_at_idx" ON "contact_processes" USING btree ("updated_at");
  CREATE INDEX "contact_processes_created_at_idx" ON "contact_processes" USING btree ("created_at");
  CREATE UNIQUE INDEX "contact_processes_locales_locale_parent_id_unique" ON "contact_processes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_requests_tenant_idx" ON "contact_requests" USING btree ("tenant_id");
  CREATE INDEX "contact_requests_status_idx" ON "contact_requests" USING btree ("status");
  CREATE INDEX "contact_requests_process_idx" ON "contact_requests" USING btree ("process_id");
  CREATE INDEX "contact_requests_topic_idx" ON "contact_requests" USING btree ("topic");
  CREATE INDEX "contact_requests_product_line_idx" ON "contact_requests" USING btree ("product_line_id");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_categories_fk" FOREIGN KEY ("faq_categories_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_questions_fk" FOREIGN KEY ("faq_questions_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_processes_fk" FOREIGN KEY ("contact_processes_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_faq_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_categories_id");
  CREATE INDEX "payload_locked_documents_rels_faq_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_questions_id");
  CREATE INDEX "payload_locked_documents_rels_contact_processes_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_processes_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "faq_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_processes_steps_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_processes_steps_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_processes_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_processes_steps_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_processes_routing" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_processes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_processes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "contact_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "faq_categories" CASCADE;
  DROP TABLE "faq_categories_locales" CASCADE;
  DROP TABLE "faq_questions" CASCADE;
  DROP TABLE "faq_questions_locales" CASCADE;
  DROP TABLE "contact_processes_steps_options" CASCADE;
  DROP TABLE "contact_processes_steps_options_locales" CASCADE;
  DROP TABLE "contact_processes_steps" CASCADE;
  DROP TABLE "contact_processes_steps_locales" CASCADE;
  DROP TABLE "contact_processes_routing" CASCADE;
  DROP TABLE "contact_processes" CASCADE;
  DROP TABLE "contact_processes_locales" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_processes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_faq_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_processes_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_processes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  DROP TYPE "public"."enum_contact_processes_steps_type";
  DROP TYPE "public"."enum_contact_processes_steps_option_source";
  DROP TYPE "public"."enum_contact_requests_status";`)
}
