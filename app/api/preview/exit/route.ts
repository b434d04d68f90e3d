import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { defineRoute } from '@/lib/api/route'

/** Leaves draft mode and returns to the published page (a redirect, passed through). */
export const GET = defineRoute({}, async ({ request }) => {
  ;(await draftMode()).disable()
  const path = request.nextUrl.searchParams.get('path') ?? '/'
  const safe = path.startsWith('/') && !path.startsWith('//') ? path : '/'
  return NextResponse.redirect(new URL(safe, request.nextUrl.origin))
})
