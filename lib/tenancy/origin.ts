/**
 * The public origin of a tenant. Locally (server URL on localhost) tenants live
 * at <slug>.localhost, the default tenant at the server URL itself; elsewhere
 * at their first configured domain.
 */
export type TenantOriginInput = {
  slug: string
  isDefault?: boolean | null
  domains?: { domain: string }[] | null
}

export function tenantOrigin(tenant: TenantOriginInput, serverUrl: string): string {
  const base = new URL(serverUrl)
  const local = base.hostname === 'localhost' || base.hostname === '127.0.0.1'
  if (local) {
    if (tenant.isDefault) return base.origin
    return `${base.protocol}//${tenant.slug}.localhost${base.port ? `:${base.port}` : ''}`
  }
  const domain = tenant.domains?.[0]?.domain
  return domain ? `${base.protocol}//${domain}` : base.origin
}
