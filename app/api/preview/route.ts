import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'

import { UnauthorizedError } from '@/lib/api/errors'
import { defineRoute } from '@/lib/api/route'
import { env } from '@/lib/env'
import { verifyPreviewToken } from '@/lib/preview/token'

/**
 * Entry of the CMS live preview: verifies the signed token the CMS put into
 * the URL, turns on draft mode for this browser and opens the page (a
 * redirect, passed through).
 */
export const GET = defineRoute({}, async ({ request }) => {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  const claims = verifyPreviewToken(token, env.payloadSecret)
  if (!claims)
    throw new UnauthorizedError('Preview link invalid or expired. Open the preview again from the CMS.')
  ;(await draftMode()).enable()
  return NextResponse.redirect(new URL(claims.path, request.nextUrl.origin), {
    headers: { 'Cache-Control': 'no-store' },
  })
})
