import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_news_teasers_variant" AS ENUM('news', 'product');
  CREATE TYPE "public"."enum_pages_blocks_news_teasers_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_teaser_tiles_variant" AS ENUM('default', 'button', 'link-and-button');
  CREATE TYPE "public"."enum_pages_blocks_teaser_tiles_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_history_slider_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum_pages_blocks_quote_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum_pages_blocks_campaign_banner_banners_background_type" AS ENUM('default', 'full-width');
  CREATE TYPE "public"."enum_pages_blocks_campaign_banner_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum_pages_blocks_product_teaser_list_columns" AS ENUM('3', '4', '5', '6');
  CREATE TYPE "public"."enum_pages_blocks_product_teaser_list_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum_pages_blocks_product_teaser_list_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_faq_widget_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_contact_teaser_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_circular_navigation_items_icon" AS ENUM('close', 'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down', 'plus', 'minus', 'search', 'calendar', 'play', 'check', 'menu', 'home', 'cart', 'user', 'download', 'external', 'info', 'warning', 'error', 'success', 'sort-asc', 'sort-desc', 'sort-none', 'filter', 'heart', 'oil');
  CREATE TYPE "public"."enum_pages_blocks_text_image_ratio" AS ENUM('2-10', '8-4', '6-6', '4-8', '10-2');
  CREATE TYPE "public"."enum_pages_blocks_text_image_image_position" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum_pages_blocks_text_image_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_text_image_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_text_video_ratio" AS ENUM('2-10', '8-4', '6-6', '4-8', '10-2');
  CREATE TYPE "public"."enum_pages_blocks_text_video_video_position" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum_pages_blocks_text_video_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_text_video_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_image_ratio" AS ENUM('3-2', '16-9', '25-9', '42-10');
  CREATE TYPE "public"."enum_pages_blocks_image_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_image_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_icon_text_icon" AS ENUM('close', 'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down', 'plus', 'minus', 'search', 'calendar', 'play', 'check', 'menu', 'home', 'cart', 'user', 'download', 'external', 'info', 'warning', 'error', 'success', 'sort-asc', 'sort-desc', 'sort-none', 'filter', 'heart', 'oil');
  CREATE TYPE "public"."enum_pages_blocks_icon_text_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_icon_text_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_video_play_button_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_video_embed_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_sponsoring_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_icon_list_items_icon" AS ENUM('close', 'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down', 'plus', 'minus', 'search', 'calendar', 'play', 'check', 'menu', 'home', 'cart', 'user', 'download', 'external', 'info', 'warning', 'error', 'success', 'sort-asc', 'sort-desc', 'sort-none', 'filter', 'heart', 'oil');
  CREATE TYPE "public"."enum_pages_blocks_icon_list_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_icon_list_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_hotspot_image_hotspots_type" AS ENUM('product', 'other');
  CREATE TYPE "public"."enum_pages_blocks_file_list_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_file_list_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_two_column_teaser_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_iframe_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_oil_finder_tile_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('content', 'sponsoringOverview', 'sponsoringDetail', 'tribology', 'footer');
  CREATE TYPE "public"."enum__pages_v_blocks_news_teasers_variant" AS ENUM('news', 'product');
  CREATE TYPE "public"."enum__pages_v_blocks_news_teasers_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_teaser_tiles_variant" AS ENUM('default', 'button', 'link-and-button');
  CREATE TYPE "public"."enum__pages_v_blocks_teaser_tiles_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_history_slider_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum__pages_v_blocks_quote_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum__pages_v_blocks_campaign_banner_banners_background_type" AS ENUM('default', 'full-width');
  CREATE TYPE "public"."enum__pages_v_blocks_campaign_banner_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum__pages_v_blocks_product_teaser_list_columns" AS ENUM('3', '4', '5', '6');
  CREATE TYPE "public"."enum__pages_v_blocks_product_teaser_list_navigation_color" AS ENUM('white', 'primary');
  CREATE TYPE "public"."enum__pages_v_blocks_product_teaser_list_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_faq_widget_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_contact_teaser_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_circular_navigation_items_icon" AS ENUM('close', 'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down', 'plus', 'minus', 'search', 'calendar', 'play', 'check', 'menu', 'home', 'cart', 'user', 'download', 'external', 'info', 'warning', 'error', 'success', 'sort-asc', 'sort-desc', 'sort-none', 'filter', 'heart', 'oil');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_ratio" AS ENUM('2-10', '8-4', '6-6', '4-8', '10-2');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_image_position" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_text_image_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_ratio" AS ENUM('2-10', '8-4', '6-6', '4-8', '10-2');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_video_position" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_text_video_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_image_ratio" AS ENUM('3-2', '16-9', '25-9', '42-10');
  CREATE TYPE "public"."enum__pages_v_blocks_image_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_image_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_text_icon" AS ENUM('close', 'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down', 'plus', 'minus', 'search', 'calendar', 'play', 'check', 'menu', 'home', 'cart', 'user', 'download', 'external', 'info', 'warning', 'error', 'success', 'sort-asc', 'sort-desc', 'sort-none', 'filter', 'heart', 'oil');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_text_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_text_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_video_play_button_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_video_embed_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_sponsoring_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_list_items_icon" AS ENUM('close', 'chevron-left', 'chevron-right', 'chevron-up', 'chevron-down', 'plus', 'minus', 'search', 'calendar', 'play', 'check', 'menu', 'home', 'cart', 'user', 'download', 'external', 'info', 'warning', 'error', 'success', 'sort-asc', 'sort-desc', 'sort-none', 'filter', 'heart', 'oil');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_list_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_icon_list_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_hotspot_image_hotspots_type" AS ENUM('product', 'other');
  CREATE TYPE "public"."enum__pages_v_blocks_file_list_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_file_list_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_two_column_teaser_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_iframe_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_oil_finder_tile_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('content', 'sponsoringOverview', 'sponsoringDetail', 'tribology', 'footer');
  CREATE TABLE "pages_stage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"is_intro" boolean DEFAULT false,
  	"title_intro" varchar,
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"link_text" varchar,
  	"background_image_id" integer,
  	"slider_image_id" integer,
  	"circle_image_id" integer,
  	"thumbnail_id" integer,
  	"alt" varchar
  );
  
  CREATE TABLE "pages_blocks_news_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"variant" "enum_pages_blocks_news_teasers_variant" DEFAULT 'news',
  	"limit" numeric DEFAULT 3,
  	"all_news_link_href" varchar,
  	"all_news_link_text" varchar,
  	"all_news_link_alt" varchar,
  	"all_news_link_new_tab" boolean DEFAULT false,
  	"background" "enum_pages_blocks_news_teasers_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_teaser_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"from_date" timestamp(3) with time zone,
  	"to_date" timestamp(3) with time zone,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_teaser_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"variant" "enum_pages_blocks_teaser_tiles_variant" DEFAULT 'default',
  	"background" "enum_pages_blocks_teaser_tiles_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_history_slider_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_history_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"navigation_color" "enum_pages_blocks_history_slider_navigation_color" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"name" varchar,
  	"job_title" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"navigation_color" "enum_pages_blocks_quote_navigation_color" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_campaign_banner_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"background_image_id" integer,
  	"background_image_mobile_id" integer,
  	"product_image_id" integer,
  	"background_type" "enum_pages_blocks_campaign_banner_banners_background_type" DEFAULT 'default',
  	"trigger_contact_menu" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_campaign_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"navigation_color" "enum_pages_blocks_campaign_banner_navigation_color" DEFAULT 'primary',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_product_teaser_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer
  );
  
  CREATE TABLE "pages_blocks_product_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum_pages_blocks_product_teaser_list_columns" DEFAULT '4',
  	"navigation_color" "enum_pages_blocks_product_teaser_list_navigation_color" DEFAULT 'primary',
  	"background" "enum_pages_blocks_product_teaser_list_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"url" varchar,
  	"button_text" varchar,
  	"image_id" integer,
  	"background" "enum_pages_blocks_faq_widget_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_teaser_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"footer_text" varchar,
  	"phone_link_value" varchar,
  	"phone_link_label" varchar,
  	"background" "enum_pages_blocks_contact_teaser_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_circular_navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_pages_blocks_circular_navigation_items_icon" DEFAULT 'oil',
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_circular_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"center_text" varchar,
  	"center_image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"image_id" integer,
  	"ratio" "enum_pages_blocks_text_image_ratio" DEFAULT '6-6',
  	"image_position" "enum_pages_blocks_text_image_image_position" DEFAULT 'right',
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"width" "enum_pages_blocks_text_image_width" DEFAULT 'default',
  	"background" "enum_pages_blocks_text_image_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"video_title" varchar,
  	"video_url" varchar,
  	"youtube_id" varchar,
  	"poster_id" integer,
  	"ratio" "enum_pages_blocks_text_video_ratio" DEFAULT '6-6',
  	"video_position" "enum_pages_blocks_text_video_video_position" DEFAULT 'right',
  	"width" "enum_pages_blocks_text_video_width" DEFAULT 'default',
  	"background" "enum_pages_blocks_text_video_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"ratio" "enum_pages_blocks_image_ratio" DEFAULT '16-9',
  	"caption" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"width" "enum_pages_blocks_image_width" DEFAULT 'default',
  	"background" "enum_pages_blocks_image_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_icon_text_icon" DEFAULT 'oil',
  	"title" varchar,
  	"text" varchar,
  	"width" "enum_pages_blocks_icon_text_width" DEFAULT 'default',
  	"background" "enum_pages_blocks_icon_text_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_parallax_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_magazine_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"small" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_play_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_title" varchar,
  	"video_url" varchar,
  	"poster_id" integer,
  	"width" "enum_pages_blocks_video_play_button_width" DEFAULT 'default',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"video_title" varchar,
  	"youtube_id" varchar,
  	"poster_id" integer,
  	"width" "enum_pages_blocks_video_embed_width" DEFAULT 'default',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_sponsoring_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"category" varchar,
  	"image_id" integer,
  	"logo_id" integer,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_sponsoring" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"background" "enum_pages_blocks_sponsoring_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_icon_list_items_icon" DEFAULT 'oil',
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_icon_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum_pages_blocks_icon_list_width" DEFAULT 'default',
  	"background" "enum_pages_blocks_icon_list_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_hotspot_image_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"top" numeric,
  	"left" numeric,
  	"type" "enum_pages_blocks_hotspot_image_hotspots_type" DEFAULT 'other',
  	"title" varchar,
  	"alternative_title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"product_id" integer,
  	"product_tags" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "pages_blocks_hotspot_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_file_list_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"name" varchar
  );
  
  CREATE TABLE "pages_blocks_file_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum_pages_blocks_file_list_width" DEFAULT 'default',
  	"background" "enum_pages_blocks_file_list_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_two_column_teaser_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "pages_blocks_two_column_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"background" "enum_pages_blocks_two_column_teaser_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"height" numeric DEFAULT 600,
  	"width" "enum_pages_blocks_iframe_width" DEFAULT 'default',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_oil_finder_tile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"image_id" integer,
  	"background" "enum_pages_blocks_oil_finder_tile_background" DEFAULT 'white',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_tribologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"term" varchar,
  	"text" varchar,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"news_id" integer
  );
  
  CREATE TABLE "_pages_v_version_stage" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_intro" boolean DEFAULT false,
  	"title_intro" varchar,
  	"title" varchar,
  	"text" varchar,
  	"url" varchar,
  	"link_text" varchar,
  	"background_image_id" integer,
  	"slider_image_id" integer,
  	"circle_image_id" integer,
  	"thumbnail_id" integer,
  	"alt" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_news_teasers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"variant" "enum__pages_v_blocks_news_teasers_variant" DEFAULT 'news',
  	"limit" numeric DEFAULT 3,
  	"all_news_link_href" varchar,
  	"all_news_link_text" varchar,
  	"all_news_link_alt" varchar,
  	"all_news_link_new_tab" boolean DEFAULT false,
  	"background" "enum__pages_v_blocks_news_teasers_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"label" varchar,
  	"from_date" timestamp(3) with time zone,
  	"to_date" timestamp(3) with time zone,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_teaser_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"variant" "enum__pages_v_blocks_teaser_tiles_variant" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_teaser_tiles_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_history_slider_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar,
  	"title" varchar,
  	"text" jsonb,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_history_slider" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"navigation_color" "enum__pages_v_blocks_history_slider_navigation_color" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote_quotes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"name" varchar,
  	"job_title" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"navigation_color" "enum__pages_v_blocks_quote_navigation_color" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_campaign_banner_banners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"background_image_id" integer,
  	"background_image_mobile_id" integer,
  	"product_image_id" integer,
  	"background_type" "enum__pages_v_blocks_campaign_banner_banners_background_type" DEFAULT 'default',
  	"trigger_contact_menu" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_campaign_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"navigation_color" "enum__pages_v_blocks_campaign_banner_navigation_color" DEFAULT 'primary',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_teaser_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_product_teaser_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"columns" "enum__pages_v_blocks_product_teaser_list_columns" DEFAULT '4',
  	"navigation_color" "enum__pages_v_blocks_product_teaser_list_navigation_color" DEFAULT 'primary',
  	"background" "enum__pages_v_blocks_product_teaser_list_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_widget" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"description" varchar,
  	"url" varchar,
  	"button_text" varchar,
  	"image_id" integer,
  	"background" "enum__pages_v_blocks_faq_widget_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_teaser_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"image_id" integer,
  	"mobile_image_id" integer,
  	"footer_text" varchar,
  	"phone_link_value" varchar,
  	"phone_link_label" varchar,
  	"background" "enum__pages_v_blocks_contact_teaser_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_circular_navigation_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__pages_v_blocks_circular_navigation_items_icon" DEFAULT 'oil',
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_circular_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"center_text" varchar,
  	"center_image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"image_id" integer,
  	"ratio" "enum__pages_v_blocks_text_image_ratio" DEFAULT '6-6',
  	"image_position" "enum__pages_v_blocks_text_image_image_position" DEFAULT 'right',
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"width" "enum__pages_v_blocks_text_image_width" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_text_image_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_video" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"video_title" varchar,
  	"video_url" varchar,
  	"youtube_id" varchar,
  	"poster_id" integer,
  	"ratio" "enum__pages_v_blocks_text_video_ratio" DEFAULT '6-6',
  	"video_position" "enum__pages_v_blocks_text_video_video_position" DEFAULT 'right',
  	"width" "enum__pages_v_blocks_text_video_width" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_text_video_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"ratio" "enum__pages_v_blocks_image_ratio" DEFAULT '16-9',
  	"caption" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"width" "enum__pages_v_blocks_image_width" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_image_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_icon_text_icon" DEFAULT 'oil',
  	"title" varchar,
  	"text" varchar,
  	"width" "enum__pages_v_blocks_icon_text_width" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_icon_text_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_parallax_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"title" varchar,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_magazine_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"small" boolean DEFAULT false,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_play_button" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_title" varchar,
  	"video_url" varchar,
  	"poster_id" integer,
  	"width" "enum__pages_v_blocks_video_play_button_width" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_video_embed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"video_title" varchar,
  	"youtube_id" varchar,
  	"poster_id" integer,
  	"width" "enum__pages_v_blocks_video_embed_width" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sponsoring_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"category" varchar,
  	"image_id" integer,
  	"logo_id" integer,
  	"text" varchar,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_sponsoring" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"intro" varchar,
  	"background" "enum__pages_v_blocks_sponsoring_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_list_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_icon_list_items_icon" DEFAULT 'oil',
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_icon_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum__pages_v_blocks_icon_list_width" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_icon_list_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotspot_image_hotspots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"top" numeric,
  	"left" numeric,
  	"type" "enum__pages_v_blocks_hotspot_image_hotspots_type" DEFAULT 'other',
  	"title" varchar,
  	"alternative_title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"product_id" integer,
  	"product_tags" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hotspot_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_list_files" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_file_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum__pages_v_blocks_file_list_width" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_file_list_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_two_column_teaser_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"link_href" varchar,
  	"link_text" varchar,
  	"link_alt" varchar,
  	"link_new_tab" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_two_column_teaser" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"background" "enum__pages_v_blocks_two_column_teaser_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_iframe" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"url" varchar,
  	"height" numeric DEFAULT 600,
  	"width" "enum__pages_v_blocks_iframe_width" DEFAULT 'default',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_oil_finder_tile" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_text" varchar,
  	"image_id" integer,
  	"background" "enum__pages_v_blocks_oil_finder_tile_background" DEFAULT 'white',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_version_tribologies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"term" varchar,
  	"text" varchar,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"news_id" integer
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"product_number" varchar NOT NULL,
  	"image_id" integer,
  	"product_line_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"subtitle" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"date" timestamp(3) with time zone NOT NULL,
  	"image_id" integer,
  	"link" varchar,
  	"is_fallback" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"subtitle" varchar,
  	"text" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_topics_id" integer
  );
  
  CREATE TABLE "news_topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_topics_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "pages" ADD COLUMN "page_type" "enum_pages_page_type" DEFAULT 'content';
  ALTER TABLE "pages" ADD COLUMN "show_back_link" boolean DEFAULT true;
  ALTER TABLE "pages" ADD COLUMN "teaser_image_id" integer;
  ALTER TABLE "pages_locales" ADD COLUMN "teaser_text" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "news_tiles_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "news_tiles_all_news_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "news_tiles_all_news_url" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "oil_finder_tile_title" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "oil_finder_tile_text" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "oil_finder_tile_button_text" varchar;
  ALTER TABLE "pages_locales" ADD COLUMN "oil_finder_tile_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_page_type" "enum__pages_v_version_page_type" DEFAULT 'content';
  ALTER TABLE "_pages_v" ADD COLUMN "version_show_back_link" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "version_teaser_image_id" integer;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_teaser_text" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_news_tiles_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_news_tiles_all_news_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_news_tiles_all_news_url" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_oil_finder_tile_title" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_oil_finder_tile_text" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_oil_finder_tile_button_text" varchar;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_oil_finder_tile_image_id" integer;
  ALTER TABLE "media_locales" ADD COLUMN "caption" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "products_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "news_topics_id" integer;
  ALTER TABLE "pages_stage" ADD CONSTRAINT "pages_stage_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_stage" ADD CONSTRAINT "pages_stage_slider_image_id_media_id_fk" FOREIGN KEY ("slider_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_stage" ADD CONSTRAINT "pages_stage_circle_image_id_media_id_fk" FOREIGN KEY ("circle_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_stage" ADD CONSTRAINT "pages_stage_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_stage" ADD CONSTRAINT "pages_stage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_news_teasers" ADD CONSTRAINT "pages_blocks_news_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_tiles_tiles" ADD CONSTRAINT "pages_blocks_teaser_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_tiles_tiles" ADD CONSTRAINT "pages_blocks_teaser_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_teaser_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_teaser_tiles" ADD CONSTRAINT "pages_blocks_teaser_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_history_slider_entries" ADD CONSTRAINT "pages_blocks_history_slider_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_history_slider_entries" ADD CONSTRAINT "pages_blocks_history_slider_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_history_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_history_slider" ADD CONSTRAINT "pages_blocks_history_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_quotes" ADD CONSTRAINT "pages_blocks_quote_quotes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote_quotes" ADD CONSTRAINT "pages_blocks_quote_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign_banner_banners" ADD CONSTRAINT "pages_blocks_campaign_banner_banners_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign_banner_banners" ADD CONSTRAINT "pages_blocks_campaign_banner_banners_background_image_mobile_id_media_id_fk" FOREIGN KEY ("background_image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign_banner_banners" ADD CONSTRAINT "pages_blocks_campaign_banner_banners_product_image_id_media_id_fk" FOREIGN KEY ("product_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign_banner_banners" ADD CONSTRAINT "pages_blocks_campaign_banner_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_campaign_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_campaign_banner" ADD CONSTRAINT "pages_blocks_campaign_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_teaser_list_items" ADD CONSTRAINT "pages_blocks_product_teaser_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_teaser_list_items" ADD CONSTRAINT "pages_blocks_product_teaser_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_product_teaser_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_product_teaser_list" ADD CONSTRAINT "pages_blocks_product_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_widget" ADD CONSTRAINT "pages_blocks_faq_widget_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_widget" ADD CONSTRAINT "pages_blocks_faq_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_teaser_items" ADD CONSTRAINT "pages_blocks_contact_teaser_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_contact_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_teaser" ADD CONSTRAINT "pages_blocks_contact_teaser_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_teaser" ADD CONSTRAINT "pages_blocks_contact_teaser_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_teaser" ADD CONSTRAINT "pages_blocks_contact_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_circular_navigation_items" ADD CONSTRAINT "pages_blocks_circular_navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_circular_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_circular_navigation" ADD CONSTRAINT "pages_blocks_circular_navigation_center_image_id_media_id_fk" FOREIGN KEY ("center_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_circular_navigation" ADD CONSTRAINT "pages_blocks_circular_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image" ADD CONSTRAINT "pages_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_image" ADD CONSTRAINT "pages_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video" ADD CONSTRAINT "pages_blocks_text_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_video" ADD CONSTRAINT "pages_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_text" ADD CONSTRAINT "pages_blocks_icon_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_parallax_image" ADD CONSTRAINT "pages_blocks_parallax_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_parallax_image" ADD CONSTRAINT "pages_blocks_parallax_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_magazine_embed" ADD CONSTRAINT "pages_blocks_magazine_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_play_button" ADD CONSTRAINT "pages_blocks_video_play_button_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_play_button" ADD CONSTRAINT "pages_blocks_video_play_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_video_embed" ADD CONSTRAINT "pages_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sponsoring_partners" ADD CONSTRAINT "pages_blocks_sponsoring_partners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sponsoring_partners" ADD CONSTRAINT "pages_blocks_sponsoring_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_sponsoring_partners" ADD CONSTRAINT "pages_blocks_sponsoring_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_sponsoring"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_sponsoring" ADD CONSTRAINT "pages_blocks_sponsoring_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_list_items" ADD CONSTRAINT "pages_blocks_icon_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_icon_list" ADD CONSTRAINT "pages_blocks_icon_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotspot_image_hotspots" ADD CONSTRAINT "pages_blocks_hotspot_image_hotspots_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotspot_image_hotspots" ADD CONSTRAINT "pages_blocks_hotspot_image_hotspots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotspot_image_hotspots" ADD CONSTRAINT "pages_blocks_hotspot_image_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hotspot_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotspot_image" ADD CONSTRAINT "pages_blocks_hotspot_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hotspot_image" ADD CONSTRAINT "pages_blocks_hotspot_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list_files" ADD CONSTRAINT "pages_blocks_file_list_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list_files" ADD CONSTRAINT "pages_blocks_file_list_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_file_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_file_list" ADD CONSTRAINT "pages_blocks_file_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_teaser_columns" ADD CONSTRAINT "pages_blocks_two_column_teaser_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_teaser_columns" ADD CONSTRAINT "pages_blocks_two_column_teaser_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_two_column_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_two_column_teaser" ADD CONSTRAINT "pages_blocks_two_column_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_iframe" ADD CONSTRAINT "pages_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_oil_finder_tile" ADD CONSTRAINT "pages_blocks_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_oil_finder_tile" ADD CONSTRAINT "pages_blocks_oil_finder_tile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_tribologies" ADD CONSTRAINT "pages_tribologies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_tribologies" ADD CONSTRAINT "pages_tribologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_stage" ADD CONSTRAINT "_pages_v_version_stage_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_stage" ADD CONSTRAINT "_pages_v_version_stage_slider_image_id_media_id_fk" FOREIGN KEY ("slider_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_stage" ADD CONSTRAINT "_pages_v_version_stage_circle_image_id_media_id_fk" FOREIGN KEY ("circle_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_stage" ADD CONSTRAINT "_pages_v_version_stage_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_stage" ADD CONSTRAINT "_pages_v_version_stage_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_news_teasers" ADD CONSTRAINT "_pages_v_blocks_news_teasers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_teaser_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_tiles_tiles" ADD CONSTRAINT "_pages_v_blocks_teaser_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_teaser_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_teaser_tiles" ADD CONSTRAINT "_pages_v_blocks_teaser_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_history_slider_entries" ADD CONSTRAINT "_pages_v_blocks_history_slider_entries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_history_slider_entries" ADD CONSTRAINT "_pages_v_blocks_history_slider_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_history_slider"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_history_slider" ADD CONSTRAINT "_pages_v_blocks_history_slider_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_quotes" ADD CONSTRAINT "_pages_v_blocks_quote_quotes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote_quotes" ADD CONSTRAINT "_pages_v_blocks_quote_quotes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quote"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign_banner_banners" ADD CONSTRAINT "_pages_v_blocks_campaign_banner_banners_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign_banner_banners" ADD CONSTRAINT "_pages_v_blocks_campaign_banner_banners_background_image_mobile_id_media_id_fk" FOREIGN KEY ("background_image_mobile_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign_banner_banners" ADD CONSTRAINT "_pages_v_blocks_campaign_banner_banners_product_image_id_media_id_fk" FOREIGN KEY ("product_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign_banner_banners" ADD CONSTRAINT "_pages_v_blocks_campaign_banner_banners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_campaign_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_campaign_banner" ADD CONSTRAINT "_pages_v_blocks_campaign_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_teaser_list_items" ADD CONSTRAINT "_pages_v_blocks_product_teaser_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_teaser_list_items" ADD CONSTRAINT "_pages_v_blocks_product_teaser_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_product_teaser_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_product_teaser_list" ADD CONSTRAINT "_pages_v_blocks_product_teaser_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_widget" ADD CONSTRAINT "_pages_v_blocks_faq_widget_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_widget" ADD CONSTRAINT "_pages_v_blocks_faq_widget_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_teaser_items" ADD CONSTRAINT "_pages_v_blocks_contact_teaser_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_contact_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_teaser" ADD CONSTRAINT "_pages_v_blocks_contact_teaser_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_teaser" ADD CONSTRAINT "_pages_v_blocks_contact_teaser_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_teaser" ADD CONSTRAINT "_pages_v_blocks_contact_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_circular_navigation_items" ADD CONSTRAINT "_pages_v_blocks_circular_navigation_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_circular_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_circular_navigation" ADD CONSTRAINT "_pages_v_blocks_circular_navigation_center_image_id_media_id_fk" FOREIGN KEY ("center_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_circular_navigation" ADD CONSTRAINT "_pages_v_blocks_circular_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image" ADD CONSTRAINT "_pages_v_blocks_text_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_image" ADD CONSTRAINT "_pages_v_blocks_text_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video" ADD CONSTRAINT "_pages_v_blocks_text_video_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_video" ADD CONSTRAINT "_pages_v_blocks_text_video_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_text" ADD CONSTRAINT "_pages_v_blocks_icon_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_parallax_image" ADD CONSTRAINT "_pages_v_blocks_parallax_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_parallax_image" ADD CONSTRAINT "_pages_v_blocks_parallax_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_magazine_embed" ADD CONSTRAINT "_pages_v_blocks_magazine_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_play_button" ADD CONSTRAINT "_pages_v_blocks_video_play_button_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_play_button" ADD CONSTRAINT "_pages_v_blocks_video_play_button_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_poster_id_media_id_fk" FOREIGN KEY ("poster_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_video_embed" ADD CONSTRAINT "_pages_v_blocks_video_embed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsoring_partners" ADD CONSTRAINT "_pages_v_blocks_sponsoring_partners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsoring_partners" ADD CONSTRAINT "_pages_v_blocks_sponsoring_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsoring_partners" ADD CONSTRAINT "_pages_v_blocks_sponsoring_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_sponsoring"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_sponsoring" ADD CONSTRAINT "_pages_v_blocks_sponsoring_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_list_items" ADD CONSTRAINT "_pages_v_blocks_icon_list_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_icon_list" ADD CONSTRAINT "_pages_v_blocks_icon_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspot_image_hotspots" ADD CONSTRAINT "_pages_v_blocks_hotspot_image_hotspots_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspot_image_hotspots" ADD CONSTRAINT "_pages_v_blocks_hotspot_image_hotspots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspot_image_hotspots" ADD CONSTRAINT "_pages_v_blocks_hotspot_image_hotspots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hotspot_image"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspot_image" ADD CONSTRAINT "_pages_v_blocks_hotspot_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hotspot_image" ADD CONSTRAINT "_pages_v_blocks_hotspot_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list_files" ADD CONSTRAINT "_pages_v_blocks_file_list_files_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list_files" ADD CONSTRAINT "_pages_v_blocks_file_list_files_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_file_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_file_list" ADD CONSTRAINT "_pages_v_blocks_file_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_teaser_columns" ADD CONSTRAINT "_pages_v_blocks_two_column_teaser_columns_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_teaser_columns" ADD CONSTRAINT "_pages_v_blocks_two_column_teaser_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_two_column_teaser"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_two_column_teaser" ADD CONSTRAINT "_pages_v_blocks_two_column_teaser_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_iframe" ADD CONSTRAINT "_pages_v_blocks_iframe_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_oil_finder_tile" ADD CONSTRAINT "_pages_v_blocks_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_oil_finder_tile" ADD CONSTRAINT "_pages_v_blocks_oil_finder_tile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tribologies" ADD CONSTRAINT "_pages_v_version_tribologies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tribologies" ADD CONSTRAINT "_pages_v_version_tribologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_topics_fk" FOREIGN KEY ("news_topics_id") REFERENCES "public"."news_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_topics" ADD CONSTRAINT "news_topics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_topics_locales" ADD CONSTRAINT "news_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_stage_order_idx" ON "pages_stage" USING btree ("_order");
  CREATE INDEX "pages_stage_parent_id_idx" ON "pages_stage" USING btree ("_parent_id");
  CREATE INDEX "pages_stage_locale_idx" ON "pages_stage" USING btree ("_locale");
  CREATE INDEX "pages_stage_background_image_idx" ON "pages_stage" USING btree ("background_image_id");
  CREATE INDEX "pages_stage_slider_image_idx" ON "pages_stage" USING btree ("slider_image_id");
  CREATE INDEX "pages_stage_circle_image_idx" ON "pages_stage" USING btree ("circle_image_id");
  CREATE INDEX "pages_stage_thumbnail_idx" ON "pages_stage" USING btree ("thumbnail_id");
  CREATE INDEX "pages_blocks_news_teasers_order_idx" ON "pages_blocks_news_teasers" USING btree ("_order");
  CREATE INDEX "pages_blocks_news_teasers_parent_id_idx" ON "pages_blocks_news_teasers" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_news_teasers_path_idx" ON "pages_blocks_news_teasers" USING btree ("_path");
  CREATE INDEX "pages_blocks_news_teasers_locale_idx" ON "pages_blocks_news_teasers" USING btree ("_locale");
  CREATE INDEX "pages_blocks_teaser_tiles_tiles_order_idx" ON "pages_blocks_teaser_tiles_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_tiles_tiles_parent_id_idx" ON "pages_blocks_teaser_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_tiles_tiles_locale_idx" ON "pages_blocks_teaser_tiles_tiles" USING btree ("_locale");
  CREATE INDEX "pages_blocks_teaser_tiles_tiles_image_idx" ON "pages_blocks_teaser_tiles_tiles" USING btree ("image_id");
  CREATE INDEX "pages_blocks_teaser_tiles_order_idx" ON "pages_blocks_teaser_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_teaser_tiles_parent_id_idx" ON "pages_blocks_teaser_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_teaser_tiles_path_idx" ON "pages_blocks_teaser_tiles" USING btree ("_path");
  CREATE INDEX "pages_blocks_teaser_tiles_locale_idx" ON "pages_blocks_teaser_tiles" USING btree ("_locale");
  CREATE INDEX "pages_blocks_history_slider_entries_order_idx" ON "pages_blocks_history_slider_entries" USING btree ("_order");
  CREATE INDEX "pages_blocks_history_slider_entries_parent_id_idx" ON "pages_blocks_history_slider_entries" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_history_slider_entries_locale_idx" ON "pages_blocks_history_slider_entries" USING btree ("_locale");
  CREATE INDEX "pages_blocks_history_slider_entries_image_idx" ON "pages_blocks_history_slider_entries" USING btree ("image_id");
  CREATE INDEX "pages_blocks_history_slider_order_idx" ON "pages_blocks_history_slider" USING btree ("_order");
  CREATE INDEX "pages_blocks_history_slider_parent_id_idx" ON "pages_blocks_history_slider" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_history_slider_path_idx" ON "pages_blocks_history_slider" USING btree ("_path");
  CREATE INDEX "pages_blocks_history_slider_locale_idx" ON "pages_blocks_history_slider" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_quotes_order_idx" ON "pages_blocks_quote_quotes" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_quotes_parent_id_idx" ON "pages_blocks_quote_quotes" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_quotes_locale_idx" ON "pages_blocks_quote_quotes" USING btree ("_locale");
  CREATE INDEX "pages_blocks_quote_quotes_image_idx" ON "pages_blocks_quote_quotes" USING btree ("image_id");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "pages_blocks_quote_locale_idx" ON "pages_blocks_quote" USING btree ("_locale");
  CREATE INDEX "pages_blocks_campaign_banner_banners_order_idx" ON "pages_blocks_campaign_banner_banners" USING btree ("_order");
  CREATE INDEX "pages_blocks_campaign_banner_banners_parent_id_idx" ON "pages_blocks_campaign_banner_banners" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_campaign_banner_banners_locale_idx" ON "pages_blocks_campaign_banner_banners" USING btree ("_locale");
  CREATE INDEX "pages_blocks_campaign_banner_banners_background_image_idx" ON "pages_blocks_campaign_banner_banners" USING btree ("background_image_id");
  CREATE INDEX "pages_blocks_campaign_banner_banners_background_image_mo_idx" ON "pages_blocks_campaign_banner_banners" USING btree ("background_image_mobile_id");
  CREATE INDEX "pages_blocks_campaign_banner_banners_product_image_idx" ON "pages_blocks_campaign_banner_banners" USING btree ("product_image_id");
  CREATE INDEX "pages_blocks_campaign_banner_order_idx" ON "pages_blocks_campaign_banner" USING btree ("_order");
  CREATE INDEX "pages_blocks_campaign_banner_parent_id_idx" ON "pages_blocks_campaign_banner" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_campaign_banner_path_idx" ON "pages_blocks_campaign_banner" USING btree ("_path");
  CREATE INDEX "pages_blocks_campaign_banner_locale_idx" ON "pages_blocks_campaign_banner" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_teaser_list_items_order_idx" ON "pages_blocks_product_teaser_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_teaser_list_items_parent_id_idx" ON "pages_blocks_product_teaser_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_teaser_list_items_locale_idx" ON "pages_blocks_product_teaser_list_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_product_teaser_list_items_product_idx" ON "pages_blocks_product_teaser_list_items" USING btree ("product_id");
  CREATE INDEX "pages_blocks_product_teaser_list_order_idx" ON "pages_blocks_product_teaser_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_product_teaser_list_parent_id_idx" ON "pages_blocks_product_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_product_teaser_list_path_idx" ON "pages_blocks_product_teaser_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_product_teaser_list_locale_idx" ON "pages_blocks_product_teaser_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_widget_order_idx" ON "pages_blocks_faq_widget" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_widget_parent_id_idx" ON "pages_blocks_faq_widget" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_widget_path_idx" ON "pages_blocks_faq_widget" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_widget_locale_idx" ON "pages_blocks_faq_widget" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_widget_image_idx" ON "pages_blocks_faq_widget" USING btree ("image_id");
  CREATE INDEX "pages_blocks_contact_teaser_items_order_idx" ON "pages_blocks_contact_teaser_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_teaser_items_parent_id_idx" ON "pages_blocks_contact_teaser_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_teaser_items_locale_idx" ON "pages_blocks_contact_teaser_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contact_teaser_order_idx" ON "pages_blocks_contact_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_teaser_parent_id_idx" ON "pages_blocks_contact_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_teaser_path_idx" ON "pages_blocks_contact_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_teaser_locale_idx" ON "pages_blocks_contact_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_contact_teaser_image_idx" ON "pages_blocks_contact_teaser" USING btree ("image_id");
  CREATE INDEX "pages_blocks_contact_teaser_mobile_image_idx" ON "pages_blocks_contact_teaser" USING btree ("mobile_image_id");
  CREATE INDEX "pages_blocks_circular_navigation_items_order_idx" ON "pages_blocks_circular_navigation_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_circular_navigation_items_parent_id_idx" ON "pages_blocks_circular_navigation_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_circular_navigation_items_locale_idx" ON "pages_blocks_circular_navigation_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_circular_navigation_order_idx" ON "pages_blocks_circular_navigation" USING btree ("_order");
  CREATE INDEX "pages_blocks_circular_navigation_parent_id_idx" ON "pages_blocks_circular_navigation" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_circular_navigation_path_idx" ON "pages_blocks_circular_navigation" USING btree ("_path");
  CREATE INDEX "pages_blocks_circular_navigation_locale_idx" ON "pages_blocks_circular_navigation" USING btree ("_locale");
  CREATE INDEX "pages_blocks_circular_navigation_center_image_idx" ON "pages_blocks_circular_navigation" USING btree ("center_image_id");
  CREATE INDEX "pages_blocks_text_image_order_idx" ON "pages_blocks_text_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_image_parent_id_idx" ON "pages_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_image_path_idx" ON "pages_blocks_text_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_image_locale_idx" ON "pages_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_image_image_idx" ON "pages_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_text_video_order_idx" ON "pages_blocks_text_video" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_video_parent_id_idx" ON "pages_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_video_path_idx" ON "pages_blocks_text_video" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_video_locale_idx" ON "pages_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "pages_blocks_text_video_poster_idx" ON "pages_blocks_text_video" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_locale_idx" ON "pages_blocks_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_icon_text_order_idx" ON "pages_blocks_icon_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_text_parent_id_idx" ON "pages_blocks_icon_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_text_path_idx" ON "pages_blocks_icon_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_icon_text_locale_idx" ON "pages_blocks_icon_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_parallax_image_order_idx" ON "pages_blocks_parallax_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_parallax_image_parent_id_idx" ON "pages_blocks_parallax_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_parallax_image_path_idx" ON "pages_blocks_parallax_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_parallax_image_locale_idx" ON "pages_blocks_parallax_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_parallax_image_image_idx" ON "pages_blocks_parallax_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_magazine_embed_order_idx" ON "pages_blocks_magazine_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_magazine_embed_parent_id_idx" ON "pages_blocks_magazine_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_magazine_embed_path_idx" ON "pages_blocks_magazine_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_magazine_embed_locale_idx" ON "pages_blocks_magazine_embed" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_play_button_order_idx" ON "pages_blocks_video_play_button" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_play_button_parent_id_idx" ON "pages_blocks_video_play_button" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_play_button_path_idx" ON "pages_blocks_video_play_button" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_play_button_locale_idx" ON "pages_blocks_video_play_button" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_play_button_poster_idx" ON "pages_blocks_video_play_button" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_video_embed_order_idx" ON "pages_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "pages_blocks_video_embed_parent_id_idx" ON "pages_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_video_embed_path_idx" ON "pages_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "pages_blocks_video_embed_locale_idx" ON "pages_blocks_video_embed" USING btree ("_locale");
  CREATE INDEX "pages_blocks_video_embed_poster_idx" ON "pages_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "pages_blocks_sponsoring_partners_order_idx" ON "pages_blocks_sponsoring_partners" USING btree ("_order");
  CREATE INDEX "pages_blocks_sponsoring_partners_parent_id_idx" ON "pages_blocks_sponsoring_partners" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sponsoring_partners_locale_idx" ON "pages_blocks_sponsoring_partners" USING btree ("_locale");
  CREATE INDEX "pages_blocks_sponsoring_partners_image_idx" ON "pages_blocks_sponsoring_partners" USING btree ("image_id");
  CREATE INDEX "pages_blocks_sponsoring_partners_logo_idx" ON "pages_blocks_sponsoring_partners" USING btree ("logo_id");
  CREATE INDEX "pages_blocks_sponsoring_order_idx" ON "pages_blocks_sponsoring" USING btree ("_order");
  CREATE INDEX "pages_blocks_sponsoring_parent_id_idx" ON "pages_blocks_sponsoring" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_sponsoring_path_idx" ON "pages_blocks_sponsoring" USING btree ("_path");
  CREATE INDEX "pages_blocks_sponsoring_locale_idx" ON "pages_blocks_sponsoring" USING btree ("_locale");
  CREATE INDEX "pages_blocks_icon_list_items_order_idx" ON "pages_blocks_icon_list_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_list_items_parent_id_idx" ON "pages_blocks_icon_list_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_list_items_locale_idx" ON "pages_blocks_icon_list_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_icon_list_order_idx" ON "pages_blocks_icon_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_icon_list_parent_id_idx" ON "pages_blocks_icon_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_icon_list_path_idx" ON "pages_blocks_icon_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_icon_list_locale_idx" ON "pages_blocks_icon_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hotspot_image_hotspots_order_idx" ON "pages_blocks_hotspot_image_hotspots" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotspot_image_hotspots_parent_id_idx" ON "pages_blocks_hotspot_image_hotspots" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotspot_image_hotspots_locale_idx" ON "pages_blocks_hotspot_image_hotspots" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hotspot_image_hotspots_image_idx" ON "pages_blocks_hotspot_image_hotspots" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hotspot_image_hotspots_product_idx" ON "pages_blocks_hotspot_image_hotspots" USING btree ("product_id");
  CREATE INDEX "pages_blocks_hotspot_image_order_idx" ON "pages_blocks_hotspot_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_hotspot_image_parent_id_idx" ON "pages_blocks_hotspot_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hotspot_image_path_idx" ON "pages_blocks_hotspot_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_hotspot_image_locale_idx" ON "pages_blocks_hotspot_image" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hotspot_image_image_idx" ON "pages_blocks_hotspot_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_file_list_files_order_idx" ON "pages_blocks_file_list_files" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_list_files_parent_id_idx" ON "pages_blocks_file_list_files" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_list_files_locale_idx" ON "pages_blocks_file_list_files" USING btree ("_locale");
  CREATE INDEX "pages_blocks_file_list_files_file_idx" ON "pages_blocks_file_list_files" USING btree ("file_id");
  CREATE INDEX "pages_blocks_file_list_order_idx" ON "pages_blocks_file_list" USING btree ("_order");
  CREATE INDEX "pages_blocks_file_list_parent_id_idx" ON "pages_blocks_file_list" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_file_list_path_idx" ON "pages_blocks_file_list" USING btree ("_path");
  CREATE INDEX "pages_blocks_file_list_locale_idx" ON "pages_blocks_file_list" USING btree ("_locale");
  CREATE INDEX "pages_blocks_two_column_teaser_columns_order_idx" ON "pages_blocks_two_column_teaser_columns" USING btree ("_order");
  CREATE INDEX "pages_blocks_two_column_teaser_columns_parent_id_idx" ON "pages_blocks_two_column_teaser_columns" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_two_column_teaser_columns_locale_idx" ON "pages_blocks_two_column_teaser_columns" USING btree ("_locale");
  CREATE INDEX "pages_blocks_two_column_teaser_columns_image_idx" ON "pages_blocks_two_column_teaser_columns" USING btree ("image_id");
  CREATE INDEX "pages_blocks_two_column_teaser_order_idx" ON "pages_blocks_two_column_teaser" USING btree ("_order");
  CREATE INDEX "pages_blocks_two_column_teaser_parent_id_idx" ON "pages_blocks_two_column_teaser" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_two_column_teaser_path_idx" ON "pages_blocks_two_column_teaser" USING btree ("_path");
  CREATE INDEX "pages_blocks_two_column_teaser_locale_idx" ON "pages_blocks_two_column_teaser" USING btree ("_locale");
  CREATE INDEX "pages_blocks_iframe_order_idx" ON "pages_blocks_iframe" USING btree ("_order");
  CREATE INDEX "pages_blocks_iframe_parent_id_idx" ON "pages_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_iframe_path_idx" ON "pages_blocks_iframe" USING btree ("_path");
  CREATE INDEX "pages_blocks_iframe_locale_idx" ON "pages_blocks_iframe" USING btree ("_locale");
  CREATE INDEX "pages_blocks_oil_finder_tile_order_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_order");
  CREATE INDEX "pages_blocks_oil_finder_tile_parent_id_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_oil_finder_tile_path_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_path");
  CREATE INDEX "pages_blocks_oil_finder_tile_locale_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_locale");
  CREATE INDEX "pages_blocks_oil_finder_tile_image_idx" ON "pages_blocks_oil_finder_tile" USING btree ("image_id");
  CREATE INDEX "pages_tribologies_order_idx" ON "pages_tribologies" USING btree ("_order");
  CREATE INDEX "pages_tribologies_parent_id_idx" ON "pages_tribologies" USING btree ("_parent_id");
  CREATE INDEX "pages_tribologies_locale_idx" ON "pages_tribologies" USING btree ("_locale");
  CREATE INDEX "pages_tribologies_image_idx" ON "pages_tribologies" USING btree ("image_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_news_id_idx" ON "pages_rels" USING btree ("news_id","locale");
  CREATE INDEX "_pages_v_version_stage_order_idx" ON "_pages_v_version_stage" USING btree ("_order");
  CREATE INDEX "_pages_v_version_stage_parent_id_idx" ON "_pages_v_version_stage" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_stage_locale_idx" ON "_pages_v_version_stage" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_stage_background_image_idx" ON "_pages_v_version_stage" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_version_stage_slider_image_idx" ON "_pages_v_version_stage" USING btree ("slider_image_id");
  CREATE INDEX "_pages_v_version_stage_circle_image_idx" ON "_pages_v_version_stage" USING btree ("circle_image_id");
  CREATE INDEX "_pages_v_version_stage_thumbnail_idx" ON "_pages_v_version_stage" USING btree ("thumbnail_id");
  CREATE INDEX "_pages_v_blocks_news_teasers_order_idx" ON "_pages_v_blocks_news_teasers" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_news_teasers_parent_id_idx" ON "_pages_v_blocks_news_teasers" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_news_teasers_path_idx" ON "_pages_v_blocks_news_teasers" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_news_teasers_locale_idx" ON "_pages_v_blocks_news_teasers" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_tiles_order_idx" ON "_pages_v_blocks_teaser_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_tiles_parent_id_idx" ON "_pages_v_blocks_teaser_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_tiles_locale_idx" ON "_pages_v_blocks_teaser_tiles_tiles" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_tiles_image_idx" ON "_pages_v_blocks_teaser_tiles_tiles" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_order_idx" ON "_pages_v_blocks_teaser_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_parent_id_idx" ON "_pages_v_blocks_teaser_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_path_idx" ON "_pages_v_blocks_teaser_tiles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_teaser_tiles_locale_idx" ON "_pages_v_blocks_teaser_tiles" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_history_slider_entries_order_idx" ON "_pages_v_blocks_history_slider_entries" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_history_slider_entries_parent_id_idx" ON "_pages_v_blocks_history_slider_entries" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_history_slider_entries_locale_idx" ON "_pages_v_blocks_history_slider_entries" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_history_slider_entries_image_idx" ON "_pages_v_blocks_history_slider_entries" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_history_slider_order_idx" ON "_pages_v_blocks_history_slider" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_history_slider_parent_id_idx" ON "_pages_v_blocks_history_slider" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_history_slider_path_idx" ON "_pages_v_blocks_history_slider" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_history_slider_locale_idx" ON "_pages_v_blocks_history_slider" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_quotes_order_idx" ON "_pages_v_blocks_quote_quotes" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_quotes_parent_id_idx" ON "_pages_v_blocks_quote_quotes" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_quotes_locale_idx" ON "_pages_v_blocks_quote_quotes" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_quote_quotes_image_idx" ON "_pages_v_blocks_quote_quotes" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_quote_locale_idx" ON "_pages_v_blocks_quote" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_campaign_banner_banners_order_idx" ON "_pages_v_blocks_campaign_banner_banners" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_campaign_banner_banners_parent_id_idx" ON "_pages_v_blocks_campaign_banner_banners" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_campaign_banner_banners_locale_idx" ON "_pages_v_blocks_campaign_banner_banners" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_campaign_banner_banners_background_image_idx" ON "_pages_v_blocks_campaign_banner_banners" USING btree ("background_image_id");
  CREATE INDEX "_pages_v_blocks_campaign_banner_banners_background_ima_1_idx" ON "_pages_v_blocks_campaign_banner_banners" USING btree ("background_image_mobile_id");
  CREATE INDEX "_pages_v_blocks_campaign_banner_banners_product_image_idx" ON "_pages_v_blocks_campaign_banner_banners" USING btree ("product_image_id");
  CREATE INDEX "_pages_v_blocks_campaign_banner_order_idx" ON "_pages_v_blocks_campaign_banner" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_campaign_banner_parent_id_idx" ON "_pages_v_blocks_campaign_banner" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_campaign_banner_path_idx" ON "_pages_v_blocks_campaign_banner" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_campaign_banner_locale_idx" ON "_pages_v_blocks_campaign_banner" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_items_order_idx" ON "_pages_v_blocks_product_teaser_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_items_parent_id_idx" ON "_pages_v_blocks_product_teaser_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_items_locale_idx" ON "_pages_v_blocks_product_teaser_list_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_items_product_idx" ON "_pages_v_blocks_product_teaser_list_items" USING btree ("product_id");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_order_idx" ON "_pages_v_blocks_product_teaser_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_parent_id_idx" ON "_pages_v_blocks_product_teaser_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_path_idx" ON "_pages_v_blocks_product_teaser_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_product_teaser_list_locale_idx" ON "_pages_v_blocks_product_teaser_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_widget_order_idx" ON "_pages_v_blocks_faq_widget" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_widget_parent_id_idx" ON "_pages_v_blocks_faq_widget" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_widget_path_idx" ON "_pages_v_blocks_faq_widget" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_widget_locale_idx" ON "_pages_v_blocks_faq_widget" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_widget_image_idx" ON "_pages_v_blocks_faq_widget" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_contact_teaser_items_order_idx" ON "_pages_v_blocks_contact_teaser_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_teaser_items_parent_id_idx" ON "_pages_v_blocks_contact_teaser_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_teaser_items_locale_idx" ON "_pages_v_blocks_contact_teaser_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contact_teaser_order_idx" ON "_pages_v_blocks_contact_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_teaser_parent_id_idx" ON "_pages_v_blocks_contact_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_teaser_path_idx" ON "_pages_v_blocks_contact_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_teaser_locale_idx" ON "_pages_v_blocks_contact_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_contact_teaser_image_idx" ON "_pages_v_blocks_contact_teaser" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_contact_teaser_mobile_image_idx" ON "_pages_v_blocks_contact_teaser" USING btree ("mobile_image_id");
  CREATE INDEX "_pages_v_blocks_circular_navigation_items_order_idx" ON "_pages_v_blocks_circular_navigation_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_circular_navigation_items_parent_id_idx" ON "_pages_v_blocks_circular_navigation_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_circular_navigation_items_locale_idx" ON "_pages_v_blocks_circular_navigation_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_circular_navigation_order_idx" ON "_pages_v_blocks_circular_navigation" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_circular_navigation_parent_id_idx" ON "_pages_v_blocks_circular_navigation" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_circular_navigation_path_idx" ON "_pages_v_blocks_circular_navigation" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_circular_navigation_locale_idx" ON "_pages_v_blocks_circular_navigation" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_circular_navigation_center_image_idx" ON "_pages_v_blocks_circular_navigation" USING btree ("center_image_id");
  CREATE INDEX "_pages_v_blocks_text_image_order_idx" ON "_pages_v_blocks_text_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_image_parent_id_idx" ON "_pages_v_blocks_text_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_image_path_idx" ON "_pages_v_blocks_text_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_image_locale_idx" ON "_pages_v_blocks_text_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_image_image_idx" ON "_pages_v_blocks_text_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_text_video_order_idx" ON "_pages_v_blocks_text_video" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_video_parent_id_idx" ON "_pages_v_blocks_text_video" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_video_path_idx" ON "_pages_v_blocks_text_video" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_video_locale_idx" ON "_pages_v_blocks_text_video" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_text_video_poster_idx" ON "_pages_v_blocks_text_video" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_locale_idx" ON "_pages_v_blocks_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_icon_text_order_idx" ON "_pages_v_blocks_icon_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_text_parent_id_idx" ON "_pages_v_blocks_icon_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_text_path_idx" ON "_pages_v_blocks_icon_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_icon_text_locale_idx" ON "_pages_v_blocks_icon_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_parallax_image_order_idx" ON "_pages_v_blocks_parallax_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_parallax_image_parent_id_idx" ON "_pages_v_blocks_parallax_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_parallax_image_path_idx" ON "_pages_v_blocks_parallax_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_parallax_image_locale_idx" ON "_pages_v_blocks_parallax_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_parallax_image_image_idx" ON "_pages_v_blocks_parallax_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_magazine_embed_order_idx" ON "_pages_v_blocks_magazine_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_magazine_embed_parent_id_idx" ON "_pages_v_blocks_magazine_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_magazine_embed_path_idx" ON "_pages_v_blocks_magazine_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_magazine_embed_locale_idx" ON "_pages_v_blocks_magazine_embed" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_play_button_order_idx" ON "_pages_v_blocks_video_play_button" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_play_button_parent_id_idx" ON "_pages_v_blocks_video_play_button" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_play_button_path_idx" ON "_pages_v_blocks_video_play_button" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_play_button_locale_idx" ON "_pages_v_blocks_video_play_button" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_play_button_poster_idx" ON "_pages_v_blocks_video_play_button" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_video_embed_order_idx" ON "_pages_v_blocks_video_embed" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_video_embed_parent_id_idx" ON "_pages_v_blocks_video_embed" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_video_embed_path_idx" ON "_pages_v_blocks_video_embed" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_video_embed_locale_idx" ON "_pages_v_blocks_video_embed" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_video_embed_poster_idx" ON "_pages_v_blocks_video_embed" USING btree ("poster_id");
  CREATE INDEX "_pages_v_blocks_sponsoring_partners_order_idx" ON "_pages_v_blocks_sponsoring_partners" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sponsoring_partners_parent_id_idx" ON "_pages_v_blocks_sponsoring_partners" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sponsoring_partners_locale_idx" ON "_pages_v_blocks_sponsoring_partners" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_sponsoring_partners_image_idx" ON "_pages_v_blocks_sponsoring_partners" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_sponsoring_partners_logo_idx" ON "_pages_v_blocks_sponsoring_partners" USING btree ("logo_id");
  CREATE INDEX "_pages_v_blocks_sponsoring_order_idx" ON "_pages_v_blocks_sponsoring" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_sponsoring_parent_id_idx" ON "_pages_v_blocks_sponsoring" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_sponsoring_path_idx" ON "_pages_v_blocks_sponsoring" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_sponsoring_locale_idx" ON "_pages_v_blocks_sponsoring" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_icon_list_items_order_idx" ON "_pages_v_blocks_icon_list_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_list_items_parent_id_idx" ON "_pages_v_blocks_icon_list_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_list_items_locale_idx" ON "_pages_v_blocks_icon_list_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_icon_list_order_idx" ON "_pages_v_blocks_icon_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_icon_list_parent_id_idx" ON "_pages_v_blocks_icon_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_icon_list_path_idx" ON "_pages_v_blocks_icon_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_icon_list_locale_idx" ON "_pages_v_blocks_icon_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hotspot_image_hotspots_order_idx" ON "_pages_v_blocks_hotspot_image_hotspots" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotspot_image_hotspots_parent_id_idx" ON "_pages_v_blocks_hotspot_image_hotspots" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotspot_image_hotspots_locale_idx" ON "_pages_v_blocks_hotspot_image_hotspots" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hotspot_image_hotspots_image_idx" ON "_pages_v_blocks_hotspot_image_hotspots" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hotspot_image_hotspots_product_idx" ON "_pages_v_blocks_hotspot_image_hotspots" USING btree ("product_id");
  CREATE INDEX "_pages_v_blocks_hotspot_image_order_idx" ON "_pages_v_blocks_hotspot_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hotspot_image_parent_id_idx" ON "_pages_v_blocks_hotspot_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hotspot_image_path_idx" ON "_pages_v_blocks_hotspot_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hotspot_image_locale_idx" ON "_pages_v_blocks_hotspot_image" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hotspot_image_image_idx" ON "_pages_v_blocks_hotspot_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_file_list_files_order_idx" ON "_pages_v_blocks_file_list_files" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_list_files_parent_id_idx" ON "_pages_v_blocks_file_list_files" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_list_files_locale_idx" ON "_pages_v_blocks_file_list_files" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_file_list_files_file_idx" ON "_pages_v_blocks_file_list_files" USING btree ("file_id");
  CREATE INDEX "_pages_v_blocks_file_list_order_idx" ON "_pages_v_blocks_file_list" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_file_list_parent_id_idx" ON "_pages_v_blocks_file_list" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_file_list_path_idx" ON "_pages_v_blocks_file_list" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_file_list_locale_idx" ON "_pages_v_blocks_file_list" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_columns_order_idx" ON "_pages_v_blocks_two_column_teaser_columns" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_columns_parent_id_idx" ON "_pages_v_blocks_two_column_teaser_columns" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_columns_locale_idx" ON "_pages_v_blocks_two_column_teaser_columns" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_columns_image_idx" ON "_pages_v_blocks_two_column_teaser_columns" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_order_idx" ON "_pages_v_blocks_two_column_teaser" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_parent_id_idx" ON "_pages_v_blocks_two_column_teaser" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_path_idx" ON "_pages_v_blocks_two_column_teaser" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_two_column_teaser_locale_idx" ON "_pages_v_blocks_two_column_teaser" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_iframe_order_idx" ON "_pages_v_blocks_iframe" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_iframe_parent_id_idx" ON "_pages_v_blocks_iframe" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_iframe_path_idx" ON "_pages_v_blocks_iframe" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_iframe_locale_idx" ON "_pages_v_blocks_iframe" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_order_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_parent_id_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_path_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_locale_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_image_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("image_id");
  CREATE INDEX "_pages_v_version_tribologies_order_idx" ON "_pages_v_version_tribologies" USING btree ("_order");
  CREATE INDEX "_pages_v_version_tribologies_parent_id_idx" ON "_pages_v_version_tribologies" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_tribologies_locale_idx" ON "_pages_v_version_tribologies" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_tribologies_image_idx" ON "_pages_v_version_tribologies" USING btree ("image_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_news_id_idx" ON "_pages_v_rels" USING btree ("news_id","locale");
  CREATE INDEX "products_tenant_idx" ON "products" USING btree ("tenant_id");
  CREATE INDEX "products_product_number_idx" ON "products" USING btree ("product_number");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_product_line_idx" ON "products" USING btree ("product_line_id");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_tenant_idx" ON "news" USING btree ("tenant_id");
  CREATE INDEX "news_date_idx" ON "news" USING btree ("date");
  CREATE INDEX "news_image_idx" ON "news" USING btree ("image_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news_slug_idx" ON "news_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "news_locales_locale_parent_id_unique" ON "news_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_rels_order_idx" ON "news_rels" USING btree ("order");
  CREATE INDEX "news_rels_parent_idx" ON "news_rels" USING btree ("parent_id");
  CREATE INDEX "news_rels_path_idx" ON "news_rels" USING btree ("path");
  CREATE INDEX "news_rels_news_topics_id_idx" ON "news_rels" USING btree ("news_topics_id");
  CREATE INDEX "news_topics_tenant_idx" ON "news_topics" USING btree ("tenant_id");
  CREATE INDEX "news_topics_updated_at_idx" ON "news_topics" USING btree ("updated_at");
  CREATE INDEX "news_topics_created_at_idx" ON "news_topics" USING btree ("created_at");
  CREATE UNIQUE INDEX "news_topics_locales_locale_parent_id_unique" ON "news_topics_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "pages" ADD CONSTRAINT "pages_teaser_image_id_media_id_fk" FOREIGN KEY ("teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("oil_finder_tile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_teaser_image_id_media_id_fk" FOREIGN KEY ("version_teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("version_oil_finder_tile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_topics_fk" FOREIGN KEY ("news_topics_id") REFERENCES "public"."news_topics"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_teaser_teaser_image_idx" ON "pages" USING btree ("teaser_image_id");
  CREATE INDEX "pages_oil_finder_tile_oil_finder_tile_image_idx" ON "pages_locales" USING btree ("oil_finder_tile_image_id");
  CREATE INDEX "_pages_v_version_teaser_version_teaser_image_idx" ON "_pages_v" USING btree ("version_teaser_image_id");
  CREATE INDEX "_pages_v_version_oil_finder_tile_version_oil_finder_tile_idx" ON "_pages_v_locales" USING btree ("version_oil_finder_tile_image_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_news_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("news_topics_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_stage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_news_teasers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_teaser_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_history_slider_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_history_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_campaign_banner_banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_campaign_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_teaser_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_product_teaser_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq_widget" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_teaser_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_circular_navigation_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_circular_navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_text_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_parallax_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_magazine_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_play_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sponsoring_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_sponsoring" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_icon_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotspot_image_hotspots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hotspot_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_list_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_file_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_two_column_teaser_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_two_column_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_oil_finder_tile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_tribologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_stage" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_news_teasers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_tiles_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_teaser_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_history_slider_entries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_history_slider" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote_quotes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_quote" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_campaign_banner_banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_campaign_banner" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_teaser_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_product_teaser_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq_widget" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_teaser_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_circular_navigation_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_circular_navigation" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_text_video" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_icon_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_parallax_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_magazine_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_play_button" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_video_embed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sponsoring_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_sponsoring" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_icon_list_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_icon_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotspot_image_hotspots" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hotspot_image" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_list_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_file_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_two_column_teaser_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_two_column_teaser" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_iframe" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_oil_finder_tile" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_tribologies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "products_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "news_topics_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_stage" CASCADE;
  DROP TABLE "pages_blocks_news_teasers" CASCADE;
  DROP TABLE "pages_blocks_teaser_tiles_tiles" CASCADE;
  DROP TABLE "pages_blocks_teaser_tiles" CASCADE;
  DROP TABLE "pages_blocks_history_slider_entries" CASCADE;
  DROP TABLE "pages_blocks_history_slider" CASCADE;
  DROP TABLE "pages_blocks_quote_quotes" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_campaign_banner_banners" CASCADE;
  DROP TABLE "pages_blocks_campaign_banner" CASCADE;
  DROP TABLE "pages_blocks_product_teaser_list_items" CASCADE;
  DROP TABLE "pages_blocks_product_teaser_list" CASCADE;
  DROP TABLE "pages_blocks_faq_widget" CASCADE;
  DROP TABLE "pages_blocks_contact_teaser_items" CASCADE;
  DROP TABLE "pages_blocks_contact_teaser" CASCADE;
  DROP TABLE "pages_blocks_circular_navigation_items" CASCADE;
  DROP TABLE "pages_blocks_circular_navigation" CASCADE;
  DROP TABLE "pages_blocks_text_image" CASCADE;
  DROP TABLE "pages_blocks_text_video" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_icon_text" CASCADE;
  DROP TABLE "pages_blocks_parallax_image" CASCADE;
  DROP TABLE "pages_blocks_magazine_embed" CASCADE;
  DROP TABLE "pages_blocks_video_play_button" CASCADE;
  DROP TABLE "pages_blocks_video_embed" CASCADE;
  DROP TABLE "pages_blocks_sponsoring_partners" CASCADE;
  DROP TABLE "pages_blocks_sponsoring" CASCADE;
  DROP TABLE "pages_blocks_icon_list_items" CASCADE;
  DROP TABLE "pages_blocks_icon_list" CASCADE;
  DROP TABLE "pages_blocks_hotspot_image_hotspots" CASCADE;
  DROP TABLE "pages_blocks_hotspot_image" CASCADE;
  DROP TABLE "pages_blocks_file_list_files" CASCADE;
  DROP TABLE "pages_blocks_file_list" CASCADE;
  DROP TABLE "pages_blocks_two_column_teaser_columns" CASCADE;
  DROP TABLE "pages_blocks_two_column_teaser" CASCADE;
  DROP TABLE "pages_blocks_iframe" CASCADE;
  DROP TABLE "pages_blocks_oil_finder_tile" CASCADE;
  DROP TABLE "pages_tribologies" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_version_stage" CASCADE;
  DROP TABLE "_pages_v_blocks_news_teasers" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_tiles_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_teaser_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_history_slider_entries" CASCADE;
  DROP TABLE "_pages_v_blocks_history_slider" CASCADE;
  DROP TABLE "_pages_v_blocks_quote_quotes" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_campaign_banner_banners" CASCADE;
  DROP TABLE "_pages_v_blocks_campaign_banner" CASCADE;
  DROP TABLE "_pages_v_blocks_product_teaser_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_product_teaser_list" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_widget" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_teaser_items" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_circular_navigation_items" CASCADE;
  DROP TABLE "_pages_v_blocks_circular_navigation" CASCADE;
  DROP TABLE "_pages_v_blocks_text_image" CASCADE;
  DROP TABLE "_pages_v_blocks_text_video" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_text" CASCADE;
  DROP TABLE "_pages_v_blocks_parallax_image" CASCADE;
  DROP TABLE "_pages_v_blocks_magazine_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_video_play_button" CASCADE;
  DROP TABLE "_pages_v_blocks_video_embed" CASCADE;
  DROP TABLE "_pages_v_blocks_sponsoring_partners" CASCADE;
  DROP TABLE "_pages_v_blocks_sponsoring" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_list_items" CASCADE;
  DROP TABLE "_pages_v_blocks_icon_list" CASCADE;
  DROP TABLE "_pages_v_blocks_hotspot_image_hotspots" CASCADE;
  DROP TABLE "_pages_v_blocks_hotspot_image" CASCADE;
  DROP TABLE "_pages_v_blocks_file_list_files" CASCADE;
  DROP TABLE "_pages_v_blocks_file_list" CASCADE;
  DROP TABLE "_pages_v_blocks_two_column_teaser_columns" CASCADE;
  DROP TABLE "_pages_v_blocks_two_column_teaser" CASCADE;
  DROP TABLE "_pages_v_blocks_iframe" CASCADE;
  DROP TABLE "_pages_v_blocks_oil_finder_tile" CASCADE;
  DROP TABLE "_pages_v_version_tribologies" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "news_topics" CASCADE;
  DROP TABLE "news_topics_locales" CASCADE;
  ALTER TABLE "pages" DROP CONSTRAINT "pages_teaser_image_id_media_id_fk";
  
  ALTER TABLE "pages_locales" DROP CONSTRAINT "pages_locales_oil_finder_tile_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_teaser_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_locales" DROP CONSTRAINT "_pages_v_locales_version_oil_finder_tile_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_products_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_news_topics_fk";
  
  DROP INDEX "pages_teaser_teaser_image_idx";
  DROP INDEX "pages_oil_finder_tile_oil_finder_tile_image_idx";
  DROP INDEX "_pages_v_version_teaser_version_teaser_image_idx";
  DROP INDEX "_pages_v_version_oil_finder_tile_version_oil_finder_tile_idx";
  DROP INDEX "payload_locked_documents_rels_products_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_id_idx";
  DROP INDEX "payload_locked_documents_rels_news_topics_id_idx";
  ALTER TABLE "pages" DROP COLUMN "page_type";
  ALTER TABLE "pages" DROP COLUMN "show_back_link";
  ALTER TABLE "pages" DROP COLUMN "teaser_image_id";
  ALTER TABLE "pages_locales" DROP COLUMN "teaser_text";
  ALTER TABLE "pages_locales" DROP COLUMN "news_tiles_title";
  ALTER TABLE "pages_locales" DROP COLUMN "news_tiles_all_news_title";
  ALTER TABLE "pages_locales" DROP COLUMN "news_tiles_all_news_url";
  ALTER TABLE "pages_locales" DROP COLUMN "oil_finder_tile_title";
  ALTER TABLE "pages_locales" DROP COLUMN "oil_finder_tile_text";
  ALTER TABLE "pages_locales" DROP COLUMN "oil_finder_tile_button_text";
  ALTER TABLE "pages_locales" DROP COLUMN "oil_finder_tile_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_page_type";
  ALTER TABLE "_pages_v" DROP COLUMN "version_show_back_link";
  ALTER TABLE "_pages_v" DROP COLUMN "version_teaser_image_id";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_teaser_text";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_news_tiles_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_news_tiles_all_news_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_news_tiles_all_news_url";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_oil_finder_tile_title";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_oil_finder_tile_text";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_oil_finder_tile_button_text";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_oil_finder_tile_image_id";
  ALTER TABLE "media_locales" DROP COLUMN "caption";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "products_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "news_topics_id";
  DROP TYPE "public"."enum_pages_blocks_news_teasers_variant";
  DROP TYPE "public"."enum_pages_blocks_news_teasers_background";
  DROP TYPE "public"."enum_pages_blocks_teaser_tiles_variant";
  DROP TYPE "public"."enum_pages_blocks_teaser_tiles_background";
  DROP TYPE "public"."enum_pages_blocks_history_slider_navigation_color";
  DROP TYPE "public"."enum_pages_blocks_quote_navigation_color";
  DROP TYPE "public"."enum_pages_blocks_campaign_banner_banners_background_type";
  DROP TYPE "public"."enum_pages_blocks_campaign_banner_navigation_color";
  DROP TYPE "public"."enum_pages_blocks_product_teaser_list_columns";
  DROP TYPE "public"."enum_pages_blocks_product_teaser_list_navigation_color";
  DROP TYPE "public"."enum_pages_blocks_product_teaser_list_background";
  DROP TYPE "public"."enum_pages_blocks_faq_widget_background";
  DROP TYPE "public"."enum_pages_blocks_contact_teaser_background";
  DROP TYPE "public"."enum_pages_blocks_circular_navigation_items_icon";
  DROP TYPE "public"."enum_pages_blocks_text_image_ratio";
  DROP TYPE "public"."enum_pages_blocks_text_image_image_position";
  DROP TYPE "public"."enum_pages_blocks_text_image_width";
  DROP TYPE "public"."enum_pages_blocks_text_image_background";
  DROP TYPE "public"."enum_pages_blocks_text_video_ratio";
  DROP TYPE "public"."enum_pages_blocks_text_video_video_position";
  DROP TYPE "public"."enum_pages_blocks_text_video_width";
  DROP TYPE "public"."enum_pages_blocks_text_video_background";
  DROP TYPE "public"."enum_pages_blocks_image_ratio";
  DROP TYPE "public"."enum_pages_blocks_image_width";
  DROP TYPE "public"."enum_pages_blocks_image_background";
  DROP TYPE "public"."enum_pages_blocks_icon_text_icon";
  DROP TYPE "public"."enum_pages_blocks_icon_text_width";
  DROP TYPE "public"."enum_pages_blocks_icon_text_background";
  DROP TYPE "public"."enum_pages_blocks_video_play_button_width";
  DROP TYPE "public"."enum_pages_blocks_video_embed_width";
  DROP TYPE "public"."enum_pages_blocks_sponsoring_background";
  DROP TYPE "public"."enum_pages_blocks_icon_list_items_icon";
  DROP TYPE "public"."enum_pages_blocks_icon_list_width";
  DROP TYPE "public"."enum_pages_blocks_icon_list_background";
  DROP TYPE "public"."enum_pages_blocks_hotspot_image_hotspots_type";
  DROP TYPE "public"."enum_pages_blocks_file_list_width";
  DROP TYPE "public"."enum_pages_blocks_file_list_background";
  DROP TYPE "public"."enum_pages_blocks_two_column_teaser_background";
  DROP TYPE "public"."enum_pages_blocks_iframe_width";
  DROP TYPE "public"."enum_pages_blocks_oil_finder_tile_background";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum__pages_v_blocks_news_teasers_variant";
  DROP TYPE "public"."enum__pages_v_blocks_news_teasers_background";
  DROP TYPE "public"."enum__pages_v_blocks_teaser_tiles_variant";
  DROP TYPE "public"."enum__pages_v_blocks_teaser_tiles_background";
  DROP TYPE "public"."enum__pages_v_blocks_history_slider_navigation_color";
  DROP TYPE "public"."enum__pages_v_blocks_quote_navigation_color";
  DROP TYPE "public"."enum__pages_v_blocks_campaign_banner_banners_background_type";
  DROP TYPE "public"."enum__pages_v_blocks_campaign_banner_navigation_color";
  DROP TYPE "public"."enum__pages_v_blocks_product_teaser_list_columns";
  DROP TYPE "public"."enum__pages_v_blocks_product_teaser_list_navigation_color";
  DROP TYPE "public"."enum__pages_v_blocks_product_teaser_list_background";
  DROP TYPE "public"."enum__pages_v_blocks_faq_widget_background";
  DROP TYPE "public"."enum__pages_v_blocks_contact_teaser_background";
  DROP TYPE "public"."enum__pages_v_blocks_circular_navigation_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_image_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_width";
  DROP TYPE "public"."enum__pages_v_blocks_text_image_background";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_video_position";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_width";
  DROP TYPE "public"."enum__pages_v_blocks_text_video_background";
  DROP TYPE "public"."enum__pages_v_blocks_image_ratio";
  DROP TYPE "public"."enum__pages_v_blocks_image_width";
  DROP TYPE "public"."enum__pages_v_blocks_image_background";
  DROP TYPE "public"."enum__pages_v_blocks_icon_text_icon";
  DROP TYPE "public"."enum__pages_v_blocks_icon_text_width";
  DROP TYPE "public"."enum__pages_v_blocks_icon_text_background";
  DROP TYPE "public"."enum__pages_v_blocks_video_play_button_width";
  DROP TYPE "public"."enum__pages_v_blocks_video_embed_width";
  DROP TYPE "public"."enum__pages_v_blocks_sponsoring_background";
  DROP TYPE "public"."enum__pages_v_blocks_icon_list_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_icon_list_width";
  DROP TYPE "public"."enum__pages_v_blocks_icon_list_background";
  DROP TYPE "public"."enum__pages_v_blocks_hotspot_image_hotspots_type";
  DROP TYPE "public"."enum__pages_v_blocks_file_list_width";
  DROP TYPE "public"."enum__pages_v_blocks_file_list_background";
  DROP TYPE "public"."enum__pages_v_blocks_two_column_teaser_background";
  DROP TYPE "public"."enum__pages_v_blocks_iframe_width";
  DROP TYPE "public"."enum__pages_v_blocks_oil_finder_tile_background";
  DROP TYPE "public"."enum__pages_v_version_page_type";`)
}
