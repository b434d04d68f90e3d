import type { NextRequest } from 'next/server'

import { activeShare, SHARE_HEADERS } from '@/features/file-sharing/server/request'
import { toFileSharing } from '@/features/file-sharing/server/shares'
import { ok } from '@/lib/api/envelope'

type Context = { params: Promise<{ token: string }> }

/** GET /api/file-share/{token}: the share (SPEC §3 File sharing); 404 unknown, 410 expired. */
export async function GET(request: NextRequest, { params }: Context) {
  const { token } = await params
  const found = await activeShare(request, token)
  if ('response' in found) return found.response
  return ok(toFileSharing(token, found.share.share, found.share.files), { headers: SHARE_HEADERS })
}
