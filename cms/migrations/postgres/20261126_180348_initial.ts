import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('de', 'fr', 'it', 'en');
  CREATE TYPE "public"."enum_tenants_countries_languages_language" AS ENUM('de', 'fr', 'it', 'en');
  CREATE TYPE "public"."enum_tenants_countries_country" AS ENUM('ch', 'de', 'at', 'int');
  CREATE TYPE "public"."enum_tenants_social_links_network" AS ENUM('linkedin', 'youtube', 'instagram', 'facebook', 'x');
  CREATE TYPE "public"."enum_tenants_theme" AS ENUM('01', '02', '03');
  CREATE TYPE "public"."enum_tenants_default_locale" AS ENUM('de-ch', 'fr-ch', 'it-ch', 'de-de', 'de-at', 'en');
  CREATE TYPE "public"."enum_tenants_site_environment" AS ENUM('local', 'development', 'staging', 'production');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor');
  CREATE TYPE "public"."enum_users_tenants_roles" AS ENUM('tenant-admin', 'editor');
  CREATE TYPE "public"."enum_accounts_type" AS ENUM('customer', 'employee');
  CREATE TYPE "public"."enum_customers_kind" AS ENUM('b2b', 'b2c');
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
  CREATE TYPE "public"."enum_pages_blocks_rich_text_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_rich_text_background" AS ENUM('white', 'gray');
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
  CREATE TYPE "public"."enum_pages_blocks_form_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_blocks_oil_finder_tile_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum_pages_blocks_location_map_locations_icon" AS ENUM('default', 'headquarters', 'plant', 'warehouse', 'office', 'dealer', 'topDealer');
  CREATE TYPE "public"."enum_pages_blocks_location_map_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum_pages_navigation_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum_pages_page_type" AS ENUM('content', 'sponsoringOverview', 'sponsoringDetail', 'tribology', 'footer');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
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
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_rich_text_background" AS ENUM('white', 'gray');
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
  CREATE TYPE "public"."enum__pages_v_blocks_form_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_blocks_oil_finder_tile_background" AS ENUM('white', 'gray');
  CREATE TYPE "public"."enum__pages_v_blocks_location_map_locations_icon" AS ENUM('default', 'headquarters', 'plant', 'warehouse', 'office', 'dealer', 'topDealer');
  CREATE TYPE "public"."enum__pages_v_blocks_location_map_width" AS ENUM('default', '66', '50', '33');
  CREATE TYPE "public"."enum__pages_v_version_navigation_target" AS ENUM('_self', '_blank');
  CREATE TYPE "public"."enum__pages_v_version_page_type" AS ENUM('content', 'sponsoringOverview', 'sponsoringDetail', 'tribology', 'footer');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('de', 'fr', 'it', 'en');
  CREATE TYPE "public"."enum_products_tags" AS ENUM('NEW', 'BESTSELLER', 'SALE');
  CREATE TYPE "public"."enum_products_approvals" AS ENUM('ACEA A3/B4', 'ACEA A5/B5', 'ACEA C2', 'ACEA C3', 'ACEA C5', 'ACEA C6', 'ACEA E4', 'ACEA E6', 'ACEA E7', 'ACEA E11', 'API SN', 'API SP', 'API CK-4', 'API GL-4', 'API GL-5', 'VW 502 00', 'VW 504 00', 'VW 505 01', 'VW 507 00', 'VW 508 00', 'VW 509 00', 'MB 229.3', 'MB 229.5', 'MB 229.51', 'MB 229.52', 'MB 229.71', 'MB 228.51', 'MB 235.0', 'BMW LL-01', 'BMW LL-04', 'BMW LL-17 FE+', 'Porsche C30', 'Porsche A40', 'Ford WSS-M2C913-D', 'GM dexos2', 'Renault RN17', 'MAN M 3477', 'Volvo VDS-4.5', 'Scania LDF-4', 'ZF TE-ML 02B', 'JASO MA2', 'JASO MB', 'JASO FD', 'DIN 51524-2 HLP', 'DIN 51524-3 HVLP', 'ISO 15380 HEES', 'DIN 51517-3 CLP', 'NSF H1', 'DIN 51502 KP2K-30');
  CREATE TYPE "public"."enum_products_documents_kind" AS ENUM('datasheet', 'safetyDataSheet', 'approval', 'brochure');
  CREATE TYPE "public"."enum_products_viscosity" AS ENUM('0W-16', '0W-20', '0W-30', '0W-40', '5W-20', '5W-30', '5W-40', '10W-30', '10W-40', '10W-60', '15W-40', '15W-50', '20W-50', '75W-80', '75W-90', '80W-90', '85W-140', 'ISO VG 22', 'ISO VG 32', 'ISO VG 46', 'ISO VG 68', 'ISO VG 100', 'ISO VG 150', 'ISO VG 220', 'ISO VG 320', 'ISO VG 460', 'NLGI 00', 'NLGI 0', 'NLGI 1', 'NLGI 2', 'NLGI 3');
  CREATE TYPE "public"."enum_products_base_oil" AS ENUM('fullySynthetic', 'synthetic', 'semiSynthetic', 'mineral', 'biodegradable');
  CREATE TYPE "public"."enum_articles_prices_tags" AS ENUM('NEW', 'BESTSELLER', 'SALE');
  CREATE TYPE "public"."enum_articles_unit" AS ENUM('L', 'kg', 'g', 'ml', 'pcs');
  CREATE TYPE "public"."enum_articles_container" AS ENUM('bottle', 'canister', 'pail', 'drum', 'ibc', 'cartridge', 'spray');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('open', 'inProcess', 'shipped', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_contracts_type" AS ENUM('framework', 'price');
  CREATE TYPE "public"."enum_contracts_status" AS ENUM('active', 'planned', 'expired');
  CREATE TYPE "public"."enum_safety_data_sheets_language" AS ENUM('de', 'fr', 'it', 'en');
  CREATE TYPE "public"."enum_carts_kind" AS ENUM('b2b', 'b2c');
  CREATE TYPE "public"."enum_addresses_type" AS ENUM('SHIP_TO', 'BILL_TO');
  CREATE TYPE "public"."enum_account_notifications_kind" AS ENUM('orderConfirmed', 'documentAvailable', 'editorial');
  CREATE TYPE "public"."enum_account_notifications_audience" AS ENUM('account', 'customer');
  CREATE TYPE "public"."enum_product_reviews_kind" AS ENUM('rating', 'question');
  CREATE TYPE "public"."enum_product_reviews_status" AS ENUM('pending', 'approved', 'rejected');
  CREATE TYPE "public"."enum_news_publication_type" AS ENUM('news', 'press-release', 'technical-article', 'event-report');
  CREATE TYPE "public"."enum_fairs_country" AS ENUM('CH', 'DE', 'AT', 'IT', 'FR');
  CREATE TYPE "public"."enum_dealers_partner_types" AS ENUM('ZBM004', 'ZBM005', 'ZBM019', 'ZBM018');
  CREATE TYPE "public"."enum_dealers_country" AS ENUM('CH', 'DE', 'AT');
  CREATE TYPE "public"."enum_distribution_partners_country" AS ENUM('AE', 'AR', 'AU', 'BE', 'BR', 'CA', 'CL', 'CN', 'CZ', 'DK', 'EG', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IN', 'IT', 'JP', 'KE', 'KR', 'LU', 'MA', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'RO', 'RS', 'SA', 'SE', 'SG', 'SI', 'SK', 'TH', 'TR', 'US', 'VN', 'ZA');
  CREATE TYPE "public"."enum_distribution_partners_region" AS ENUM('westernEurope', 'southernEurope', 'northernEurope', 'easternEurope', 'middleEast', 'africa', 'asia', 'americas', 'oceania');
  CREATE TYPE "public"."enum_forms_fields_accept" AS ENUM('pdf', 'image');
  CREATE TYPE "public"."enum_forms_fields_validators_type" AS ENUM('Length', 'MinLength', 'MaxLength', 'Range', 'IdenticalTo', 'Regex');
  CREATE TYPE "public"."enum_forms_fields_type" AS ENUM('hidden', 'text', 'password', 'subheader', 'email', 'number', 'tel', 'textarea', 'checkbox', 'checkboxes', 'radio', 'select.single', 'file', 'date', 'submit', 'recaptcha');
  CREATE TYPE "public"."enum_forms_fields_width" AS ENUM('full', 'half');
  CREATE TYPE "public"."enum_forms_usage" AS ENUM('page', 'process');
  CREATE TYPE "public"."enum_contact_processes_steps_type" AS ENUM('iconButton', 'formConfig', 'formSubmit', 'button', 'Overview');
  CREATE TYPE "public"."enum_contact_processes_steps_option_source" AS ENUM('options', 'productLines');
  CREATE TYPE "public"."enum_contact_requests_status" AS ENUM('new', 'answered');
  CREATE TYPE "public"."enum_jobs_department" AS ENUM('applicationEngineering', 'sales', 'logistics', 'laboratory', 'production', 'marketing', 'finance', 'it');
  CREATE TYPE "public"."enum_jobs_employment_type" AS ENUM('permanent', 'temporary', 'apprenticeship', 'internship');
  CREATE TYPE "public"."enum_jobs_start" AS ENUM('byAgreement', 'date');
  CREATE TYPE "public"."enum_jobs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_version_department" AS ENUM('applicationEngineering', 'sales', 'logistics', 'laboratory', 'production', 'marketing', 'finance', 'it');
  CREATE TYPE "public"."enum__jobs_v_version_employment_type" AS ENUM('permanent', 'temporary', 'apprenticeship', 'internship');
  CREATE TYPE "public"."enum__jobs_v_version_start" AS ENUM('byAgreement', 'date');
  CREATE TYPE "public"."enum__jobs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__jobs_v_published_locale" AS ENUM('de', 'fr', 'it', 'en');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'inReview', 'rejected', 'invited');
  CREATE TYPE "public"."enum_job_applications_salutation" AS ENUM('ms', 'mr', 'none');
  CREATE TYPE "public"."enum_search_changes_scope" AS ENUM('products', 'product-lines', 'pages', 'news', 'media');
  CREATE TYPE "public"."enum_vehicle_categories_key" AS ENUM('car', 'motorcycle', 'truck', 'agriculture', 'construction', 'marine', 'garden');
  CREATE TYPE "public"."enum_vehicle_types_fuel" AS ENUM('petrol', 'diesel', 'hybrid', 'plugInHybrid', 'electric', 'lpg', 'cng', 'twoStroke');
  CREATE TYPE "public"."enum_oil_recommendations_components_component" AS ENUM('engine', 'gearbox', 'automaticTransmission', 'transferCase', 'differential', 'finalDrive', 'hydraulics', 'powerSteering', 'brakes', 'cooling', 'fork', 'chain', 'primaryDrive', 'sterndrive');
  CREATE TABLE "tenants_domains" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"domain" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_countries_languages" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"language" "enum_tenants_countries_languages_language" NOT NULL,
  	"title" varchar NOT NULL,
  	"full_title" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"country" "enum_tenants_countries_country" NOT NULL
  );
  
  CREATE TABLE "tenants_countries_locales" (
  	"country_name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"new_tab" boolean DEFAULT false
  );
  
  CREATE TABLE "tenants_footer_columns_links_locales" (
  	"label" varchar NOT NULL,
  	"url" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "tenants_footer_columns_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "tenants_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_tenants_social_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "tenants" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"is_default" boolean DEFAULT false,
  	"theme" "enum_tenants_theme" DEFAULT '01' NOT NULL,
  	"default_locale" "enum_tenants_default_locale" DEFAULT 'de-ch' NOT NULL,
  	"features_disable_login" boolean DEFAULT false,
  	"features_enable_did_you_mean_suggestion" boolean DEFAULT true,
  	"features_disable_search_field" boolean DEFAULT false,
  	"features_disable_product_search" boolean DEFAULT false,
  	"features_hide_menu_when_logged_out" boolean DEFAULT false,
  	"integrations_maps_key" varchar,
  	"integrations_recaptcha_site_key" varchar,
  	"hide_social_links" boolean DEFAULT false,
  	"site_environment" "enum_tenants_site_environment" DEFAULT 'local',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tenants_locales" (
  	"urls_homepage_url" varchar DEFAULT '/',
  	"urls_b2_b_cart_url" varchar,
  	"urls_b2_c_cart_url" varchar,
  	"urls_search_detail_link" varchar,
  	"urls_oil_finder_url" varchar,
  	"urls_forgot_password_url" varchar,
  	"urls_register_url" varchar,
  	"urls_contact_page_url" varchar,
  	"urls_dashboard_url" varchar,
  	"urls_customer_overview_url" varchar,
  	"urls_order_history_url" varchar,
  	"urls_contract_detail_url" varchar,
  	"urls_shopping_list_url" varchar,
  	"info_ribbon_text" varchar,
  	"old_browser_title" varchar,
  	"old_browser_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_tenants_roles" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_users_tenants_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_tenants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tenant_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "accounts_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"type" "enum_accounts_type" DEFAULT 'customer' NOT NULL,
  	"customer_id" integer,
  	"is_active_ecommerce_shop_user" boolean DEFAULT false,
  	"retailer_mode_enabled" boolean DEFAULT false,
  	"options_show_contact_selector" boolean DEFAULT false,
  	"selected_contact_id" integer,
  	"billing_partner_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar,
  	"username" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "accounts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"customers_id" integer
  );
  
  CREATE TABLE "customers_billing_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"partner_id" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"street" varchar,
  	"postal_code" varchar,
  	"city" varchar
  );
  
  CREATE TABLE "customers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"customer_id" varchar NOT NULL,
  	"kind" "enum_customers_kind" DEFAULT 'b2b',
  	"price_list_id" integer,
  	"retailer_mode_available" boolean DEFAULT false,
  	"contact_person_name" varchar,
  	"contact_person_department" varchar,
  	"contact_person_role" varchar,
  	"contact_person_phone" varchar,
  	"contact_person_email" varchar,
  	"contact_person_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contacts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"contact_id" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"function" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"account_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"action" varchar NOT NULL,
  	"actor_id" integer NOT NULL,
  	"actor_name" varchar,
  	"contact_id" integer,
  	"contact_name" varchar,
  	"customer_id" integer,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
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
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum_pages_blocks_rich_text_width" DEFAULT 'default',
  	"background" "enum_pages_blocks_rich_text_background" DEFAULT 'white',
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
  
  CREATE TABLE "pages_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"title" varchar,
  	"intro" varchar,
  	"width" "enum_pages_blocks_form_width" DEFAULT 'default',
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
  
  CREATE TABLE "pages_blocks_location_map_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"icon" "enum_pages_blocks_location_map_locations_icon" DEFAULT 'default'
  );
  
  CREATE TABLE "pages_blocks_location_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum_pages_blocks_location_map_width" DEFAULT 'default',
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
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"is_home" boolean DEFAULT false,
  	"parent_id" integer,
  	"show_in_navigation" boolean DEFAULT true,
  	"navigation_order" numeric DEFAULT 0,
  	"navigation_target" "enum_pages_navigation_target" DEFAULT '_self',
  	"add_separator" boolean DEFAULT false,
  	"page_type" "enum_pages_page_type" DEFAULT 'content',
  	"show_back_link" boolean DEFAULT true,
  	"teaser_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"teaser_text" varchar,
  	"news_tiles_title" varchar,
  	"news_tiles_all_news_title" varchar,
  	"news_tiles_all_news_url" varchar,
  	"oil_finder_tile_title" varchar,
  	"oil_finder_tile_text" varchar,
  	"oil_finder_tile_button_text" varchar,
  	"oil_finder_tile_image_id" integer,
  	"meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
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
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"width" "enum__pages_v_blocks_rich_text_width" DEFAULT 'default',
  	"background" "enum__pages_v_blocks_rich_text_background" DEFAULT 'white',
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
  
  CREATE TABLE "_pages_v_blocks_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer,
  	"title" varchar,
  	"intro" varchar,
  	"width" "enum__pages_v_blocks_form_width" DEFAULT 'default',
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
  
  CREATE TABLE "_pages_v_blocks_location_map_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"lat" numeric,
  	"lng" numeric,
  	"icon" "enum__pages_v_blocks_location_map_locations_icon" DEFAULT 'default',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_location_map" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"width" "enum__pages_v_blocks_location_map_width" DEFAULT 'default',
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
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_is_home" boolean DEFAULT false,
  	"version_parent_id" integer,
  	"version_show_in_navigation" boolean DEFAULT true,
  	"version_navigation_order" numeric DEFAULT 0,
  	"version_navigation_target" "enum__pages_v_version_navigation_target" DEFAULT '_self',
  	"version_add_separator" boolean DEFAULT false,
  	"version_page_type" "enum__pages_v_version_page_type" DEFAULT 'content',
  	"version_show_back_link" boolean DEFAULT true,
  	"version_teaser_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_teaser_text" varchar,
  	"version_news_tiles_title" varchar,
  	"version_news_tiles_all_news_title" varchar,
  	"version_news_tiles_all_news_url" varchar,
  	"version_oil_finder_tile_title" varchar,
  	"version_oil_finder_tile_text" varchar,
  	"version_oil_finder_tile_button_text" varchar,
  	"version_oil_finder_tile_image_id" integer,
  	"version_meta_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"news_id" integer
  );
  
  CREATE TABLE "product_lines" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"parent_id" integer,
  	"order" numeric DEFAULT 0,
  	"icon" varchar,
  	"show_oil_finder_teaser" boolean DEFAULT false,
  	"add_separator" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_lines_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_tags" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_approvals" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_products_approvals",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_gallery" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"video" varchar,
  	"youtube_id" varchar
  );
  
  CREATE TABLE "products_documents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL,
  	"kind" "enum_products_documents_kind" DEFAULT 'datasheet' NOT NULL
  );
  
  CREATE TABLE "products_documents_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"product_number" varchar NOT NULL,
  	"image_id" integer,
  	"product_line_id" integer,
  	"viscosity" "enum_products_viscosity",
  	"base_oil" "enum_products_base_oil",
  	"hide_order_unit" boolean DEFAULT false,
  	"disable_placeholder" boolean DEFAULT false,
  	"placeholder_value" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"name" varchar NOT NULL,
  	"alternative_title" varchar,
  	"subtitle" varchar,
  	"label" varchar,
  	"description" varchar,
  	"contents" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "articles_prices_tags" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_articles_prices_tags",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "articles_prices_scales" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_quantity" numeric NOT NULL,
  	"unit_price_cents" numeric NOT NULL
  );
  
  CREATE TABLE "articles_prices" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"price_list_id" integer NOT NULL
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"article_number" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"pack_size" numeric NOT NULL,
  	"unit" "enum_articles_unit" DEFAULT 'L' NOT NULL,
  	"container" "enum_articles_container" DEFAULT 'canister',
  	"sort" numeric DEFAULT 0,
  	"image_id" integer,
  	"disabled" boolean DEFAULT false,
  	"recommended_retail_price_cents" numeric,
  	"vat_rate" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "price_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"code" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_price_cents" numeric NOT NULL,
  	"item_ref_text" varchar,
  	"manual_price" boolean DEFAULT false,
  	"vat_rate" numeric
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"order_number" varchar NOT NULL,
  	"ordered_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'open' NOT NULL,
  	"customer_id" integer NOT NULL,
  	"account_id" integer,
  	"contact_id" integer,
  	"placed_by_id" integer,
  	"submission_key" varchar,
  	"purchase_order_number" varchar,
  	"cost_centre" varchar,
  	"remark" varchar,
  	"ship_to_partner_id" varchar,
  	"ship_to_company_name" varchar,
  	"ship_to_street" varchar,
  	"ship_to_postal_code" varchar,
  	"ship_to_city" varchar,
  	"ship_to_country" varchar,
  	"bill_to_partner_id" varchar,
  	"bill_to_company_name" varchar,
  	"bill_to_street" varchar,
  	"bill_to_postal_code" varchar,
  	"bill_to_city" varchar,
  	"bill_to_country" varchar,
  	"total_cents" numeric NOT NULL,
  	"vat_cents" numeric,
  	"gross_total_cents" numeric,
  	"vat_breakdown" jsonb,
  	"line_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "ordered_articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"order_count" numeric NOT NULL,
  	"total_quantity" numeric NOT NULL,
  	"last_unit_price_cents" numeric,
  	"last_order_number" varchar,
  	"first_ordered_at" timestamp(3) with time zone NOT NULL,
  	"last_ordered_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contracts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"contract_number" varchar NOT NULL,
  	"customer_id" integer NOT NULL,
  	"type" "enum_contracts_type" DEFAULT 'framework' NOT NULL,
  	"valid_from" timestamp(3) with time zone NOT NULL,
  	"valid_to" timestamp(3) with time zone NOT NULL,
  	"status" "enum_contracts_status" DEFAULT 'active' NOT NULL,
  	"total_value_cents" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contracts_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contract_positions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"contract_id" integer NOT NULL,
  	"position_number" numeric NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"agreed_quantity" numeric NOT NULL,
  	"called_quantity" numeric DEFAULT 0 NOT NULL,
  	"unit_price_cents" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "safety_data_sheets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"article_id" integer NOT NULL,
  	"article_number" varchar,
  	"product_id" integer,
  	"language" "enum_safety_data_sheets_language" NOT NULL,
  	"version" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "favourites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"account_id" integer NOT NULL,
  	"customer_id" integer,
  	"product_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shopping_lists_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"quantity" numeric NOT NULL
  );
  
  CREATE TABLE "shopping_lists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"account_id" integer NOT NULL,
  	"customer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carts_entries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item_key" varchar NOT NULL,
  	"product_id" integer NOT NULL,
  	"article_number" varchar NOT NULL,
  	"count" numeric NOT NULL,
  	"manual_price_cents" numeric,
  	"item_ref_text" varchar,
  	"seen_unit_price_cents" numeric,
  	"seen_pack" varchar,
  	"requested_count" numeric
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"owner_key" varchar NOT NULL,
  	"public_id" varchar,
  	"kind" "enum_carts_kind" DEFAULT 'b2b' NOT NULL,
  	"version" numeric DEFAULT 0 NOT NULL,
  	"account_id" integer,
  	"contact_id" integer,
  	"customer_id" integer,
  	"show_item_ref_texts" boolean DEFAULT false,
  	"show_manual_pricing" boolean DEFAULT false,
  	"checkout_ship_to_id" integer,
  	"checkout_bill_to_id" integer,
  	"checkout_purchase_order_number" varchar,
  	"checkout_cost_centre" varchar,
  	"checkout_remark" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "addresses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"customer_id" integer NOT NULL,
  	"partner_id" varchar NOT NULL,
  	"type" "enum_addresses_type" NOT NULL,
  	"preferred" boolean DEFAULT false,
  	"company_name" varchar NOT NULL,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country" varchar DEFAULT 'CH' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkout_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"vat_standard_rate" numeric DEFAULT 8.1 NOT NULL,
  	"confirmation_contact_image_id" integer,
  	"confirmation_contact_first_name" varchar,
  	"confirmation_contact_last_name" varchar,
  	"confirmation_contact_phone" varchar,
  	"confirmation_contact_email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "checkout_settings_locales" (
  	"terms_title" varchar NOT NULL,
  	"terms_content" jsonb NOT NULL,
  	"confirmation_title" varchar NOT NULL,
  	"confirmation_text" varchar NOT NULL,
  	"confirmation_subline" varchar,
  	"confirmation_home_button_label" varchar,
  	"confirmation_contact_department" varchar,
  	"confirmation_contact_function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "account_notifications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"link" varchar,
  	"kind" "enum_account_notifications_kind" DEFAULT 'editorial' NOT NULL,
  	"audience" "enum_account_notifications_audience" DEFAULT 'account' NOT NULL,
  	"account_id" integer,
  	"customer_id" integer,
  	"read_at" timestamp(3) with time zone,
  	"source_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_notifications_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "product_reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"product_id" integer NOT NULL,
  	"kind" "enum_product_reviews_kind" DEFAULT 'rating' NOT NULL,
  	"rating" numeric,
  	"status" "enum_product_reviews_status" DEFAULT 'pending' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"comment" varchar NOT NULL,
  	"language" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "product_reviews_locales" (
  	"answer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"date" timestamp(3) with time zone NOT NULL,
  	"image_id" integer,
  	"publication_type" "enum_news_publication_type" DEFAULT 'news' NOT NULL,
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
  	"news_topics_id" integer,
  	"news_categories_id" integer,
  	"product_lines_id" integer
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
  
  CREATE TABLE "news_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "news_categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "fairs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"from_date" timestamp(3) with time zone NOT NULL,
  	"to_date" timestamp(3) with time zone NOT NULL,
  	"city" varchar NOT NULL,
  	"country" "enum_fairs_country" DEFAULT 'CH' NOT NULL,
  	"venue" varchar,
  	"url" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fairs_locales" (
  	"name" varchar NOT NULL,
  	"description" varchar,
  	"stand" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dealers_partner_types" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_dealers_partner_types",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "dealers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"top_dealer" boolean DEFAULT false,
  	"street" varchar NOT NULL,
  	"postal_code" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"country" "enum_dealers_country" DEFAULT 'CH' NOT NULL,
  	"lat" numeric NOT NULL,
  	"lng" numeric NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "dealers_locales" (
  	"opening_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "dealers_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_lines_id" integer
  );
  
  CREATE TABLE "distribution_partners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"name" varchar NOT NULL,
  	"country" "enum_distribution_partners_country" NOT NULL,
  	"province" varchar,
  	"region" "enum_distribution_partners_region" NOT NULL,
  	"street" varchar,
  	"postal_code" varchar,
  	"city" varchar NOT NULL,
  	"phone" varchar,
  	"email" varchar,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "distribution_partners_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"product_lines_id" integer
  );
  
  CREATE TABLE "file_shares" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "file_shares_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "file_shares_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"share_files_id" integer
  );
  
  CREATE TABLE "share_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar
  );
  
  CREATE TABLE "share_files_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "forms_fields_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "forms_fields_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields_accept" (
  	"order" integer NOT NULL,
  	"parent_id" varchar NOT NULL,
  	"value" "enum_forms_fields_accept",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "forms_fields_validators" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_forms_fields_validators_type",
  	"min" varchar,
  	"max" varchar,
  	"field" varchar,
  	"pattern" varchar
  );
  
  CREATE TABLE "forms_fields_validators_locales" (
  	"message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms_fields" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_forms_fields_type" DEFAULT 'text' NOT NULL,
  	"name" varchar,
  	"required" boolean DEFAULT false,
  	"width" "enum_forms_fields_width" DEFAULT 'full',
  	"default_value" varchar,
  	"max_file_mb" numeric,
  	"max_files" numeric DEFAULT 1
  );
  
  CREATE TABLE "forms_fields_locales" (
  	"label" varchar,
  	"placeholder" varchar,
  	"help" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"usage" "enum_forms_usage" DEFAULT 'page' NOT NULL,
  	"recipients" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_locales" (
  	"title" varchar NOT NULL,
  	"success_message" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"form_id" integer,
  	"form_title" varchar,
  	"language" varchar,
  	"summary" varchar,
  	"values" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "form_submissions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"form_files_id" integer
  );
  
  CREATE TABLE "form_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"field" varchar,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "faq_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"icon" varchar,
  	"sort_order" numeric DEFAULT 0,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_categories_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faq_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"category_id" integer NOT NULL,
  	"sort_order" numeric DEFAULT 0,
  	"published" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "faq_questions_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_processes_steps_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"option_id" varchar,
  	"icon" varchar,
  	"next_step" varchar
  );
  
  CREATE TABLE "contact_processes_steps_options_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_processes_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"step_id" varchar NOT NULL,
  	"type" "enum_contact_processes_steps_type" NOT NULL,
  	"next_step" varchar,
  	"field_name" varchar,
  	"option_source" "enum_contact_processes_steps_option_source" DEFAULT 'options',
  	"form_id" integer,
  	"product_field" varchar DEFAULT 'product'
  );
  
  CREATE TABLE "contact_processes_steps_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar,
  	"button_label" varchar,
  	"link" varchar,
  	"send_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "contact_processes_routing" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_line_id" integer NOT NULL,
  	"recipients" varchar NOT NULL
  );
  
  CREATE TABLE "contact_processes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"first_step" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"recipients" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "contact_processes_locales" (
  	"title" varchar NOT NULL,
  	"intro" varchar,
  	"confirmation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "contact_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_contact_requests_status" DEFAULT 'new' NOT NULL,
  	"summary_title" varchar,
  	"process_id" integer,
  	"topic" varchar,
  	"product_line_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"language" varchar,
  	"summary" varchar,
  	"values" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"department" "enum_jobs_department",
  	"location" varchar,
  	"employment_type" "enum_jobs_employment_type" DEFAULT 'permanent',
  	"workload_min" numeric DEFAULT 100,
  	"workload_max" numeric DEFAULT 100,
  	"start" "enum_jobs_start" DEFAULT 'byAgreement',
  	"start_date" timestamp(3) with time zone,
  	"contact_name" varchar,
  	"contact_phone" varchar,
  	"contact_email" varchar,
  	"published_from" timestamp(3) with time zone,
  	"published_until" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_jobs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "jobs_locales" (
  	"title" varchar,
  	"slug" varchar,
  	"intro" varchar,
  	"tasks" jsonb,
  	"profile" jsonb,
  	"offer" jsonb,
  	"contact_function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_jobs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_department" "enum__jobs_v_version_department",
  	"version_location" varchar,
  	"version_employment_type" "enum__jobs_v_version_employment_type" DEFAULT 'permanent',
  	"version_workload_min" numeric DEFAULT 100,
  	"version_workload_max" numeric DEFAULT 100,
  	"version_start" "enum__jobs_v_version_start" DEFAULT 'byAgreement',
  	"version_start_date" timestamp(3) with time zone,
  	"version_contact_name" varchar,
  	"version_contact_phone" varchar,
  	"version_contact_email" varchar,
  	"version_published_from" timestamp(3) with time zone,
  	"version_published_until" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__jobs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__jobs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_jobs_v_locales" (
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_intro" varchar,
  	"version_tasks" jsonb,
  	"version_profile" jsonb,
  	"version_offer" jsonb,
  	"version_contact_function" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"job_id" integer,
  	"job_title" varchar NOT NULL,
  	"salutation" "enum_job_applications_salutation",
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"earliest_start" varchar,
  	"salary_expectation" numeric,
  	"message" varchar,
  	"language" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"form_files_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"prefix" varchar DEFAULT '',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "search_changes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant" numeric NOT NULL,
  	"scope" "enum_search_changes_scope" NOT NULL,
  	"doc_id" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_vehicle_categories_key" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "vehicle_makes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"image_id" integer,
  	"popular" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_makes_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"vehicle_categories_id" integer
  );
  
  CREATE TABLE "vehicle_models" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"make_id" integer NOT NULL,
  	"category_id" integer NOT NULL,
  	"year_from" numeric NOT NULL,
  	"year_to" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "vehicle_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"model_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"engine" varchar NOT NULL,
  	"power_kw" numeric NOT NULL,
  	"power_hp" numeric NOT NULL,
  	"year_from" numeric NOT NULL,
  	"year_to" numeric,
  	"fuel" "enum_vehicle_types_fuel" NOT NULL,
  	"engine_code" varchar,
  	"type_approval_number" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "license_plates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"plate" varchar NOT NULL,
  	"type_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_recommendations_components" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"component" "enum_oil_recommendations_components_component" NOT NULL,
  	"capacity_litres" numeric
  );
  
  CREATE TABLE "oil_recommendations_components_locales" (
  	"interval" varchar,
  	"conditions" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "oil_recommendations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"type_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_recommendations_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"products_id" integer
  );
  
  CREATE TABLE "oil_finder_disclaimers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_finder_disclaimers_locales" (
  	"title" varchar NOT NULL,
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "oil_finder_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"disclaimer_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oil_finder_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"vehicle_types_id" integer
  );
  
  CREATE TABLE "password_reset_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"text" varchar,
  	"html" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tenants_id" integer,
  	"users_id" integer,
  	"accounts_id" integer,
  	"customers_id" integer,
  	"contacts_id" integer,
  	"audit_log_id" integer,
  	"pages_id" integer,
  	"product_lines_id" integer,
  	"products_id" integer,
  	"articles_id" integer,
  	"price_lists_id" integer,
  	"orders_id" integer,
  	"ordered_articles_id" integer,
  	"contracts_id" integer,
  	"contract_positions_id" integer,
  	"safety_data_sheets_id" integer,
  	"favourites_id" integer,
  	"shopping_lists_id" integer,
  	"carts_id" integer,
  	"addresses_id" integer,
  	"checkout_settings_id" integer,
  	"account_notifications_id" integer,
  	"product_reviews_id" integer,
  	"news_id" integer,
  	"news_topics_id" integer,
  	"news_categories_id" integer,
  	"fairs_id" integer,
  	"dealers_id" integer,
  	"distribution_partners_id" integer,
  	"file_shares_id" integer,
  	"share_files_id" integer,
  	"forms_id" integer,
  	"form_submissions_id" integer,
  	"form_files_id" integer,
  	"faq_categories_id" integer,
  	"faq_questions_id" integer,
  	"contact_processes_id" integer,
  	"contact_requests_id" integer,
  	"jobs_id" integer,
  	"job_applications_id" integer,
  	"media_id" integer,
  	"search_changes_id" integer,
  	"vehicle_categories_id" integer,
  	"vehicle_makes_id" integer,
  	"vehicle_models_id" integer,
  	"vehicle_types_id" integer,
  	"license_plates_id" integer,
  	"oil_recommendations_id" integer,
  	"oil_finder_disclaimers_id" integer,
  	"oil_finder_settings_id" integer,
  	"password_reset_tokens_id" integer,
  	"email_outbox_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"accounts_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "tenants_domains" ADD CONSTRAINT "tenants_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_countries_languages" ADD CONSTRAINT "tenants_countries_languages_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_countries" ADD CONSTRAINT "tenants_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_countries_locales" ADD CONSTRAINT "tenants_countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_footer_columns_links" ADD CONSTRAINT "tenants_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_footer_columns_links_locales" ADD CONSTRAINT "tenants_footer_columns_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_footer_columns_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_footer_columns" ADD CONSTRAINT "tenants_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_footer_columns_locales" ADD CONSTRAINT "tenants_footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_social_links" ADD CONSTRAINT "tenants_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tenants_locales" ADD CONSTRAINT "tenants_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_tenants_roles" ADD CONSTRAINT "users_tenants_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users_tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_tenants" ADD CONSTRAINT "users_tenants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts_sessions" ADD CONSTRAINT "accounts_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_selected_contact_id_contacts_id_fk" FOREIGN KEY ("selected_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounts_rels" ADD CONSTRAINT "accounts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts_rels" ADD CONSTRAINT "accounts_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers_billing_partners" ADD CONSTRAINT "customers_billing_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "customers" ADD CONSTRAINT "customers_contact_person_image_id_media_id_fk" FOREIGN KEY ("contact_person_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_accounts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_oil_finder_tile" ADD CONSTRAINT "pages_blocks_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_oil_finder_tile" ADD CONSTRAINT "pages_blocks_oil_finder_tile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_map_locations" ADD CONSTRAINT "pages_blocks_location_map_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_location_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_location_map" ADD CONSTRAINT "pages_blocks_location_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_tribologies" ADD CONSTRAINT "pages_tribologies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_tribologies" ADD CONSTRAINT "pages_tribologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_teaser_image_id_media_id_fk" FOREIGN KEY ("teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("oil_finder_tile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_oil_finder_tile" ADD CONSTRAINT "_pages_v_blocks_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_oil_finder_tile" ADD CONSTRAINT "_pages_v_blocks_oil_finder_tile_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_map_locations" ADD CONSTRAINT "_pages_v_blocks_location_map_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_location_map"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_location_map" ADD CONSTRAINT "_pages_v_blocks_location_map_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tribologies" ADD CONSTRAINT "_pages_v_version_tribologies_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_tribologies" ADD CONSTRAINT "_pages_v_version_tribologies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_teaser_image_id_media_id_fk" FOREIGN KEY ("version_teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_oil_finder_tile_image_id_media_id_fk" FOREIGN KEY ("version_oil_finder_tile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_lines" ADD CONSTRAINT "product_lines_parent_id_product_lines_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_lines_locales" ADD CONSTRAINT "product_lines_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_tags" ADD CONSTRAINT "products_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_approvals" ADD CONSTRAINT "products_approvals_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features_locales" ADD CONSTRAINT "products_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_gallery" ADD CONSTRAINT "products_gallery_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_file_id_media_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_documents" ADD CONSTRAINT "products_documents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_documents_locales" ADD CONSTRAINT "products_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products" ADD CONSTRAINT "products_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_prices_tags" ADD CONSTRAINT "articles_prices_tags_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."articles_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_prices_scales" ADD CONSTRAINT "articles_prices_scales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles_prices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles_prices" ADD CONSTRAINT "articles_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_prices" ADD CONSTRAINT "articles_prices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_id_accounts_id_fk" FOREIGN KEY ("placed_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ordered_articles" ADD CONSTRAINT "ordered_articles_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ordered_articles" ADD CONSTRAINT "ordered_articles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "ordered_articles" ADD CONSTRAINT "ordered_articles_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contracts" ADD CONSTRAINT "contracts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contracts_locales" ADD CONSTRAINT "contracts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contract_positions" ADD CONSTRAINT "contract_positions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "safety_data_sheets" ADD CONSTRAINT "safety_data_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favourites" ADD CONSTRAINT "favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists_entries" ADD CONSTRAINT "shopping_lists_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists_entries" ADD CONSTRAINT "shopping_lists_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shopping_lists" ADD CONSTRAINT "shopping_lists_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_entries" ADD CONSTRAINT "carts_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_entries" ADD CONSTRAINT "carts_entries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_ship_to_id_addresses_id_fk" FOREIGN KEY ("checkout_ship_to_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_checkout_bill_to_id_addresses_id_fk" FOREIGN KEY ("checkout_bill_to_id") REFERENCES "public"."addresses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_settings" ADD CONSTRAINT "checkout_settings_confirmation_contact_image_id_media_id_fk" FOREIGN KEY ("confirmation_contact_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "checkout_settings_locales" ADD CONSTRAINT "checkout_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications" ADD CONSTRAINT "account_notifications_source_id_account_notifications_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."account_notifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_notifications_locales" ADD CONSTRAINT "account_notifications_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."account_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "product_reviews_locales" ADD CONSTRAINT "product_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_locales" ADD CONSTRAINT "news_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_topics_fk" FOREIGN KEY ("news_topics_id") REFERENCES "public"."news_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_rels" ADD CONSTRAINT "news_rels_product_lines_fk" FOREIGN KEY ("product_lines_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_topics" ADD CONSTRAINT "news_topics_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_topics_locales" ADD CONSTRAINT "news_topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "news_categories" ADD CONSTRAINT "news_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news_categories_locales" ADD CONSTRAINT "news_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fairs" ADD CONSTRAINT "fairs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fairs" ADD CONSTRAINT "fairs_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fairs_locales" ADD CONSTRAINT "fairs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_partner_types" ADD CONSTRAINT "dealers_partner_types_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers" ADD CONSTRAINT "dealers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "dealers_locales" ADD CONSTRAINT "dealers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_rels" ADD CONSTRAINT "dealers_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "dealers_rels" ADD CONSTRAINT "dealers_rels_product_lines_fk" FOREIGN KEY ("product_lines_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distribution_partners" ADD CONSTRAINT "distribution_partners_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "distribution_partners_rels" ADD CONSTRAINT "distribution_partners_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."distribution_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "distribution_partners_rels" ADD CONSTRAINT "distribution_partners_rels_product_lines_fk" FOREIGN KEY ("product_lines_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "file_shares" ADD CONSTRAINT "file_shares_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "file_shares_locales" ADD CONSTRAINT "file_shares_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "file_shares_rels" ADD CONSTRAINT "file_shares_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "file_shares_rels" ADD CONSTRAINT "file_shares_rels_share_files_fk" FOREIGN KEY ("share_files_id") REFERENCES "public"."share_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "share_files" ADD CONSTRAINT "share_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "share_files_locales" ADD CONSTRAINT "share_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."share_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options" ADD CONSTRAINT "forms_fields_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_options_locales" ADD CONSTRAINT "forms_fields_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_accept" ADD CONSTRAINT "forms_fields_accept_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_validators" ADD CONSTRAINT "forms_fields_validators_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_validators_locales" ADD CONSTRAINT "forms_fields_validators_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields_validators"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields" ADD CONSTRAINT "forms_fields_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_fields_locales" ADD CONSTRAINT "forms_fields_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_fields"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms" ADD CONSTRAINT "forms_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "forms_locales" ADD CONSTRAINT "forms_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_rels" ADD CONSTRAINT "form_submissions_rels_form_files_fk" FOREIGN KEY ("form_files_id") REFERENCES "public"."form_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_files" ADD CONSTRAINT "form_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_categories_locales" ADD CONSTRAINT "faq_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_questions" ADD CONSTRAINT "faq_questions_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faq_questions_locales" ADD CONSTRAINT "faq_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps_options" ADD CONSTRAINT "contact_processes_steps_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps_options_locales" ADD CONSTRAINT "contact_processes_steps_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes_steps_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps" ADD CONSTRAINT "contact_processes_steps_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_processes_steps" ADD CONSTRAINT "contact_processes_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_steps_locales" ADD CONSTRAINT "contact_processes_steps_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes_routing" ADD CONSTRAINT "contact_processes_routing_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_processes_routing" ADD CONSTRAINT "contact_processes_routing_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_processes" ADD CONSTRAINT "contact_processes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_processes_locales" ADD CONSTRAINT "contact_processes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_process_id_contact_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."contact_processes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_product_line_id_product_lines_id_fk" FOREIGN KEY ("product_line_id") REFERENCES "public"."product_lines"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "jobs_locales" ADD CONSTRAINT "jobs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_parent_id_jobs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v" ADD CONSTRAINT "_jobs_v_version_tenant_id_tenants_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_jobs_v_locales" ADD CONSTRAINT "_jobs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_jobs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications_rels" ADD CONSTRAINT "job_applications_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_rels" ADD CONSTRAINT "job_applications_rels_form_files_fk" FOREIGN KEY ("form_files_id") REFERENCES "public"."form_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media" ADD CONSTRAINT "media_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_categories_locales" ADD CONSTRAINT "vehicle_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_makes" ADD CONSTRAINT "vehicle_makes_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicle_makes_rels" ADD CONSTRAINT "vehicle_makes_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_makes_rels" ADD CONSTRAINT "vehicle_makes_rels_vehicle_categories_fk" FOREIGN KEY ("vehicle_categories_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_make_id_vehicle_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicle_models" ADD CONSTRAINT "vehicle_models_category_id_vehicle_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "vehicle_types" ADD CONSTRAINT "vehicle_types_model_id_vehicle_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."vehicle_models"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "license_plates" ADD CONSTRAINT "license_plates_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_recommendations_components" ADD CONSTRAINT "oil_recommendations_components_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."oil_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_recommendations_components_locales" ADD CONSTRAINT "oil_recommendations_components_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."oil_recommendations_components"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_recommendations" ADD CONSTRAINT "oil_recommendations_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_recommendations" ADD CONSTRAINT "oil_recommendations_type_id_vehicle_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_recommendations_rels" ADD CONSTRAINT "oil_recommendations_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."oil_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_recommendations_rels" ADD CONSTRAINT "oil_recommendations_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_finder_disclaimers" ADD CONSTRAINT "oil_finder_disclaimers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_finder_disclaimers_locales" ADD CONSTRAINT "oil_finder_disclaimers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."oil_finder_disclaimers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_finder_settings" ADD CONSTRAINT "oil_finder_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_finder_settings" ADD CONSTRAINT "oil_finder_settings_disclaimer_id_oil_finder_disclaimers_id_fk" FOREIGN KEY ("disclaimer_id") REFERENCES "public"."oil_finder_disclaimers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "oil_finder_settings_rels" ADD CONSTRAINT "oil_finder_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."oil_finder_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "oil_finder_settings_rels" ADD CONSTRAINT "oil_finder_settings_rels_vehicle_types_fk" FOREIGN KEY ("vehicle_types_id") REFERENCES "public"."vehicle_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tenants_fk" FOREIGN KEY ("tenants_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_customers_fk" FOREIGN KEY ("customers_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contacts_fk" FOREIGN KEY ("contacts_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_lines_fk" FOREIGN KEY ("product_lines_id") REFERENCES "public"."product_lines"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_lists_fk" FOREIGN KEY ("price_lists_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ordered_articles_fk" FOREIGN KEY ("ordered_articles_id") REFERENCES "public"."ordered_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contracts_fk" FOREIGN KEY ("contracts_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contract_positions_fk" FOREIGN KEY ("contract_positions_id") REFERENCES "public"."contract_positions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_safety_data_sheets_fk" FOREIGN KEY ("safety_data_sheets_id") REFERENCES "public"."safety_data_sheets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favourites_fk" FOREIGN KEY ("favourites_id") REFERENCES "public"."favourites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shopping_lists_fk" FOREIGN KEY ("shopping_lists_id") REFERENCES "public"."shopping_lists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_addresses_fk" FOREIGN KEY ("addresses_id") REFERENCES "public"."addresses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checkout_settings_fk" FOREIGN KEY ("checkout_settings_id") REFERENCES "public"."checkout_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_notifications_fk" FOREIGN KEY ("account_notifications_id") REFERENCES "public"."account_notifications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_product_reviews_fk" FOREIGN KEY ("product_reviews_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_topics_fk" FOREIGN KEY ("news_topics_id") REFERENCES "public"."news_topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_categories_fk" FOREIGN KEY ("news_categories_id") REFERENCES "public"."news_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fairs_fk" FOREIGN KEY ("fairs_id") REFERENCES "public"."fairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_dealers_fk" FOREIGN KEY ("dealers_id") REFERENCES "public"."dealers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_distribution_partners_fk" FOREIGN KEY ("distribution_partners_id") REFERENCES "public"."distribution_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_file_shares_fk" FOREIGN KEY ("file_shares_id") REFERENCES "public"."file_shares"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_share_files_fk" FOREIGN KEY ("share_files_id") REFERENCES "public"."share_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_files_fk" FOREIGN KEY ("form_files_id") REFERENCES "public"."form_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_categories_fk" FOREIGN KEY ("faq_categories_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_questions_fk" FOREIGN KEY ("faq_questions_id") REFERENCES "public"."faq_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_processes_fk" FOREIGN KEY ("contact_processes_id") REFERENCES "public"."contact_processes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_requests_fk" FOREIGN KEY ("contact_requests_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_jobs_fk" FOREIGN KEY ("jobs_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_search_changes_fk" FOREIGN KEY ("search_changes_id") REFERENCES "public"."search_changes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_categories_fk" FOREIGN KEY ("vehicle_categories_id") REFERENCES "public"."vehicle_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_makes_fk" FOREIGN KEY ("vehicle_makes_id") REFERENCES "public"."vehicle_makes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_models_fk" FOREIGN KEY ("vehicle_models_id") REFERENCES "public"."vehicle_models"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_vehicle_types_fk" FOREIGN KEY ("vehicle_types_id") REFERENCES "public"."vehicle_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_license_plates_fk" FOREIGN KEY ("license_plates_id") REFERENCES "public"."license_plates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oil_recommendations_fk" FOREIGN KEY ("oil_recommendations_id") REFERENCES "public"."oil_recommendations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oil_finder_disclaimers_fk" FOREIGN KEY ("oil_finder_disclaimers_id") REFERENCES "public"."oil_finder_disclaimers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oil_finder_settings_fk" FOREIGN KEY ("oil_finder_settings_id") REFERENCES "public"."oil_finder_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_reset_tokens_fk" FOREIGN KEY ("password_reset_tokens_id") REFERENCES "public"."password_reset_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "tenants_domains_order_idx" ON "tenants_domains" USING btree ("_order");
  CREATE INDEX "tenants_domains_parent_id_idx" ON "tenants_domains" USING btree ("_parent_id");
  CREATE INDEX "tenants_countries_languages_order_idx" ON "tenants_countries_languages" USING btree ("_order");
  CREATE INDEX "tenants_countries_languages_parent_id_idx" ON "tenants_countries_languages" USING btree ("_parent_id");
  CREATE INDEX "tenants_countries_order_idx" ON "tenants_countries" USING btree ("_order");
  CREATE INDEX "tenants_countries_parent_id_idx" ON "tenants_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tenants_countries_locales_locale_parent_id_unique" ON "tenants_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tenants_footer_columns_links_order_idx" ON "tenants_footer_columns_links" USING btree ("_order");
  CREATE INDEX "tenants_footer_columns_links_parent_id_idx" ON "tenants_footer_columns_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tenants_footer_columns_links_locales_locale_parent_id_unique" ON "tenants_footer_columns_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tenants_footer_columns_order_idx" ON "tenants_footer_columns" USING btree ("_order");
  CREATE INDEX "tenants_footer_columns_parent_id_idx" ON "tenants_footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tenants_footer_columns_locales_locale_parent_id_unique" ON "tenants_footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "tenants_social_links_order_idx" ON "tenants_social_links" USING btree ("_order");
  CREATE INDEX "tenants_social_links_parent_id_idx" ON "tenants_social_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "tenants_slug_idx" ON "tenants" USING btree ("slug");
  CREATE INDEX "tenants_updated_at_idx" ON "tenants" USING btree ("updated_at");
  CREATE INDEX "tenants_created_at_idx" ON "tenants" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenants_locales_locale_parent_id_unique" ON "tenants_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_tenants_roles_order_idx" ON "users_tenants_roles" USING btree ("order");
  CREATE INDEX "users_tenants_roles_parent_idx" ON "users_tenants_roles" USING btree ("parent_id");
  CREATE INDEX "users_tenants_order_idx" ON "users_tenants" USING btree ("_order");
  CREATE INDEX "users_tenants_parent_id_idx" ON "users_tenants" USING btree ("_parent_id");
  CREATE INDEX "users_tenants_tenant_idx" ON "users_tenants" USING btree ("tenant_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "accounts_sessions_order_idx" ON "accounts_sessions" USING btree ("_order");
  CREATE INDEX "accounts_sessions_parent_id_idx" ON "accounts_sessions" USING btree ("_parent_id");
  CREATE INDEX "accounts_tenant_idx" ON "accounts" USING btree ("tenant_id");
  CREATE INDEX "accounts_customer_idx" ON "accounts" USING btree ("customer_id");
  CREATE INDEX "accounts_selected_contact_idx" ON "accounts" USING btree ("selected_contact_id");
  CREATE INDEX "accounts_updated_at_idx" ON "accounts" USING btree ("updated_at");
  CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");
  CREATE UNIQUE INDEX "accounts_username_idx" ON "accounts" USING btree ("username");
  CREATE INDEX "accounts_rels_order_idx" ON "accounts_rels" USING btree ("order");
  CREATE INDEX "accounts_rels_parent_idx" ON "accounts_rels" USING btree ("parent_id");
  CREATE INDEX "accounts_rels_path_idx" ON "accounts_rels" USING btree ("path");
  CREATE INDEX "accounts_rels_customers_id_idx" ON "accounts_rels" USING btree ("customers_id");
  CREATE INDEX "customers_billing_partners_order_idx" ON "customers_billing_partners" USING btree ("_order");
  CREATE INDEX "customers_billing_partners_parent_id_idx" ON "customers_billing_partners" USING btree ("_parent_id");
  CREATE INDEX "customers_tenant_idx" ON "customers" USING btree ("tenant_id");
  CREATE INDEX "customers_customer_id_idx" ON "customers" USING btree ("customer_id");
  CREATE INDEX "customers_price_list_idx" ON "customers" USING btree ("price_list_id");
  CREATE INDEX "customers_contact_person_contact_person_image_idx" ON "customers" USING btree ("contact_person_image_id");
  CREATE INDEX "customers_updated_at_idx" ON "customers" USING btree ("updated_at");
  CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at");
  CREATE INDEX "contacts_tenant_idx" ON "contacts" USING btree ("tenant_id");
  CREATE INDEX "contacts_contact_id_idx" ON "contacts" USING btree ("contact_id");
  CREATE INDEX "contacts_customer_idx" ON "contacts" USING btree ("customer_id");
  CREATE INDEX "contacts_last_name_idx" ON "contacts" USING btree ("last_name");
  CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id");
  CREATE INDEX "contacts_updated_at_idx" ON "contacts" USING btree ("updated_at");
  CREATE INDEX "contacts_created_at_idx" ON "contacts" USING btree ("created_at");
  CREATE INDEX "audit_log_tenant_idx" ON "audit_log" USING btree ("tenant_id");
  CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");
  CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");
  CREATE INDEX "audit_log_contact_idx" ON "audit_log" USING btree ("contact_id");
  CREATE INDEX "audit_log_customer_idx" ON "audit_log" USING btree ("customer_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
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
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
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
  CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_form_locale_idx" ON "pages_blocks_form" USING btree ("_locale");
  CREATE INDEX "pages_blocks_form_form_idx" ON "pages_blocks_form" USING btree ("form_id");
  CREATE INDEX "pages_blocks_oil_finder_tile_order_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_order");
  CREATE INDEX "pages_blocks_oil_finder_tile_parent_id_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_oil_finder_tile_path_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_path");
  CREATE INDEX "pages_blocks_oil_finder_tile_locale_idx" ON "pages_blocks_oil_finder_tile" USING btree ("_locale");
  CREATE INDEX "pages_blocks_oil_finder_tile_image_idx" ON "pages_blocks_oil_finder_tile" USING btree ("image_id");
  CREATE INDEX "pages_blocks_location_map_locations_order_idx" ON "pages_blocks_location_map_locations" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_map_locations_parent_id_idx" ON "pages_blocks_location_map_locations" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_map_locations_locale_idx" ON "pages_blocks_location_map_locations" USING btree ("_locale");
  CREATE INDEX "pages_blocks_location_map_order_idx" ON "pages_blocks_location_map" USING btree ("_order");
  CREATE INDEX "pages_blocks_location_map_parent_id_idx" ON "pages_blocks_location_map" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_location_map_path_idx" ON "pages_blocks_location_map" USING btree ("_path");
  CREATE INDEX "pages_blocks_location_map_locale_idx" ON "pages_blocks_location_map" USING btree ("_locale");
  CREATE INDEX "pages_tribologies_order_idx" ON "pages_tribologies" USING btree ("_order");
  CREATE INDEX "pages_tribologies_parent_id_idx" ON "pages_tribologies" USING btree ("_parent_id");
  CREATE INDEX "pages_tribologies_locale_idx" ON "pages_tribologies" USING btree ("_locale");
  CREATE INDEX "pages_tribologies_image_idx" ON "pages_tribologies" USING btree ("image_id");
  CREATE INDEX "pages_tenant_idx" ON "pages" USING btree ("tenant_id");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "pages_teaser_teaser_image_idx" ON "pages" USING btree ("teaser_image_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "pages_slug_idx" ON "pages_locales" USING btree ("slug","_locale");
  CREATE INDEX "pages_oil_finder_tile_oil_finder_tile_image_idx" ON "pages_locales" USING btree ("oil_finder_tile_image_id");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
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
  CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_form_locale_idx" ON "_pages_v_blocks_form" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_form_form_idx" ON "_pages_v_blocks_form" USING btree ("form_id");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_order_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_parent_id_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_path_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_locale_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_oil_finder_tile_image_idx" ON "_pages_v_blocks_oil_finder_tile" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_location_map_locations_order_idx" ON "_pages_v_blocks_location_map_locations" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_map_locations_parent_id_idx" ON "_pages_v_blocks_location_map_locations" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_map_locations_locale_idx" ON "_pages_v_blocks_location_map_locations" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_location_map_order_idx" ON "_pages_v_blocks_location_map" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_location_map_parent_id_idx" ON "_pages_v_blocks_location_map" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_location_map_path_idx" ON "_pages_v_blocks_location_map" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_location_map_locale_idx" ON "_pages_v_blocks_location_map" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_tribologies_order_idx" ON "_pages_v_version_tribologies" USING btree ("_order");
  CREATE INDEX "_pages_v_version_tribologies_parent_id_idx" ON "_pages_v_version_tribologies" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_tribologies_locale_idx" ON "_pages_v_version_tribologies" USING btree ("_locale");
  CREATE INDEX "_pages_v_version_tribologies_image_idx" ON "_pages_v_version_tribologies" USING btree ("image_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_tenant_idx" ON "_pages_v" USING btree ("version_tenant_id");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_teaser_version_teaser_image_idx" ON "_pages_v" USING btree ("version_teaser_image_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v_locales" USING btree ("version_slug","_locale");
  CREATE INDEX "_pages_v_version_oil_finder_tile_version_oil_finder_tile_idx" ON "_pages_v_locales" USING btree ("version_oil_finder_tile_image_id");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_news_id_idx" ON "_pages_v_rels" USING btree ("news_id","locale");
  CREATE INDEX "product_lines_tenant_idx" ON "product_lines" USING btree ("tenant_id");
  CREATE INDEX "product_lines_parent_idx" ON "product_lines" USING btree ("parent_id");
  CREATE INDEX "product_lines_updated_at_idx" ON "product_lines" USING btree ("updated_at");
  CREATE INDEX "product_lines_created_at_idx" ON "product_lines" USING btree ("created_at");
  CREATE INDEX "product_lines_slug_idx" ON "product_lines_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "product_lines_locales_locale_parent_id_unique" ON "product_lines_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_tags_order_idx" ON "products_tags" USING btree ("order");
  CREATE INDEX "products_tags_parent_idx" ON "products_tags" USING btree ("parent_id");
  CREATE INDEX "products_approvals_order_idx" ON "products_approvals" USING btree ("order");
  CREATE INDEX "products_approvals_parent_idx" ON "products_approvals" USING btree ("parent_id");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_features_locales_locale_parent_id_unique" ON "products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_gallery_order_idx" ON "products_gallery" USING btree ("_order");
  CREATE INDEX "products_gallery_parent_id_idx" ON "products_gallery" USING btree ("_parent_id");
  CREATE INDEX "products_gallery_image_idx" ON "products_gallery" USING btree ("image_id");
  CREATE INDEX "products_documents_order_idx" ON "products_documents" USING btree ("_order");
  CREATE INDEX "products_documents_parent_id_idx" ON "products_documents" USING btree ("_parent_id");
  CREATE INDEX "products_documents_file_idx" ON "products_documents" USING btree ("file_id");
  CREATE UNIQUE INDEX "products_documents_locales_locale_parent_id_unique" ON "products_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_tenant_idx" ON "products" USING btree ("tenant_id");
  CREATE INDEX "products_product_number_idx" ON "products" USING btree ("product_number");
  CREATE INDEX "products_image_idx" ON "products" USING btree ("image_id");
  CREATE INDEX "products_product_line_idx" ON "products" USING btree ("product_line_id");
  CREATE INDEX "products_viscosity_idx" ON "products" USING btree ("viscosity");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "articles_prices_tags_order_idx" ON "articles_prices_tags" USING btree ("order");
  CREATE INDEX "articles_prices_tags_parent_idx" ON "articles_prices_tags" USING btree ("parent_id");
  CREATE INDEX "articles_prices_scales_order_idx" ON "articles_prices_scales" USING btree ("_order");
  CREATE INDEX "articles_prices_scales_parent_id_idx" ON "articles_prices_scales" USING btree ("_parent_id");
  CREATE INDEX "articles_prices_order_idx" ON "articles_prices" USING btree ("_order");
  CREATE INDEX "articles_prices_parent_id_idx" ON "articles_prices" USING btree ("_parent_id");
  CREATE INDEX "articles_prices_price_list_idx" ON "articles_prices" USING btree ("price_list_id");
  CREATE INDEX "articles_tenant_idx" ON "articles" USING btree ("tenant_id");
  CREATE INDEX "articles_article_number_idx" ON "articles" USING btree ("article_number");
  CREATE INDEX "articles_product_idx" ON "articles" USING btree ("product_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "price_lists_tenant_idx" ON "price_lists" USING btree ("tenant_id");
  CREATE INDEX "price_lists_code_idx" ON "price_lists" USING btree ("code");
  CREATE INDEX "price_lists_updated_at_idx" ON "price_lists" USING btree ("updated_at");
  CREATE INDEX "price_lists_created_at_idx" ON "price_lists" USING btree ("created_at");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE INDEX "orders_tenant_idx" ON "orders" USING btree ("tenant_id");
  CREATE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  CREATE INDEX "orders_ordered_at_idx" ON "orders" USING btree ("ordered_at");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id");
  CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");
  CREATE INDEX "orders_contact_idx" ON "orders" USING btree ("contact_id");
  CREATE INDEX "orders_placed_by_idx" ON "orders" USING btree ("placed_by_id");
  CREATE UNIQUE INDEX "orders_submission_key_idx" ON "orders" USING btree ("submission_key");
  CREATE INDEX "orders_purchase_order_number_idx" ON "orders" USING btree ("purchase_order_number");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "customer_orderedAt_idx" ON "orders" USING btree ("customer_id","ordered_at");
  CREATE INDEX "ordered_articles_tenant_idx" ON "ordered_articles" USING btree ("tenant_id");
  CREATE INDEX "ordered_articles_customer_idx" ON "ordered_articles" USING btree ("customer_id");
  CREATE INDEX "ordered_articles_article_number_idx" ON "ordered_articles" USING btree ("article_number");
  CREATE INDEX "ordered_articles_product_idx" ON "ordered_articles" USING btree ("product_id");
  CREATE INDEX "ordered_articles_order_count_idx" ON "ordered_articles" USING btree ("order_count");
  CREATE INDEX "ordered_articles_total_quantity_idx" ON "ordered_articles" USING btree ("total_quantity");
  CREATE INDEX "ordered_articles_last_ordered_at_idx" ON "ordered_articles" USING btree ("last_ordered_at");
  CREATE INDEX "ordered_articles_updated_at_idx" ON "ordered_articles" USING btree ("updated_at");
  CREATE INDEX "ordered_articles_created_at_idx" ON "ordered_articles" USING btree ("created_at");
  CREATE UNIQUE INDEX "customer_articleNumber_idx" ON "ordered_articles" USING btree ("customer_id","article_number");
  CREATE INDEX "contracts_tenant_idx" ON "contracts" USING btree ("tenant_id");
  CREATE INDEX "contracts_contract_number_idx" ON "contracts" USING btree ("contract_number");
  CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");
  CREATE INDEX "contracts_valid_from_idx" ON "contracts" USING btree ("valid_from");
  CREATE INDEX "contracts_valid_to_idx" ON "contracts" USING btree ("valid_to");
  CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status");
  CREATE INDEX "contracts_updated_at_idx" ON "contracts" USING btree ("updated_at");
  CREATE INDEX "contracts_created_at_idx" ON "contracts" USING btree ("created_at");
  CREATE UNIQUE INDEX "contracts_locales_locale_parent_id_unique" ON "contracts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contract_positions_tenant_idx" ON "contract_positions" USING btree ("tenant_id");
  CREATE INDEX "contract_positions_contract_idx" ON "contract_positions" USING btree ("contract_id");
  CREATE INDEX "contract_positions_position_number_idx" ON "contract_positions" USING btree ("position_number");
  CREATE INDEX "contract_positions_product_idx" ON "contract_positions" USING btree ("product_id");
  CREATE INDEX "contract_positions_article_number_idx" ON "contract_positions" USING btree ("article_number");
  CREATE INDEX "contract_positions_updated_at_idx" ON "contract_positions" USING btree ("updated_at");
  CREATE INDEX "contract_positions_created_at_idx" ON "contract_positions" USING btree ("created_at");
  CREATE INDEX "safety_data_sheets_tenant_idx" ON "safety_data_sheets" USING btree ("tenant_id");
  CREATE INDEX "safety_data_sheets_article_idx" ON "safety_data_sheets" USING btree ("article_id");
  CREATE INDEX "safety_data_sheets_article_number_idx" ON "safety_data_sheets" USING btree ("article_number");
  CREATE INDEX "safety_data_sheets_product_idx" ON "safety_data_sheets" USING btree ("product_id");
  CREATE INDEX "safety_data_sheets_language_idx" ON "safety_data_sheets" USING btree ("language");
  CREATE INDEX "safety_data_sheets_issued_at_idx" ON "safety_data_sheets" USING btree ("issued_at");
  CREATE INDEX "safety_data_sheets_updated_at_idx" ON "safety_data_sheets" USING btree ("updated_at");
  CREATE INDEX "safety_data_sheets_created_at_idx" ON "safety_data_sheets" USING btree ("created_at");
  CREATE UNIQUE INDEX "safety_data_sheets_filename_idx" ON "safety_data_sheets" USING btree ("filename");
  CREATE INDEX "favourites_tenant_idx" ON "favourites" USING btree ("tenant_id");
  CREATE INDEX "favourites_account_idx" ON "favourites" USING btree ("account_id");
  CREATE INDEX "favourites_customer_idx" ON "favourites" USING btree ("customer_id");
  CREATE INDEX "favourites_product_idx" ON "favourites" USING btree ("product_id");
  CREATE INDEX "favourites_updated_at_idx" ON "favourites" USING btree ("updated_at");
  CREATE INDEX "favourites_created_at_idx" ON "favourites" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_customer_product_idx" ON "favourites" USING btree ("account_id","customer_id","product_id");
  CREATE INDEX "shopping_lists_entries_order_idx" ON "shopping_lists_entries" USING btree ("_order");
  CREATE INDEX "shopping_lists_entries_parent_id_idx" ON "shopping_lists_entries" USING btree ("_parent_id");
  CREATE INDEX "shopping_lists_entries_product_idx" ON "shopping_lists_entries" USING btree ("product_id");
  CREATE INDEX "shopping_lists_tenant_idx" ON "shopping_lists" USING btree ("tenant_id");
  CREATE INDEX "shopping_lists_account_idx" ON "shopping_lists" USING btree ("account_id");
  CREATE INDEX "shopping_lists_customer_idx" ON "shopping_lists" USING btree ("customer_id");
  CREATE INDEX "shopping_lists_updated_at_idx" ON "shopping_lists" USING btree ("updated_at");
  CREATE INDEX "shopping_lists_created_at_idx" ON "shopping_lists" USING btree ("created_at");
  CREATE INDEX "carts_entries_order_idx" ON "carts_entries" USING btree ("_order");
  CREATE INDEX "carts_entries_parent_id_idx" ON "carts_entries" USING btree ("_parent_id");
  CREATE INDEX "carts_entries_product_idx" ON "carts_entries" USING btree ("product_id");
  CREATE INDEX "carts_tenant_idx" ON "carts" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "carts_owner_key_idx" ON "carts" USING btree ("owner_key");
  CREATE UNIQUE INDEX "carts_public_id_idx" ON "carts" USING btree ("public_id");
  CREATE INDEX "carts_account_idx" ON "carts" USING btree ("account_id");
  CREATE INDEX "carts_contact_idx" ON "carts" USING btree ("contact_id");
  CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");
  CREATE INDEX "carts_checkout_checkout_ship_to_idx" ON "carts" USING btree ("checkout_ship_to_id");
  CREATE INDEX "carts_checkout_checkout_bill_to_idx" ON "carts" USING btree ("checkout_bill_to_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "addresses_tenant_idx" ON "addresses" USING btree ("tenant_id");
  CREATE INDEX "addresses_customer_idx" ON "addresses" USING btree ("customer_id");
  CREATE INDEX "addresses_partner_id_idx" ON "addresses" USING btree ("partner_id");
  CREATE INDEX "addresses_updated_at_idx" ON "addresses" USING btree ("updated_at");
  CREATE INDEX "addresses_created_at_idx" ON "addresses" USING btree ("created_at");
  CREATE UNIQUE INDEX "checkout_settings_tenant_idx" ON "checkout_settings" USING btree ("tenant_id");
  CREATE INDEX "checkout_settings_confirmation_contact_confirmation_cont_idx" ON "checkout_settings" USING btree ("confirmation_contact_image_id");
  CREATE INDEX "checkout_settings_updated_at_idx" ON "checkout_settings" USING btree ("updated_at");
  CREATE INDEX "checkout_settings_created_at_idx" ON "checkout_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "checkout_settings_locales_locale_parent_id_unique" ON "checkout_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "account_notifications_tenant_idx" ON "account_notifications" USING btree ("tenant_id");
  CREATE INDEX "account_notifications_account_idx" ON "account_notifications" USING btree ("account_id");
  CREATE INDEX "account_notifications_customer_idx" ON "account_notifications" USING btree ("customer_id");
  CREATE INDEX "account_notifications_read_at_idx" ON "account_notifications" USING btree ("read_at");
  CREATE INDEX "account_notifications_source_idx" ON "account_notifications" USING btree ("source_id");
  CREATE INDEX "account_notifications_updated_at_idx" ON "account_notifications" USING btree ("updated_at");
  CREATE INDEX "account_notifications_created_at_idx" ON "account_notifications" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_notifications_locales_locale_parent_id_unique" ON "account_notifications_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "product_reviews_tenant_idx" ON "product_reviews" USING btree ("tenant_id");
  CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id");
  CREATE INDEX "product_reviews_status_idx" ON "product_reviews" USING btree ("status");
  CREATE INDEX "product_reviews_updated_at_idx" ON "product_reviews" USING btree ("updated_at");
  CREATE INDEX "product_reviews_created_at_idx" ON "product_reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "product_reviews_locales_locale_parent_id_unique" ON "product_reviews_locales" USING btree ("_locale","_parent_id");
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
  CREATE INDEX "news_rels_news_categories_id_idx" ON "news_rels" USING btree ("news_categories_id");
  CREATE INDEX "news_rels_product_lines_id_idx" ON "news_rels" USING btree ("product_lines_id");
  CREATE INDEX "news_topics_tenant_idx" ON "news_topics" USING btree ("tenant_id");
  CREATE INDEX "news_topics_updated_at_idx" ON "news_topics" USING btree ("updated_at");
  CREATE INDEX "news_topics_created_at_idx" ON "news_topics" USING btree ("created_at");
  CREATE UNIQUE INDEX "news_topics_locales_locale_parent_id_unique" ON "news_topics_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "news_categories_tenant_idx" ON "news_categories" USING btree ("tenant_id");
  CREATE INDEX "news_categories_updated_at_idx" ON "news_categories" USING btree ("updated_at");
  CREATE INDEX "news_categories_created_at_idx" ON "news_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "news_categories_locales_locale_parent_id_unique" ON "news_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "fairs_tenant_idx" ON "fairs" USING btree ("tenant_id");
  CREATE INDEX "fairs_from_date_idx" ON "fairs" USING btree ("from_date");
  CREATE INDEX "fairs_image_idx" ON "fairs" USING btree ("image_id");
  CREATE INDEX "fairs_updated_at_idx" ON "fairs" USING btree ("updated_at");
  CREATE INDEX "fairs_created_at_idx" ON "fairs" USING btree ("created_at");
  CREATE UNIQUE INDEX "fairs_locales_locale_parent_id_unique" ON "fairs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dealers_partner_types_order_idx" ON "dealers_partner_types" USING btree ("order");
  CREATE INDEX "dealers_partner_types_parent_idx" ON "dealers_partner_types" USING btree ("parent_id");
  CREATE INDEX "dealers_tenant_idx" ON "dealers" USING btree ("tenant_id");
  CREATE INDEX "dealers_name_idx" ON "dealers" USING btree ("name");
  CREATE INDEX "dealers_updated_at_idx" ON "dealers" USING btree ("updated_at");
  CREATE INDEX "dealers_created_at_idx" ON "dealers" USING btree ("created_at");
  CREATE UNIQUE INDEX "dealers_locales_locale_parent_id_unique" ON "dealers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "dealers_rels_order_idx" ON "dealers_rels" USING btree ("order");
  CREATE INDEX "dealers_rels_parent_idx" ON "dealers_rels" USING btree ("parent_id");
  CREATE INDEX "dealers_rels_path_idx" ON "dealers_rels" USING btree ("path");
  CREATE INDEX "dealers_rels_product_lines_id_idx" ON "dealers_rels" USING btree ("product_lines_id");
  CREATE INDEX "distribution_partners_tenant_idx" ON "distribution_partners" USING btree ("tenant_id");
  CREATE INDEX "distribution_partners_country_idx" ON "distribution_partners" USING btree ("country");
  CREATE INDEX "distribution_partners_updated_at_idx" ON "distribution_partners" USING btree ("updated_at");
  CREATE INDEX "distribution_partners_created_at_idx" ON "distribution_partners" USING btree ("created_at");
  CREATE INDEX "distribution_partners_rels_order_idx" ON "distribution_partners_rels" USING btree ("order");
  CREATE INDEX "distribution_partners_rels_parent_idx" ON "distribution_partners_rels" USING btree ("parent_id");
  CREATE INDEX "distribution_partners_rels_path_idx" ON "distribution_partners_rels" USING btree ("path");
  CREATE INDEX "distribution_partners_rels_product_lines_id_idx" ON "distribution_partners_rels" USING btree ("product_lines_id");
  CREATE INDEX "file_shares_tenant_idx" ON "file_shares" USING btree ("tenant_id");
  CREATE INDEX "file_shares_expires_at_idx" ON "file_shares" USING btree ("expires_at");
  CREATE UNIQUE INDEX "file_shares_token_idx" ON "file_shares" USING btree ("token");
  CREATE INDEX "file_shares_updated_at_idx" ON "file_shares" USING btree ("updated_at");
  CREATE INDEX "file_shares_created_at_idx" ON "file_shares" USING btree ("created_at");
  CREATE UNIQUE INDEX "file_shares_locales_locale_parent_id_unique" ON "file_shares_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "file_shares_rels_order_idx" ON "file_shares_rels" USING btree ("order");
  CREATE INDEX "file_shares_rels_parent_idx" ON "file_shares_rels" USING btree ("parent_id");
  CREATE INDEX "file_shares_rels_path_idx" ON "file_shares_rels" USING btree ("path");
  CREATE INDEX "file_shares_rels_share_files_id_idx" ON "file_shares_rels" USING btree ("share_files_id");
  CREATE INDEX "share_files_tenant_idx" ON "share_files" USING btree ("tenant_id");
  CREATE INDEX "share_files_updated_at_idx" ON "share_files" USING btree ("updated_at");
  CREATE INDEX "share_files_created_at_idx" ON "share_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "share_files_filename_idx" ON "share_files" USING btree ("filename");
  CREATE INDEX "share_files_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "share_files" USING btree ("sizes_thumbnail_filename");
  CREATE UNIQUE INDEX "share_files_locales_locale_parent_id_unique" ON "share_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_options_order_idx" ON "forms_fields_options" USING btree ("_order");
  CREATE INDEX "forms_fields_options_parent_id_idx" ON "forms_fields_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_options_locales_locale_parent_id_unique" ON "forms_fields_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_accept_order_idx" ON "forms_fields_accept" USING btree ("order");
  CREATE INDEX "forms_fields_accept_parent_idx" ON "forms_fields_accept" USING btree ("parent_id");
  CREATE INDEX "forms_fields_validators_order_idx" ON "forms_fields_validators" USING btree ("_order");
  CREATE INDEX "forms_fields_validators_parent_id_idx" ON "forms_fields_validators" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_validators_locales_locale_parent_id_unique" ON "forms_fields_validators_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_fields_order_idx" ON "forms_fields" USING btree ("_order");
  CREATE INDEX "forms_fields_parent_id_idx" ON "forms_fields" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "forms_fields_locales_locale_parent_id_unique" ON "forms_fields_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "forms_tenant_idx" ON "forms" USING btree ("tenant_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE UNIQUE INDEX "forms_locales_locale_parent_id_unique" ON "forms_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "form_submissions_tenant_idx" ON "form_submissions" USING btree ("tenant_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  CREATE INDEX "form_submissions_rels_order_idx" ON "form_submissions_rels" USING btree ("order");
  CREATE INDEX "form_submissions_rels_parent_idx" ON "form_submissions_rels" USING btree ("parent_id");
  CREATE INDEX "form_submissions_rels_path_idx" ON "form_submissions_rels" USING btree ("path");
  CREATE INDEX "form_submissions_rels_form_files_id_idx" ON "form_submissions_rels" USING btree ("form_files_id");
  CREATE INDEX "form_files_tenant_idx" ON "form_files" USING btree ("tenant_id");
  CREATE INDEX "form_files_updated_at_idx" ON "form_files" USING btree ("updated_at");
  CREATE INDEX "form_files_created_at_idx" ON "form_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "form_files_filename_idx" ON "form_files" USING btree ("filename");
  CREATE INDEX "faq_categories_tenant_idx" ON "faq_categories" USING btree ("tenant_id");
  CREATE INDEX "faq_categories_sort_order_idx" ON "faq_categories" USING btree ("sort_order");
  CREATE INDEX "faq_categories_published_idx" ON "faq_categories" USING btree ("published");
  CREATE INDEX "faq_categories_updated_at_idx" ON "faq_categories" USING btree ("updated_at");
  CREATE INDEX "faq_categories_created_at_idx" ON "faq_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_categories_locales_locale_parent_id_unique" ON "faq_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faq_questions_tenant_idx" ON "faq_questions" USING btree ("tenant_id");
  CREATE INDEX "faq_questions_category_idx" ON "faq_questions" USING btree ("category_id");
  CREATE INDEX "faq_questions_sort_order_idx" ON "faq_questions" USING btree ("sort_order");
  CREATE INDEX "faq_questions_published_idx" ON "faq_questions" USING btree ("published");
  CREATE INDEX "faq_questions_updated_at_idx" ON "faq_questions" USING btree ("updated_at");
  CREATE INDEX "faq_questions_created_at_idx" ON "faq_questions" USING btree ("created_at");
  CREATE UNIQUE INDEX "faq_questions_locales_locale_parent_id_unique" ON "faq_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_processes_steps_options_order_idx" ON "contact_processes_steps_options" USING btree ("_order");
  CREATE INDEX "contact_processes_steps_options_parent_id_idx" ON "contact_processes_steps_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "contact_processes_steps_options_locales_locale_parent_id_uni" ON "contact_processes_steps_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_processes_steps_order_idx" ON "contact_processes_steps" USING btree ("_order");
  CREATE INDEX "contact_processes_steps_parent_id_idx" ON "contact_processes_steps" USING btree ("_parent_id");
  CREATE INDEX "contact_processes_steps_form_idx" ON "contact_processes_steps" USING btree ("form_id");
  CREATE UNIQUE INDEX "contact_processes_steps_locales_locale_parent_id_unique" ON "contact_processes_steps_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_processes_routing_order_idx" ON "contact_processes_routing" USING btree ("_order");
  CREATE INDEX "contact_processes_routing_parent_id_idx" ON "contact_processes_routing" USING btree ("_parent_id");
  CREATE INDEX "contact_processes_routing_product_line_idx" ON "contact_processes_routing" USING btree ("product_line_id");
  CREATE INDEX "contact_processes_tenant_idx" ON "contact_processes" USING btree ("tenant_id");
  CREATE INDEX "contact_processes_published_idx" ON "contact_processes" USING btree ("published");
  CREATE INDEX "contact_processes_updated_at_idx" ON "contact_processes" USING btree ("updated_at");
  CREATE INDEX "contact_processes_created_at_idx" ON "contact_processes" USING btree ("created_at");
  CREATE UNIQUE INDEX "contact_processes_locales_locale_parent_id_unique" ON "contact_processes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "contact_requests_tenant_idx" ON "contact_requests" USING btree ("tenant_id");
  CREATE INDEX "contact_requests_status_idx" ON "contact_requests" USING btree ("status");
  CREATE INDEX "contact_requests_process_idx" ON "contact_requests" USING btree ("process_id");
  CREATE INDEX "contact_requests_topic_idx" ON "contact_requests" USING btree ("topic");
  CREATE INDEX "contact_requests_product_line_idx" ON "contact_requests" USING btree ("product_line_id");
  CREATE INDEX "contact_requests_updated_at_idx" ON "contact_requests" USING btree ("updated_at");
  CREATE INDEX "contact_requests_created_at_idx" ON "contact_requests" USING btree ("created_at");
  CREATE INDEX "jobs_tenant_idx" ON "jobs" USING btree ("tenant_id");
  CREATE INDEX "jobs_department_idx" ON "jobs" USING btree ("department");
  CREATE INDEX "jobs_location_idx" ON "jobs" USING btree ("location");
  CREATE INDEX "jobs_employment_type_idx" ON "jobs" USING btree ("employment_type");
  CREATE INDEX "jobs_published_from_idx" ON "jobs" USING btree ("published_from");
  CREATE INDEX "jobs_published_until_idx" ON "jobs" USING btree ("published_until");
  CREATE INDEX "jobs_updated_at_idx" ON "jobs" USING btree ("updated_at");
  CREATE INDEX "jobs_created_at_idx" ON "jobs" USING btree ("created_at");
  CREATE INDEX "jobs__status_idx" ON "jobs" USING btree ("_status");
  CREATE INDEX "jobs_slug_idx" ON "jobs_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "jobs_locales_locale_parent_id_unique" ON "jobs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_jobs_v_parent_idx" ON "_jobs_v" USING btree ("parent_id");
  CREATE INDEX "_jobs_v_version_version_tenant_idx" ON "_jobs_v" USING btree ("version_tenant_id");
  CREATE INDEX "_jobs_v_version_version_department_idx" ON "_jobs_v" USING btree ("version_department");
  CREATE INDEX "_jobs_v_version_version_location_idx" ON "_jobs_v" USING btree ("version_location");
  CREATE INDEX "_jobs_v_version_version_employment_type_idx" ON "_jobs_v" USING btree ("version_employment_type");
  CREATE INDEX "_jobs_v_version_version_published_from_idx" ON "_jobs_v" USING btree ("version_published_from");
  CREATE INDEX "_jobs_v_version_version_published_until_idx" ON "_jobs_v" USING btree ("version_published_until");
  CREATE INDEX "_jobs_v_version_version_updated_at_idx" ON "_jobs_v" USING btree ("version_updated_at");
  CREATE INDEX "_jobs_v_version_version_created_at_idx" ON "_jobs_v" USING btree ("version_created_at");
  CREATE INDEX "_jobs_v_version_version__status_idx" ON "_jobs_v" USING btree ("version__status");
  CREATE INDEX "_jobs_v_created_at_idx" ON "_jobs_v" USING btree ("created_at");
  CREATE INDEX "_jobs_v_updated_at_idx" ON "_jobs_v" USING btree ("updated_at");
  CREATE INDEX "_jobs_v_snapshot_idx" ON "_jobs_v" USING btree ("snapshot");
  CREATE INDEX "_jobs_v_published_locale_idx" ON "_jobs_v" USING btree ("published_locale");
  CREATE INDEX "_jobs_v_latest_idx" ON "_jobs_v" USING btree ("latest");
  CREATE INDEX "_jobs_v_version_version_slug_idx" ON "_jobs_v_locales" USING btree ("version_slug","_locale");
  CREATE UNIQUE INDEX "_jobs_v_locales_locale_parent_id_unique" ON "_jobs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "job_applications_tenant_idx" ON "job_applications" USING btree ("tenant_id");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_job_idx" ON "job_applications" USING btree ("job_id");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "job_applications_rels_order_idx" ON "job_applications_rels" USING btree ("order");
  CREATE INDEX "job_applications_rels_parent_idx" ON "job_applications_rels" USING btree ("parent_id");
  CREATE INDEX "job_applications_rels_path_idx" ON "job_applications_rels" USING btree ("path");
  CREATE INDEX "job_applications_rels_form_files_id_idx" ON "job_applications_rels" USING btree ("form_files_id");
  CREATE INDEX "media_tenant_idx" ON "media" USING btree ("tenant_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "media" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "search_changes_tenant_idx" ON "search_changes" USING btree ("tenant");
  CREATE INDEX "search_changes_updated_at_idx" ON "search_changes" USING btree ("updated_at");
  CREATE INDEX "search_changes_created_at_idx" ON "search_changes" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicle_categories_key_idx" ON "vehicle_categories" USING btree ("key");
  CREATE INDEX "vehicle_categories_updated_at_idx" ON "vehicle_categories" USING btree ("updated_at");
  CREATE INDEX "vehicle_categories_created_at_idx" ON "vehicle_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "vehicle_categories_locales_locale_parent_id_unique" ON "vehicle_categories_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "vehicle_makes_name_idx" ON "vehicle_makes" USING btree ("name");
  CREATE INDEX "vehicle_makes_image_idx" ON "vehicle_makes" USING btree ("image_id");
  CREATE INDEX "vehicle_makes_updated_at_idx" ON "vehicle_makes" USING btree ("updated_at");
  CREATE INDEX "vehicle_makes_created_at_idx" ON "vehicle_makes" USING btree ("created_at");
  CREATE INDEX "vehicle_makes_rels_order_idx" ON "vehicle_makes_rels" USING btree ("order");
  CREATE INDEX "vehicle_makes_rels_parent_idx" ON "vehicle_makes_rels" USING btree ("parent_id");
  CREATE INDEX "vehicle_makes_rels_path_idx" ON "vehicle_makes_rels" USING btree ("path");
  CREATE INDEX "vehicle_makes_rels_vehicle_categories_id_idx" ON "vehicle_makes_rels" USING btree ("vehicle_categories_id");
  CREATE INDEX "vehicle_models_make_idx" ON "vehicle_models" USING btree ("make_id");
  CREATE INDEX "vehicle_models_category_idx" ON "vehicle_models" USING btree ("category_id");
  CREATE INDEX "vehicle_models_updated_at_idx" ON "vehicle_models" USING btree ("updated_at");
  CREATE INDEX "vehicle_models_created_at_idx" ON "vehicle_models" USING btree ("created_at");
  CREATE INDEX "vehicle_types_model_idx" ON "vehicle_types" USING btree ("model_id");
  CREATE INDEX "vehicle_types_type_approval_number_idx" ON "vehicle_types" USING btree ("type_approval_number");
  CREATE INDEX "vehicle_types_updated_at_idx" ON "vehicle_types" USING btree ("updated_at");
  CREATE INDEX "vehicle_types_created_at_idx" ON "vehicle_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "license_plates_plate_idx" ON "license_plates" USING btree ("plate");
  CREATE INDEX "license_plates_type_idx" ON "license_plates" USING btree ("type_id");
  CREATE INDEX "license_plates_updated_at_idx" ON "license_plates" USING btree ("updated_at");
  CREATE INDEX "license_plates_created_at_idx" ON "license_plates" USING btree ("created_at");
  CREATE INDEX "oil_recommendations_components_order_idx" ON "oil_recommendations_components" USING btree ("_order");
  CREATE INDEX "oil_recommendations_components_parent_id_idx" ON "oil_recommendations_components" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "oil_recommendations_components_locales_locale_parent_id_uniq" ON "oil_recommendations_components_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "oil_recommendations_tenant_idx" ON "oil_recommendations" USING btree ("tenant_id");
  CREATE INDEX "oil_recommendations_type_idx" ON "oil_recommendations" USING btree ("type_id");
  CREATE INDEX "oil_recommendations_updated_at_idx" ON "oil_recommendations" USING btree ("updated_at");
  CREATE INDEX "oil_recommendations_created_at_idx" ON "oil_recommendations" USING btree ("created_at");
  CREATE UNIQUE INDEX "tenant_type_idx" ON "oil_recommendations" USING btree ("tenant_id","type_id");
  CREATE INDEX "oil_recommendations_rels_order_idx" ON "oil_recommendations_rels" USING btree ("order");
  CREATE INDEX "oil_recommendations_rels_parent_idx" ON "oil_recommendations_rels" USING btree ("parent_id");
  CREATE INDEX "oil_recommendations_rels_path_idx" ON "oil_recommendations_rels" USING btree ("path");
  CREATE INDEX "oil_recommendations_rels_products_id_idx" ON "oil_recommendations_rels" USING btree ("products_id");
  CREATE INDEX "oil_finder_disclaimers_tenant_idx" ON "oil_finder_disclaimers" USING btree ("tenant_id");
  CREATE INDEX "oil_finder_disclaimers_updated_at_idx" ON "oil_finder_disclaimers" USING btree ("updated_at");
  CREATE INDEX "oil_finder_disclaimers_created_at_idx" ON "oil_finder_disclaimers" USING btree ("created_at");
  CREATE UNIQUE INDEX "oil_finder_disclaimers_locales_locale_parent_id_unique" ON "oil_finder_disclaimers_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "oil_finder_settings_tenant_idx" ON "oil_finder_settings" USING btree ("tenant_id");
  CREATE INDEX "oil_finder_settings_disclaimer_idx" ON "oil_finder_settings" USING btree ("disclaimer_id");
  CREATE INDEX "oil_finder_settings_updated_at_idx" ON "oil_finder_settings" USING btree ("updated_at");
  CREATE INDEX "oil_finder_settings_created_at_idx" ON "oil_finder_settings" USING btree ("created_at");
  CREATE INDEX "oil_finder_settings_rels_order_idx" ON "oil_finder_settings_rels" USING btree ("order");
  CREATE INDEX "oil_finder_settings_rels_parent_idx" ON "oil_finder_settings_rels" USING btree ("parent_id");
  CREATE INDEX "oil_finder_settings_rels_path_idx" ON "oil_finder_settings_rels" USING btree ("path");
  CREATE INDEX "oil_finder_settings_rels_vehicle_types_id_idx" ON "oil_finder_settings_rels" USING btree ("vehicle_types_id");
  CREATE INDEX "password_reset_tokens_account_idx" ON "password_reset_tokens" USING btree ("account_id");
  CREATE UNIQUE INDEX "password_reset_tokens_token_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");
  CREATE INDEX "password_reset_tokens_updated_at_idx" ON "password_reset_tokens" USING btree ("updated_at");
  CREATE INDEX "password_reset_tokens_created_at_idx" ON "password_reset_tokens" USING btree ("created_at");
  CREATE INDEX "email_outbox_tenant_idx" ON "email_outbox" USING btree ("tenant_id");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_tenants_id_idx" ON "payload_locked_documents_rels" USING btree ("tenants_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("accounts_id");
  CREATE INDEX "payload_locked_documents_rels_customers_id_idx" ON "payload_locked_documents_rels" USING btree ("customers_id");
  CREATE INDEX "payload_locked_documents_rels_contacts_id_idx" ON "payload_locked_documents_rels" USING btree ("contacts_id");
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_product_lines_id_idx" ON "payload_locked_documents_rels" USING btree ("product_lines_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_price_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("price_lists_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_ordered_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("ordered_articles_id");
  CREATE INDEX "payload_locked_documents_rels_contracts_id_idx" ON "payload_locked_documents_rels" USING btree ("contracts_id");
  CREATE INDEX "payload_locked_documents_rels_contract_positions_id_idx" ON "payload_locked_documents_rels" USING btree ("contract_positions_id");
  CREATE INDEX "payload_locked_documents_rels_safety_data_sheets_id_idx" ON "payload_locked_documents_rels" USING btree ("safety_data_sheets_id");
  CREATE INDEX "payload_locked_documents_rels_favourites_id_idx" ON "payload_locked_documents_rels" USING btree ("favourites_id");
  CREATE INDEX "payload_locked_documents_rels_shopping_lists_id_idx" ON "payload_locked_documents_rels" USING btree ("shopping_lists_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_addresses_id_idx" ON "payload_locked_documents_rels" USING btree ("addresses_id");
  CREATE INDEX "payload_locked_documents_rels_checkout_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("checkout_settings_id");
  CREATE INDEX "payload_locked_documents_rels_account_notifications_id_idx" ON "payload_locked_documents_rels" USING btree ("account_notifications_id");
  CREATE INDEX "payload_locked_documents_rels_product_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("product_reviews_id");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_news_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("news_topics_id");
  CREATE INDEX "payload_locked_documents_rels_news_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("news_categories_id");
  CREATE INDEX "payload_locked_documents_rels_fairs_id_idx" ON "payload_locked_documents_rels" USING btree ("fairs_id");
  CREATE INDEX "payload_locked_documents_rels_dealers_id_idx" ON "payload_locked_documents_rels" USING btree ("dealers_id");
  CREATE INDEX "payload_locked_documents_rels_distribution_partners_id_idx" ON "payload_locked_documents_rels" USING btree ("distribution_partners_id");
  CREATE INDEX "payload_locked_documents_rels_file_shares_id_idx" ON "payload_locked_documents_rels" USING btree ("file_shares_id");
  CREATE INDEX "payload_locked_documents_rels_share_files_id_idx" ON "payload_locked_documents_rels" USING btree ("share_files_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_form_files_id_idx" ON "payload_locked_documents_rels" USING btree ("form_files_id");
  CREATE INDEX "payload_locked_documents_rels_faq_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_categories_id");
  CREATE INDEX "payload_locked_documents_rels_faq_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_questions_id");
  CREATE INDEX "payload_locked_documents_rels_contact_processes_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_processes_id");
  CREATE INDEX "payload_locked_documents_rels_contact_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_requests_id");
  CREATE INDEX "payload_locked_documents_rels_jobs_id_idx" ON "payload_locked_documents_rels" USING btree ("jobs_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_search_changes_id_idx" ON "payload_locked_documents_rels" USING btree ("search_changes_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_categories_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_makes_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_makes_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_models_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_models_id");
  CREATE INDEX "payload_locked_documents_rels_vehicle_types_id_idx" ON "payload_locked_documents_rels" USING btree ("vehicle_types_id");
  CREATE INDEX "payload_locked_documents_rels_license_plates_id_idx" ON "payload_locked_documents_rels" USING btree ("license_plates_id");
  CREATE INDEX "payload_locked_documents_rels_oil_recommendations_id_idx" ON "payload_locked_documents_rels" USING btree ("oil_recommendations_id");
  CREATE INDEX "payload_locked_documents_rels_oil_finder_disclaimers_id_idx" ON "payload_locked_documents_rels" USING btree ("oil_finder_disclaimers_id");
  CREATE INDEX "payload_locked_documents_rels_oil_finder_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("oil_finder_settings_id");
  CREATE INDEX "payload_locked_documents_rels_password_reset_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("password_reset_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_rels_accounts_id_idx" ON "payload_preferences_rels" USING btree ("accounts_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "tenants_domains" CASCADE;
  DROP TABLE "tenants_countries_languages" CASCADE;
  DROP TABLE "tenants_countries" CASCADE;
  DROP TABLE "tenants_countries_locales" CASCADE;
  DROP TABLE "tenants_footer_columns_links" CASCADE;
  DROP TABLE "tenants_footer_columns_links_locales" CASCADE;
  DROP TABLE "tenants_footer_columns" CASCADE;
  DROP TABLE "tenants_footer_columns_locales" CASCADE;
  DROP TABLE "tenants_social_links" CASCADE;
  DROP TABLE "tenants" CASCADE;
  DROP TABLE "tenants_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_tenants_roles" CASCADE;
  DROP TABLE "users_tenants" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "accounts_sessions" CASCADE;
  DROP TABLE "accounts" CASCADE;
  DROP TABLE "accounts_rels" CASCADE;
  DROP TABLE "customers_billing_partners" CASCADE;
  DROP TABLE "customers" CASCADE;
  DROP TABLE "contacts" CASCADE;
  DROP TABLE "audit_log" CASCADE;
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
  DROP TABLE "pages_blocks_rich_text" CASCADE;
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
  DROP TABLE "pages_blocks_form" CASCADE;
  DROP TABLE "pages_blocks_oil_finder_tile" CASCADE;
  DROP TABLE "pages_blocks_location_map_locations" CASCADE;
  DROP TABLE "pages_blocks_location_map" CASCADE;
  DROP TABLE "pages_tribologies" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
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
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
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
  DROP TABLE "_pages_v_blocks_form" CASCADE;
  DROP TABLE "_pages_v_blocks_oil_finder_tile" CASCADE;
  DROP TABLE "_pages_v_blocks_location_map_locations" CASCADE;
  DROP TABLE "_pages_v_blocks_location_map" CASCADE;
  DROP TABLE "_pages_v_version_tribologies" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "product_lines" CASCADE;
  DROP TABLE "product_lines_locales" CASCADE;
  DROP TABLE "products_tags" CASCADE;
  DROP TABLE "products_approvals" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_features_locales" CASCADE;
  DROP TABLE "products_gallery" CASCADE;
  DROP TABLE "products_documents" CASCADE;
  DROP TABLE "products_documents_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "articles_prices_tags" CASCADE;
  DROP TABLE "articles_prices_scales" CASCADE;
  DROP TABLE "articles_prices" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "price_lists" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "ordered_articles" CASCADE;
  DROP TABLE "contracts" CASCADE;
  DROP TABLE "contracts_locales" CASCADE;
  DROP TABLE "contract_positions" CASCADE;
  DROP TABLE "safety_data_sheets" CASCADE;
  DROP TABLE "favourites" CASCADE;
  DROP TABLE "shopping_lists_entries" CASCADE;
  DROP TABLE "shopping_lists" CASCADE;
  DROP TABLE "carts_entries" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "addresses" CASCADE;
  DROP TABLE "checkout_settings" CASCADE;
  DROP TABLE "checkout_settings_locales" CASCADE;
  DROP TABLE "account_notifications" CASCADE;
  DROP TABLE "account_notifications_locales" CASCADE;
  DROP TABLE "product_reviews" CASCADE;
  DROP TABLE "product_reviews_locales" CASCADE;
  DROP TABLE "news" CASCADE;
  DROP TABLE "news_locales" CASCADE;
  DROP TABLE "news_rels" CASCADE;
  DROP TABLE "news_topics" CASCADE;
  DROP TABLE "news_topics_locales" CASCADE;
  DROP TABLE "news_categories" CASCADE;
  DROP TABLE "news_categories_locales" CASCADE;
  DROP TABLE "fairs" CASCADE;
  DROP TABLE "fairs_locales" CASCADE;
  DROP TABLE "dealers_partner_types" CASCADE;
  DROP TABLE "dealers" CASCADE;
  DROP TABLE "dealers_locales" CASCADE;
  DROP TABLE "dealers_rels" CASCADE;
  DROP TABLE "distribution_partners" CASCADE;
  DROP TABLE "distribution_partners_rels" CASCADE;
  DROP TABLE "file_shares" CASCADE;
  DROP TABLE "file_shares_locales" CASCADE;
  DROP TABLE "file_shares_rels" CASCADE;
  DROP TABLE "share_files" CASCADE;
  DROP TABLE "share_files_locales" CASCADE;
  DROP TABLE "forms_fields_options" CASCADE;
  DROP TABLE "forms_fields_options_locales" CASCADE;
  DROP TABLE "forms_fields_accept" CASCADE;
  DROP TABLE "forms_fields_validators" CASCADE;
  DROP TABLE "forms_fields_validators_locales" CASCADE;
  DROP TABLE "forms_fields" CASCADE;
  DROP TABLE "forms_fields_locales" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_locales" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "form_submissions_rels" CASCADE;
  DROP TABLE "form_files" CASCADE;
  DROP TABLE "faq_categories" CASCADE;
  DROP TABLE "faq_categories_locales" CASCADE;
  DROP TABLE "faq_questions" CASCADE;
  DROP TABLE "faq_questions_locales" CASCADE;
  DROP TABLE "contact_processes_steps_options" CASCADE;
  DROP TABLE "contact_processes_steps_options_locales" CASCADE;
  DROP TABLE "contact_processes_steps" CASCADE;
  DROP TABLE "contact_processes_steps_locales" CASCADE;
  DROP TABLE "contact_processes_routing" CASCADE;
  DROP TABLE "contact_processes" CASCADE;
  DROP TABLE "contact_processes_locales" CASCADE;
  DROP TABLE "contact_requests" CASCADE;
  DROP TABLE "jobs" CASCADE;
  DROP TABLE "jobs_locales" CASCADE;
  DROP TABLE "_jobs_v" CASCADE;
  DROP TABLE "_jobs_v_locales" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "job_applications_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "search_changes" CASCADE;
  DROP TABLE "vehicle_categories" CASCADE;
  DROP TABLE "vehicle_categories_locales" CASCADE;
  DROP TABLE "vehicle_makes" CASCADE;
  DROP TABLE "vehicle_makes_rels" CASCADE;
  DROP TABLE "vehicle_models" CASCADE;
  DROP TABLE "vehicle_types" CASCADE;
  DROP TABLE "license_plates" CASCADE;
  DROP TABLE "oil_recommendations_components" CASCADE;
  DROP TABLE "oil_recommendations_components_locales" CASCADE;
  DROP TABLE "oil_recommendations" CASCADE;
  DROP TABLE "oil_recommendations_rels" CASCADE;
  DROP TABLE "oil_finder_disclaimers" CASCADE;
  DROP TABLE "oil_finder_disclaimers_locales" CASCADE;
  DROP TABLE "oil_finder_settings" CASCADE;
  DROP TABLE "oil_finder_settings_rels" CASCADE;
  DROP TABLE "password_reset_tokens" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_tenants_countries_languages_language";
  DROP TYPE "public"."enum_tenants_countries_country";
  DROP TYPE "public"."enum_tenants_social_links_network";
  DROP TYPE "public"."enum_tenants_theme";
  DROP TYPE "public"."enum_tenants_default_locale";
  DROP TYPE "public"."enum_tenants_site_environment";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_users_tenants_roles";
  DROP TYPE "public"."enum_accounts_type";
  DROP TYPE "public"."enum_customers_kind";
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
  DROP TYPE "public"."enum_pages_blocks_rich_text_width";
  DROP TYPE "public"."enum_pages_blocks_rich_text_background";
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
  DROP TYPE "public"."enum_pages_blocks_form_width";
  DROP TYPE "public"."enum_pages_blocks_oil_finder_tile_background";
  DROP TYPE "public"."enum_pages_blocks_location_map_locations_icon";
  DROP TYPE "public"."enum_pages_blocks_location_map_width";
  DROP TYPE "public"."enum_pages_navigation_target";
  DROP TYPE "public"."enum_pages_page_type";
  DROP TYPE "public"."enum_pages_status";
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
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_width";
  DROP TYPE "public"."enum__pages_v_blocks_rich_text_background";
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
  DROP TYPE "public"."enum__pages_v_blocks_form_width";
  DROP TYPE "public"."enum__pages_v_blocks_oil_finder_tile_background";
  DROP TYPE "public"."enum__pages_v_blocks_location_map_locations_icon";
  DROP TYPE "public"."enum__pages_v_blocks_location_map_width";
  DROP TYPE "public"."enum__pages_v_version_navigation_target";
  DROP TYPE "public"."enum__pages_v_version_page_type";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_products_tags";
  DROP TYPE "public"."enum_products_approvals";
  DROP TYPE "public"."enum_products_documents_kind";
  DROP TYPE "public"."enum_products_viscosity";
  DROP TYPE "public"."enum_products_base_oil";
  DROP TYPE "public"."enum_articles_prices_tags";
  DROP TYPE "public"."enum_articles_unit";
  DROP TYPE "public"."enum_articles_container";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_contracts_type";
  DROP TYPE "public"."enum_contracts_status";
  DROP TYPE "public"."enum_safety_data_sheets_language";
  DROP TYPE "public"."enum_carts_kind";
  DROP TYPE "public"."enum_addresses_type";
  DROP TYPE "public"."enum_account_notifications_kind";
  DROP TYPE "public"."enum_account_notifications_audience";
  DROP TYPE "public"."enum_product_reviews_kind";
  DROP TYPE "public"."enum_product_reviews_status";
  DROP TYPE "public"."enum_news_publication_type";
  DROP TYPE "public"."enum_fairs_country";
  DROP TYPE "public"."enum_dealers_partner_types";
  DROP TYPE "public"."enum_dealers_country";
  DROP TYPE "public"."enum_distribution_partners_country";
  DROP TYPE "public"."enum_distribution_partners_region";
  DROP TYPE "public"."enum_forms_fields_accept";
  DROP TYPE "public"."enum_forms_fields_validators_type";
  DROP TYPE "public"."enum_forms_fields_type";
  DROP TYPE "public"."enum_forms_fields_width";
  DROP TYPE "public"."enum_forms_usage";
  DROP TYPE "public"."enum_contact_processes_steps_type";
  DROP TYPE "public"."enum_contact_processes_steps_option_source";
  DROP TYPE "public"."enum_contact_requests_status";
  DROP TYPE "public"."enum_jobs_department";
  DROP TYPE "public"."enum_jobs_employment_type";
  DROP TYPE "public"."enum_jobs_start";
  DROP TYPE "public"."enum_jobs_status";
  DROP TYPE "public"."enum__jobs_v_version_department";
  DROP TYPE "public"."enum__jobs_v_version_employment_type";
  DROP TYPE "public"."enum__jobs_v_version_start";
  DROP TYPE "public"."enum__jobs_v_version_status";
  DROP TYPE "public"."enum__jobs_v_published_locale";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_job_applications_salutation";
  DROP TYPE "public"."enum_search_changes_scope";
  DROP TYPE "public"."enum_vehicle_categories_key";
  DROP TYPE "public"."enum_vehicle_types_fuel";
  DROP TYPE "public"."enum_oil_recommendations_components_component";`)
}
