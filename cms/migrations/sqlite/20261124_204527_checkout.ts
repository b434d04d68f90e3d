import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`addresses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`customer_id\` integer NOT NULL,
  	\`partner_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`preferred\` integer DEFAULT false,
  	\`company_name\` text NOT NULL,
  	\`street\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country\` text DEFAULT 'CH' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`addresses_tenant_idx\` ON \`addresses\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`addresses_customer_idx\` ON \`addresses\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`addresses_partner_id_idx\` ON \`addresses\` (\`partner_id\`);`)
  await db.run(sql`CREATE INDEX \`addresses_updated_at_idx\` ON \`addresses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`addresses_created_at_idx\` ON \`addresses\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`confirmation_contact_image_id\` integer,
  	\`confirmation_contact_first_name\` text,
  	\`confirmation_contact_last_name\` text,
  	\`confirmation_contact_phone\` text,
  	\`confirmation_contact_email\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`confirmation_contact_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`checkout_settings_tenant_idx\` ON \`checkout_settings\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_confirmation_contact_confirmation_cont_idx\` ON \`checkout_settings\` (\`confirmation_contact_image_id\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_updated_at_idx\` ON \`checkout_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`checkout_settings_created_at_idx\` ON \`checkout_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`checkout_settings_locales\` (
  	\`terms_title\` text NOT NULL,
  	\`terms_content\` text NOT NULL,
  	\`confirmation_title\` text NOT NULL,
  	\`confirmation_text\` text NOT NULL,
  	\`confirmation_subline\` text,
  	\`confirmation_home_button_label\` text,
  	\`confirmation_contact_department\` text,
  	\`confirmation_contact_function\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`checkout_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`checkout_settings_locales_locale_parent_id_unique\` ON \`checkout_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`item_ref_text\` text;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` ADD \`manual_price\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`contact_id\` integer REFERENCES contacts(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`placed_by_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`submission_key\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`purchase_order_number\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`cost_centre\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`remark\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_partner_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_company_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_street\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_city\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`ship_to_country\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`bill_to_partner_id\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`bill_to_company_name\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`bill_to_street\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`bill_to_postal_code\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`bill_to_city\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`bill_to_country\` text;`)
  await db.run(sql`CREATE INDEX \`orders_contact_idx\` ON \`orders\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_placed_by_idx\` ON \`orders\` (\`placed_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_submission_key_idx\` ON \`orders\` (\`submission_key\`);`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout_ship_to_id\` integer REFERENCES addresses(id);`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout_bill_to_id\` integer REFERENCES addresses(id);`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout_purchase_order_number\` text;`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout_cost_centre\` text;`)
  await db.run(sql`ALTER TABLE \`carts\` ADD \`checkout_remark\` text;`)
  await db.run(sql`CREATE INDEX \`carts_checkout_checkout_ship_to_idx\` ON \`carts\` (\`checkout_ship_to_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_checkout_checkout_bill_to_idx\` ON \`carts\` (\`checkout_bill_to_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`addresses_id\` integer REFERENCES addresses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`checkout_settings_id\` integer REFERENCES checkout_settings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_addresses_id_idx\` ON \`payload_locked_documents_rels\` (\`addresses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_checkout_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`checkout_settings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`addresses\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`order_number\` text NOT NULL,
  	\`ordered_at\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`account_id\` integer,
  	\`total_cents\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "tenant_id", "order_number", "ordered_at", "status", "customer_id", "account_id", "total_cents", "updated_at", "created_at") SELECT "id", "tenant_id", "order_number", "ordered_at", "status", "customer_id", "account_id", "total_cents", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`orders_tenant_idx\` ON \`orders\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_order_number_idx\` ON \`orders\` (\`order_number\`);`)
  await db.run(sql`CREATE INDEX \`orders_ordered_at_idx\` ON \`orders\` (\`ordered_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_idx\` ON \`orders\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_account_idx\` ON \`orders\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`owner_key\` text NOT NULL,
  	\`kind\` text DEFAULT 'b2b' NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL,
  	\`account_id\` integer,
  	\`contact_id\` integer,
  	\`customer_id\` integer,
  	\`show_item_ref_texts\` integer DEFAULT false,
  	\`show_manual_pricing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_carts\`("id", "tenant_id", "owner_key", "kind", "version", "account_id", "contact_id", "customer_id", "show_item_ref_texts", "show_manual_pricing", "updated_at", "created_at") SELECT "id", "tenant_id", "owner_key", "kind", "version", "account_id", "contact_id", "customer_id", "show_item_ref_texts", "show_manual_pricing", "updated_at", "created_at" FROM \`carts\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`ALTER TABLE \`__new_carts\` RENAME TO \`carts\`;`)
  await db.run(sql`CREATE INDEX \`carts_tenant_idx\` ON \`carts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_owner_key_idx\` ON \`carts\` (\`owner_key\`);`)
  await db.run(sql`CREATE INDEX \`carts_account_idx\` ON \`carts\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_contact_idx\` ON \`carts\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_idx\` ON \`carts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "carts_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "contacts_id", "audit_log_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "carts_id", "account_notifications_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id", "vehicle_categories_id", "vehicle_makes_id", "vehicle_models_id", "vehicle_types_id", "license_plates_id", "oil_recommendations_id", "oil_finder_disclaimers_id", "oil_finder_settings_id", "password_reset_tokens_id", "email_outbox_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shopping_lists_id_idx\` ON \`payload_locked_documents_rels\` (\`shopping_lists_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
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
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`item_ref_text\`;`)
  await db.run(sql`ALTER TABLE \`orders_lines\` DROP COLUMN \`manual_price\`;`)
}
