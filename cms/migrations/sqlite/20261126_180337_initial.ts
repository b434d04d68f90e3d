import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`tenants_domains\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`domain\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_domains_order_idx\` ON \`tenants_domains\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_domains_parent_id_idx\` ON \`tenants_domains\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_countries_languages\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`language\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`full_title\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants_countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_countries_languages_order_idx\` ON \`tenants_countries_languages\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_countries_languages_parent_id_idx\` ON \`tenants_countries_languages\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_countries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`country\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`tenants_countries_order_idx\` ON \`tenants_countries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`tenants_countries_parent_id_idx\` ON \`tenants_countries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`tenants_countries_locales\` (
  	\`country_name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants_countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_countries_locales_locale_parent_id_unique\` ON \`tenants_countries_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`tenants\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`is_default\` integer DEFAULT false,
  	\`theme\` text DEFAULT '01' NOT NULL,
  	\`default_locale\` text DEFAULT 'de-ch' NOT NULL,
  	\`features_disable_login\` integer DEFAULT false,
  	\`features_enable_did_you_mean_suggestion\` integer DEFAULT true,
  	\`features_disable_search_field\` integer DEFAULT false,
  	\`features_disable_product_search\` integer DEFAULT false,
  	\`features_hide_menu_when_logged_out\` integer DEFAULT false,
  	\`integrations_maps_key\` text,
  	\`integrations_recaptcha_site_key\` text,
  	\`hide_social_links\` integer DEFAULT false,
  	\`site_environment\` text DEFAULT 'local',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_slug_idx\` ON \`tenants\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tenants_updated_at_idx\` ON \`tenants\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tenants_created_at_idx\` ON \`tenants\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`tenants_locales\` (
  	\`urls_homepage_url\` text DEFAULT '/',
  	\`urls_b2_b_cart_url\` text,
  	\`urls_b2_c_cart_url\` text,
  	\`urls_search_detail_link\` text,
  	\`urls_oil_finder_url\` text,
  	\`urls_forgot_password_url\` text,
  	\`urls_register_url\` text,
  	\`urls_contact_page_url\` text,
  	\`urls_dashboard_url\` text,
  	\`urls_customer_overview_url\` text,
  	\`urls_order_history_url\` text,
  	\`urls_contract_detail_url\` text,
  	\`urls_shopping_list_url\` text,
  	\`info_ribbon_text\` text,
  	\`old_browser_title\` text,
  	\`old_browser_text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`tenants_locales_locale_parent_id_unique\` ON \`tenants_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_tenants_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users_tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_tenants_roles_order_idx\` ON \`users_tenants_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_tenants_roles_parent_idx\` ON \`users_tenants_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_tenants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_tenants_order_idx\` ON \`users_tenants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_tenants_parent_id_idx\` ON \`users_tenants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`users_tenants_tenant_idx\` ON \`users_tenants\` (\`tenant_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`accounts_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_sessions_order_idx\` ON \`accounts_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accounts_sessions_parent_id_idx\` ON \`accounts_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accounts\` (
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
  await db.run(sql`CREATE INDEX \`accounts_tenant_idx\` ON \`accounts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_customer_idx\` ON \`accounts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_selected_contact_idx\` ON \`accounts\` (\`selected_contact_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_email_idx\` ON \`accounts\` (\`email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_username_idx\` ON \`accounts\` (\`username\`);`)
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
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`customer_id\` text NOT NULL,
  	\`kind\` text DEFAULT 'b2b',
  	\`price_list_id\` integer,
  	\`retailer_mode_available\` integer DEFAULT false,
  	\`contact_person_name\` text,
  	\`contact_person_department\` text,
  	\`contact_person_role\` text,
  	\`contact_person_phone\` text,
  	\`contact_person_email\` text,
  	\`contact_person_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_person_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`customers_tenant_idx\` ON \`customers\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_customer_id_idx\` ON \`customers\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_price_list_idx\` ON \`customers\` (\`price_list_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_contact_person_contact_person_image_idx\` ON \`customers\` (\`contact_person_image_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`pages_stage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`is_intro\` integer DEFAULT false,
  	\`title_intro\` text,
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`link_text\` text,
  	\`background_image_id\` integer,
  	\`slider_image_id\` integer,
  	\`circle_image_id\` integer,
  	\`thumbnail_id\` integer,
  	\`alt\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`slider_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`circle_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_stage_order_idx\` ON \`pages_stage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_stage_parent_id_idx\` ON \`pages_stage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_stage_locale_idx\` ON \`pages_stage\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_stage_background_image_idx\` ON \`pages_stage\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_stage_slider_image_idx\` ON \`pages_stage\` (\`slider_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_stage_circle_image_idx\` ON \`pages_stage\` (\`circle_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_stage_thumbnail_idx\` ON \`pages_stage\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`variant\` text DEFAULT 'news',
  	\`limit\` numeric DEFAULT 3,
  	\`all_news_link_href\` text,
  	\`all_news_link_text\` text,
  	\`all_news_link_alt\` text,
  	\`all_news_link_new_tab\` integer DEFAULT false,
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_teasers_order_idx\` ON \`pages_blocks_news_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_teasers_parent_id_idx\` ON \`pages_blocks_news_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_teasers_path_idx\` ON \`pages_blocks_news_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_teasers_locale_idx\` ON \`pages_blocks_news_teasers\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`from_date\` text,
  	\`to_date\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_teaser_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_tiles_order_idx\` ON \`pages_blocks_teaser_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_tiles_parent_id_idx\` ON \`pages_blocks_teaser_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_tiles_locale_idx\` ON \`pages_blocks_teaser_tiles_tiles\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_tiles_image_idx\` ON \`pages_blocks_teaser_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_teaser_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`variant\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_order_idx\` ON \`pages_blocks_teaser_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_parent_id_idx\` ON \`pages_blocks_teaser_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_path_idx\` ON \`pages_blocks_teaser_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_teaser_tiles_locale_idx\` ON \`pages_blocks_teaser_tiles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_history_slider_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_history_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_entries_order_idx\` ON \`pages_blocks_history_slider_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_entries_parent_id_idx\` ON \`pages_blocks_history_slider_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_entries_locale_idx\` ON \`pages_blocks_history_slider_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_entries_image_idx\` ON \`pages_blocks_history_slider_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_history_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`navigation_color\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_order_idx\` ON \`pages_blocks_history_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_parent_id_idx\` ON \`pages_blocks_history_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_path_idx\` ON \`pages_blocks_history_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_slider_locale_idx\` ON \`pages_blocks_history_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote_quotes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`name\` text,
  	\`job_title\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_quotes_order_idx\` ON \`pages_blocks_quote_quotes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_quotes_parent_id_idx\` ON \`pages_blocks_quote_quotes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_quotes_locale_idx\` ON \`pages_blocks_quote_quotes\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_quotes_image_idx\` ON \`pages_blocks_quote_quotes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`navigation_color\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_order_idx\` ON \`pages_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_parent_id_idx\` ON \`pages_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_path_idx\` ON \`pages_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_quote_locale_idx\` ON \`pages_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_campaign_banner_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`background_image_id\` integer,
  	\`background_image_mobile_id\` integer,
  	\`product_image_id\` integer,
  	\`background_type\` text DEFAULT 'default',
  	\`trigger_contact_menu\` integer DEFAULT false,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_campaign_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_banners_order_idx\` ON \`pages_blocks_campaign_banner_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_banners_parent_id_idx\` ON \`pages_blocks_campaign_banner_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_banners_locale_idx\` ON \`pages_blocks_campaign_banner_banners\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_banners_background_image_idx\` ON \`pages_blocks_campaign_banner_banners\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_banners_background_image_mo_idx\` ON \`pages_blocks_campaign_banner_banners\` (\`background_image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_banners_product_image_idx\` ON \`pages_blocks_campaign_banner_banners\` (\`product_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_campaign_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`navigation_color\` text DEFAULT 'primary',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_order_idx\` ON \`pages_blocks_campaign_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_parent_id_idx\` ON \`pages_blocks_campaign_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_path_idx\` ON \`pages_blocks_campaign_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_campaign_banner_locale_idx\` ON \`pages_blocks_campaign_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_teaser_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_product_teaser_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_items_order_idx\` ON \`pages_blocks_product_teaser_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_items_parent_id_idx\` ON \`pages_blocks_product_teaser_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_items_locale_idx\` ON \`pages_blocks_product_teaser_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_items_product_idx\` ON \`pages_blocks_product_teaser_list_items\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_product_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '4',
  	\`navigation_color\` text DEFAULT 'primary',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_order_idx\` ON \`pages_blocks_product_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_parent_id_idx\` ON \`pages_blocks_product_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_path_idx\` ON \`pages_blocks_product_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_product_teaser_list_locale_idx\` ON \`pages_blocks_product_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_widget\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`url\` text,
  	\`button_text\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_widget_order_idx\` ON \`pages_blocks_faq_widget\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_widget_parent_id_idx\` ON \`pages_blocks_faq_widget\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_widget_path_idx\` ON \`pages_blocks_faq_widget\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_widget_locale_idx\` ON \`pages_blocks_faq_widget\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_widget_image_idx\` ON \`pages_blocks_faq_widget\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_teaser_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_contact_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_items_order_idx\` ON \`pages_blocks_contact_teaser_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_items_parent_id_idx\` ON \`pages_blocks_contact_teaser_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_items_locale_idx\` ON \`pages_blocks_contact_teaser_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`footer_text\` text,
  	\`phone_link_value\` text,
  	\`phone_link_label\` text,
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_order_idx\` ON \`pages_blocks_contact_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_parent_id_idx\` ON \`pages_blocks_contact_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_path_idx\` ON \`pages_blocks_contact_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_locale_idx\` ON \`pages_blocks_contact_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_image_idx\` ON \`pages_blocks_contact_teaser\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_teaser_mobile_image_idx\` ON \`pages_blocks_contact_teaser\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_circular_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'oil',
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_circular_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_items_order_idx\` ON \`pages_blocks_circular_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_items_parent_id_idx\` ON \`pages_blocks_circular_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_items_locale_idx\` ON \`pages_blocks_circular_navigation_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_circular_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`center_text\` text,
  	\`center_image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`center_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_order_idx\` ON \`pages_blocks_circular_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_parent_id_idx\` ON \`pages_blocks_circular_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_path_idx\` ON \`pages_blocks_circular_navigation\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_locale_idx\` ON \`pages_blocks_circular_navigation\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_circular_navigation_center_image_idx\` ON \`pages_blocks_circular_navigation\` (\`center_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_locale_idx\` ON \`pages_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`ratio\` text DEFAULT '6-6',
  	\`image_position\` text DEFAULT 'right',
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_order_idx\` ON \`pages_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_parent_id_idx\` ON \`pages_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_path_idx\` ON \`pages_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_locale_idx\` ON \`pages_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_image_idx\` ON \`pages_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`video_title\` text,
  	\`video_url\` text,
  	\`youtube_id\` text,
  	\`poster_id\` integer,
  	\`ratio\` text DEFAULT '6-6',
  	\`video_position\` text DEFAULT 'right',
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_order_idx\` ON \`pages_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_parent_id_idx\` ON \`pages_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_path_idx\` ON \`pages_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_locale_idx\` ON \`pages_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_video_poster_idx\` ON \`pages_blocks_text_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`ratio\` text DEFAULT '16-9',
  	\`caption\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_order_idx\` ON \`pages_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_parent_id_idx\` ON \`pages_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_path_idx\` ON \`pages_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_locale_idx\` ON \`pages_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_image_idx\` ON \`pages_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_icon_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'oil',
  	\`title\` text,
  	\`text\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_text_order_idx\` ON \`pages_blocks_icon_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_text_parent_id_idx\` ON \`pages_blocks_icon_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_text_path_idx\` ON \`pages_blocks_icon_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_text_locale_idx\` ON \`pages_blocks_icon_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_parallax_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_image_order_idx\` ON \`pages_blocks_parallax_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_image_parent_id_idx\` ON \`pages_blocks_parallax_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_image_path_idx\` ON \`pages_blocks_parallax_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_image_locale_idx\` ON \`pages_blocks_parallax_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_parallax_image_image_idx\` ON \`pages_blocks_parallax_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_magazine_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`small\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_magazine_embed_order_idx\` ON \`pages_blocks_magazine_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_magazine_embed_parent_id_idx\` ON \`pages_blocks_magazine_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_magazine_embed_path_idx\` ON \`pages_blocks_magazine_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_magazine_embed_locale_idx\` ON \`pages_blocks_magazine_embed\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_play_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_title\` text,
  	\`video_url\` text,
  	\`poster_id\` integer,
  	\`width\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_play_button_order_idx\` ON \`pages_blocks_video_play_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_play_button_parent_id_idx\` ON \`pages_blocks_video_play_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_play_button_path_idx\` ON \`pages_blocks_video_play_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_play_button_locale_idx\` ON \`pages_blocks_video_play_button\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_play_button_poster_idx\` ON \`pages_blocks_video_play_button\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`video_title\` text,
  	\`youtube_id\` text,
  	\`poster_id\` integer,
  	\`width\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_order_idx\` ON \`pages_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_parent_id_idx\` ON \`pages_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_path_idx\` ON \`pages_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_locale_idx\` ON \`pages_blocks_video_embed\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_embed_poster_idx\` ON \`pages_blocks_video_embed\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sponsoring_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`category\` text,
  	\`image_id\` integer,
  	\`logo_id\` integer,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sponsoring\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_partners_order_idx\` ON \`pages_blocks_sponsoring_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_partners_parent_id_idx\` ON \`pages_blocks_sponsoring_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_partners_locale_idx\` ON \`pages_blocks_sponsoring_partners\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_partners_image_idx\` ON \`pages_blocks_sponsoring_partners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_partners_logo_idx\` ON \`pages_blocks_sponsoring_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sponsoring\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_order_idx\` ON \`pages_blocks_sponsoring\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_parent_id_idx\` ON \`pages_blocks_sponsoring\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_path_idx\` ON \`pages_blocks_sponsoring\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sponsoring_locale_idx\` ON \`pages_blocks_sponsoring\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_icon_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'oil',
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_icon_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_list_items_order_idx\` ON \`pages_blocks_icon_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_list_items_parent_id_idx\` ON \`pages_blocks_icon_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_list_items_locale_idx\` ON \`pages_blocks_icon_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_icon_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_list_order_idx\` ON \`pages_blocks_icon_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_list_parent_id_idx\` ON \`pages_blocks_icon_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_list_path_idx\` ON \`pages_blocks_icon_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_icon_list_locale_idx\` ON \`pages_blocks_icon_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hotspot_image_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`top\` numeric,
  	\`left\` numeric,
  	\`type\` text DEFAULT 'other',
  	\`title\` text,
  	\`alternative_title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`product_id\` integer,
  	\`product_tags\` text,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hotspot_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_hotspots_order_idx\` ON \`pages_blocks_hotspot_image_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_hotspots_parent_id_idx\` ON \`pages_blocks_hotspot_image_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_hotspots_locale_idx\` ON \`pages_blocks_hotspot_image_hotspots\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_hotspots_image_idx\` ON \`pages_blocks_hotspot_image_hotspots\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_hotspots_product_idx\` ON \`pages_blocks_hotspot_image_hotspots\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hotspot_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_order_idx\` ON \`pages_blocks_hotspot_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_parent_id_idx\` ON \`pages_blocks_hotspot_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_path_idx\` ON \`pages_blocks_hotspot_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_locale_idx\` ON \`pages_blocks_hotspot_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hotspot_image_image_idx\` ON \`pages_blocks_hotspot_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_file_list_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`name\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_file_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_files_order_idx\` ON \`pages_blocks_file_list_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_files_parent_id_idx\` ON \`pages_blocks_file_list_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_files_locale_idx\` ON \`pages_blocks_file_list_files\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_files_file_idx\` ON \`pages_blocks_file_list_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_file_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_order_idx\` ON \`pages_blocks_file_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_parent_id_idx\` ON \`pages_blocks_file_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_path_idx\` ON \`pages_blocks_file_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_file_list_locale_idx\` ON \`pages_blocks_file_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_column_teaser_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_two_column_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_columns_order_idx\` ON \`pages_blocks_two_column_teaser_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_columns_parent_id_idx\` ON \`pages_blocks_two_column_teaser_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_columns_locale_idx\` ON \`pages_blocks_two_column_teaser_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_columns_image_idx\` ON \`pages_blocks_two_column_teaser_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_two_column_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_order_idx\` ON \`pages_blocks_two_column_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_parent_id_idx\` ON \`pages_blocks_two_column_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_path_idx\` ON \`pages_blocks_two_column_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_two_column_teaser_locale_idx\` ON \`pages_blocks_two_column_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`height\` numeric DEFAULT 600,
  	\`width\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_order_idx\` ON \`pages_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_parent_id_idx\` ON \`pages_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_path_idx\` ON \`pages_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_iframe_locale_idx\` ON \`pages_blocks_iframe\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`title\` text,
  	\`intro\` text,
  	\`width\` text DEFAULT 'default',
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_locale_idx\` ON \`pages_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_form_idx\` ON \`pages_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_oil_finder_tile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'white',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_oil_finder_tile_order_idx\` ON \`pages_blocks_oil_finder_tile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_oil_finder_tile_parent_id_idx\` ON \`pages_blocks_oil_finder_tile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_oil_finder_tile_path_idx\` ON \`pages_blocks_oil_finder_tile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_oil_finder_tile_locale_idx\` ON \`pages_blocks_oil_finder_tile\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_oil_finder_tile_image_idx\` ON \`pages_blocks_oil_finder_tile\` (\`image_id\`);`)
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
  await db.run(sql`CREATE TABLE \`pages_tribologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`term\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_tribologies_order_idx\` ON \`pages_tribologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_tribologies_parent_id_idx\` ON \`pages_tribologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_tribologies_locale_idx\` ON \`pages_tribologies\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_tribologies_image_idx\` ON \`pages_tribologies\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`is_home\` integer DEFAULT false,
  	\`parent_id\` integer,
  	\`show_in_navigation\` integer DEFAULT true,
  	\`navigation_order\` numeric DEFAULT 0,
  	\`navigation_target\` text DEFAULT '_self',
  	\`add_separator\` integer DEFAULT false,
  	\`page_type\` text DEFAULT 'content',
  	\`show_back_link\` integer DEFAULT true,
  	\`teaser_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`teaser_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_tenant_idx\` ON \`pages\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_teaser_teaser_image_idx\` ON \`pages\` (\`teaser_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`teaser_text\` text,
  	\`news_tiles_title\` text,
  	\`news_tiles_all_news_title\` text,
  	\`news_tiles_all_news_url\` text,
  	\`oil_finder_tile_title\` text,
  	\`oil_finder_tile_text\` text,
  	\`oil_finder_tile_button_text\` text,
  	\`oil_finder_tile_image_id\` integer,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`oil_finder_tile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_oil_finder_tile_oil_finder_tile_image_idx\` ON \`pages_locales\` (\`oil_finder_tile_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_news_id_idx\` ON \`pages_rels\` (\`news_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_stage\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`is_intro\` integer DEFAULT false,
  	\`title_intro\` text,
  	\`title\` text,
  	\`text\` text,
  	\`url\` text,
  	\`link_text\` text,
  	\`background_image_id\` integer,
  	\`slider_image_id\` integer,
  	\`circle_image_id\` integer,
  	\`thumbnail_id\` integer,
  	\`alt\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`slider_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`circle_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thumbnail_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_stage_order_idx\` ON \`_pages_v_version_stage\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_stage_parent_id_idx\` ON \`_pages_v_version_stage\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_stage_locale_idx\` ON \`_pages_v_version_stage\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_stage_background_image_idx\` ON \`_pages_v_version_stage\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_stage_slider_image_idx\` ON \`_pages_v_version_stage\` (\`slider_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_stage_circle_image_idx\` ON \`_pages_v_version_stage\` (\`circle_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_stage_thumbnail_idx\` ON \`_pages_v_version_stage\` (\`thumbnail_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_teasers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`variant\` text DEFAULT 'news',
  	\`limit\` numeric DEFAULT 3,
  	\`all_news_link_href\` text,
  	\`all_news_link_text\` text,
  	\`all_news_link_alt\` text,
  	\`all_news_link_new_tab\` integer DEFAULT false,
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_teasers_order_idx\` ON \`_pages_v_blocks_news_teasers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_teasers_parent_id_idx\` ON \`_pages_v_blocks_news_teasers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_teasers_path_idx\` ON \`_pages_v_blocks_news_teasers\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_teasers_locale_idx\` ON \`_pages_v_blocks_news_teasers\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`label\` text,
  	\`from_date\` text,
  	\`to_date\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_teaser_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_tiles_order_idx\` ON \`_pages_v_blocks_teaser_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_tiles_parent_id_idx\` ON \`_pages_v_blocks_teaser_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_tiles_locale_idx\` ON \`_pages_v_blocks_teaser_tiles_tiles\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_tiles_image_idx\` ON \`_pages_v_blocks_teaser_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_teaser_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`variant\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_order_idx\` ON \`_pages_v_blocks_teaser_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_parent_id_idx\` ON \`_pages_v_blocks_teaser_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_path_idx\` ON \`_pages_v_blocks_teaser_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_teaser_tiles_locale_idx\` ON \`_pages_v_blocks_teaser_tiles\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_history_slider_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` text,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_history_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_entries_order_idx\` ON \`_pages_v_blocks_history_slider_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_entries_parent_id_idx\` ON \`_pages_v_blocks_history_slider_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_entries_locale_idx\` ON \`_pages_v_blocks_history_slider_entries\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_entries_image_idx\` ON \`_pages_v_blocks_history_slider_entries\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_history_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`navigation_color\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_order_idx\` ON \`_pages_v_blocks_history_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_parent_id_idx\` ON \`_pages_v_blocks_history_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_path_idx\` ON \`_pages_v_blocks_history_slider\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_slider_locale_idx\` ON \`_pages_v_blocks_history_slider\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote_quotes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`name\` text,
  	\`job_title\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_quote\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_quotes_order_idx\` ON \`_pages_v_blocks_quote_quotes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_quotes_parent_id_idx\` ON \`_pages_v_blocks_quote_quotes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_quotes_locale_idx\` ON \`_pages_v_blocks_quote_quotes\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_quotes_image_idx\` ON \`_pages_v_blocks_quote_quotes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_quote\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`navigation_color\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_order_idx\` ON \`_pages_v_blocks_quote\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_parent_id_idx\` ON \`_pages_v_blocks_quote\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_path_idx\` ON \`_pages_v_blocks_quote\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_quote_locale_idx\` ON \`_pages_v_blocks_quote\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_campaign_banner_banners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`background_image_id\` integer,
  	\`background_image_mobile_id\` integer,
  	\`product_image_id\` integer,
  	\`background_type\` text DEFAULT 'default',
  	\`trigger_contact_menu\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`background_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`background_image_mobile_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_campaign_banner\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_banners_order_idx\` ON \`_pages_v_blocks_campaign_banner_banners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_banners_parent_id_idx\` ON \`_pages_v_blocks_campaign_banner_banners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_banners_locale_idx\` ON \`_pages_v_blocks_campaign_banner_banners\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_banners_background_image_idx\` ON \`_pages_v_blocks_campaign_banner_banners\` (\`background_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_banners_background_ima_1_idx\` ON \`_pages_v_blocks_campaign_banner_banners\` (\`background_image_mobile_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_banners_product_image_idx\` ON \`_pages_v_blocks_campaign_banner_banners\` (\`product_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_campaign_banner\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`navigation_color\` text DEFAULT 'primary',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_order_idx\` ON \`_pages_v_blocks_campaign_banner\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_parent_id_idx\` ON \`_pages_v_blocks_campaign_banner\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_path_idx\` ON \`_pages_v_blocks_campaign_banner\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_campaign_banner_locale_idx\` ON \`_pages_v_blocks_campaign_banner\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_teaser_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`product_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_product_teaser_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_items_order_idx\` ON \`_pages_v_blocks_product_teaser_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_items_parent_id_idx\` ON \`_pages_v_blocks_product_teaser_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_items_locale_idx\` ON \`_pages_v_blocks_product_teaser_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_items_product_idx\` ON \`_pages_v_blocks_product_teaser_list_items\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_product_teaser_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`columns\` text DEFAULT '4',
  	\`navigation_color\` text DEFAULT 'primary',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_order_idx\` ON \`_pages_v_blocks_product_teaser_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_parent_id_idx\` ON \`_pages_v_blocks_product_teaser_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_path_idx\` ON \`_pages_v_blocks_product_teaser_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_product_teaser_list_locale_idx\` ON \`_pages_v_blocks_product_teaser_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_widget\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`description\` text,
  	\`url\` text,
  	\`button_text\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_widget_order_idx\` ON \`_pages_v_blocks_faq_widget\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_widget_parent_id_idx\` ON \`_pages_v_blocks_faq_widget\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_widget_path_idx\` ON \`_pages_v_blocks_faq_widget\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_widget_locale_idx\` ON \`_pages_v_blocks_faq_widget\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_widget_image_idx\` ON \`_pages_v_blocks_faq_widget\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_teaser_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_contact_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_items_order_idx\` ON \`_pages_v_blocks_contact_teaser_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_items_parent_id_idx\` ON \`_pages_v_blocks_contact_teaser_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_items_locale_idx\` ON \`_pages_v_blocks_contact_teaser_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`footer_text\` text,
  	\`phone_link_value\` text,
  	\`phone_link_label\` text,
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_order_idx\` ON \`_pages_v_blocks_contact_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_parent_id_idx\` ON \`_pages_v_blocks_contact_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_path_idx\` ON \`_pages_v_blocks_contact_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_locale_idx\` ON \`_pages_v_blocks_contact_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_image_idx\` ON \`_pages_v_blocks_contact_teaser\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_teaser_mobile_image_idx\` ON \`_pages_v_blocks_contact_teaser\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_circular_navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text DEFAULT 'oil',
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_circular_navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_items_order_idx\` ON \`_pages_v_blocks_circular_navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_items_parent_id_idx\` ON \`_pages_v_blocks_circular_navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_items_locale_idx\` ON \`_pages_v_blocks_circular_navigation_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_circular_navigation\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`center_text\` text,
  	\`center_image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`center_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_order_idx\` ON \`_pages_v_blocks_circular_navigation\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_parent_id_idx\` ON \`_pages_v_blocks_circular_navigation\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_path_idx\` ON \`_pages_v_blocks_circular_navigation\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_locale_idx\` ON \`_pages_v_blocks_circular_navigation\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_circular_navigation_center_image_idx\` ON \`_pages_v_blocks_circular_navigation\` (\`center_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`image_id\` integer,
  	\`ratio\` text DEFAULT '6-6',
  	\`image_position\` text DEFAULT 'right',
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_order_idx\` ON \`_pages_v_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_parent_id_idx\` ON \`_pages_v_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_path_idx\` ON \`_pages_v_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_locale_idx\` ON \`_pages_v_blocks_text_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_image_idx\` ON \`_pages_v_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_video\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`video_title\` text,
  	\`video_url\` text,
  	\`youtube_id\` text,
  	\`poster_id\` integer,
  	\`ratio\` text DEFAULT '6-6',
  	\`video_position\` text DEFAULT 'right',
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_order_idx\` ON \`_pages_v_blocks_text_video\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_parent_id_idx\` ON \`_pages_v_blocks_text_video\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_path_idx\` ON \`_pages_v_blocks_text_video\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_locale_idx\` ON \`_pages_v_blocks_text_video\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_video_poster_idx\` ON \`_pages_v_blocks_text_video\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`ratio\` text DEFAULT '16-9',
  	\`caption\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_order_idx\` ON \`_pages_v_blocks_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_parent_id_idx\` ON \`_pages_v_blocks_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_path_idx\` ON \`_pages_v_blocks_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_locale_idx\` ON \`_pages_v_blocks_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_image_idx\` ON \`_pages_v_blocks_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_icon_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'oil',
  	\`title\` text,
  	\`text\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_text_order_idx\` ON \`_pages_v_blocks_icon_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_text_parent_id_idx\` ON \`_pages_v_blocks_icon_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_text_path_idx\` ON \`_pages_v_blocks_icon_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_text_locale_idx\` ON \`_pages_v_blocks_icon_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_parallax_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`title\` text,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_image_order_idx\` ON \`_pages_v_blocks_parallax_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_image_parent_id_idx\` ON \`_pages_v_blocks_parallax_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_image_path_idx\` ON \`_pages_v_blocks_parallax_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_image_locale_idx\` ON \`_pages_v_blocks_parallax_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_parallax_image_image_idx\` ON \`_pages_v_blocks_parallax_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_magazine_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`small\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_magazine_embed_order_idx\` ON \`_pages_v_blocks_magazine_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_magazine_embed_parent_id_idx\` ON \`_pages_v_blocks_magazine_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_magazine_embed_path_idx\` ON \`_pages_v_blocks_magazine_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_magazine_embed_locale_idx\` ON \`_pages_v_blocks_magazine_embed\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_play_button\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_title\` text,
  	\`video_url\` text,
  	\`poster_id\` integer,
  	\`width\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_play_button_order_idx\` ON \`_pages_v_blocks_video_play_button\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_play_button_parent_id_idx\` ON \`_pages_v_blocks_video_play_button\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_play_button_path_idx\` ON \`_pages_v_blocks_video_play_button\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_play_button_locale_idx\` ON \`_pages_v_blocks_video_play_button\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_play_button_poster_idx\` ON \`_pages_v_blocks_video_play_button\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_embed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`video_title\` text,
  	\`youtube_id\` text,
  	\`poster_id\` integer,
  	\`width\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`poster_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_order_idx\` ON \`_pages_v_blocks_video_embed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_parent_id_idx\` ON \`_pages_v_blocks_video_embed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_path_idx\` ON \`_pages_v_blocks_video_embed\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_locale_idx\` ON \`_pages_v_blocks_video_embed\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_embed_poster_idx\` ON \`_pages_v_blocks_video_embed\` (\`poster_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sponsoring_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`category\` text,
  	\`image_id\` integer,
  	\`logo_id\` integer,
  	\`text\` text,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sponsoring\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_partners_order_idx\` ON \`_pages_v_blocks_sponsoring_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_partners_parent_id_idx\` ON \`_pages_v_blocks_sponsoring_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_partners_locale_idx\` ON \`_pages_v_blocks_sponsoring_partners\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_partners_image_idx\` ON \`_pages_v_blocks_sponsoring_partners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_partners_logo_idx\` ON \`_pages_v_blocks_sponsoring_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sponsoring\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`intro\` text,
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_order_idx\` ON \`_pages_v_blocks_sponsoring\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_parent_id_idx\` ON \`_pages_v_blocks_sponsoring\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_path_idx\` ON \`_pages_v_blocks_sponsoring\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sponsoring_locale_idx\` ON \`_pages_v_blocks_sponsoring\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_icon_list_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'oil',
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_icon_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_list_items_order_idx\` ON \`_pages_v_blocks_icon_list_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_list_items_parent_id_idx\` ON \`_pages_v_blocks_icon_list_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_list_items_locale_idx\` ON \`_pages_v_blocks_icon_list_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_icon_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_list_order_idx\` ON \`_pages_v_blocks_icon_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_list_parent_id_idx\` ON \`_pages_v_blocks_icon_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_list_path_idx\` ON \`_pages_v_blocks_icon_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_icon_list_locale_idx\` ON \`_pages_v_blocks_icon_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotspot_image_hotspots\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`top\` numeric,
  	\`left\` numeric,
  	\`type\` text DEFAULT 'other',
  	\`title\` text,
  	\`alternative_title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`product_id\` integer,
  	\`product_tags\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hotspot_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_hotspots_order_idx\` ON \`_pages_v_blocks_hotspot_image_hotspots\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_hotspots_parent_id_idx\` ON \`_pages_v_blocks_hotspot_image_hotspots\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_hotspots_locale_idx\` ON \`_pages_v_blocks_hotspot_image_hotspots\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_hotspots_image_idx\` ON \`_pages_v_blocks_hotspot_image_hotspots\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_hotspots_product_idx\` ON \`_pages_v_blocks_hotspot_image_hotspots\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hotspot_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_order_idx\` ON \`_pages_v_blocks_hotspot_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_parent_id_idx\` ON \`_pages_v_blocks_hotspot_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_path_idx\` ON \`_pages_v_blocks_hotspot_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_locale_idx\` ON \`_pages_v_blocks_hotspot_image\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hotspot_image_image_idx\` ON \`_pages_v_blocks_hotspot_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_file_list_files\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`name\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_file_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_files_order_idx\` ON \`_pages_v_blocks_file_list_files\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_files_parent_id_idx\` ON \`_pages_v_blocks_file_list_files\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_files_locale_idx\` ON \`_pages_v_blocks_file_list_files\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_files_file_idx\` ON \`_pages_v_blocks_file_list_files\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_file_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`width\` text DEFAULT 'default',
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_order_idx\` ON \`_pages_v_blocks_file_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_parent_id_idx\` ON \`_pages_v_blocks_file_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_path_idx\` ON \`_pages_v_blocks_file_list\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_file_list_locale_idx\` ON \`_pages_v_blocks_file_list\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_column_teaser_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`link_href\` text,
  	\`link_text\` text,
  	\`link_alt\` text,
  	\`link_new_tab\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_two_column_teaser\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_columns_order_idx\` ON \`_pages_v_blocks_two_column_teaser_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_columns_parent_id_idx\` ON \`_pages_v_blocks_two_column_teaser_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_columns_locale_idx\` ON \`_pages_v_blocks_two_column_teaser_columns\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_columns_image_idx\` ON \`_pages_v_blocks_two_column_teaser_columns\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_two_column_teaser\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_order_idx\` ON \`_pages_v_blocks_two_column_teaser\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_parent_id_idx\` ON \`_pages_v_blocks_two_column_teaser\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_path_idx\` ON \`_pages_v_blocks_two_column_teaser\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_two_column_teaser_locale_idx\` ON \`_pages_v_blocks_two_column_teaser\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_iframe\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`url\` text,
  	\`height\` numeric DEFAULT 600,
  	\`width\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_order_idx\` ON \`_pages_v_blocks_iframe\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_parent_id_idx\` ON \`_pages_v_blocks_iframe\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_path_idx\` ON \`_pages_v_blocks_iframe\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_iframe_locale_idx\` ON \`_pages_v_blocks_iframe\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`title\` text,
  	\`intro\` text,
  	\`width\` text DEFAULT 'default',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_order_idx\` ON \`_pages_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_parent_id_idx\` ON \`_pages_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_path_idx\` ON \`_pages_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_locale_idx\` ON \`_pages_v_blocks_form\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_form_idx\` ON \`_pages_v_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_oil_finder_tile\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`button_text\` text,
  	\`image_id\` integer,
  	\`background\` text DEFAULT 'white',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oil_finder_tile_order_idx\` ON \`_pages_v_blocks_oil_finder_tile\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oil_finder_tile_parent_id_idx\` ON \`_pages_v_blocks_oil_finder_tile\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oil_finder_tile_path_idx\` ON \`_pages_v_blocks_oil_finder_tile\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oil_finder_tile_locale_idx\` ON \`_pages_v_blocks_oil_finder_tile\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_oil_finder_tile_image_idx\` ON \`_pages_v_blocks_oil_finder_tile\` (\`image_id\`);`)
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
  await db.run(sql`CREATE TABLE \`_pages_v_version_tribologies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`term\` text,
  	\`text\` text,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tribologies_order_idx\` ON \`_pages_v_version_tribologies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tribologies_parent_id_idx\` ON \`_pages_v_version_tribologies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tribologies_locale_idx\` ON \`_pages_v_version_tribologies\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_tribologies_image_idx\` ON \`_pages_v_version_tribologies\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_is_home\` integer DEFAULT false,
  	\`version_parent_id\` integer,
  	\`version_show_in_navigation\` integer DEFAULT true,
  	\`version_navigation_order\` numeric DEFAULT 0,
  	\`version_navigation_target\` text DEFAULT '_self',
  	\`version_add_separator\` integer DEFAULT false,
  	\`version_page_type\` text DEFAULT 'content',
  	\`version_show_back_link\` integer DEFAULT true,
  	\`version_teaser_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_teaser_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_tenant_idx\` ON \`_pages_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_teaser_version_teaser_image_idx\` ON \`_pages_v\` (\`version_teaser_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_teaser_text\` text,
  	\`version_news_tiles_title\` text,
  	\`version_news_tiles_all_news_title\` text,
  	\`version_news_tiles_all_news_url\` text,
  	\`version_oil_finder_tile_title\` text,
  	\`version_oil_finder_tile_text\` text,
  	\`version_oil_finder_tile_button_text\` text,
  	\`version_oil_finder_tile_image_id\` integer,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_oil_finder_tile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_oil_finder_tile_version_oil_finder_tile_idx\` ON \`_pages_v_locales\` (\`version_oil_finder_tile_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`news_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_news_id_idx\` ON \`_pages_v_rels\` (\`news_id\`,\`locale\`);`)
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
  await db.run(sql`CREATE TABLE \`products_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_tags_order_idx\` ON \`products_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_tags_parent_idx\` ON \`products_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_approvals\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_approvals_order_idx\` ON \`products_approvals\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`products_approvals_parent_idx\` ON \`products_approvals\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_features_order_idx\` ON \`products_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_features_parent_id_idx\` ON \`products_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_features_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_features_locales_locale_parent_id_unique\` ON \`products_features_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products_gallery\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`video\` text,
  	\`youtube_id\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_gallery_order_idx\` ON \`products_gallery\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_gallery_parent_id_idx\` ON \`products_gallery\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_gallery_image_idx\` ON \`products_gallery\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`products_documents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	\`kind\` text DEFAULT 'datasheet' NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`products_documents_order_idx\` ON \`products_documents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`products_documents_parent_id_idx\` ON \`products_documents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`products_documents_file_idx\` ON \`products_documents\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`products_documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_documents_locales_locale_parent_id_unique\` ON \`products_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`product_number\` text NOT NULL,
  	\`image_id\` integer,
  	\`product_line_id\` integer,
  	\`viscosity\` text,
  	\`base_oil\` text,
  	\`hide_order_unit\` integer DEFAULT false,
  	\`disable_placeholder\` integer DEFAULT false,
  	\`placeholder_value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_line_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`products_tenant_idx\` ON \`products\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`products_product_number_idx\` ON \`products\` (\`product_number\`);`)
  await db.run(sql`CREATE INDEX \`products_image_idx\` ON \`products\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`products_product_line_idx\` ON \`products\` (\`product_line_id\`);`)
  await db.run(sql`CREATE INDEX \`products_viscosity_idx\` ON \`products\` (\`viscosity\`);`)
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text NOT NULL,
  	\`alternative_title\` text,
  	\`subtitle\` text,
  	\`label\` text,
  	\`description\` text,
  	\`contents\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_prices_tags\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`articles_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_prices_tags_order_idx\` ON \`articles_prices_tags\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`articles_prices_tags_parent_idx\` ON \`articles_prices_tags\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_prices_scales\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_quantity\` numeric NOT NULL,
  	\`unit_price_cents\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles_prices\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_prices_scales_order_idx\` ON \`articles_prices_scales\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_prices_scales_parent_id_idx\` ON \`articles_prices_scales\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`articles_prices\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`price_list_id\` integer NOT NULL,
  	FOREIGN KEY (\`price_list_id\`) REFERENCES \`price_lists\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_prices_order_idx\` ON \`articles_prices\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`articles_prices_parent_id_idx\` ON \`articles_prices\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_prices_price_list_idx\` ON \`articles_prices\` (\`price_list_id\`);`)
  await db.run(sql`CREATE TABLE \`articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`article_number\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`pack_size\` numeric NOT NULL,
  	\`unit\` text DEFAULT 'L' NOT NULL,
  	\`container\` text DEFAULT 'canister',
  	\`sort\` numeric DEFAULT 0,
  	\`image_id\` integer,
  	\`disabled\` integer DEFAULT false,
  	\`recommended_retail_price_cents\` numeric,
  	\`vat_rate\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`articles_tenant_idx\` ON \`articles\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_article_number_idx\` ON \`articles\` (\`article_number\`);`)
  await db.run(sql`CREATE INDEX \`articles_product_idx\` ON \`articles\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_image_idx\` ON \`articles\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`articles_updated_at_idx\` ON \`articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`articles_created_at_idx\` ON \`articles\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`price_lists\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`price_lists_tenant_idx\` ON \`price_lists\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_code_idx\` ON \`price_lists\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_updated_at_idx\` ON \`price_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`price_lists_created_at_idx\` ON \`price_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`orders_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`quantity\` numeric NOT NULL,
  	\`unit_price_cents\` numeric NOT NULL,
  	\`item_ref_text\` text,
  	\`manual_price\` integer DEFAULT false,
  	\`vat_rate\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_lines_order_idx\` ON \`orders_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_parent_id_idx\` ON \`orders_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_lines_product_idx\` ON \`orders_lines\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
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
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
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
  await db.run(sql`CREATE UNIQUE INDEX \`account_customer_product_idx\` ON \`favourites\` (\`account_id\`,\`customer_id\`,\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`shopping_lists_entries\` (
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
  await db.run(sql`CREATE INDEX \`shopping_lists_entries_order_idx\` ON \`shopping_lists_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_entries_parent_id_idx\` ON \`shopping_lists_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_entries_product_idx\` ON \`shopping_lists_entries\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`shopping_lists\` (
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
  await db.run(sql`CREATE INDEX \`shopping_lists_tenant_idx\` ON \`shopping_lists\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_account_idx\` ON \`shopping_lists\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_customer_idx\` ON \`shopping_lists\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_updated_at_idx\` ON \`shopping_lists\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shopping_lists_created_at_idx\` ON \`shopping_lists\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carts_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`item_key\` text NOT NULL,
  	\`product_id\` integer NOT NULL,
  	\`article_number\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`manual_price_cents\` numeric,
  	\`item_ref_text\` text,
  	\`seen_unit_price_cents\` numeric,
  	\`seen_pack\` text,
  	\`requested_count\` numeric,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carts_entries_order_idx\` ON \`carts_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`carts_entries_parent_id_idx\` ON \`carts_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_entries_product_idx\` ON \`carts_entries\` (\`product_id\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`owner_key\` text NOT NULL,
  	\`public_id\` text,
  	\`kind\` text DEFAULT 'b2b' NOT NULL,
  	\`version\` numeric DEFAULT 0 NOT NULL,
  	\`account_id\` integer,
  	\`contact_id\` integer,
  	\`customer_id\` integer,
  	\`show_item_ref_texts\` integer DEFAULT false,
  	\`show_manual_pricing\` integer DEFAULT false,
  	\`checkout_ship_to_id\` integer,
  	\`checkout_bill_to_id\` integer,
  	\`checkout_purchase_order_number\` text,
  	\`checkout_cost_centre\` text,
  	\`checkout_remark\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`contact_id\`) REFERENCES \`contacts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`checkout_ship_to_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`checkout_bill_to_id\`) REFERENCES \`addresses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`carts_tenant_idx\` ON \`carts\` (\`tenant_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_owner_key_idx\` ON \`carts\` (\`owner_key\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_public_id_idx\` ON \`carts\` (\`public_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_account_idx\` ON \`carts\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_contact_idx\` ON \`carts\` (\`contact_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_customer_idx\` ON \`carts\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_checkout_checkout_ship_to_idx\` ON \`carts\` (\`checkout_ship_to_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_checkout_checkout_bill_to_idx\` ON \`carts\` (\`checkout_bill_to_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
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
  	\`vat_standard_rate\` numeric DEFAULT 8.1 NOT NULL,
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
  await db.run(sql`CREATE TABLE \`product_reviews\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`product_id\` integer NOT NULL,
  	\`kind\` text DEFAULT 'rating' NOT NULL,
  	\`rating\` numeric,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`comment\` text NOT NULL,
  	\`language\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`product_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`product_reviews_tenant_idx\` ON \`product_reviews\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`product_reviews_product_idx\` ON \`product_reviews\` (\`product_id\`);`)
  await db.run(sql`CREATE INDEX \`product_reviews_status_idx\` ON \`product_reviews\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`product_reviews_updated_at_idx\` ON \`product_reviews\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`product_reviews_created_at_idx\` ON \`product_reviews\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`product_reviews_locales\` (
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`product_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`product_reviews_locales_locale_parent_id_unique\` ON \`product_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`date\` text NOT NULL,
  	\`image_id\` integer,
  	\`publication_type\` text DEFAULT 'news' NOT NULL,
  	\`link\` text,
  	\`is_fallback\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_tenant_idx\` ON \`news\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`news_date_idx\` ON \`news\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`subtitle\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_slug_idx\` ON \`news_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_topics_id\` integer,
  	\`news_categories_id\` integer,
  	\`product_lines_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_topics_id\`) REFERENCES \`news_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_categories_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_news_topics_id_idx\` ON \`news_rels\` (\`news_topics_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_news_categories_id_idx\` ON \`news_rels\` (\`news_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_product_lines_id_idx\` ON \`news_rels\` (\`product_lines_id\`);`)
  await db.run(sql`CREATE TABLE \`news_topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_topics_tenant_idx\` ON \`news_topics\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`news_topics_updated_at_idx\` ON \`news_topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_topics_created_at_idx\` ON \`news_topics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news_topics_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_topics_locales_locale_parent_id_unique\` ON \`news_topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_categories_tenant_idx\` ON \`news_categories\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_updated_at_idx\` ON \`news_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_categories_created_at_idx\` ON \`news_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`news_categories_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_categories_locales_locale_parent_id_unique\` ON \`news_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`fairs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`from_date\` text NOT NULL,
  	\`to_date\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`country\` text DEFAULT 'CH' NOT NULL,
  	\`venue\` text,
  	\`url\` text,
  	\`image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`fairs_tenant_idx\` ON \`fairs\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`fairs_from_date_idx\` ON \`fairs\` (\`from_date\`);`)
  await db.run(sql`CREATE INDEX \`fairs_image_idx\` ON \`fairs\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`fairs_updated_at_idx\` ON \`fairs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`fairs_created_at_idx\` ON \`fairs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`fairs_locales\` (
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`stand\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`fairs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`fairs_locales_locale_parent_id_unique\` ON \`fairs_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
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
  await db.run(sql`CREATE TABLE \`forms_fields_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_options_order_idx\` ON \`forms_fields_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_options_parent_id_idx\` ON \`forms_fields_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_options_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_options_locales_locale_parent_id_unique\` ON \`forms_fields_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_accept\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_accept_order_idx\` ON \`forms_fields_accept\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_accept_parent_idx\` ON \`forms_fields_accept\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_validators\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text,
  	\`min\` text,
  	\`max\` text,
  	\`field\` text,
  	\`pattern\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_validators_order_idx\` ON \`forms_fields_validators\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_validators_parent_id_idx\` ON \`forms_fields_validators\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_validators_locales\` (
  	\`message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields_validators\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_validators_locales_locale_parent_id_unique\` ON \`forms_fields_validators_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'text' NOT NULL,
  	\`name\` text,
  	\`required\` integer DEFAULT false,
  	\`width\` text DEFAULT 'full',
  	\`default_value\` text,
  	\`max_file_mb\` numeric,
  	\`max_files\` numeric DEFAULT 1,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_fields_order_idx\` ON \`forms_fields\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_fields_parent_id_idx\` ON \`forms_fields\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_fields_locales\` (
  	\`label\` text,
  	\`placeholder\` text,
  	\`help\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_fields\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_fields_locales_locale_parent_id_unique\` ON \`forms_fields_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`usage\` text DEFAULT 'page' NOT NULL,
  	\`recipients\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_tenant_idx\` ON \`forms\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`title\` text NOT NULL,
  	\`success_message\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`form_id\` integer,
  	\`form_title\` text,
  	\`language\` text,
  	\`summary\` text,
  	\`values\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_tenant_idx\` ON \`form_submissions\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`form_files_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_order_idx\` ON \`form_submissions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_parent_idx\` ON \`form_submissions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_path_idx\` ON \`form_submissions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_rels_form_files_id_idx\` ON \`form_submissions_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE TABLE \`form_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`field\` text,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
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
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_files_tenant_idx\` ON \`form_files\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`form_files_updated_at_idx\` ON \`form_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_files_created_at_idx\` ON \`form_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`form_files_filename_idx\` ON \`form_files\` (\`filename\`);`)
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
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`prefix\` text DEFAULT '',
  	\`_objectkey\` text,
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
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`media_tenant_idx\` ON \`media\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_thumbnail_sizes_thumbnail_filename_idx\` ON \`media\` (\`sizes_thumbnail_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`search_changes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant\` numeric NOT NULL,
  	\`scope\` text NOT NULL,
  	\`doc_id\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`search_changes_tenant_idx\` ON \`search_changes\` (\`tenant\`);`)
  await db.run(sql`CREATE INDEX \`search_changes_updated_at_idx\` ON \`search_changes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`search_changes_created_at_idx\` ON \`search_changes\` (\`created_at\`);`)
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
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`accounts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_accounts_id_idx\` ON \`payload_preferences_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`tenants_domains\`;`)
  await db.run(sql`DROP TABLE \`tenants_countries_languages\`;`)
  await db.run(sql`DROP TABLE \`tenants_countries\`;`)
  await db.run(sql`DROP TABLE \`tenants_countries_locales\`;`)
  await db.run(sql`DROP TABLE \`tenants_footer_columns_links\`;`)
  await db.run(sql`DROP TABLE \`tenants_footer_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`tenants_footer_columns\`;`)
  await db.run(sql`DROP TABLE \`tenants_footer_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`tenants_social_links\`;`)
  await db.run(sql`DROP TABLE \`tenants\`;`)
  await db.run(sql`DROP TABLE \`tenants_locales\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_tenants_roles\`;`)
  await db.run(sql`DROP TABLE \`users_tenants\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`accounts_sessions\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`DROP TABLE \`accounts_rels\`;`)
  await db.run(sql`DROP TABLE \`customers_billing_partners\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`contacts\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`pages_stage\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_teasers\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_teaser_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_history_slider_entries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_history_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote_quotes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_campaign_banner_banners\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_campaign_banner\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_teaser_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_product_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_widget\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_teaser_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_circular_navigation_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_circular_navigation\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_icon_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_parallax_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_magazine_embed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_play_button\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sponsoring_partners\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sponsoring\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_icon_list_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_icon_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hotspot_image_hotspots\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hotspot_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_file_list_files\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_file_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_column_teaser_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_two_column_teaser\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_oil_finder_tile\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_location_map_locations\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_location_map\`;`)
  await db.run(sql`DROP TABLE \`pages_tribologies\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_stage\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_teasers\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_teaser_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_history_slider_entries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_history_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote_quotes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_quote\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_campaign_banner_banners\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_campaign_banner\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_teaser_list_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_product_teaser_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_widget\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_teaser_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_circular_navigation_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_circular_navigation\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_video\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_icon_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_parallax_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_magazine_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_play_button\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_embed\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sponsoring_partners\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sponsoring\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_icon_list_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_icon_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotspot_image_hotspots\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hotspot_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_file_list_files\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_file_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_column_teaser_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_two_column_teaser\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_iframe\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_oil_finder_tile\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location_map_locations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location_map\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_tribologies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`product_lines\`;`)
  await db.run(sql`DROP TABLE \`product_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`products_tags\`;`)
  await db.run(sql`DROP TABLE \`products_approvals\`;`)
  await db.run(sql`DROP TABLE \`products_features\`;`)
  await db.run(sql`DROP TABLE \`products_features_locales\`;`)
  await db.run(sql`DROP TABLE \`products_gallery\`;`)
  await db.run(sql`DROP TABLE \`products_documents\`;`)
  await db.run(sql`DROP TABLE \`products_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`articles_prices_tags\`;`)
  await db.run(sql`DROP TABLE \`articles_prices_scales\`;`)
  await db.run(sql`DROP TABLE \`articles_prices\`;`)
  await db.run(sql`DROP TABLE \`articles\`;`)
  await db.run(sql`DROP TABLE \`price_lists\`;`)
  await db.run(sql`DROP TABLE \`orders_lines\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`ordered_articles\`;`)
  await db.run(sql`DROP TABLE \`contracts\`;`)
  await db.run(sql`DROP TABLE \`contracts_locales\`;`)
  await db.run(sql`DROP TABLE \`contract_positions\`;`)
  await db.run(sql`DROP TABLE \`safety_data_sheets\`;`)
  await db.run(sql`DROP TABLE \`favourites\`;`)
  await db.run(sql`DROP TABLE \`shopping_lists_entries\`;`)
  await db.run(sql`DROP TABLE \`shopping_lists\`;`)
  await db.run(sql`DROP TABLE \`carts_entries\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`addresses\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings\`;`)
  await db.run(sql`DROP TABLE \`checkout_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`account_notifications\`;`)
  await db.run(sql`DROP TABLE \`account_notifications_locales\`;`)
  await db.run(sql`DROP TABLE \`product_reviews\`;`)
  await db.run(sql`DROP TABLE \`product_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`news_topics\`;`)
  await db.run(sql`DROP TABLE \`news_topics_locales\`;`)
  await db.run(sql`DROP TABLE \`news_categories\`;`)
  await db.run(sql`DROP TABLE \`news_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`fairs\`;`)
  await db.run(sql`DROP TABLE \`fairs_locales\`;`)
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
  await db.run(sql`DROP TABLE \`forms_fields_options\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_accept\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_validators\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_validators_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_fields\`;`)
  await db.run(sql`DROP TABLE \`forms_fields_locales\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_rels\`;`)
  await db.run(sql`DROP TABLE \`form_files\`;`)
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
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`search_changes\`;`)
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
  await db.run(sql`DROP TABLE \`password_reset_tokens\`;`)
  await db.run(sql`DROP TABLE \`email_outbox\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
