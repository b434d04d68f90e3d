'use client'

import { useSession } from '@/features/session/components/session-provider.client'

import { getCompareStore, type CompareStore } from '../store'

/** The comparison store of the page's tenant (one per tenant and page load, kept in localStorage). */
export function useCompareStore(): CompareStore {
  const tenant = useSession((state) => state.session.tenantSlug)
  return getCompareStore(tenant)
}
