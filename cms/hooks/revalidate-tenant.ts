import type { CollectionConfig } from 'payload'

import { revalidateAfterChange, revalidateAfterDelete } from './revalidate'
import { tenantIdOf, type TenantScoped } from './tenant-of'

/** The hooks of a tenant-scoped collection: a change or deletion invalidates the given tags of the document's tenant. */
export function revalidateTenantTags(
  ...tagsOf: ((tenantId: string | number) => string)[]
): NonNullable<CollectionConfig['hooks']> {
  const tags = (doc: TenantScoped) => tagsOf.map((tag) => tag(tenantIdOf(doc)))
  return {
    afterChange: [revalidateAfterChange<TenantScoped>(tags)],
    afterDelete: [revalidateAfterDelete<TenantScoped>(tags)],
  }
}
