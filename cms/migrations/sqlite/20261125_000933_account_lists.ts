import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`ordered_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`order_count\` numeric NOT NULL,
  	\`total_quantity\` numeric NOT NULL,
  	\`last_unit_price_cents\` numeric,
  	\`last_order_number\` text,
  	\`first_ordered_at\` text NOT NULL,
  	\`last_ordered_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`ordered_articles_tenant_idx\` ON \`ordered_articles\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_customer_idx\` ON \`ordered_articles\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_article_number_idx\` ON \`ordered_articles\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_product_idx\` ON \`ordered_articles\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_order_count_idx\` ON \`ordered_articles\` (\`order_count\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_total_quantity_idx\` ON \`ordered_articles\` (\`total_quantity\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_last_ordered_at_idx\` ON \`ordered_articles\` (\`last_ordered_at\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_updated_at_idx\` ON \`ordered_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`ordered_articles_created_at_idx\` ON \`ordered_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_articleNumber_idx\` ON \`ordered_articles\` (\`customer_id\`,\`article_number\`);`)
  await db.run(sql`CREATE TABLE \`contracts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`contract_number\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`type\` text DEFAULT 'framework' NOT NULL,
  	\`valid_from\` text NOT NULL,
  	\`valid_to\` text NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`total_value_cents\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contracts_tenant_idx\` ON \`contracts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`contracts_contract_number_idx\` ON \`contracts\` (\`contract_number\`);`)
  await db.run(sql`CREATE INDEX \`contracts_customer_idx\` ON \`contracts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`contracts_valid_from_idx\` ON \`contracts\` (\`valid_from\`);`)
  await db.run(sql`CREATE INDEX \`contracts_valid_to_idx\` ON \`contracts\` (\`valid_to\`);`)
  await db.run(sql`CREATE INDEX \`contracts_status_idx\` ON \`contracts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`contracts_updated_at_idx\` ON \`contracts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contracts_created_at_idx\` ON \`contracts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`contracts_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`contracts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`contracts_locales_locale_parent_id_unique\` ON \`contracts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`contract_positions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`contract_id\` integer NOT NULL,
  	\`position_number\` numeric NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`agreed_quantity\` numeric NOT NULL,
  	\`called_quantity\` numeric DEFAULT 0 NOT NULL,
  	\`unit_price_cents\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contract_id\`) REFERENCES \`contracts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`contract_positions_tenant_idx\` ON \`contract_positions\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`contract_positions_contract_idx\` ON \`contract_positions\` (\`contract_id\`);`)
  await db.run(sql`CREATE INDEX \`contract_positions_position_number_idx\` ON \`contract_positions\` (\`position_number\`);`)
  await db.run(sql`CREATE INDEX \`contract_positions_product_idx\` ON \`contract_positions\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`contract_positions_article_number_idx\` ON \`contract_positions\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`contract_positions_updated_at_idx\` ON \`contract_positions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`contract_positions_created_at_idx\` ON \`contract_positions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`safety_data_sheets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`article_id\` integer NOT NULL,
  	\`article_number\` text,
  	\`product_id\` integer,
  	\`language\` text NOT NULL,
  	\`version\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`article_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_tenant_idx\` ON \`safety_data_sheets\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_article_idx\` ON \`safety_data_sheets\` (\`article_id\`);`)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_article_number_idx\` ON \`safety_data_sheets\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_product_idx\` ON \`safety_data_sheets\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_language_idx\` ON \`safety_data_sheets\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_issued_at_idx\` ON \`safety_data_sheets\` (\`issued_at\`);`)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_updated_at_idx\` ON \`safety_data_sheets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`safety_data_sheets_created_at_idx\` ON \`safety_data_sheets\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`safety_data_sheets_filename_idx\` ON \`safety_data_sheets\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`favourites\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`account_id\` integer NOT NULL,
  	\`customer_id\` integer,
  	\`product_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`favourites_tenant_idx\` ON \`favourites\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`favourites_account_idx\` ON \`favourites\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`favourites_customer_idx\` ON \`favourites\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`favourites_product_idx\` ON \`favourites\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`favourites_updated_at_idx\` ON \`favourites\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`favourites_created_at_idx\` ON \`favourites\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`account_product_idx\` ON \`favourites\` (\`account_id\`,\`product_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`ordered_articles_id\` integer REFERENCES ordered_articles(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contracts_id\` integer REFERENCES contracts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`contract_positions_id\` integer REFERENCES contract_positions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`safety_data_sheets_id\` integer REFERENCES safety_data_sheets(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`favourites_id\` integer REFERENCES favourites(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ordered_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`ordered_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contracts_id_idx\` ON \`payload_locked_documents_rels\` (\`contracts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contract_positions_id_idx\` ON \`payload_locked_documents_rels\` (\`contract_positions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_safety_data_sheets_id_idx\` ON \`payload_locked_documents_rels\` (\`safety_data_sheets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favourites_id_idx\` ON \`payload_locked_documents_rels\` (\`favourites_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_purchase_order_number_idx\` ON \`orders\` (\`purchase_order_number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`ordered_articles\`;`)
  await db.run(sql`DROP TABLE \`contracts\`;`)
  await db.run(sql`DROP TABLE \`contracts_locales\`;`)
  await db.run(sql`DROP TABLE \`contract_positions\`;`)
  await db.run(sql`DROP TABLE \`safety_data_sheets\`;`)
  await db.run(sql`DROP TABLE \`favourites\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "carts_id", "addresses_id", "checkout_settings_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`orders_status_idx\`;`)
  await db.run(sql`DROP INDEX \`orders_purchase_order_number_idx\`;`)
}
