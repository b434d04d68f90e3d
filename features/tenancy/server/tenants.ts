import 'server-only'

import { headers } from 'next/headers'
import { cache } from 'react'

import { cached } from '@/lib/cache'
import { cachedRender } from '@/lib/cached-pages/render'
import { cacheTags } from '@/lib/cache-tags'
import { type ContentLanguage, routeLocaleFor, isRouteLocale } from '@/lib/i18n/locales'
import { visitorData } from '@/lib/data'
import { systemData } from '@/lib/data/system'
import {
  DEFAULT_SITE_ENVIRONMENT,
  SITE_ENVIRONMENTS,
  type SiteEnvironment,
} from '@/lib/tenancy/site-environments'
import { matchTenant, sanitizeLocales, type TenantRoute } from '@/lib/tenancy/routing-table'
import { toTheme } from '@/lib/tenancy/themes'
import type { Tenant } from '@/cms/payload-types'

import { TENANT_URL_KEYS, type TenantSite, type TenantUrlKey } from '../types'

function localesOf(tenant: Pick<Tenant, 'countries'>) {
  return sanitizeLocales(
    (tenant.countries ?? []).flatMap((c) =>
      (c.languages ?? []).map((l) => routeLocaleFor(l.language, c.country)),
    ),
  )
}

async function readRoutingTable(): Promise<TenantRoute[]> {
  // The routing table is public knowledge (hosts, locales, theme), but it decides the tenant of a request, before any scope exists.
  const { docs } = await systemData('resolving the tenant of a host').find({
    collection: 'tenants',
    limit: 1000,
    depth: 0,
    locale: 'de',
    select: { slug: true, isDefault: true, domains: true, theme: true, countries: true, defaultLocale: true },
  })
  return docs.map((t) => {
    const locales = localesOf(t)
    return {
      id: t.id,
      slug: t.slug,
      isDefault: !!t.isDefault,
      domains: (t.domains ?? []).map((d) => d.domain.toLowerCase()),
      theme: toTheme(t.theme),
      locales,
      defaultLocale:
        isRouteLocale(t.defaultLocale) && locales.includes(t.defaultLocale)
          ? t.defaultLocale
          : (locales[0] ?? 'de-ch'),
    }
  })
}

/** Every tenant's routing facts, cached until a tenant changes. */
export const getRoutingTable = cached(readRoutingTable, ['tenancy:routing-table'], [cacheTags.tenants()])

/** The tenant of a host (configured domain, `<slug>.localhost`, else the default tenant). */
export async function resolveTenant(host: string | null | undefined): Promise<TenantRoute | null> {
  return matchTenant(await getRoutingTable(), host)
}

/** The tenant of the current request (server components); resolved once per request. */
export const getRequestTenant = cache(async (): Promise<TenantRoute | null> => {
  // A page of the full route cache knows its tenant from its address, not from the request.
  const render = cachedRender()
  if (render) return render.tenant
  const h = await headers()
  return resolveTenant(h.get('x-forwarded-host') ?? h.get('host'))
})

async function readTenantSite(
  tenantId: string | number,
  language: ContentLanguage,
): Promise<TenantSite | null> {
  // Tenants are editor-only in the CMS; a visitor of the tenant reads its own tenant (the data scope's rule).
  const t = await visitorData(tenantId).findByID({
    collection: 'tenants',
    id: tenantId,
    depth: 0,
    locale: language,
    fallbackLocale: 'de',
    disableErrors: true,
  })
  if (!t) return null
  const urls = Object.fromEntries(
    TENANT_URL_KEYS.map((k) => [k, (t.urls?.[k] as string | null | undefined) || null]),
  ) as Record<TenantUrlKey, string | null>
  const locales = localesOf(t)
  return {
    id: t.id,
    slug: t.slug,
    name: t.name,
    theme: toTheme(t.theme),
    defaultLocale: isRouteLocale(t.defaultLocale) ? t.defaultLocale : (locales[0] ?? 'de-ch'),
    countries: (t.countries ?? []).map((c) => ({
      country: c.country,
      countryName: c.countryName,
      languages: (c.languages ?? []).flatMap((l) => {
        const locale = routeLocaleFor(l.language, c.country)
        return isRouteLocale(locale)
          ? [{ language: l.language, title: l.title, fullTitle: l.fullTitle, locale }]
          : []
      }),
    })),
    features: {
      disableLogin: !!t.features?.disableLogin,
      enableDidYouMeanSuggestion: !!t.features?.enableDidYouMeanSuggestion,
      disableSearchField: !!t.features?.disableSearchField,
      disableProductSearch: !!t.features?.disableProductSearch,
      hideMenuWhenLoggedOut: !!t.features?.hideMenuWhenLoggedOut,
    },
    urls,
    mapsKey: t.integrations?.mapsKey || null,
    recaptchaSiteKey: t.integrations?.recaptchaSiteKey || null,
    infoRibbonText: t.infoRibbonText || null,
    hideSocialLinks: !!t.hideSocialLinks,
    siteEnvironment: (SITE_ENVIRONMENTS as readonly string[]).includes(t.siteEnvironment ?? '')
      ? (t.siteEnvironment as SiteEnvironment)
      : DEFAULT_SITE_ENVIRONMENT,
    footerColumns: (t.footerColumns ?? []).map((column) => ({
      title: column.title,
      links: (column.links ?? []).map((link) => ({
        label: link.label,
        url: link.url,
        newTab: !!link.newTab,
      })),
    })),
    socialLinks: (t.socialLinks ?? []).map((link) => ({ network: link.network, url: link.url })),
    oldBrowser: { title: t.oldBrowser?.title || null, text: t.oldBrowser?.text || null },
  }
}

/** A tenant's site configuration in one language, cached until the tenant changes. */
export function getTenantSite(
  tenantId: string | number,
  language: ContentLanguage,
): Promise<TenantSite | null> {
  return cached(
    () => readTenantSite(tenantId, language),
    ['tenancy:site:v2', String(tenantId), language],
    [cacheTags.tenants(), cacheTags.tenant(tenantId)],
  )()
}
