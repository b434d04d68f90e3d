'use client'

import { useEffect } from 'react'

/**
 * Marks the document once React has hydrated the site layout (`<html data-hydrated>`): until then a
 * server-rendered button has no handler and a click on it is lost. Browser tests wait for the mark after
 * each navigation (e2e/fixtures.ts) instead of guessing with timeouts.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}
