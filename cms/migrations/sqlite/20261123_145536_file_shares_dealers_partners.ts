import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_location_map_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`icon\` text DEFAULT 'default',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_location_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_locations_order_idx\` ON \`pages_blocks_location_map_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_locations_parent_id_idx\` ON \`pages_blocks_location_map_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_locations_locale_idx\` ON \`pages_blocks_location_map_locations\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_location_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`width\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_order_idx\` ON \`pages_blocks_location_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_parent_id_idx\` ON \`pages_blocks_location_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_path_idx\` ON \`pages_blocks_location_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_map_locale_idx\` ON \`pages_blocks_location_map\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_location_map_locations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`lat\` numeric,
  	\`lng\` numeric,
  	\`icon\` text DEFAULT 'default',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_location_map\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_locations_order_idx\` ON \`_pages_v_blocks_location_map_locations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_locations_parent_id_idx\` ON \`_pages_v_blocks_location_map_locations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_locations_locale_idx\` ON \`_pages_v_blocks_location_map_locations\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_location_map\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`width\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_order_idx\` ON \`_pages_v_blocks_location_map\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_parent_id_idx\` ON \`_pages_v_blocks_location_map\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_path_idx\` ON \`_pages_v_blocks_location_map\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_map_locale_idx\` ON \`_pages_v_blocks_location_map\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`dealers_partner_types\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealers_partner_types_order_idx\` ON \`dealers_partner_types\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dealers_partner_types_parent_idx\` ON \`dealers_partner_types\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dealers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`top_dealer\` integer DEFAULT false,
  	\`street\` text NOT NULL,
  	\`postal_code\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country\` text DEFAULT 'CH' NOT NULL,
  	\`lat\` numeric NOT NULL,
  	\`lng\` numeric NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`dealers_tenant_idx\` ON \`dealers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`dealers_name_idx\` ON \`dealers\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`dealers_updated_at_idx\` ON \`dealers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`dealers_created_at_idx\` ON \`dealers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`dealers_locales\` (
  	\`opening_hours\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`dealers_locales_locale_parent_id_unique\` ON \`dealers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`dealers_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_lines_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`dealers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`dealers_rels_order_idx\` ON \`dealers_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`dealers_rels_parent_idx\` ON \`dealers_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`dealers_rels_path_idx\` ON \`dealers_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`dealers_rels_product_lines_id_idx\` ON \`dealers_rels\` (\`product_lines_id\`);`)
  await db.run(sql`CREATE TABLE \`distribution_partners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`province\` text,
  	\`region\` text NOT NULL,
  	\`street\` text,
  	\`postal_code\` text,
  	\`city\` text NOT NULL,
  	\`phone\` text,
  	\`email\` text,
  	\`website\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`distribution_partners_tenant_idx\` ON \`distribution_partners\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`distribution_partners_country_idx\` ON \`distribution_partners\` (\`country\`);`)
  await db.run(sql`CREATE INDEX \`distribution_partners_updated_at_idx\` ON \`distribution_partners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`distribution_partners_created_at_idx\` ON \`distribution_partners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`distribution_partners_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`product_lines_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`distribution_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`distribution_partners_rels_order_idx\` ON \`distribution_partners_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`distribution_partners_rels_parent_idx\` ON \`distribution_partners_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`distribution_partners_rels_path_idx\` ON \`distribution_partners_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`distribution_partners_rels_product_lines_id_idx\` ON \`distribution_partners_rels\` (\`product_lines_id\`);`)
  await db.run(sql`CREATE TABLE \`file_shares\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`expires_at\` text NOT NULL,
  	\`token\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`file_shares_tenant_idx\` ON \`file_shares\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`file_shares_expires_at_idx\` ON \`file_shares\` (\`expires_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`file_shares_token_idx\` ON \`file_shares\` (\`token\`);`)
  await db.run(sql`CREATE INDEX \`file_shares_updated_at_idx\` ON \`file_shares\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`file_shares_created_at_idx\` ON \`file_shares\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`file_shares_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`file_shares\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`file_shares_locales_locale_parent_id_unique\` ON \`file_shares_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`file_shares_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`share_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`file_shares\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`share_files_id\`) REFERENCES \`share_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`file_shares_rels_order_idx\` ON \`file_shares_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`file_shares_rels_parent_idx\` ON \`file_shares_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`file_shares_rels_path_idx\` ON \`file_shares_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`file_shares_rels_share_files_id_idx\` ON \`file_shares_rels\` (\`share_files_id\`);`)
  await db.run(sql`CREATE TABLE \`share_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
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
  	\`sizes_thumbnail_url\` text,
  	\`sizes_thumbnail_width\` numeric,
  	\`sizes_thumbnail_height\` numeric,
  	\`sizes_thumbnail_mime_type\` text,
  	\`sizes_thumbnail_filesize\` numeric,
  	\`sizes_thumbnail_filename\` text,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`share_files_tenant_idx\` ON \`share_files\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`share_files_updated_at_idx\` ON \`share_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`share_files_created_at_idx\` ON \`share_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`share_files_filename_idx\` ON \`share_files\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`share_files_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`share_files\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE TABLE \`share_files_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`share_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`share_files_locales_locale_parent_id_unique\` ON \`share_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`dealers_id\` integer REFERENCES dealers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`distribution_partners_id\` integer REFERENCES distribution_partners(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`file_shares_id\` integer REFERENCES file_shares(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`share_files_id\` integer REFERENCES share_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_dealers_id_idx\` ON \`payload_locked_documents_rels\` (\`dealers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_distribution_partners_id_idx\` ON \`payload_locked_documents_rels\` (\`distribution_partners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_file_shares_id_idx\` ON \`payload_locked_documents_rels\` (\`file_shares_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_share_files_id_idx\` ON \`payload_locked_documents_rels\` (\`share_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_location_map_locations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_location_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location_map_locations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location_map\`;`)
  await db.run(sql`DROP TABLE \`dealers_partner_types\`;`)
  await db.run(sql`DROP TABLE \`dealers\`;`)
  await db.run(sql`DROP TABLE \`dealers_locales\`;`)
  await db.run(sql`DROP TABLE \`dealers_rels\`;`)
  await db.run(sql`DROP TABLE \`distribution_partners\`;`)
  await db.run(sql`DROP TABLE \`distribution_partners_rels\`;`)
  await db.run(sql`DROP TABLE \`file_shares\`;`)
  await db.run(sql`DROP TABLE \`file_shares_locales\`;`)
  await db.run(sql`DROP TABLE \`file_shares_rels\`;`)
  await db.run(sql`DROP TABLE \`share_files\`;`)
  await db.run(sql`DROP TABLE \`share_files_locales\`;`)
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
  	\`news_id\` integer,
  	\`news_topics_id\` integer,
  	\`news_categories_id\` integer,
  	\`fairs_id\` integer,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_topics_id\`) REFERENCES \`news_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`fairs_id\`) REFERENCES \`fairs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "products_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "media_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "products_id", "news_id", "news_topics_id", "news_categories_id", "fairs_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`news_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_fairs_id_idx\` ON \`payload_locked_documents_rels\` (\`fairs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
}
