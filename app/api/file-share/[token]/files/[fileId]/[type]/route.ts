import { z } from 'zod'

import { shareFileResponse } from '@/features/file-sharing/server/downloads'
import { defineRoute } from '@/lib/api/route'

/**
 * GET /api/file-share/{token}/files/{fileId}/{original|preview|thumbnail}:
 * one file of an active share, as a download, shown in the browser, or its
 * small picture. Only files of that share are served.
 */
export const GET = defineRoute(
  { input: { params: z.object({ token: z.string(), fileId: z.string(), type: z.string() }) } },
  ({ request, params }) => shareFileResponse(request, params.token, params.fileId, params.type),
)
