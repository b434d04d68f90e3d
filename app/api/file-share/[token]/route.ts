import { z } from 'zod'

import { activeShare, SHARE_HEADERS } from '@/features/file-sharing/server/request'
import { toFileSharing } from '@/features/file-sharing/server/shares'
import { defineRoute, reply } from '@/lib/api/route'

/** GET /api/file-share/{token}: the share with its files; 404 unknown, 410 expired. */
export const GET = defineRoute(
  { input: { params: z.object({ token: z.string() }) } },
  async ({ request, params }) => {
    const found = await activeShare(request, params.token)
    return reply(toFileSharing(params.token, found.share.share, found.share.files), {
      headers: SHARE_HEADERS,
    })
  },
)
