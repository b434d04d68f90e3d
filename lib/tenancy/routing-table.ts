import { ROUTE_LOCALES, type RouteLocale, isRouteLocale } from '../i18n/locales'
import { DEFAULT_THEME, type Theme } from './themes'

/** What host and locale routing needs to know of a tenant (no secrets). */
export type TenantRoute = {
  id: string | number
  slug: string
  isDefault: boolean
  domains: string[]
  theme: Theme
  locales: RouteLocale[]
  defaultLocale: RouteLocale
}

/** Strips the port and lower-cases a Host header value. */
export function hostnameOf(host: string | null | undefined): string {
  if (!host) return ''
  const value = host.trim().toLowerCase()
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1)
  return value.split(':')[0]
}

/**
 * Resolves the tenant of a host: a configured domain wins, then
 * `<slug>.localhost` for local work, then the default tenant.
 */
export function matchTenant<T extends Pick<TenantRoute, 'slug' | 'isDefault' | 'domains'>>(
  tenants: T[],
  host: string | null | undefined,
): T | null {
  const hostname = hostnameOf(host)
  const byDomain = tenants.find((t) => t.domains.some((d) => d.toLowerCase() === hostname))
  if (byDomain) return byDomain
  if (hostname.endsWith('.localhost')) {
    const slug = hostname.slice(0, -'.localhost'.length)
    const bySlug = tenants.find((t) => t.slug === slug)
    if (bySlug) return bySlug
  }
  return tenants.find((t) => t.isDefault) ?? tenants[0] ?? null
}

/** The route used when no tenant table is available (fresh install, CMS unreachable). */
export const FALLBACK_TENANT_ROUTE: TenantRoute = {
  id: 0,
  slug: 'default',
  isDefault: true,
  domains: [],
  theme: DEFAULT_THEME,
  locales: [...ROUTE_LOCALES],
  defaultLocale: 'de-ch',
}

export function sanitizeLocales(values: unknown[]): RouteLocale[] {
  return values.filter((v): v is RouteLocale => typeof v === 'string' && isRouteLocale(v))
}
