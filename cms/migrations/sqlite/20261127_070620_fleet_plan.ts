import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`fleet_entries_components\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`component\` text NOT NULL,
  	\`product_id\` integer,
  	\`capacity_litres\` numeric,
  	\`interval_months\` numeric,
  	\`interval_km\` numeric,
  	\`interval_hours\` numeric,
  	\`last_service_date\` text,
  	\`last_service_reading\` numeric,
  	\`from_recommendation\` integer DEFAULT false,
  	\`product_in_use_text\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fleet_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`fleet_entries_components_order_idx\` ON \`fleet_entries_components\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_components_parent_id_idx\` ON \`fleet_entries_components\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_components_product_idx\` ON \`fleet_entries_components\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`fleet_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`kind\` text DEFAULT 'vehicle' NOT NULL,
  	\`name\` text NOT NULL,
  	\`source\` text DEFAULT 'manual' NOT NULL,
  	\`vehicle_type_id\` integer,
  	\`license_plate\` text,
  	\`type_approval_number\` text,
  	\`machine_kind\` text,
  	\`site\` text,
  	\`cost_centre\` text,
  	\`reading_km\` numeric,
  	\`reading_hours\` numeric,
  	\`reading_date\` text,
  	\`yearly_km\` numeric,
  	\`yearly_hours\` numeric,
  	\`note\` text,
  	\`created_by_id\` integer,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`vehicle_type_id\`) REFERENCES \`vehicle_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`created_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fleet_entries_tenant_idx\` ON \`fleet_entries\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_customer_idx\` ON \`fleet_entries\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_vehicle_type_idx\` ON \`fleet_entries\` (\`vehicle_type_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_site_idx\` ON \`fleet_entries\` (\`site\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_cost_centre_idx\` ON \`fleet_entries\` (\`cost_centre\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_created_by_idx\` ON \`fleet_entries\` (\`created_by_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_updated_by_idx\` ON \`fleet_entries\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_updated_at_idx\` ON \`fleet_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fleet_entries_created_at_idx\` ON \`fleet_entries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_licensePlate_idx\` ON \`fleet_entries\` (\`customer_id\`,\`license_plate\`);`)
  await db.run(sql`CREATE TABLE \`fleet_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`entry_id\` integer,
  	\`component_id\` text NOT NULL,
  	\`component\` text NOT NULL,
  	\`done_on\` text NOT NULL,
  	\`reading\` numeric,
  	\`litres\` numeric,
  	\`product_id\` integer,
  	\`note\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`fleet_entries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fleet_services_tenant_idx\` ON \`fleet_services\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_services_customer_idx\` ON \`fleet_services\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_services_account_idx\` ON \`fleet_services\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_services_entry_idx\` ON \`fleet_services\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_services_product_idx\` ON \`fleet_services\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`fleet_services_updated_at_idx\` ON \`fleet_services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fleet_services_created_at_idx\` ON \`fleet_services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`entry_doneOn_idx\` ON \`fleet_services\` (\`entry_id\`,\`done_on\`);`)
  await db.run(sql`CREATE TABLE \`service_reminders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`key\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`kind\` text NOT NULL,
  	\`entry_id\` integer,
  	\`component_id\` text,
  	\`due_date\` text,
  	\`sent_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`entry_id\`) REFERENCES \`fleet_entries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`service_reminders_tenant_idx\` ON \`service_reminders\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_reminders_key_idx\` ON \`service_reminders\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`service_reminders_customer_idx\` ON \`service_reminders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`service_reminders_account_idx\` ON \`service_reminders\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`service_reminders_entry_idx\` ON \`service_reminders\` (\`entry_id\`);`)
  await db.run(sql`CREATE INDEX \`service_reminders_sent_at_idx\` ON \`service_reminders\` (\`sent_at\`);`)
  await db.run(sql`CREATE INDEX \`service_reminders_updated_at_idx\` ON \`service_reminders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_reminders_created_at_idx\` ON \`service_reminders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`competitor_products_specifications\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`competitor_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitor_products_specifications_order_idx\` ON \`competitor_products_specifications\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`competitor_products_specifications_parent_idx\` ON \`competitor_products_specifications\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`competitor_products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`brand\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`category\` text DEFAULT 'engineOil' NOT NULL,
  	\`viscosity\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`competitor_products_brand_idx\` ON \`competitor_products\` (\`brand\`);`)
  await db.run(sql`CREATE INDEX \`competitor_products_name_idx\` ON \`competitor_products\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`competitor_products_viscosity_idx\` ON \`competitor_products\` (\`viscosity\`);`)
  await db.run(sql`CREATE INDEX \`competitor_products_updated_at_idx\` ON \`competitor_products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`competitor_products_created_at_idx\` ON \`competitor_products\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`brand_name_idx\` ON \`competitor_products\` (\`brand\`,\`name\`);`)
  await db.run(sql`CREATE TABLE \`competitor_products_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`competitor_products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitor_products_texts_order_parent\` ON \`competitor_products_texts\` (\`order\`,\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`service_reminders_notify\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`service_reminders_digest\` text DEFAULT 'weekly';`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`service_reminders_lead_days\` numeric DEFAULT 14;`)
  await db.run(sql`ALTER TABLE \`oil_recommendations_components\` ADD \`interval_km\` numeric;`)
  await db.run(sql`ALTER TABLE \`oil_recommendations_components\` ADD \`interval_hours\` numeric;`)
  await db.run(sql`ALTER TABLE \`oil_recommendations_components\` ADD \`interval_months\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fleet_entries_id\` integer REFERENCES fleet_entries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`fleet_services_id\` integer REFERENCES fleet_services(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_reminders_id\` integer REFERENCES service_reminders(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`competitor_products_id\` integer REFERENCES competitor_products(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fleet_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`fleet_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fleet_services_id_idx\` ON \`payload_locked_documents_rels\` (\`fleet_services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_reminders_id_idx\` ON \`payload_locked_documents_rels\` (\`service_reminders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_competitor_products_id_idx\` ON \`payload_locked_documents_rels\` (\`competitor_products_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`fleet_entries_components\`;`)
  await db.run(sql`DROP TABLE \`fleet_entries\`;`)
  await db.run(sql`DROP TABLE \`fleet_services\`;`)
  await db.run(sql`DROP TABLE \`service_reminders\`;`)
  await db.run(sql`DROP TABLE \`competitor_products_specifications\`;`)
  await db.run(sql`DROP TABLE \`competitor_products\`;`)
  await db.run(sql`DROP TABLE \`competitor_products_texts\`;`)
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
  	\`stock_levels_id\` integer,
  	\`price_lists_id\` integer,
  	\`orders_id\` integer,
  	\`order_documents_id\` integer,
  	\`order_schedules_id\` integer,
  	\`order_schedule_runs_id\` integer,
  	\`quotes_id\` integer,
  	\`ordered_articles_id\` integer,
  	\`contracts_id\` integer,
  	\`contract_positions_id\` integer,
  	\`safety_data_sheets_id\` integer,
  	\`favourites_id\` integer,
  	\`shopping_lists_id\` integer,
  	\`carts_id\` integer,
  	\`saved_carts_id\` integer,
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
  	\`faq_categories_id\` integer,
  	\`faq_questions_id\` integer,
  	\`contact_processes_id\` integer,
  	\`contact_requests_id\` integer,
  	\`jobs_id\` integer,
  	\`job_applications_id\` integer,
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
  	FOREIGN KEY (\`stock_levels_id\`) REFERENCES \`stock_levels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_documents_id\`) REFERENCES \`order_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_schedules_id\`) REFERENCES \`order_schedules\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`order_schedule_runs_id\`) REFERENCES \`order_schedule_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`quotes_id\`) REFERENCES \`quotes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ordered_articles_id\`) REFERENCES \`ordered_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contracts_id\`) REFERENCES \`contracts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contract_positions_id\`) REFERENCES \`contract_positions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`safety_data_sheets_id\`) REFERENCES \`safety_data_sheets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favourites_id\`) REFERENCES \`favourites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shopping_lists_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_carts_id\`) REFERENCES \`saved_carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_questions_id\`) REFERENCES \`faq_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_processes_id\`) REFERENCES \`contact_processes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_requests_id\`) REFERENCES \`contact_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`jobs_id\`) REFERENCES \`jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "stock_levels_id", "price_lists_id", "orders_id", "order_documents_id", "order_schedules_id", "order_schedule_runs_id", "quotes_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "saved_carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "faq_categories_id", "faq_questions_id", "contact_processes_id", "contact_requests_id", "jobs_id", "job_applications_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "stock_levels_id", "price_lists_id", "orders_id", "order_documents_id", "order_schedules_id", "order_schedule_runs_id", "quotes_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "saved_carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "faq_categories_id", "faq_questions_id", "contact_processes_id", "contact_requests_id", "jobs_id", "job_applications_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stock_levels_id_idx\` ON \`payload_locked_documents_rels\` (\`stock_levels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`order_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_schedules_id_idx\` ON \`payload_locked_documents_rels\` (\`order_schedules_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_schedule_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`order_schedule_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_quotes_id_idx\` ON \`payload_locked_documents_rels\` (\`quotes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ordered_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`ordered_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contract_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`contract_positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_safety_data_sheets_id_idx\` ON \`payload_locked_documents_rels\` (\`safety_data_sheets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourites_id_idx\` ON \`payload_locked_documents_rels\` (\`favourites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_carts_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_questions_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_questions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_processes_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_processes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_jobs_id_idx\` ON \`payload_locked_documents_rels\` (\`jobs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
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
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`service_reminders_notify\`;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`service_reminders_digest\`;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`service_reminders_lead_days\`;`)
  await db.run(sql`ALTER TABLE \`oil_recommendations_components\` DROP COLUMN \`interval_km\`;`)
  await db.run(sql`ALTER TABLE \`oil_recommendations_components\` DROP COLUMN \`interval_hours\`;`)
  await db.run(sql`ALTER TABLE \`oil_recommendations_components\` DROP COLUMN \`interval_months\`;`)
}
