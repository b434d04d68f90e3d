import * as migration_20261122_215532_initial from './20261122_215532_initial';
import * as migration_20261123_061947_site_shell from './20261123_061947_site_shell';
import * as migration_20261123_115914_content_blocks from './20261123_115914_content_blocks';
import * as migration_20261123_132129_news_list from './20261123_132129_news_list';
import * as migration_20261123_134241_fairs from './20261123_134241_fairs';
import * as migration_20261123_145541_file_shares_dealers_partners from './20261123_145541_file_shares_dealers_partners';
import * as migration_20261123_162121_catalog_articles_prices_reviews from './20261123_162121_catalog_articles_prices_reviews';
import * as migration_20261123_163700_account_retailer_mode from './20261123_163700_account_retailer_mode';
import * as migration_20261123_181322_orders from './20261123_181322_orders';
import * as migration_20261123_183857_shopping_lists from './20261123_183857_shopping_lists';
import * as migration_20261124_015526_search_changes from './20261124_015526_search_changes';
import * as migration_20261124_142613_oil_finder from './20261124_142613_oil_finder';
import * as migration_20261124_155833_accounts_notifications_contacts from './20261124_155833_accounts_notifications_contacts';
import * as migration_20261124_192057_carts from './20261124_192057_carts';
import * as migration_20261124_204531_checkout from './20261124_204531_checkout';
import * as migration_20261124_205914_cart_public_id from './20261124_205914_cart_public_id';
import * as migration_20261124_210717_cart_changes from './20261124_210717_cart_changes';
import * as migration_20261125_000937_account_lists from './20261125_000937_account_lists';
import * as migration_20261125_013949_favourites_per_customer from './20261125_013949_favourites_per_customer';
import * as migration_20261125_031628_forms from './20261125_031628_forms';
import * as migration_20261125_043253_faq_contact_jobs from './20261125_043253_faq_contact_jobs';
import * as migration_20261125_163500_auth_without_payload_lock from './20261125_163500_auth_without_payload_lock';
import * as migration_20261126_044605_order_line_count from './20261126_044605_order_line_count';
import * as migration_20261126_111723_upload_storage_fields from './20261126_111723_upload_storage_fields';
import * as migration_20261126_142801_order_vat from './20261126_142801_order_vat';

export const migrations = [
  {
    up: migration_20261122_215532_initial.up,
    down: migration_20261122_215532_initial.down,
    name: '20261122_215532_initial',
  },
  {
    up: migration_20261123_061947_site_shell.up,
    down: migration_20261123_061947_site_shell.down,
    name: '20261123_061947_site_shell',
  },
  {
    up: migration_20261123_115914_content_blocks.up,
    down: migration_20261123_115914_content_blocks.down,
    name: '20261123_115914_content_blocks',
  },
  {
    up: migration_20261123_132129_news_list.up,
    down: migration_20261123_132129_news_list.down,
    name: '20261123_132129_news_list',
  },
  {
    up: migration_20261123_134241_fairs.up,
    down: migration_20261123_134241_fairs.down,
    name: '20261123_134241_fairs',
  },
  {
    up: migration_20261123_145541_file_shares_dealers_partners.up,
    down: migration_20261123_145541_file_shares_dealers_partners.down,
    name: '20261123_145541_file_shares_dealers_partners',
  },
  {
    up: migration_20261123_162121_catalog_articles_prices_reviews.up,
    down: migration_20261123_162121_catalog_articles_prices_reviews.down,
    name: '20261123_162121_catalog_articles_prices_reviews',
  },
  {
    up: migration_20261123_163700_account_retailer_mode.up,
    down: migration_20261123_163700_account_retailer_mode.down,
    name: '20261123_163700_account_retailer_mode',
  },
  {
    up: migration_20261123_181322_orders.up,
    down: migration_20261123_181322_orders.down,
    name: '20261123_181322_orders',
  },
  {
    up: migration_20261123_183857_shopping_lists.up,
    down: migration_20261123_183857_shopping_lists.down,
    name: '20261123_183857_shopping_lists',
  },
  {
    up: migration_20261124_015526_search_changes.up,
    down: migration_20261124_015526_search_changes.down,
    name: '20261124_015526_search_changes',
  },
  {
    up: migration_20261124_142613_oil_finder.up,
    down: migration_20261124_142613_oil_finder.down,
    name: '20261124_142613_oil_finder',
  },
  {
    up: migration_20261124_155833_accounts_notifications_contacts.up,
    down: migration_20261124_155833_accounts_notifications_contacts.down,
    name: '20261124_155833_accounts_notifications_contacts',
  },
  {
    up: migration_20261124_192057_carts.up,
    down: migration_20261124_192057_carts.down,
    name: '20261124_192057_carts',
  },
  {
    up: migration_20261124_204531_checkout.up,
    down: migration_20261124_204531_checkout.down,
    name: '20261124_204531_checkout',
  },
  {
    up: migration_20261124_205914_cart_public_id.up,
    down: migration_20261124_205914_cart_public_id.down,
    name: '20261124_205914_cart_public_id',
  },
  {
    up: migration_20261124_210717_cart_changes.up,
    down: migration_20261124_210717_cart_changes.down,
    name: '20261124_210717_cart_changes',
  },
  {
    up: migration_20261125_000937_account_lists.up,
    down: migration_20261125_000937_account_lists.down,
    name: '20261125_000937_account_lists',
  },
  {
    up: migration_20261125_013949_favourites_per_customer.up,
    down: migration_20261125_013949_favourites_per_customer.down,
    name: '20261125_013949_favourites_per_customer',
  },
  {
    up: migration_20261125_031628_forms.up,
    down: migration_20261125_031628_forms.down,
    name: '20261125_031628_forms',
  },
  {
    up: migration_20261125_043253_faq_contact_jobs.up,
    down: migration_20261125_043253_faq_contact_jobs.down,
    name: '20261125_043253_faq_contact_jobs',
  },
  {
    up: migration_20261125_163500_auth_without_payload_lock.up,
    down: migration_20261125_163500_auth_without_payload_lock.down,
    name: '20261125_163500_auth_without_payload_lock',
  },
  {
    up: migration_20261126_044605_order_line_count.up,
    down: migration_20261126_044605_order_line_count.down,
    name: '20261126_044605_order_line_count',
  },
  {
    up: migration_20261126_111723_upload_storage_fields.up,
    down: migration_20261126_111723_upload_storage_fields.down,
    name: '20261126_111723_upload_storage_fields',
  },
  {
    up: migration_20261126_142801_order_vat.up,
    down: migration_20261126_142801_order_vat.down,
    name: '20261126_142801_order_vat'
  },
];
