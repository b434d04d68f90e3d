'use client'

import { useEffect } from 'react'

import { alternatesStore } from '../alternates'

/** Tells the language switcher where this page lives in the other languages. */
export function PageAlternates({ alternates }: { alternates: Record<string, string> }) {
  useEffect(() => {
    alternatesStore.getState().setAlternates(alternates)
    return () => alternatesStore.getState().setAlternates({})
  }, [alternates])
  return null
}
