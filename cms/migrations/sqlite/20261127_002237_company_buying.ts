import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`orders_approval_reasons\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_approval_reasons_order_idx\` ON \`orders_approval_reasons\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`orders_approval_reasons_parent_idx\` ON \`orders_approval_reasons\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`shopping_lists_changes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`by_name\` text,
  	\`action\` text NOT NULL,
  	\`details\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shopping_lists_changes_order_idx\` ON \`shopping_lists_changes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_changes_parent_id_idx\` ON \`shopping_lists_changes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_changes_by_idx\` ON \`shopping_lists_changes\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`shopping_lists_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`accounts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shopping_lists_rels_order_idx\` ON \`shopping_lists_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_rels_parent_idx\` ON \`shopping_lists_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_rels_path_idx\` ON \`shopping_lists_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_rels_accounts_id_idx\` ON \`shopping_lists_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE TABLE \`saved_carts_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_key\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`item_ref_text\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`saved_carts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_carts_entries_order_idx\` ON \`saved_carts_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`saved_carts_entries_parent_id_idx\` ON \`saved_carts_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_carts_entries_product_idx\` ON \`saved_carts_entries\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`saved_carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`contact_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`saved_carts_tenant_idx\` ON \`saved_carts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_carts_account_idx\` ON \`saved_carts\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_carts_contact_idx\` ON \`saved_carts\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_carts_customer_idx\` ON \`saved_carts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`saved_carts_updated_at_idx\` ON \`saved_carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`saved_carts_created_at_idx\` ON \`saved_carts\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`company_role\` text DEFAULT 'buyer';`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`order_limit_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`monthly_budget_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`deactivated_at\` text;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`invited_at\` text;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`invited_by_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`password_set_at\` text;`)
  await db.run(sql`CREATE INDEX \`accounts_company_role_idx\` ON \`accounts\` (\`company_role\`);`)
  await db.run(sql`CREATE INDEX \`accounts_invited_by_idx\` ON \`accounts\` (\`invited_by_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_requested_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_submitted_total_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_limit_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_budget_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_spent_cents\` numeric;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_decided_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_decided_by_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_decided_by_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_on_behalf_of_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`approval_rejection_reason\` text;`)
  await db.run(sql`CREATE INDEX \`orders_approval_approval_requested_at_idx\` ON \`orders\` (\`approval_requested_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_approval_approval_decided_by_idx\` ON \`orders\` (\`approval_decided_by_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_approval_approval_on_behalf_of_idx\` ON \`orders\` (\`approval_on_behalf_of_id\`);`)
  await db.run(sql`ALTER TABLE \`shopping_lists_entries\` ADD \`added_by_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_entries_added_by_idx\` ON \`shopping_lists_entries\` (\`added_by_id\`);`)
  await db.run(sql`ALTER TABLE \`shopping_lists\` ADD \`shared_with_company\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`shopping_lists\` ADD \`last_changed_by_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`ALTER TABLE \`shopping_lists\` ADD \`last_changed_at\` text;`)
  await db.run(sql`CREATE INDEX \`shopping_lists_shared_with_company_idx\` ON \`shopping_lists\` (\`shared_with_company\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_last_changed_by_idx\` ON \`shopping_lists\` (\`last_changed_by_id\`);`)
  await db.run(sql`ALTER TABLE \`password_reset_tokens\` ADD \`purpose\` text DEFAULT 'reset';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`saved_carts_id\` integer REFERENCES saved_carts(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_carts_id\`);`)
  // The accounts customers had before company roles could do everything: they stay able to (administrators).
  await db.run(sql`UPDATE \`accounts\` SET \`company_role\` = 'administrator' WHERE \`type\` = 'customer';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`orders_approval_reasons\`;`)
  await db.run(sql`DROP TABLE \`shopping_lists_changes\`;`)
  await db.run(sql`DROP TABLE \`shopping_lists_rels\`;`)
  await db.run(sql`DROP TABLE \`saved_carts_entries\`;`)
  await db.run(sql`DROP TABLE \`saved_carts\`;`)
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
  	\`selected_contact_id\` integer,
  	\`billing_partner_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text,
  	\`username\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`selected_contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_accounts\`("id", "tenant_id", "first_name", "last_name", "type", "customer_id", "is_active_ecommerce_shop_user", "retailer_mode_enabled", "options_show_contact_selector", "selected_contact_id", "billing_partner_id", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at") SELECT "id", "tenant_id", "first_name", "last_name", "type", "customer_id", "is_active_ecommerce_shop_user", "retailer_mode_enabled", "options_show_contact_selector", "selected_contact_id", "billing_partner_id", "updated_at", "created_at", "email", "username", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at" FROM \`accounts\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`ALTER TABLE \`__new_accounts\` RENAME TO \`accounts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`accounts_tenant_idx\` ON \`accounts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_customer_idx\` ON \`accounts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_selected_contact_idx\` ON \`accounts\` (\`selected_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_email_idx\` ON \`accounts\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_username_idx\` ON \`accounts\` (\`username\`);`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`order_number\` text NOT NULL,
  	\`ordered_at\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`contact_id\` integer,
  	\`placed_by_id\` integer,
  	\`submission_key\` text,
  	\`purchase_order_number\` text,
  	\`cost_centre\` text,
  	\`remark\` text,
  	\`ship_to_partner_id\` text,
  	\`ship_to_company_name\` text,
  	\`ship_to_street\` text,
  	\`ship_to_postal_code\` text,
  	\`ship_to_city\` text,
  	\`ship_to_country\` text,
  	\`bill_to_partner_id\` text,
  	\`bill_to_company_name\` text,
  	\`bill_to_street\` text,
  	\`bill_to_postal_code\` text,
  	\`bill_to_city\` text,
  	\`bill_to_country\` text,
  	\`total_cents\` numeric NOT NULL,
  	\`vat_cents\` numeric,
  	\`gross_total_cents\` numeric,
  	\`vat_breakdown\` text,
  	\`line_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`placed_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "tenant_id", "order_number", "ordered_at", "status", "customer_id", "account_id", "contact_id", "placed_by_id", "submission_key", "purchase_order_number", "cost_centre", "remark", "ship_to_partner_id", "ship_to_company_name", "ship_to_street", "ship_to_postal_code", "ship_to_city", "ship_to_country", "bill_to_partner_id", "bill_to_company_name", "bill_to_street", "bill_to_postal_code", "bill_to_city", "bill_to_country", "total_cents", "vat_cents", "gross_total_cents", "vat_breakdown", "line_count", "updated_at", "created_at") SELECT "id", "tenant_id", "order_number", "ordered_at", "status", "customer_id", "account_id", "contact_id", "placed_by_id", "submission_key", "purchase_order_number", "cost_centre", "remark", "ship_to_partner_id", "ship_to_company_name", "ship_to_street", "ship_to_postal_code", "ship_to_city", "ship_to_country", "bill_to_partner_id", "bill_to_company_name", "bill_to_street", "bill_to_postal_code", "bill_to_city", "bill_to_country", "total_cents", "vat_cents", "gross_total_cents", "vat_breakdown", "line_count", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`CREATE INDEX \`orders_tenant_idx\` ON \`orders\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_ordered_at_idx\` ON \`orders\` (\`ordered_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_account_idx\` ON \`orders\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_contact_idx\` ON \`orders\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_placed_by_idx\` ON \`orders\` (\`placed_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_submission_key_idx\` ON \`orders\` (\`submission_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_purchase_order_number_idx\` ON \`orders\` (\`purchase_order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_orderedAt_idx\` ON \`orders\` (\`customer_id\`,\`ordered_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_shopping_lists_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`shopping_lists\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_shopping_lists_entries\`("_order", "_parent_id", "id", "product_id", "article_number", "quantity") SELECT "_order", "_parent_id", "id", "product_id", "article_number", "quantity" FROM \`shopping_lists_entries\`;`)
  await db.run(sql`DROP TABLE \`shopping_lists_entries\`;`)
  await db.run(sql`ALTER TABLE \`__new_shopping_lists_entries\` RENAME TO \`shopping_lists_entries\`;`)
  await db.run(sql`CREATE INDEX \`shopping_lists_entries_order_idx\` ON \`shopping_lists_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_entries_parent_id_idx\` ON \`shopping_lists_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_entries_product_idx\` ON \`shopping_lists_entries\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_shopping_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_shopping_lists\`("id", "tenant_id", "name", "account_id", "customer_id", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "account_id", "customer_id", "updated_at", "created_at" FROM \`shopping_lists\`;`)
  await db.run(sql`DROP TABLE \`shopping_lists\`;`)
  await db.run(sql`ALTER TABLE \`__new_shopping_lists\` RENAME TO \`shopping_lists\`;`)
  await db.run(sql`CREATE INDEX \`shopping_lists_tenant_idx\` ON \`shopping_lists\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_account_idx\` ON \`shopping_lists\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_customer_idx\` ON \`shopping_lists\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_updated_at_idx\` ON \`shopping_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_created_at_idx\` ON \`shopping_lists\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "faq_categories_id", "faq_questions_id", "contact_processes_id", "contact_requests_id", "jobs_id", "job_applications_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "ordered_articles_id", "contracts_id", "contract_positions_id", "safety_data_sheets_id", "favourites_id", "shopping_lists_id", "carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "forms_id", "form_submissions_id", "form_files_id", "faq_categories_id", "faq_questions_id", "contact_processes_id", "contact_requests_id", "jobs_id", "job_applications_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`ALTER TABLE \`password_reset_tokens\` DROP COLUMN \`purpose\`;`)
}
