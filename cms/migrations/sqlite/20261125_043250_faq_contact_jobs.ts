import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`faq_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`icon\` text,
  	\`sort_order\` numeric DEFAULT 0,
  	\`published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_categories_tenant_idx\` ON \`faq_categories\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_sort_order_idx\` ON \`faq_categories\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_published_idx\` ON \`faq_categories\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_updated_at_idx\` ON \`faq_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_created_at_idx\` ON \`faq_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_categories_locales_locale_parent_id_unique\` ON \`faq_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq_questions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`category_id\` integer NOT NULL,
  	\`sort_order\` numeric DEFAULT 0,
  	\`published\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faq_questions_tenant_idx\` ON \`faq_questions\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_questions_category_idx\` ON \`faq_questions\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`faq_questions_sort_order_idx\` ON \`faq_questions\` (\`sort_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_questions_published_idx\` ON \`faq_questions\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`faq_questions_updated_at_idx\` ON \`faq_questions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_questions_created_at_idx\` ON \`faq_questions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_questions_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_questions_locales_locale_parent_id_unique\` ON \`faq_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_processes_steps_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`option_id\` text,
  	\`icon\` text,
  	\`next_step\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_processes_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_processes_steps_options_order_idx\` ON \`contact_processes_steps_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_steps_options_parent_id_idx\` ON \`contact_processes_steps_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_processes_steps_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_processes_steps_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_processes_steps_options_locales_locale_parent_id_uni\` ON \`contact_processes_steps_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_processes_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`step_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`next_step\` text,
  	\`field_name\` text,
  	\`option_source\` text DEFAULT 'options',
  	\`form_id\` integer,
  	\`product_field\` text DEFAULT 'product',
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_processes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_processes_steps_order_idx\` ON \`contact_processes_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_steps_parent_id_idx\` ON \`contact_processes_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_steps_form_idx\` ON \`contact_processes_steps\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_processes_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`button_label\` text,
  	\`link\` text,
  	\`send_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_processes_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_processes_steps_locales_locale_parent_id_unique\` ON \`contact_processes_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_processes_routing\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_line_id\` integer NOT NULL,
  	\`recipients\` text NOT NULL,
  	FOREIGN KEY (\`product_line_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_processes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_processes_routing_order_idx\` ON \`contact_processes_routing\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_routing_parent_id_idx\` ON \`contact_processes_routing\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_routing_product_line_idx\` ON \`contact_processes_routing\` (\`product_line_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_processes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`first_step\` text NOT NULL,
  	\`published\` integer DEFAULT true,
  	\`recipients\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_processes_tenant_idx\` ON \`contact_processes\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_published_idx\` ON \`contact_processes\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_updated_at_idx\` ON \`contact_processes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_processes_created_at_idx\` ON \`contact_processes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contact_processes_locales\` (
  	\`title\` text NOT NULL,
  	\`intro\` text,
  	\`confirmation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contact_processes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contact_processes_locales_locale_parent_id_unique\` ON \`contact_processes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contact_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`summary_title\` text,
  	\`process_id\` integer,
  	\`topic\` text,
  	\`product_line_id\` integer,
  	\`name\` text,
  	\`email\` text,
  	\`language\` text,
  	\`summary\` text,
  	\`values\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`process_id\`) REFERENCES \`contact_processes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_line_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contact_requests_tenant_idx\` ON \`contact_requests\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_status_idx\` ON \`contact_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_process_idx\` ON \`contact_requests\` (\`process_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_topic_idx\` ON \`contact_requests\` (\`topic\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_product_line_idx\` ON \`contact_requests\` (\`product_line_id\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_updated_at_idx\` ON \`contact_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contact_requests_created_at_idx\` ON \`contact_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`department\` text,
  	\`location\` text,
  	\`employment_type\` text DEFAULT 'permanent',
  	\`workload_min\` numeric DEFAULT 100,
  	\`workload_max\` numeric DEFAULT 100,
  	\`start\` text DEFAULT 'byAgreement',
  	\`start_date\` text,
  	\`contact_name\` text,
  	\`contact_phone\` text,
  	\`contact_email\` text,
  	\`published_from\` text,
  	\`published_until\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_tenant_idx\` ON \`jobs\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`jobs_department_idx\` ON \`jobs\` (\`department\`);`)
  await db.run(sql`CREATE INDEX \`jobs_location_idx\` ON \`jobs\` (\`location\`);`)
  await db.run(sql`CREATE INDEX \`jobs_employment_type_idx\` ON \`jobs\` (\`employment_type\`);`)
  await db.run(sql`CREATE INDEX \`jobs_published_from_idx\` ON \`jobs\` (\`published_from\`);`)
  await db.run(sql`CREATE INDEX \`jobs_published_until_idx\` ON \`jobs\` (\`published_until\`);`)
  await db.run(sql`CREATE INDEX \`jobs_updated_at_idx\` ON \`jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs_created_at_idx\` ON \`jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`jobs__status_idx\` ON \`jobs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`jobs_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`intro\` text,
  	\`tasks\` text,
  	\`profile\` text,
  	\`offer\` text,
  	\`contact_function\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`jobs_slug_idx\` ON \`jobs_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`jobs_locales_locale_parent_id_unique\` ON \`jobs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_department\` text,
  	\`version_location\` text,
  	\`version_employment_type\` text DEFAULT 'permanent',
  	\`version_workload_min\` numeric DEFAULT 100,
  	\`version_workload_max\` numeric DEFAULT 100,
  	\`version_start\` text DEFAULT 'byAgreement',
  	\`version_start_date\` text,
  	\`version_contact_name\` text,
  	\`version_contact_phone\` text,
  	\`version_contact_email\` text,
  	\`version_published_from\` text,
  	\`version_published_until\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_parent_idx\` ON \`_jobs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_tenant_idx\` ON \`_jobs_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_department_idx\` ON \`_jobs_v\` (\`version_department\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_location_idx\` ON \`_jobs_v\` (\`version_location\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_employment_type_idx\` ON \`_jobs_v\` (\`version_employment_type\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_published_from_idx\` ON \`_jobs_v\` (\`version_published_from\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_published_until_idx\` ON \`_jobs_v\` (\`version_published_until\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_updated_at_idx\` ON \`_jobs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_created_at_idx\` ON \`_jobs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version__status_idx\` ON \`_jobs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_created_at_idx\` ON \`_jobs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_updated_at_idx\` ON \`_jobs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_snapshot_idx\` ON \`_jobs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_published_locale_idx\` ON \`_jobs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_jobs_v_latest_idx\` ON \`_jobs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_jobs_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_intro\` text,
  	\`version_tasks\` text,
  	\`version_profile\` text,
  	\`version_offer\` text,
  	\`version_contact_function\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_jobs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_jobs_v_version_version_slug_idx\` ON \`_jobs_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_jobs_v_locales_locale_parent_id_unique\` ON \`_jobs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`job_id\` integer,
  	\`job_title\` text NOT NULL,
  	\`salutation\` text,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`earliest_start\` text,
  	\`salary_expectation\` numeric,
  	\`message\` text,
  	\`language\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`job_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_tenant_idx\` ON \`job_applications\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_job_idx\` ON \`job_applications\` (\`job_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_applications_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`form_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_rels_order_idx\` ON \`job_applications_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_rels_parent_idx\` ON \`job_applications_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_rels_path_idx\` ON \`job_applications_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_rels_form_files_id_idx\` ON \`job_applications_rels\` (\`form_files_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_categories_id\` integer REFERENCES faq_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_questions_id\` integer REFERENCES faq_questions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_processes_id\` integer REFERENCES contact_processes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contact_requests_id\` integer REFERENCES contact_requests(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`jobs_id\` integer REFERENCES jobs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_applications_id\` integer REFERENCES job_applications(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_processes_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_processes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`faq_categories\`;`)
  await db.run(sql`DROP TABLE \`faq_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`faq_questions\`;`)
  await db.run(sql`DROP TABLE \`faq_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_processes_steps_options\`;`)
  await db.run(sql`DROP TABLE \`contact_processes_steps_options_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_processes_steps\`;`)
  await db.run(sql`DROP TABLE \`contact_processes_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_processes_routing\`;`)
  await db.run(sql`DROP TABLE \`contact_processes\`;`)
  await db.run(sql`DROP TABLE \`contact_processes_locales\`;`)
  await db.run(sql`DROP TABLE \`contact_requests\`;`)
  await db.run(sql`DROP TABLE \`jobs\`;`)
  await db.run(sql`DROP TABLE \`jobs_locales\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v\`;`)
  await db.run(sql`DROP TABLE \`_jobs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`job_applications_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	\`users_id\` integer,
  	\`accounts_id\` integer,
  	\`customers_id\` integer,
  	\`contacts_id\` integer,
  	\`audit_log_id\` integer,
  	\`pages_id\` integer,
  	\`product_lines_id\` integer,
  	\`products_id\` integer,
  	\`articles_id\` integer,
  	\`price_lists_id\` integer,
  	\`orders_id\` integer,
  	\`ordered_articles_id\` integer,
  	\`contracts_id\` integer,
  	\`contract_positions_id\` integer,
  	\`safety_data_sheets_id\` integer,
  	\`favourites_id\` integer,
  	\`shopping_lists_id\` integer,
  	\`carts_id\` integer,
  	\`addresses_id\` integer,
  	\`checkout_settings_id\` integer,
  	\`account_notifications_id\` integer,
  	\`product_reviews_id\` integer,
  	\`news_id\` integer,
  	\`news_topics_id\` integer,
  	\`news_categories_id\` integer,
  	\`fairs_id\` integer,
  	\`dealers_id\` integer,
  	\`distribution_partners_id\` integer,
  	\`file_shares_id\` integer,
  	\`share_files_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	\`form_files_id\` integer,
  	\`media_id\` integer,
  	\`search_changes_id\` integer,
  	\`vehicle_categories_id\` integer,
  	\`vehicle_makes_id\` integer,
  	\`vehicle_models_id\` integer,
  	\`vehicle_types_id\` integer,
  	\`license_plates_id\` integer,
  	\`oil_recommendations_id\` integer,
  	\`oil_finder_disclaimers_id\` integer,
  	\`oil_finder_settings_id\` integer,
  	\`password_reset_tokens_id\` integer,
  	\`email_outbox_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contacts_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ordered_articles_id\`) REFERENCES \`ordered_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contracts_id\`) REFERENCES \`contracts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contract_positions_id\`) REFERENCES \`contract_positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`safety_data_sheets_id\`) REFERENCES \`safety_data_sheets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourites_id\`) REFERENCES \`favourites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shopping_lists_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`addresses_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`checkout_settings_id\`) REFERENCES \`checkout_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_notifications_id\`) REFERENCES \`account_notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_reviews_id\`) REFERENCES \`product_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_topics_id\`) REFERENCES \`news_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fairs_id\`) REFERENCES \`fairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distribution_partners_id\`) REFERENCES \`distribution_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`file_shares_id\`) REFERENCES \`file_shares\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_files_id\`) REFERENCES \`share_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_changes_id\`) REFERENCES \`search_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_categories_id\`) REFERENCES \`vehicle_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_makes_id\`) REFERENCES \`vehicle_makes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_models_id\`) REFERENCES \`vehicle_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_types_id\`) REFERENCES \`vehicle_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`license_plates_id\`) REFERENCES \`license_plates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_recommendations_id\`) REFERENCES \`oil_recommendations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_finder_disclaimers_id\`) REFERENCES \`oil_finder_disclaimers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_finder_settings_id\`) REFERENCES \`oil_finder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_reset_tokens_id\`) REFERENCES \`password_reset_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`product_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ordered_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`ordered_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contract_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`contract_positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_safety_data_sheets_id_idx\` ON \`payload_locked_documents_rels\` (\`safety_data_sheets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourites_id_idx\` ON \`payload_locked_documents_rels\` (\`favourites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkout_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`checkout_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`account_notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`product_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`news_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fairs_id_idx\` ON \`payload_locked_documents_rels\` (\`fairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distribution_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`distribution_partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_file_shares_id_idx\` ON \`payload_locked_documents_rels\` (\`file_shares_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_files_id_idx\` ON \`payload_locked_documents_rels\` (\`share_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_changes_id_idx\` ON \`payload_locked_documents_rels\` (\`search_changes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_makes_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_makes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_models_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_types_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_license_plates_id_idx\` ON \`payload_locked_documents_rels\` (\`license_plates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_recommendations_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_recommendations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_finder_disclaimers_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_finder_disclaimers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_finder_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_finder_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
}
