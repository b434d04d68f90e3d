'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/** In the CMS live preview, re-renders the page whenever the editor's draft is saved. */
export function LivePreviewListener({ serverUrl }: { serverUrl: string }) {
  const router = useRouter()
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={serverUrl} />
}
