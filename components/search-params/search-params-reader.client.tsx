'use client'

import { useSearchParams } from 'next/navigation'
import { Suspense, useEffect } from 'react'

function Reader({ onChange }: { onChange: (search: string) => void }) {
  const searchParams = useSearchParams()
  const search = searchParams?.toString() ?? ''
  useEffect(() => onChange(search), [onChange, search])
  return null
}

/**
 * Reports the address's query to its parent after hydration and on every
 * change (router navigation, pushState, back button), without rendering
 * anything. `useSearchParams` directly in a component would make a page from
 * the full route cache (rendered without a query) skip that component's
 * server rendering; here only this empty reader waits for the browser, and
 * the parent renders its server-given state until the first report.
 */
export function SearchParamsReader({ onChange }: { onChange: (search: string) => void }) {
  return (
    <Suspense fallback={null}>
      <Reader onChange={onChange} />
    </Suspense>
  )
}
