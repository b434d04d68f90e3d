/** A document's tenant reference as the multi-tenant plugin stores it. */
export type TenantScoped = { tenant?: string | number | { id: string | number } | null }

/** The tenant id of a document whose tenant may be populated or only an id. */
export const tenantIdOf = (doc: TenantScoped): string | number =>
  typeof doc.tenant === 'object' && doc.tenant ? doc.tenant.id : (doc.tenant ?? '')
