'use client'

import { useLocale } from 'next-intl'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import type { CompareEntry } from '../constants'
import { comparePath } from '../url'
import { useCompareStore } from './use-compare-store'

/**
 * Keeps the stored choice in line with the comparison page: `entries` (the
 * products a shared link or a removed column shows) replace the choice;
 * `restore` (a page without `?products=`) opens the stored choice instead.
 */
export function CompareSync({ entries, restore = false }: { entries?: CompareEntry[]; restore?: boolean }) {
  const store = useCompareStore()
  const router = useRouter()
  const locale = useLocale()
  const key = entries ? JSON.stringify(entries) : null

  useEffect(() => {
    if (key != null) {
      store.getState().replace(JSON.parse(key) as CompareEntry[])
      return
    }
    if (!restore) return
    const stored = store.getState().entries
    if (stored.length)
      router.replace(
        comparePath(
          locale,
          stored.map((entry) => entry.productNumber),
        ),
      )
  }, [key, restore, store, router, locale])

  return null
}
