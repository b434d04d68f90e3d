import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'

import { fail } from '@/lib/api/envelope'
import { env } from '@/lib/env'
import { verifyPreviewToken } from '@/lib/preview/token'

/**
 * Entry of the CMS live preview: verifies the signed token the CMS put into
 * the URL, turns on draft mode for this browser and opens the page.
 */
export async function GET(request: NextRequest) {
  const token = request.nextUrl.searchParams.get('token') ?? ''
  const claims = verifyPreviewToken(token, env.payloadSecret)
  if (!claims) return fail(401, 'Preview link invalid or expired. Open the preview again from the CMS.')
  ;(await draftMode()).enable()
  return NextResponse.redirect(new URL(claims.path, request.nextUrl.origin), { headers: { 'Cache-Control': 'no-store' } })
}
