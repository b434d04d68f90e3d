import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_processes_steps_type" AS ENUM('iconButton', 'formConfig', 'formSubmit', 'button', 'Overview');
  CREATE TYPE "public"."enum_contact_processes_steps_option_source" AS ENUM('options', 'productLines');
  CREATE TYPE "public"."enum_contact_requests_status" AS ENUM('new', 'answered');
  CREATE TYPE "public"."enum_jobs_department" AS ENUM('applicationEngineering', 'sales', 'logistics', 'laboratory', 'production', 'marketing', 'finance', 'it');
  CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('permanent', 'temporary', 'apprenticeship', 'internship');
  CREATE TYPE "public"."enum_jobs_start" AS ENUM('byAgreement', 'date');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_department" AS ENUM('applicationEngineering', 'sales', 'logistics', 'laboratory', 'production', 'marketing', 'finance', 'it');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('permanent', 'temporary', 'apprenticeship', 'internship');
  CREATE TYPE "public"."enum__jobs_v_version_start" AS ENUM('byAgreement', 'date');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('de', 'fr', 'it', 'en');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'inReview', 'rejected', 'invited');
  CREATE TYPE "public"."enum_job_applications_salutation" AS ENUM('ms', 'mr', 'none');
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
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"department" "enum_jobs_department",
  	"location" varchar,
  	"employment_type" "enum_jobs_employment_type" DEFAULT 'permanent',
  	"workload_min" numeric DEFAULT 100,
  	"workload_max" numeric DEFAULT 100,
  	"start" "enum_jobs_start" DEFAULT 'byAgreement',
  	"start_date" timestamp(3) with time zone,
  	"contact_name" varchar,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"published_from" timestamp(3) with time zone,
  	"published_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"intro" varchar,
  	"tasks" jsonb,
  	"profile" jsonb,
  	"offer" jsonb,
  	"contact_function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_department" "enum__jobs_v_version_department",
  	"version_location" varchar,
  	"version_employment_type" "enum__jobs_v_version_employment_type" DEFAULT 'permanent',
  	"version_workload_min" numeric DEFAULT 100,
  	"version_workload_max" numeric DEFAULT 100,
  	"version_start" "enum__jobs_v_version_start" DEFAULT 'byAgreement',
  	"version_start_date" timestamp(3) with time zone,
  	"version_contact_name" varchar,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_published_from" timestamp(3) with time zone,
  	"version_published_until" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_intro" varchar,
  	"version_tasks" jsonb,
  	"version_profile" jsonb,
  	"version_offer" jsonb,
  	"version_contact_function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"job_id" integer,
  	"job_title" varchar NOT NULL,
  	"salutation" "enum_job_applications_salutation",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"earliest_start" varchar,
  	"salary_expectation" numeric,
  	"message" varchar,
  	"language" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"form_files_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_processes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "jobs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
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
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications_rels" ADD CONSTRAINT "job_applications_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_rels" ADD CONSTRAINT "job_applications_rels_form_files_fk" FOREIGN KEY ("form_files_id") REFERENCES "public"."form_files"("id") ON DELETE cascade ON UPDATE no action;
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
  CREATE INDEX "jobs_tenant_idx" ON "jobs" USING btree ("tenant_id");
  CREATE INDEX "jobs_department_idx" ON "jobs" USING btree ("department");
  CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location");
  CREATE INDEX "jobs_employment_type_idx" ON "jobs" USING btree ("employment_type");
  CREATE INDEX "jobs_published_from_idx" ON "jobs" USING btree ("published_from");
  CREATE INDEX "jobs_published_until_idx" ON "jobs" USING btree ("published_until");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "jobs_slug_idx" ON "jobs_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_tenant_idx" ON "_jobs_v" USING btree ("version_tenant_id");
  CREATE INDEX "_jobs_v_version_version_department_idx" ON "_jobs_v" USING btree ("version_department");
  CREATE INDEX "_jobs_v_version_version_location_idx" ON "_jobs_v" USING btree ("version_location");
  CREATE INDEX "_jobs_v_version_version_employment_type_idx" ON "_jobs_v" USING btree ("version_employment_type");
  CREATE INDEX "_jobs_v_version_version_published_from_idx" ON "_jobs_v" USING btree ("version_published_from");
  CREATE INDEX "_jobs_v_version_version_published_until_idx" ON "_jobs_v" USING btree ("version_published_until");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "job_applications_tenant_idx" ON "job_applications" USING btree ("tenant_id");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "job_applications_rels_order_idx" ON "job_applications_rels" USING btree ("order");
  CREATE INDEX "job_applications_rels_parent_idx" ON "job_applications_rels" USING btree ("parent_id");
  CREATE INDEX "job_applications_rels_path_idx" ON "job_applications_rels" USING btree ("path");
  CREATE INDEX "job_applications_rels_form_files_id_idx" ON "job_applications_rels" USING btree ("form_files_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_categories_fk" FOREIGN KEY ("faq_categories_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_questions_fk" FOREIGN KEY ("faq_questions_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_processes_fk" FOREIGN KEY ("contact_processes_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_faq_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_categories_id");
  CREATE INDEX "payload_locked_documents_rels_faq_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_questions_id");
  CREATE INDEX "payload_locked_documents_rels_contact_processes_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_processes_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");`)
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
  ALTER TABLE "jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "jobs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_jobs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_rels" DISABLE ROW LEVEL SECURITY;
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
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "job_applications_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_processes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_jobs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  DROP INDEX "payload_locked_documents_rels_faq_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_processes_id_idx";
  DROP INDEX "payload_locked_documents_rels_contact_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_jobs_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_processes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "jobs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  DROP TYPE "public"."enum_contact_processes_steps_type";
  DROP TYPE "public"."enum_contact_processes_steps_option_source";
  DROP TYPE "public"."enum_contact_requests_status";
  DROP TYPE "public"."enum_jobs_department";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_jobs_start";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_department";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_start";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_job_applications_salutation";`)
}
