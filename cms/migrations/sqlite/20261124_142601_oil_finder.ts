import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`vehicle_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicle_categories_key_idx\` ON \`vehicle_categories\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_categories_updated_at_idx\` ON \`vehicle_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_categories_created_at_idx\` ON \`vehicle_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vehicle_categories_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`vehicle_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicle_categories_locales_locale_parent_id_unique\` ON \`vehicle_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicle_makes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`image_id\` integer,
  	\`popular\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`vehicle_makes_name_idx\` ON \`vehicle_makes\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_makes_image_idx\` ON \`vehicle_makes\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_makes_updated_at_idx\` ON \`vehicle_makes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_makes_created_at_idx\` ON \`vehicle_makes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vehicle_makes_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`vehicle_categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`vehicle_makes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_categories_id\`) REFERENCES \`vehicle_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicle_makes_rels_order_idx\` ON \`vehicle_makes_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_makes_rels_parent_idx\` ON \`vehicle_makes_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_makes_rels_path_idx\` ON \`vehicle_makes_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_makes_rels_vehicle_categories_id_idx\` ON \`vehicle_makes_rels\` (\`vehicle_categories_id\`);`)
  await db.run(sql`CREATE TABLE \`vehicle_models\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`make_id\` integer NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`year_from\` numeric NOT NULL,
  	\`year_to\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`make_id\`) REFERENCES \`vehicle_makes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`vehicle_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicle_models_make_idx\` ON \`vehicle_models\` (\`make_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_models_category_idx\` ON \`vehicle_models\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_models_updated_at_idx\` ON \`vehicle_models\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_models_created_at_idx\` ON \`vehicle_models\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`vehicle_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`model_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`engine\` text NOT NULL,
  	\`power_kw\` numeric NOT NULL,
  	\`power_hp\` numeric NOT NULL,
  	\`year_from\` numeric NOT NULL,
  	\`year_to\` numeric,
  	\`fuel\` text NOT NULL,
  	\`engine_code\` text,
  	\`type_approval_number\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`model_id\`) REFERENCES \`vehicle_models\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`vehicle_types_model_idx\` ON \`vehicle_types\` (\`model_id\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_types_type_approval_number_idx\` ON \`vehicle_types\` (\`type_approval_number\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_types_updated_at_idx\` ON \`vehicle_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`vehicle_types_created_at_idx\` ON \`vehicle_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`license_plates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plate\` text NOT NULL,
  	\`type_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`vehicle_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`license_plates_plate_idx\` ON \`license_plates\` (\`plate\`);`)
  await db.run(sql`CREATE INDEX \`license_plates_type_idx\` ON \`license_plates\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`license_plates_updated_at_idx\` ON \`license_plates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`license_plates_created_at_idx\` ON \`license_plates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`oil_recommendations_components\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`component\` text NOT NULL,
  	\`capacity_litres\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`oil_recommendations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`oil_recommendations_components_order_idx\` ON \`oil_recommendations_components\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`oil_recommendations_components_parent_id_idx\` ON \`oil_recommendations_components\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`oil_recommendations_components_locales\` (
  	\`interval\` text,
  	\`conditions\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`oil_recommendations_components\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`oil_recommendations_components_locales_locale_parent_id_uniq\` ON \`oil_recommendations_components_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`oil_recommendations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`type_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`type_id\`) REFERENCES \`vehicle_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`oil_recommendations_tenant_idx\` ON \`oil_recommendations\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`oil_recommendations_type_idx\` ON \`oil_recommendations\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`oil_recommendations_updated_at_idx\` ON \`oil_recommendations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`oil_recommendations_created_at_idx\` ON \`oil_recommendations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tenant_type_idx\` ON \`oil_recommendations\` (\`tenant_id\`,\`type_id\`);`)
  await db.run(sql`CREATE TABLE \`oil_recommendations_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`products_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`oil_recommendations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`oil_recommendations_rels_order_idx\` ON \`oil_recommendations_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`oil_recommendations_rels_parent_idx\` ON \`oil_recommendations_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`oil_recommendations_rels_path_idx\` ON \`oil_recommendations_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`oil_recommendations_rels_products_id_idx\` ON \`oil_recommendations_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE TABLE \`oil_finder_disclaimers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`oil_finder_disclaimers_tenant_idx\` ON \`oil_finder_disclaimers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_disclaimers_updated_at_idx\` ON \`oil_finder_disclaimers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_disclaimers_created_at_idx\` ON \`oil_finder_disclaimers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`oil_finder_disclaimers_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`oil_finder_disclaimers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`oil_finder_disclaimers_locales_locale_parent_id_unique\` ON \`oil_finder_disclaimers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`oil_finder_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`disclaimer_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`disclaimer_id\`) REFERENCES \`oil_finder_disclaimers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`oil_finder_settings_tenant_idx\` ON \`oil_finder_settings\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_settings_disclaimer_idx\` ON \`oil_finder_settings\` (\`disclaimer_id\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_settings_updated_at_idx\` ON \`oil_finder_settings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_settings_created_at_idx\` ON \`oil_finder_settings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`oil_finder_settings_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`vehicle_types_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`oil_finder_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`vehicle_types_id\`) REFERENCES \`vehicle_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`oil_finder_settings_rels_order_idx\` ON \`oil_finder_settings_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_settings_rels_parent_idx\` ON \`oil_finder_settings_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_settings_rels_path_idx\` ON \`oil_finder_settings_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`oil_finder_settings_rels_vehicle_types_id_idx\` ON \`oil_finder_settings_rels\` (\`vehicle_types_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vehicle_categories_id\` integer REFERENCES vehicle_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vehicle_makes_id\` integer REFERENCES vehicle_makes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vehicle_models_id\` integer REFERENCES vehicle_models(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`vehicle_types_id\` integer REFERENCES vehicle_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`license_plates_id\` integer REFERENCES license_plates(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`oil_recommendations_id\` integer REFERENCES oil_recommendations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`oil_finder_disclaimers_id\` integer REFERENCES oil_finder_disclaimers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`oil_finder_settings_id\` integer REFERENCES oil_finder_settings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_makes_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_makes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_models_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_models_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_vehicle_types_id_idx\` ON \`payload_locked_documents_rels\` (\`vehicle_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_license_plates_id_idx\` ON \`payload_locked_documents_rels\` (\`license_plates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_recommendations_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_recommendations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_finder_disclaimers_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_finder_disclaimers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oil_finder_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`oil_finder_settings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`vehicle_categories\`;`)
  await db.run(sql`DROP TABLE \`vehicle_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`vehicle_makes\`;`)
  await db.run(sql`DROP TABLE \`vehicle_makes_rels\`;`)
  await db.run(sql`DROP TABLE \`vehicle_models\`;`)
  await db.run(sql`DROP TABLE \`vehicle_types\`;`)
  await db.run(sql`DROP TABLE \`license_plates\`;`)
  await db.run(sql`DROP TABLE \`oil_recommendations_components\`;`)
  await db.run(sql`DROP TABLE \`oil_recommendations_components_locales\`;`)
  await db.run(sql`DROP TABLE \`oil_recommendations\`;`)
  await db.run(sql`DROP TABLE \`oil_recommendations_rels\`;`)
  await db.run(sql`DROP TABLE \`oil_finder_disclaimers\`;`)
  await db.run(sql`DROP TABLE \`oil_finder_disclaimers_locales\`;`)
  await db.run(sql`DROP TABLE \`oil_finder_settings\`;`)
  await db.run(sql`DROP TABLE \`oil_finder_settings_rels\`;`)
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
  	FOREIGN KEY (\`search_changes_id\`) REFERENCES \`search_changes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "products_id", "articles_id", "price_lists_id", "orders_id", "shopping_lists_id", "product_reviews_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "dealers_id", "distribution_partners_id", "file_shares_id", "share_files_id", "media_id", "search_changes_id" FROM \`payload_locked_documents_rels\`;`)
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
}
