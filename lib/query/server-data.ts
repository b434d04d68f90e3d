'use client'

import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * Hands a server component's data to React Query for this page load: it
 * becomes the cache entry of `queryKey` before the island's first read, so
 * the island renders the server's HTML without a request, and what an
 * earlier visit left in the cache (the provider lives in the layout and
 * outlives client navigations) never shows over the server's newer answer.
 */
export function useServerData<T>(queryKey: QueryKey, data: T): void {
  const client = useQueryClient()
  // Once per mount; listeners hear of it in React Query's next batch, never during this render.
  useState(() => client.setQueryData(queryKey, data))
}
