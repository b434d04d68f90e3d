import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`accounts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`customers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_rels_order_idx\` ON \`accounts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`accounts_rels_parent_idx\` ON \`accounts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_rels_path_idx\` ON \`accounts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`accounts_rels_customers_id_idx\` ON \`accounts_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE TABLE \`customers_billing_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`partner_id\` text NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`street\` text,
  	\`postal_code\` text,
  	\`city\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_billing_partners_order_idx\` ON \`customers_billing_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`customers_billing_partners_parent_id_idx\` ON \`customers_billing_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contacts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`contact_id\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`function\` text,
  	\`email\` text,
  	\`phone\` text,
  	\`account_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contacts_tenant_idx\` ON \`contacts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_contact_id_idx\` ON \`contacts\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_customer_idx\` ON \`contacts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_last_name_idx\` ON \`contacts\` (\`last_name\`);`)
  await db.run(sql`CREATE INDEX \`contacts_account_idx\` ON \`contacts\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`contacts_updated_at_idx\` ON \`contacts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contacts_created_at_idx\` ON \`contacts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`action\` text NOT NULL,
  	\`actor_id\` integer NOT NULL,
  	\`actor_name\` text,
  	\`contact_id\` integer,
  	\`contact_name\` text,
  	\`customer_id\` integer,
  	\`details\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_tenant_idx\` ON \`audit_log\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_contact_idx\` ON \`audit_log\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_customer_idx\` ON \`audit_log\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`account_notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`link\` text,
  	\`kind\` text DEFAULT 'editorial' NOT NULL,
  	\`audience\` text DEFAULT 'account' NOT NULL,
  	\`account_id\` integer,
  	\`customer_id\` integer,
  	\`read_at\` text,
  	\`source_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`source_id\`) REFERENCES \`account_notifications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`account_notifications_tenant_idx\` ON \`account_notifications\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`account_notifications_account_idx\` ON \`account_notifications\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`account_notifications_customer_idx\` ON \`account_notifications\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`account_notifications_read_at_idx\` ON \`account_notifications\` (\`read_at\`);`)
  await db.run(sql`CREATE INDEX \`account_notifications_source_idx\` ON \`account_notifications\` (\`source_id\`);`)
  await db.run(sql`CREATE INDEX \`account_notifications_updated_at_idx\` ON \`account_notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_notifications_created_at_idx\` ON \`account_notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`account_notifications_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`account_notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`account_notifications_locales_locale_parent_id_unique\` ON \`account_notifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`password_reset_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`password_reset_tokens_account_idx\` ON \`password_reset_tokens\` (\`account_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`password_reset_tokens_token_hash_idx\` ON \`password_reset_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`password_reset_tokens_updated_at_idx\` ON \`password_reset_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`password_reset_tokens_created_at_idx\` ON \`password_reset_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`text\` text,
  	\`html\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`email_outbox_tenant_idx\` ON \`email_outbox\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_updated_at_idx\` ON \`email_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_created_at_idx\` ON \`email_outbox\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`selected_contact_id\` integer REFERENCES contacts(id);`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`billing_partner_id\` text;`)
  await db.run(sql`CREATE INDEX \`accounts_selected_contact_idx\` ON \`accounts\` (\`selected_contact_id\`);`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`contact_person_name\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`contact_person_department\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`contact_person_role\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`contact_person_phone\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`contact_person_email\` text;`)
  await db.run(sql`ALTER TABLE \`customers\` ADD \`contact_person_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`customers_contact_person_contact_person_image_idx\` ON \`customers\` (\`contact_person_image_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contacts_id\` integer REFERENCES contacts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`audit_log_id\` integer REFERENCES audit_log(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_notifications_id\` integer REFERENCES account_notifications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`password_reset_tokens_id\` integer REFERENCES password_reset_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`email_outbox_id\` integer REFERENCES email_outbox(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contacts_id_idx\` ON \`payload_locked_documents_rels\` (\`contacts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`account_notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`accounts_rels\`;`)
  await db.run(sql`DROP TABLE \`customers_billing_partners\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`account_notifications\`;`)
  await db.run(sql`DROP TABLE \`account_notifications_locales\`;`)
  await db.run(sql`DROP TABLE \`password_reset_tokens\`;`)
  await db.run(sql`DROP TABLE \`email_outbox\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`type\` text DEFAULT 'customer' NOT NULL,
  	\`customer_id\` integer,
  	\`is_active_ecommerce_shop_user\` integer DEFAULT false,
  	\`retailer_mode_enabled\` integer DEFAULT false,
  	\`options_show_contact_selector\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_accounts\`("id", "tenant_id", "first_name", "last_name", "type", "customer_id", "is_active_ecommerce_shop_user", "retailer_mode_enabled", "options_show_contact_selector", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "tenant_id", "first_name", "last_name", "type", "customer_id", "is_active_ecommerce_shop_user", "retailer_mode_enabled", "options_show_contact_selector", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`accounts\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`ALTER TABLE \`__new_accounts\` RENAME TO \`accounts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`accounts_tenant_idx\` ON \`accounts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_customer_idx\` ON \`accounts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_email_idx\` ON \`accounts\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_username_idx\` ON \`accounts\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`__new_customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`customer_id\` text NOT NULL,
  	\`kind\` text DEFAULT 'b2b',
  	\`price_list_id\` integer,
  	\`retailer_mode_available\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_customers\`("id", "tenant_id", "name", "customer_id", "kind", "price_list_id", "retailer_mode_available", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "customer_id", "kind", "price_list_id", "retailer_mode_available", "updated_at", "created_at" FROM \`customers\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`ALTER TABLE \`__new_customers\` RENAME TO \`customers\`;`)
  await db.run(sql`CREATE INDEX \`customers_tenant_idx\` ON \`customers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_customer_id_idx\` ON \`customers\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_price_list_idx\` ON \`customers\` (\`price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tenants_id\` integer,
  	\`users_id\` integer,
  	\`accounts_id\` integer,
  	\`customers_id\` integer,
  	\`pages_id\` integer,
  	\`product_lines_id\` integer,
  	\`products_id\` integer,
  	\`articles_id\` integer,
  	\`price_lists_id\` integer,
  	\`orders_id\` integer,
  	\`shopping_lists_id\` integer,
  	\`product_reviews_id\` integer,
  	\`news_id\` integer,
  	\`news_topics_id\` integer,
  	\`news_categories_id\` integer,
  	\`fairs_id\` integer,
  	\`dealers_id\` integer,
  	\`distribution_partners_id\` integer,
  	\`file_shares_id\` integer,
  	\`share_files_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`articles_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`price_lists_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shopping_lists_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_reviews_id\`) REFERENCES \`product_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_topics_id\`) REFERENCES \`news_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fairs_id\`) REFERENCES \`fairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`dealers_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`distribution_partners_id\`) REFERENCES \`distribution_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`file_shares_id\`) REFERENCES \`file_shares\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_files_id\`) REFERENCES \`share_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_changes_id\`) REFERENCES \`search_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_categories_id\`) REFERENCES \`vehicle_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_makes_id\`) REFERENCES \`vehicle_makes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_models_id\`) REFERENCES \`vehicle_models\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_types_id\`) REFERENCES \`vehicle_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`license_plates_id\`) REFERENCES \`license_plates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_recommendations_id\`) REFERENCES \`oil_recommendations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_finder_disclaimers_id\`) REFERENCES \`oil_finder_disclaimers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oil_finder_settings_id\`) REFERENCES \`oil_finder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tenants_id_idx\` ON \`payload_locked_documents_rels\` (\`tenants_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`product_lines_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_price_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`price_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`product_reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`news_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fairs_id_idx\` ON \`payload_locked_documents_rels\` (\`fairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distribution_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`distribution_partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_file_shares_id_idx\` ON \`payload_locked_documents_rels\` (\`file_shares_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_files_id_idx\` ON \`payload_locked_documents_rels\` (\`share_files_id\`);`)
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
}
