import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`CREATE TABLE \`products\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`product_number\` text NOT NULL,
  	\`image_id\` integer,
  	\`product_line_id\` integer,
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
  await db.run(sql`CREATE INDEX \`products_updated_at_idx\` ON \`products\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`products_created_at_idx\` ON \`products\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`products_locales\` (
  	\`name\` text NOT NULL,
  	\`subtitle\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`products_locales_locale_parent_id_unique\` ON \`products_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`date\` text NOT NULL,
  	\`image_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_topics_id\`) REFERENCES \`news_topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_news_topics_id_idx\` ON \`news_rels\` (\`news_topics_id\`);`)
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
  await db.run(sql`ALTER TABLE \`pages\` ADD \`page_type\` text DEFAULT 'content';`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`show_back_link\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`teaser_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_teaser_teaser_image_idx\` ON \`pages\` (\`teaser_image_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`teaser_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`news_tiles_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`news_tiles_all_news_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`news_tiles_all_news_url\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`oil_finder_tile_title\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`oil_finder_tile_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`oil_finder_tile_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`oil_finder_tile_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_oil_finder_tile_oil_finder_tile_image_idx\` ON \`pages_locales\` (\`oil_finder_tile_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_page_type\` text DEFAULT 'content';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_show_back_link\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_teaser_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_teaser_version_teaser_image_idx\` ON \`_pages_v\` (\`version_teaser_image_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_teaser_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_news_tiles_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_news_tiles_all_news_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_news_tiles_all_news_url\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_oil_finder_tile_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_oil_finder_tile_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_oil_finder_tile_button_text\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_oil_finder_tile_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_oil_finder_tile_version_oil_finder_tile_idx\` ON \`_pages_v_locales\` (\`version_oil_finder_tile_image_id\`);`)
  await db.run(sql`ALTER TABLE \`media_locales\` ADD \`caption\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`products_id\` integer REFERENCES products(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_id\` integer REFERENCES news(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`news_topics_id\` integer REFERENCES news_topics(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`news_topics_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
  await db.run(sql`DROP TABLE \`pages_blocks_oil_finder_tile\`;`)
  await db.run(sql`DROP TABLE \`pages_tribologies\`;`)
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
  await db.run(sql`DROP TABLE \`_pages_v_blocks_oil_finder_tile\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_tribologies\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`products\`;`)
  await db.run(sql`DROP TABLE \`products_locales\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`news_topics\`;`)
  await db.run(sql`DROP TABLE \`news_topics_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`is_home\` integer DEFAULT false,
  	\`parent_id\` integer,
  	\`show_in_navigation\` integer DEFAULT true,
  	\`navigation_order\` numeric DEFAULT 0,
  	\`navigation_target\` text DEFAULT '_self',
  	\`add_separator\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages\`("id", "tenant_id", "is_home", "parent_id", "show_in_navigation", "navigation_order", "navigation_target", "add_separator", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "is_home", "parent_id", "show_in_navigation", "navigation_order", "navigation_target", "add_separator", "updated_at", "created_at", "_status" FROM \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages\` RENAME TO \`pages\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_tenant_idx\` ON \`pages\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_locales\` (
  	\`title\` text,
  	\`slug\` text,
  	\`meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_locales\`("title", "slug", "meta_description", "id", "_locale", "_parent_id") SELECT "title", "slug", "meta_description", "id", "_locale", "_parent_id" FROM \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_locales\` RENAME TO \`pages_locales\`;`)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages_locales\` (\`slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_is_home\` integer DEFAULT false,
  	\`version_parent_id\` integer,
  	\`version_show_in_navigation\` integer DEFAULT true,
  	\`version_navigation_order\` numeric DEFAULT 0,
  	\`version_navigation_target\` text DEFAULT '_self',
  	\`version_add_separator\` integer DEFAULT false,
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
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v\`("id", "parent_id", "version_tenant_id", "version_is_home", "version_parent_id", "version_show_in_navigation", "version_navigation_order", "version_navigation_target", "version_add_separator", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_tenant_id", "version_is_home", "version_parent_id", "version_show_in_navigation", "version_navigation_order", "version_navigation_target", "version_add_separator", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v\` RENAME TO \`_pages_v\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_tenant_idx\` ON \`_pages_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_locales\` (
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_meta_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_locales\`("version_title", "version_slug", "version_meta_description", "id", "_locale", "_parent_id") SELECT "version_title", "version_slug", "version_meta_description", "id", "_locale", "_parent_id" FROM \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_locales\` RENAME TO \`_pages_v_locales\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v_locales\` (\`version_slug\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tenants_id\`) REFERENCES \`tenants\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_lines_id\`) REFERENCES \`product_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "media_id") SELECT "id", "order", "parent_id", "path", "tenants_id", "users_id", "accounts_id", "customers_id", "pages_id", "product_lines_id", "media_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`ALTER TABLE \`media_locales\` DROP COLUMN \`caption\`;`)
}
