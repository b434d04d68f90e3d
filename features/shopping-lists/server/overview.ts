import 'server-only'

import { ACCOUNT_PATHS } from '@/features/account-area/constants'
import { localizeUrl } from '@/lib/site-paths'
import { getTenantSite } from '@/features/tenancy/server/tenants'
import { languageOf } from '@/lib/i18n/locales'
import type { TenantRoute } from '@/lib/tenancy/routing-table'

/**
 * The lists overview in a locale: the tenant's own shoppingListUrl when it
 * sets one inside the site, else /{locale}/konto/merklisten. Also every
 * overview address a list page can sit below (for the DELETE referer check).
 */
export async function overviewUrls(
  tenant: Pick<TenantRoute, 'id'>,
  locale: string,
): Promise<{ overview: string; bases: string[] }> {
  const standard = `/${locale}${ACCOUNT_PATHS.shoppingLists}`
  const site = await getTenantSite(tenant.id, languageOf(locale))
  const own = localizeUrl(site?.urls.shoppingListUrl ?? null, locale)
  const inside = own && own.startsWith('/') ? own : null
  return {
    overview: inside ?? standard,
    bases: inside && inside !== standard ? [standard, inside] : [standard],
  }
}
