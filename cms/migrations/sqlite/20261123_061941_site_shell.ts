import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tenants_footer_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_footer_columns_links_order_idx\` ON \`tenants_footer_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_footer_columns_links_parent_id_idx\` ON \`tenants_footer_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_footer_columns_links_locales\` (
  	\`label\` text NOT NULL,
  	\`url\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants_footer_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_footer_columns_links_locales_locale_parent_id_unique\` ON \`tenants_footer_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_footer_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_footer_columns_order_idx\` ON \`tenants_footer_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_footer_columns_parent_id_idx\` ON \`tenants_footer_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_footer_columns_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants_footer_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_footer_columns_locales_locale_parent_id_unique\` ON \`tenants_footer_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_social_links_order_idx\` ON \`tenants_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_social_links_parent_id_idx\` ON \`tenants_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`product_lines\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`parent_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`icon\` text,
  	\`show_oil_finder_teaser\` integer DEFAULT false,
  	\`add_separator\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_lines_tenant_idx\` ON \`product_lines\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`product_lines_parent_idx\` ON \`product_lines\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`product_lines_updated_at_idx\` ON \`product_lines\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_lines_created_at_idx\` ON \`product_lines\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_lines_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`product_lines_slug_idx\` ON \`product_lines_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`product_lines_locales_locale_parent_id_unique\` ON \`product_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants_locales\` ADD \`old_browser_title\` text;`)
  await db.run(sql`ALTER TABLE \`tenants_locales\` ADD \`old_browser_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`navigation_target\` text DEFAULT '_self';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`add_separator\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_navigation_target\` text DEFAULT '_self';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_add_separator\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`product_lines_id\` integer REFERENCES product_lines(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_lines_id_idx\` ON \`payload_locked_documents_rels\` (\`product_lines_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tenants_footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`tenants_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`tenants_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`tenants_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`tenants_social_links\`;`)
  await db.run(sql`DROP TABLE \`product_lines\`;`)
  await db.run(sql`DROP TABLE \`product_lines_locales\`;`)
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
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "media_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`tenants_locales\` DROP COLUMN \`old_browser_title\`;`)
  await db.run(sql`ALTER TABLE \`tenants_locales\` DROP COLUMN \`old_browser_text\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`navigation_target\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`add_separator\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_navigation_target\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_add_separator\`;`)
}
